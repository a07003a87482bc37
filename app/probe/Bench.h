// `cudnn-probe bench`: times one forward convolution on cuDNN (FP32 strict, TF32, FP16 NHWC) and
// on our own CUDA kernels (tiled, naive), checks every result, prints the JSON of
// docs/probe-json.md ("bench") and progress lines on stderr.
#pragma once

#include "Json.h"

#include "core/bench/ConvolutionShape.h"

#include <optional>
#include <string>
#include <vector>

namespace probe {

struct BenchOptions
{
    std::string cudnnDir;                                     // "" = none given
    std::string layer = "conv3_x";                            // a preset, or "custom" with customShape
    std::optional<cudnnsetup::bench::ConvolutionShape> customShape;
    std::optional<int> batch;                                 // nullopt = auto
    bool tf32 = true, fp16 = true;                            // fp32 always runs
    int samples = 30;
    int workspaceMb = 256;
};

inline constexpr int kMaxBatch = 4096;
inline constexpr int kMinSamples = 30, kMaxSamples = 1000;
inline constexpr int kMinWorkspaceMb = 256, kMaxWorkspaceMb = 65536;

// The arguments after "bench". False with `error` set on anything unknown, malformed or out of
// range (including a layer with a tensor of 2^31 elements or more).
bool parseBenchArguments(const std::vector<std::string> &args, BenchOptions &options, std::string &error);

Json runBench(const BenchOptions &options);

} // namespace probe
