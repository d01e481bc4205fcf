#!/usr/bin/env bash
# The capacity plan over the full Philly trace (docs/performance.md, "Capacity plan"): 82,247 jobs
# (Pollux's philly.csv), V100 and P100 machines of 8 GPUs, 0 to 64 of each, FIFO, Tiresias and SJF,
# p95 JCT within a day: a grid of 3 x 65 x 65 = 12,675 configurations. It runs the search assuming
# more machines never hurt (bisection, --assume-monotone) and, with EXACT=1, the exact search too,
# and prints each one's configurations looked at, runs and wall time. It measures and never judges.
# With SCALE=1 it searches exactly across processes instead (docs/performance.md, "Plans across
# processes"; docs/scale-out.md, "Plans"): one process on one thread (the baseline), one process in
# rounds (--resume), and mpirun with 1, 2, 4 and 8 simulating ranks (plus rank 0, which replays the
# search; 4 and 8 oversubscribed on 2 cores); every way must write the same plan.csv; it prints wall
# times, ratios to the baseline, rounds, and runs guessed but not needed. JOBS=N takes the trace's
# first N jobs (the whole trace's exact search takes hours on 2 cores), P95_HOURS=H the level (24),
# WAYS the ways after the baseline (default "threads rounds 1 2 4 8": one process on 2 threads, in
# rounds, then mpirun with that many simulating ranks).
#
#   bench/plan-philly.sh [BUILD_DIR]          # THREADS=2 by default
set -euo pipefail
export LC_ALL=C OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build-dev}
cli=$build/app/gantry-cli
trace=${PHILLY_TRACE:-$here/../shared/traces/raw/philly/pollux_philly_full.csv}
[ -x "$cli" ] || { echo "plan-philly.sh: no $cli (build first)" >&2; exit 2; }
[ -r "$trace" ] || { echo "plan-philly.sh: no trace at $trace (set PHILLY_TRACE)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/plan.yaml" <<YAML
gantry: 1
name: Full Philly capacity plan
seed: 2017
cluster:
  gpu_types:
    - {name: V100, speed: 1.0, price_per_hour: 2.48, memory_gb: 32}
    - {name: P100, speed: 0.6, price_per_hour: 1.46, memory_gb: 16}
  shape: 2x32x8
workload:
  trace: $trace
  format: pollux-philly
  limit: ${JOBS:-0}
policy:
  ordering: fifo
  placement: consolidate
plan:
  machines:
    - {gpu_type: V100, gpus: 8, min: 0, max: 64}
    - {gpu_type: P100, gpus: 8, min: 0, max: 64}
  machines_per_rack: 32
  policies:
    - {ordering: fifo}
    - {ordering: tiresias}
    - {ordering: sjf}
  service_levels: {p95_jct_hours: ${P95_HOURS:-24}}
YAML
run() { # label flags...
  local label=$1; shift
  local start end
  start=$(date +%s.%N)
  "$cli" plan "$work/plan.yaml" --threads "${THREADS:-2}" "$@" > "$work/out"
  end=$(date +%s.%N)
  echo "== $label: $(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f s", b - a }')"
  grep -E "cheapest|no configuration|looked at" "$work/out"
}
if [ "${SCALE:-0}" = 1 ]; then
  calc() { awk "BEGIN { print $* }"; }
  seconds() { local t0 t1; t0=$(date +%s.%N); "$@" >"$work/out" 2>"$work/err" || { cat "$work/err" >&2; exit 1; }; t1=$(date +%s.%N); calc "$t1 - $t0"; }
  rounds() { sed -n 's/^plan: \([0-9]*\) runs simulated in \([0-9]*\) rounds.*/\2 rounds/p' "$work/err"; }
  unused() { sed -n 's/^plan: \([0-9]*\) runs done ahead.*/\1/p' "$work/err"; }
  base=$(seconds "$cli" plan "$work/plan.yaml" --out "$work/one" --threads 1)
  runs=$(sed -n 's/.*simulated (\([0-9]*\) runs.*/\1/p' "$work/out")
  printf '%-42s %8s %6s  %s\n' "exact plan: $runs runs" "wall s" "vs 1" "rounds, guessed runs not needed"
  printf '%-42s %8.1f %6.2f\n' "one process, 1 thread" "$base" 1
  for way in ${WAYS:-threads rounds 1 2 4 8}; do
    case $way in
    threads)
      t=$(seconds "$cli" plan "$work/plan.yaml" --out "$work/two" --threads 2)
      cmp -s "$work/one/plan.csv" "$work/two/plan.csv" || { echo "2 threads differ" >&2; exit 1; }
      printf '%-42s %8.1f %6.2f\n' "one process, 2 threads (policies in parallel)" "$t" "$(calc "$t / $base")" ;;
    rounds)
      t=$(seconds "$cli" plan "$work/plan.yaml" --out "$work/rounds" --resume --threads 2)
      cmp -s "$work/one/plan.csv" "$work/rounds/plan.csv" || { echo "rounds in one process differ" >&2; exit 1; }
      printf '%-42s %8.1f %6.2f  %s, %s\n' "one process in rounds, 2 threads" "$t" "$(calc "$t / $base")" "$(rounds)" "$(unused)" ;;
    *)
      t=$(seconds mpirun -np $((way + 1)) --oversubscribe "$cli" plan "$work/plan.yaml" --out "$work/m$way")
      cmp -s "$work/one/plan.csv" "$work/m$way/plan.csv" || { echo "mpirun with $way ranks differs" >&2; exit 1; }
      printf '%-42s %8.1f %6.2f  %s, %s\n' "mpirun, $way simulating ranks + rank 0" "$t" "$(calc "$t / $base")" "$(rounds)" "$(unused)" ;;
    esac
  done
  exit 0
fi
run "bisection (--assume-monotone)" --assume-monotone
[ "${EXACT:-0}" = 1 ] && run "exact search"
echo "target: under 60 s on 2 cores"
