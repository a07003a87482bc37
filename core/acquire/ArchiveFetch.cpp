#include "core/acquire/ArchiveFetch.h"

#include "core/acquire/ReleaseCatalogue.h"
#include "core/acquire/download/DownloadCache.h"
#include "core/acquire/manifest/NvidiaArchiveChecksums.h"
#include "core/acquire/manifest/RedistManifest.h"

namespace cudnnsetup {

ArchiveFetch::ArchiveFetch(QObject *parent) : QObject(parent)
{
    connect(&m_fetcher, &TextFetcher::finished, this, &ArchiveFetch::onManifest);
    connect(&m_fetcher, &TextFetcher::failed, this, [this](const QString &why, bool unreachable) {
        emit failed(tr("The list of files for cuDNN %1 could not be read. %2").arg(m_wanted.cudnnVersion.toString(), why),
                    unreachable);
    });
    connect(&m_downloader, &Downloader::progress, this, &ArchiveFetch::progress);
    connect(&m_downloader, &Downloader::statusChanged, this, &ArchiveFetch::statusChanged);
    connect(&m_downloader, &Downloader::finished, this, &ArchiveFetch::finished);
}

void ArchiveFetch::resolve(const ArchiveTarget &wanted, const FetchSource &source)
{
    m_wanted = wanted;
    m_source = source;
    m_target = {};
    m_licenseUrl.clear();
    const QString manifest = RedistManifest::joinUrl(source.baseUrl, RedistManifest::manifestFileName(ReleaseCatalogue::manifestLabel(wanted.cudnnVersion)));
    emit statusChanged(tr("Reading the list of files for cuDNN %1 from %2…").arg(wanted.cudnnVersion.toString(), source.baseUrl));
    m_fetcher.setProxy(source.proxy);
    m_fetcher.get(manifest, source.allowInsecureHttp);
}

void ArchiveFetch::onManifest(const QByteArray &json)
{
    QString error;
    const std::optional<RedistManifest> manifest = RedistManifest::parse(json, &error);
    if (!manifest) {
        emit failed(tr("The list of files for cuDNN %1 is damaged or not a cuDNN manifest (%2). If it comes from a mirror, "
                       "rebuild the mirror.")
                        .arg(m_wanted.cudnnVersion.toString(), error), false);
        return;
    }
    const RedistArchive *archive = manifest->find(QStringLiteral("cudnn"), m_wanted.platform, m_wanted.cudaMajor);
    if (!archive) {
        emit failed(tr("cuDNN %1 has no build for CUDA %2 on %3 on this server. Choose another release or CUDA version.")
                        .arg(m_wanted.cudnnVersion.toString(), QString::number(m_wanted.cudaMajor), m_wanted.platform), false);
        return;
    }
    m_target = manifest->target(*archive);
    if (m_source.fromMirror) {
        // NVIDIA's own checksum, where the program knows it, outranks the mirror's.
        const NvidiaArchiveChecksums &published = NvidiaArchiveChecksums::builtIn();
        if (const QString refusal = published.disagreement(m_target.relativePath, m_target.sha256, m_target.size);
            !refusal.isEmpty()) {
            m_target = {};
            emit failed(refusal, false);
            return;
        }
        m_target.checksumFromMirrorOnly = !published.find(m_target.relativePath);
    }
    if (m_wanted.cudnnVersion.size() >= 4 && m_target.cudnnVersion != m_wanted.cudnnVersion) {
        emit failed(tr("The server's list is for cuDNN %1, not %2 as asked. The mirror may be out of date.")
                        .arg(m_target.cudnnVersion.toString(), m_wanted.cudnnVersion.toString()), false);
        return;
    }
    const RedistComponent *component = manifest->component(QStringLiteral("cudnn"));
    m_licenseUrl = RedistManifest::joinUrl(m_source.baseUrl,
                                           component && !component->licensePath.isEmpty() ? component->licensePath
                                                                                          : QStringLiteral("cudnn/LICENSE.txt"));
    emit resolved(m_target, m_licenseUrl);
}

QString ArchiveFetch::checksumNote(const ArchiveTarget &target)
{
    if (!target.checksumFromMirrorOnly)
        return {};
    return tr("The SHA-256 of %1 comes from the mirror's own list: the file was checked against it, not against NVIDIA's "
              "own checksum, which is not known here.")
        .arg(target.fileName);
}

DownloadRequest FetchSource::downloadOf(const ArchiveTarget &target) const
{
    DownloadRequest request;
    request.url = DownloadRequest::sourceFromUserText(RedistManifest::joinUrl(baseUrl, target.relativePath));
    request.expected = target;
    request.cacheDir = cacheDir.isEmpty() ? DownloadCache::defaultDirectory() : cacheDir;
    request.allowInsecureHttp = allowInsecureHttp;
    request.proxy = proxy;
    return request;
}

void ArchiveFetch::download()
{
    m_downloader.start(m_source.downloadOf(m_target));
}

void ArchiveFetch::cancel()
{
    m_fetcher.abort();
    m_downloader.cancel();
}

} // namespace cudnnsetup
