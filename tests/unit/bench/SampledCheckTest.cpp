// Tests for the parts of core/bench every backend shares: layer presets and custom shapes by
// name, the deterministic inputs, the sampled output coordinates and the normalised error check.
#include "core/bench/ConvolutionShape.h"
#include "core/bench/ReferenceConvolution.h"
#include "core/bench/SampledCheck.h"

#include <gtest/gtest.h>

#include <cmath>
#include <set>
#include <tuple>
#include <vector>

using namespace cudnnsetup::bench;

TEST(ConvolutionShapeNames, PresetsByNameAreTheResNet50Layers)
{
    ASSERT_EQ(ConvolutionShape::presetNames().size(), 4u);
    const auto conv3 = ConvolutionShape::preset("conv3_x", 8);
    ASSERT_TRUE(conv3);
    EXPECT_EQ(conv3->describe(), ConvolutionShape::resnet50Conv3x(8).describe());
    EXPECT_EQ(ConvolutionShape::preset("conv5_x", 2)->C, 512);
    EXPECT_FALSE(ConvolutionShape::preset("conv6_x", 8));
    EXPECT_FALSE(ConvolutionShape::preset("conv2_x", 0));
}

TEST(ConvolutionShapeNames, CustomShapesParseAndPrintBack)
{
    const auto shape = ConvolutionShape::parse("2,3,7,9,4,3,3,1,2");
    ASSERT_TRUE(shape);
    EXPECT_EQ(shape->N, 2);
    EXPECT_EQ(shape->W, 9);
    EXPECT_EQ(shape->padW, 1);
    EXPECT_EQ(shape->strideW, 2);
    EXPECT_EQ(shape->P(), 4);
    EXPECT_EQ(shape->Q(), 5);
    EXPECT_EQ(shape->toList(), "2,3,7,9,4,3,3,1,2");
    for (const char *bad : {"", "1,2,3", "1,2,3,4,5,6,7,8,9,10", "1,,3,4,5,6,7,8,9", "a,2,3,4,5,6,7,8,9", "-1,2,3,4,5,6,7,8,9",
                            "1,2,3,4,5,6,7,8,0", "1,1,2,2,1,5,5,0,1", "1 ,2,3,4,5,6,7,8,9", "1,2,3,4,5,6,7,8,9999999999"})
        EXPECT_FALSE(ConvolutionShape::parse(bad)) << bad;
}

TEST(SampledCheck, TheSameSeedGivesTheSameValuesInRange)
{
    std::vector<float> a(1000), b(1000), c(1000);
    fillUniform(a, kInputSeed);
    fillUniform(b, kInputSeed);
    fillUniform(c, kFilterSeed);
    EXPECT_EQ(a, b);
    EXPECT_NE(a, c);
    for (float v : a) {
        EXPECT_GE(v, -1.0f);
        EXPECT_LT(v, 1.0f);
    }
}

TEST(SampledCheck, SamplesAreDistinctInRangeAndIncludeTheCorners)
{
    const ConvolutionShape shape = ConvolutionShape::resnet50Conv3x(4);
    const auto samples = sampleOutputs(shape, 2048);
    ASSERT_EQ(samples.size(), 2048u);
    std::set<std::tuple<int64_t, int64_t, int64_t, int64_t>> seen;
    for (const OutputIndex &i : samples) {
        EXPECT_TRUE(i.n >= 0 && i.n < shape.N && i.k >= 0 && i.k < shape.K && i.p >= 0 && i.p < shape.P() && i.q >= 0
                    && i.q < shape.Q());
        EXPECT_TRUE(seen.emplace(i.n, i.k, i.p, i.q).second);
    }
    EXPECT_TRUE(seen.count({0, 0, 0, 0}));
    EXPECT_TRUE(seen.count({shape.N - 1, shape.K - 1, shape.P() - 1, shape.Q() - 1}));
    // A layer smaller than the sample size is checked in full.
    const ConvolutionShape tiny = *ConvolutionShape::parse("1,2,3,3,2,3,3,1,1");
    EXPECT_EQ(sampleOutputs(tiny, 2048).size(), size_t(tiny.outputElements()));
}

TEST(SampledCheck, PassesTheReferenceAndCatchesAWrongOutput)
{
    const ConvolutionShape shape = *ConvolutionShape::parse("2,5,9,7,6,3,3,1,2");
    std::vector<float> input(size_t(shape.inputElements())), filters(size_t(shape.filterElements()));
    fillUniform(input, kInputSeed);
    fillUniform(filters, kFilterSeed);
    const std::vector<double> reference = referenceConvolution(shape, input, filters);
    auto at = [&](const OutputIndex &i) {
        return size_t(((i.n * shape.K + i.k) * shape.P() + i.p) * shape.Q() + i.q);
    };
    const auto samples = sampleOutputs(shape, 64);

    const CheckSummary exact = checkSampled(shape, input, filters, samples, [&](const OutputIndex &i) { return reference[at(i)]; },
                                            Precision::Fp32);
    EXPECT_TRUE(exact.pass);
    EXPECT_EQ(exact.checked, 64u);
    EXPECT_LT(exact.maxError, 1e-12);

    // The same sums rounded to FP32 pass; one output off by 1.0 (far beyond rounding for sums
    // of at most 45 products of values below 1) fails.
    const OutputIndex wrong = samples[10];
    auto corrupted = [&](const OutputIndex &i) {
        const double value = float(reference[at(i)]);
        return (i.n == wrong.n && i.k == wrong.k && i.p == wrong.p && i.q == wrong.q) ? value + 1.0 : value;
    };
    const CheckSummary fp32 = checkSampled(shape, input, filters, samples, corrupted, Precision::Fp32);
    EXPECT_FALSE(fp32.pass);
    EXPECT_GT(fp32.maxError, toleranceFor(Precision::Fp32));
    EXPECT_DOUBLE_EQ(fp32.tolerance, 1e-5);

    const CheckSummary nan = checkSampled(shape, input, filters, samples, [](const OutputIndex &) { return std::nan(""); },
                                          Precision::Fp16);
    EXPECT_FALSE(nan.pass);
}

TEST(SampledCheck, TolerancesGrowWithLowerPrecision)
{
    EXPECT_LT(toleranceFor(Precision::Fp32), toleranceFor(Precision::Tf32));
    EXPECT_LT(toleranceFor(Precision::Tf32), toleranceFor(Precision::Fp16));
}
