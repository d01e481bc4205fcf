#!/usr/bin/env bash
# The GUI and the engine at 10^4, 10^5 and 10^6 jobs (docs/performance.md; issue 29): the full Philly
# trace repeated, each copy shifted by the trace's span (a year of a busy cluster at 10^6), made
# deterministically here; without the full trace, the bundled generator's Philly-like jobs, 114 an
# hour (10^6 is a year). For each size the GUI's frame times and memory while it runs at full speed
# (bench/gui/FrameBench.cpp, offscreen, 2,816 GPUs: frame times in ms, peak memory, the run's wall
# time) beside the engine's headless run of the same jobs (gantry-cli run with its five output files:
# wall time and peak memory), and the engine's ratio to the FIFO run of 82,247 jobs (the full Philly
# trace, or as many generated jobs) in this invocation. It measures and never judges.
#
#   bench/gui-scale.sh [BUILD_DIR]      # SIZES="10000 100000 1000000"; the full trace from
#                                       # $GANTRY_TRACES_DIR or ../shared/traces if there; GNU time
set -euo pipefail
export LC_ALL=C
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build-release}
sizes=${SIZES:-10000 100000 1000000}
cli=$build/app/gantry-cli
frames=$build/bench/gantry_gui_framebench
trace=${GANTRY_TRACES_DIR:-$here/../shared/traces}/raw/philly/pollux_philly_full.csv
for program in "$cli" "$frames" /usr/bin/time; do [ -x "$program" ] || { echo "gui-scale.sh: no $program (build it; GNU time: apt-get install time)" >&2; exit 2; }; done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
generated=0
[ -f "$trace" ] || { generated=1; echo "no full Philly trace at $trace: generated jobs instead"; }

if [ $generated = 0 ]; then
# Copies of the trace, each shifted by its span, until the largest size is reached (in file order).
largest=$(printf '%s\n' $sizes | sort -n | tail -1)
awk -F, -v want="$largest" '
  function t(s) { return mktime(substr(s, 1, 4) " " substr(s, 6, 2) " " substr(s, 9, 2) " " substr(s, 12, 2) " " substr(s, 15, 2) " " substr(s, 18, 2)) }
  NR == 1 { header = $0; next }
  $1 != "" { line[++n] = $0; stamp[n] = t($1); if (n == 1 || stamp[n] < lo) lo = stamp[n]; if (stamp[n] > hi) hi = stamp[n] }
  END {
    print header
    span = hi - lo + 1
    for (copy = 0; written < want; ++copy)
      for (i = 1; i <= n && written < want; ++i) {
        rest = substr(line[i], index(line[i], ","))
        print strftime("%Y-%m-%d %H:%M:%S", stamp[i] + copy * span) rest
        ++written
      }
  }' "$trace" > "$work/trace.csv"
fi

workload() { # jobs trace -> the scenario's workload
  if [ $generated = 1 ]; then printf '{generator: poisson-philly, generator_params: {jobs: %d, jobs_per_hour: 114}}' "$1"
  else printf '{trace: %s, format: pollux-philly, limit: %d}' "$2" "$1"; fi
}
headless() { # jobs trace -> "wall_s peak_MB"
  printf 'gantry: 1\nname: gui scale\ncluster: {shape: 11x32x8}\nworkload: %s\npolicy: {ordering: fifo, placement: consolidate}\nsimulation: {sample_seconds: 3600}\n' \
    "$(workload "$1" "$2")" > "$work/s.yaml"
  /usr/bin/time -f "%e %M" -o "$work/t" "$cli" run "$work/s.yaml" --out "$work/out" -q >/dev/null
  rm -rf "$work/out"
  awk '{ printf "%.2f %.0f", $1, $2 / 1024 }' "$work/t"
}
gui() { # jobs trace -> "median p95 p99 worst peak_MB wall_s"
  if [ $generated = 1 ]; then set -- "$1" --generated; fi
  "$frames" "$2" --jobs "$1" > "$work/f.txt" 2> "$work/f.err" || { cat "$work/f.err" >&2; exit 1; }
  awk '/^frame time/ { m = $4; p95 = $7; p99 = $10; w = $13 } /^memory/ { peak = $7 } /^run to end/ { wall = $4 }
       END { printf "%s %s %s %s %s %s", m, p95, p99, w, peak, wall }' "$work/f.txt"
}

if [ $generated = 1 ]; then read -r base_wall base_mb <<< "$(headless 82247 -)"; base_name="82,247 generated jobs"
else read -r base_wall base_mb <<< "$(headless 0 "$trace")"; base_name="full Philly"; fi
echo "$("$cli" --version), $(nproc) cores, $(date -u +%Y-%m-%d); $base_name FIFO headless: $base_wall s, $base_mb MB"
printf '%-9s | %8s %8s %8s %8s %8s %8s | %9s %8s %8s\n' jobs "median" "p95" "p99" "worst" "GUI MB" "GUI s" "engine s" "MB" "s vs FIFO"
for n in $sizes; do
  [ $generated = 1 ] || head -n $((n + 1)) "$work/trace.csv" > "$work/trace-$n.csv" # a file of its size: reading is part of what is measured
  read -r median p95 p99 worst peak wall <<< "$(gui "$n" "$work/trace-$n.csv")"
  read -r engine mb <<< "$(headless "$n" "$work/trace-$n.csv")"
  printf '%-9s | %8s %8s %8s %8s %8s %8s | %9s %8s %8.2f\n' "$n" "$median" "$p95" "$p99" "$worst" "$peak" "$wall" "$engine" "$mb" \
    "$(awk -v a="$engine" -v b="$base_wall" 'BEGIN { print a / b }')"
done
