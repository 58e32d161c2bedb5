#!/usr/bin/env bash
# Runs a command with PgBouncer in transaction mode in front of the local PostgreSQL (decision 195):
# TEST_POOLED_DATABASE_URL goes through the pooler, and the API tests' project (`server:postgres`)
# connects its apps there; TEST_DATABASE_URL stays PostgreSQL itself, where the test helpers create
# and drop their databases and the process tests start their servers. PgBouncer lives in a
# temporary directory, on a loopback port, and stops when the command ends.
#
#   scripts/with-pgbouncer.sh npm test
#   scripts/with-pgbouncer.sh npx vitest run --project server:postgres
#
# PGBOUNCER_PORT (6543), PG_HOST (127.0.0.1), PG_PORT (5432), PG_USER and PG_PASSWORD (postgres).
set -euo pipefail

port=${PGBOUNCER_PORT:-6543}
pg_host=${PG_HOST:-127.0.0.1}
pg_port=${PG_PORT:-5432}
pg_user=${PG_USER:-postgres}
pg_password=${PG_PASSWORD:-postgres}

if ! command -v pgbouncer >/dev/null 2>&1 && [ ! -x /usr/sbin/pgbouncer ]; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y pgbouncer || {
    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y pgbouncer
  }
fi
pgbouncer_bin=$(command -v pgbouncer || echo /usr/sbin/pgbouncer)

dir=$(mktemp -d /tmp/trivia-pgbouncer.XXXXXX)
# PgBouncer refuses to run as root: as root, it runs as the postgres user.
run_as=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$dir"
  run_as=(runuser -u postgres --)
fi

cat >"$dir/userlist.txt" <<EOF
"$pg_user" "$pg_password"
EOF
# Every database name is passed through to PostgreSQL; the tests make one database per file.
# Small pools and a short idle time: a test's database is dropped when the file ends.
cat >"$dir/pgbouncer.ini" <<EOF
[databases]
* = host=$pg_host port=$pg_port

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $port
unix_socket_dir =
auth_type = scram-sha-256
auth_file = $dir/userlist.txt
pool_mode = transaction
max_client_conn = 400
default_pool_size = 6
max_db_connections = 8
server_idle_timeout = 5
server_lifetime = 60
ignore_startup_parameters = extra_float_digits,options
logfile = $dir/pgbouncer.log
pidfile = $dir/pgbouncer.pid
EOF
chmod 600 "$dir/userlist.txt"
[ "$(id -u)" = 0 ] && chown postgres "$dir/userlist.txt" "$dir/pgbouncer.ini"

stop() {
  if [ -f "$dir/pgbouncer.pid" ]; then
    kill "$(cat "$dir/pgbouncer.pid")" 2>/dev/null || true
    for _ in $(seq 1 20); do [ -f "$dir/pgbouncer.pid" ] || break; sleep 0.25; done
  fi
  rm -rf "$dir"
}
trap stop EXIT

"${run_as[@]}" "$pgbouncer_bin" -d "$dir/pgbouncer.ini"
for _ in $(seq 1 40); do
  pg_isready -q -h 127.0.0.1 -p "$port" && break
  sleep 0.25
done
pg_isready -q -h 127.0.0.1 -p "$port" || { cat "$dir/pgbouncer.log" >&2; exit 1; }
echo "PgBouncer $("$pgbouncer_bin" --version | head -n 1) in transaction mode on 127.0.0.1:$port"

export TEST_POOLED_DATABASE_URL="postgres://$pg_user:$pg_password@127.0.0.1:$port/postgres"
export TEST_DATABASE_URL="postgres://$pg_user:$pg_password@$pg_host:$pg_port/postgres"
"$@"
