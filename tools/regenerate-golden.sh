#!/usr/bin/env bash
# Regenerates the golden summaries in tests/golden from the example scenarios. Run it only when a
# change to the simulator's results is intended, and say why in the commit message.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cli=${1:-$here/build-dev/app/gantry-cli}
out=$(mktemp -d); trap 'rm -rf "$out"' EXIT
for pair in resources/demo/demo.yaml:teaching-demo scenarios/philly-capacity.yaml:philly-capacity scenarios/cloud-cost.yaml:cloud-cost; do
  "$cli" run "$here/${pair%%:*}" --out "$out/${pair##*:}" --quiet
  cp "$out/${pair##*:}/summary.json" "$here/tests/golden/${pair##*:}.summary.json"
done
echo "golden summaries regenerated in tests/golden"
