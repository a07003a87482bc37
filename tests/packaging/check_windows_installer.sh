#!/usr/bin/env bash
# The Windows installer and portable zip, checked on Linux as far as Linux allows. CPack writes
# the NSIS installer (with Debian's makensis) and the zip from the real installer definition
# (cmake/WindowsInstaller.cmake, packaging/windows); then, under wine, the installer runs
# silently, the installed programs are started, a second run on a Traditional Chinese Windows
# upgrades in place and names the Start menu entry in Chinese, and the uninstaller removes it all.
#
# Two payloads:
# - --packages-of BUILD_DIR: the windows-mingw build of the whole application (its
#   CPackConfig.cmake). The installed cudnn-setup.com must answer --version and scan --json,
#   and the installed wizard must start offscreen, finish its scan of the computer (its run
#   log says so) and stay up, with nothing but what the installer put beside it.
# - otherwise tests/packaging/windows is configured and cross-built with mingw-w64 (the Linux
#   build's check, where no Windows Qt is at hand): resource_report.exe under each program's
#   name, which reports the version resource, manifest and icon Windows reads from it.
#
# Runs inside a wine prefix of its own: ctest starts it through tests/win/run-under-wine.sh,
# which exports WINEPREFIX and removes the prefix afterwards.
# Usage: check_windows_installer.sh --source DIR --version X.Y.Z --icon FILE.ico --cmake CMAKE
#        --cpack CPACK --mingw-cxx G++ --windres WINDRES --wine WINE
#    or: check_windows_installer.sh --packages-of BUILD_DIR --version X.Y.Z --cpack CPACK --wine WINE
set -euo pipefail

while [[ $# -gt 0 ]]; do
    case "$1" in
        --source) source_dir=$2 ;;
        --version) version=$2 ;;
        --icon) icon=$2 ;;
        --cmake) cmake=$2 ;;
        --cpack) cpack=$2 ;;
        --mingw-cxx) mingw_cxx=$2 ;;
        --windres) windres=$2 ;;
        --wine) wine=$2 ;;
        --packages-of) built=$2 ;;
        *) echo "unknown option $1" >&2; exit 2 ;;
    esac
    shift 2
done
: "${WINEPREFIX:?run this through tests/win/run-under-wine.sh}"
wineserver=${CUDNN_WINESERVER:-wineserver}

work=$(mktemp -d "${TMPDIR:-/tmp}/cudnn-setup-wininst.XXXXXX")
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
expect_file() { [[ -f "$1" ]] || fail "$2: $1 is missing"; }

# --- build the installer -------------------------------------------------------------------
if [[ -n ${built:-} ]]; then
    packages=$work/packages
    if ! "$cpack" --config "$built/CPackConfig.cmake" -B "$packages" >"$work/cpack.log" 2>&1; then
        cat "$work/cpack.log" >&2
        find "$packages/_CPack_Packages" -name NSISOutput.log -exec tail -30 {} \; >&2 2>/dev/null || true
        echo "FAIL: cpack could not package the windows-mingw build in $built" >&2
        exit 1
    fi
    programs=(cudnn-setup.exe cudnn-setup.com)
    # What the programs load, installed beside them (cmake/MingwDeploy.cmake).
    runtime_files=(Qt6Core.dll Qt6Widgets.dll qt.conf libarchive.dll platforms/qwindows.dll platforms/qoffscreen.dll)
else
    build=$work/build
    packages=$build
    if ! "$cmake" -S "$source_dir/tests/packaging/windows" -B "$build" -G Ninja \
            -DCMAKE_SYSTEM_NAME=Windows -DCMAKE_CXX_COMPILER="$mingw_cxx" -DCMAKE_RC_COMPILER="$windres" \
            -DCUDNN_SETUP_VERSION="$version" -DCUDNN_SETUP_WINDOWS_ICON="$icon" >"$work/configure.log" 2>&1 \
       || ! "$cmake" --build "$build" >"$work/build.log" 2>&1; then
        cat "$work/configure.log" "$work/build.log" 2>/dev/null >&2
        echo "FAIL: the Windows installer check's project did not configure or build" >&2
        exit 1
    fi
    if ! (cd "$build" && "$cpack") >"$work/cpack.log" 2>&1; then
        cat "$work/cpack.log" >&2
        find "$build/_CPack_Packages" -name NSISOutput.log -exec tail -30 {} \; >&2 2>/dev/null || true
        echo "FAIL: cpack could not generate the Windows packages from cmake/WindowsInstaller.cmake" >&2
        exit 1
    fi
    programs=(cudnn-setup.exe cudnn-setup.com cudnn-probe.exe)
    runtime_files=()
fi
setup=$packages/cudnn-setup-$version-win64-setup.exe
portable=$packages/cudnn-setup-$version-win64-portable.zip
expect_file "$setup" "the NSIS installer"
expect_file "$portable" "the portable zip"
[[ $failures -eq 0 ]] || exit 1
echo "built $(basename "$setup") ($(stat -c %s "$setup") bytes) and $(basename "$portable")"

# --- the portable zip: one folder, the same bin\ as the installer ---------------------------
portable_entries=$(python3 -c 'import sys, zipfile; print("\n".join(zipfile.ZipFile(sys.argv[1]).namelist()))' "$portable")
for entry in "${programs[@]/#/bin/}" "${runtime_files[@]/#/bin/}" NOTICES.txt; do
    grep -qx "cudnn-setup-$version-win64-portable/$entry" <<<"$portable_entries" \
        || fail "the portable zip has no cudnn-setup-$version-win64-portable/$entry"
done

# --- install, silently, as a lab script would ----------------------------------------------
install_dir="$WINEPREFIX/drive_c/Program Files/cuDNN Setup Wizard"
start_menu="$WINEPREFIX/drive_c/ProgramData/Microsoft/Windows/Start Menu/Programs/cuDNN Setup Wizard"
uninstall_key='HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\cudnn-setup'

registry_value() {   # registry_value NAME: the value under the uninstall key, or nothing
    "$wine" reg query "$uninstall_key" /v "$1" 2>/dev/null | tr -d '\r' \
        | sed -n "s/^ *$1 *REG_[A-Z_]* *//p"
}

run_installer() {   # run_installer [ENVIRONMENT...]: the installer, silently, in that environment
    env "$@" "$wine" "$setup" /S || fail "the installer exited with status $?"
    "$wineserver" -w
}

check_installed() {   # check_installed WHEN START-MENU-ENTRY
    for file in "${programs[@]/#/bin/}" "${runtime_files[@]/#/bin/}" NOTICES.txt Uninstall.exe; do
        expect_file "$install_dir/$file" "$1: installed into Program Files (the 64-bit one)"
    done
    expect_file "$start_menu/$2.lnk" "$1: the Start menu entry"
    expect_file "$start_menu/Uninstall.lnk" "$1: the Start menu's uninstaller"
    [[ "$(registry_value DisplayName)" == "cuDNN Setup Wizard" ]] \
        || fail "$1: Apps & features: DisplayName is '$(registry_value DisplayName)'"
    [[ "$(registry_value DisplayVersion)" == "$version" ]] \
        || fail "$1: Apps & features: DisplayVersion is '$(registry_value DisplayVersion)', not $version"
    [[ "$(registry_value Publisher)" == "cuDNN Setup Wizard project" ]] \
        || fail "$1: Apps & features: Publisher is '$(registry_value Publisher)'"
    [[ "$(registry_value DisplayIcon)" == 'C:\Program Files\cuDNN Setup Wizard\bin\cudnn-setup.exe' ]] \
        || fail "$1: Apps & features: DisplayIcon is '$(registry_value DisplayIcon)'"
}

run_installer
check_installed "first install" "cuDNN Setup Wizard"

# --- the installed programs ----------------------------------------------------------------
installed_bin='C:\Program Files\cuDNN Setup Wizard\bin'
check_real_programs() {   # check_real_programs WHEN: the real app, from the installed folder only
    local out
    out=$(WINEPATH= "$wine" "$installed_bin\cudnn-setup.com" --version 2>&1 | tr -d '\r') \
        || fail "$1: the installed cudnn-setup.com --version exited with status $?: $out"
    [[ $out == *"cudnn-setup $version"* ]] || fail "$1: the installed cudnn-setup.com --version printed: $out"
    out=$(WINEPATH= "$wine" "$installed_bin\cudnn-setup.com" scan --json --no-nvcc 2>&1 | tr -d '\r') \
        || fail "$1: the installed cudnn-setup.com scan --json exited with status $?"
    [[ $out == *'"schema": "cudnn-setup/scan"'* && $out == *'"platform": "windows-x86_64"'* ]] \
        || fail "$1: the installed cudnn-setup.com gave no Windows scan: ${out:0:300}"
    # The wizard scans the computer as it opens (SetupWizard); its run log, in the user's
    # AppData\Local, says that it started and that the scan ended. It must still be up after that.
    local status=0 started="$work/wizard-started" run_log
    touch "$started"
    WINEPATH= WINEQT_QPA_PLATFORM=offscreen timeout --kill-after=10 20 "$wine" "$installed_bin\cudnn-setup.exe" >"$work/wizard.log" 2>&1 || status=$?
    [[ $status -eq 124 ]] || { fail "$1: the installed wizard ended within 20 s (status $status)"; cat "$work/wizard.log" >&2; }
    run_log=$(find "$WINEPREFIX/drive_c/users" -path '*/AppData/Local/cudnn-setup/*' -name 'cudnn-setup-*.log' -newer "$started" | head -n 1)
    if [[ -z $run_log ]]; then
        fail "$1: the installed wizard wrote no run log under AppData\Local\cudnn-setup"
    else
        grep -q "cudnn-setup $version started with" "$run_log" \
            || fail "$1: the wizard's run log does not say it started: $(head -c 300 "$run_log")"
        grep -q "scan finished in" "$run_log" \
            || fail "$1: the wizard did not finish its scan of the computer within 20 s: $(head -c 600 "$run_log")"
    fi
    "$wineserver" -k 2>/dev/null || true
    "$wineserver" -w 2>/dev/null || true
}

icon_images=0
[[ -n ${icon:-} ]] && icon_images=$(python3 -c 'import struct, sys; print(struct.unpack("<3H", open(sys.argv[1], "rb").read(6))[2])' "$icon")
check_program() {   # check_program FILE DESCRIPTION ICON-IMAGES: what Windows reads from it
    local report="$work/$1.report"
    "$wine" "$installed_bin\\$1" "Z:${report//\//\\}" \
        || { fail "bin\\$1 did not run under wine"; return; }
    local expected="description=$2
product=cuDNN Setup Wizard
version=$version
original_file=$1
execution_level=asInvoker
long_path_aware=true
icons=$3"
    if [[ "$(tr -d '\r' <"$report")" != "$expected" ]]; then
        fail "bin\\$1's resources differ from what packaging/windows defines"
        diff <(echo "$expected") <(tr -d '\r' <"$report") >&2 || true
    fi
}
if [[ -n ${built:-} ]]; then
    check_real_programs "first install"
else
    check_program cudnn-setup.exe "cuDNN Setup Wizard" "$icon_images"
    check_program cudnn-setup.com "cuDNN Setup Wizard" "$icon_images"
    check_program cudnn-probe.exe "cuDNN Setup Wizard: GPU and cuDNN checks" 0
fi

# --- a second run, on a Traditional Chinese Windows, replaces the first in place --------------
# Wine takes Windows' language from the C library's locale; a private zh_TW.UTF-8 (LOCPATH)
# changes nothing on this machine.
locales=$work/locales
mkdir -p "$locales"
if ! localedef -i zh_TW -f UTF-8 "$locales/zh_TW.UTF-8" 2>"$work/localedef.log"; then
    cat "$work/localedef.log" >&2
    fail "could not make a zh_TW.UTF-8 locale (the Debian package locales has its source)"
fi
marker="$install_dir/bin/left-by-the-first-install.txt"
echo "not part of the package" >"$marker"
run_installer LOCPATH="$locales" LC_ALL=zh_TW.UTF-8
# The name of packaging/linux/cudnn-setup.desktop's Name[zh_TW].
check_installed "after installing again in Traditional Chinese" "cuDNN 安裝精靈"
[[ -z ${built:-} ]] || check_real_programs "after installing again"
[[ ! -e "$start_menu/cuDNN Setup Wizard.lnk" ]] || fail "the English Start menu entry of the first install is still there"
# The installer ran the old uninstaller first, which removes only what it installed.
expect_file "$marker" "a file the package did not install"
rm -f "$marker"
start_menu_folders=$(find "$WINEPREFIX/drive_c/ProgramData/Microsoft/Windows/Start Menu/Programs" -maxdepth 1 -iname '*cudnn*' | wc -l)
[[ "$start_menu_folders" -eq 1 ]] || fail "after installing again there are $start_menu_folders Start menu folders"

# --- uninstall -----------------------------------------------------------------------------
"$wine" 'C:\Program Files\cuDNN Setup Wizard\Uninstall.exe' /S || fail "the uninstaller exited with status $?"
"$wineserver" -w   # the uninstaller copies itself to %TEMP% and runs from there
[[ ! -e "$install_dir" ]] || fail "after uninstalling, left behind: $(find "$install_dir" | tr '\n' ' ')"
[[ ! -e "$start_menu" ]] || fail "after uninstalling, the Start menu folder is still there"
[[ -z "$(registry_value DisplayName)" ]] || fail "after uninstalling, Apps & features still lists it"

if [[ $failures -ne 0 ]]; then
    echo "$failures check(s) failed" >&2
    exit 1
fi
echo "the Windows installer installs, upgrades and uninstalls; the portable zip holds the same programs"
