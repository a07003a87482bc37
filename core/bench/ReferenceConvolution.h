// The naive double-precision direct convolution that every backend of the benchmark (the CPU's,
// our CUDA kernels, cuDNN) is checked against. Plain C++ with no BLAS, so that cudnn-probe can
// use it too.
#pragma once

#include "core/bench/ConvolutionShape.h"

#include <span>
#include <vector>

namespace cudnnsetup::bench {

// out[n,k,p,q] = sum over c,r,s of in[n,c,h,w] * filt[k,c,r,s], in double, by direct loops.
// When absoluteSums is given it receives, per output, sum |in * filt| over the receptive field:
// the scale against which an FP32 result's rounding error is judged.
// Throws std::invalid_argument on an invalid shape or mismatched sizes.
std::vector<double> referenceConvolution(const ConvolutionShape& shape, std::span<const float> input,
    std::span<const float> filters, std::vector<double>* absoluteSums = nullptr);

// One output of the reference (for sampled checks of large layers). Unchecked, for speed in
// sampling loops: the caller guarantees a valid shape, matching sizes and in-range indices.
double referenceOutput(const ConvolutionShape& shape, std::span<const float> input, std::span<const float> filters,
    int64_t n, int64_t k, int64_t p, int64_t q, double* absoluteSum = nullptr);

} // namespace cudnnsetup::bench
