#!/usr/bin/env bash
# check-sizes.sh [SOURCE_DIR]
# The product's sources (core, widgets, app) stay readable: every file under 900 lines and every function
# under 150. A longer file is split by what it does; a longer function into named steps. Prints every file and
# function over its cap with its length and place, and exits 1; exits 0 when there is none.
# Functions are measured by Universal Ctags (its `end:` field: the line of the closing brace), so a
# lambda counts in the function that holds it.
set -uo pipefail
root=${1:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}
cd "$root" || exit 2
file_cap=900
function_cap=150
if ! ctags --version 2>/dev/null | grep -q 'Universal Ctags'; then
  echo "check-sizes.sh: Universal Ctags is needed to measure functions (Debian: universal-ctags)" >&2
  exit 2
fi
mapfile -t sources < <(find core widgets app \( -name '*.cpp' -o -name '*.h' \) -type f | sort)
status=0
for file in "${sources[@]}"; do
  lines=$(wc -l < "$file")
  if [ "$lines" -ge "$file_cap" ]; then
    echo "$file: $lines lines (a file must stay under $file_cap)"
    status=1
  fi
done
long_functions=$(ctags -f - --language-force=C++ --kinds-C++=f --fields=+ne "${sources[@]}" |
  awk -F'\t' -v cap="$function_cap" '{
      start = ""; end = ""; scope = ""
      for (i = 4; i <= NF; i++) {
        if ($i ~ /^line:/) start = substr($i, 6)
        else if ($i ~ /^end:/) end = substr($i, 5)
        else if ($i ~ /^(class|struct|namespace):/) {
          scope = $i; sub(/^[a-z]+:/, "", scope); gsub(/(gantry|__anon[0-9a-f]+)::/, "", scope)
          scope = (scope ~ /^(gantry|__anon[0-9a-f]+)$/) ? "" : scope "::"
        }
      }
      if (end != "" && end - start + 1 >= cap)
        printf "%s:%d: %s%s: %d lines (a function must stay under %d)\n", $2, start, scope, $1, end - start + 1, cap
    }' | sort)
if [ -n "$long_functions" ]; then
  echo "$long_functions"
  status=1
fi
exit $status
