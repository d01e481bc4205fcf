#!/usr/bin/env bash
# test-without-public-traces.sh [BUILD_DIR]
# Runs the main suite (every label but `validation`, and `package`: it reads no trace and would build the
# .deb a second time) once more with the full public traces out of
# reach, and fails on any failure or skip: proof that the main suite reads nothing outside the
# repository. GANTRY_TRACES_DIR points to an empty folder, and where the machine allows a private
# mount namespace (root, or unshare rights) an empty file system is mounted over ../shared for this
# run only, so a test that still opened a file there would fail, not pass by luck.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build=${1:-build-dev}
cd "$here"
empty=$(mktemp -d)
log=$(mktemp)
trap 'rm -rf "$empty" "$log"' EXIT
unset GANTRY_SHARED_DIR
export GANTRY_TRACES_DIR="$empty"
run=(ctest --test-dir "$build" -LE "validation|package" -j "$(nproc)" --output-on-failure --no-tests=error --timeout 900)
shared="$here/../shared"
set +e
if [ -d "$shared" ] && unshare -m true 2>/dev/null; then
  echo "test-without-public-traces: $shared hidden by an empty file system for this run"
  unshare -m bash -c 'mount -t tmpfs -o ro,size=1m gantry-hidden "$1" && shift && exec "$@"' _ "$(realpath "$shared")" "${run[@]}" 2>&1 | tee "$log"
elif [ -d "$shared" ]; then
  echo "test-without-public-traces: cannot hide $shared on this machine (no mount namespace); GANTRY_TRACES_DIR is empty"
  "${run[@]}" 2>&1 | tee "$log"
else
  "${run[@]}" 2>&1 | tee "$log"
fi
status=${PIPESTATUS[0]}
set -e
if [ "$status" -ne 0 ]; then
  echo "test-without-public-traces: the main suite fails without the public traces" >&2
  exit "$status"
fi
if grep -q '(Skipped)' "$log"; then
  echo "test-without-public-traces: main-suite tests were skipped without the public traces:" >&2
  grep '(Skipped)' "$log" >&2
  exit 1
fi
echo "test-without-public-traces: the main suite passes with nothing beside the repository"
