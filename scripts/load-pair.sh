#!/bin/bash
# Issue 39's paired load run (BENCHMARKS.md, "Load: live games on a real store"): the same
# release binary on SQLite, then on a throw-away PostgreSQL cluster (pg_virtualenv -t,
# synchronous_commit=on as shipped), the machine's load printed before each.
#   scripts/load-pair.sh [BLOCBOT] [GAMES] [SECONDS] [extra loadtest args for PostgreSQL]
# after `cargo build --release -p bot --bin blocbot`.
set -euo pipefail
bin=${1:-target/release/blocbot} games=${2:-10000} seconds=${3:-15}
shift $(( $# < 3 ? $# : 3 ))
echo "== $(date -u +%FT%TZ) commit $(git rev-parse --short HEAD 2>/dev/null || echo ?) load $(cut -d' ' -f1-3 /proc/loadavg)"
"$bin" loadtest --games "$games" --seconds "$seconds"
echo "== $(date -u +%FT%TZ) load $(cut -d' ' -f1-3 /proc/loadavg)"
BIN=$bin GAMES=$games SECONDS_=$seconds pg_virtualenv -t bash -c '
    set -euo pipefail
    psql -XAtc "SHOW synchronous_commit" | sed "s/^/synchronous_commit=/"
    "$BIN" loadtest --games "$GAMES" --seconds "$SECONDS_" "$@" \
        --database-url "postgres://$PGUSER:$PGPASSWORD@$PGHOST:$PGPORT/$PGDATABASE"
' _ "$@"
echo "== $(date -u +%FT%TZ) load $(cut -d' ' -f1-3 /proc/loadavg)"
