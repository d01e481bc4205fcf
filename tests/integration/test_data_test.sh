#!/usr/bin/env bash
# tests/data is whole and honest: tests/data/README.md names every file there (with its source and
# licence), and tools/make-test-traces.sh still writes the synthetic files byte for byte.
# Usage: test_data_test.sh SOURCE_DIR
set -euo pipefail
src=$1
data="$src/tests/data"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
while IFS= read -r file; do
  name=$(basename "$file")
  if ! grep -qF "$name\`" "$data/README.md"; then
    echo "FAIL: tests/data/${file#"$data"/} is not listed in tests/data/README.md (say where it comes from and its licence)" >&2
    status=1
  fi
done < <(find "$data" -type f ! -name README.md | sort)
"$src/tools/make-test-traces.sh" "$work/synthetic"
if ! diff -r "$work/synthetic" "$data/synthetic" >"$work/diff"; then
  head -20 "$work/diff" >&2
  echo "FAIL: tools/make-test-traces.sh no longer writes tests/data/synthetic (run it on purpose and commit both)" >&2
  status=1
fi
[ "$status" -eq 0 ] && echo "tests/data: every file listed; synthetic files reproduced"
exit "$status"
