# Reads tests/golden/manifest.txt (sourced by tools/regenerate-golden.sh and tests/integration/cli_test.sh).
# golden_entry ROOT NAME sets golden_scenario, golden_variant and golden_files (an array) for line NAME;
# golden_names ROOT prints every NAME.
trim() { local s=$1; s=${s#"${s%%[![:space:]]*}"}; printf '%s' "${s%"${s##*[![:space:]]}"}"; }
golden_names() { grep -v '^\s*#' "$1/tests/golden/manifest.txt" | sed '/^\s*$/d' | cut -d'|' -f1 | tr -d ' '; }
golden_entry() {
  local line name scenario variant files
  line=$(grep -v '^\s*#' "$1/tests/golden/manifest.txt" | awk -F'|' -v n="$2" '{ g = $1; gsub(/ /, "", g) } g == n')
  [ -n "$line" ] || { echo "no golden entry '$2' in tests/golden/manifest.txt" >&2; return 1; }
  IFS='|' read -r name scenario variant files <<<"$line"
  golden_scenario=$(trim "$scenario")
  golden_variant=$(trim "$variant")
  read -r -a golden_files <<<"$(trim "$files")"
}
