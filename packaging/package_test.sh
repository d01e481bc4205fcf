#!/usr/bin/env bash
# package_test.sh BUILD_DIR SOURCE_DIR: the ctest `package.deb` (label `package`).
# Builds the Debian package (the build's `package` target, CPack), then checks it: the desktop entry,
# the AppStream metadata and the MIME type are valid, lintian finds no error, the package holds every
# file it should, and the programs extracted from it (dpkg -x into a temporary folder, nothing installed
# on this machine) find their bundled data under the package's prefix: gantry-cli runs the installed
# demo and a lesson, the headless GUI writes the demo's report.
# A check whose tool is absent is skipped, and the test then exits 77 (skipped) naming the tool and its
# Debian package; all of them are in packaging/debian-dependencies.txt.
set -euo pipefail
build=$(realpath "${1:?usage: package_test.sh BUILD_DIR SOURCE_DIR}")
src=$(realpath "${2:?usage: package_test.sh BUILD_DIR SOURCE_DIR}")
export LC_ALL=C.UTF-8
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
skipped=()
have() { # have PROGRAM DEBIAN_PACKAGE: true if the program is here, else notes the skip
  command -v "$1" >/dev/null && return 0
  skipped+=("$1 (Debian package $2) is not installed")
  return 1
}

# 1. Build the package (cpack runs the install rules into its own staging folder).
rm -f "$build"/gantry_*.deb
cmake --build "$build" --target package >"$work/cpack.log" 2>&1 || { cat "$work/cpack.log" >&2; fail "building the package failed"; }
debs=("$build"/gantry_*.deb)
[ -f "${debs[0]}" ] || { cat "$work/cpack.log" >&2; fail "no gantry_*.deb in $build"; }
deb=${debs[0]}
echo "package: $(basename "$deb") ($(du -h "$deb" | cut -f1))"
dpkg-deb --info "$deb" | sed -n 's/^ \(Depends\|Version\|Installed-Size\): /  \1: /p'
dpkg-deb --field "$deb" Depends | grep -q 'libc6' || fail "Depends has no libc6: dpkg-shlibdeps did not run"

# 2. What the package holds.
dpkg-deb --contents "$deb" | awk '{ print $NF }' | sed 's#^\./#/#' >"$work/contents"
for path in /usr/bin/gantry /usr/bin/gantry-cli \
    /usr/share/gantry/demo/demo.yaml /usr/share/gantry/scenarios/teaching-demo.yaml \
    /usr/share/gantry/scenarios/traces/philly_2k.csv /usr/share/gantry/lessons/01-order-matters.yaml \
    /usr/share/gantry/lessons/models/harmony-6-servers.model \
    /usr/share/doc/gantry/copyright /usr/share/doc/gantry/changelog.gz /usr/share/doc/gantry/README.md \
    /usr/share/doc/gantry/docs/architecture.md /usr/share/doc/gantry/docs/screenshots/plan-tab.png \
    /usr/share/applications/gantry.desktop /usr/share/metainfo/io.github.gantry.Gantry.metainfo.xml \
    /usr/share/mime/packages/gantry.xml /usr/share/icons/hicolor/scalable/apps/gantry.svg \
    /usr/share/icons/hicolor/16x16/apps/gantry.png /usr/share/icons/hicolor/48x48/apps/gantry.png \
    /usr/share/icons/hicolor/256x256/apps/gantry.png \
    /usr/share/man/man1/gantry-cli.1.gz /usr/share/bash-completion/completions/gantry-cli; do
  grep -qxF "$path" "$work/contents" || fail "the package lacks $path"
done
for scenario in "$src"/scenarios/*.yaml "$src"/lessons/*.yaml "$src"/lessons/*/*.yaml; do
  rel=${scenario#"$src"/}
  grep -qxF "/usr/share/gantry/$rel" "$work/contents" || fail "the package lacks /usr/share/gantry/$rel"
done
if grep -q "GANTRY_WITH_TORCH:BOOL=ON" "$build/CMakeCache.txt"; then
  grep -qxF /usr/lib/gantry/libgantry_torch.so "$work/contents" || fail "the package lacks the LibTorch module"
fi
if grep -q "GANTRY_WITH_MPI:BOOL=ON" "$build/CMakeCache.txt"; then
  grep -qxF /usr/lib/gantry/libgantry_mpi.so "$work/contents" || fail "the package lacks the MPI module"
fi
if grep -v '^/usr/' "$work/contents" | grep -v '^/$' >/dev/null; then fail "files outside /usr: $(grep -v '^/usr/' "$work/contents" | tr '\n' ' ')"; fi

# 3. Extract it into a temporary root (nothing is installed on this machine).
root=$work/root
dpkg -x "$deb" "$root"

# 4. Validators, on the files as installed.
if have desktop-file-validate desktop-file-utils; then
  desktop-file-validate "$root/usr/share/applications/gantry.desktop" || fail "desktop-file-validate found errors"
  echo "desktop-file-validate: ok"
fi
if have appstreamcli appstream; then
  appstreamcli validate --no-net --explain "$root/usr/share/metainfo/io.github.gantry.Gantry.metainfo.xml" >"$work/appstream" 2>&1 ||
    { cat "$work/appstream" >&2; fail "appstreamcli validate found errors"; }
  grep -q '^E:' "$work/appstream" && { cat "$work/appstream" >&2; fail "appstreamcli validate found errors"; }
  echo "appstreamcli validate: $(tail -n 1 "$work/appstream")"
fi
if have update-mime-database shared-mime-info; then
  mkdir -p "$work/mime/packages"
  cp "$root/usr/share/mime/packages/gantry.xml" "$work/mime/packages/"
  XDG_DATA_DIRS="$work" update-mime-database "$work/mime" 2>"$work/mime.err" || { cat "$work/mime.err" >&2; fail "update-mime-database refused the MIME type"; }
  [ -s "$work/mime.err" ] && { cat "$work/mime.err" >&2; fail "update-mime-database warned about the MIME type"; }
  grep -q 'application/x-gantry-scenario' "$work/mime/globs2" || fail "the MIME type has no glob"
  grep -q 'application/x-gantry-scenario' "$work/mime/magic" || fail "the MIME type has no magic"
  echo "update-mime-database: ok"
fi
if have lintian lintian; then
  # Errors fail the test; warnings are printed (packaging/README.md says why each one stays).
  lintian --allow-root --tag-display-limit 0 "$deb" >"$work/lintian" 2>&1 || true
  cat "$work/lintian"
  grep -q '^E: ' "$work/lintian" && fail "lintian found errors"
  echo "lintian: no errors ($(grep -c '^W: ' "$work/lintian" || true) warnings)"
fi
zcat "$root/usr/share/man/man1/gantry-cli.1.gz" | grep '^\.TH GANTRY\\-CLI 1' >/dev/null || fail "the man page has no title line"
bash -n "$root/usr/share/bash-completion/completions/gantry-cli" || fail "the completion script is not valid bash"

# 5. The programs from the package, with their data under its prefix.
export LD_LIBRARY_PATH="$root/usr/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
cd "$work"
"$root/usr/bin/gantry-cli" --version | grep -qF "gantry-cli " || fail "gantry-cli --version"
"$root/usr/bin/gantry-cli" run "$root/usr/share/gantry/demo/demo.yaml" --out "$work/run" >"$work/run.log" 2>&1 ||
  { cat "$work/run.log" >&2; fail "the installed gantry-cli cannot run the installed demo"; }
[ -s "$work/run/summary.json" ] || fail "gantry-cli run wrote no summary"
# A lesson reads its scenario beside it (../scenarios): the installed layout keeps that.
"$root/usr/bin/gantry-cli" lesson --check "$root/usr/share/gantry/lessons/01-order-matters.yaml" >"$work/lesson.log" 2>&1 ||
  { cat "$work/lesson.log" >&2; fail "the installed lesson does not check out"; }
# Its translations sit in lessons/<language>/ and resolve their paths against the original's folder.
"$root/usr/bin/gantry-cli" lesson --check --language zh_CN "$root/usr/share/gantry/lessons/01-order-matters.yaml" >"$work/lesson-zh.log" 2>&1 ||
  { cat "$work/lesson-zh.log" >&2; fail "the installed Chinese lesson does not check out"; }
grep -q "/usr/share/gantry/lessons/zh_CN/01-order-matters.yaml: every one" "$work/lesson-zh.log" || fail "--language zh_CN did not check the installed translation"
if [ -x "$root/usr/bin/gantry" ]; then
  # No scenario named: the GUI's default is the demo installed beside it (../share/gantry/demo).
  QT_QPA_PLATFORM=offscreen "$root/usr/bin/gantry" --headless --report "$work/report.html" >"$work/gui.log" 2>&1 ||
    { cat "$work/gui.log" >&2; fail "the installed gantry cannot write the demo's report"; }
  grep -q "<h2>Results</h2>" "$work/report.html" || fail "the installed gantry wrote no report"
  grep -q "Teaching demo" "$work/report.html" || fail "the installed gantry's report is not the demo's"
fi
echo "installed programs: gantry-cli --version, run of the demo, the first lesson and its Chinese translation; gantry --headless --report: ok"

# 6. Modules from the install only (docs/reliability.md, "Where modules come from"): nothing installed
# holds a path of this build (a folder another local user might fill), no program has a run path, and
# without its installed module a program fails rather than load the build's.
held=$(grep -rlF "$build" "$root/usr/bin" "$root/usr/lib" 2>/dev/null || true)
[ -z "$held" ] || fail "installed files hold the build path $build: $held"
for program in "$root"/usr/bin/*; do
  if readelf -d "$program" | grep -Eq '\((RPATH|RUNPATH)\)'; then fail "$program has a run path: $(readelf -d "$program" | grep PATH)"; fi
done
if [ -f "$root/usr/lib/gantry/libgantry_torch.so" ]; then
  mv "$root/usr/lib/gantry/libgantry_torch.so" "$work/moved-module.so"
  if "$root/usr/bin/gantry-cli" train "$root/usr/share/gantry/scenarios/dl2-small.yaml" --agent dl2 --warmup 1 --episodes -1 --out "$work/m.model" >"$work/train.log" 2>&1; then
    fail "the installed gantry-cli trained without its installed LibTorch module (it loaded another)"
  fi
  grep -qF "$root/usr/lib/gantry/libgantry_torch.so" "$work/train.log" || { cat "$work/train.log" >&2; fail "the error does not name the installed module's place"; }
  mv "$work/moved-module.so" "$root/usr/lib/gantry/libgantry_torch.so"
  "$root/usr/bin/gantry-cli" train "$root/usr/share/gantry/scenarios/dl2-small.yaml" --agent dl2 --warmup 1 --episodes -1 --out "$work/m.model" >"$work/train.log" 2>&1 ||
    { cat "$work/train.log" >&2; fail "the installed gantry-cli cannot load its installed LibTorch module"; }
fi
echo "modules: no build path in the package, no run path, the installed module or none: ok"

if [ ${#skipped[@]} -gt 0 ]; then
  printf 'skipped: %s\n' "${skipped[@]}"
  exit 77
fi
