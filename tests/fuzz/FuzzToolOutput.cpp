// Fuzz target: what a CUDA toolkit says about its version — `nvcc --version`, version.json
// (11.1+), version.txt (older) — and the version defines of cudnn_version.h / cudnn.h. All are
// outside input: a toolkit folder can hold anything, and a stand-in nvcc can print anything.
// An accepted answer must be a real version, and nvcc's two must agree with each other.
#include "FuzzSupport.h"

#include "core/probe/parsers/CudnnHeaderParser.h"
#include "core/probe/parsers/NvccVersionParser.h"
#include "core/probe/parsers/ToolkitVersionFile.h"

using namespace cudnnsetup;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input = fuzz::bytes(data, size);

    if (const std::optional<NvccVersion> nvcc = parseNvccVersion(fuzz::text(data, size))) {
        FUZZ_CHECK(nvcc->release.size() == 2);
        FUZZ_CHECK(nvcc->compiler.size() == 3);
        FUZZ_CHECK(nvcc->compiler.startsWith(nvcc->release));
    }

    QString error;
    if (const std::optional<Version> json = parseToolkitVersionJson(input, &error))
        FUZZ_CHECK(json->isValid());
    else
        FUZZ_CHECK(!error.isEmpty());
    if (const std::optional<Version> txt = parseToolkitVersionTxt(input))
        FUZZ_CHECK(txt->isValid());

    if (const std::optional<Version> header = parseCudnnVersionHeader(input))
        FUZZ_CHECK(header->size() == 3);
    return 0;
}
