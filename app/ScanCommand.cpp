#include "app/ScanCommand.h"

#include "app/CommandLine.h"
#include "app/CommandOptions.h"
#include "app/ConsoleOutput.h"
#include "core/probe/ReportText.h"
#include "core/probe/SystemScanner.h"

#include <QJsonDocument>

namespace cudnnsetup {

int ScanCommand::run(const CommandLine &commandLine)
{
    const SystemReport report = SystemScanner(commandLine.scanOptions()).scan();
    if (commandLine.parser().isSet(QStringLiteral("json")))
        ConsoleOutput::outBytes(QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented));
    else
        ConsoleOutput::out(ReportText::render(report));
    return ExitCode::Success;
}

Command ScanCommand::command()
{
    return {QStringLiteral("scan"),
            tr("Report the NVIDIA driver and GPUs, CUDA Toolkits and every cuDNN copy, with verdicts."),
            CommandOptions::machine() << CommandOptions::json(QStringLiteral("docs/scan-json.md")),
            [](const CommandLine &commandLine) { return CommandOptions::checkMachine(commandLine); },
            &ScanCommand::run};
}

} // namespace cudnnsetup
