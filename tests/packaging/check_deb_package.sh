#!/usr/bin/env bash
# Builds the .deb from an up-to-date build tree, checks what it holds and what it depends on,
# installs it with dpkg into a temporary root with a temporary copy of this machine's dpkg
# database (so the package's Depends are checked against what is really installed, and /usr,
# /etc and /var/lib/dpkg are never written, even as root), then runs the installed program.
#
# Usage: check_deb_package.sh --cpack CPACK --config CPackConfig.cmake --version X.Y.Z
#                             --icon-sizes "16 24 ..." [--expect-probe]
# --expect-probe: the build has cudnn-probe (CUDA was found), so the package must ship it and
# `verify` run from the installed folder must find it beside cudnn-setup.
# Exit 0 pass, 1 fail, 77 skipped (no cpack, dpkg or dpkg-deb).
set -uo pipefail

cpack= config= version= icon_sizes= expect_probe=0
while [[ $# -gt 0 ]]; do
  case $1 in
    --cpack) cpack=$2; shift 2 ;;
    --config) config=$2; shift 2 ;;
    --version) version=$2; shift 2 ;;
    --icon-sizes) icon_sizes=$2; shift 2 ;;
    --expect-probe) expect_probe=1; shift ;;
    *) echo "unknown argument: $1" >&2; exit 2 ;;
  esac
done

# dpkg checks that ldconfig and start-stop-daemon are on PATH, which they are only with sbin.
export PATH="$PATH:/usr/sbin:/sbin"
for tool in "$cpack" dpkg dpkg-deb; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "$tool not found: skipped"
    exit 77
  fi
done

work=$(mktemp -d "${TMPDIR:-/tmp}/cudnn-setup-deb.XXXXXX")
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# --- Build the package ------------------------------------------------------------------------
if ! "$cpack" -G DEB -B "$work/out" --config "$config" >"$work/cpack.log" 2>&1; then
  cat "$work/cpack.log"
  echo "FAIL: cpack could not build the package"
  exit 1
fi
shopt -s nullglob
debs=("$work"/out/*.deb)
if [[ ${#debs[@]} -ne 1 ]]; then
  cat "$work/cpack.log"
  echo "FAIL: expected one .deb in $work/out, found ${#debs[@]}"
  exit 1
fi
deb=${debs[0]}
echo "built $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB)"

# --- What the package holds -------------------------------------------------------------------
dpkg-deb -c "$deb" | awk '{print $NF}' | sed 's|^\./|/|' >"$work/contents"
expected=(/usr/bin/cudnn-setup /usr/share/applications/cudnn-setup.desktop
          /usr/share/polkit-1/actions/org.cudnn-setup.apply.policy
          /usr/share/icons/hicolor/scalable/apps/cudnn-setup.svg)
for size in $icon_sizes; do
  expected+=("/usr/share/icons/hicolor/${size}x${size}/apps/cudnn-setup.png")
done
[[ $expect_probe -eq 1 ]] && expected+=(/usr/bin/cudnn-probe)
for path in "${expected[@]}"; do
  grep -qxF "$path" "$work/contents" || fail "the package does not hold $path"
done

# The polkit action: well-formed, for the program the package installs, and never granted
# without the administrator's password.
dpkg-deb --fsys-tarfile "$deb" | tar -xO ./usr/share/polkit-1/actions/org.cudnn-setup.apply.policy >"$work/apply.policy" \
  || fail "the polkit action cannot be read from the package"
python3 - "$work/apply.policy" <<'PY' || fail "the polkit action is not what pkexec needs"
import sys, xml.etree.ElementTree as ET
action = ET.parse(sys.argv[1]).getroot().find("action")
assert action.get("id") == "org.cudnn-setup.apply", action.get("id")
annotations = {a.get("key"): a.text for a in action.iter("annotate")}
assert annotations["org.freedesktop.policykit.exec.path"] == "/usr/bin/cudnn-setup", annotations
assert annotations["org.freedesktop.policykit.exec.argv1"] == "apply", annotations
defaults = action.find("defaults")
for kind in ("allow_any", "allow_inactive", "allow_active"):
    assert defaults.findtext(kind) == "auth_admin", (kind, defaults.findtext(kind))
languages = {m.get("{http://www.w3.org/XML/1998/namespace}lang") for m in action.iter("message")}
assert languages == {None, "zh_CN", "zh_TW"}, languages
PY

# --- Its control fields -----------------------------------------------------------------------
package_name=$(dpkg-deb -f "$deb" Package)
package_version=$(dpkg-deb -f "$deb" Version)
depends=$(dpkg-deb -f "$deb" Depends)
echo "Package: $package_name $package_version"
echo "Depends: $depends"
[[ "$package_name" == cudnn-setup ]] || fail "package name is '$package_name', expected cudnn-setup"
[[ "$package_version" == "$version" ]] || fail "package version is '$package_version', expected $version"
grep -q 'libqt6widgets6' <<<"$depends" || fail "Depends does not name libqt6widgets6 (dpkg-shlibdeps did not run?)"
grep -q 'libarchive13' <<<"$depends" || fail "Depends does not name libarchive13"
# cudnn-probe links the CUDA runtime statically and dlopen()s the rest: a student without the
# CUDA toolkit must still be able to install the package.
if grep -qiE 'cuda|cudnn|nvidia' <<<"$depends"; then
  fail "Depends names a CUDA/NVIDIA package: $depends"
fi

# --- Install it into a temporary root ---------------------------------------------------------
# The copied status file lists what this machine has installed; info/ and updates/ start empty,
# so no other package's triggers or scripts run, and dpkg's notes about their missing file
# lists are only noise (shown when the install fails).
mkdir -p "$work/root" "$work/dpkg/info" "$work/dpkg/updates"
cp /var/lib/dpkg/status "$work/dpkg/status"
touch "$work/dpkg/available"
if ! dpkg --force-not-root --instdir="$work/root" --admindir="$work/dpkg" -i "$deb" >"$work/dpkg.log" 2>&1; then
  grep -vE 'files list file for package .* missing' "$work/dpkg.log"
  if grep -qE 'dependency problems|depends on' "$work/dpkg.log"; then
    echo "FAIL: the package's dependencies are not met on this machine"
  else
    echo "FAIL: dpkg could not install the package"
  fi
  exit 1
fi
installed_status=$(dpkg-query --admindir="$work/dpkg" -W -f='${Status}' cudnn-setup 2>/dev/null)
[[ "$installed_status" == "install ok installed" ]] || fail "dpkg reports '$installed_status' after installing"

# --- Run the installed program ----------------------------------------------------------------
# A clean user: its own home and XDG folders, no display (the subcommands must not need one),
# no platform or probe override inherited from the test preset or the caller.
mkdir -p "$work/home" "$work/xdg/config" "$work/xdg/data" "$work/xdg/cache" "$work/xdg/state" "$work/xdg/runtime"
chmod 700 "$work/xdg/runtime"
run_installed() {
  env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM -u CUDNN_SETUP_PROBE \
      HOME="$work/home" XDG_CONFIG_HOME="$work/xdg/config" XDG_DATA_HOME="$work/xdg/data" \
      XDG_CACHE_HOME="$work/xdg/cache" XDG_STATE_HOME="$work/xdg/state" XDG_RUNTIME_DIR="$work/xdg/runtime" \
      "$work/root/usr/bin/cudnn-setup" "$@"
}

version_output=$(run_installed --version 2>&1)
status=$?
[[ $status -eq 0 ]] || fail "cudnn-setup --version exited $status: $version_output"
grep -qF "$version" <<<"$version_output" || fail "cudnn-setup --version does not print $version: $version_output"

run_installed scan --json --no-nvcc >"$work/scan.json" 2>"$work/scan.err"
status=$?
[[ $status -eq 0 ]] || { cat "$work/scan.err"; fail "cudnn-setup scan --json exited $status"; }
python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$work/scan.json" \
  || fail "cudnn-setup scan --json did not print valid JSON"

if [[ $expect_probe -eq 1 ]]; then
  cudnn_dir=/usr/local/cuda/lib64
  if compgen -G "$cudnn_dir/libcudnn.so*" >/dev/null; then
    # 5 = cuDNN is correct but there is no GPU or driver (the build machines); 0 = it ran on a
    # GPU. Either way the installed cudnn-probe was found beside the installed cudnn-setup;
    # without it verify exits 6.
    run_installed verify --json --cudnn-dir "$cudnn_dir" >"$work/verify.json" 2>"$work/verify.err"
    status=$?
    verdict=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["verdict"])' "$work/verify.json" 2>/dev/null)
    echo "verify: exit $status, verdict ${verdict:-?}"
    if ! { [[ $status -eq 5 && "$verdict" == ready-no-gpu ]] || [[ $status -eq 0 && "$verdict" == works ]]; }; then
      cat "$work/verify.json" "$work/verify.err"
      fail "verify from the installed folder: exit $status, verdict '${verdict}' (expected 5/ready-no-gpu or 0/works)"
    fi
  else
    echo "no cuDNN in $cudnn_dir: the installed probe's verify run is not checked"
  fi
fi

if [[ $failures -ne 0 ]]; then
  echo "$failures check(s) failed"
  exit 1
fi
echo "OK: $(basename "$deb") builds, installs into a temporary root and runs from there"
