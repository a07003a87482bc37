#include "app/MirrorCommand.h"

#include "app/CommandLine.h"
#include "app/CommandOptions.h"
#include "app/ConsoleOutput.h"
#include "app/TerminalPrompt.h"
#include "core/acquire/CudaRedistFetch.h"
#include "core/acquire/catalogue/LiveCatalogue.h"
#include "core/acquire/LicenseStore.h"
#include "core/acquire/MirrorBuilder.h"
#include "core/model/DataSize.h"
#include "core/model/ShownPath.h"

#include <QAuthenticator>
#include <QEventLoop>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkProxy>

#include <algorithm>

namespace cudnnsetup {

namespace {

QJsonObject archiveJson(const MirroredArchive &archive)
{
    return QJsonObject{
        {QStringLiteral("component"), archive.component},
        {QStringLiteral("release"), archive.release.toString()},
        {QStringLiteral("platform"), archive.platform},
        {QStringLiteral("cudaMajor"), archive.cudaMajor},
        {QStringLiteral("path"), archive.path},
        {QStringLiteral("sha256"), QString::fromLatin1(archive.sha256)},
        {QStringLiteral("size"), double(archive.size)},
        {QStringLiteral("reused"), archive.reused},
        {QStringLiteral("ok"), archive.ok},
        {QStringLiteral("error"), archive.ok ? QJsonValue(QJsonValue::Null) : QJsonValue(archive.error)},
    };
}

QByteArray resultJson(const MirrorResult &result)
{
    QJsonArray archives;
    for (const MirroredArchive &archive : result.archives)
        archives.append(archiveJson(archive));
    return QJsonDocument(QJsonObject{
                             {QStringLiteral("schema"), QStringLiteral("cudnn-setup-mirror/1")},
                             {QStringLiteral("dest"), result.destination},
                             {QStringLiteral("ok"), result.ok()},
                             {QStringLiteral("archives"), archives},
                             {QStringLiteral("manifests"), QJsonArray::fromStringList(result.manifests)},
                             {QStringLiteral("errors"), QJsonArray::fromStringList(result.errors)},
                         })
        .toJson(QJsonDocument::Indented);
}

} // namespace

int MirrorCommand::run(const CommandLine &commandLine)
{
    const QCommandLineParser &parser = commandLine.parser();
    // Release names are looked up in what the upstream really lists, so a release newer than the
    // shipped data can be mirrored too.
    ConsoleOutput::noteOnce(LiveCatalogue::useNow(CatalogueSources::forSource(commandLine.fetchSource(), false)));
    QString mistake;
    const std::optional<QList<Version>> releases = MirrorBuilder::releasesFromList(parser.value(QStringLiteral("releases")), &mistake);
    const std::optional<QStringList> platforms =
        releases ? MirrorBuilder::platformsFromList(parser.value(QStringLiteral("platforms")), &mistake) : std::nullopt;
    if (!releases || !platforms) {
        ConsoleOutput::error(mistake);
        return ExitCode::UsageError;
    }
    const bool withCuda = parser.isSet(QStringLiteral("cuda-releases"));
    const std::optional<QList<Version>> cudaReleases =
        withCuda ? MirrorBuilder::cudaReleasesFromList(parser.value(QStringLiteral("cuda-releases")), &mistake)
                 : std::optional<QList<Version>>(QList<Version>{});
    const std::optional<CudaProfile> cudaProfile =
        CudaComponents::fromKey(parser.isSet(QStringLiteral("cuda-profile")) ? parser.value(QStringLiteral("cuda-profile"))
                                                                             : QStringLiteral("develop"));
    if (!cudaReleases) {
        ConsoleOutput::error(mistake);
        return ExitCode::UsageError;
    }
    if (!cudaProfile) {
        ConsoleOutput::error(tr("--cuda-profile is \"runtime\" or \"develop\", not \"%1\".").arg(parser.value(QStringLiteral("cuda-profile"))));
        return ExitCode::UsageError;
    }
    // The mirror redistributes NVIDIA's archives to the lab, so whoever builds it accepts the
    // licence for everyone who installs from it: never silently.
    if (!parser.isSet(QStringLiteral("accept-license"))) {
        ConsoleOutput::error(tr("cuDNN is licensed by NVIDIA under the cuDNN Software License Agreement:\n  %1\nRead it, and run the "
                                "same command again with --accept-license to accept it and build the mirror. Nothing was downloaded.")
                                 .arg(LicenseStore::agreementUrl()));
        if (withCuda)
            ConsoleOutput::error(tr("The CUDA pieces are licensed by NVIDIA under the CUDA Toolkit End User License Agreement:\n  %1\n"
                                    "--accept-license accepts it too.")
                                     .arg(RedistManifest::joinUrl(CudaRedistFetch::nvidiaBaseUrl(), QStringLiteral("cuda_cudart/LICENSE.txt"))));
        return ExitCode::LicenseNotAccepted;
    }

    MirrorRequest request;
    request.releases = *releases;
    request.platforms = *platforms;
    request.destination = parser.value(QStringLiteral("dest"));
    request.upstream = commandLine.fetchSource();
    request.cudaReleases = *cudaReleases;
    request.cudaProfile = *cudaProfile;
    // From --cuda-from, else beside the cuDNN upstream: NVIDIA's CUDA redist, or the cuda/ folder
    // of the mirror copied from (where this command puts them too).
    request.cudaUpstream = request.upstream;
    if (parser.isSet(QStringLiteral("cuda-from"))) {
        request.cudaUpstream.baseUrl = parser.value(QStringLiteral("cuda-from"));
        request.cudaUpstream.fromMirror = true;
    } else {
        request.cudaUpstream.baseUrl = parser.isSet(QStringLiteral("mirror"))
                                           ? RedistManifest::joinUrl(request.upstream.baseUrl, QStringLiteral("cuda/"))
                                           : CudaRedistFetch::nvidiaBaseUrl();
    }
    const bool json = parser.isSet(QStringLiteral("json"));

    MirrorBuilder builder;
    QEventLoop loop;
    MirrorResult outcome;
    QString current;
    QObject::connect(&builder, &MirrorBuilder::statusChanged, [](const QString &text) { ConsoleOutput::error(text); });
    QObject::connect(&builder, &MirrorBuilder::archiveStarted, [&](const MirroredArchive &archive) {
        current = QFileInfo(archive.path).fileName();
    });
    QObject::connect(&builder, &MirrorBuilder::progress, [&](qint64 received, qint64 total, double rate, int secondsLeft) {
        ConsoleOutput::downloadProgress(current, received, total, rate, secondsLeft);
    });
    QObject::connect(&builder.downloader(), &Downloader::proxyAuthenticationRequired,
                     [](const QNetworkProxy &proxy, QAuthenticator *authenticator) {
                         TerminalPrompt::askProxyCredentials(proxy.hostName(), authenticator);
                     });
    QObject::connect(&builder, &MirrorBuilder::archiveFinished, [json](const MirroredArchive &archive) {
        ConsoleOutput::endProgress();
        const QString shown = shownPath(archive.path);
        if (!archive.ok)
            ConsoleOutput::error(tr("FAILED  %1: %2").arg(shown, archive.error));
        else if (!json)
            ConsoleOutput::out(archive.reused ? tr("already there, verified  %1  (%2)\n").arg(shown, dataSizeText(archive.size))
                                              : tr("fetched, verified        %1  (%2)\n").arg(shown, dataSizeText(archive.size)));
    });
    QObject::connect(&builder, &MirrorBuilder::finished, [&](const MirrorResult &result) {
        outcome = result;
        loop.quit();
    });
    builder.start(request);
    loop.exec();

    for (const QString &error : outcome.errors)
        ConsoleOutput::error(error);
    if (json) {
        ConsoleOutput::outBytes(resultJson(outcome));
    } else {
        ConsoleOutput::out(tr("The mirror in %1 holds %2 of %3 for %4; point source.mirror (or --mirror) at it.\n")
                               .arg(shownPath(outcome.destination), tr("%n archive(s)", "", outcome.heldArchives()),
                                    tr("%n release(s)", "", outcome.heldReleases()), tr("%n platform(s)", "", outcome.heldPlatforms())));
        if (std::any_of(outcome.archives.cbegin(), outcome.archives.cend(),
                        [](const MirroredArchive &archive) { return archive.ok && archive.component != QLatin1String("cudnn"); }))
            ConsoleOutput::out(tr("The CUDA pieces are in %1; point --cuda-from (install, provision) or the wizard's CUDA "
                                  "pieces at it.\n")
                                   .arg(shownPath(outcome.destination + QStringLiteral("/cuda"))));
    }
    if (!outcome.ok()) {
        ConsoleOutput::error(tr("Not every archive is in the mirror (see above). Run the same command again to fetch what is missing."));
        return ExitCode::Failure;
    }
    return ExitCode::Success;
}

Command MirrorCommand::command()
{
    QList<QCommandLineOption> own{
        {QStringLiteral("releases"), tr("The cuDNN releases to copy, comma-separated (9.19,9.20.0.48)."), tr("list")},
        {QStringLiteral("platforms"), tr("The platforms to copy, comma-separated (linux-x86_64,windows-x86_64,...)."), tr("list")},
        {QStringLiteral("dest"), tr("The folder of the mirror."), tr("dir")},
        {QStringLiteral("cuda-releases"),
         tr("Also copy the CUDA pieces of these CUDA releases, comma-separated (13.0.2,12.9.1), into <dest>/cuda/ in the "
            "layout of NVIDIA's CUDA redist, for install --with-cuda --cuda-from <mirror>/cuda/ and the wizard."),
         tr("list")},
        {QStringLiteral("cuda-profile"),
         tr("Which CUDA pieces --cuda-releases copies: \"runtime\" or \"develop\" (the default; it holds the runtime's too)."),
         tr("profile")},
        {QStringLiteral("cuda-from"),
         tr("Where --cuda-releases copies from (default: NVIDIA's CUDA redist, or the cuda/ folder of --mirror)."), tr("url")},
        {QStringLiteral("accept-license"), tr("Accept NVIDIA's cuDNN license, and the CUDA license with --cuda-releases "
                                               "(nothing is downloaded without it).")},
        CommandOptions::json(QStringLiteral("docs/provision.md")),
    };
    return {QStringLiteral("mirror"), tr("Copy cuDNN releases and their manifests into a folder, to serve as a lab mirror."),
            CommandOptions::source(false) + own,
            [](const CommandLine &commandLine) {
                if (!commandLine.isSet(QStringLiteral("releases")) || !commandLine.isSet(QStringLiteral("platforms"))
                    || !commandLine.isSet(QStringLiteral("dest")))
                    return tr("mirror needs --releases <list>, --platforms <list> and --dest <dir>.");
                if (QString problem = CommandOptions::checkSource(commandLine); !problem.isEmpty())
                    return problem;
                return CommandOptions::checkInsecureMirror(commandLine, QStringLiteral("cuda-from"));
            },
            &MirrorCommand::run};
}

} // namespace cudnnsetup
