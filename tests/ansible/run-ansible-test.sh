#!/usr/bin/env bash
# The Ansible role (packaging/ansible, role cudnn_setup) against localhost with a local
# connection: a fake CUDA Toolkit in a temporary folder, a cuDNN archive in NVIDIA's layout,
# and the real cudnn-setup binary. Four runs of packaging/ansible/provision-lab.yml:
#   1. check mode   -> exit 0, nothing installed, report result "dry-run"
#   2. real run     -> exit 0, libcudnn.so.9 in the toolkit, report "installed", summary "1 installed"
#   3. again        -> exit 0, report "already-done", changed=0 (then in check mode: the same)
#   4. no licence   -> the host fails, report "invalid", the summary names the reason
# Usage: run-ansible-test.sh <cudnn-setup binary> <repo root>
# Exit 77 (skipped) when ansible-playbook is missing. Runs as root in CI: writes only inside
# its temporary folder.
set -euo pipefail

if [[ $# -ne 2 ]]; then
    echo "usage: $0 <cudnn-setup binary> <repo root>" >&2
    exit 2
fi
BIN=$(readlink -f "$1")
REPO=$(readlink -f "$2")
PLAYBOOK="$REPO/packaging/ansible/provision-lab.yml"

if ! command -v ansible-playbook >/dev/null 2>&1; then
    echo "SKIP: ansible-playbook is not installed (apt-get install ansible-core)"
    exit 77
fi
if ! command -v python3 >/dev/null 2>&1; then
    echo "FAIL: python3 is needed to build the test archive" >&2
    exit 1
fi
[[ -x "$BIN" ]] || { echo "FAIL: no cudnn-setup binary at $BIN" >&2; exit 1; }
[[ -f "$PLAYBOOK" ]] || { echo "FAIL: no playbook at $PLAYBOOK" >&2; exit 1; }

TMP=$(mktemp -d "${TMPDIR:-/tmp}/cudnn-ansible-test.XXXXXX")
trap '[[ -n "${KEEP_TMP:-}" ]] || rm -rf "$TMP"' EXIT

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

# The controller's copy of the program (and cudnn-probe beside it, as in build/bin): a snapshot,
# so that a rebuild during the test cannot change the file between two runs.
mkdir -p "$TMP/controller"
cp "$BIN" "$TMP/controller/cudnn-setup"
[[ -f "$(dirname "$BIN")/cudnn-probe" ]] && cp "$(dirname "$BIN")/cudnn-probe" "$TMP/controller/cudnn-probe"
BIN="$TMP/controller/cudnn-setup"

# ---- a fake CUDA Toolkit 12.4 -------------------------------------------------------------
CUDA="$TMP/cuda-12.4"
mkdir -p "$CUDA/include" "$CUDA/lib64" "$CUDA/bin"
printf '/* fake cuda.h */\n#define CUDA_VERSION 12040\n' >"$CUDA/include/cuda.h"
printf '\177ELF fake libcudart.so.12.4.127\n' >"$CUDA/lib64/libcudart.so.12.4.127"
ln -s libcudart.so.12.4.127 "$CUDA/lib64/libcudart.so.12"
ln -s libcudart.so.12 "$CUDA/lib64/libcudart.so"
cat >"$CUDA/version.json" <<'JSON'
{
   "cuda" : {
      "name" : "CUDA SDK",
      "version" : "12.4.1"
   },
   "cuda_cudart" : {
      "name" : "CUDA Runtime (cudart)",
      "version" : "12.4.127"
   }
}
JSON

# ---- a cuDNN 9.20.0.48 archive for CUDA 12 in NVIDIA's layout (tar.xz) ---------------------
ARCHIVE="$TMP/cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz"
python3 - "$ARCHIVE" <<'PY'
import io, sys, tarfile, time

path = sys.argv[1]
version, major = "9.20.0.48", 9
short = "9.20.0"
top = "cudnn-linux-x86_64-%s_cuda12-archive" % version
mtime = 1767225600

def version_header():
    return (
        "/*\n * Copyright 2014-2025 NVIDIA Corporation.  All rights reserved.\n */\n\n"
        "/**\n * \\file: The master cuDNN version file.\n */\n\n"
        "#ifndef CUDNN_VERSION_H_\n#define CUDNN_VERSION_H_\n\n"
        "#define CUDNN_MAJOR 9\n#define CUDNN_MINOR 20\n#define CUDNN_PATCHLEVEL 0\n\n"
        "#define CUDNN_VERSION (CUDNN_MAJOR * 10000 + CUDNN_MINOR * 100 + CUDNN_PATCHLEVEL)\n\n"
        "#define CUDNN_MAX_SM_MAJOR_NUMBER 9\n#define CUDNN_MAX_SM_MINOR_NUMBER 0\n"
        "#define CUDNN_MAX_DEVICE_VERSION (CUDNN_MAX_SM_MAJOR_NUMBER * 100 + CUDNN_MAX_SM_MINOR_NUMBER * 10)\n\n"
        "#endif /* CUDNN_VERSION_H_ */\n"
    ).encode()

with tarfile.open(path, "w:xz", format=tarfile.PAX_FORMAT) as tar:
    def add_dir(name):
        info = tarfile.TarInfo(name)
        info.type, info.mode, info.mtime = tarfile.DIRTYPE, 0o755, mtime
        tar.addfile(info)

    def add_file(name, data, mode=0o644):
        info = tarfile.TarInfo(name)
        info.size, info.mode, info.mtime = len(data), mode, mtime
        tar.addfile(info, io.BytesIO(data))

    def add_link(name, target):
        info = tarfile.TarInfo(name)
        info.type, info.linkname, info.mode, info.mtime = tarfile.SYMTYPE, target, 0o777, mtime
        tar.addfile(info)

    add_dir(top + "/")
    add_dir(top + "/include/")
    for name in ["cudnn", "cudnn_adv", "cudnn_backend", "cudnn_cnn", "cudnn_graph", "cudnn_ops", "cudnn_version"]:
        body = version_header() if name == "cudnn_version" else (
            "/* %s.h */\n#include \"cudnn_version.h\"\n" % name).encode()
        add_file("%s/include/%s.h" % (top, name), body)
        add_file("%s/include/%s_v%d.h" % (top, name, major), body)
    add_dir(top + "/lib/")
    for lib in ["cudnn", "cudnn_graph", "cudnn_ops", "cudnn_cnn", "cudnn_adv", "cudnn_engines_precompiled",
                "cudnn_engines_runtime_compiled", "cudnn_heuristic"]:
        real = "lib%s.so.%s" % (lib, short)
        soname = "lib%s.so.%d" % (lib, major)
        add_file("%s/lib/%s" % (top, real), b"\x7fELF fake " + real.encode() + b"\n", 0o755)
        add_link("%s/lib/%s" % (top, soname), real)
        add_link("%s/lib/lib%s.so" % (top, lib), soname)
        add_file("%s/lib/lib%s_static_v%d.a" % (top, lib, major), b"!<arch>\n")
    add_file(top + "/LICENSE", b"LICENSE AGREEMENT FOR NVIDIA SOFTWARE DEVELOPMENT KITS (test copy)\n")
PY

# ---- Ansible, confined to the temporary folder --------------------------------------------
mkdir -p "$TMP/home" "$TMP/xdg/config" "$TMP/xdg/cache" "$TMP/xdg/data" "$TMP/xdg/state" \
    "$TMP/ansible/local" "$TMP/ansible/remote" "$TMP/ansible/home" "$TMP/state" "$TMP/host"
mkdir -m 0700 "$TMP/xdg/runtime"
: >"$TMP/ansible.cfg"
export ANSIBLE_CONFIG="$TMP/ansible.cfg"
export ANSIBLE_LOCAL_TEMP="$TMP/ansible/local"
export ANSIBLE_REMOTE_TEMP="$TMP/ansible/remote"
export ANSIBLE_HOME="$TMP/ansible/home"
export ANSIBLE_NOCOLOR=1
export ANSIBLE_FORCE_COLOR=0
export ANSIBLE_RETRY_FILES_ENABLED=0
export ANSIBLE_PIPELINING=1
export ANSIBLE_STDOUT_CALLBACK=default
unset ANSIBLE_CALLBACKS_ENABLED
export ANSIBLE_DEPRECATION_WARNINGS=0
export ANSIBLE_LOCALHOST_WARNING=0
export HOME="$TMP/home"
export XDG_CONFIG_HOME="$TMP/xdg/config" XDG_CACHE_HOME="$TMP/xdg/cache" XDG_DATA_HOME="$TMP/xdg/data"
export XDG_STATE_HOME="$TMP/xdg/state" XDG_RUNTIME_DIR="$TMP/xdg/runtime"

cat >"$TMP/inventory.ini" <<'INI'
[cudnn_lab]
localhost ansible_connection=local ansible_python_interpreter=/usr/bin/python3
INI

REPORTS="$TMP/reports"
REPORT="$REPORTS/localhost/provision.json"

# Extra variables (JSON, so the types are kept): everything the role writes is in $TMP.
write_vars() { # $1: accept the licence (true/false)
    python3 - "$TMP/vars.json" "$1" <<PY
import json, sys
tmp = "$TMP"
json.dump({
    "cudnn_setup_become": False,
    "cudnn_setup_binary_src": "$BIN",
    "cudnn_setup_install_dir": tmp + "/host/bin",
    "cudnn_setup_accept_license": sys.argv[2] == "true",
    "cudnn_setup_source": "archive",
    "cudnn_setup_archive_src": "$ARCHIVE",
    "cudnn_setup_archive_dest_dir": tmp + "/host/archives",
    "cudnn_setup_cuda": 12,
    "cudnn_setup_cuda_root": "$CUDA",
    "cudnn_setup_layout": "toolkit",
    "cudnn_setup_scope": "user",
    "cudnn_setup_verify": False,
    "cudnn_setup_answer_file": tmp + "/host/etc/cudnn.ini",
    "cudnn_setup_report": tmp + "/host/log/provision.json",
    "cudnn_setup_log": tmp + "/host/log/provision.log",
    "cudnn_setup_report_dir": "$REPORTS",
    "cudnn_setup_dry_run_parent": tmp + "/host",
    "cudnn_setup_extra_args": ["--state-dir", tmp + "/state", "--no-nvcc"],
    "cudnn_setup_command_environment": {
        "HOME": tmp + "/home",
        "XDG_CONFIG_HOME": tmp + "/xdg/config",
        "XDG_CACHE_HOME": tmp + "/xdg/cache",
        "XDG_DATA_HOME": tmp + "/xdg/data",
        "XDG_STATE_HOME": tmp + "/xdg/state",
        "XDG_RUNTIME_DIR": tmp + "/xdg/runtime",
    },
}, open(sys.argv[1], "w"), indent=2)
PY
}

RC=0
play() { # $1: name of the run; further arguments go to ansible-playbook
    local name=$1
    shift
    echo "== run $name: ansible-playbook provision-lab.yml $*"
    RC=0
    (cd "$TMP" && ansible-playbook -i "$TMP/inventory.ini" "$PLAYBOOK" -e "@$TMP/vars.json" "$@") \
        >"$TMP/$name.out" 2>&1 || RC=$?
    OUT="$TMP/$name.out"
    echo "   exit $RC; summary:"
    summary_lines | sed 's/^/   /'
}

# The summary task's message lines (the debug output of "Summary of cudnn-setup provision").
summary_lines() {
    sed -n '/Summary of cudnn-setup provision/,/^$/p' "$OUT" | grep -E '^\s+"' || true
}

show_and_fail() {
    echo "---- ansible-playbook output ($OUT) ----" >&2
    cat "$OUT" >&2
    echo "---- end ----" >&2
    fail "$@"
}

report_field() { # $1: field; prints the value from the fetched report, or "<no report>"
    [[ -f "$REPORT" ]] || { echo "<no report>"; return; }
    python3 -c 'import json,sys; v=json.load(open(sys.argv[1])).get(sys.argv[2]); print(json.dumps(v) if not isinstance(v,str) else v)' \
        "$REPORT" "$1"
}

cudnn_files() { find "$CUDA/lib64" "$CUDA/include" -name '*cudnn*' | sort; }

# A user-scope install must leave the system's loader and shell settings alone (CI runs as root).
system_state() {
    local d
    for d in /etc/ld.so.conf.d /etc/profile.d /etc/environment.d; do
        [[ -d $d ]] && find "$d" -maxdepth 1 -printf '%p %s %T@\n'
    done
    [[ -f /etc/environment ]] && stat -c '%n %s %Y' /etc/environment
    true
}
SYSTEM_BEFORE=$(system_state | sort)

# ---- 1. check mode: a dry run that changes nothing ----------------------------------------
write_vars true
BEFORE=$(cd "$CUDA" && find . -printf '%p %y %s %l\n' | sort)
play check --check
[[ $RC -eq 0 ]] || show_and_fail "check mode: ansible-playbook exited $RC, expected 0"
AFTER=$(cd "$CUDA" && find . -printf '%p %y %s %l\n' | sort)
[[ "$BEFORE" == "$AFTER" ]] || show_and_fail "check mode changed the CUDA root: $(diff <(echo "$BEFORE") <(echo "$AFTER") || true)"
[[ -z "$(cudnn_files)" ]] || show_and_fail "check mode installed cuDNN files: $(cudnn_files)"
[[ ! -e "$TMP/host/bin/cudnn-setup" ]] || show_and_fail "check mode copied the binary to the install folder"
[[ ! -e "$TMP/host/etc/cudnn.ini" ]] || show_and_fail "check mode wrote the answer file"
[[ -z "$(find "$TMP/host" -maxdepth 1 -name 'cudnn-setup-dry-run.*')" ]] || show_and_fail "check mode left its temporary folder"
[[ "$(report_field result)" == "dry-run" ]] \
    || show_and_fail "check mode: the fetched report's result is '$(report_field result)', expected dry-run"
[[ "$(report_field dryRun)" == "true" ]] || show_and_fail "check mode: the report's dryRun is $(report_field dryRun)"
grep -q '1 would change' "$OUT" || show_and_fail "check mode: the summary does not say '1 would change'"
echo "   ok: dry run, nothing changed, report result dry-run"

# ---- 2. the real run: installs --------------------------------------------------------------
play install
[[ $RC -eq 0 ]] || show_and_fail "install: ansible-playbook exited $RC, expected 0"
[[ -e "$CUDA/lib64/libcudnn.so.9" ]] || show_and_fail "install: $CUDA/lib64/libcudnn.so.9 is missing"
[[ -f "$CUDA/include/cudnn_version.h" ]] || show_and_fail "install: $CUDA/include/cudnn_version.h is missing"
[[ "$(report_field result)" == "installed" ]] \
    || show_and_fail "install: the fetched report's result is '$(report_field result)', expected installed"
[[ "$(report_field exitCode)" == "0" ]] || show_and_fail "install: the report's exitCode is $(report_field exitCode)"
[[ "$(report_field schema)" == "cudnn-setup-provision/1" ]] || show_and_fail "install: the report's schema is $(report_field schema)"
[[ -f "$REPORTS/localhost/provision.log" ]] || show_and_fail "install: the log was not fetched"
summary_lines | grep -q ': 1 installed, 0 already done, 0 failed' \
    || show_and_fail "install: the summary does not say '1 installed, 0 already done, 0 failed'"
python3 -c 'import json,sys; s=json.load(open(sys.argv[1])); assert s["installed"]==["localhost"] and not s["failed"], s' \
    "$REPORTS/summary.json" || show_and_fail "install: summary.json does not list localhost as installed"
grep -Eq '^localhost +:.* changed=[1-9]' "$OUT" || show_and_fail "install: the play recap shows no change"
[[ "$(system_state | sort)" == "$SYSTEM_BEFORE" ]] \
    || show_and_fail "install: a user-scope install changed /etc: $(diff <(echo "$SYSTEM_BEFORE") <(system_state | sort) || true)"
echo "   ok: installed, report fetched, summary 1 installed"

# ---- 3. again: already in the desired state, nothing changed ---------------------------------
play again
[[ $RC -eq 0 ]] || show_and_fail "again: ansible-playbook exited $RC, expected 0"
[[ "$(report_field result)" == "already-done" ]] \
    || show_and_fail "again: the fetched report's result is '$(report_field result)', expected already-done"
summary_lines | grep -q ': 0 installed, 1 already done, 0 failed' \
    || show_and_fail "again: the summary does not say '0 installed, 1 already done, 0 failed'"
grep -Eq '^localhost +:.* changed=0 ' "$OUT" || show_and_fail "again: the play recap does not show changed=0: $(grep -E '^localhost +:' "$OUT" || true)"
echo "   ok: already done, changed=0"

# ---- 3b. check mode on the installed host: already done, nothing would change ---------------
play check-again --check
[[ $RC -eq 0 ]] || show_and_fail "check again: ansible-playbook exited $RC, expected 0"
[[ "$(report_field result)" == "already-done" ]] \
    || show_and_fail "check again: the fetched report's result is '$(report_field result)', expected already-done"
grep -Eq '^localhost +:.* changed=0 ' "$OUT" \
    || show_and_fail "check again: the play recap does not show changed=0: $(grep -E '^localhost +:' "$OUT" || true)"
echo "   ok: check mode on the installed host: already done, changed=0"

# ---- 4. without the licence: the host fails, with the reason ----------------------------------
write_vars false
play no-licence
[[ $RC -ne 0 ]] || show_and_fail "no licence: ansible-playbook exited 0, expected a failure"
if [[ -f "$REPORT" ]]; then
    [[ "$(report_field result)" == "invalid" ]] \
        || show_and_fail "no licence: the fetched report's result is '$(report_field result)', expected invalid"
    [[ "$(report_field exitCode)" == "2" ]] || show_and_fail "no licence: the report's exitCode is $(report_field exitCode), expected 2"
fi
summary_lines | grep -q ': 0 installed, 0 already done, 1 failed' \
    || show_and_fail "no licence: the summary does not say '0 installed, 0 already done, 1 failed'"
summary_lines | grep -q 'FAILED localhost: invalid (exit 2)' \
    || show_and_fail "no licence: the summary does not name localhost as failed with result invalid"
summary_lines | grep -iq 'licen[cs]e' || show_and_fail "no licence: the summary does not mention the licence"
grep -Eq '^localhost +:.* failed=1 ' "$OUT" || show_and_fail "no licence: the play recap does not show failed=1"
[[ -e "$CUDA/lib64/libcudnn.so.9" ]] || show_and_fail "no licence: the earlier install was removed"
echo "   ok: host failed with result invalid, reason in the summary"

echo "PASS: the cudnn_setup role provisioned localhost (check mode, install, already done, no licence)"
