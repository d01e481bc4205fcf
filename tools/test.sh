#!/usr/bin/env bash
# Sets everything up on a fresh Debian 12 machine and runs the whole test suite:
# installs the packages, configures the dev preset (warnings as errors), builds, checks that the
# package list brings in everything the build used, runs ctest.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
"$here/tools/install-dependencies.sh"
cmake --preset dev
cmake --build --preset dev -j "$(nproc)"
"$here/tools/check-dependencies.sh" build-dev
ctest --preset dev -j "$(nproc)"
