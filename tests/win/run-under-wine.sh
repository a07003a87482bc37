#!/bin/sh
# Runs a Windows test program under wine in a wine prefix of its own: created fresh in a
# temporary folder (so runs never share registry state, and ctest -j can run several at once)
# and removed afterwards, wine's server for it included.
# Usage: run-under-wine.sh [--dll-path DIR:DIR...] [--unelevated RUN_WITH_TOKEN.exe] WINE PROGRAM.exe [ARGUMENTS...]
#    or: run-under-wine.sh [--dll-path ...] bash SCRIPT [ARGUMENTS...]   (a script that runs
#        several wine commands in the one prefix, as tests/packaging/check_windows_installer.sh does)
# --dll-path: Linux folders where the program finds the DLLs it imports (Qt, libarchive, the
# mingw-w64 runtime), given to wine as WINEPATH; the windows-mingw build's ctest emulator
# passes them (cmake/WineEmulator.cmake).
# --unelevated: the program is started through that run_with_token.exe (tests/win/RunWithToken.cpp)
# with the unelevated half of wine's token, as Windows starts a user's programs: wine itself
# starts every program elevated (tests/win/CMakeLists.txt adds this to the ctest programs).
# Qt reads no QT_* variable under wine unless it is spelt WINEQT_*: every QT_* variable set here
# (ctest's QT_QPA_PLATFORM=offscreen) is passed on that way, and Qt's log goes to stderr.
# CUDA_*, CUDNN_* (but this script's own CUDNN_WINE_*) and the loader's variables are not passed on.
# Without an X display wine cannot start its desktop and a program may end at once with no
# output: one is made with xvfb-run when DISPLAY is unset.
# Environment: CUDNN_WINESERVER (the wineserver binary; found on PATH when unset),
#              CUDNN_WINE_TIMEOUT (seconds, default 120),
#              CUDNN_WINE_STAYS_UP (seconds: the program is a window that must still be running
#              then, e.g. the wizard; it is stopped and that counts as success, an earlier end
#              of any kind as failure).
set -eu

unelevated=""
while :; do
    case "${1:-}" in
        --dll-path)
            winepath=""
            old_ifs=$IFS
            IFS=:
            for folder in $2; do
                winepath="${winepath:+$winepath;}Z:$folder"
            done
            IFS=$old_ifs
            export WINEPATH="$winepath"
            shift 2
            ;;
        --unelevated)
            unelevated=$2
            shift 2
            ;;
        *) break ;;
    esac
done

if [ -z "${DISPLAY:-}" ] && [ -z "${CUDNN_WINE_UNDER_XVFB:-}" ] && command -v xvfb-run >/dev/null 2>&1; then
    export CUDNN_WINE_UNDER_XVFB=1
    if [ -n "$unelevated" ]; then
        set -- --unelevated "$unelevated" "$@"
    fi
    exec xvfb-run -a -s "-screen 0 1600x1000x24" /bin/sh "$0" "$@"
fi

wine=$1
shift

WINEPREFIX=$(mktemp -d "${TMPDIR:-/tmp}/cudnn-setup-wine.XXXXXX")
export WINEPREFIX
export WINEDEBUG=-all
# No Mono/Gecko installer prompts while the prefix is created: the tests need neither. No
# debugger either: a program that crashes ends at once with its status instead of waiting in
# winedbg until the timeout.
export WINEDLLOVERRIDES="mscoree,mshtml=;winedbg.exe=d"
for variable in $(env | sed -n 's/^\(QT_[A-Za-z0-9_]*\)=.*/\1/p'); do
    export "WINE$variable=$(printenv "$variable")"
done
export WINEQT_FORCE_STDERR_LOGGING=1
# wine hands the Linux environment to the Windows program: a CUDA or cuDNN variable of this host
# (CUDA_HOME=/usr/local/cuda) would be a toolkit on Z: to the scan. A Windows machine has its own.
for variable in $(env | sed -n 's/^\(CUDA[A-Za-z0-9_]*\|CUDNN[A-Za-z0-9_]*\|LD_LIBRARY_PATH\|LIBRARY_PATH\)=.*/\1/p'); do
    case $variable in CUDNN_WINE*|CUDNN_SETUP_TEST*) continue ;; esac
    unset "$variable"
done

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

# Wine makes the prefix at its first start. Under load that first start has been seen to end
# before the program ran ("could not load kernel32.dll, status c0000135"), failing a test that
# never started: so the prefix is made first, on its own, and once more in a fresh folder when it
# came out without its system folder. A script (bash SCRIPT) starts wine itself.
prefix_is_complete() {
    [ -f "$WINEPREFIX/drive_c/windows/system32/kernel32.dll" ]
}
make_prefix() {
    timeout --kill-after=10 "${CUDNN_WINE_TIMEOUT:-120}" "$wine" wineboot --init >/dev/null 2>&1 || true
    if [ -n "$wineserver" ]; then
        "$wineserver" -w 2>/dev/null || true
    fi
}
case $(basename "$wine") in
    bash|sh) ;;
    *)
        make_prefix
        if ! prefix_is_complete; then
            echo "run-under-wine.sh: wine did not finish making its prefix; making it again" >&2
            "$wineserver" -k 2>/dev/null || true
            rm -rf "$WINEPREFIX"
            mkdir -p "$WINEPREFIX"
            make_prefix
        fi
        if ! prefix_is_complete; then
            echo "run-under-wine.sh: wine could not make a prefix in $WINEPREFIX twice; $* was not started" >&2
            exit 125
        fi
        ;;
esac

# A program given by its Linux path is Z:<path> to a Windows program such as run_with_token.
if [ -n "$unelevated" ]; then
    case $(basename "$wine") in
        bash|sh) ;;
        *)
            program=$1
            shift
            case $program in /*) program="Z:$program" ;; esac
            set -- "$unelevated" --unelevated "$program" "$@"
            ;;
    esac
fi

status=0
if [ -n "${CUDNN_WINE_STAYS_UP:-}" ]; then
    timeout --kill-after=10 "$CUDNN_WINE_STAYS_UP" "$wine" "$@" || status=$?
    if [ "$status" -eq 124 ]; then
        echo "run-under-wine.sh: $* was still running after $CUDNN_WINE_STAYS_UP s, as it should: stopped"
        exit 0
    fi
    echo "run-under-wine.sh: $* ended after less than $CUDNN_WINE_STAYS_UP s (status $status)" >&2
    exit 1
fi
timeout --kill-after=10 "${CUDNN_WINE_TIMEOUT:-120}" "$wine" "$@" || status=$?
if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
    echo "run-under-wine.sh: $* did not finish in ${CUDNN_WINE_TIMEOUT:-120} s" >&2
fi
exit "$status"
