#!/usr/bin/env bash
# The layer check passes on the source tree and catches a wrong-way include in a copy of it.
set -euo pipefail
src=$1
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
bash "$src/tools/check-layers.sh" "$src" || fail "the source tree has wrong-way includes"
mkdir -p "$work/core/util" "$work/core/run" "$work/core/io" "$work/widgets"
printf '#include "core/run/ScenarioRunner.h"\n' > "$work/core/util/Bad.h"
printf '#include "core/metrics/RunResult.h"\n' > "$work/core/io/Sibling.cpp"
printf '#include <QString>\n' > "$work/core/run/Qt.cpp"
printf '#include "core/util/Error.h"\n#include "widgets/Format.h"\n' > "$work/widgets/Fine.cpp"
set +e; out=$(bash "$src/tools/check-layers.sh" "$work"); code=$?; set -e
[ "$code" -eq 1 ] || fail "exit $code for a tree with wrong-way includes"
grep -q "core/util/Bad.h:1: core/util includes core/run/ScenarioRunner.h" <<<"$out" || fail "upward include not reported: $out"
grep -q "core/io/Sibling.cpp:1:" <<<"$out" || fail "sibling include not reported: $out"
grep -q "core/run/Qt.cpp: includes Qt" <<<"$out" || fail "Qt in core not reported: $out"
! grep -q "widgets/Fine.cpp" <<<"$out" || fail "a downward include was reported: $out"
echo "ok: layers"
