// ConvolutionShape: validity, FLOP count, description and the ResNet-50 presets.
#include "core/bench/ConvolutionShape.h"

#include <sstream>

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

} // namespace cudnnsetup::bench
