#!/usr/bin/env bash
# Hand-over benchmark: the time from a second start of the game window to its end, which comes
# once the first window's frame has been told to come to the front (Minimized(false), Focus)
# and has answered. Linux only; needs Xvfb and flock (util-linux).
# Usage: bash benches/handover.sh [RUNS]   (default 20; about 1 s a run)
# FABULA_BIN runs another build (default: the release build), FABULA_BENCH_DISPLAY another X
# display than a free one.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${FABULA_BIN:-$PWD/target/release/fabula}
RUNS=${1:-20}
[ -x "$BIN" ] || { echo "build first: cargo build --release"; exit 2; }
command -v Xvfb >/dev/null || { echo "needs Xvfb"; exit 2; }
WORK=$(mktemp -d)
export FABULA_DATA_DIR=$WORK/data
unset WAYLAND_DISPLAY
if [ -n "${FABULA_BENCH_DISPLAY:-}" ]; then
    DISPLAY=$FABULA_BENCH_DISPLAY
    Xvfb "$DISPLAY" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
    XVFB=$!
else
    Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$WORK/display" >/dev/null 2>&1 &
    XVFB=$!
    for _ in $(seq 100); do [ -s "$WORK/display" ] && break; sleep 0.1; done
    DISPLAY=:$(cat "$WORK/display")
fi
export DISPLAY
FIRST=
trap '[ -n "$FIRST" ] && kill $FIRST 2>/dev/null; kill $XVFB 2>/dev/null; rm -rf "$WORK"' EXIT

"$BIN" >"$WORK/first.log" 2>&1 &
FIRST=$!
# The first holds the folder once its lock is taken, and answers once its window draws.
mkdir -p "$FABULA_DATA_DIR"
until [ -e "$FABULA_DATA_DIR/fabula.lock" ] && ! flock -n "$FABULA_DATA_DIR/fabula.lock" true; do
    sleep 0.1
done
until "$BIN" hold </dev/null | grep -q 'came to the front'; do sleep 0.2; done

for _ in $(seq "$RUNS"); do
    start=$(date +%s%N)
    "$BIN" 2>/dev/null || { echo "a second start failed"; exit 1; }
    echo $(( ($(date +%s%N) - start) / 1000000 ))
done | sort -n | awk '{ ms[NR] = $1 } END {
    printf "second start to the first window in front: median %d ms (min %d, max %d, %d runs)\n",
        ms[int((NR + 1) / 2)], ms[1], ms[NR], NR }'
