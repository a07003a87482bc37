// SampledCheck: how the benchmark judges a backend's output without a full reference. Every
// backend (the CPU's, our CUDA kernels, cuDNN in each precision) gets the same deterministic
// inputs, and a sample of its outputs (corners and edges always included, to exercise padding)
// is compared with the double-precision direct convolution. The error of an output is normalised
// by sum |x * w| over its receptive field, which is robust to cancellation; the tolerance depends
// on the precision (docs/benchmark-method.md, "Sampled check"). Plain C++ (cudnn-probe uses it
// too).
#pragma once

#include "core/bench/ConvolutionShape.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace cudnnsetup::bench {

enum class Precision { Fp32, Tf32, Fp16 };

// The normalised error an output may have: FP32 with FMA 1e-5, TF32 2e-3, FP16 inputs with FP32
// accumulation 5e-3.
double toleranceFor(Precision precision);

// Uniform values in [-1, 1) from a fixed-seed LCG: the same seed gives the same values on every
// machine and in every backend.
void fillUniform(std::span<float> values, uint64_t seed);

// The seeds of the benchmark's input and filters, so that every backend times the same layer.
inline constexpr uint64_t kInputSeed = 1;
inline constexpr uint64_t kFilterSeed = 2;

struct OutputIndex
{
    int64_t n = 0, k = 0, p = 0, q = 0;
};

// Up to `count` distinct output coordinates: the four corners of the first and last image's first
// and last channel first, then the rest of the first and last rows and columns (padding), then
// pseudo-random ones from `seed`. All outputs when the layer has no more than `count`.
std::vector<OutputIndex> sampleOutputs(const ConvolutionShape& shape, size_t count, uint64_t seed = 3);

struct CheckSummary
{
    size_t checked = 0;
    double maxError = 0.0;   // normalised, see above
    double meanError = 0.0;
    double tolerance = 0.0;
    bool pass = false;       // every checked output within the tolerance (and none NaN/inf)
};

// Compares actual(index) with the double reference at every sampled index. input/filters are the
// FP32 values the backend was given (NCHW, KCRS), before any conversion to FP16.
CheckSummary checkSampled(const ConvolutionShape& shape, std::span<const float> input, std::span<const float> filters,
    const std::vector<OutputIndex>& samples, const std::function<double(const OutputIndex&)>& actual,
    Precision precision);

} // namespace cudnnsetup::bench
