// SampledCheck: deterministic inputs, sampled output coordinates and the normalised error.
#include "core/bench/SampledCheck.h"

#include "core/bench/ReferenceConvolution.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>
#include <tuple>

namespace cudnnsetup::bench {

double toleranceFor(Precision precision)
{
    switch (precision) {
    case Precision::Fp32: return 1e-5;
    case Precision::Tf32: return 2e-3;
    case Precision::Fp16: return 5e-3;
    }
    return 1e-5;
}

void fillUniform(std::span<float> values, uint64_t seed)
{
    uint64_t state = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    for (float& value : values) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        value = float(double(state >> 40) / double(1ULL << 24) * 2.0 - 1.0);
    }
}

std::vector<OutputIndex> sampleOutputs(const ConvolutionShape& shape, size_t count, uint64_t seed)
{
    requireValidShape(shape);
    const int64_t P = shape.P(), Q = shape.Q();
    std::vector<OutputIndex> samples;
    std::set<std::tuple<int64_t, int64_t, int64_t, int64_t>> taken;
    auto add = [&](int64_t n, int64_t k, int64_t p, int64_t q) {
        if (samples.size() >= count)
            return;
        if (taken.emplace(n, k, p, q).second)
            samples.push_back({n, k, p, q});
    };
    if (size_t(shape.outputElements()) <= count) {
        for (int64_t n = 0; n < shape.N; ++n)
            for (int64_t k = 0; k < shape.K; ++k)
                for (int64_t p = 0; p < P; ++p)
                    for (int64_t q = 0; q < Q; ++q)
                        add(n, k, p, q);
        return samples;
    }
    for (int64_t n : {int64_t(0), shape.N - 1})
        for (int64_t k : {int64_t(0), shape.K - 1})
            for (int64_t p : {int64_t(0), P - 1})
                for (int64_t q : {int64_t(0), Q - 1})
                    add(n, k, p, q);
    // The border rows and columns of the first image's first channel: where padding is read.
    for (int64_t q = 0; q < Q && samples.size() < count / 4; ++q) {
        add(0, 0, 0, q);
        add(0, 0, P - 1, q);
    }
    for (int64_t p = 0; p < P && samples.size() < count / 4; ++p) {
        add(0, 0, p, 0);
        add(0, 0, p, Q - 1);
    }
    uint64_t state = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    auto next = [&](int64_t bound) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return int64_t((state >> 33) % uint64_t(bound));
    };
    while (samples.size() < count)
        add(next(shape.N), next(shape.K), next(P), next(Q));
    return samples;
}

CheckSummary checkSampled(const ConvolutionShape& shape, std::span<const float> input, std::span<const float> filters,
    const std::vector<OutputIndex>& samples, const std::function<double(const OutputIndex&)>& actual,
    Precision precision)
{
    requireValidShape(shape);
    requireElementCount("input", input.size(), shape.inputElements());
    requireElementCount("filters", filters.size(), shape.filterElements());
    CheckSummary summary;
    summary.tolerance = toleranceFor(precision);
    summary.pass = true;
    double total = 0.0;
    for (const OutputIndex& index : samples) {
        double scale = 0.0;
        const double expected = referenceOutput(shape, input, filters, index.n, index.k, index.p, index.q, &scale);
        const double got = actual(index);
        // An output whose receptive field is all padding has scale 0: it must then be exactly 0.
        const double error = std::isfinite(got) ? std::abs(got - expected) / std::max(scale, 1e-30)
                                                : std::numeric_limits<double>::infinity();
        const double counted = scale == 0.0 && got == 0.0 ? 0.0 : error;
        summary.maxError = std::max(summary.maxError, counted);
        total += std::isfinite(counted) ? counted : 0.0;
        if (!(counted <= summary.tolerance))
            summary.pass = false;
        ++summary.checked;
    }
    summary.meanError = summary.checked ? total / double(summary.checked) : 0.0;
    if (summary.checked == 0)
        summary.pass = false;
    return summary;
}

} // namespace cudnnsetup::bench
