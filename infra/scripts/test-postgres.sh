#!/usr/bin/env bash
# Throwaway PostgreSQL for tests: `start` creates a fresh cluster on a free loopback port and prints its URL
# (postgres://postgres@127.0.0.1:<port>/postgres); `stop [url]` tears down that cluster, or every cluster this
# script started when no URL is given; `bin` prints the folder of the server binaries it uses, or fails when there
# are none. Clusters live under $UNIKIT_TEST_PG_ROOT (default: $TMPDIR/unikit-test-pg-<uid>).
# `start --durable` keeps PostgreSQL's durability settings (for crash tests); `pid <url>` prints the postmaster's
# process id; `restart <url>` starts a cluster again after its postmaster was killed (crash recovery runs).
#
#   export TEST_DATABASE_URL=$(infra/scripts/test-postgres.sh start)
#   pnpm test
#   infra/scripts/test-postgres.sh stop "$TEST_DATABASE_URL"
#
# Trust auth is safe here because the server listens on 127.0.0.1 only and its socket sits in a private folder.
# Durability is switched off (fsync, synchronous_commit): the data is thrown away anyway.
set -euo pipefail
# runuser and friends live in sbin, which a non-login shell may not have on its PATH.
export PATH="$PATH:/usr/sbin:/sbin"

root="${UNIKIT_TEST_PG_ROOT:-${TMPDIR:-/tmp}/unikit-test-pg-$(id -u)}"

log() { echo "test-postgres: $*" >&2; }
die() { log "$*"; exit 1; }

find_bin_dir() {
  if [ -n "${PG_BIN:-}" ]; then echo "$PG_BIN"; return; fi
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    if [ -x "$dir/pg_ctl" ]; then echo "$dir"; return; fi
  done
  if command -v pg_ctl >/dev/null 2>&1; then dirname "$(command -v pg_ctl)"; return; fi
  die "no PostgreSQL server binaries found (install postgresql, or set PG_BIN to the folder holding pg_ctl)"
}

# initdb and postgres refuse to run as root, so as root the cluster belongs to the postgres user.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

port_is_free() {
  ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

pick_port() {
  local port attempt
  for attempt in $(seq 1 50); do
    port=$((20000 + RANDOM % 30000))
    if port_is_free "$port" && [ ! -e "$root/$port" ]; then echo "$port"; return; fi
  done
  die "no free port found"
}

start() {
  local bin port dir durability="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
  [ "${1:-}" != "--durable" ] || durability=""
  bin="$(find_bin_dir)"
  mkdir -p "$root"
  chmod 755 "$root"
  port="$(pick_port)"
  dir="$root/$port"
  mkdir -m 700 "$dir"
  [ "$(id -u)" -ne 0 ] || chown postgres: "$dir"
  trap 'log "start failed; log follows"; cat "$dir/server.log" >&2 2>/dev/null || true; stop_dir "$dir" || true' ERR

  as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 --no-sync \
    >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; false; }
  cat >"$dir/data/pg_hba.conf" <<HBA
local all all trust
host  all all 127.0.0.1/32 trust
HBA
  echo "-p $port -c listen_addresses=127.0.0.1 -k $dir -c max_connections=300 $durability" >"$dir/options"
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 -o "$(cat "$dir/options")" start >/dev/null
  trap - ERR
  echo "postgres://postgres@127.0.0.1:$port/postgres"
}

stop_dir() {
  local dir="$1" bin
  [ -d "$dir" ] || return 0
  bin="$(find_bin_dir)"
  if [ -f "$dir/data/postmaster.pid" ]; then
    as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || log "pg_ctl stop failed for $dir"
  fi
  rm -rf "$dir"
}

stop() {
  local target="${1:-}" port dir
  if [ -n "$target" ]; then
    port="$(sed -E 's#^.*:([0-9]+)(/.*)?$#\1#' <<<"$target")"
    [[ "$port" =~ ^[0-9]+$ ]] || die "cannot read a port from '$target'"
    stop_dir "$root/$port"
    return
  fi
  [ -d "$root" ] || return 0
  for dir in "$root"/*/; do
    [ -d "$dir" ] && stop_dir "${dir%/}"
  done
  return 0
}

dir_of() {
  local port
  port="$(sed -E 's#^.*:([0-9]+)(/.*)?$#\1#' <<<"$1")"
  [[ "$port" =~ ^[0-9]+$ ]] || die "cannot read a port from '$1'"
  [ -d "$root/$port" ] || die "no cluster of this script listens on $port"
  echo "$root/$port"
}

pid() {
  head -1 "$(dir_of "$1")/data/postmaster.pid"
}

restart() {
  local dir bin attempt
  dir="$(dir_of "$1")"
  bin="$(find_bin_dir)"
  # The killed postmaster's backends notice and exit on their own; until then its shared memory is in use.
  for attempt in $(seq 1 50); do
    if as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 -o "$(cat "$dir/options")" start \
      >/dev/null 2>&1; then
      return 0
    fi
    sleep 0.2
  done
  tail -20 "$dir/server.log" >&2
  die "could not restart the cluster in $dir"
}

case "${1:-}" in
  start) start "${2:-}" ;;
  pid) pid "${2:?usage: pid <url>}" ;;
  restart) restart "${2:?usage: restart <url>}" ;;
  stop) stop "${2:-}" ;;
  bin) find_bin_dir ;;
  *) die "usage: $0 start [--durable] | stop [url] | bin | pid <url> | restart <url>" ;;
esac
