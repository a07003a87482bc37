#!/bin/sh
# The windows-mingw install layout on its own: `cmake --install` into an empty folder, then the
# installed cudnn-setup.com started under wine with no WINEPATH, so that it finds its Qt DLLs,
# plugins, libarchive, OpenBLAS and the mingw-w64 runtime only beside itself (as on a Windows
# machine with nothing installed). It must print its version and give a scan as JSON.
# Usage: check-installed-layout.sh CMAKE BUILD_DIR WINE
set -eu
cmake=$1 build=$2 wine=$3
here=$(cd "$(dirname "$0")" && pwd)
prefix=$(mktemp -d "${TMPDIR:-/tmp}/cudnn-setup-installed.XXXXXX")
trap 'rm -rf "$prefix"' EXIT
"$cmake" --install "$build" --prefix "$prefix" >/dev/null
for file in cudnn-setup.exe cudnn-setup.com qt.conf Qt6Core.dll libarchive.dll libopenblas.dll \
            libstdc++-6.dll platforms/qwindows.dll platforms/qoffscreen.dll tls/qschannelbackend.dll; do
    [ -f "$prefix/bin/$file" ] || { echo "installed layout lacks bin/$file" >&2; exit 1; }
done
version=$(sh "$here/run-under-wine.sh" "$wine" "$prefix/bin/cudnn-setup.com" --version)
echo "$version"
case $version in *"cudnn-setup "*) ;; *) echo "the installed cudnn-setup.com did not print its version" >&2; exit 1 ;; esac
scan=$(sh "$here/run-under-wine.sh" "$wine" "$prefix/bin/cudnn-setup.com" scan --json --no-nvcc)
case $scan in *'"cudnnCopies"'*) echo "scan --json answered" ;; *) echo "the installed cudnn-setup.com gave no scan: $scan" >&2; exit 1 ;; esac
