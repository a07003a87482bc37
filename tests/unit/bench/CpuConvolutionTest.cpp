// Tests for core/bench: ConvolutionShape arithmetic and presets, and CpuConvolution (im2col +
// sgemm) against the double-precision direct reference over many shapes.
#include "core/bench/ConvolutionShape.h"
#include "core/bench/CpuConvolution.h"
#include "core/bench/SampledCheck.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <vector>

using cudnnsetup::bench::ConvolutionShape;
using cudnnsetup::bench::CpuConvolution;
using cudnnsetup::bench::referenceConvolution;
using cudnnsetup::bench::referenceOutput;

namespace {

std::vector<float> randomValues(int64_t count, uint64_t seed)
{
    std::vector<float> values(static_cast<size_t>(count));
    cudnnsetup::bench::fillUniform(values, seed);
    return values;
}

ConvolutionShape makeShape(int64_t N, int64_t C, int64_t H, int64_t W, int64_t K, int64_t R, int64_t S,
    int64_t padH, int64_t padW, int64_t strideH, int64_t strideW)
{
    ConvolutionShape shape;
    shape.N = N; shape.C = C; shape.H = H; shape.W = W;
    shape.K = K; shape.R = R; shape.S = S;
    shape.padH = padH; shape.padW = padW;
    shape.strideH = strideH; shape.strideW = strideW;
    return shape;
}

// FP32 accumulation over C*R*S terms: the error of each output is bounded by a small multiple of
// the FP32 epsilon times the sum of the absolute terms, so the tolerance scales per output.
void expectMatchesReference(const ConvolutionShape& shape, unsigned threads)
{
    ASSERT_TRUE(shape.isValid()) << shape.describe();
    const auto input = randomValues(shape.inputElements(), 1);
    const auto filters = randomValues(shape.filterElements(), 2);
    std::vector<double> scales;
    const auto expected = referenceConvolution(shape, input, filters, &scales);

    CpuConvolution convolution(shape, threads);
    std::vector<float> output(size_t(shape.outputElements()), std::nanf(""));
    convolution.run(input, filters, output);

    int failures = 0;
    for (size_t i = 0; i < output.size() && failures < 5; ++i) {
        const double tolerance = 1e-5 * (1.0 + scales[i]);
        if (!(std::abs(double(output[i]) - expected[i]) <= tolerance)) {
            ++failures;
            ADD_FAILURE() << shape.describe() << " threads " << threads << " output " << i << ": got " << output[i]
                          << ", expected " << expected[i] << " (tolerance " << tolerance << ")";
        }
    }
}

} // namespace

TEST(ConvolutionShape, OutputSizesFollowPaddingAndStride)
{
    const auto shape = makeShape(1, 1, 7, 5, 1, 3, 2, 1, 0, 2, 1);
    EXPECT_EQ(shape.P(), 4); // (7 + 2 - 3) / 2 + 1
    EXPECT_EQ(shape.Q(), 4); // (5 + 0 - 2) / 1 + 1
    EXPECT_DOUBLE_EQ(shape.flops(), 2.0 * 1 * 1 * 4 * 4 * 1 * 3 * 2);
}

TEST(ConvolutionShape, ResNet50PresetsHaveTheirSizesAndFlops)
{
    struct Expected { ConvolutionShape shape; int64_t channels; int64_t size; };
    const Expected presets[] = {
        {ConvolutionShape::resnet50Conv2x(8), 64, 56},
        {ConvolutionShape::resnet50Conv3x(8), 128, 28},
        {ConvolutionShape::resnet50Conv4x(8), 256, 14},
        {ConvolutionShape::resnet50Conv5x(8), 512, 7},
    };
    for (const auto& preset : presets) {
        const auto& shape = preset.shape;
        EXPECT_TRUE(shape.isValid());
        EXPECT_EQ(shape.N, 8);
        EXPECT_EQ(shape.C, preset.channels);
        EXPECT_EQ(shape.K, preset.channels);
        EXPECT_EQ(shape.R, 3);
        EXPECT_EQ(shape.S, 3);
        EXPECT_EQ(shape.P(), preset.size); // 3x3, pad 1, stride 1 keeps the spatial size
        EXPECT_EQ(shape.Q(), preset.size);
        EXPECT_DOUBLE_EQ(shape.flops(),
            2.0 * 8 * preset.channels * preset.size * preset.size * preset.channels * 9);
    }
    // Each stage halves the size and doubles the channels, so all four cost the same: 0.231 GFLOP
    // per image (2 * 64 * 56^2 * 64 * 9 = 231,211,008).
    EXPECT_DOUBLE_EQ(ConvolutionShape::resnet50Conv2x(1).flops(), 231211008.0);
    EXPECT_DOUBLE_EQ(ConvolutionShape::resnet50Conv3x(1).flops(), 231211008.0);
    EXPECT_DOUBLE_EQ(ConvolutionShape::resnet50Conv4x(1).flops(), 231211008.0);
    EXPECT_DOUBLE_EQ(ConvolutionShape::resnet50Conv5x(1).flops(), 231211008.0);
}

TEST(ConvolutionShape, InvalidShapesAreRejected)
{
    EXPECT_FALSE(makeShape(0, 1, 5, 5, 1, 3, 3, 0, 0, 1, 1).isValid());  // empty batch
    EXPECT_FALSE(makeShape(1, 1, 5, 5, 1, 3, 3, -1, 0, 1, 1).isValid()); // negative padding
    EXPECT_FALSE(makeShape(1, 1, 5, 5, 1, 3, 3, 0, 0, 0, 1).isValid());  // zero stride
    EXPECT_FALSE(makeShape(1, 1, 2, 5, 1, 3, 3, 0, 0, 1, 1).isValid());  // filter taller than the input
    EXPECT_TRUE(makeShape(1, 1, 1, 5, 1, 3, 3, 1, 0, 1, 1).isValid());   // ... unless padding makes room

    EXPECT_THROW(CpuConvolution(makeShape(1, 1, 2, 2, 1, 5, 5, 0, 0, 1, 1)), std::invalid_argument);
    const auto shape = makeShape(1, 1, 2, 2, 1, 5, 5, 0, 0, 1, 1);
    std::vector<float> input(4), filters(25);
    EXPECT_THROW(referenceConvolution(shape, input, filters), std::invalid_argument);
}

TEST(CpuConvolution, MismatchedBufferSizesAreRejected)
{
    const auto shape = makeShape(2, 3, 5, 5, 4, 3, 3, 1, 1, 1, 1);
    CpuConvolution convolution(shape, 2);
    std::vector<float> input(size_t(shape.inputElements())), filters(size_t(shape.filterElements())),
        output(size_t(shape.outputElements()));
    std::vector<float> shortBuffer(3);
    EXPECT_THROW(convolution.run(shortBuffer, filters, output), std::invalid_argument);
    EXPECT_THROW(convolution.run(input, shortBuffer, output), std::invalid_argument);
    EXPECT_THROW(convolution.run(input, filters, shortBuffer), std::invalid_argument);
    EXPECT_NO_THROW(convolution.run(input, filters, output));
}

TEST(CpuConvolution, MatchesTheDoubleReferenceOverManyShapes)
{
    //                N  C   H   W   K  R  S  pH pW sH sW
    const ConvolutionShape shapes[] = {
        makeShape(1, 1, 5, 5, 1, 3, 3, 0, 0, 1, 1),    // smallest 3x3, no padding
        makeShape(1, 1, 7, 5, 2, 3, 3, 1, 1, 1, 1),    // odd, non-square input, C = 1
        makeShape(3, 3, 7, 5, 5, 3, 3, 1, 1, 2, 2),    // C = 3, batch 3, stride 2
        makeShape(3, 3, 9, 11, 7, 5, 5, 2, 2, 1, 1),   // 5x5, padding 2
        makeShape(2, 3, 9, 11, 7, 5, 5, 2, 2, 2, 2),   // 5x5, padding 2, stride 2
        makeShape(3, 8, 6, 7, 13, 1, 1, 0, 0, 1, 1),   // 1x1: im2col is a copy
        makeShape(1, 8, 6, 7, 13, 1, 1, 0, 0, 2, 2),   // 1x1 stride 2 (ResNet downsample)
        makeShape(3, 5, 8, 7, 11, 3, 1, 1, 0, 1, 1),   // R != S (3x1)
        makeShape(2, 5, 8, 7, 11, 1, 3, 0, 1, 1, 2),   // R != S (1x3), mixed strides
        makeShape(3, 3, 7, 5, 17, 2, 4, 2, 1, 2, 1),   // even non-square filter, padding 2/1
        makeShape(1, 3, 3, 3, 5, 7, 7, 2, 2, 1, 1),    // filter larger than the input, padding makes room
        makeShape(3, 16, 12, 12, 19, 3, 3, 1, 1, 1, 1),// a deeper layer, K not a multiple of anything
    };
    for (const auto& shape : shapes)
        for (unsigned threads : {1u, 2u, 4u})
            expectMatchesReference(shape, threads);
}

TEST(CpuConvolution, MatchesSampledReferenceOnTheConv5Preset)
{
    // A full reference of a ResNet layer is slow in a unit test; sample corners, edges and a
    // stride of the interior as the benchmark's correctness check will.
    const auto shape = ConvolutionShape::resnet50Conv5x(2);
    const auto input = randomValues(shape.inputElements(), 3);
    const auto filters = randomValues(shape.filterElements(), 4);
    std::vector<float> output(size_t(shape.outputElements()));
    CpuConvolution(shape).run(input, filters, output);

    const int64_t P = shape.P(), Q = shape.Q();
    int checked = 0;
    for (int64_t n = 0; n < shape.N; ++n)
        for (int64_t k = 0; k < shape.K; k += 37)
            for (int64_t p = 0; p < P; ++p)
                for (int64_t q = 0; q < Q; ++q) {
                    double scale = 0.0;
                    const double expected = referenceOutput(shape, input, filters, n, k, p, q, &scale);
                    const float actual = output[size_t(((n * shape.K + k) * P + p) * Q + q)];
                    ASSERT_NEAR(actual, expected, 1e-5 * (1.0 + scale)) << n << "," << k << "," << p << "," << q;
                    ++checked;
                }
    EXPECT_GT(checked, 1000);
}

TEST(CpuConvolution, RunIsRepeatableWithTheSameWorkspace)
{
    const auto shape = makeShape(3, 4, 9, 9, 6, 3, 3, 1, 1, 1, 1);
    const auto input = randomValues(shape.inputElements(), 5);
    const auto filters = randomValues(shape.filterElements(), 6);
    CpuConvolution convolution(shape, 2);
    std::vector<float> first(size_t(shape.outputElements())), second(first.size(), 123.0f);
    convolution.run(input, filters, first);
    convolution.run(input, filters, second);
    EXPECT_EQ(first, second);
}
