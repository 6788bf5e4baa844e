#!/bin/bash
# A paired latency run of two commits (BENCHMARKS.md, "Bot: slash command to reply"):
# one worktree built at each commit in turn with one target (so the dependencies build
# once), the two bench binaries copied out, then run alternately ABBA for ROUNDS rounds.
#   scripts/latency-pair.sh BASE HEAD [ROUNDS]      (from the repository)
set -euo pipefail
base=$1 head=$2 rounds=${3:-3}
work=${LATENCY_PAIR_DIR:-/tmp/latency-pair}
mkdir -p "$work"
export CARGO_INCREMENTAL=0 CARGO_PROFILE_BENCH_LTO=false CARGO_PROFILE_BENCH_DEBUG=0
export CARGO_TARGET_DIR="$work/target"
git worktree add --detach "$work/tree" "$base" >/dev/null
trap 'git worktree remove --force "$work/tree"' EXIT
for rev in "$base" "$head"; do
  (cd "$work/tree" && git checkout -q --detach "$rev" &&
    cargo bench -p bot --bench latency --no-run --message-format=json 2>/dev/null |
      grep -o '"executable":"[^"]*latency[^"]*"' | tail -1 | cut -d'"' -f4 |
      xargs -I{} cp {} "$work/latency-$rev")
done
cd "$work/tree"
for round in $(seq "$rounds"); do
  for rev in "$base" "$head" "$head" "$base"; do
    echo "== round $round $rev $(date +%T) load $(cut -d' ' -f1-3 /proc/loadavg)"
    "$work/latency-$rev" --bench 2>&1 | grep -E "slash command|time:"
  done
done
