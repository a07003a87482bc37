#!/usr/bin/env bash
# Regenerates the README's screenshots (docs/screenshots/) from the wizard itself: builds the
# wizard_screenshots tool (tests/gui/WizardScreenshots.cpp) and runs it offscreen against its
# prepared machine (a fake RTX 4060 and driver, CUDA 12.4 with cuDNN 9.1 inside, recorded probe
# answers; the Benchmark page is a real run on this machine), so the pictures follow every change
# to the pages. Needs a configured build
# (cmake --preset default).
#   packaging/make-screenshots.sh [--lang zh_CN|zh_TW]
set -euo pipefail
cd "$(dirname "$0")/.."
lang_args=()
out=docs/screenshots
if [[ "${1:-}" == "--lang" && -n "${2:-}" ]]; then
  lang_args=(--lang "$2")
  out="docs/screenshots/$2"
fi
cmake --build --preset default --target wizard_screenshots
mkdir -p "$out"
QT_QPA_PLATFORM=offscreen build/tests/gui/wizard_screenshots "$out" "${lang_args[@]}"
echo "Screenshots written to $out"
