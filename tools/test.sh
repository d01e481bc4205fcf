#!/usr/bin/env bash
# Sets everything up on a fresh Debian 12 machine and runs the whole test suite:
# installs the packages, configures the dev preset (warnings as errors), builds, checks that the
# package list brings in everything the build and the tests used, runs ctest. The main suite reads
# only the repository; the `validation` label also reads the full public traces (GANTRY_TRACES_DIR,
# default ../shared/traces beside the repository) and is skipped, with the reason, where they are absent.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
"$here/tools/install-dependencies.sh"
cmake --preset dev
cmake --build --preset dev -j "$(nproc)"
"$here/tools/check-dependencies.sh" build-dev
log=$(mktemp)
trap 'rm -f "$log"' EXIT
set +e
ctest --preset dev -j "$(nproc)" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
skipped=$(grep -c '(Skipped)' "$log" || true)
if [ "$skipped" -gt 0 ]; then
  traces=${GANTRY_TRACES_DIR:-$here/../shared/traces}
  echo "test.sh: $skipped validation tests skipped: the full public traces are not at $traces" \
       "(set GANTRY_TRACES_DIR to their folder to run them; the main suite does not need them)"
fi
exit "$status"
