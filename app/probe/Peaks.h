// The GPU's dense peak throughput per precision, for "x % of peak" (docs/benchmark-method.md,
// "Peak throughput"; the per-SM rates: docs/probe-json.md, field `peaks`): SMs × FLOP per clock
// per SM × clock, with the rates of the compute capability. The clock is cudaDevAttrClockRate
// (the maximum boost clock); NVIDIA's own tensor-core figures for some parts use a lower clock,
// so these peaks are upper bounds and the JSON states the clock used.
#pragma once

#include <optional>
#include <string>

namespace probe {

struct Peaks
{
    double clockMHz = 0.0;
    std::optional<double> fp32;   // TFLOP/s on the CUDA cores
    std::optional<double> tf32;   // tensor cores, TF32 inputs, FP32 accumulate
    std::optional<double> fp16;   // tensor cores, FP16 inputs, FP32 accumulate
};

// name: the device name, which tells GeForce parts (half-rate FP32 accumulation on 7.5/8.6/8.9)
// and Turing parts without tensor cores (GTX 16xx, MX) apart.
Peaks peaksFor(int ccMajor, int ccMinor, int multiprocessors, int clockKHz, const std::string &name);

} // namespace probe
