// CpuBenchmark: the benchmark's CPU row, measured in-process with core/bench's CpuConvolution
// (im2col + OpenBLAS) on the same deterministic inputs as the GPU rows, checked by sampling
// against the double reference. Runs everywhere, including machines with no GPU.
#pragma once

#include "core/bench/ConvolutionShape.h"
#include "core/verify/BenchmarkResult.h"

#include <atomic>
#include <functional>
#include <memory>

namespace cudnnsetup {

class CpuBenchmark
{
public:
    // At least kMinSamples runs after one warm-up, more (up to maxSamples) while the total stays
    // under budgetMs. progress(0..1) is called after each run; a set cancel flag stops between
    // runs and returns a row with status Failed and code "cancelled".
    static constexpr int kMinSamples = 5;
    static BenchmarkRow run(const bench::ConvolutionShape &shape, int maxSamples = 30, int budgetMs = 15000,
                            const std::shared_ptr<std::atomic_bool> &cancel = {},
                            const std::function<void(double)> &progress = {});
};

} // namespace cudnnsetup
