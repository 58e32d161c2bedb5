# The reference deployment's addresses and paths (decision 197). On real machines, change the
# hosts and ports here (each part on its own machine); `deploy/start` reads nothing else.
# Every value may be overridden from the environment.

# Where the deployment keeps its databases, configurations, logs and process ids.
DEPLOY_DIR="${DEPLOY_DIR:-/tmp/trivia-deploy}"
# Debian's PostgreSQL binaries (postgresql-15).
PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"

# PostgreSQL: the primary, and a streaming replica of it (pg_basebackup -R).
PRIMARY_HOST="${PRIMARY_HOST:-127.0.0.1}"
PRIMARY_PORT="${PRIMARY_PORT:-7432}"
REPLICA_HOST="${REPLICA_HOST:-127.0.0.1}"
REPLICA_PORT="${REPLICA_PORT:-7433}"
DB_NAME="${DB_NAME:-trivia}"
DB_USER="${DB_USER:-trivia}"
DB_PASSWORD="${DB_PASSWORD:-trivia-deploy-password}"
REPLICATION_USER="${REPLICATION_USER:-replicator}"
REPLICATION_PASSWORD="${REPLICATION_PASSWORD:-replicator-deploy-password}"

# PgBouncer in front of the primary: database DB_NAME in transaction mode for requests,
# DB_NAME_session in session mode for migrations and the jobs process.
PGBOUNCER_HOST="${PGBOUNCER_HOST:-127.0.0.1}"
PGBOUNCER_PORT="${PGBOUNCER_PORT:-7434}"

# The server processes behind HAProxy, and the jobs process (no traffic from HAProxy).
APP_HOST="${APP_HOST:-127.0.0.1}"
APP_PORTS="${APP_PORTS:-7401 7402 7403}"
JOBS_PORT="${JOBS_PORT:-7404}"

# HAProxy: what visitors reach.
LB_HOST="${LB_HOST:-127.0.0.1}"
LB_PORT="${LB_PORT:-7400}"

# The public address, and the secret every server process shares (sessions survive any process).
PUBLIC_URL="${PUBLIC_URL:-http://localhost:${LB_PORT}}"
AUTH_SECRET="${AUTH_SECRET:-reference-deployment-secret-change-me-0123456789}"
METRICS_TOKEN="${METRICS_TOKEN:-reference-deployment-metrics-token}"
# Demo data (three sign-ins, venues, events): on for this machine, off on real ones.
DEMO="${DEMO:-1}"

# Derived: the URLs each process is given.
POOLED_URL="postgres://${DB_USER}:${DB_PASSWORD}@${PGBOUNCER_HOST}:${PGBOUNCER_PORT}/${DB_NAME}?prepare=false"
SESSION_URL="postgres://${DB_USER}:${DB_PASSWORD}@${PGBOUNCER_HOST}:${PGBOUNCER_PORT}/${DB_NAME}_session"
READ_URL="postgres://${DB_USER}:${DB_PASSWORD}@${REPLICA_HOST}:${REPLICA_PORT}/${DB_NAME}?prepare=false"
REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# The server processes' NODE_ENV: production on real machines (behind HTTPS, PUBLIC_URL https);
# development here, where HAProxy speaks plain HTTP on loopback.
APP_NODE_ENV="${APP_NODE_ENV:-development}"
# Replicas further behind than this are skipped for reads (empty: the app's default).
DATABASE_READ_MAX_LAG="${DATABASE_READ_MAX_LAG:-}"
# Node 22.12 or later.
NODE_BIN="${NODE_BIN:-node}"
