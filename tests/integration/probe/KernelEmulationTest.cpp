// cudnn-probe's own convolution kernels (app/probe/ConvKernels.cuh), compiled as host C++ with a
// small CUDA shim and run thread by thread on the CPU, against the double-precision reference on
// every output: the build machines have no GPU, so this is where their index arithmetic (padding,
// stride, tile edges, K and N·P·Q not multiples of 64, reductions shorter than a tile) is proven.
#include "CudaEmulation.h"

#include "app/probe/ConvKernels.cuh"

#include "core/bench/ReferenceConvolution.h"
#include "core/bench/SampledCheck.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace {

using cudnnsetup::bench::ConvolutionShape;
namespace device = probe::kernels::device;

ConvolutionShape makeShape(int64_t n, int64_t c, int64_t h, int64_t w, int64_t k, int64_t r, int64_t s, int64_t padH,
                           int64_t padW, int64_t strideH, int64_t strideW)
{
    ConvolutionShape shape;
    shape.N = n; shape.C = c; shape.H = h; shape.W = w; shape.K = k; shape.R = r; shape.S = s;
    shape.padH = padH; shape.padW = padW; shape.strideH = strideH; shape.strideW = strideW;
    return shape;
}

device::Geo geoOf(const ConvolutionShape &s)
{
    return device::makeGeo(int(s.N), int(s.C), int(s.H), int(s.W), int(s.K), int(s.R), int(s.S), int(s.P()),
                           int(s.Q()), int(s.padH), int(s.padW), int(s.strideH), int(s.strideW));
}

// The same table TiledConvolution::prepare builds.
std::vector<int2> offsetTable(const device::Geo &g)
{
    std::vector<int2> table(size_t(g.KK));
    for (int index = 0; index < g.KK; ++index) {
        const int c = index / (g.R * g.S), rs = index % (g.R * g.S), r = rs / g.S, s = rs % g.S;
        table[size_t(index)] = make_int2(c * g.HW + r * g.W + s, (r << 16) | s);
    }
    return table;
}

struct Result
{
    double maxError = 0.0;
    size_t nonFinite = 0;
};

// Every output against the reference, error normalised by sum |x*w| (as SampledCheck does).
Result compare(const ConvolutionShape &shape, const std::vector<float> &x, const std::vector<float> &w,
               const std::vector<float> &y)
{
    std::vector<double> scale;
    const std::vector<double> expected = cudnnsetup::bench::referenceConvolution(shape, x, w, &scale);
    Result result;
    for (size_t i = 0; i < expected.size(); ++i) {
        if (!std::isfinite(y[i])) {
            ++result.nonFinite;
            continue;
        }
        const double error = std::abs(double(y[i]) - expected[i]) / std::max(scale[i], 1e-30);
        result.maxError = std::max(result.maxError, scale[i] == 0.0 && y[i] == 0.0f ? 0.0 : error);
    }
    return result;
}

struct Inputs
{
    std::vector<float> x, w, y;
};

Inputs inputsFor(const ConvolutionShape &shape)
{
    Inputs in;
    in.x.resize(size_t(shape.inputElements()));
    in.w.resize(size_t(shape.filterElements()));
    cudnnsetup::bench::fillUniform(in.x, cudnnsetup::bench::kInputSeed);
    cudnnsetup::bench::fillUniform(in.w, cudnnsetup::bench::kFilterSeed);
    in.y.assign(size_t(shape.outputElements()), std::numeric_limits<float>::quiet_NaN());   // poisoned
    return in;
}

Result runTiled(const ConvolutionShape &shape)
{
    Inputs in = inputsFor(shape);
    const device::Geo g = geoOf(shape);
    const std::vector<int2> table = offsetTable(g);
    const dim3 grid {unsigned((g.M + device::kBM - 1) / device::kBM), unsigned((g.K + device::kBN - 1) / device::kBN), 1};
    launchEmulated(grid, device::kThreads,
                   [&] { device::convTiledKernel(in.x.data(), in.w.data(), table.data(), in.y.data(), g); });
    return compare(shape, in.x, in.w, in.y);
}

Result runNaive(const ConvolutionShape &shape, unsigned blocks, unsigned threads)
{
    Inputs in = inputsFor(shape);
    const device::Geo g = geoOf(shape);
    launchEmulated({blocks, 1, 1}, threads, [&] { device::convNaiveKernel(in.x.data(), in.w.data(), in.y.data(), g); });
    return compare(shape, in.x, in.w, in.y);
}

// Sequential FP32 sums with fmaf: far inside the FP32 tolerance.
constexpr double kTolerance = 1e-5;

struct Case
{
    const char *name;
    ConvolutionShape shape;
};

std::vector<Case> cases()
{
    return {
        {"resnet-like 3x3 pad 1, K 70 (not a multiple of 64), N*P*Q 108", makeShape(3, 16, 6, 6, 70, 3, 3, 1, 1, 1, 1)},
        {"odd sizes, stride 2, P*Q not a multiple of 4", makeShape(2, 3, 7, 9, 4, 3, 3, 1, 1, 2, 2)},
        {"one channel 1x1 filter (reduction shorter than a tile)", makeShape(2, 1, 5, 5, 3, 1, 1, 0, 0, 1, 1)},
        {"no padding, 5x3 filter, different strides per axis", makeShape(1, 5, 11, 8, 9, 5, 3, 0, 0, 2, 1)},
        {"padding larger than the filter reach, different pads per axis", makeShape(2, 2, 4, 5, 65, 3, 2, 3, 1, 1, 2)},
        {"filter as large as the padded input", makeShape(1, 4, 3, 3, 5, 5, 5, 1, 1, 1, 1)},
        {"N*P*Q exactly 64 and K exactly 64", makeShape(1, 8, 8, 8, 64, 3, 3, 1, 1, 1, 1)},
        {"several 64-row tiles, image boundary inside a tile", makeShape(3, 6, 10, 10, 17, 3, 3, 1, 1, 1, 1)},
    };
}

TEST(ProbeKernelEmulation, TiledKernelMatchesReference)
{
    for (const Case &c : cases()) {
        ASSERT_TRUE(c.shape.isValid()) << c.name;
        const Result r = runTiled(c.shape);
        EXPECT_EQ(r.nonFinite, 0u) << c.name << ": outputs not written";
        EXPECT_LE(r.maxError, kTolerance) << c.name << " " << c.shape.describe();
    }
}

TEST(ProbeKernelEmulation, NaiveKernelMatchesReference)
{
    for (const Case &c : cases()) {
        // A small grid, so that the grid-stride loop wraps several times.
        const Result r = runNaive(c.shape, 3, 32);
        EXPECT_EQ(r.nonFinite, 0u) << c.name << ": outputs not written";
        EXPECT_LE(r.maxError, kTolerance) << c.name << " " << c.shape.describe();
    }
}

TEST(ProbeKernelEmulation, LongReductionStaysWithinTolerance)
{
    // C*R*S = 1152 as in conv3_x, with a batch that leaves a partial tile.
    const ConvolutionShape shape = makeShape(1, 128, 5, 5, 66, 3, 3, 1, 1, 1, 1);
    const Result r = runTiled(shape);
    EXPECT_EQ(r.nonFinite, 0u);
    EXPECT_LE(r.maxError, kTolerance);
}

TEST(ProbeKernelEmulation, TiledKernelIsWrongWhenAnInputIsWrong)
{
    // The comparison itself must be able to fail: a perturbed filter gives a large error.
    const ConvolutionShape shape = makeShape(1, 4, 6, 6, 8, 3, 3, 1, 1, 1, 1);
    Inputs in = inputsFor(shape);
    const device::Geo g = geoOf(shape);
    const std::vector<int2> table = offsetTable(g);
    std::vector<float> perturbed = in.w;
    perturbed[5] += 0.5f;
    launchEmulated({1, 1, 1}, device::kThreads,
                   [&] { device::convTiledKernel(in.x.data(), perturbed.data(), table.data(), in.y.data(), g); });
    EXPECT_GT(compare(shape, in.x, in.w, in.y).maxError, 1e-3);
}

} // namespace
