#!/usr/bin/env bash
# Runs the portal as several server processes behind nginx on this machine, the way a deployment
# that outgrew one process runs it: one PostgreSQL database, Redis for chat fan-out, uploads in an
# S3-compatible bucket (s3rver on loopback), nginx in front. Everything listens on 127.0.0.1 only.
#
#   bash scripts/cluster.sh            (after `pnpm run build`; Ctrl-C stops everything it started)
#
# Settings (environment): CLUSTER_PROCESSES (2), CLUSTER_PORT (nginx, 8148), CLUSTER_FIRST_PORT
# (first server process, 8146; the others follow), CLUSTER_S3_PORT (8149), CLUSTER_DATABASE_URL
# (postgres://postgres@127.0.0.1:5432/portal_cluster, created when missing), REDIS_URL
# (redis://127.0.0.1:6379).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)

N=${CLUSTER_PROCESSES:-2}
PORT=${CLUSTER_PORT:-8148}
FIRST=${CLUSTER_FIRST_PORT:-8146}
S3_PORT=${CLUSTER_S3_PORT:-8149}
DB_URL=${CLUSTER_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/portal_cluster}
REDIS=${REDIS_URL:-redis://127.0.0.1:6379}
BUCKET=portal-files

[ -f server/dist/server.js ] || { echo "Build first: pnpm run build" >&2; exit 1; }
if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then
  echo "Installing nginx (Debian package nginx-light)..."
  apt-get install -y nginx-light >/dev/null || { apt-get update >/dev/null && apt-get install -y nginx-light >/dev/null; }
fi
NGINX=$(command -v nginx || echo /usr/sbin/nginx)

WORK=$(mktemp -d "${TMPDIR:-/tmp}/portal-cluster.XXXXXX")
PIDS=()
stop() {
  trap - INT TERM EXIT
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  [ -f "$WORK/nginx.pid" ] && kill "$(cat "$WORK/nginx.pid")" 2>/dev/null || true
  wait 2>/dev/null || true
  echo "Stopped. Logs were in $WORK"
}
trap stop INT TERM EXIT

# The database: created on first use; the first process migrates and seeds it before the others start.
DB_NAME=${DB_URL##*/}
ADMIN_URL=${DB_URL%/*}/postgres
if ! psql "$ADMIN_URL" -tAc "SELECT 1 FROM pg_database WHERE datname = '$DB_NAME'" | grep -q 1; then
  psql "$ADMIN_URL" -c "CREATE DATABASE \"$DB_NAME\"" >/dev/null
  SEED=1
else
  SEED=0
fi

mkdir -p "$WORK/s3"
"$ROOT/server/node_modules/.bin/s3rver" -d "$WORK/s3" -a 127.0.0.1 -p "$S3_PORT" -s --configure-bucket "$BUCKET" >"$WORK/s3rver.log" 2>&1 &
PIDS+=($!)

wait_for() { # url
  for _ in $(seq 1 120); do curl -s -o /dev/null "$1" && return 0; sleep 0.5; done
  echo "Nothing answers at $1; see the logs in $WORK" >&2
  exit 1
}
wait_for "http://127.0.0.1:$S3_PORT/"

UPSTREAM=""
for i in $(seq 0 $((N - 1))); do
  P=$((FIRST + i))
  mkdir -p "$WORK/server-$P"
  env PORT="$P" HOST=127.0.0.1 DATABASE_URL="$DB_URL" SEED_DEMO="$([ "$i" = 0 ] && echo "$SEED" || echo 0)" \
    DATA_DIR="$WORK/server-$P" PUBLISHED_REMOTES_DIR="$ROOT/server/.data/remotes" TRUST_PROXY=127.0.0.1 REDIS_URL="$REDIS" \
    S3_ENDPOINT="http://127.0.0.1:$S3_PORT" S3_BUCKET="$BUCKET" S3_REGION=us-east-1 S3_ACCESS_KEY_ID=S3RVER \
    S3_SECRET_ACCESS_KEY=S3RVER S3_FORCE_PATH_STYLE=true LOG_LEVEL=warn \
    node server/dist/server.js >"$WORK/server-$P.log" 2>&1 &
  PIDS+=($!)
  # The first process migrates (and seeds) alone; the others start on a ready schema.
  [ "$i" = 0 ] && wait_for "http://127.0.0.1:$P/api/order/user/detail"
  UPSTREAM="$UPSTREAM    server 127.0.0.1:$P max_fails=1 fail_timeout=5s;"$'\n'
done
for i in $(seq 1 $((N - 1))); do wait_for "http://127.0.0.1:$((FIRST + i))/api/order/user/detail"; done

mkdir -p "$WORK/nginx"
cat >"$WORK/nginx.conf" <<CONF
worker_processes 1;
pid $WORK/nginx.pid;
error_log $WORK/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log $WORK/nginx-access.log;
  client_body_temp_path $WORK/nginx/body;
  proxy_temp_path $WORK/nginx/proxy;
  fastcgi_temp_path $WORK/nginx/fastcgi;
  uwsgi_temp_path $WORK/nginx/uwsgi;
  scgi_temp_path $WORK/nginx/scgi;
  client_max_body_size 20m;

  # API and pages: any process (sessions, throttle, reminders and files are shared).
  upstream portal {
$UPSTREAM  }
  # Chat sockets: one client stays on one process while its connection lives (socket.io's polling
  # handshake needs that); fan-out between processes goes through Redis.
  upstream portal_im {
    ip_hash;
$UPSTREAM  }
  map \$http_upgrade \$connection_upgrade { default upgrade; '' close; }

  server {
    listen 127.0.0.1:$PORT;
    proxy_set_header Host \$host;
    proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto \$scheme;
    # A process that dies mid-request: an idempotent request is tried once on another.
    proxy_next_upstream error timeout http_502 http_503;

    location / {
      proxy_pass http://portal;
    }
    location /im/ {
      proxy_pass http://portal_im;
      proxy_http_version 1.1;
      proxy_set_header Upgrade \$http_upgrade;
      proxy_set_header Connection \$connection_upgrade;
      proxy_read_timeout 120s;
      proxy_buffering off;
    }
  }
}
CONF
"$NGINX" -c "$WORK/nginx.conf" -p "$WORK/nginx" -e "$WORK/nginx-error.log"
wait_for "http://127.0.0.1:$PORT/api/order/user/detail"

echo
echo "Portal on $N processes behind nginx: http://127.0.0.1:$PORT/"
echo "Processes: $(for i in $(seq 0 $((N - 1))); do printf 'http://127.0.0.1:%s/ ' $((FIRST + i)); done)"
echo "Database $DB_URL, Redis $REDIS, bucket $BUCKET at http://127.0.0.1:$S3_PORT; logs in $WORK"
echo "Check it: node bench/cluster-check.mjs http://127.0.0.1:$PORT $(for i in $(seq 0 $((N - 1))); do printf 'http://127.0.0.1:%s ' $((FIRST + i)); done)"
wait "${PIDS[@]}"
