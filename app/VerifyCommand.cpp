#include "app/VerifyCommand.h"

#include "app/CommandLine.h"
#include "app/CommandOptions.h"
#include "app/ConsoleOutput.h"
#include "app/VerifyTargetChoice.h"
#include "core/verify/VerifyExplanations.h"
#include "core/verify/VerifyRunner.h"

#include <QJsonDocument>

namespace cudnnsetup {

namespace {

QString verdictKey(VerifyResult::Verdict verdict)
{
    switch (verdict) {
    case VerifyResult::Verdict::Works: return QStringLiteral("works");
    case VerifyResult::Verdict::ReadyNoGpu: return QStringLiteral("ready-no-gpu");
    case VerifyResult::Verdict::Broken: return QStringLiteral("broken");
    case VerifyResult::Verdict::NotChecked: return QStringLiteral("not-checked");
    }
    return {};
}

int exitCodeFor(VerifyResult::Verdict verdict)
{
    switch (verdict) {
    case VerifyResult::Verdict::Works: return ExitCode::Success;
    case VerifyResult::Verdict::ReadyNoGpu: return ExitCode::NoGpuToRunOn;
    case VerifyResult::Verdict::Broken: return ExitCode::Failure;
    case VerifyResult::Verdict::NotChecked: return ExitCode::CouldNotCheck;
    }
    return ExitCode::Failure;
}

} // namespace

int VerifyCommand::run(const CommandLine &commandLine)
{
    const std::optional<VerifyTarget> target = chooseVerifyTarget(commandLine, true);
    if (!target)
        return ExitCode::CouldNotCheck;
    const bool json = commandLine.parser().isSet(QStringLiteral("json"));
    if (!json)
        ConsoleOutput::error(tr("Checking %1 ...").arg(target->description));

    const VerifyResult result = VerifyRunner::run(ProbeRunner(), target->libraryDir, target->includeDir,
                                                  commandLine.probeTimeoutMs(VerifyRunner::kDefaultTimeoutMs));
    if (json) {
        // The probe's own JSON (docs/probe-json.md) under "probe", with our reading of it beside.
        const QJsonObject object{
            {QStringLiteral("schema"), QStringLiteral("cudnn-setup-verify/1")},
            {QStringLiteral("verdict"), verdictKey(result.verdict())},
            {QStringLiteral("result"), VerifyExplanations::resultLine(result)},
            {QStringLiteral("cudnnDir"), target->libraryDir},
            {QStringLiteral("failure"), result.failure},
            {QStringLiteral("probe"), result.raw},
        };
        ConsoleOutput::outBytes(QJsonDocument(object).toJson(QJsonDocument::Indented));
    } else {
        ConsoleOutput::out(VerifyExplanations::render(result));
    }
    return exitCodeFor(result.verdict());
}

Command VerifyCommand::command()
{
    return {QStringLiteral("verify"),
            tr("Check that a cuDNN copy loads and runs, item by item, and say why not."),
            CommandOptions::machine() + CommandOptions::probe(60)
                << QCommandLineOption(QStringLiteral("include-dir"), tr("The folder of that copy's headers (default: <cudnn-dir>/../include)."),
                                      tr("dir"))
                << CommandOptions::json(QStringLiteral("docs/probe-json.md")),
            [](const CommandLine &commandLine) {
                if (commandLine.isSet(QStringLiteral("include-dir")) && !commandLine.isSet(QStringLiteral("cudnn-dir")))
                    return tr("--include-dir goes with --cudnn-dir: the headers of that copy.");
                QString problem = CommandOptions::checkMachine(commandLine);
                return problem.isEmpty() ? CommandOptions::checkProbeTimeout(commandLine) : problem;
            },
            &VerifyCommand::run};
}

} // namespace cudnnsetup
