#!/usr/bin/env bash
# check-layers.sh [SOURCE_DIR]
# Dependencies point one way (docs/architecture.md): a file may include its own folder and the layers
# below it, never a layer above it or a sibling of the same rank. Also: no Qt in core, LibTorch only in
# core/learn. Prints every wrong-way include as file:line and exits 1; exits 0 when there is none.
set -uo pipefail
root=${1:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}
cd "$root" || exit 2

# Rank of each layer; a layer may include only layers of a lower rank (siblings share a rank).
declare -A rank=(
  [core/util]=0 [core/model]=1 [core/engine]=2 [core/policy]=3 [core/io]=4 [core/metrics]=4
  [core/run]=5 [core/learn]=6 [core/plan]=6 [core/lesson]=6 [core/report]=7 [widgets]=8 [app/cli]=9 [app/gui]=9
)
layer_of() { # path -> its layer (the longest key that prefixes it), or nothing
  local p=$1 best=""
  for l in "${!rank[@]}"; do
    if [[ $p == "$l"/* && ${#l} -gt ${#best} ]]; then best=$l; fi
  done
  printf '%s' "$best"
}

problems=0
while IFS= read -r file; do
  from=$(layer_of "$file")
  [ -n "$from" ] || continue
  while IFS=: read -r line target; do
    to=$(layer_of "$target")
    [ -n "$to" ] || continue
    if [ "$to" != "$from" ] && [ "${rank[$to]}" -ge "${rank[$from]}" ]; then
      echo "$file:$line: $from includes $target ($to is not below $from)"
      problems=$((problems + 1))
    fi
  done < <(grep -nE '^\s*#\s*include\s*"' "$file" | sed -E 's/^([0-9]+):\s*#\s*include\s*"([^"]+)".*/\1:\2/')
  if [[ $file == core/* ]] && grep -nE '^\s*#\s*include\s*<Q[A-Za-z]+' "$file" >/dev/null; then
    echo "$file: includes Qt (core stays Qt-free)"
    problems=$((problems + 1))
  fi
  if [[ $file != core/learn/* ]] && grep -nE '^\s*#\s*include\s*<torch/' "$file" >/dev/null; then
    echo "$file: includes LibTorch outside core/learn"
    problems=$((problems + 1))
  fi
done < <(find core widgets app -name '*.h' -o -name '*.cpp' -o -name '*.hpp' | sort)

if [ "$problems" -gt 0 ]; then
  echo "check-layers: $problems wrong-way dependencies (see docs/architecture.md)"
  exit 1
fi
echo "check-layers: every include points down the layers"
