#include "app/FetchCommand.h"

#include "app/CommandLine.h"
#include "app/CommandOptions.h"
#include "app/ConsoleOutput.h"
#include "app/TerminalPrompt.h"
#include "core/acquire/ArchiveFetch.h"
#include "core/acquire/LicenseStore.h"
#include "core/acquire/ReleaseCatalogue.h"
#include "core/model/DataSize.h"
#include "core/acquire/catalogue/LiveCatalogue.h"
#include "core/probe/SystemScanner.h"

#include <QAuthenticator>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkProxy>

namespace cudnnsetup {

FetchCommand::FetchCommand(const CommandLine &commandLine) : m_commandLine(commandLine) {}

std::optional<ArchiveTarget> FetchCommand::chooseBuild(const SystemReport &scanned, int *exitCode)
{
    const QCommandLineParser &parser = m_commandLine.parser();
    SystemReport report = scanned;
    if (parser.isSet(QStringLiteral("platform")) && m_commandLine.scanOptions().sysroot.isEmpty())
        report.platform = parser.value(QStringLiteral("platform"));

    const BuildChoice choice = ReleaseCatalogue::choose(
        report, parser.value(QStringLiteral("release")), parser.value(QStringLiteral("cuda")).toInt(),
        tr("Name one with --release and --cuda to fetch it anyway."));
    if (!choice.target) {
        ConsoleOutput::error(choice.error);
        *exitCode = choice.unknownRelease ? ExitCode::UsageError : ExitCode::Failure;
        return std::nullopt;
    }
    for (const QString &note : choice.notes)
        ConsoleOutput::error(tr("Note: %1").arg(note));
    return choice.target;
}

bool FetchCommand::copyToDestination(const QString &archive, QString *copied)
{
    const QString dest = m_commandLine.parser().value(QStringLiteral("dest"));
    if (dest.isEmpty())
        return true;
    if (!QDir().mkpath(dest)) {
        ConsoleOutput::error(tr("The folder %1 could not be created.").arg(dest));
        return false;
    }
    const QString final = QDir(dest).filePath(QFileInfo(archive).fileName());
    const QString temporary = final + QStringLiteral(".copying");
    QFile::remove(temporary);
    // Copy under a temporary name, then rename: the destination never holds half an archive.
    if (!QFile::copy(archive, temporary) || (QFile::exists(final) && !QFile::remove(final)) || !QFile::rename(temporary, final)) {
        QFile::remove(temporary);
        ConsoleOutput::error(tr("The archive could not be copied to %1 (is there enough space, and may you write there?).").arg(dest));
        return false;
    }
    *copied = final;
    return true;
}

void FetchCommand::printResult(const DownloadResult &result, const QString &copied)
{
    const QString path = copied.isEmpty() ? result.path : copied;
    if (const QString note = ArchiveFetch::checksumNote(m_target); !note.isEmpty())
        ConsoleOutput::error(note);
    if (m_commandLine.parser().isSet(QStringLiteral("json"))) {
        ConsoleOutput::outBytes(QJsonDocument(QJsonObject{
                                                  {QStringLiteral("path"), path},
                                                  {QStringLiteral("cachePath"), result.path},
                                                  {QStringLiteral("sha256"), QString::fromLatin1(result.sha256)},
                                                  {QStringLiteral("size"), double(QFileInfo(path).size())},
                                                  {QStringLiteral("release"), m_target.cudnnVersion.toString()},
                                                  {QStringLiteral("cudaMajor"), m_target.cudaMajor},
                                                  {QStringLiteral("platform"), m_target.platform},
                                                  {QStringLiteral("reused"), result.reused},
                                                  {QStringLiteral("checksumFrom"), m_target.checksumFromMirrorOnly
                                                                                       ? QStringLiteral("mirror")
                                                                                       : QStringLiteral("nvidia")},
                                                  {QStringLiteral("bytesFetched"), double(result.bytesFetched)},
                                              })
                                    .toJson(QJsonDocument::Indented));
        return;
    }
    ConsoleOutput::out(QStringLiteral("%1  sha256:%2\n").arg(path, QString::fromLatin1(result.sha256)));
}

int FetchCommand::run()
{
    const QCommandLineParser &parser = m_commandLine.parser();
    ConsoleOutput::noteOnce(LiveCatalogue::useNow(CatalogueSources::forSource(m_commandLine.fetchSource(), false)));
    const SystemReport report = SystemScanner(m_commandLine.scanOptions()).scan();
    int exitCode = ExitCode::Success;
    const std::optional<ArchiveTarget> wanted = chooseBuild(report, &exitCode);
    if (!wanted)
        return exitCode;

    const FetchSource source = m_commandLine.fetchSource();

    ArchiveFetch fetch;
    QEventLoop loop;
    int outcome = ExitCode::Failure;
    QObject::connect(&fetch, &ArchiveFetch::statusChanged, [](const QString &text) { ConsoleOutput::error(text); });
    QObject::connect(&fetch, &ArchiveFetch::failed, [&](const QString &message) {
        ConsoleOutput::error(message);
        loop.exit(ExitCode::Failure);
    });
    QObject::connect(&fetch, &ArchiveFetch::resolved, [&](const ArchiveTarget &target, const QString &licenseUrl) {
        m_target = target;
        LicenseStore licenses;
        if (!licenses.isAccepted(target.cudnnVersion)) {
            if (!parser.isSet(QStringLiteral("accept-license"))) {
                ConsoleOutput::error(tr("cuDNN is licensed by NVIDIA. Read the license at\n  %1\nand run the same command again with "
                                        "--accept-license to accept it and download %2.")
                                         .arg(licenseUrl, target.fileName));
                loop.exit(ExitCode::LicenseNotAccepted);
                return;
            }
            licenses.accept(target.cudnnVersion);
        }
        ConsoleOutput::error(tr("Getting %1 (%2)").arg(target.fileName, target.size >= 0 ? dataSizeText(target.size) : tr("size unknown")));
        fetch.download();
    });
    QObject::connect(&fetch, &ArchiveFetch::progress, [](qint64 received, qint64 total, double rate, int secondsLeft) {
        ConsoleOutput::downloadProgress(QString(), received, total, rate, secondsLeft);
    });
    QObject::connect(&fetch.downloader(), &Downloader::proxyAuthenticationRequired,
                     [](const QNetworkProxy &proxy, QAuthenticator *authenticator) {
                         TerminalPrompt::askProxyCredentials(proxy.hostName(), authenticator);
                     });
    QObject::connect(&fetch, &ArchiveFetch::finished, [&](const DownloadResult &result) {
        ConsoleOutput::endProgress();
        if (!result.ok) {
            ConsoleOutput::error(result.message);
            loop.exit(ExitCode::Failure);
            return;
        }
        if (result.reused)
            ConsoleOutput::error(tr("The verified archive was already in the cache; nothing was downloaded."));
        QString copied;
        if (!copyToDestination(result.path, &copied)) {
            loop.exit(ExitCode::Failure);
            return;
        }
        printResult(result, copied);
        loop.exit(ExitCode::Success);
    });
    fetch.resolve(*wanted, source);
    outcome = loop.exec();
    return outcome;
}

Command FetchCommand::command()
{
    QList<QCommandLineOption> options{
        CommandOptions::sysroot(),
        {QStringLiteral("platform"),
         tr("Get the archive for <platform> (linux-x86_64, linux-sbsa, linux-aarch64, windows-x86_64, windows-arm64); with "
            "--sysroot, treat that tree as <platform>."),
         tr("platform")},
        {QStringLiteral("accept-license"), tr("Accept NVIDIA's cuDNN license (it is shown to you first otherwise).")},
        {QStringLiteral("dest"), tr("Also copy the verified archive into <dir>."), tr("dir")},
        CommandOptions::json(QStringLiteral("docs/fetch-json.md")),
    };
    return {QStringLiteral("fetch"),
            tr("Download the cuDNN archive that fits this machine (or the one asked for) and verify it."),
            options + CommandOptions::tools() + CommandOptions::build() + CommandOptions::source(),
            [](const CommandLine &commandLine) {
                for (const QString &problem : {CommandOptions::checkMachine(commandLine, true), CommandOptions::checkBuild(commandLine),
                                               CommandOptions::checkSource(commandLine)})
                    if (!problem.isEmpty())
                        return problem;
                return QString();
            },
            [](const CommandLine &commandLine) { return FetchCommand(commandLine).run(); }};
}

} // namespace cudnnsetup
