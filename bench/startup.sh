#!/usr/bin/env bash
# Start-up cost of whole gantry-cli processes (docs/performance.md): start-up, work and exit, timed
# from outside, against the floor of starting any process (/bin/true) and, if given, a baseline
# gantry-cli (e.g. a build of an older commit) on the same commands. The commands run in turn
# (A B C A B C ...) so that a machine whose speed drifts moves every command alike; medians are quoted.
#
#   bench/startup.sh [BUILD_DIR] [BASELINE_CLI]
#
# Commands: `gantry-cli --version`; a 10,000-job heuristic replay of the full Philly trace
# (run --trace pollux_philly_full.csv --format pollux-philly --limit 10000 --cluster 2x32x8, FIFO);
# and a learned run (scenarios/dl2-small.yaml under DL2 with a model trained here once, untimed),
# which loads LibTorch (left out for a build without it). Environment: RUNS (default 15), TRACE (default
# ../shared/traces/raw/philly/pollux_philly_full.csv beside the repository).
# Wall time: bash's $EPOCHREALTIME just before and after each process; peak memory: GNU time's %M
# (maximum resident set size). Both include GNU time's own start, as the floor's figures show.
# It measures and never judges: the issue's targets are printed beside the figures, nothing fails.
set -euo pipefail
export LC_ALL=C # $EPOCHREALTIME with a decimal point
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build-dev}
baseline=${2:-}
runs=${RUNS:-15}
trace=${TRACE:-$here/../shared/traces/raw/philly/pollux_philly_full.csv}
cli=$build/app/gantry-cli
[ -x "$cli" ] || { echo "startup.sh: no $cli (build first)" >&2; exit 2; }
[ -f "$trace" ] || { echo "startup.sh: no trace $trace (set TRACE)" >&2; exit 2; }
[ -z "$baseline" ] || [ -x "$baseline" ] || { echo "startup.sh: baseline $baseline is not executable" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "startup.sh: needs GNU time (apt-get install time)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

replay=(run -q --trace "$trace" --format pollux-philly --limit 10000 --cluster 2x32x8)
# The learned run's model: trained once, outside the timing (one warm-up episode, no RL). A build
# without LibTorch (GANTRY_WITH_TORCH=OFF) cannot train: the learned runs are then left out.
learned=0
if "$cli" train "$here/scenarios/dl2-small.yaml" --agent dl2 --warmup 1 --episodes -1 --out "$work/dl2.model" >/dev/null 2>"$work/err"; then
  learned=1
  sed 's/^  sizing: drf$/  scheduler: {name: dl2, model: dl2.model}/' "$here/scenarios/dl2-small.yaml" >"$work/learned.yaml"
  grep -q "name: dl2" "$work/learned.yaml" || { echo "startup.sh: cannot make the learned scenario" >&2; exit 1; }
else
  echo "startup.sh: no learned run ($(tail -1 "$work/err"))" >&2
fi

names=() labels=() commands=()
add() { # name label command...
  names+=("$1") labels+=("$2")
  shift 2
  commands+=("$(printf '%q ' "$@")")
}
add floor "/bin/true (floor)" /bin/true
add version "gantry-cli --version" "$cli" --version
add replay "gantry-cli run, 10,000 Philly jobs" "$cli" "${replay[@]}"
[ "$learned" = 0 ] || add learned "gantry-cli run, dl2-small under DL2" "$cli" run -q "$work/learned.yaml"
if [ -n "$baseline" ]; then
  add base_version "baseline --version" "$baseline" --version
  add base_replay "baseline run, 10,000 Philly jobs" "$baseline" "${replay[@]}"
  # A baseline from before the learned scenario format existed may not run it: then it is left out.
  if [ "$learned" = 1 ] && "$baseline" run -q "$work/learned.yaml" >/dev/null 2>&1; then
    add base_learned "baseline run, dl2-small under DL2" "$baseline" run -q "$work/learned.yaml"
  fi
fi

measure() { # index
  local name=${names[$1]} t0 t1
  t0=$EPOCHREALTIME
  if ! eval "/usr/bin/time -f %M -o \"\$work/rss\" ${commands[$1]}" >/dev/null 2>"$work/err"; then
    cat "$work/err" >&2
    echo "startup.sh: ${labels[$1]} failed: ${commands[$1]}" >&2
    exit 1
  fi
  t1=$EPOCHREALTIME
  echo "$t0 $t1" | awk '{ printf "%.2f\n", ($2 - $1) * 1000 }' >>"$work/$name.ms"
  tail -1 "$work/rss" >>"$work/$name.kb"
}

for i in "${!names[@]}"; do measure "$i"; done # warm-up (page cache), not counted
for i in "${!names[@]}"; do : >"$work/${names[$i]}.ms"; : >"$work/${names[$i]}.kb"; done
for ((r = 0; r < runs; ++r)); do
  for i in "${!names[@]}"; do measure "$i"; done
done

median() { sort -g "$1" | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
echo "$("$cli" --version), $(uname -m), $(nproc) cores, $(date -u +%Y-%m-%d), $runs runs each, medians"
printf '%-38s %10s %10s %10s %12s\n' command "wall ms" "min ms" "max ms" "peak MB"
for i in "${!names[@]}"; do
  n=${names[$i]}
  printf '%-38s %10.1f %10.1f %10.1f %12.1f\n' "${labels[$i]}" "$(median "$work/$n.ms")" \
    "$(sort -g "$work/$n.ms" | head -1)" "$(sort -g "$work/$n.ms" | tail -1)" \
    "$(awk -v kb="$(median "$work/$n.kb")" 'BEGIN { print kb / 1024 }')"
done
echo "targets (issue): --version under 30 ms; the 10,000-job replay under 100 ms (whole process)"
