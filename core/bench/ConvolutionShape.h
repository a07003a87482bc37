// ConvolutionShape: the geometry of one 2-D forward convolution (NCHW input, KCRS filters,
// NKPQ output, dilation 1) and the ResNet-50 3x3 layers the benchmark times. Owns the output-size
// and FLOP arithmetic so that every backend (cuDNN, our CUDA kernels, the CPU) agrees on it.
#pragma once

#include <cstdint>
#include <string>

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
};

} // namespace cudnnsetup::bench
