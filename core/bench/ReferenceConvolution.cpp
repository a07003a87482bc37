// The double-precision direct convolution: the correctness reference of every backend.
#include "core/bench/ReferenceConvolution.h"

#include <cmath>

namespace cudnnsetup::bench {

double referenceOutput(const ConvolutionShape& shape, std::span<const float> input, std::span<const float> filters,
    int64_t n, int64_t k, int64_t p, int64_t q, double* absoluteSum)
{
    double sum = 0.0, scale = 0.0;
    for (int64_t c = 0; c < shape.C; ++c) {
        for (int64_t r = 0; r < shape.R; ++r) {
            const int64_t h = p * shape.strideH - shape.padH + r;
            if (h < 0 || h >= shape.H)
                continue;
            for (int64_t s = 0; s < shape.S; ++s) {
                const int64_t w = q * shape.strideW - shape.padW + s;
                if (w < 0 || w >= shape.W)
                    continue;
                const double term = double(input[size_t(((n * shape.C + c) * shape.H + h) * shape.W + w)])
                    * double(filters[size_t(((k * shape.C + c) * shape.R + r) * shape.S + s)]);
                sum += term;
                scale += std::abs(term);
            }
        }
    }
    if (absoluteSum)
        *absoluteSum = scale;
    return sum;
}

std::vector<double> referenceConvolution(const ConvolutionShape& shape, std::span<const float> input,
    std::span<const float> filters, std::vector<double>* absoluteSums)
{
    requireValidShape(shape);
    requireElementCount("input", input.size(), shape.inputElements());
    requireElementCount("filters", filters.size(), shape.filterElements());
    const int64_t P = shape.P(), Q = shape.Q();
    std::vector<double> output(size_t(shape.outputElements()));
    if (absoluteSums)
        absoluteSums->assign(output.size(), 0.0);
    size_t index = 0;
    for (int64_t n = 0; n < shape.N; ++n)
        for (int64_t k = 0; k < shape.K; ++k)
            for (int64_t p = 0; p < P; ++p)
                for (int64_t q = 0; q < Q; ++q, ++index)
                    output[index] = referenceOutput(shape, input, filters, n, k, p, q,
                        absoluteSums ? &(*absoluteSums)[index] : nullptr);
    return output;
}

} // namespace cudnnsetup::bench
