#!/usr/bin/env bash
# check-file-sizes.sh [SOURCE_DIR]
# No product source file (core, widgets, app) over 900 lines: a longer one is split by what it does.
# Prints each file over the cap with its length and exits 1; exits 0 when there is none.
set -uo pipefail
root=${1:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}
cd "$root" || exit 2
cap=900
# Over the cap today, to be split next (each with its length now, so it may only shrink). None is.
declare -A pending=()
status=0
while IFS= read -r file; do
  lines=$(wc -l < "$file")
  allowed=${pending[$file]:-$cap}
  if [ "$lines" -gt "$allowed" ]; then
    echo "$file: $lines lines (the cap is $allowed)"
    status=1
  fi
done < <(find core widgets app \( -name '*.cpp' -o -name '*.h' \) -type f | sort)
exit $status
