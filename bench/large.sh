#!/usr/bin/env bash
# Time and peak memory of large generated workloads, outputs included (docs/performance.md, "Large
# generated workloads"): a poisson-philly scenario of 10^4, 10^5 and 10^6 jobs on 16x40x8 GPUs under
# FIFO + consolidate, each the whole `gantry-cli run SCENARIO --out DIR` process (generation,
# simulation, all five output files), and the same runs of a baseline gantry-cli if given.
#
#   bench/large.sh [BUILD_DIR] [BASELINE_CLI]        # RUNS=3 JOBS="10000 100000 1000000" by default
#
# The two binaries run in turn (A B A B ...) so that a machine whose speed drifts moves both alike;
# medians are quoted, and the ratio is the median of the per-pair ratios. Wall time and peak resident
# memory come from GNU time (%e, %M). The outputs go to a temporary folder, removed after each run
# (a 10^6-job run writes about 630 MB). It measures and never judges: the issue's targets are printed
# beside the figures, nothing fails.
set -euo pipefail
export LC_ALL=C
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build-release}
baseline=${2:-}
runs=${RUNS:-3}
jobs=${JOBS:-10000 100000 1000000}
cli=$build/app/gantry-cli
[ -x "$cli" ] || { echo "large.sh: no $cli (build first)" >&2; exit 2; }
[ -z "$baseline" ] || [ -x "$baseline" ] || { echo "large.sh: baseline $baseline is not executable" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "large.sh: needs GNU time (apt-get install time)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

measure() { # label n binary
  /usr/bin/time -f "%e %M" -o "$work/t" "$3" run "$work/p$2.yaml" --out "$work/out" -q
  rm -rf "$work/out"
  tail -1 "$work/t" >>"$work/$1.$2"
}
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

echo "$("$cli" --version), $(uname -m), $(nproc) cores, $(date -u +%Y-%m-%d), $runs runs each, medians"
printf '%-10s %12s %10s' jobs "wall s" "peak MB"
[ -z "$baseline" ] || printf ' %14s %12s %10s %10s' "baseline wall s" "peak MB" "time x" "memory x"
echo
for n in $jobs; do
  printf 'gantry: 1\nname: large\ncluster: {shape: 16x40x8}\nworkload: {generator: poisson-philly, generator_params: {jobs: %d}}\npolicy: {ordering: fifo, placement: consolidate}\n' \
    "$n" >"$work/p$n.yaml"
  : >"$work/a.$n"
  : >"$work/b.$n"
  for ((r = 0; r < runs; ++r)); do
    measure a "$n" "$cli"
    [ -z "$baseline" ] || measure b "$n" "$baseline"
  done
  printf '%-10s %12.2f %10.0f' "$n" "$(cut -d' ' -f1 "$work/a.$n" | median)" \
    "$(cut -d' ' -f2 "$work/a.$n" | median | awk '{ print $1 / 1024 }')"
  if [ -n "$baseline" ]; then
    printf ' %14.2f %12.0f %10.2f %10.2f' "$(cut -d' ' -f1 "$work/b.$n" | median)" \
      "$(cut -d' ' -f2 "$work/b.$n" | median | awk '{ print $1 / 1024 }')" \
      "$(paste -d' ' "$work/a.$n" "$work/b.$n" | awk '{ print $1 / $3 }' | median)" \
      "$(paste -d' ' "$work/a.$n" "$work/b.$n" | awk '{ print $2 / $4 }' | median)"
  fi
  echo
done
echo "targets (issue): the 1,000,000-job run under 10 s and under 1 GB peak"
