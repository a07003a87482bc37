#include "app/ReleasesCommand.h"

#include "app/CommandLine.h"
#include "app/CommandOptions.h"
#include "app/ConsoleOutput.h"
#include "core/acquire/ReleaseCatalogue.h"
#include "core/acquire/catalogue/LiveCatalogue.h"
#include "core/probe/SystemScanner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace cudnnsetup {

int ReleasesCommand::run(const CommandLine &commandLine)
{
    const QCommandLineParser &parser = commandLine.parser();
    // What the source in use (NVIDIA, or --mirror) really lists, merged with the shipped data.
    const bool offline = parser.isSet(QStringLiteral("offline"));
    if (!offline)
        ConsoleOutput::noteOnce(LiveCatalogue::useNow(CatalogueSources::forSource(commandLine.fetchSource(), false)));
    const SystemReport report = SystemScanner(commandLine.scanOptions()).scan();
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
                {QStringLiteral("preview"), entry.preview},
                {QStringLiteral("newerThanData"), entry.listedOnly},
                {QStringLiteral("archiveBytes"), entry.archiveBytes >= 0 ? QJsonValue(double(entry.archiveBytes)) : QJsonValue()},
                {QStringLiteral("notes"), QJsonArray::fromStringList(entry.notes)},
                {QStringLiteral("fits"), entry.problems.isEmpty()},
                {QStringLiteral("problems"), QJsonArray::fromStringList(entry.problems)},
            });
        ConsoleOutput::outBytes(QJsonDocument(QJsonObject{{QStringLiteral("platform"), report.platform},
                                                          {QStringLiteral("dataAsOf"), CompatMatrix::builtIn().dataAsOf()},
                                                          {QStringLiteral("releases"), array}})
                                    .toJson(QJsonDocument::Indented));
        return ExitCode::Success;
    }

    QString text = (offline ? tr("cuDNN releases for %1 known to this wizard (newest first):")
                            : tr("cuDNN releases for %1 (newest first):"))
                       .arg(report.platform)
                   + u'\n';
    for (const CatalogueEntry &entry : entries) {
        QString mark = entry.recommended ? tr("recommended for this computer")
                     : entry.problems.isEmpty() ? tr("fits")
                                                : tr("does not fit");
        text += QStringLiteral("  %1  CUDA %2  %3  %4\n")
                    .arg(entry.version.toString(), -12)
                    .arg(entry.cudaMajor, -3)
                    .arg(entry.date.isEmpty() ? QStringLiteral("          ") : entry.date, mark);
        for (const QString &problem : entry.problems + entry.notes)
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
            tr("List the cuDNN releases NVIDIA (or --mirror) offers, and which fit this machine."),
            CommandOptions::machine() + CommandOptions::source()
                << QCommandLineOption(QStringLiteral("cuda"), tr("Only the builds for this CUDA major, e.g. 12 or 13."), tr("major"))
                << QCommandLineOption(QStringLiteral("offline"),
                                      tr("Do not read the source's release listing: only the releases this wizard shipped with."))
                << CommandOptions::json(QStringLiteral("docs/fetch-json.md")),
            [](const CommandLine &commandLine) {
                QString problem = CommandOptions::checkMachine(commandLine);
                if (problem.isEmpty())
                    problem = CommandOptions::checkSource(commandLine);
                return problem.isEmpty() ? CommandOptions::checkBuild(commandLine) : problem;
            },
            &ReleasesCommand::run};
}

} // namespace cudnnsetup
