# A throwaway PostgreSQL 15 cluster on a free loopback port, for tests and benchmarks.
# Usage: source scripts/ci-postgres.sh; start_postgres; ...; stop_postgres
# Sets PG_URL (postgres://app@127.0.0.1:PORT/app). initdb refuses root, so the
# cluster runs as the `postgres` user when started by root.
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}

start_postgres() {
  PG_DIR=$(mktemp -d /tmp/pg-test-XXXXXX)
  PG_PORT=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  local as=()
  if [ "$(id -u)" = 0 ]; then
    chown postgres "$PG_DIR"
    as=(runuser -u postgres --)
  fi
  "${as[@]}" "$PG_BIN/initdb" -D "$PG_DIR/data" -U app --auth=trust -E UTF8 --locale=C.UTF-8 --no-sync >/dev/null
  "${as[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w start \
    -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" >/dev/null
  "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U app app
  PG_URL="postgres://app@127.0.0.1:$PG_PORT/app"
  export PG_URL PG_DIR PG_PORT
}

stop_postgres() {
  [ -n "${PG_DIR:-}" ] || return 0
  local as=()
  [ "$(id -u)" = 0 ] && as=(runuser -u postgres --)
  "${as[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
