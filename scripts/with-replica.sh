#!/usr/bin/env bash
# Runs a command with a streaming replica of the local PostgreSQL (decision 194): pg_basebackup
# of the cluster into a temporary directory, started with pg_ctl on a loopback port as a hot
# standby. TEST_REPLICA_URL names it; TEST_DATABASE_URL the primary. The replica stops and its
# directory goes when the command ends. Needs the postgres user's powers (run as root or postgres).
#
#   scripts/with-replica.sh npx vitest run --project server:replica
#
# REPLICA_PORT (5442), PG_HOST (127.0.0.1), PG_PORT (5432), PG_USER and PG_PASSWORD (postgres).
set -euo pipefail

port=${REPLICA_PORT:-5442}
pg_host=${PG_HOST:-127.0.0.1}
pg_port=${PG_PORT:-5432}
pg_user=${PG_USER:-postgres}
pg_password=${PG_PASSWORD:-postgres}
bin=/usr/lib/postgresql/$(ls /usr/lib/postgresql | sort -V | tail -n 1)/bin

dir=$(mktemp -d /tmp/trivia-replica.XXXXXX)
as_postgres=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$dir"
  as_postgres=(runuser -u postgres --)
fi

stop() {
  "${as_postgres[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

# -R writes standby.signal and primary_conninfo; -X stream copies the WAL made meanwhile.
"${as_postgres[@]}" env PGPASSWORD="$pg_password" "$bin/pg_basebackup" \
  -h "$pg_host" -p "$pg_port" -U "$pg_user" -D "$dir/data" -R -X stream -c fast
# Debian keeps a cluster's configuration outside its data directory: the replica gets its own.
printf '%s\n' "port = $port" "listen_addresses = '127.0.0.1'" "unix_socket_directories = '$dir'" \
  "hot_standby = on" "hba_file = '$dir/data/pg_hba.conf'" >"$dir/data/postgresql.conf"
printf '%s\n' 'local all all peer' 'host all all 127.0.0.1/32 scram-sha-256' >"$dir/data/pg_hba.conf"
[ "$(id -u)" = 0 ] && chown postgres "$dir/data/postgresql.conf" "$dir/data/pg_hba.conf"
"${as_postgres[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/replica.log" -w -t 60 start
echo "Streaming replica of $pg_host:$pg_port on 127.0.0.1:$port"

export TEST_DATABASE_URL="postgres://$pg_user:$pg_password@$pg_host:$pg_port/postgres"
export TEST_REPLICA_URL="postgres://$pg_user:$pg_password@127.0.0.1:$port/postgres"
"$@"
