#!/usr/bin/env bash
# Gantry's model of Slurm against every shipped recording of a real Slurm (tests/data/slurm-lab/*/,
# docs/slurm-lab.md), as an operator would run it: `gantry-cli import slurm.conf --format slurm-conf
# --sacct sacct.txt --associations associations.txt --out twin.yaml` reads the recording's setup, and
# `gantry-cli calibrate twin.yaml --replica replica/sacct.txt` replays it and compares its starts with
# the recorded ones, beside how far a second run of the same jobs by the real Slurm (the replica) is
# from the first. The bar (docs/simulator-model.md, "Against a real Slurm"):
# starts within 10 s and within 60 s at most 5 points below the replica's; Kendall's tau at most 0.03
# below; the mean wait's error within the replica's + 5 points (and 10 % at least) overall, + 10 points
# (15 % at least) for every account. The recordings of tests/data/slurm-lab-open, which the model does
# not meet yet, are replayed too and their figures printed, not judged: they must import and replay.
set -euo pipefail
cli=$1 src=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
found=0
for conf in "$src"/tests/data/slurm-lab/*/slurm.conf "$src"/tests/data/slurm-lab-open/*/slurm.conf; do
  [ -e "$conf" ] || continue
  dir=$(dirname "$conf") name=$(basename "$(dirname "$conf")")
  judged=1
  case "$dir" in */slurm-lab-open/*) judged=0 ;; *) found=$((found + 1)) ;; esac
  twin="$work/$name.yaml"
  "$cli" import "$conf" --format slurm-conf --sacct "$dir/sacct.txt" --associations "$dir/associations.txt" --out "$twin" 2>"$work/$name.import" \
    || { cat "$work/$name.import" >&2; echo "FAIL: $name: import failed" >&2; exit 1; }
  "$cli" calibrate "$twin" --replica "$dir/replica/sacct.txt" --out "$work/$name" --quiet \
    || { echo "FAIL: $name: calibrate failed" >&2; exit 1; }
  awk -F, -v name="$name" -v judged="$judged" '
    /^#/ { next }
    $1 == "run" { for (i = 1; i <= NF; i++) col[$i] = i; next }
    { key = $1 SUBSEP $2; w10[key] = $col["within_10s"]; w60[key] = $col["within_60s"]; tau[key] = $col["kendall_tau"]
      err[key] = $col["mean_wait_error"]; if ($1 == "scenario") groups[$2] = 1 }
    function abs(x) { return x < 0 ? -x : x }
    function max(a, b) { return a > b ? a : b }
    END {
      bad = ""
      for (g in groups) {
        s = "scenario" SUBSEP g; r = "replica" SUBSEP g
        overall = g == "all"
        allowed = overall ? max(abs(err[r]) + 0.05, 0.10) : max(abs(err[r]) + 0.10, 0.15)
        if (abs(err[s]) > allowed) bad = bad sprintf("\n  %s: mean wait error %+.1f%%, allowed %.1f%% (replica %+.1f%%)", g, 100 * err[s], 100 * allowed, 100 * err[r])
        if (overall) {
          if (w10[s] < w10[r] - 0.05) bad = bad sprintf("\n  within 10 s %.1f%%, replica %.1f%%", 100 * w10[s], 100 * w10[r])
          if (w60[s] < w60[r] - 0.05) bad = bad sprintf("\n  within 60 s %.1f%%, replica %.1f%%", 100 * w60[s], 100 * w60[r])
          if (tau[s] < tau[r] - 0.03) bad = bad sprintf("\n  Kendall tau %.3f, replica %.3f", tau[s], tau[r])
          printf "%s%s: within 10 s %.1f%% (replica %.1f%%), within 60 s %.1f%% (%.1f%%), tau %.3f (%.3f), mean wait error %+.1f%% (%+.1f%%)\n", \
            name, judged ? "" : " (open, not judged)", 100 * w10[s], 100 * w10[r], 100 * w60[s], 100 * w60[r], tau[s], tau[r], 100 * err[s], 100 * err[r]
        }
      }
      if (bad != "" && judged) { print "FAIL: " name ":" bad > "/dev/stderr"; exit 1 }
    }' "$work/$name/calibration.csv"
done
[ "$found" -gt 0 ] || { echo "FAIL: no recording (slurm.conf) under tests/data/slurm-lab" >&2; exit 1; }
