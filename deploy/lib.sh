# Helpers of deploy/start, deploy/stop and the drills. Sourced after config.sh.

say() { printf '[deploy] %s\n' "$*"; }
die() { printf '[deploy] %s\n' "$*" >&2; exit 1; }

as_postgres() { runuser -u postgres -- "$@"; }

# pg_start primary|replica: starts that cluster and waits until it accepts connections.
pg_start() {
  as_postgres "$PG_BIN/pg_ctl" -D "$DEPLOY_DIR/pg/$1" -l "$DEPLOY_DIR/log/postgres-$1.log" \
    -w -t 60 start >/dev/null
}

# pg_stop primary|replica [mode]
pg_stop() {
  [[ -f "$DEPLOY_DIR/pg/$1/postmaster.pid" ]] || return 0
  as_postgres "$PG_BIN/pg_ctl" -D "$DEPLOY_DIR/pg/$1" -m "${2:-fast}" -w -t 60 stop >/dev/null
}

# pg_answers HOST PORT DATABASE: the database answers a query as the app's user.
pg_answers() {
  PGPASSWORD="$DB_PASSWORD" PGCONNECT_TIMEOUT=2 "$PG_BIN/psql" -qtAX -h "$1" -p "$2" -U "$DB_USER" \
    -d "$3" -c 'select 1' >/dev/null 2>&1
}

# pgbouncer_point_at HOST PORT: renders PgBouncer's configuration for that primary.
pgbouncer_point_at() {
  DB_TARGET_HOST="$1" DB_TARGET_PORT="$2" DB_NAME="$DB_NAME" DB_USER="$DB_USER" \
    PGBOUNCER_HOST="$PGBOUNCER_HOST" PGBOUNCER_PORT="$PGBOUNCER_PORT" DEPLOY_DIR="$DEPLOY_DIR" \
    envsubst '$DB_TARGET_HOST $DB_TARGET_PORT $DB_NAME $DB_USER $PGBOUNCER_HOST $PGBOUNCER_PORT $DEPLOY_DIR' \
    <"$REPO_ROOT/deploy/pgbouncer.ini" >"$DEPLOY_DIR/pgbouncer/pgbouncer.ini"
  chown postgres:postgres "$DEPLOY_DIR/pgbouncer/pgbouncer.ini"
}

# start_app NAME PORT DATABASE_URL JOBS_POLL_MS: one server process, as `npm run serve` runs it
# (node itself, so that its process id is the server's: the drills kill it), kept running as
# systemd's Restart=always would: a process that dies is started again a second later.
start_app() {
  local name="$1" port="$2" url="$3" poll="$4"
  mkdir -p "$DEPLOY_DIR/app/$name"
  (
    cd "$REPO_ROOT"
    while [[ -d "$DEPLOY_DIR/app/$name" ]]; do
      env NODE_ENV="$APP_NODE_ENV" HOST="$APP_HOST" PORT="$port" WORKERS=1 \
        DATA_DIR="$DEPLOY_DIR/app/$name" DATABASE_URL="$url" DATABASE_DIRECT_URL="$SESSION_URL" \
        DATABASE_READ_URL="$READ_URL" DATABASE_READ_MAX_LAG="$DATABASE_READ_MAX_LAG" \
        TRUST_PROXY=1 JOBS_POLL_MS="$poll" PUBLIC_URL="$PUBLIC_URL" AUTH_SECRET="$AUTH_SECRET" \
        METRICS_TOKEN="$METRICS_TOKEN" DEMO="$DEMO" LOG_LEVEL=warn FEED_ALLOW_HOSTS=127.0.0.1 \
        MALLOC_TRIM_THRESHOLD_=131072 \
        "$NODE_BIN" --max-semi-space-size=8 --experimental-strip-types apps/server/src/server.ts \
        >>"$DEPLOY_DIR/log/$name.log" 2>&1 &
      echo $! >"$DEPLOY_DIR/app/$name.pid"
      wait $! || true
      sleep 1
    done
  ) </dev/null >/dev/null 2>&1 &
  echo $! >"$DEPLOY_DIR/app/$name.supervisor"
}

# stop_app NAME: its supervisor first (so nothing starts it again), then the process.
stop_app() {
  local supervisor="$DEPLOY_DIR/app/$1.supervisor"
  if [[ -f "$supervisor" ]]; then
    kill -TERM "$(cat "$supervisor")" 2>/dev/null || true
    rm -f "$supervisor"
  fi
  stop_pid "$DEPLOY_DIR/app/$1.pid"
}

app_ready() { curl -fs -o /dev/null --max-time 2 "http://$APP_HOST:$1/api/ready"; }
lb_ready() { curl -fs -o /dev/null --max-time 2 "http://$LB_HOST:$LB_PORT/api/ready"; }

# wait_for WHAT SECONDS COMMAND...: runs COMMAND every half second until it succeeds.
wait_for() {
  local what="$1" seconds="$2"
  shift 2
  local deadline=$((SECONDS + seconds))
  until "$@"; do
    ((SECONDS < deadline)) || die "$what did not answer within ${seconds} s (logs: $DEPLOY_DIR/log)"
    sleep 0.5
  done
}

# stop_pid FILE: SIGTERM the process in FILE, SIGKILL after 10 s; removes FILE.
stop_pid() {
  [[ -f "$1" ]] || return 0
  local pid
  pid="$(cat "$1")"
  if kill -0 "$pid" 2>/dev/null; then
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
    kill -KILL "$pid" 2>/dev/null || true
  fi
  rm -f "$1"
}
