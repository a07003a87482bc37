// Fuzz target: what `nvidia-smi` prints — its table header (classic and 610+), `--version` and the
// CSV of `--query-gpu` — which the scan reads when the driver library cannot be loaded. Output of
// a broken driver or a stand-in tool is arbitrary text; every form is parsed from each input.
#include "FuzzSupport.h"

#include "core/probe/driver/NvidiaSmiParser.h"

using namespace cudnnsetup;

namespace {

// A driver version is what the header and --version exist to give: an answer without one (or
// with one that is not a number) must be a refusal with a reason.
void checkDriverAnswer(const std::optional<NvidiaSmiInfo> &info, const QString &error)
{
    if (!info) {
        FUZZ_CHECK(!error.isEmpty());
        return;
    }
    FUZZ_CHECK(info->driverVersion.isValid());
    FUZZ_CHECK(!info->driverVersionText.isEmpty());
}

void checkGpuAnswer(const std::optional<NvidiaSmiInfo> &info, const QString &error)
{
    if (!info) {
        FUZZ_CHECK(!error.isEmpty());
        return;
    }
    for (const GpuInfo &gpu : info->gpus) {
        FUZZ_CHECK(gpu.totalMemoryBytes >= -1);
        FUZZ_CHECK(gpu.multiprocessorCount >= -1);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString output = fuzz::text(data, size);
    NvidiaSmiParser::recognizeProblem(output);
    QString error;
    checkDriverAnswer(NvidiaSmiParser::parseHeader(output, &error), error);
    error.clear();
    checkDriverAnswer(NvidiaSmiParser::parseVersion(output, &error), error);
    error.clear();
    checkGpuAnswer(NvidiaSmiParser::parseQueryGpu(output, NvidiaSmiParser::defaultQueryFields(), &error), error);
    // The same CSV with its header naming other columns than asked for.
    error.clear();
    NvidiaSmiParser::parseQueryGpu(output, {QStringLiteral("name"), QStringLiteral("memory.total")}, &error);
    return 0;
}
