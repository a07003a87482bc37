// perf_cpu_conv: times CpuConvolution::run on ResNet-50 conv3_x at batch 8 against the bare
// im2col + cblas_sgemm calls it is built from, measured in the same run, to show what the
// class's threading adds or costs. Prints figures; asserts nothing about time.
#include "core/bench/ConvolutionShape.h"
#include "core/bench/CpuConvolution.h"
#include "core/bench/SampledCheck.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <thread>
#include <vector>

extern "C" void openblas_set_num_threads(int num_threads);

using cudnnsetup::bench::ConvolutionShape;
using cudnnsetup::bench::CpuConvolution;
using cudnnsetup::bench::referenceOutput;

namespace {

constexpr int kWarmups = 3;
constexpr int kRepetitions = 15;

double medianMilliseconds(const std::function<void()>& body)
{
    for (int i = 0; i < kWarmups; ++i)
        body();
    std::vector<double> times;
    for (int i = 0; i < kRepetitions; ++i) {
        const auto start = std::chrono::steady_clock::now();
        body();
        times.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

std::vector<float> randomValues(int64_t count, uint64_t seed)
{
    std::vector<float> values(static_cast<size_t>(count));
    cudnnsetup::bench::fillUniform(values, seed);
    return values;
}

void report(const char* name, double ms, double flops, double baselineMs)
{
    if (flops > 0)
        std::printf("%-58s %9.2f ms %8.1f GFLOP/s   ratio %.2f\n", name, ms, flops / (ms * 1e6), ms / baselineMs);
    else // im2col alone moves data and does no arithmetic: a GFLOP/s figure would mean nothing
        std::printf("%-58s %9.2f ms %8s GFLOP/s   ratio %.2f\n", name, ms, "-", ms / baselineMs);
}

} // namespace

int main()
{
    const auto shape = ConvolutionShape::resnet50Conv3x(8);
    const unsigned threads = std::max(1u, std::thread::hardware_concurrency());
    const auto input = randomValues(shape.inputElements(), 1);
    const auto filters = randomValues(shape.filterElements(), 2);
    std::vector<float> output(size_t(shape.outputElements()));
    const int64_t imageElements = shape.C * shape.H * shape.W;
    const int64_t outputImageElements = shape.K * shape.P() * shape.Q();
    std::vector<float> columns(size_t(shape.C * shape.R * shape.S * shape.P() * shape.Q()));

    std::printf("CPU convolution, ResNet-50 conv3_x: %s, %.3f GFLOP, %u hardware threads, median of %d after %d warm-ups\n",
        shape.describe().c_str(), shape.flops() / 1e9, threads, kRepetitions, kWarmups);

    // Baseline: the same im2col and cblas_sgemm calls, one image at a time on this thread, with
    // OpenBLAS's own threads doing the parallel work (its default use).
    openblas_set_num_threads(int(threads));
    const double bareMs = medianMilliseconds([&] {
        for (int64_t n = 0; n < shape.N; ++n) {
            CpuConvolution::im2col(shape, input.data() + n * imageElements, columns.data());
            CpuConvolution::gemm(shape, filters.data(), columns.data(), output.data() + n * outputImageElements);
        }
    });

    // The pieces alone, single-threaded, for where the time goes.
    openblas_set_num_threads(1);
    const double im2colMs = medianMilliseconds([&] {
        for (int64_t n = 0; n < shape.N; ++n)
            CpuConvolution::im2col(shape, input.data() + n * imageElements, columns.data());
    });
    const double gemmOneThreadMs = medianMilliseconds([&] {
        for (int64_t n = 0; n < shape.N; ++n)
            CpuConvolution::gemm(shape, filters.data(), columns.data(), output.data() + n * outputImageElements);
    });

    CpuConvolution convolution(shape); // workspace allocated here, outside the timing
    const double runMs = medianMilliseconds([&] { convolution.run(input, filters, output); });

    report("im2col + cblas_sgemm per image, OpenBLAS threads (baseline)", bareMs, shape.flops(), bareMs);
    report("im2col alone, 1 thread", im2colMs, 0.0, bareMs);
    report("cblas_sgemm alone, 1 thread", gemmOneThreadMs, shape.flops(), bareMs);
    report("(im2col + sgemm, 1 thread) / threads: ideal split", (im2colMs + gemmOneThreadMs) / threads, shape.flops(), bareMs);
    report("CpuConvolution::run", runMs, shape.flops(), bareMs);
    std::printf("CpuConvolution::run / baseline = %.2f (target <= 1.5)\n", runMs / bareMs);

    // A sampled sanity check, so that a fast but wrong run cannot go unnoticed in the figures.
    double worst = 0.0;
    for (int64_t i = 0; i < 2048; ++i) {
        const int64_t n = i % shape.N, k = (i * 7) % shape.K, p = (i * 13) % shape.P(), q = (i * 5) % shape.Q();
        double scale = 0.0;
        const double expected = referenceOutput(shape, input, filters, n, k, p, q, &scale);
        const float actual = output[size_t(((n * shape.K + k) * shape.P() + p) * shape.Q() + q)];
        worst = std::max(worst, std::abs(double(actual) - expected) / (1.0 + scale));
    }
    std::printf("sampled check: worst |y - ref| / (1 + sum|x*w|) = %.2e over 2048 outputs\n", worst);
    return worst <= 1e-5 ? 0 : 1;
}
