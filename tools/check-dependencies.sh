#!/usr/bin/env bash
# check-dependencies.sh BUILD_DIR [PACKAGE_LIST]
#
# Would a fresh Debian 12 machine that has only the base system and installs PACKAGE_LIST (default
# packaging/debian-dependencies.txt) with --no-install-recommends have everything this build and its
# tests used? "Used" is read off the build, not guessed:
#   * every system header an object was compiled from (Ninja's dependency log),
#   * every CMake package configuration it found (the *_DIR entries of CMakeCache.txt),
#   * every shared library its programs and libraries load (ldd),
#   * every program the test scripts call (the list below).
# Each file is mapped to the Debian package that owns it (dpkg -S) and compared with what the list
# brings in: its dependency closure from apt's metadata (Depends and Pre-Depends), plus the packages
# every Debian system has (Priority: required). The closure is computed from the list, never from what
# is installed, so a package installed by hand cannot hide a missing entry.
#
# Prints the missing packages and exits 1 if there are any; exits 0 and says what it checked otherwise;
# exits 2 when it cannot check (not a Ninja build, no apt metadata).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build=${1:?usage: check-dependencies.sh BUILD_DIR [PACKAGE_LIST]}
list=${2:-$here/packaging/debian-dependencies.txt}
export LC_ALL=C

# Programs the test suite runs beside the ones it builds (tests/integration/*.sh, packaging/package_test.sh,
# tools/test.sh, .ci/run).
# The package test (packaging/package_test.sh) and CPack's DEB generator run the packaging tools.
test_programs=(pdftotext pdfinfo xvfb-run Xvfb unshare mount diff awk cmp sha256sum mktemp ctest cmake ninja slurmctld scontrol
  dpkg-deb dpkg-shlibdeps lintian desktop-file-validate appstreamcli update-mime-database gzip zcat)
# Data files the tests read from the system (the locale tests run Gantry under German number rules).
test_files=(/usr/lib/locale/de_DE.utf8/LC_NUMERIC)

cannot() { echo "check-dependencies: $*" >&2; exit 2; }
[ -f "$build/CMakeCache.txt" ] || cannot "$build is not a CMake build folder"
[ -f "$build/build.ninja" ] || cannot "$build was not built with Ninja (its dependency log is what this reads)"
[ -f "$list" ] || cannot "$list not found"

# apt's package lists: a machine that never ran 'apt-get update' has none.
if [ -z "$(apt-cache policy cmake 2>/dev/null | grep -m1 'Candidate: [0-9]')" ]; then
  sudo_cmd=()
  [ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq || cannot "apt-get update failed"
fi

mapfile -t wanted < <(sed 's/#.*//; s/[[:space:]]//g; /^$/d' "$list")
[ ${#wanted[@]} -gt 0 ] || cannot "$list names no package"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# What the list brings in, and what every Debian system has.
apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks --no-replaces --no-enhances \
    "${wanted[@]}" 2>/dev/null | grep -v '^ ' | sed 's/:.*//' >"$work/available"
[ -s "$work/available" ] || cannot "apt knows none of the packages in $list"
dpkg-query -W -f='${Package} ${Priority}\n' 2>/dev/null | awk '$2 == "required" { print $1 }' >>"$work/available"
sort -u -o "$work/available" "$work/available"

# What the build and the tests used.
{
  ninja -C "$build" -t deps 2>/dev/null | awk '$1 ~ /^\/usr\// { print $1 }'
  sed -n 's/^[A-Za-z0-9_]*_DIR:PATH=\(\/usr\/.*\)$/\1/p' "$build/CMakeCache.txt" |
    while read -r dir; do find "$dir" -maxdepth 1 -name '*.cmake' 2>/dev/null; done
  find "$build" -type f \( -perm -u+x -o -name '*.so' \) -size +16k -print0 |
    xargs -0 -r -n 1 ldd 2>/dev/null | awk '$2 == "=>" && $3 ~ /^\// { print $3 }'
  for program in "${test_programs[@]}"; do command -v "$program" || echo "missing-program:$program"; done
  for file in "${test_files[@]}"; do [ -e "$file" ] && echo "$file" || echo "missing-program:$file"; done
} >"$work/used-raw"
if grep -q '^missing-program:' "$work/used-raw"; then
  echo "Programs and files the tests use that this machine does not have: $(sed -n 's/^missing-program://p' "$work/used-raw" | tr '\n' ' ')"
  exit 1
fi
sort -u "$work/used-raw" | xargs -r -d '\n' realpath -e 2>/dev/null | grep -E '^/(usr|lib|lib64|bin|sbin)/' |
  grep -v '^/usr/local/' | sort -u >"$work/used"
[ -s "$work/used" ] || cannot "found no system file that $build used (is it built?)"

# Owners. dpkg -S knows a file by the path its package installed, which may be the unmerged /lib or
# /bin spelling on a /usr-merged system: ask for both, and map the answers back to the /usr spelling.
usr_merged() { sed -E 's#^/(lib|lib64|bin|sbin)/#/usr/\1/#'; }
sed -E 's#^/usr/(lib|lib64|bin|sbin)/#/\1/#' "$work/used" | cat - "$work/used" | sort -u >"$work/ask"
xargs -a "$work/ask" -d '\n' dpkg -S 2>/dev/null | grep -v '^diversion by' >"$work/dpkg" || true
sed 's/: \/.*//' "$work/dpkg" | tr ',' '\n' | sed 's/^ *//; s/:.*//' | sort -u >"$work/owners"
sed 's/^[^/]*: //' "$work/dpkg" | usr_merged | sort -u >"$work/owned"
unowned=$(comm -23 "$work/used" "$work/owned")

missing=$(comm -23 "$work/owners" "$work/available")
if [ -n "$missing" ]; then
  echo "Packages the build or its tests used that $(basename "$list") does not bring in (add them, or a package that depends on them):"
  printf '  %s\n' $missing
  exit 1
fi
if [ -n "$unowned" ]; then
  echo "Files the build used that no Debian package owns (installed by hand? a fresh machine will not have them):"
  printf '  %s\n' $unowned
  exit 1
fi
echo "check-dependencies: the $(wc -l <"$work/used") system files this build and its tests used all come from $(basename "$list") and the base system"
