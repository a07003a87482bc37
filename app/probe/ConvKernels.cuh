// The device code of our convolution kernels (ConvKernels.h says what they are), kept apart from
// the launchers in ConvKernels.cu so that a host-only test can compile these very kernels with a
// small CUDA shim and run them thread by thread on the CPU (tests/integration/probe/
// KernelEmulationTest.cpp): the machines that build this project have no GPU. Device code only
// uses what that shim provides: threadIdx/blockIdx/blockDim/gridDim, __shared__, __syncthreads,
// __ldg, fmaf, int2, float4, make_float4.
#pragma once

namespace probe::kernels::device {

// Everything the kernels need, derived once on the host. All products fit in int: every tensor
// has fewer than 2^31 elements (unsupportedReason).
struct Geo
{
    int N, C, H, W, K, R, S, P, Q, padH, padW, strideH, strideW;
    int PQ;   // P·Q
    int HW;   // H·W
    int CHW;  // C·H·W: one input image
    int KK;   // C·R·S: the GEMM reduction length
    int M;    // N·P·Q: the GEMM rows
};

inline Geo makeGeo(int N, int C, int H, int W, int K, int R, int S, int P, int Q, int padH, int padW, int strideH,
                   int strideW)
{
    Geo d {};
    d.N = N; d.C = C; d.H = H; d.W = W; d.K = K; d.R = R; d.S = S; d.P = P; d.Q = Q;
    d.padH = padH; d.padW = padW; d.strideH = strideH; d.strideW = strideW;
    d.PQ = P * Q;
    d.HW = H * W;
    d.CHW = C * d.HW;
    d.KK = C * R * S;
    d.M = N * d.PQ;
    return d;
}

// ---------------------------------------------------------------------------------------------
// Naive: one thread per output y[n][k][p][q]; consecutive threads take consecutive q, so the
// loads of x and the stores of y are coalesced and the filter loads are broadcasts.
__global__ void convNaiveKernel(const float *__restrict__ x, const float *__restrict__ w, float *__restrict__ y,
                                Geo g)
{
    const long long total = static_cast<long long>(g.M) * g.K;
    const long long step = static_cast<long long>(gridDim.x) * blockDim.x;
    for (long long i = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x; i < total; i += step) {
        // i = ((n·K + k)·P + p)·Q + q
        const int q = static_cast<int>(i % g.Q);
        long long t = i / g.Q;
        const int p = static_cast<int>(t % g.P);
        t /= g.P;
        const int k = static_cast<int>(t % g.K);
        const int n = static_cast<int>(t / g.K);
        const int h0 = p * g.strideH - g.padH;
        const int w0 = q * g.strideW - g.padW;
        float acc = 0.0f;
        for (int c = 0; c < g.C; ++c) {
            const float *xc = x + (n * g.C + c) * g.HW;
            const float *wc = w + (k * g.C + c) * g.R * g.S;
            for (int r = 0; r < g.R; ++r) {
                const int h = h0 + r;
                if (h < 0 || h >= g.H)
                    continue;
                for (int s = 0; s < g.S; ++s) {
                    const int ww = w0 + s;
                    if (ww < 0 || ww >= g.W)
                        continue;
                    acc = fmaf(xc[h * g.W + ww], wc[r * g.S + s], acc);
                }
            }
        }
        y[i] = acc;
    }
}

// ---------------------------------------------------------------------------------------------
// Tiled implicit GEMM. Block (bx, by) computes the output tile rows m0..m0+63 (m = n·P·Q + p·Q + q)
// × filters k0..k0+63. Per step of BK = 8 reduction indices g (g = c·R·S + r·S + s):
//   A tile As[8][64]: As[kk][i] = x[n][c][p·stride−pad+r][q·stride−pad+s] (0 in the padding) for
//     m = m0+i, g = g0+kk; gathered on the fly (no im2col buffer). Thread t loads column t%64
//     (fixed over the whole reduction, so its n, p, q are computed once) in rows t/64 and t/64+4;
//     a warp reads 32 consecutive m, i.e. mostly consecutive q: coalesced.
//   B tile Bs[8][64(+4)]: Bs[kk][j] = w[k0+j][g0+kk] (KCRS is row-major K × C·R·S). Thread t loads
//     row t%8 of columns t/8 and t/8+32: 8 consecutive threads read 8 consecutive floats of one
//     filter. Rows are padded to 68 floats so that these stores hit 32 different banks.
// Each thread accumulates a 4×4 micro-tile: rows tm..tm+3 (tm = 4·(t%16)) × filters tn..tn+3
// (tn = 4·(t/16)), reading both as float4 from shared memory. Two shared-memory buffers: the next
// step's global loads are issued before this step's arithmetic and stored to the other buffer
// after it, so one barrier per step suffices.
inline constexpr int kBM = 64;
inline constexpr int kBN = 64;
inline constexpr int kBK = 8;
inline constexpr int kTM = 4;
inline constexpr int kTN = 4;
inline constexpr int kThreads = (kBM / kTM) * (kBN / kTN);   // 256
inline constexpr int kBNPadded = kBN + 4;

static_assert(kThreads == 256, "the load mappings below assume 256 threads");
static_assert(kBK * kBM == 2 * kThreads, "each thread loads two A elements per step");
static_assert(kBK * kBN == 2 * kThreads, "each thread loads two B elements per step");

__global__ void __launch_bounds__(kThreads)
convTiledKernel(const float *__restrict__ x, const float *__restrict__ w, const int2 *__restrict__ table,
                float *__restrict__ y, Geo g)
{
    __shared__ __align__(16) float As[2][kBK][kBM];
    __shared__ __align__(16) float Bs[2][kBK][kBNPadded];

    const int tid = static_cast<int>(threadIdx.x);
    const int m0 = static_cast<int>(blockIdx.x) * kBM;
    const int k0 = static_cast<int>(blockIdx.y) * kBN;

    // --- A loads: one output row m per thread, two reduction rows.
    const int aCol = tid % kBM;   // 0..63
    const int aRow = tid / kBM;   // 0..3 (and aRow + 4)
    const int am = m0 + aCol;
    const bool aValid = am < g.M;
    int aH = 0, aW = 0, aBase = 0;
    if (aValid) {
        const int n = am / g.PQ;
        const int pq = am - n * g.PQ;
        const int p = pq / g.Q;
        const int q = pq - p * g.Q;
        aH = p * g.strideH - g.padH;   // input row of r = 0 (may be negative: padding)
        aW = q * g.strideW - g.padW;   // input column of s = 0
        // x index of (n, c, aH + r, aW + s) = aBase + (c·H·W + r·W + s) = aBase + table[g].x. aBase
        // alone may be negative; the sum is used only when aH + r and aW + s are inside the image.
        aBase = n * g.CHW + aH * g.W + aW;
    }

    // --- B loads: one reduction row, two filters.
    const int bRow = tid % kBK;   // 0..7
    const int bCol = tid / kBK;   // 0..31 (and bCol + 32)
    const int bK0 = k0 + bCol;
    const int bK1 = k0 + bCol + 32;
    const bool bValid0 = bK0 < g.K;
    const bool bValid1 = bK1 < g.K;
    const float *wRow0 = w + static_cast<size_t>(bValid0 ? bK0 : 0) * g.KK;
    const float *wRow1 = w + static_cast<size_t>(bValid1 ? bK1 : 0) * g.KK;

    // --- this thread's 4×4 outputs.
    const int tm = (tid % (kBM / kTM)) * kTM;
    const int tn = (tid / (kBM / kTM)) * kTN;

    float acc[kTM][kTN];
#pragma unroll
    for (int i = 0; i < kTM; ++i)
#pragma unroll
        for (int j = 0; j < kTN; ++j)
            acc[i][j] = 0.0f;

    float a0 = 0.0f, a1 = 0.0f, b0 = 0.0f, b1 = 0.0f;   // the next step's values, in flight

    auto gatherA = [&](int gIndex) -> float {
        if (!aValid || gIndex >= g.KK)
            return 0.0f;
        const int2 e = __ldg(table + gIndex);
        const int h = aH + (e.y >> 16);
        const int ww = aW + (e.y & 0xffff);
        if (static_cast<unsigned>(h) >= static_cast<unsigned>(g.H) ||
            static_cast<unsigned>(ww) >= static_cast<unsigned>(g.W))
            return 0.0f;
        return __ldg(x + (aBase + e.x));
    };
    auto loadStep = [&](int g0) {
        a0 = gatherA(g0 + aRow);
        a1 = gatherA(g0 + aRow + 4);
        const int gb = g0 + bRow;
        b0 = (bValid0 && gb < g.KK) ? __ldg(wRow0 + gb) : 0.0f;
        b1 = (bValid1 && gb < g.KK) ? __ldg(wRow1 + gb) : 0.0f;
    };
    auto storeStep = [&](int buffer) {
        As[buffer][aRow][aCol] = a0;
        As[buffer][aRow + 4][aCol] = a1;
        Bs[buffer][bRow][bCol] = b0;
        Bs[buffer][bRow][bCol + 32] = b1;
    };

    const int steps = (g.KK + kBK - 1) / kBK;
    loadStep(0);
    storeStep(0);
    __syncthreads();

    for (int step = 0; step < steps; ++step) {
        const int current = step & 1;
        const bool more = step + 1 < steps;
        if (more)
            loadStep((step + 1) * kBK);   // global loads overlap the arithmetic below

#pragma unroll
        for (int kk = 0; kk < kBK; ++kk) {
            const float4 av = *reinterpret_cast<const float4 *>(&As[current][kk][tm]);
            const float4 bv = *reinterpret_cast<const float4 *>(&Bs[current][kk][tn]);
            const float a[kTM] = {av.x, av.y, av.z, av.w};
            const float b[kTN] = {bv.x, bv.y, bv.z, bv.w};
#pragma unroll
            for (int i = 0; i < kTM; ++i)
#pragma unroll
                for (int j = 0; j < kTN; ++j)
                    acc[i][j] = fmaf(a[i], b[j], acc[i][j]);
        }

        // The other buffer was last read in the previous step, which every thread finished
        // before the barrier that ended it; the barrier below publishes it for the next step.
        if (more)
            storeStep(current ^ 1);
        __syncthreads();
    }

    // --- store: y[n][k][p][q] with m = n·P·Q + p·Q + q. A thread's 4 rows are 4 consecutive m;
    // when P·Q is a multiple of 4 they are 4 consecutive, 16-byte aligned floats of one image.
    const int mBase = m0 + tm;
    if (mBase >= g.M)
        return;
    if (g.PQ % 4 == 0 && mBase + 3 < g.M) {
        const int n = mBase / g.PQ;
        const int pq = mBase - n * g.PQ;
#pragma unroll
        for (int j = 0; j < kTN; ++j) {
            const int k = k0 + tn + j;
            if (k < g.K) {
                const float4 v = make_float4(acc[0][j], acc[1][j], acc[2][j], acc[3][j]);
                // Indexed in float4 units from the (16-byte aligned) start of the output plane:
                // written as `y + plane + pq` nvcc 13.0 splits the store into four.
                reinterpret_cast<float4 *>(y + (static_cast<size_t>(n) * g.K + k) * g.PQ)[pq / 4] = v;
            }
        }
    } else {
#pragma unroll
        for (int i = 0; i < kTM; ++i) {
            const int m = mBase + i;
            if (m < g.M) {
                const int n = m / g.PQ;
                const int pq = m - n * g.PQ;
#pragma unroll
                for (int j = 0; j < kTN; ++j) {
                    const int k = k0 + tn + j;
                    if (k < g.K)
                        y[(static_cast<size_t>(n) * g.K + k) * g.PQ + pq] = acc[i][j];
                }
            }
        }
    }
}

} // namespace probe::kernels::device
