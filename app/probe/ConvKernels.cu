// The "without cuDNN" convolution kernels (see ConvKernels.h). Compiled by nvcc without fast-math:
// every multiply-add is an explicit fmaf, so the FP32 results are as strict as cuDNN's FMA_MATH.
#include "ConvKernels.h"
#include "ConvKernels.cuh"

#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <vector>

namespace probe::kernels {

namespace {

using namespace device;

Geo makeGeo(const ConvGeometry &g)
{
    return device::makeGeo(g.N, g.C, g.H, g.W, g.K, g.R, g.S, g.P, g.Q, g.padH, g.padW, g.strideH, g.strideW);
}

// ---------------------------------------------------------------------------------------------
__global__ void toHalfKernel(const float *__restrict__ in, __half *__restrict__ out, size_t count)
{
    const size_t step = static_cast<size_t>(gridDim.x) * blockDim.x;
    for (size_t i = static_cast<size_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < count; i += step)
        out[i] = __float2half_rn(in[i]);
}

__global__ void fromHalfKernel(const __half *__restrict__ in, float *__restrict__ out, size_t count)
{
    const size_t step = static_cast<size_t>(gridDim.x) * blockDim.x;
    for (size_t i = static_cast<size_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < count; i += step)
        out[i] = __half2float(in[i]);
}

unsigned gridFor(long long count, int threads)
{
    const long long blocks = (count + threads - 1) / threads;
    // Grid-stride loops: a bounded grid covers any count.
    return static_cast<unsigned>(blocks < 1 ? 1 : (blocks > (1LL << 20) ? (1LL << 20) : blocks));
}

} // namespace

std::string unsupportedReason(const ConvGeometry &g)
{
    const long long limit = (1LL << 31) - 1;
    const long long input = 1LL * g.N * g.C * g.H * g.W;
    const long long filters = 1LL * g.K * g.C * g.R * g.S;
    const long long output = 1LL * g.N * g.K * g.P * g.Q;
    if (g.N < 1 || g.C < 1 || g.H < 1 || g.W < 1 || g.K < 1 || g.R < 1 || g.S < 1 || g.P < 1 || g.Q < 1 ||
        g.padH < 0 || g.padW < 0 || g.strideH < 1 || g.strideW < 1)
        return "invalid layer";
    if (input > limit || filters > limit || output > limit)
        return "a tensor has 2^31 elements or more";
    if (g.R > 32767 || g.S > 32767)
        return "the filter is 32768 or more wide";
    // The tiled kernel's aBase = n·C·H·W + (p·stride − pad)·W + (q·stride − pad) must fit in int
    // even where it points into the padding.
    const long long rowReach = std::max(1LL * g.padH, 1LL * g.P * g.strideH);
    const long long columnReach = std::max(1LL * g.padW, 1LL * g.Q * g.strideW);
    if (input + rowReach * g.W + columnReach > limit)
        return "the padding or stride is too large";
    return {};
}

cudaError_t launchNaive(const float *x, const float *w, float *y, const ConvGeometry &geometry, cudaStream_t stream)
{
    const Geo g = makeGeo(geometry);
    const long long total = static_cast<long long>(g.M) * g.K;
    convNaiveKernel<<<gridFor(total, 256), 256, 0, stream>>>(x, w, y, g);
    return cudaGetLastError();
}

TiledConvolution::~TiledConvolution()
{
    if (m_table)
        cudaFree(m_table);
}

cudaError_t TiledConvolution::prepare(const ConvGeometry &geometry)
{
    m_geometry = geometry;
    const Geo g = makeGeo(geometry);
    std::vector<int2> table(static_cast<size_t>(g.KK));
    const int RS = g.R * g.S;
    for (int index = 0; index < g.KK; ++index) {
        const int c = index / RS;
        const int rs = index - c * RS;
        const int r = rs / g.S;
        const int s = rs - r * g.S;
        table[static_cast<size_t>(index)] = make_int2(c * g.HW + r * g.W + s, (r << 16) | s);
    }
    if (m_table) {
        cudaFree(m_table);
        m_table = nullptr;
    }
    cudaError_t status = cudaMalloc(&m_table, table.size() * sizeof(int2));
    if (status != cudaSuccess) {
        m_table = nullptr;
        return status;
    }
    status = cudaMemcpy(m_table, table.data(), table.size() * sizeof(int2), cudaMemcpyHostToDevice);
    // From pageable memory cudaMemcpy may return before the copy has landed, and the kernel runs
    // on a stream that does not wait for the legacy default stream.
    return status == cudaSuccess ? cudaDeviceSynchronize() : status;
}

cudaError_t TiledConvolution::launch(const float *x, const float *w, float *y, cudaStream_t stream) const
{
    const Geo g = makeGeo(m_geometry);
    const dim3 grid(static_cast<unsigned>((g.M + kBM - 1) / kBM), static_cast<unsigned>((g.K + kBN - 1) / kBN));
    if (grid.y > 65535)
        return cudaErrorInvalidConfiguration;
    convTiledKernel<<<grid, kThreads, 0, stream>>>(x, w, static_cast<const int2 *>(m_table), y, g);
    return cudaGetLastError();
}

cudaError_t convertToHalf(const float *in, void *out, size_t count, cudaStream_t stream)
{
    toHalfKernel<<<gridFor(static_cast<long long>(count), 256), 256, 0, stream>>>(in, static_cast<__half *>(out),
                                                                                   count);
    return cudaGetLastError();
}

cudaError_t convertFromHalf(const void *in, float *out, size_t count, cudaStream_t stream)
{
    fromHalfKernel<<<gridFor(static_cast<long long>(count), 256), 256, 0, stream>>>(
        static_cast<const __half *>(in), out, count);
    return cudaGetLastError();
}

} // namespace probe::kernels
