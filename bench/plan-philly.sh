#!/usr/bin/env bash
# The capacity plan over the full Philly trace (docs/performance.md, "Capacity plan"): 82,247 jobs
# (Pollux's philly.csv), V100 and P100 machines of 8 GPUs, 0 to 64 of each, FIFO, Tiresias and SJF,
# p95 JCT within a day: a grid of 3 x 65 x 65 = 12,675 configurations. It runs the search assuming
# more machines never hurt (bisection, --assume-monotone) and, with EXACT=1, the exact search too,
# and prints each one's configurations looked at, runs and wall time. It measures and never judges.
#
#   bench/plan-philly.sh [BUILD_DIR]          # THREADS=2 by default
set -euo pipefail
export LC_ALL=C
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
  service_levels: {p95_jct_hours: 24}
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
run "bisection (--assume-monotone)" --assume-monotone
[ "${EXACT:-0}" = 1 ] && run "exact search"
echo "target: under 60 s on 2 cores"
