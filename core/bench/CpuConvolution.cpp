// CpuConvolution: im2col + cblas_sgemm per image, images split across std::threads.
#include "core/bench/CpuConvolution.h"

#include <cblas.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <thread>

// OpenBLAS extension (also in Debian's openblas cblas.h, but not in the netlib one that the cblas.h
// alternative may point at instead); redeclaring it keeps this file building with either header.
extern "C" void openblas_set_num_threads(int num_threads);

namespace cudnnsetup::bench {

namespace {

// Smallest integer >= a / b, for b > 0 and any sign of a.
int64_t ceilDiv(int64_t a, int64_t b)
{
    return a >= 0 ? (a + b - 1) / b : -((-a) / b);
}

} // namespace

// Threading choice, measured with tests/perf/CpuConvolutionBenchmark.cpp (conv3_x, batch 8, 2-core
// Debian 12 VM, OpenBLAS 0.3.21 pthread, Release): splitting the batch across our own threads, each
// calling a single-threaded sgemm, took ~31 ms; one image at a time with OpenBLAS's own 2 threads
// took ~33-35 ms. The sgemm itself scales about as well either way; the difference is im2col
// (~5 ms for the batch on one thread), which runs serially in the OpenBLAS-threaded scheme and in
// parallel in ours. OpenBLAS threads are still used when the batch is smaller than the thread
// count (batch 1), where splitting the batch cannot use every core. Running both levels at full
// width would oversubscribe the cores (threads^2 busy threads), hence the division below.
CpuConvolution::CpuConvolution(const ConvolutionShape& shape, unsigned threadCount)
    : m_shape(shape)
{
    requireValidShape(shape);
    m_threadCount = threadCount != 0 ? threadCount : std::max(1u, std::thread::hardware_concurrency());
    m_workerCount = unsigned(std::min<int64_t>(m_threadCount, shape.N));
    m_blasThreadsPerWorker = int(std::max(1u, m_threadCount / m_workerCount));
    const size_t columnElements = size_t(shape.C * shape.R * shape.S) * size_t(shape.P() * shape.Q());
    m_columnsPerWorker.assign(m_workerCount, std::vector<float>(columnElements));
}

void CpuConvolution::im2col(const ConvolutionShape& shape, const float* image, float* columns)
{
    const int64_t P = shape.P(), Q = shape.Q();
    for (int64_t c = 0; c < shape.C; ++c) {
        const float* channel = image + c * shape.H * shape.W;
        for (int64_t r = 0; r < shape.R; ++r) {
            for (int64_t s = 0; s < shape.S; ++s) {
                float* row = columns + ((c * shape.R + r) * shape.S + s) * P * Q;
                for (int64_t p = 0; p < P; ++p) {
                    float* out = row + p * Q;
                    const int64_t h = p * shape.strideH - shape.padH + r;
                    if (h < 0 || h >= shape.H) {
                        std::fill(out, out + Q, 0.0f);
                        continue;
                    }
                    // Outputs [qBegin, qEnd) read inside the row; the rest read padding. Splitting
                    // the range keeps the bounds test out of the copy loop.
                    const int64_t firstW = s - shape.padW; // w at q = 0
                    const int64_t qBegin = std::clamp<int64_t>(ceilDiv(-firstW, shape.strideW), 0, Q);
                    const int64_t qEnd = std::clamp<int64_t>(ceilDiv(shape.W - firstW, shape.strideW), qBegin, Q);
                    std::fill(out, out + qBegin, 0.0f);
                    const float* source = channel + h * shape.W + firstW;
                    if (shape.strideW == 1) {
                        // memcpy-speed at stride 1 (the 3x3 ResNet layers): ~2x faster than the loop.
                        std::copy(source + qBegin, source + qEnd, out + qBegin);
                    } else {
                        for (int64_t q = qBegin; q < qEnd; ++q)
                            out[q] = source[q * shape.strideW];
                    }
                    std::fill(out + qEnd, out + Q, 0.0f);
                }
            }
        }
    }
}

void CpuConvolution::gemm(const ConvolutionShape& shape, const float* filters, const float* columns, float* output)
{
    const int depth = int(shape.C * shape.R * shape.S);
    const int pixels = int(shape.P() * shape.Q());
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, int(shape.K), pixels, depth, 1.0f, filters, depth, columns,
        pixels, 0.0f, output, pixels);
}

void CpuConvolution::run(std::span<const float> input, std::span<const float> filters, std::span<float> output)
{
    requireElementCount("input", input.size(), m_shape.inputElements());
    requireElementCount("filters", filters.size(), m_shape.filterElements());
    requireElementCount("output", output.size(), m_shape.outputElements());

    const int64_t imageElements = m_shape.C * m_shape.H * m_shape.W;
    const int64_t outputImageElements = m_shape.K * m_shape.P() * m_shape.Q();
    // Process-wide in OpenBLAS (pthread build): set once here, before any worker calls sgemm.
    openblas_set_num_threads(m_blasThreadsPerWorker);

    auto work = [&](unsigned worker) {
        // Contiguous, balanced ranges: images [begin, end) for this worker.
        const int64_t begin = m_shape.N * worker / m_workerCount;
        const int64_t end = m_shape.N * (worker + 1) / m_workerCount;
        float* columns = m_columnsPerWorker[worker].data();
        for (int64_t n = begin; n < end; ++n) {
            im2col(m_shape, input.data() + n * imageElements, columns);
            gemm(m_shape, filters.data(), columns, output.data() + n * outputImageElements);
        }
    };

    std::vector<std::jthread> helpers;
    helpers.reserve(m_workerCount - 1);
    for (unsigned worker = 1; worker < m_workerCount; ++worker)
        helpers.emplace_back(work, worker);
    work(0); // the calling thread is worker 0 rather than idling in join
}

} // namespace cudnnsetup::bench
