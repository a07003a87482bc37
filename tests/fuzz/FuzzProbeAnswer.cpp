// Fuzz target: the JSON answer of the cudnn-probe helper as core reads it (docs/probe-json.md).
// The probe beside the wizard may be from another version, damaged, or replaced; its stdout goes
// through ProbeRunner::readAnswer for each mode and then into the readers and the text the
// Verify and Benchmark pages and the report show. A refusal must say why.
#include "FuzzSupport.h"

#include "core/verify/BenchmarkResult.h"
#include "core/verify/BenchmarkText.h"
#include "core/verify/ProbeRunner.h"
#include "core/verify/ProgramLoadAnswer.h"
#include "core/verify/VerifyExplanations.h"
#include "core/verify/VerifyResult.h"

using namespace cudnnsetup;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray output = fuzz::bytes(data, size);
    for (const char *mode : {"verify", "bench", "which", "info"}) {
        ProbeRun run;
        run.exitCode = 0;
        ProbeRunner::readAnswer(output, QString::fromLatin1(mode), run);
        if (!run.ok()) {
            FUZZ_CHECK(run.outcome == ProbeRun::Outcome::BadOutput);
            FUZZ_CHECK(!run.failure.isEmpty());
            continue;
        }
        const QString which = QString::fromLatin1(mode);
        if (which == u"verify") {
            const VerifyResult result = VerifyResult::fromJson(run.json);
            for (const VerifyItem &item : result.items)
                VerifyExplanations::explain(item, result);
            VerifyExplanations::resultLine(result);
            VerifyExplanations::render(result);
        } else if (which == u"bench") {
            const BenchmarkResult result = BenchmarkResult::fromProbeJson(run.json);
            BenchmarkText::render(result);
            BenchmarkText::speedups(result);
            BenchmarkText::noGpuExplanation(result);
            result.toCsv();
            result.toJson();
        } else if (which == u"which") {
            ProgramLoadAnswer::fromRun(run).sentence();
        }
    }
    return 0;
}
