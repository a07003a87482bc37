// CpuConvolution: the CPU backend of the convolution benchmark. A real FP32 forward convolution
// (im2col + OpenBLAS sgemm, multithreaded over the batch) whose workspace is allocated once per
// shape, outside the timed call. Its correctness reference is in ReferenceConvolution.h.
#pragma once

#include "core/bench/ConvolutionShape.h"
#include "core/bench/ReferenceConvolution.h"

#include <span>
#include <vector>

namespace cudnnsetup::bench {

// Layouts: input NCHW, filters KCRS, output NKPQ, all dense and row-major.
class CpuConvolution
{
public:
    // Throws std::invalid_argument for an invalid shape. threadCount 0 means
    // std::thread::hardware_concurrency().
    explicit CpuConvolution(const ConvolutionShape& shape, unsigned threadCount = 0);

    // Computes output = conv(input, filters). Throws std::invalid_argument when a span's size does
    // not match the shape. Not reentrant with other run() calls in the same process: OpenBLAS's
    // thread count is a process-wide setting, and run() sets it (see the .cpp).
    void run(std::span<const float> input, std::span<const float> filters, std::span<float> output);

    const ConvolutionShape& shape() const { return m_shape; }
    unsigned threadCount() const { return m_threadCount; }

    // The two steps run() performs per image, public so that the benchmark can time them alone.
    // im2col: one CHW image -> a (C*R*S) x (P*Q) row-major column matrix (zeros where the
    // filter overlaps the padding).
    static void im2col(const ConvolutionShape& shape, const float* image, float* columns);
    // gemm: filters (K x C*R*S) * columns (C*R*S x P*Q) -> one image's KPQ output, by cblas_sgemm.
    static void gemm(const ConvolutionShape& shape, const float* filters, const float* columns, float* output);

private:
    ConvolutionShape m_shape;
    unsigned m_threadCount = 1;
    unsigned m_workerCount = 1;      // threads of ours, each owning a contiguous range of images
    int m_blasThreadsPerWorker = 1;  // what is left of threadCount for OpenBLAS inside each worker
    std::vector<std::vector<float>> m_columnsPerWorker; // the im2col workspace, one per worker
};

} // namespace cudnnsetup::bench
