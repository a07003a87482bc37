// Fuzz target: how a pip- or conda-installed cuDNN and the frameworks that pin one are read from
// files alone — a .dist-info folder name, a conda-meta record name and the headers of a
// package's METADATA. The input is tried as each (the first line as the names, all of it as
// METADATA): site-packages is written by whatever tool the user ran.
#include "FuzzSupport.h"

#include "core/probe/parsers/CondaMetaName.h"
#include "core/probe/parsers/DistInfoName.h"
#include "core/probe/parsers/WheelMetadata.h"

using namespace cudnnsetup;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input = fuzz::bytes(data, size);
    const QString firstLine = QString::fromUtf8(input.left(input.indexOf('\n')));

    if (const std::optional<DistInfoName> distInfo = parseDistInfoName(firstLine)) {
        FUZZ_CHECK(!distInfo->package.isEmpty());
        FUZZ_CHECK(distInfo->version.isValid());
    }
    const int cudaMajor = cudaMajorFromCudnnPackage(firstLine);
    FUZZ_CHECK(cudaMajor >= 0 && cudaMajor < 1000);

    if (const std::optional<CondaMetaName> conda = parseCondaMetaName(firstLine)) {
        FUZZ_CHECK(conda->version.size() >= 3 && conda->version.size() <= 4);
        FUZZ_CHECK(conda->cudaMajor >= 0 && conda->cudaMajor < 100);
    }

    for (bool windows : {false, true}) {
        const WheelMetadata metadata = WheelMetadata::parse(input, windows);
        for (const CudnnPin &pin : metadata.cudnnPins) {
            FUZZ_CHECK(pin.minMajor <= pin.maxMajor);
            FUZZ_CHECK(pin.cudaMajor >= 0 && pin.cudaMajor < 100);
            FUZZ_CHECK(pin.spec.startsWith(QStringLiteral("nvidia-cudnn-cu")));
            FUZZ_CHECK(!pin.line.isEmpty());
        }
    }
    return 0;
}
