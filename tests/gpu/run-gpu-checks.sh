#!/usr/bin/env bash
# The GPU checks of cudnn-probe, in one go, for a machine with an NVIDIA GPU (made for the lent
# H200 machine, see tests/gpu/README.md): builds the probe alone (tests/gpu/CMakeLists.txt, no Qt),
# finds a cuDNN 9, then runs `info`, `verify`, `bench` on the four ResNet-50 presets (all
# precisions, batch auto) and on one odd custom layer, and our kernels under compute-sanitizer
# when it is there. Writes the JSON under $OUT (default ./gpu-checks-out) and prints a table.
#
#   tests/gpu/run-gpu-checks.sh               # from the repository root
#   CUDNN_DIR=/path/to/cudnn/lib tests/gpu/run-gpu-checks.sh
#   CUDNN_PROBE_CUDA_ARCHITECTURES=90-real tests/gpu/run-gpu-checks.sh   # quicker build, one GPU
#
# Never changes the GPU's settings (clocks, power, modes): it only reads them.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
OUT=${OUT:-$PWD/gpu-checks-out}
BUILD=${BUILD_DIR:-/tmp/cudnn-probe-gpu-build}
mkdir -p "$OUT"
LOG="$OUT/log.txt"
: >"$LOG"
say() { echo "$*" | tee -a "$LOG"; }
started=$SECONDS

say "== cudnn-probe GPU checks ($(date -u +%FT%TZ))"
command -v nvidia-smi >/dev/null && nvidia-smi -L 2>&1 | tee -a "$LOG"
command -v nvidia-smi >/dev/null &&
    nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv 2>&1 | tee -a "$LOG"

# --- build -------------------------------------------------------------------------------------
if [ -z "${CUDACXX:-}" ]; then
    CUDACXX=$(command -v nvcc || true)
    [ -z "$CUDACXX" ] && [ -x /usr/local/cuda/bin/nvcc ] && CUDACXX=/usr/local/cuda/bin/nvcc
    export CUDACXX
fi
say "nvcc: ${CUDACXX:-none} ($("${CUDACXX:-false}" --version 2>/dev/null | grep -o 'release [0-9.]*'))"
generator=()
command -v ninja >/dev/null && generator=(-G Ninja)
archs=()
[ -n "${CUDNN_PROBE_CUDA_ARCHITECTURES:-}" ] && archs=(-DCUDNN_PROBE_CUDA_ARCHITECTURES="$CUDNN_PROBE_CUDA_ARCHITECTURES")
build_start=$SECONDS
if ! cmake -S "$ROOT/tests/gpu" -B "$BUILD" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release "${archs[@]}" >>"$LOG" 2>&1 ||
    ! cmake --build "$BUILD" -j "$(nproc)" >>"$LOG" 2>&1; then
    say "BUILD FAILED (the end of $LOG):"
    tail -40 "$LOG"
    exit 1
fi
PROBE="$BUILD/bin/cudnn-probe"
say "built $PROBE in $((SECONDS - build_start)) s"
if ldd "$PROBE" | grep -q libcudart; then say "WARNING: cudnn-probe links libcudart dynamically"; fi
command -v cuobjdump >/dev/null && say "cubins: $(cuobjdump --list-elf "$PROBE" 2>/dev/null | grep -o 'sm_[0-9]*' | sort -u | tr '\n' ' ')"

# --- cuDNN ---------------------------------------------------------------------------------------
# Where a cuDNN 9 may be: CUDNN_DIR; a copy carried in the repository (.cudnn/lib, see README);
# the toolkit; the pip wheels next to the image's python3 (nvidia-cudnn-cu13 / -cu12).
site_dirs=$(python3 -c 'import site, sys; print("\n".join(site.getsitepackages() + [site.getusersitepackages()] + sys.path))' 2>/dev/null)
find_lib() {   # find_lib NAME DIR... -> the first DIR holding NAME
    local name=$1 dir
    shift
    for dir in "$@"; do
        [ -n "$dir" ] && [ -e "$dir/$name" ] && { echo "$dir"; return 0; }
    done
    return 1
}
candidates=("${CUDNN_DIR:-}" "$ROOT/.cudnn/lib" /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib
            /usr/lib/x86_64-linux-gnu)
while IFS= read -r d; do
    [ -n "$d" ] && candidates+=("$d/nvidia/cudnn/lib" "$d/nvidia/cu13/lib" "$d/nvidia/cu12/lib")
done <<<"$site_dirs"
CUDNN=$(find_lib libcudnn.so.9 "${candidates[@]}" || true)
if [ -z "$CUDNN" ]; then
    CUDNN=$(timeout 30 find /usr /opt /root -name libcudnn.so.9 2>/dev/null | head -1 | xargs -r dirname)
fi
# cuDNN's legacy convolutions dlopen cuBLASLt (and NVRTC for runtime-compiled engines) by name:
# put the folders that hold them on the search path.
extra=()
for name in libcublasLt.so.13 libcublasLt.so.12 libnvrtc.so.13 libnvrtc.so.12; do
    dirs=("${candidates[@]}")
    while IFS= read -r d; do [ -n "$d" ] && dirs+=("$d/nvidia/cublas/lib" "$d/nvidia/cuda_nvrtc/lib"); done <<<"$site_dirs"
    d=$(find_lib "$name" "${dirs[@]}" || true)
    [ -n "$d" ] && [[ " ${extra[*]} " != *" $d "* ]] && extra+=("$d")
done
if [ ${#extra[@]} -gt 0 ]; then
    LD_LIBRARY_PATH=$(printf '%s:' "${extra[@]}")${LD_LIBRARY_PATH:-}
    export LD_LIBRARY_PATH
fi
say "cuDNN folder: ${CUDNN:-none found (cuDNN rows will fail cudnn-unavailable; our kernels still run)}"
say "LD_LIBRARY_PATH: ${LD_LIBRARY_PATH:-}"
cudnn_args=()
[ -n "$CUDNN" ] && cudnn_args=(--cudnn-dir "$CUDNN")

run_probe() {   # run_probe OUTFILE ARGS... : JSON to $OUT/OUTFILE, stderr to the log
    local file=$1
    shift
    say "\$ cudnn-probe $*"
    local t0=$SECONDS
    timeout 90 "$PROBE" "$@" >"$OUT/$file" 2>>"$LOG"
    local rc=$?
    say "   exit $rc after $((SECONDS - t0)) s -> $file"
}

run_probe info.json info
if [ -n "$CUDNN" ]; then run_probe verify.json verify --cudnn-dir "$CUDNN"; fi
for layer in conv3_x conv2_x conv4_x conv5_x; do
    run_probe "bench-$layer.json" bench "${cudnn_args[@]}" --layer "$layer" --precision all
done
# Odd on purpose: C and K not multiples of 8 or 64, a 5x3 filter, stride 2, padding 2.
run_probe bench-custom.json bench "${cudnn_args[@]}" --shape 5,37,30,23,70,5,3,2,2 --precision all

# Our kernels under compute-sanitizer (memory errors; shared-memory races in the tiled kernel),
# on a small odd layer without cuDNN. Output in the log.
if command -v compute-sanitizer >/dev/null; then
    for tool in memcheck racecheck; do
        say "\$ compute-sanitizer --tool $tool cudnn-probe bench --shape 3,13,11,9,70,3,3,1,2 --precision fp32"
        timeout 120 compute-sanitizer --tool "$tool" "$PROBE" bench --shape 3,13,11,9,70,3,3,1,2 --precision fp32 \
            --samples 30 >"$OUT/sanitizer.json" 2>>"$LOG"
        grep -E "ERROR SUMMARY|RACECHECK SUMMARY" "$LOG" | tail -1 | sed "s/^/   $tool: /" | tee -a "$LOG"
    done
    rm -f "$OUT/sanitizer.json"
fi

command -v nvidia-smi >/dev/null &&
    nvidia-smi --query-gpu=clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv 2>&1 | tee -a "$LOG"

# --- table ---------------------------------------------------------------------------------------
python3 - "$OUT" <<'PY' 2>&1 | tee -a "$LOG"
import json, os, sys
out = sys.argv[1]
def load(name):
    try:
        with open(os.path.join(out, name)) as f:
            return json.load(f)
    except Exception as e:
        print(f"{name}: unreadable ({e})")
        return None
v = load("verify.json")
if v:
    items = {i["id"]: i for i in v["items"]}
    conv = items.get("convolution", {})
    print(f"verify: result {v['result']}; " + ", ".join(f"{i['id']}={i['status']}/{i['code']}" for i in v["items"]))
    print(f"  convolution: {conv.get('status')} {conv.get('code')} {conv.get('detail', '')} maxError={conv.get('maxError')}")
for name in ["bench-conv3_x.json", "bench-conv2_x.json", "bench-conv4_x.json", "bench-conv5_x.json", "bench-custom.json"]:
    b = load(name)
    if not b:
        continue
    s = b["shape"]
    peaks = b.get("peaks") or {}
    print(f"\n{b['layer']} N{s['N']} C{s['C']} {s['H']}x{s['W']} K{s['K']} {s['R']}x{s['S']} pad{s['padH']} stride{s['strideH']}"
          f" -> {s['P']}x{s['Q']}, {b['flops']/1e9:.2f} GFLOP; gpu {b['gpuState']} {(b.get('device') or {}).get('name', '')}"
          f" clock {peaks.get('clockMHz')} MHz; cuDNN {(b.get('cudnnVersion') or {}).get('text')} {b['cudnnError']}")
    print(f"  {'row':16} {'status':22} {'median ms':>10} {'p10-p90':>15} {'TFLOP/s':>8} {'%peak':>6} {'maxErr':>9} {'ok':>3}  algorithm (heuristic: ms)")
    for r in b["rows"]:
        c = r["check"]
        algo = ""
        if r["implementation"] == "cudnn":
            algo = f"{r['algorithm']}/{r['mathType']} ws {r['workspaceBytes']>>20} MB"
            if r["heuristicAlgorithm"] and r["heuristicAlgorithm"] != r["algorithm"]:
                algo += f" (heur {r['heuristicAlgorithm']}: {r['heuristicMedianMs']:.4f})"
        status = r["status"] if r["status"] == "ok" else f"{r['status']}/{r['code']}"
        print(f"  {r['id']:16} {status:22} {r['medianMs']:10.4f} {r['p10Ms']:7.4f}-{r['p90Ms']:<7.4f} {r['tflops']:8.2f}"
              f" {r['percentOfPeak']:6.1f} {c['maxError']:9.2e} {'yes' if c['pass'] else 'NO':>3}  {algo}")
        if r["status"] != "ok":
            print(f"      {r['detail'][:300]}")
    rows = {r["id"]: r for r in b["rows"]}
    f32, tiled = rows.get("cudnn-fp32"), rows.get("cuda-tiled")
    if f32 and tiled and f32["medianMs"] > 0 and tiled["medianMs"] > 0:
        print(f"  cuda-tiled / cudnn-fp32 time: {tiled['medianMs'] / f32['medianMs']:.2f}x")
PY
say "total $((SECONDS - started)) s; files in $OUT: $(ls "$OUT" | tr '\n' ' ')"
