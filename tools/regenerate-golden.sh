#!/usr/bin/env bash
# Regenerates the golden files in tests/golden, every run listed in tests/golden/manifest.txt. Run it
# only when a change to the simulator's results is intended, and say why in the commit message.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cli=${1:-$here/build-dev/app/gantry-cli}
source "$here/tools/golden-manifest.sh"
out=$(mktemp -d); trap 'rm -rf "$out"' EXIT
for name in $(golden_names "$here"); do
  golden_entry "$here" "$name"
  variant=()
  [ -n "$golden_variant" ] && variant=(--variant "$golden_variant")
  "$cli" run "$here/$golden_scenario" "${variant[@]}" --out "$out/$name" --quiet
  for f in "${golden_files[@]}"; do cp "$out/$name/$f" "$here/tests/golden/$name.$f"; done
done
echo "golden files regenerated in tests/golden"
