#include "core/acquire/CudaRedistFetch.h"

#include "core/compat/CudaToolkitChoice.h"
#include "core/model/DataSize.h"

#include <QEventLoop>

namespace cudnnsetup {

CudaRedistFetch::CudaRedistFetch(QObject *parent) : QObject(parent)
{
    connect(&m_fetcher, &TextFetcher::finished, this, &CudaRedistFetch::onManifest);
    connect(&m_fetcher, &TextFetcher::failed, this, [this](const QString &why, bool) {
        finish(tr("The list of files for CUDA %1 could not be read. %2").arg(m_release.toString(), why));
    });
    connect(&m_downloader, &Downloader::progress, this,
            [this](qint64 received, qint64 total, double, int) { emit progress(m_current, received, total); });
    connect(&m_downloader, &Downloader::finished, this, [this](const DownloadResult &result) {
        if (!result.ok) {
            finish(result.message);
            return;
        }
        const CudaComponentArchive archive = m_queue.takeFirst();
        // Verified by the download: the install does not hash it a second time.
        m_choice.archives.append({result.path, archive.component, {}, archive.archive.size});
        next();
    });
}

QString CudaRedistFetch::nvidiaBaseUrl()
{
    return QStringLiteral("https://developer.download.nvidia.com/compute/cuda/redist/");
}

void CudaRedistFetch::start(const FetchSource &source, const Version &release, CudaProfile profile, const QString &platform)
{
    m_surveying = false;
    m_profile = profile;
    readManifest(source, release, platform);
}

CudaRedistChoice CudaRedistFetch::fetchNow(const FetchSource &source, const Version &release, CudaProfile profile,
                                           const QString &platform, const std::function<void(const QString &)> &status,
                                           const std::function<void(const QString &, qint64, qint64)> &progress)
{
    CudaRedistFetch fetch;
    QEventLoop loop;
    CudaRedistChoice result;
    if (status)
        connect(&fetch, &CudaRedistFetch::statusChanged, &loop, status);
    if (progress)
        connect(&fetch, &CudaRedistFetch::progress, &loop, progress);
    connect(&fetch, &CudaRedistFetch::finished, &loop, [&](const CudaRedistChoice &choice) {
        result = choice;
        loop.quit();
    });
    fetch.start(source, release, profile, platform);
    loop.exec();
    return result;
}

std::optional<Version> CudaRedistFetch::releaseFor(const Version &asked, const SystemReport &report, int cudaMajor, QString *why)
{
    if (asked.isValid())
        return asked;
    const CudaToolkitChoice chosen = CudaToolkitChooser::choose(report, cudaMajor);
    *why = chosen.reason;
    return chosen.release;
}

void CudaRedistFetch::survey(const FetchSource &source, const Version &release, const QString &platform)
{
    m_surveying = true;
    readManifest(source, release, platform);
}

void CudaRedistFetch::readManifest(const FetchSource &source, const Version &release, const QString &platform)
{
    m_source = source;
    m_release = release;
    m_platform = platform;
    m_queue.clear();
    m_choice = {};
    m_choice.release = release;
    m_choice.platform = platform;
    m_choice.profile = CudaComponents::key(m_profile);
    const QString name = RedistManifest::manifestFileName(release.toString());
    if (name.isEmpty()) {
        finish(tr("\"%1\" is not a CUDA release such as 13.0.2.").arg(release.toString()));
        return;
    }
    emit statusChanged(tr("Reading the list of files for CUDA %1 from %2…").arg(release.toString(), source.baseUrl));
    m_fetcher.setProxy(source.proxy);
    m_fetcher.get(RedistManifest::joinUrl(source.baseUrl, name), source.allowInsecureHttp);
}

void CudaRedistFetch::onManifest(const QByteArray &json)
{
    QString error;
    const std::optional<RedistManifest> manifest = RedistManifest::parse(json, &error);
    if (!manifest || !manifest->component(QStringLiteral("cuda_cudart"))) {
        finish(tr("The list of files for CUDA %1 on %2 is damaged or not a CUDA manifest (%3). If it comes from a mirror, "
                  "rebuild the mirror.")
                   .arg(m_release.toString(), m_source.baseUrl, manifest ? tr("no cuda_cudart") : error));
        return;
    }
    if (m_surveying) {
        CudaProfileSizes sizes;
        sizes.release = m_release;
        sizes.platform = m_platform;
        const CudaComponentSet runtime = CudaComponents::pick(*manifest, CudaProfile::Runtime, m_platform);
        const CudaComponentSet develop = CudaComponents::pick(*manifest, CudaProfile::Develop, m_platform);
        sizes.runtimeBytes = runtime.complete() ? runtime.downloadBytes : -1;
        sizes.developBytes = develop.complete() ? develop.downloadBytes : -1;
        emit surveyed(sizes);
        return;
    }
    const CudaComponentSet set = CudaComponents::pick(*manifest, m_profile, m_platform);
    if (!set.missing.isEmpty()) {
        finish(tr("CUDA %1 on %2 has no %3 for %4, so the %5 profile cannot be installed from there.")
                   .arg(m_release.toString(), m_source.baseUrl, set.missing.join(QStringLiteral(", ")), m_platform,
                        CudaComponents::key(m_profile)));
        return;
    }
    m_queue = set.archives;
    m_choice.bytes = set.downloadBytes;
    emit statusChanged(tr("CUDA %1, %2 profile: %n archive(s), %3 to get.", nullptr, int(m_queue.size()))
                           .arg(m_release.toString(), CudaComponents::key(m_profile), dataSizeText(set.downloadBytes)));
    next();
}

void CudaRedistFetch::next()
{
    if (m_queue.isEmpty()) {
        finish({});
        return;
    }
    m_current = m_queue.first().archive.fileName;
    m_downloader.start(m_source.downloadOf(m_queue.first().archive));
}

void CudaRedistFetch::finish(const QString &problem)
{
    if (m_surveying) {
        CudaProfileSizes sizes;
        sizes.release = m_release;
        sizes.platform = m_platform;
        sizes.problem = problem;
        emit surveyed(sizes);
        return;
    }
    m_choice.problem = problem;
    if (!problem.isEmpty())
        m_choice.archives.clear();
    m_queue.clear();
    emit finished(m_choice);
}

void CudaRedistFetch::cancel()
{
    m_fetcher.abort();
    m_downloader.cancel();
}

} // namespace cudnnsetup
