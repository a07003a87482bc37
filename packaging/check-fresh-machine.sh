#!/usr/bin/env bash
# Proves that the README's two commands work on a really fresh Debian 12 machine.
#
# Why: a new user ran the README's first command on a fresh Debian 12 and `cmake --preset
# default` failed (Qt6Charts needs Qt6OpenGL's CMake package, libqt6opengl6-dev, which
# install-deps.sh did not install), while CI stayed green because the CI machine already had
# the package. A machine that has been used to build the project cannot show that a package is
# missing; only a machine that has never seen it can. So this script:
#   1. bootstraps a clean Debian 12 (bookworm, variant minbase: essential packages and apt,
#      less than any real installation has) with mmdebstrap, from this host's Debian mirrors
#      (bookworm, bookworm-updates, bookworm-security; main) and nothing else;
#   2. copies a clean clone of this repository's committed HEAD into it (`git clone
#      --no-local`): uncommitted changes are NOT part of the check;
#   3. runs the README's commands in it with chroot, as root, in a plain environment. The
#      commands are read from README.md itself (the section "## The two commands", the ```sh
#      block after each marker line below), so the check cannot drift from the README;
#   4. prints how long each stage took and which README command part failed, if one did.
#
# Modes:
#   --quick (default; CI runs it on every submission): the first README command up to and
#           including its configure part (install-deps.sh, `cmake --preset default`): every
#           find_package must succeed on a fresh machine. A few minutes.
#   --full  both commands to the end: the build, the wizard started offscreen (it counts as
#           started when it is still running after WIZARD_SECONDS), then the second command
#           (install-deps --tests, build, every test with ctest). About 35 minutes on 2 cores.
#
# Usage: packaging/check-fresh-machine.sh [--quick|--full] [--keep] [--log FILE]
#                                         [--apt-cache DIR] [--help]
#   --keep           keep the root (and the log) for inspection and print their paths
#   --log FILE       write the log there (default: a file in the temporary folder, printed at
#                    the start, removed after a successful run unless --keep, kept on failure)
#   --apt-cache DIR  reuse and fill a host folder of downloaded .debs (for repeated runs while
#                    developing; without it everything is downloaded fresh, as a user would)
# Needs root (mmdebstrap, mount, chroot), git, util-linux; installs mmdebstrap with apt-get
# when it is missing. Works under ${TMPDIR:-/tmp}; the full mode needs about 15 GB there.
# shellcheck disable=SC2317  # the cleanup functions are reached through the EXIT trap
set -euo pipefail

readonly README_SECTION='## The two commands'
readonly MARKER_WIZARD='Install what is missing, build, and start the wizard:'
readonly MARKER_TESTS='Install what is missing, build, and run every test:'
readonly WIZARD_SECONDS=20
readonly SUITE=bookworm
# Where the clone lives inside the root: a user's home, as if they had cloned it there.
readonly SRC_IN_ROOT=/root/cudnn-setup

usage() { awk '/^# Usage:/ { on = 1 } /^# Needs root/ { exit } on { sub(/^# ?/, ""); print }' "${BASH_SOURCE[0]}"; }
die() { echo "check-fresh-machine: $*" >&2; exit 2; }

mode=quick keep=0 log='' apt_cache=''
original_args=("$@")
while [[ $# -gt 0 ]]; do
  case "$1" in
    --quick) mode=quick ;;
    --full) mode=full ;;
    --keep) keep=1 ;;
    --log) [[ $# -ge 2 && -n "$2" ]] || die "--log needs a file"; log=$2; shift ;;
    --log=*) log=${1#--log=} ;;
    --apt-cache) [[ $# -ge 2 && -n "$2" ]] || die "--apt-cache needs a folder"; apt_cache=$2; shift ;;
    --apt-cache=*) apt_cache=${1#--apt-cache=} ;;
    -h|--help) usage; exit 0 ;;
    *) usage >&2; die "unknown option: $1" ;;
  esac
  shift
done

[[ $(id -u) -eq 0 ]] || die "must run as root (mmdebstrap, mount and chroot need it)"
for tool in git unshare findmnt chroot timeout; do
  command -v "$tool" >/dev/null 2>&1 || die "needs $tool on this host"
done

# A private mount namespace: nothing mounted for the root can propagate to the host's own
# /dev or /proc, and should this script be killed outright, its mounts vanish with it instead
# of being left behind under the temporary folder.
if [[ "${CHECK_FRESH_MACHINE_IN_NS:-}" != 1 ]]; then
  export CHECK_FRESH_MACHINE_IN_NS=1
  exec unshare --mount --propagation private -- "$BASH" "${BASH_SOURCE[0]}" "${original_args[@]}"
fi

script_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# -c safe.directory: under sudo the checkout belongs to someone else, and git would refuse it.
git_repo() { git -c safe.directory="$repo_root" -C "$repo_root" "$@"; }
repo_root=$script_dir
repo_root=$(git_repo rev-parse --show-toplevel) || die "$script_dir is not inside a git checkout"
head_sha=$(git_repo rev-parse HEAD)

[[ -z "$log" ]] || { mkdir -p "$(dirname "$log")"; log=$(cd "$(dirname "$log")" && pwd)/$(basename "$log"); }
if [[ -n "$apt_cache" ]]; then
  mkdir -p "$apt_cache"
  apt_cache=$(cd "$apt_cache" && pwd)
  # mmdebstrap's hooks split their arguments at white space.
  [[ "$apt_cache" != *[[:space:]]* ]] || die "--apt-cache: the path must not contain white space"
fi

# Canonical (pwd -P), as /proc/PID/root and findmnt report it; no white space, which findmnt
# would escape and the mount checks below would then miss.
workdir=$(cd "$(mktemp -d "${TMPDIR:-/tmp}/check-fresh-machine.XXXXXX")" && pwd -P)
[[ "$workdir" != *[[:space:]]* ]] || { rmdir "$workdir"; die "TMPDIR must not contain white space: $workdir"; }
# The apt sandbox user (_apt) must be able to reach the root's archive folder while mmdebstrap
# downloads into it from the host side.
chmod 755 "$workdir"
root=$workdir/root
src_stage=$workdir/src
log_is_default=0
[[ -n "$log" ]] || { log=$workdir/check-fresh-machine.log; log_is_default=1; }
: >"$log"

# Everything goes to the terminal and the log. The tee ignores SIGINT/SIGTERM so that after a
# Ctrl-C it is still there to record the cleanup (and writing to it cannot kill the cleanup).
exec 3>&1 4>&2
exec > >(trap '' INT TERM HUP; exec tee -a "$log") 2>&1
tee_pid=$!

# ---- bookkeeping for the summary -------------------------------------------------------------
stage_names=() stage_secs=() stage_results=()
failure=''           # one sentence: what failed
debian_version='(not bootstrapped)'
test_line='' failed_tests=''
started_at=$SECONDS

fmt_secs() { printf '%dm %02ds' $(($1 / 60)) $(($1 % 60)); }
record() { stage_names+=("$1"); stage_secs+=("$2"); stage_results+=("$3"); }
say() { printf '\n==> %s  [%s]\n' "$*" "$(date '+%H:%M:%S')"; }

# ---- cleanup: on every exit path -------------------------------------------------------------
mounts_under_root() {
  # Deepest first, so that nested mounts come off before their parents.
  findmnt -rn -o TARGET | awk -v r="$root" '$0 == r || index($0, r "/") == 1' | sort -r
}

kill_root_processes() {
  # Daemons the commands leave behind (wineserver after the Windows tests, Xvfb, a service a
  # package started) keep the mounts busy. Only processes whose root is our chroot are touched.
  local signal pid found
  for signal in TERM KILL; do
    found=0
    for pid in /proc/[0-9]*; do
      [[ "$(readlink "$pid/root" 2>/dev/null)" == "$root" ]] || continue
      kill "-$signal" "${pid#/proc/}" 2>/dev/null && found=1
    done
    [[ $found -eq 1 ]] || return 0
    sleep 2
  done
}

unmount_root() {
  local target
  for _ in 1 2 3; do
    while read -r target; do
      [[ -n "$target" ]] || continue
      umount "$target" 2>/dev/null || umount --lazy "$target" 2>/dev/null || true
    done < <(mounts_under_root)
    [[ -z "$(mounts_under_root)" ]] && return 0
    sleep 1
  done
  return 1
}

print_summary() {
  local i total=$((SECONDS - started_at))
  echo
  echo "==================== check-fresh-machine summary ===================="
  echo "Mode:    $mode"
  echo "Commit:  $head_sha (committed HEAD of $repo_root)"
  echo "Debian:  $debian_version (mmdebstrap --variant=minbase)"
  echo "Stages:"
  for i in "${!stage_names[@]}"; do
    printf '  %8s  %-7s %s\n' "$(fmt_secs "${stage_secs[$i]}")" "${stage_results[$i]%% *}" "${stage_names[$i]}"
    [[ "${stage_results[$i]}" != *' '* ]] || printf '                    %s\n' "${stage_results[$i]#* }"
  done
  printf '  %8s  total\n' "$(fmt_secs "$total")"
  if [[ "$mode" == full ]]; then
    echo "Tests:   ${test_line:-(ctest did not report a result)}"
    [[ -z "$failed_tests" ]] || { echo "Failed tests:"; echo "$failed_tests"; }
  fi
  if [[ -z "$failure" ]]; then
    echo "Result:  PASSED"
  else
    echo "Result:  FAILED: $failure"
  fi
}

cleanup() {
  local rc=$?
  set +e
  trap - ERR
  trap '' INT TERM HUP
  [[ $rc -eq 0 || -n "$failure" ]] || failure="the script itself stopped with exit code $rc (see the log)"
  if [[ -d "$root" ]]; then
    kill_root_processes
    if ! unmount_root; then
      echo "check-fresh-machine: could not unmount everything under $root; NOT removing it:" >&2
      mounts_under_root >&2
      keep=1
    fi
  fi
  print_summary
  if [[ $keep -eq 1 ]]; then
    [[ -d "$root" ]] && echo "Root kept: $root  (look inside: chroot $root /bin/bash)"
    echo "Log: $log"
  else
    # Checked once more right before removing: rm must never walk into a mounted folder.
    if [[ -d "$root" && -z "$(mounts_under_root)" ]]; then
      echo "Removing the root $root"
      rm -rf --one-file-system "$root"
    fi
    if [[ -n "$failure" ]]; then
      echo "Log: $log"
    elif [[ $log_is_default -eq 0 ]]; then
      echo "Log: $log"
    else
      echo "Log: removed with the temporary folder (pass --log FILE or --keep to keep it)"
    fi
  fi
  # Let the tee write the last lines before the shell returns.
  exec 1>&3 2>&4 3>&- 4>&-
  wait "$tee_pid" 2>/dev/null
  # Without --keep only a failed run's default log stays (the parts' outputs are in it too).
  if [[ $keep -eq 0 && ! -d "$root" ]]; then
    if [[ -n "$failure" && $log_is_default -eq 1 ]]; then
      find "$workdir" -mindepth 1 -maxdepth 1 ! -path "$log" -exec rm -rf --one-file-system {} +
    else
      rm -rf --one-file-system "$workdir"
    fi
  fi
  [[ $rc -ne 0 || -z "$failure" ]] || rc=1
  exit "$rc"
}
trap cleanup EXIT
# A step of this script (not a README command) that fails says where, for the log; -E: in
# functions too.
set -E
trap 'echo "check-fresh-machine: line $LINENO: a command failed (exit $?)" >&2' ERR
trap 'failure="interrupted (SIGINT)"; exit 130' INT
trap 'failure="terminated (SIGTERM)"; exit 143' TERM
trap 'failure="hung up (SIGHUP)"; exit 129' HUP

fail() { failure=$1; exit 1; }

# ---- the README's commands -------------------------------------------------------------------
# Prints the single command line of the ```sh block that follows MARKER in the README's "two
# commands" section; exit status says what is missing.
readme_block() {
  awk -v section="$README_SECTION" -v marker="$2" '
    /^## / { in_section = (index($0, section) == 1); if (in_section) seen_section = 1; next }
    !in_section { next }
    state == 0 && $0 == marker { state = 1; next }
    state == 1 && /^```sh[[:space:]]*$/ { state = 2; next }
    state == 1 && NF { bad = 1; exit }
    state == 2 && /^```/ { state = 3; exit }
    state == 2 { print }
    END {
      if (!seen_section) exit 10
      if (state == 0) exit 11
      if (bad || state == 1) exit 12
      if (state == 2) exit 13
    }' "$1"
}

# Sets readme_cmd; names what is missing when the README changed shape.
readme_command() {
  local readme=$1 marker=$2 text status=0 lines
  text=$(readme_block "$readme" "$marker") || status=$?
  case $status in
    0) ;;
    10) fail "README.md has no section starting with \"$README_SECTION\"" ;;
    11) fail "README.md's \"$README_SECTION\" section has no line \"$marker\"" ;;
    12) fail "README.md: the line \"$marker\" is not followed by a \`\`\`sh block" ;;
    13) fail "README.md: the \`\`\`sh block after \"$marker\" is not closed" ;;
    *) fail "reading README.md failed (awk exit $status)" ;;
  esac
  text=$(printf '%s\n' "$text" | sed -e 's/[[:space:]]*$//' -e '/^$/d')
  lines=$(printf '%s\n' "$text" | grep -c . || true)
  [[ "$lines" -eq 1 ]] || fail "README.md: the \`\`\`sh block after \"$marker\" has $lines command lines, expected exactly one"
  readme_cmd=$text
}

# Splits a README command at " && " into the global array `parts`. Running the parts one after
# another, stopping at the first failure, is what && does, as long as no part changes the shell
# itself (cd, export, ...) and there is no other shell syntax: both are refused rather than
# guessed at.
split_command() {
  local cmd=$1 rest part first
  [[ "${cmd//' && '/ }" != *[\;\|\&\`\$\'\"\<\>\(\)\\]* ]] \
    || fail "README command uses shell syntax other than ' && ', which this script cannot split: $cmd"
  parts=()
  rest=$cmd
  while [[ "$rest" == *' && '* ]]; do
    parts+=("${rest%% && *}")
    rest=${rest#* && }
  done
  parts+=("$rest")
  for part in "${parts[@]}"; do
    first=${part%% *}
    case "$first" in
      cd|pushd|popd|export|unset|source|.|set|alias|umask|ulimit)
        fail "README command part '$part' changes the shell itself; it cannot be run on its own" ;;
    esac
    # Only assignments (no command after them) would set shell variables for the next parts.
    if [[ " $part" =~ ^([[:space:]]+[A-Za-z_][A-Za-z0-9_]*=[^[:space:]]*)+[[:space:]]*$ ]]; then
      fail "README command part '$part' sets shell variables; it cannot be run on its own"
    fi
  done
}

# ---- running inside the root -----------------------------------------------------------------
# A plain environment: nothing of the host's (CUDA paths, QT_*, proxies, CI variables) leaks in.
in_root() {
  chroot "$root" /usr/bin/env -i HOME=/root \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    TERM="${TERM:-dumb}" LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive \
    /bin/bash -c "cd $SRC_IN_ROOT && $1" </dev/null
}

part_rc=0
part_out=''
# Runs one part, shows its output live and keeps a copy in $part_out; sets part_rc.
run_in_root() {
  local label=$1 cmd=$2 start=$SECONDS
  part_out=$workdir/part-${#stage_names[@]}.out
  say "$label: $cmd"
  # In the background and waited for, so that a signal reaches the script at once; the cleanup
  # then stops everything running in the root. (tee exits 0, so pipefail yields in_root's status.)
  { trap - ERR; in_root "$cmd" 2>&1 | tee "$part_out"; } &
  part_rc=0
  wait $! || part_rc=$?
  part_secs=$((SECONDS - start))
}

run_part() {
  local label=$1 cmd=$2
  run_in_root "$label" "$cmd"
  if [[ $part_rc -eq 0 ]]; then
    record "$label: $cmd" "$part_secs" ok
  else
    record "$label: $cmd" "$part_secs" "FAILED (exit $part_rc)"
    fail "$label \`$cmd\` exited with $part_rc"
  fi
}

mount_root_filesystems() {
  # The root bind-mounted onto itself, so that inside it "/" is a mount point like on a real
  # machine: otherwise /proc/self/mountinfo lists no mount holding "/" there, QStorageInfo finds
  # no volume for any path and free-space checks are skipped (DownloaderStorage's
  # NotEnoughSpaceIsFoundBeforeDownloading failed for that reason alone). First, so that the
  # mounts below sit on top of it.
  mount --bind "$root" "$root"
  mount -t proc proc "$root/proc"
  mount -t sysfs -o ro,nosuid,nodev,noexec sysfs "$root/sys" 2>/dev/null \
    || mount --rbind -o ro /sys "$root/sys"
  # A /dev of its own with only the usual nodes (bind-mounted from the host, so no mknod rights
  # are needed): the host's GPU and other device nodes must not make the root look less fresh.
  mount -t tmpfs -o mode=755,nosuid,size=16m devtmp "$root/dev"
  local node
  for node in null zero full random urandom tty; do
    touch "$root/dev/$node"
    mount --bind "/dev/$node" "$root/dev/$node"
  done
  mkdir -p "$root/dev/pts" "$root/dev/shm"
  mount -t devpts -o newinstance,ptmxmode=0666,mode=620,gid=5 devpts "$root/dev/pts"
  ln -s pts/ptmx "$root/dev/ptmx"
  mount -t tmpfs -o mode=1777,nosuid,nodev shm "$root/dev/shm"
  ln -s /proc/self/fd "$root/dev/fd"
  ln -s /proc/self/fd/0 "$root/dev/stdin"
  ln -s /proc/self/fd/1 "$root/dev/stdout"
  ln -s /proc/self/fd/2 "$root/dev/stderr"
  # /tmp stays the root's own folder on disk, as on an installed Debian 12 (not a tmpfs).
  if [[ -n "$apt_cache" ]]; then
    mount --bind "$apt_cache" "$root/var/cache/apt/archives"
  fi
  rm -f "$root/etc/resolv.conf"
  cp -L /etc/resolv.conf "$root/etc/resolv.conf" || echo "check-fresh-machine: warning: no /etc/resolv.conf to copy" >&2
  # Every installed Debian has these (the installer writes them); a bootstrapped root does not,
  # and without them "localhost" would go to DNS.
  [[ -e "$root/etc/hosts" ]] || printf '127.0.0.1\tlocalhost\n::1\t\tlocalhost ip6-localhost ip6-loopback\n' >"$root/etc/hosts"
  [[ -e "$root/etc/hostname" ]] || echo fresh-debian >"$root/etc/hostname"
}

# ---- this host's Debian mirrors --------------------------------------------------------------
# First URI of an enabled "deb" entry that carries SUITE, from the deb822 and one-line files.
host_mirror() {
  local suite=$1 f
  for f in /etc/apt/sources.list.d/*.sources; do
    [[ -f "$f" ]] || continue
    awk -v want="$suite" '
      function flush() {
        if (types ~ /(^| )deb( |$)/ && enabled != "no" && (" " suites " ") ~ (" " want " ") && uris != "") {
          split(uris, u, " "); print u[1]; found = 1; exit
        }
        types = suites = uris = enabled = ""
      }
      /^[[:space:]]*#/ { next }
      /^[[:space:]]*$/ { flush(); next }
      /^[[:space:]]/ { $1 = $1; val = $0 } # a continuation line: more of the last field
      /^[[:space:]]/ && key == "suites" { suites = suites " " val; next }
      /^[[:space:]]/ && key == "uris" { uris = uris " " val; next }
      /^[[:space:]]/ && key == "types" { types = types " " val; next }
      /^[[:space:]]/ { next }
      { key = tolower($1); sub(/:$/, "", key); $1 = ""; sub(/^ +/, "")
        if (key == "types") types = $0; else if (key == "suites") suites = $0
        else if (key == "uris") uris = $0; else if (key == "enabled") enabled = tolower($0) }
      END { if (!found) flush() }' "$f" | head -n1 | grep . && return 0
  done
  for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
    [[ -f "$f" ]] || continue
    sed -e 's/#.*//' -e 's/\[[^]]*\]//' "$f" \
      | awk -v want="$suite" '$1 == "deb" && $3 == want { print $2; exit }' | grep . && return 0
  done
  return 1
}

# ==== 0. preparation ==========================================================================
echo "check-fresh-machine: mode $mode, commit $head_sha"
echo "Temporary folder: $workdir"
echo "Log: $log"

if [[ "$mode" == full ]]; then need_gb=15; else need_gb=4; fi
avail_gb=$(($(df --output=avail -k "$workdir" | tail -n1) / 1024 / 1024))
[[ $avail_gb -ge $need_gb ]] \
  || echo "check-fresh-machine: warning: $avail_gb GB free under $workdir, the $mode mode needs about $need_gb GB" >&2

mirror_main=$(host_mirror "$SUITE" || echo http://deb.debian.org/debian)
mirror_updates=$(host_mirror "$SUITE-updates" || echo "$mirror_main")
mirror_security=$(host_mirror "$SUITE-security" || echo http://deb.debian.org/debian-security)
mirror_main=${mirror_main%/} mirror_updates=${mirror_updates%/} mirror_security=${mirror_security%/}
echo "Mirrors: $mirror_main ($SUITE, $SUITE-updates: $mirror_updates), $mirror_security ($SUITE-security)"

# The clone first, so that a README that changed shape fails in seconds, before the bootstrap.
say "clone of the committed HEAD"
git -c safe.directory="$repo_root" -c advice.detachedHead=false clone --quiet --no-local "$repo_root" "$src_stage"
[[ "$(git -C "$src_stage" rev-parse HEAD)" == "$head_sha" ]] || fail "the clone is not at $head_sha"

readme_command "$src_stage/README.md" "$MARKER_WIZARD"; cmd_wizard=$readme_cmd
readme_command "$src_stage/README.md" "$MARKER_TESTS"; cmd_tests=$readme_cmd
echo "README command 1: $cmd_wizard"
echo "README command 2: $cmd_tests"
split_command "$cmd_wizard"; parts_wizard=("${parts[@]}")
split_command "$cmd_tests"; parts_tests=("${parts[@]}")
configure_index=-1
for i in "${!parts_wizard[@]}"; do
  if [[ "${parts_wizard[$i]}" =~ ^cmake[[:space:]]+--preset([[:space:]]|=) ]]; then configure_index=$i; break; fi
done
[[ $configure_index -ge 0 ]] || fail "README command 1 has no configure part ('cmake --preset ...'): $cmd_wizard"
last_wizard_part=${parts_wizard[$((${#parts_wizard[@]} - 1))]}
if [[ $configure_index -eq $((${#parts_wizard[@]} - 1)) || "$last_wizard_part" =~ ^(cmake|ctest|ninja|make)([[:space:]]|$) ]]; then
  fail "README command 1 does not end with a part that starts the wizard: $cmd_wizard"
fi
ctest_index=-1
for i in "${!parts_tests[@]}"; do
  if [[ "${parts_tests[$i]}" == ctest* ]]; then ctest_index=$i; fi
done
[[ $ctest_index -ge 0 ]] || fail "README command 2 has no ctest part: $cmd_tests"

# ==== 1. bootstrap ============================================================================
if ! command -v mmdebstrap >/dev/null 2>&1; then
  say "installing mmdebstrap on this host"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends mmdebstrap >/dev/null
fi

bootstrap_args=(--mode=root --format=directory --variant=minbase --components=main)
if [[ "$mirror_main$mirror_updates$mirror_security" == *https://* ]]; then
  # apt speaks https itself but needs the CA certificates to check the mirror.
  bootstrap_args+=(--include=ca-certificates)
fi
if [[ -n "$apt_cache" ]]; then
  # Hard links (a copy across file systems): removing the root later unlinks them and leaves
  # the cache alone, and nothing is mounted while mmdebstrap works. The debs the bootstrap
  # downloads go back into the cache.
  # shellcheck disable=SC2016  # $1 is for mmdebstrap's hook shell: the root's path
  bootstrap_args+=(--skip=essential/unlink
    --setup-hook='mkdir -p "$1/var/cache/apt/archives"'
    --setup-hook="find $apt_cache -maxdepth 1 -name '*.deb' -exec cp -al -t \"\$1/var/cache/apt/archives\" {} + 2>/dev/null || find $apt_cache -maxdepth 1 -name '*.deb' -exec cp -a -t \"\$1/var/cache/apt/archives\" {} +"
    --customize-hook="find \"\$1/var/cache/apt/archives\" -maxdepth 1 -name '*.deb' -exec cp -aln -t $apt_cache {} + 2>/dev/null || find \"\$1/var/cache/apt/archives\" -maxdepth 1 -name '*.deb' -exec cp -an -t $apt_cache {} + || true")
fi

say "bootstrap: mmdebstrap $SUITE into $root"
start=$SECONDS
rc=0
mmdebstrap "${bootstrap_args[@]}" "$SUITE" "$root" \
  "deb $mirror_main $SUITE main" \
  "deb $mirror_updates $SUITE-updates main" \
  "deb $mirror_security $SUITE-security main" || rc=$?
if [[ $rc -ne 0 ]]; then
  record "bootstrap (mmdebstrap $SUITE minbase)" $((SECONDS - start)) "FAILED (exit $rc)"
  fail "mmdebstrap exited with $rc"
fi
record "bootstrap (mmdebstrap $SUITE minbase)" $((SECONDS - start)) ok
debian_version="$(cat "$root/etc/debian_version") ($SUITE)"
echo "Debian $debian_version, $(du -sh --one-file-system "$root" | cut -f1) in the root"

mkdir -p "$root$(dirname "$SRC_IN_ROOT")"
mv "$src_stage" "$root$SRC_IN_ROOT"
mount_root_filesystems

# ==== 2. the README's commands ================================================================
label1="README command 1 (start the wizard)"
label2="README command 2 (run every test)"
n_wizard=${#parts_wizard[@]}
if [[ "$mode" == quick ]]; then last_index=$configure_index; else last_index=$((n_wizard - 2)); fi
for ((i = 0; i <= last_index; i++)); do
  run_part "$label1, part $((i + 1))/$n_wizard" "${parts_wizard[$i]}"
done

if [[ "$mode" == full ]]; then
  # The wizard's last part would block: it runs offscreen under a timeout, and being killed by
  # that timeout (124; 137 if it needed SIGKILL) is what "it started and kept running" looks like.
  wizard_part=${parts_wizard[$((n_wizard - 1))]}
  wizard_label="$label1, part $n_wizard/$n_wizard"
  run_in_root "$wizard_label" "QT_QPA_PLATFORM=offscreen timeout --kill-after=10 $WIZARD_SECONDS bash -c '$wizard_part'"
  fatal_re='could not load the qt platform plugin|no qt platform plugin could be initialized|qt\.qpa\.[a-z]*: (could not|cannot|failed)|could not connect to display|qfatal|^fatal|segmentation fault|core dumped'
  if [[ $part_rc -ne 124 && $part_rc -ne 137 ]]; then
    record "$wizard_label: $wizard_part" "$part_secs" "FAILED (exit $part_rc before ${WIZARD_SECONDS}s)"
    echo "--- the wizard's output ---"; cat "$part_out"; echo "---"
    fail "$wizard_label \`$wizard_part\` exited with $part_rc before ${WIZARD_SECONDS} s: the wizard did not stay up"
  elif grep -Eiq "$fatal_re" "$part_out"; then
    record "$wizard_label: $wizard_part" "$part_secs" "FAILED (Qt error)"
    echo "--- the wizard's errors ---"; grep -Ei "$fatal_re" "$part_out"; echo "---"
    fail "$wizard_label \`$wizard_part\` kept running but printed a Qt fatal error"
  else
    record "$wizard_label: $wizard_part" "$part_secs" "ok (still running after ${WIZARD_SECONDS}s, stopped)"
  fi

  n_tests=${#parts_tests[@]}
  for i in "${!parts_tests[@]}"; do
    label="$label2, part $((i + 1))/$n_tests"
    if [[ $i -ne $ctest_index ]]; then
      run_part "$label" "${parts_tests[$i]}"
      continue
    fi
    run_in_root "$label" "${parts_tests[$i]}"
    test_line=$(grep -E '[0-9]+% tests passed, [0-9]+ tests? failed out of [0-9]+' "$part_out" | tail -n1 || true)
    failed_tests=$(awk '/^The following tests FAILED:/ { on = 1; next } on && /^[[:space:]]/ { print; next } on { exit }' "$part_out")
    if [[ $part_rc -eq 0 ]]; then
      record "$label: ${parts_tests[$i]}" "$part_secs" ok
    else
      record "$label: ${parts_tests[$i]}" "$part_secs" "FAILED (exit $part_rc)"
      fail "$label \`${parts_tests[$i]}\` exited with $part_rc${test_line:+ ($test_line)}"
    fi
  done
fi
exit 0
