#!/usr/bin/env bash
# The capacity planner's exact search over the full Philly trace, spread over processes
# (docs/performance.md, "Plans across processes"; docs/scale-out.md, "Plans"): 2 GPU types (V100 and a
# slower, cheaper P100) x counts x 3 policies, searched by one process on one thread (the baseline), by
# one process in rounds (--resume, 2 threads), and under mpirun with 1, 2, 4 and 8 simulating ranks
# (plus rank 0, which replays the search; 4 and 8 are oversubscribed on a 2-core machine). Every way must
# write the same plan.csv. Prints wall times, the ratio to the baseline, rounds, runs simulated and runs
# guessed but not needed, and a projection to a 16-node cluster from the measured per-run cost.
#
#   bench/plan-scale.sh [BUILD_DIR] [JOBS]    # JOBS: the trace's first JOBS jobs (default: all 82,247)
#                                             # needs the full trace: $GANTRY_TRACES_DIR or ../shared/traces
set -euo pipefail
export LC_ALL=C OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build-release}
jobs=${2:-0}
cli=$build/app/gantry-cli
trace=${GANTRY_TRACES_DIR:-$here/../shared/traces}/raw/philly/pollux_philly_full.csv
[ -x "$cli" ] || { echo "plan-scale.sh: no $cli (build first)" >&2; exit 2; }
[ -f "$trace" ] || { echo "plan-scale.sh: no full Philly trace at $trace" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

limit=""
[ "$jobs" -gt 0 ] && limit=", limit: $jobs"
cat > "$work/scenario.yaml" <<YAML
gantry: 1
name: full Philly plan
seed: 2017
cluster:
  gpu_types:
    - {name: V100, speed: 1.0, price_per_hour: 2.48, spot_price_per_hour: 0.74, memory_gb: 32}
    - {name: P100, speed: 0.6, price_per_hour: 1.46, spot_price_per_hour: 0.44, memory_gb: 16}
  shape: 2x32x8
workload: {trace: $trace, format: pollux-philly$limit}
policy: {ordering: fifo, placement: consolidate}
plan:
  machines:
    - {gpu_type: V100, gpus: 8, min: 0, max: 64}
    - {gpu_type: P100, gpus: 8, min: 0, max: 64}
  machines_per_rack: 32
  policies:
    - {ordering: fifo}
    - {ordering: tiresias}
    - {ordering: sjf}
  service_levels: {p95_jct_hours: 24}
YAML

calc() { awk "BEGIN { print $* }"; }
seconds() { local t0 t1; t0=$(date +%s.%N); "$@" >"$work/out" 2>"$work/err" || { cat "$work/err" >&2; exit 1; }; t1=$(date +%s.%N); calc "$t1 - $t0"; }
simulated() { sed -n 's/^plan: \([0-9]*\) runs simulated in \([0-9]*\) rounds.*/\1 runs, \2 rounds/p' "$work/err"; }
unused() { sed -n 's/^plan: \([0-9]*\) runs done ahead.*/\1/p' "$work/err"; }
base=$(seconds "$cli" plan "$work/scenario.yaml" --out "$work/one" --threads 1)
runs=$(sed -n 's/.*simulated (\([0-9]*\) runs.*/\1/p' "$work/out")
printf '%-44s %9s %9s  %s\n' "exact plan, $runs runs" "wall s" "vs 1" "rounds; guessed runs not needed"
printf '%-44s %9.2f %9.2f\n' "one process, 1 thread" "$base" 1
t=$(seconds "$cli" plan "$work/scenario.yaml" --out "$work/rounds" --resume --threads 2)
cmp -s "$work/one/plan.csv" "$work/rounds/plan.csv" || { echo "rounds in one process differ" >&2; exit 1; }
printf '%-44s %9.2f %9.2f  %s; %s\n' "one process in rounds, 2 threads" "$t" "$(calc "$t / $base")" "$(simulated)" "$(unused)"
for n in 1 2 4 8; do
  t=$(seconds mpirun -np $((n + 1)) --oversubscribe "$cli" plan "$work/scenario.yaml" --out "$work/m$n")
  cmp -s "$work/one/plan.csv" "$work/m$n/plan.csv" || { echo "mpirun with $n ranks differs" >&2; exit 1; }
  printf '%-44s %9.2f %9.2f  %s; %s\n' "mpirun, $n simulating ranks + rank 0" "$t" "$(calc "$t / $base")" "$(simulated)" "$(unused)"
done
per_run=$(calc "$base / $runs")
printf '\na run costs %.3f s on average; ' "$per_run"
printf 'on 16 nodes of 32 cores the rounds (at most %s runs wide) bound the time by the search'"'"'s depth, not its size.\n' "$((16 * 32 - 1))"
