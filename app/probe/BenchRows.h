// The rows of `cudnn-probe bench`: what each implementation is (id, precision, layout), how it
// is run, timed and checked on the GPU, and its JSON (docs/probe-json.md, "bench" rows).
#pragma once

#include "CudnnApi.h"
#include "GpuTiming.h"
#include "Json.h"
#include "Peaks.h"

#include "core/bench/ConvolutionShape.h"
#include "core/bench/SampledCheck.h"

#include <cuda_runtime_api.h>

#include <string>
#include <vector>

namespace probe {

enum class RowKind { CudnnFp32, CudnnTf32, CudnnFp16, CudaTiled, CudaNaive };

struct RowSpec
{
    RowKind kind;
    std::string id;               // "cudnn-fp32", ...
    std::string implementation;   // "cudnn", "cuda-tiled", "cuda-naive"
    std::string precision;        // "fp32", "tf32", "fp16"
    std::string layout;           // "NCHW", "NHWC"
};

RowSpec rowSpec(RowKind kind);

struct RowResult
{
    RowSpec spec;
    std::string status = "skip", code, detail;
    Timing timing;
    bool checked = false;
    cudnnsetup::bench::CheckSummary check;
    // cuDNN rows
    std::string algorithm, heuristicAlgorithm, mathType;
    double heuristicMedianMs = 0.0;
    size_t workspaceBytes = 0;
    double setupMs = 0.0;
};

RowResult makeRow(const RowSpec &spec);
void skipRow(RowResult &row, const std::string &code, const std::string &detail);
void failRow(RowResult &row, const RowFailure &failure);

// Everything the rows share: the layer, its FP32 inputs (the same for every row), the stream, the
// cuDNN handle (null when cuDNN cannot run: cudnnError says why).
struct BenchContext
{
    cudnnsetup::bench::ConvolutionShape shape;
    int samples = 30;
    size_t workspaceCap = size_t(256) << 20;
    int computeCapability = 0;   // major*10 + minor
    Peaks peaks;
    cudaStream_t stream = nullptr;
    const cudnn::Api *api = nullptr;
    cudnn::Handle handle = nullptr;
    std::string cudnnError;

    std::vector<float> x, w;                           // NCHW, KCRS
    std::vector<cudnnsetup::bench::OutputIndex> samplesToCheck;
    void prepareHostData();
};

// Runs, times and checks one row on the GPU; fills status/code/detail and the figures.
void runRow(const BenchContext &context, RowResult &row);

Json rowJson(const RowResult &row, const Peaks &peaks, double flops);

// "" when our kernels (and the probe's int-sized descriptors) can take the layer.
std::string layerUnsupportedReason(const cudnnsetup::bench::ConvolutionShape &shape);

} // namespace probe
