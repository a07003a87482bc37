#!/bin/sh
# Runs a Windows test program under wine in a wine prefix of its own: created fresh in a
# temporary folder (so runs never share registry state, and ctest -j can run several at once)
# and removed afterwards, wine's server for it included.
# Usage: run-under-wine.sh WINE PROGRAM.exe [ARGUMENTS...]
#    or: run-under-wine.sh bash SCRIPT [ARGUMENTS...]   (a script that runs several wine
#        commands in the one prefix, as tests/packaging/check_windows_installer.sh does)
# Environment: CUDNN_WINESERVER (the wineserver binary; found on PATH when unset),
#              CUDNN_WINE_TIMEOUT (seconds, default 120).
set -eu

wine=$1
shift

WINEPREFIX=$(mktemp -d "${TMPDIR:-/tmp}/cudnn-setup-wine.XXXXXX")
export WINEPREFIX
export WINEDEBUG=-all
# No Mono/Gecko installer prompts while the prefix is created: the tests need neither.
export WINEDLLOVERRIDES="mscoree,mshtml="

wineserver=${CUDNN_WINESERVER:-$(command -v wineserver || true)}
cleanup() {
    # Stop this prefix's server (and only it) before removing the prefix under it.
    if [ -n "$wineserver" ]; then
        "$wineserver" -k 2>/dev/null || true
        "$wineserver" -w 2>/dev/null || true
    fi
    rm -rf "$WINEPREFIX"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

status=0
timeout --kill-after=10 "${CUDNN_WINE_TIMEOUT:-120}" "$wine" "$@" || status=$?
if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
    echo "run-under-wine.sh: $* did not finish in ${CUDNN_WINE_TIMEOUT:-120} s" >&2
fi
exit "$status"
