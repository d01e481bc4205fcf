#!/usr/bin/env bash
# Sets everything up on a fresh Debian 12 machine and runs the main job: the bundled demo scenario.
# With a display it opens the GUI on it; without one it runs the demo headless, prints the
# comparison table and writes the report files to ./gantry-demo-output.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
"$here/tools/install-dependencies.sh"
cmake --preset release >/dev/null
cmake --build --preset release -j "$(nproc)"
demo="$here/resources/demo/demo.yaml"
gui=build-release/app/gui/gantry
if [ -x "$gui" ] && [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  exec "$gui" "$demo"
fi
# No display: the same demo, headless. Prints the comparison of every variant and writes the report.
if [ -x "$gui" ]; then
  QT_QPA_PLATFORM=offscreen "$gui" --headless --out gantry-demo-output "$demo"
else
  build-release/app/gantry-cli compare "$demo" --out gantry-demo-output
fi
echo "Report files: $here/gantry-demo-output"
