#!/usr/bin/env bash
# Installs what cudnn-setup needs to build and run on Debian/Ubuntu with apt-get; with --tests
# also what only the tests need (mingw-w64 and wine, which build and run the Win32 layer's
# tests; nsis, whose makensis builds the Windows installer that the tests then run under wine,
# and locales, whose zh_TW source lets that test play a Chinese Windows;
# ansible-core, which runs the Ansible role, and desktop-file-utils, which validates the
# desktop entry: several hundred MB a user who only wants the wizard does not need).
# libqt6opengl6-dev: Qt6ChartsConfig.cmake asks for Qt6OpenGL and Qt6OpenGLWidgets, whose CMake
# packages Debian 12 ships there and not with qt6-charts-dev.
# librsvg2-bin renders the application icon at build time; dpkg-dev (dpkg-shlibdeps) lets
# `cpack -G DEB` work out the package's dependencies, and file is how CPack finds the programs
# to hand it (a minimal Debian has no `file`, and dpkg-dev does not pull it in).
# With --sanitizers: clang and its sanitizer and libFuzzer runtimes, for the asan and fuzz
# presets (README.md, "Sanitizers and fuzzing").
# With --windows: mingw-w64 and wine, for the windows-mingw preset (the whole application
# cross-built for Windows, its tests run under wine; docs/windows-cross-build.md), and nsis and
# locales, with which that preset's tests pack the real app into its installer and install it
# on a Chinese Windows.
# Idempotent: when everything is already there it says nothing and changes nothing.
# Elsewhere it prints what to install by hand.
set -euo pipefail

packages=(
  cmake ninja-build g++ pkg-config git libopenblas-dev
  qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qt6-translations-l10n libqt6test6 libqt6opengl6-dev libgl-dev
  libarchive-dev libssl-dev openssl python3 curl librsvg2-bin dpkg-dev file
  googletest libgtest-dev libgmock-dev
  fonts-noto-cjk xvfb xauth
)
for option in "$@"; do
  case "$option" in
    --tests) packages+=(mingw-w64 wine64 wine nsis locales ansible-core desktop-file-utils) ;;
    --sanitizers) packages+=(clang libclang-rt-dev) ;;
    --windows) packages+=(mingw-w64 wine64 wine nsis locales) ;;
    *) echo "usage: $0 [--tests] [--sanitizers] [--windows]" >&2; exit 2 ;;
  esac
done

if ! command -v apt-get >/dev/null 2>&1 || ! command -v dpkg-query >/dev/null 2>&1; then
  cat >&2 <<'MSG'
This script knows Debian and Ubuntu (apt-get). On another system install:
  a C++20 compiler, CMake >= 3.22, Ninja, Qt >= 6.4 (Core, Gui, Widgets, Network, Concurrent,
  Charts, Test, LinguistTools), libarchive (with headers), GoogleTest, OpenBLAS, rsvg-convert
  (librsvg, renders the application icon).
  Windows: see "Building on Windows" in README.md (MSVC + Qt online installer + vcpkg).
The CUDA Toolkit is optional: with it, the cudnn-probe helper is built too.
MSG
  exit 1
fi

missing=()
for package in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$package")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

echo "Installing: ${missing[*]}"
sudo_cmd=()
if [[ $(id -u) -ne 0 ]]; then
  command -v sudo >/dev/null 2>&1 || { echo "Run as root or install sudo to install: ${missing[*]}" >&2; exit 1; }
  sudo_cmd=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "Dependencies installed."
