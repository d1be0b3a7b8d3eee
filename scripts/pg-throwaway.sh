# Sourced by scripts/test.sh and scripts/test-scale.sh: a throwaway PostgreSQL cluster in a temp
# folder, from the newest PostgreSQL binaries installed (Debian's postgresql package).
#   pg_throwaway_bin        prints the binaries' folder, or nothing when PostgreSQL is not installed
#   pg_throwaway_start BIN  starts a cluster and exports TEST_DATABASE_URL (stopped on exit)
#   pg_throwaway_stop       stops it and removes its folder

pg_throwaway_bin() {
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$bin" ] && [ -x "$bin/initdb" ]; then echo "$bin"; fi
}

pg_throwaway_start() {
  local bin=$1
  pg_dir=$(mktemp -d /tmp/bindery-pg-XXXXXX)
  local port=$((20000 + RANDOM % 20000))
  as_pg=()
  if [ "$(id -u)" = 0 ]; then
    # initdb refuses to run as root: the cluster belongs to the postgres user.
    id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
    chown postgres "$pg_dir"
    as_pg=(runuser -u postgres --)
  fi
  pg_bin=$bin
  trap pg_throwaway_stop EXIT
  "${as_pg[@]}" "$bin/initdb" -D "$pg_dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
  "${as_pg[@]}" "$bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/log" -w \
    -o "-p $port -k $pg_dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
}

pg_throwaway_stop() {
  if [ -n "${pg_dir:-}" ]; then
    "${as_pg[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$pg_dir"
    pg_dir=
  fi
  unset TEST_DATABASE_URL
  trap - EXIT
}
