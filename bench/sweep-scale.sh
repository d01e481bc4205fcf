#!/usr/bin/env bash
# A 200-run sweep over slices of the full Philly trace (docs/performance.md, "Sweeps across processes"):
# 20 week-long slices x 10 policies on 2 x 32 x 8 V100s, run by one process on one thread (the baseline),
# one process on 2 threads, and mpirun with 1, 2, 4 and 8 simulating ranks (plus rank 0, which only
# coordinates; 4 and 8 are oversubscribed on a 2-core machine). Every way must give the same sweep.csv.
# Prints wall times, the ratio to the baseline, the coordinator's cost per run, and a projection to a
# 16-node cluster from the measured per-run costs.
#
#   bench/sweep-scale.sh [BUILD_DIR]          # needs the full trace: $GANTRY_TRACES_DIR or ../shared/traces
set -euo pipefail
export LC_ALL=C OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build-release}
cli=$build/app/gantry-cli
trace=${GANTRY_TRACES_DIR:-$here/../shared/traces}/raw/philly/pollux_philly_full.csv
[ -x "$cli" ] || { echo "sweep-scale.sh: no $cli (build first)" >&2; exit 2; }
[ -f "$trace" ] || { echo "sweep-scale.sh: no full Philly trace at $trace" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cat > "$work/scenario.yaml" <<YAML
gantry: 1
name: full Philly slices
cluster: {shape: 2x32x8}
workload: {trace: $trace, format: pollux-philly}
policy: {ordering: fifo, placement: consolidate}
YAML
{
  echo "axes:"
  echo "  - name: week"
  echo "    values:"
  for w in $(seq 0 19); do
    echo "      - {label: w$w, overlay: {workload: {skip_seconds: $((w * 4 * 86400)), limit: 3000}}}"
  done
  echo "  - name: policy"
  echo "    values:"
  for o in fifo sjf srtf tiresias drf; do
    for p in consolidate least-loaded; do
      echo "      - {label: $o+$p, overlay: {policy: {ordering: $o, placement: $p}}}"
    done
  done
} > "$work/grid.yaml"

calc() { awk "BEGIN { print $* }"; }
seconds() { local t0 t1; t0=$(date +%s.%N); "$@" >/dev/null 2>"$work/err" || { cat "$work/err" >&2; exit 1; }; t1=$(date +%s.%N); calc "$t1 - $t0"; }
base=$(seconds "$cli" sweep "$work/scenario.yaml" --grid "$work/grid.yaml" --out "$work/t1" --threads 1)
runs=$(grep -vc '^#' "$work/t1/sweep.csv"); runs=$((runs - 1))
printf '%-40s %9s %9s\n' "$runs runs over full-Philly slices" "wall s" "vs 1"
printf '%-40s %9.2f %9.2f\n' "one process, 1 thread" "$base" 1
t=$(seconds "$cli" sweep "$work/scenario.yaml" --grid "$work/grid.yaml" --out "$work/t2" --threads 2)
cmp -s "$work/t1/sweep.csv" "$work/t2/sweep.csv" || { echo "2 threads differ" >&2; exit 1; }
printf '%-40s %9.2f %9.2f\n' "one process, 2 threads" "$t" "$(calc "$t / $base")"
one_rank=0
for n in 1 2 4 8; do
  t=$(seconds mpirun -np $((n + 1)) --oversubscribe "$cli" sweep "$work/scenario.yaml" --grid "$work/grid.yaml" --out "$work/m$n")
  cmp -s "$work/t1/sweep.csv" "$work/m$n/sweep.csv" || { echo "mpirun with $n ranks differs" >&2; exit 1; }
  [ "$n" -eq 1 ] && one_rank=$t
  printf '%-40s %9.2f %9.2f\n' "mpirun, $n simulating ranks + rank 0" "$t" "$(calc "$t / $base")"
done
per_run=$(calc "$base / $runs")
overhead=$(calc "($one_rank - $base) / $runs * 1000")
printf '\nsame sweep.csv every way: yes\nper run: %.3f s of simulation; coordinator and MPI start-up: %.1f ms a run (mpirun with 1 rank against 1 thread)\n' "$per_run" "$overhead"
# Runs of about equal cost dealt out as ranks finish: ceil(runs / ranks) rounds of one run each.
rounds() { calc "int(($1 + 510) / 511)"; }
printf 'projected on 16 nodes x 32 cores (511 simulating ranks): %.2f s for these %d runs, %.1f s for 100,000 such runs\n' \
  "$(calc "$(rounds "$runs") * ($per_run + $overhead / 1000)")" "$runs" "$(calc "$(rounds 100000) * ($per_run + $overhead / 1000)")"
