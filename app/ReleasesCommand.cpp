#include "app/ReleasesCommand.h"

#include "app/CommandLine.h"
#include "app/CommandOptions.h"
#include "app/ConsoleOutput.h"
#include "core/acquire/ReleaseCatalogue.h"
#include "core/probe/SystemScanner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace cudnnsetup {

int ReleasesCommand::run(const CommandLine &commandLine)
{
    const SystemReport report = SystemScanner(commandLine.scanOptions()).scan();
    const QCommandLineParser &parser = commandLine.parser();
    const int onlyMajor = parser.isSet(QStringLiteral("cuda")) ? parser.value(QStringLiteral("cuda")).toInt() : 0;
    QList<CatalogueEntry> entries = ReleaseCatalogue::entries(report);
    if (onlyMajor > 0)
        entries.removeIf([&](const CatalogueEntry &entry) { return entry.cudaMajor != onlyMajor; });

    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray array;
        for (const CatalogueEntry &entry : entries)
            array.append(QJsonObject{
                {QStringLiteral("version"), entry.version.toString()},
                {QStringLiteral("cudaMajor"), entry.cudaMajor},
                {QStringLiteral("date"), entry.date},
                {QStringLiteral("archive"), ReleaseCatalogue::target(entry.version, entry.cudaMajor, report.platform).fileName},
                {QStringLiteral("recommended"), entry.recommended},
                {QStringLiteral("fits"), entry.problems.isEmpty()},
                {QStringLiteral("problems"), QJsonArray::fromStringList(entry.problems)},
            });
        ConsoleOutput::outBytes(QJsonDocument(QJsonObject{{QStringLiteral("platform"), report.platform}, {QStringLiteral("releases"), array}})
                                    .toJson(QJsonDocument::Indented));
        return ExitCode::Success;
    }

    QString text = tr("cuDNN releases for %1 known to this wizard (newest first):").arg(report.platform) + u'\n';
    for (const CatalogueEntry &entry : entries) {
        QString mark = entry.recommended ? tr("recommended for this computer")
                     : entry.problems.isEmpty() ? tr("fits")
                                                : tr("does not fit");
        text += QStringLiteral("  %1  CUDA %2  %3  %4\n")
                    .arg(entry.version.toString(), -12)
                    .arg(entry.cudaMajor, -3)
                    .arg(entry.date.isEmpty() ? QStringLiteral("          ") : entry.date, mark);
        for (const QString &problem : entry.problems)
            text += QStringLiteral("      - ") + problem + u'\n';
    }
    if (entries.isEmpty())
        text += tr("  (none)") + u'\n';
    if (!report.recommendation.available)
        text += u'\n' + report.recommendation.reason + u'\n';
    ConsoleOutput::out(text);
    return ExitCode::Success;
}

Command ReleasesCommand::command()
{
    return {QStringLiteral("releases"),
            tr("List the cuDNN releases the wizard knows, and which fit this machine."),
            CommandOptions::machine()
                << QCommandLineOption(QStringLiteral("cuda"), tr("Only the builds for this CUDA major, e.g. 12 or 13."), tr("major"))
                << CommandOptions::json(QStringLiteral("docs/fetch-json.md")),
            [](const CommandLine &commandLine) {
                QString problem = CommandOptions::checkMachine(commandLine);
                return problem.isEmpty() ? CommandOptions::checkBuild(commandLine) : problem;
            },
            &ReleasesCommand::run};
}

} // namespace cudnnsetup
