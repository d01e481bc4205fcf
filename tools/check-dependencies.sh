#!/usr/bin/env bash
# check-dependencies.sh BUILD_DIR
# Would a fresh Debian 12 machine that installs only packaging/debian-dependencies.txt have every
# header, CMake package and library this build used? Asks ../shared/tools/check-debian-deps (beside
# the repository on developers' machines and in CI), which computes the list's dependency closure
# from apt's metadata, so packages installed by hand cannot hide a missing entry.
# Without that tool it says so and passes, unless GANTRY_REQUIRE_DEPENDENCY_CHECK=1 (CI sets it).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build=${1:?usage: check-dependencies.sh BUILD_DIR}
tool="$here/../shared/tools/check-debian-deps"
if [ ! -x "$tool" ]; then
  if [ "${GANTRY_REQUIRE_DEPENDENCY_CHECK:-0}" = 1 ]; then
    echo "check-dependencies: $tool is missing, and this run requires the check" >&2
    exit 1
  fi
  echo "check-dependencies: skipped ($tool is not beside the repository)"
  exit 0
fi
# The tool reads apt's package lists; a machine that never ran 'apt-get update' has none.
if [ -z "$(apt-cache policy cmake 2>/dev/null | grep -m1 'Candidate: [0-9]')" ]; then
  sudo_cmd=()
  if [ "$(id -u)" -ne 0 ]; then sudo_cmd=(sudo); fi
  "${sudo_cmd[@]}" apt-get update -qq
fi
"$tool" "$build" "$here/packaging/debian-dependencies.txt"
