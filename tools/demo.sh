#!/usr/bin/env bash
# Sets everything up on a fresh Debian 12 machine and runs the main job: the bundled demo scenario.
# With a display it opens the GUI on it (once the GUI is built); without one it runs the demo
# headless, prints the comparison table and writes the report files to ./gantry-demo-output.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
"$here/tools/install-dependencies.sh"
cmake --preset release >/dev/null
cmake --build --preset release -j "$(nproc)"
demo="$here/resources/demo/demo.yaml"
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ -x build-release/app/gui/gantry ]; then
  exec build-release/app/gui/gantry "$demo"
fi
build-release/app/gantry-cli compare "$demo" --out gantry-demo-output
echo "Report files: $here/gantry-demo-output"
