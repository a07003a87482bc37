// Our own CUDA convolution kernels: the benchmark's "without cuDNN" rows (ConvKernels.cu), FP32,
// NCHW input, KCRS filters, NKPQ output, cross-correlation, dilation 1 — the same layer cuDNN times.
//   naive: one thread per output, loops over C·R·S from global memory ("no optimisation at all").
//   tiled: implicit GEMM (docs/benchmark-method.md, "Our kernels"): GEMM M = N·P·Q, N = K,
//          K = C·R·S; 64×64 block tiles, BK = 8, 256 threads with 4×4 outputs each, both tiles
//          staged in shared memory (double-buffered), fmaf only.
// Plain C++ interface (the rest of the probe is compiled by the host compiler).
#pragma once

#include <cuda_runtime_api.h>

#include <cstddef>
#include <string>

namespace probe::kernels {

struct ConvGeometry
{
    int N = 1, C = 1, H = 1, W = 1, K = 1, R = 1, S = 1;
    int P = 1, Q = 1;
    int padH = 0, padW = 0, strideH = 1, strideW = 1;
};

// Why the kernels cannot run this layer ("" when they can): they index with 32-bit integers, so
// every tensor must have fewer than 2^31 elements, and R, S must be below 32768.
std::string unsupportedReason(const ConvGeometry &geometry);

// Enqueues one naive convolution on the stream; returns the launch's error.
cudaError_t launchNaive(const float *x, const float *w, float *y, const ConvGeometry &geometry, cudaStream_t stream);

// The tiled kernel needs a per-layer table (for each reduction index c·R·S + r·S + s: the input
// offset c·H·W + r·W + s and r, s), built once on the host and kept on the device: geometry, not
// data, like cuDNN's IMPLICIT_PRECOMP_GEMM. prepare() is outside the timed region; launch() is
// what gets timed.
class TiledConvolution
{
public:
    TiledConvolution() = default;
    TiledConvolution(const TiledConvolution &) = delete;
    TiledConvolution &operator=(const TiledConvolution &) = delete;
    ~TiledConvolution();

    cudaError_t prepare(const ConvGeometry &geometry);
    cudaError_t launch(const float *x, const float *w, float *y, cudaStream_t stream) const;

private:
    ConvGeometry m_geometry;
    void *m_table = nullptr;   // int2[C·R·S]
};

// FP32 <-> FP16 (round to nearest even) on the device, for the cuDNN FP16 row.
cudaError_t convertToHalf(const float *in, void *out, size_t count, cudaStream_t stream);
cudaError_t convertFromHalf(const void *in, float *out, size_t count, cudaStream_t stream);

} // namespace probe::kernels
