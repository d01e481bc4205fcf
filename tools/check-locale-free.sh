#!/usr/bin/env bash
# check-locale-free.sh [SOURCE_DIR]
# Files Gantry writes must read back the same in every locale, so numbers are read and written with
# std::from_chars / std::to_chars (core/util/Text.h), never with the C library's locale-dependent
# calls: the GUI sets the C locale from the user's environment, and under de_DE strtod("0.05") is 0
# and printf("%.1f", 12.5) is "12,5". Prints every such call as file:line and exits 1; exits 0 when
# there is none. Integer conversions (%d, %s, %o, %x) do not depend on the locale and are allowed.
# gantry-cli's own printf to the terminal (app/cli) is allowed: it never sets the locale, so it always
# runs in the C locale, and no code of Gantry may call setlocale (the GUI's comes from Qt).
set -uo pipefail
root=${1:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}
cd "$root" || exit 2
reading='std::sto(d|f|ld)[[:space:]]*\(|(^|[^[:alnum:]_])(ato[fil]|strto(d|f|ld))[[:space:]]*\(|scanf[[:space:]]*\([^;]*%[-+ #0-9.*]*l?[fFeEgGaA]|setlocale'
writing='printf[[:space:]]*\([^;]*%[-+ #0-9.*]*l?[fFeEgGaA]|std::to_string[[:space:]]*\([^)]*(double|float|\.[0-9])'
hits=$( (grep -rnE "$reading" core app widgets --include='*.cpp' --include='*.h'
         grep -rnE "$writing" core widgets app/gui --include='*.cpp' --include='*.h') | sort -u)
if [ -n "$hits" ]; then
  echo "$hits"
  echo "check-locale-free: $(echo "$hits" | wc -l) locale-dependent number conversions (use parseNumber/formatFixed/formatNumber from core/util/Text.h)"
  exit 1
fi
echo "check-locale-free: every number is read and written the same in every locale"
