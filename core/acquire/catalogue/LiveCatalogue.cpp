#include "core/acquire/catalogue/LiveCatalogue.h"

#include "core/acquire/ArchiveFetch.h"
#include "core/acquire/CudaRedistFetch.h"
#include "core/acquire/ReleaseCatalogue.h"
#include "core/acquire/catalogue/RedistListing.h"
#include "core/acquire/download/DownloadCache.h"
#include "core/acquire/manifest/RedistManifest.h"

#include <QDir>
#include <QEventLoop>
#include <QUrl>

#include <algorithm>

namespace cudnnsetup {

namespace {

constexpr int kListingTimeoutMs = 15000;
constexpr int kManifestTimeoutMs = 30000;

bool shippedKnowsCudnn(const QString &label)
{
    const QList<CudnnRelease> &releases = CompatMatrix::builtIn().cudnnReleases();
    return std::any_of(releases.cbegin(), releases.cend(),
                       [&](const CudnnRelease &release) { return release.version.truncated(3).toString() == label; });
}

bool shippedKnowsCuda(const QString &label)
{
    const QList<ToolkitDriverRow> &rows = CompatMatrix::builtIn().toolkitDriverRows();
    return std::any_of(rows.cbegin(), rows.cend(), [&](const ToolkitDriverRow &row) { return row.release.toString() == label; });
}

QString localFolder(const QString &base)
{
    const QUrl url(base);
    return url.isLocalFile() ? url.toLocalFile() : base;
}

} // namespace

CatalogueSources CatalogueSources::forSource(const FetchSource &source, bool withCuda)
{
    CatalogueSources sources;
    const bool nvidia = source.baseUrl.isEmpty() || source.baseUrl == ReleaseCatalogue::defaultBaseUrl();
    sources.cudnnBase = nvidia ? ReleaseCatalogue::defaultBaseUrl() : source.baseUrl;
    // A lab mirror keeps the CUDA pieces in its cuda/ folder (`cudnn-setup mirror --cuda-releases`).
    if (withCuda)
        sources.cudaBase = nvidia ? CudaRedistFetch::nvidiaBaseUrl() : RedistManifest::joinUrl(source.baseUrl, QStringLiteral("cuda/"));
    sources.allowInsecureHttp = source.allowInsecureHttp;
    sources.proxy = source.proxy;
    const QString cache = source.cacheDir.isEmpty() ? DownloadCache::defaultDirectory() : source.cacheDir;
    sources.cacheFolder = cache.isEmpty() ? QString() : QDir(cache).filePath(QStringLiteral("catalogue"));
    return sources;
}

CatalogueSources CatalogueSources::forCuda(const FetchSource &cudaSource)
{
    CatalogueSources sources = forSource(cudaSource, false);
    sources.cudnnBase.clear();
    sources.cudaBase = cudaSource.baseUrl.isEmpty() ? CudaRedistFetch::nvidiaBaseUrl() : cudaSource.baseUrl;
    return sources;
}

LiveCatalogue::LiveCatalogue(QObject *parent) : QObject(parent)
{
    connect(&m_fetcher, &TextFetcher::finished, this, [this](const QByteArray &body) {
        if (m_currentLabel.isEmpty()) {
            CachedListing fresh{body, m_fetcher.etag(), m_fetcher.lastModified(), QDateTime::currentDateTimeUtc()};
            m_cache.storeListing(m_currentUrl, fresh);
            onListing(body);
        } else {
            onManifest(body);
        }
    });
    connect(&m_fetcher, &TextFetcher::notModified, this, [this] {
        std::optional<CachedListing> cached = m_cache.listing(m_currentUrl);
        if (!cached) {
            listingFailed(tr("The server said the listing %1 was unchanged, but the saved copy is gone.").arg(m_currentUrl));
            return;
        }
        cached->checkedAt = QDateTime::currentDateTimeUtc();
        m_cache.storeListing(m_currentUrl, *cached);
        onListing(cached->body);
    });
    connect(&m_fetcher, &TextFetcher::failed, this, [this](const QString &message, bool) {
        if (!m_currentLabel.isEmpty()) {
            m_result.problems << tr("%1 %2 is listed by the source, but its manifest could not be read, so it is not "
                                    "offered: %3").arg(productName(), m_currentLabel, message);
            QMetaObject::invokeMethod(this, &LiveCatalogue::nextManifest, Qt::QueuedConnection);
            return;
        }
        if (std::optional<CachedListing> cached = m_cache.listing(m_currentUrl)) {
            m_result.problems << tr("The release listing %1 could not be refreshed (%2); the copy read on %3 is used.")
                                     .arg(m_currentUrl, message, cached->checkedAt.toLocalTime().toString(Qt::ISODate));
            onListing(cached->body);
            return;
        }
        listingFailed(message);
    });
}

QString LiveCatalogue::productName() const
{
    return m_product == Product::Cudnn ? QStringLiteral("cuDNN") : QStringLiteral("CUDA");
}

QString LiveCatalogue::listingUrl(Product product) const
{
    const QString base = product == Product::Cudnn ? m_sources.cudnnBase : m_sources.cudaBase;
    return base.endsWith(u'/') ? base : base + u'/';
}

void LiveCatalogue::start(const CatalogueSources &sources)
{
    m_sources = sources;
    m_cache = CatalogueCache(sources.cacheFolder);
    m_fetcher.setProxy(sources.proxy);
    m_result = {};
    readListing(Product::Cudnn);
}

CatalogueResult LiveCatalogue::readNow(const CatalogueSources &sources)
{
    LiveCatalogue catalogue;
    QEventLoop loop;
    CatalogueResult result;
    connect(&catalogue, &LiveCatalogue::finished, &loop, [&](const CatalogueResult &done) {
        result = done;
        loop.quit();
    });
    catalogue.start(sources);
    loop.exec();
    return result;
}

QString LiveCatalogue::makeCurrent(const CatalogueResult &result)
{
    CompatMatrix::setCurrent(CatalogueMerge::merge(CompatMatrix::current(), result.listed));
    if (result.readAnything())
        return result.problems.join(u' ');
    return tr("The release listing could not be read, so the releases offered are those this wizard shipped with (data "
              "as of %1). %2").arg(CompatMatrix::builtIn().dataAsOf(), result.problems.join(u' ')).trimmed();
}

void LiveCatalogue::readListing(Product product)
{
    m_product = product;
    m_currentLabel.clear();
    m_currentUrl = listingUrl(product);
    const QString base = product == Product::Cudnn ? m_sources.cudnnBase : m_sources.cudaBase;
    if (base.isEmpty()) {
        productDone();
        return;
    }
    if (TextFetcher::isLocal(base)) {
        const QString folder = localFolder(base);
        if (!QDir(folder).exists()) {
            listingFailed(tr("The folder %1 does not exist.").arg(QDir::toNativeSeparators(folder)));
            return;
        }
        const QStringList labels = RedistListing::labelsInFolder(folder);
        QByteArray index;   // the folder's listing in the form an index gives it
        for (const QString &label : labels)
            index += RedistManifest::manifestFileName(label).toUtf8() + '\n';
        onListing(index);
        return;
    }
    const std::optional<CachedListing> cached = m_cache.listing(m_currentUrl);
    if (cached && CatalogueCache::isFresh(*cached, QDateTime::currentDateTimeUtc())) {
        onListing(cached->body);
        return;
    }
    if (cached)
        m_fetcher.setValidators(cached->etag, cached->lastModified);
    m_fetcher.get(m_currentUrl, m_sources.allowInsecureHttp, kListingTimeoutMs);
}

void LiveCatalogue::onListing(const QByteArray &body)
{
    const QStringList all = RedistListing::labelsInIndex(body);
    const bool cudnn = m_product == Product::Cudnn;
    const QStringList labels = cudnn ? RedistListing::cudnnLabels(all) : RedistListing::cudaLabels(all);
    if (labels.isEmpty()) {
        listingFailed(tr("%1 lists no release manifests (redistrib_<version>.json).").arg(m_currentUrl));
        return;
    }
    (cudnn ? m_result.listed.cudnnSource : m_result.listed.cudaSource) = m_currentUrl;
    QList<ListedRelease> &releases = cudnn ? m_result.listed.cudnn : m_result.listed.cuda;
    m_pendingLabels.clear();
    for (const QString &label : labels) {
        ListedRelease release;
        release.label = label;
        releases.append(release);
        if (!(cudnn ? shippedKnowsCudnn(label) : shippedKnowsCuda(label)))
            m_pendingLabels.append(label);   // only what the shipped data cannot say is read
    }
    nextManifest();
}

void LiveCatalogue::listingFailed(const QString &message)
{
    m_result.problems << message;
    productDone();
}

void LiveCatalogue::nextManifest()
{
    if (m_pendingLabels.isEmpty()) {
        productDone();
        return;
    }
    m_currentLabel = m_pendingLabels.takeFirst();
    const QString base = m_product == Product::Cudnn ? m_sources.cudnnBase : m_sources.cudaBase;
    m_currentUrl = RedistManifest::joinUrl(TextFetcher::isLocal(base) ? localFolder(base) : base,
                                           RedistManifest::manifestFileName(m_currentLabel));
    if (const std::optional<QByteArray> cached = m_cache.manifest(m_currentUrl))
        onManifest(*cached);
    else
        m_fetcher.get(m_currentUrl, m_sources.allowInsecureHttp, kManifestTimeoutMs);
}

void LiveCatalogue::onManifest(const QByteArray &body)
{
    QString error;
    const ListedRelease release = releaseFromManifest(m_product == Product::Cuda, m_currentLabel, body, &error);
    QList<ListedRelease> &releases = m_product == Product::Cudnn ? m_result.listed.cudnn : m_result.listed.cuda;
    if (!release.manifestRead) {
        m_result.problems << tr("The manifest of %1 %2 at %3 cannot be used, so the release is not offered: %4")
                                 .arg(productName(), m_currentLabel, m_currentUrl, error);
    } else {
        m_cache.storeManifest(m_currentUrl, body);
        for (ListedRelease &listed : releases)
            if (listed.label == release.label)
                listed = release;
    }
    // The next manifest is asked for from the event loop, never from inside the fetcher's signal.
    QMetaObject::invokeMethod(this, &LiveCatalogue::nextManifest, Qt::QueuedConnection);
}

void LiveCatalogue::productDone()
{
    m_currentLabel.clear();
    if (m_product == Product::Cudnn) {
        QMetaObject::invokeMethod(this, [this] { readListing(Product::Cuda); }, Qt::QueuedConnection);
        return;
    }
    Q_EMIT finished(m_result);
}

ListedRelease LiveCatalogue::releaseFromManifest(bool cuda, const QString &label, const QByteArray &body, QString *error)
{
    ListedRelease release;
    release.label = label;
    const std::optional<RedistManifest> manifest = RedistManifest::parse(body, error);
    if (!manifest)
        return release;
    if (!manifest->releaseLabel.isEmpty() && manifest->releaseLabel != label) {
        *error = tr("it says it is release %1").arg(manifest->releaseLabel);
        return release;
    }
    release.date = manifest->releaseDate;
    release.preview = RedistListing::namesPreview(manifest->releaseLabel + u' ' + manifest->releaseProduct);
    if (cuda) {
        release.version = Version::parse(label).value_or(Version());
        release.name = QStringLiteral("CUDA %1").arg(label);
        if (const RedistComponent *driver = manifest->component(QStringLiteral("nvidia_driver")); driver && driver->version.isValid())
            release.linuxDriver = driver->version;
        release.manifestRead = true;
        return release;
    }
    const RedistComponent *cudnn = manifest->component(QStringLiteral("cudnn"));
    if (!cudnn || cudnn->version.truncated(3).toString() != label) {
        *error = tr("it has no cuDNN %1 in it").arg(label);
        return release;
    }
    release.version = cudnn->version;
    for (const RedistArchive &archive : cudnn->archives) {
        const int major = archive.cudaMajor();
        if (major <= 0 || archive.platform == QLatin1String("source"))
            continue;
        auto platform = std::find_if(release.platforms.begin(), release.platforms.end(),
                                     [&](const CudnnPlatform &p) { return p.key == archive.platform; });
        if (platform == release.platforms.end()) {
            release.platforms.append(CudnnPlatform{archive.platform, {}, {}, {}, {}});
            platform = release.platforms.end() - 1;
        }
        // A "cuda13" variant entry wins over a flat entry of the same major (9.27.0's windows-arm64).
        if (platform->cudaMajors.contains(major) && archive.cudaVariant == 0)
            continue;
        if (!platform->cudaMajors.contains(major))
            platform->cudaMajors.append(major);
        platform->archiveBytes.insert(major, archive.size);
        if (!archive.cudaSuffix.isEmpty() && archive.cudaSuffix != QString::number(major))
            platform->archiveCudaSuffix.insert(major, archive.cudaSuffix);
        else
            platform->archiveCudaSuffix.remove(major);
    }
    release.manifestRead = true;
    return release;
}

} // namespace cudnnsetup
