// ConvolutionShape: the geometry of one 2-D forward convolution (NCHW input, KCRS filters,
// NKPQ output, dilation 1) and the ResNet-50 3x3 layers the benchmark times. Owns the output-size
// and FLOP arithmetic so that every backend (cuDNN, our CUDA kernels, the CPU) agrees on it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cudnnsetup::bench {

struct ConvolutionShape
{
    int64_t N = 1; // batch
    int64_t C = 1; // input channels
    int64_t H = 1; // input height
    int64_t W = 1; // input width
    int64_t K = 1; // output channels (filters)
    int64_t R = 1; // filter height
    int64_t S = 1; // filter width
    int64_t padH = 0;
    int64_t padW = 0;
    int64_t strideH = 1;
    int64_t strideW = 1;

    // Output height/width; meaningful only when isValid().
    int64_t P() const { return (H + 2 * padH - R) / strideH + 1; }
    int64_t Q() const { return (W + 2 * padW - S) / strideW + 1; }

    // One multiply and one add per MAC: 2 * N*K*P*Q * C*R*S.
    double flops() const;

    int64_t inputElements() const { return N * C * H * W; }
    int64_t filterElements() const { return K * C * R * S; }
    int64_t outputElements() const { return N * K * P() * Q(); }

    // Positive sizes, non-negative padding, positive strides, and a filter that fits the padded
    // input (P, Q >= 1).
    bool isValid() const;

    // "N8 C128 H28 W28 K128 R3 S3 pad1,1 stride1,1", for benchmark tables and test names.
    std::string describe() const;

    // ResNet-50 3x3 convolutions of the four stages: K = C, R = S = 3, padding 1, stride 1.
    static ConvolutionShape resnet50Conv2x(int64_t batch); // 64 channels, 56x56
    static ConvolutionShape resnet50Conv3x(int64_t batch); // 128 channels, 28x28
    static ConvolutionShape resnet50Conv4x(int64_t batch); // 256 channels, 14x14
    static ConvolutionShape resnet50Conv5x(int64_t batch); // 512 channels, 7x7

    // The presets by name: "conv2_x", "conv3_x", "conv4_x", "conv5_x" (the benchmark's --layer).
    static const std::vector<std::string>& presetNames();
    static std::optional<ConvolutionShape> preset(std::string_view name, int64_t batch);

    // A custom layer as "N,C,H,W,K,R,S,pad,stride" (pad and stride apply to both axes); nullopt
    // when the text is malformed or the shape invalid.
    static std::optional<ConvolutionShape> parse(std::string_view text);
    // The same nine numbers back (padW/strideW are taken equal to padH/strideH).
    std::string toList() const;
};

// The batch used when the user leaves it to us: big enough that cuDNN's FP32 time on conv3_x is
// well above the timer's resolution on a data-centre GPU (>= 0.2 ms), and that FP16 tensor cores
// are busy; small enough for the CPU row to finish in seconds when there is no GPU.
inline constexpr int64_t kAutoBatchWithGpu = 64;
inline constexpr int64_t kAutoBatchCpuOnly = 8;

// Throw std::invalid_argument naming the problem: an invalid shape; a buffer ("input",
// "filters", "output") whose element count differs from what the shape needs.
void requireValidShape(const ConvolutionShape& shape);
void requireElementCount(const char* what, size_t actual, int64_t expected);

} // namespace cudnnsetup::bench
