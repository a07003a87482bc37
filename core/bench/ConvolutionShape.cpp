// ConvolutionShape: validity, FLOP count, description and the ResNet-50 presets.
#include "core/bench/ConvolutionShape.h"

#include <sstream>
#include <stdexcept>

namespace cudnnsetup::bench {

double ConvolutionShape::flops() const
{
    return 2.0 * double(N) * double(K) * double(P()) * double(Q()) * double(C) * double(R) * double(S);
}

bool ConvolutionShape::isValid() const
{
    if (N < 1 || C < 1 || H < 1 || W < 1 || K < 1 || R < 1 || S < 1)
        return false;
    if (padH < 0 || padW < 0 || strideH < 1 || strideW < 1)
        return false;
    // Checked before dividing: integer division truncates towards zero, so a filter one larger
    // than the padded input would otherwise give P = 1.
    return H + 2 * padH >= R && W + 2 * padW >= S;
}

std::string ConvolutionShape::describe() const
{
    // A stream rather than a chain of operator+: GCC 12 warns falsely (-Wrestrict, GCC bug 105651)
    // on long std::string concatenations at -O2 and above.
    std::ostringstream text;
    text << 'N' << N << " C" << C << " H" << H << " W" << W << " K" << K << " R" << R << " S" << S
         << " pad" << padH << ',' << padW << " stride" << strideH << ',' << strideW;
    return text.str();
}

static ConvolutionShape resnet3x3(int64_t batch, int64_t channels, int64_t size)
{
    ConvolutionShape shape;
    shape.N = batch;
    shape.C = channels;
    shape.H = size;
    shape.W = size;
    shape.K = channels;
    shape.R = 3;
    shape.S = 3;
    shape.padH = 1;
    shape.padW = 1;
    return shape;
}

ConvolutionShape ConvolutionShape::resnet50Conv2x(int64_t batch) { return resnet3x3(batch, 64, 56); }
ConvolutionShape ConvolutionShape::resnet50Conv3x(int64_t batch) { return resnet3x3(batch, 128, 28); }
ConvolutionShape ConvolutionShape::resnet50Conv4x(int64_t batch) { return resnet3x3(batch, 256, 14); }
ConvolutionShape ConvolutionShape::resnet50Conv5x(int64_t batch) { return resnet3x3(batch, 512, 7); }

const std::vector<std::string>& ConvolutionShape::presetNames()
{
    static const std::vector<std::string> names = {"conv2_x", "conv3_x", "conv4_x", "conv5_x"};
    return names;
}

std::optional<ConvolutionShape> ConvolutionShape::preset(std::string_view name, int64_t batch)
{
    if (batch < 1)
        return std::nullopt;
    if (name == "conv2_x")
        return resnet50Conv2x(batch);
    if (name == "conv3_x")
        return resnet50Conv3x(batch);
    if (name == "conv4_x")
        return resnet50Conv4x(batch);
    if (name == "conv5_x")
        return resnet50Conv5x(batch);
    return std::nullopt;
}

std::optional<ConvolutionShape> ConvolutionShape::parse(std::string_view text)
{
    std::vector<int64_t> numbers;
    std::string current;
    auto flush = [&]() -> bool {
        if (current.empty() || current.size() > 9)
            return false;
        numbers.push_back(std::stoll(current));
        current.clear();
        return true;
    };
    for (const char c : text) {
        if (c >= '0' && c <= '9') {
            current.push_back(c);
        } else if (c == ',') {
            if (!flush())
                return std::nullopt;
        } else {
            return std::nullopt;
        }
    }
    if (!flush() || numbers.size() != 9)
        return std::nullopt;
    ConvolutionShape shape;
    shape.N = numbers[0];
    shape.C = numbers[1];
    shape.H = numbers[2];
    shape.W = numbers[3];
    shape.K = numbers[4];
    shape.R = numbers[5];
    shape.S = numbers[6];
    shape.padH = shape.padW = numbers[7];
    shape.strideH = shape.strideW = numbers[8];
    if (!shape.isValid())
        return std::nullopt;
    return shape;
}

std::string ConvolutionShape::toList() const
{
    std::ostringstream text;
    text << N << ',' << C << ',' << H << ',' << W << ',' << K << ',' << R << ',' << S << ',' << padH << ',' << strideH;
    return text.str();
}

void requireValidShape(const ConvolutionShape& shape)
{
    if (!shape.isValid())
        throw std::invalid_argument("invalid convolution shape: " + shape.describe());
}

void requireElementCount(const char* what, size_t actual, int64_t expected)
{
    if (int64_t(actual) != expected)
        throw std::invalid_argument(std::string(what) + " has " + std::to_string(actual) + " elements, the shape needs "
            + std::to_string(expected));
}

} // namespace cudnnsetup::bench
