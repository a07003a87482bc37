#!/usr/bin/env bash
# Runs the libFuzzer targets of a fuzz build for a while each and prints, per target, how many
# inputs it ran per second, how many new ones it kept and how large its corpus grew — the
# figures a fuzzing session reports. Two targets run at a time (one per core of a 2-core
# machine; -p N for more). Each target works on its own corpus under <build>/fuzz-corpus/<name>
# (seeded from its seed folders, kept between runs) and writes what it finds — crash-*, leak-*,
# timeout-*, oom-* — to <build>/fuzz-artifacts/<name>/. A found input is fixed in the code and
# then kept as a regression case in tests/fuzz/regressions/<name>/ (README.md).
#
#   tests/fuzz/run-fuzzers.sh [-b build-fuzz] [-t seconds] [-p parallel] [target ...]
set -euo pipefail

build=build-fuzz
seconds=300
parallel=2
while getopts "b:t:p:h" option; do
    case $option in
        b) build=$OPTARG ;;
        t) seconds=$OPTARG ;;
        p) parallel=$OPTARG ;;
        *) sed -n '2,10p' "$0"; exit 2 ;;
    esac
done
shift $((OPTIND - 1))

list=$build/fuzz-targets.txt
if [[ ! -f $list ]]; then
    echo "No $list: configure and build the fuzz preset first (cmake --preset fuzz && cmake --build --preset fuzz)." >&2
    exit 2
fi
wanted=("$@")
logs=$build/fuzz-logs
mkdir -p "$logs"

# The archive and journal targets write files on every input: in memory they run several
# times faster than on a disk.
if [[ -z ${TMPDIR:-} && -d /dev/shm && -w /dev/shm ]]; then
    export TMPDIR=/dev/shm
fi
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

run_one() {
    local name=$1 binary=$2 dictionary=$3 folders=$4
    local corpus=$build/fuzz-corpus/$name artifacts=$build/fuzz-artifacts/$name
    mkdir -p "$corpus" "$artifacts"
    IFS=, read -r -a seed_folders <<<"$folders"
    for folder in "${seed_folders[@]}"; do
        [[ -d $folder ]] && find "$folder" -maxdepth 1 -type f -exec cp -n {} "$corpus/" \;
    done
    local options=(-max_total_time="$seconds" -timeout=1 -rss_limit_mb=2048 -print_final_stats=1
                   -artifact_prefix="$artifacts/")
    [[ -n $dictionary ]] && options+=(-dict="$dictionary")
    # -close_fd_mask=1: the targets print nothing of their own worth keeping; libFuzzer's
    # status lines go to stderr.
    "$binary" "${options[@]}" -close_fd_mask=1 "$corpus" >"$logs/$name.log" 2>&1 || true
}

declare -a names=()
while IFS='|' read -r name binary dictionary folders; do
    [[ -z $name ]] && continue
    short=${name#fuzz_}
    if [[ ${#wanted[@]} -gt 0 ]] && [[ ! " ${wanted[*]} " =~ " $short " ]] && [[ ! " ${wanted[*]} " =~ " $name " ]]; then
        continue
    fi
    names+=("$short")
    echo "fuzzing $short for ${seconds}s"
    run_one "$short" "$binary" "$dictionary" "$folders" &
    while [[ $(jobs -rp | wc -l) -ge $parallel ]]; do
        wait -n || true
    done
done <"$list"
wait

printf '\n%-18s %12s %10s %10s %10s %12s  %s\n' target executions execs/s new corpus "corpus KB" findings
status=0
for name in "${names[@]}"; do
    log=$logs/$name.log
    stat() { sed -n "s/^stat::$1: *//p" "$log" | tail -1; }
    corpus=$build/fuzz-corpus/$name
    files=$(find "$corpus" -type f | wc -l)
    kilobytes=$(du -sk "$corpus" | cut -f1)
    findings=$(find "$build/fuzz-artifacts/$name" -type f | wc -l)
    [[ $findings -gt 0 ]] && status=1
    if grep -q 'ERROR: libFuzzer\|ERROR: AddressSanitizer\|runtime error:\|broken promise' "$log"; then
        status=1
        findings="$findings (see $log)"
    fi
    printf '%-18s %12s %10s %10s %10s %12s  %s\n' "$name" "$(stat number_of_executed_units)" \
        "$(stat average_exec_per_sec)" "$(stat new_units_added)" "$files" "$kilobytes" "$findings"
done
exit $status
