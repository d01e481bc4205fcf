#!/usr/bin/env bash
# Regenerates the golden files in tests/golden from the example scenarios (the summaries of all three;
# the teaching demo's jobs.csv, schedule.csv and decisions.jsonl, and its Tiresias variant's schedule.csv). Run it only when a change to the
# simulator's results is intended, and say why in the commit message.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cli=${1:-$here/build-dev/app/gantry-cli}
out=$(mktemp -d); trap 'rm -rf "$out"' EXIT
for pair in resources/demo/demo.yaml:teaching-demo scenarios/philly-capacity.yaml:philly-capacity scenarios/cloud-cost.yaml:cloud-cost; do
  "$cli" run "$here/${pair%%:*}" --out "$out/${pair##*:}" --quiet
  cp "$out/${pair##*:}/summary.json" "$here/tests/golden/${pair##*:}.summary.json"
done
for f in jobs.csv schedule.csv decisions.jsonl; do cp "$out/teaching-demo/$f" "$here/tests/golden/teaching-demo.$f"; done
"$cli" run "$here/resources/demo/demo.yaml" --variant "Tiresias + consolidate" --out "$out/tiresias" --quiet
cp "$out/tiresias/schedule.csv" "$here/tests/golden/teaching-demo-tiresias.schedule.csv"
echo "golden files regenerated in tests/golden"
