// Long because: each release goes through asynchronous steps (manifest, CUDA pieces, licence, every archive, the held manifest) that hand on to each other through the builder's members.
#include "core/acquire/MirrorBuilder.h"

#include "core/acquire/ReleaseCatalogue.h"
#include "core/acquire/download/DownloadRequest.h"
#include "core/acquire/manifest/NvidiaArchiveChecksums.h"
#include "core/platform/HostPlatform.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSet>
#include <QTimer>

#include <algorithm>

namespace cudnnsetup {

namespace {

const QString kComponent = QStringLiteral("cudnn");
const QString kRelativePath = QStringLiteral("relative_path");
const QString kLicensePath = QStringLiteral("license_path");

QStringList listItems(const QString &list)
{
    QStringList items;
    for (const QString &item : list.split(u',', Qt::SkipEmptyParts))
        if (const QString trimmed = item.trimmed(); !trimmed.isEmpty() && !items.contains(trimmed))
            items.append(trimmed);
    return items;
}

// The manifest's license_path is not checked by the parser (it only names a URL there); here it
// becomes a file we write, so it must stay inside the mirror.
bool isInsideFolder(const QString &relativePath)
{
    const QString clean = QDir::cleanPath(relativePath);
    return !clean.isEmpty() && !QDir::isAbsolutePath(clean) && clean != QLatin1String("..")
        && !clean.startsWith(QLatin1String("../")) && !clean.contains(u'\\') && !clean.contains(u':');
}

bool writeAtomically(const QString &path, const QByteArray &bytes)
{
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return false;
    // QSaveFile writes a temporary file and renames it on commit: readers see the old file or
    // the whole new one, never half of it.
    QSaveFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit();
}

} // namespace

bool MirrorResult::ok() const
{
    if (!errors.isEmpty())
        return false;
    for (const MirroredArchive &archive : archives)
        if (!archive.ok)
            return false;
    return true;
}

int MirrorResult::heldArchives() const
{
    int held = 0;
    for (const MirroredArchive &archive : archives)
        held += archive.ok ? 1 : 0;
    return held;
}

int MirrorResult::heldReleases() const
{
    QSet<QString> releases;
    for (const MirroredArchive &archive : archives)
        if (archive.ok)
            releases.insert(archive.release.toString());
    return int(releases.size());
}

int MirrorResult::heldPlatforms() const
{
    QSet<QString> platforms;
    for (const MirroredArchive &archive : archives)
        if (archive.ok)
            platforms.insert(archive.platform);
    return int(platforms.size());
}

MirrorBuilder::MirrorBuilder(QObject *parent) : QObject(parent)
{
    connect(&m_manifestFetcher, &TextFetcher::finished, this, &MirrorBuilder::onManifest);
    connect(&m_manifestFetcher, &TextFetcher::failed, this, [this](const QString &why) {
        releaseFailed(job().cuda ? tr("The list of files for CUDA %1 could not be read from %2. %3")
                                       .arg(job().release.toString(), job().upstream.baseUrl, why)
                                 : tr("The list of files for cuDNN %1 could not be read from %2. %3")
                                       .arg(job().release.toString(), job().upstream.baseUrl, why));
    });
    connect(&m_licenseFetcher, &TextFetcher::finished, this, &MirrorBuilder::onLicense);
    connect(&m_licenseFetcher, &TextFetcher::failed, this, [this](const QString &why) {
        // NVIDIA always has it; an older mirror may not. The archives matter more than the text.
        emit statusChanged(tr("The licence text could not be read from %1, so the mirror goes without it: %2").arg(job().upstream.baseUrl, why));
        nextLicense();
    });
    connect(&m_downloader, &Downloader::progress, this, &MirrorBuilder::progress);
    connect(&m_downloader, &Downloader::statusChanged, this, &MirrorBuilder::statusChanged);
    connect(&m_downloader, &Downloader::finished, this, &MirrorBuilder::onArchiveFinished);
}

std::optional<QList<Version>> MirrorBuilder::releasesFromList(const QString &list, QString *error)
{
    QList<Version> releases;
    for (const QString &name : listItems(list)) {
        const std::optional<Version> release = ReleaseCatalogue::findRelease(name);
        if (!release) {
            *error = ReleaseCatalogue::unknownReleaseMessage(name);
            return std::nullopt;
        }
        if (!releases.contains(*release))   // "9.20" and "9.20.0.48" are one release
            releases.append(*release);
    }
    if (releases.isEmpty()) {
        *error = tr("--releases names no release. Give a comma-separated list such as 9.19,9.20.");
        return std::nullopt;
    }
    return releases;
}

std::optional<QList<Version>> MirrorBuilder::cudaReleasesFromList(const QString &list, QString *error)
{
    QList<Version> releases;
    for (const QString &name : listItems(list)) {
        const std::optional<Version> release = Version::parse(name);
        if (!release || release->size() != 3 || RedistManifest::manifestFileName(name).isEmpty()) {
            *error = tr("%1 is not a CUDA release of NVIDIA's CUDA redist. Give its full number, such as 13.0.2 or 12.9.1.")
                         .arg(name);
            return std::nullopt;
        }
        if (!releases.contains(*release))
            releases.append(*release);
    }
    if (releases.isEmpty()) {
        *error = tr("--cuda-releases names no release. Give a comma-separated list such as 13.0.2,12.9.1.");
        return std::nullopt;
    }
    return releases;
}

std::optional<QStringList> MirrorBuilder::platformsFromList(const QString &list, QString *error)
{
    const QStringList platforms = listItems(list);
    for (const QString &platform : platforms) {
        if (!HostPlatform::fromRedistKey(platform)) {
            *error = tr("%1 is not a platform of NVIDIA's downloads. Use linux-x86_64, linux-sbsa, linux-aarch64, "
                        "windows-x86_64 or windows-arm64.")
                         .arg(platform);
            return std::nullopt;
        }
    }
    if (platforms.isEmpty()) {
        *error = tr("--platforms names no platform. Give a comma-separated list such as linux-x86_64,windows-x86_64.");
        return std::nullopt;
    }
    return platforms;
}

void MirrorBuilder::start(const MirrorRequest &request)
{
    m_request = request;
    m_result = {};
    m_result.destination = QDir(request.destination).absolutePath();
    m_jobs.clear();
    for (const Version &release : request.releases)
        m_jobs.append({false, release, ReleaseCatalogue::manifestLabel(release), m_result.destination, request.upstream});
    for (const Version &release : request.cudaReleases)
        m_jobs.append({true, release, release.toString(), m_result.destination + QStringLiteral("/cuda"), request.cudaUpstream});
    m_jobIndex = -1;
    m_manifestFetcher.setProxy(request.upstream.proxy);
    m_licenseFetcher.setProxy(request.upstream.proxy);
    if (!QDir().mkpath(m_result.destination)) {
        m_result.errors.append(tr("The folder %1 could not be created. Choose a --dest you may write to.").arg(m_result.destination));
        m_jobs.clear();   // nothing to do but to say so
    }
    QTimer::singleShot(0, this, &MirrorBuilder::nextRelease);
}

void MirrorBuilder::nextRelease()
{
    ++m_jobIndex;
    if (m_jobIndex >= m_jobs.size()) {
        emit finished(m_result);
        return;
    }
    m_upstreamJson = {};
    m_manifest.reset();
    m_components.clear();
    m_licenses.clear();
    m_pending.clear();
    m_heldPaths.clear();
    const QString fileName = RedistManifest::manifestFileName(job().label);
    emit statusChanged(job().cuda ? tr("Reading the list of files for CUDA %1 from %2…").arg(job().label, job().upstream.baseUrl)
                                  : tr("Reading the list of files for cuDNN %1 from %2…")
                                        .arg(job().release.toString(), job().upstream.baseUrl));
    m_manifestFetcher.setProxy(job().upstream.proxy);
    m_manifestFetcher.get(RedistManifest::joinUrl(job().upstream.baseUrl, fileName), job().upstream.allowInsecureHttp);
}

void MirrorBuilder::releaseFailed(const QString &message)
{
    // The mirror's earlier manifest for this release (if any) stays: nothing it lists was touched.
    m_result.errors.append(message);
    nextRelease();
}

void MirrorBuilder::onManifest(const QByteArray &json)
{
    QString error;
    m_manifest = RedistManifest::parse(json, &error);
    m_upstreamJson = QJsonDocument::fromJson(json).object();
    if (job().cuda)
        return takeCudaPieces();
    const Version &release = job().release;
    const QString &upstream = job().upstream.baseUrl;
    const RedistComponent *component = m_manifest ? m_manifest->component(kComponent) : nullptr;
    if (!component)
        return releaseFailed(tr("The list of files for cuDNN %1 on %2 is damaged or not a cuDNN manifest (%3).")
                                 .arg(release.toString(), upstream, m_manifest ? tr("no cudnn component") : error));
    if (component->version != release)
        return releaseFailed(tr("The list of files on %1 is for cuDNN %2, not %3 as asked. If it is a mirror, it may be out of date.")
                                 .arg(upstream, component->version.toString(), release.toString()));

    m_components = {kComponent};
    const QList<QString> offered = m_manifest->platforms(kComponent);
    for (const QString &platform : m_request.platforms) {
        if (!offered.contains(platform)) {
            m_result.errors.append(tr("cuDNN %1 has no %2 build on %3, so the mirror cannot hold one. It has: %4.")
                                       .arg(release.toString(), platform, upstream, offered.join(QStringLiteral(", "))));
            continue;
        }
        for (const RedistArchive &archive : component->archives) {
            if (archive.platform != platform)
                continue;
            // Copied from another mirror: a file NVIDIA published keeps NVIDIA's checksum.
            const QString refusal = job().upstream.fromMirror
                                        ? NvidiaArchiveChecksums::builtIn().disagreement(archive.relativePath, archive.sha256, archive.size)
                                        : QString();
            if (refusal.isEmpty())
                m_pending.append(archive);
            else
                m_result.errors.append(refusal);
        }
    }
    if (!component->licensePath.isEmpty())
        m_licenses.append(component->licensePath);
    nextLicense();
}

void MirrorBuilder::takeCudaPieces()
{
    const QString &label = job().label;
    const QString &upstream = job().upstream.baseUrl;
    if (!m_manifest || !m_manifest->component(QStringLiteral("cuda_cudart")))
        return releaseFailed(tr("The list of files for CUDA %1 on %2 is damaged or not a CUDA manifest.").arg(label, upstream));
    m_components = CudaComponents::names(m_request.cudaProfile, job().release.major());
    for (const QString &platform : m_request.platforms) {
        QStringList missing;
        QList<RedistArchive> archives;
        for (const QString &name : std::as_const(m_components)) {
            if (const RedistArchive *archive = m_manifest->find(name, platform, 0))
                archives.append(*archive);
            else
                missing.append(name);
        }
        if (!missing.isEmpty()) {
            m_result.errors.append(tr("CUDA %1 on %2 has no %3 for %4, so the mirror cannot hold the %5 profile there.")
                                       .arg(label, upstream, missing.join(QStringLiteral(", ")), platform,
                                            CudaComponents::key(m_request.cudaProfile)));
            continue;
        }
        m_pending.append(archives);
    }
    for (const QString &name : std::as_const(m_components))
        if (const RedistComponent *component = m_manifest->component(name); component && !component->licensePath.isEmpty())
            m_licenses.append(component->licensePath);
    nextLicense();
}

void MirrorBuilder::nextLicense()
{
    while (!m_licenses.isEmpty() && !isInsideFolder(m_licenses.first()))
        m_licenses.removeFirst();
    if (m_licenses.isEmpty())
        return nextArchive();
    m_licenseFetcher.setProxy(job().upstream.proxy);
    m_licenseFetcher.get(RedistManifest::joinUrl(job().upstream.baseUrl, m_licenses.first()), job().upstream.allowInsecureHttp);
}

void MirrorBuilder::onLicense(const QByteArray &text)
{
    const QString path = destinationPath(m_licenses.takeFirst());
    if (!writeAtomically(path, text))
        m_result.errors.append(tr("The licence text could not be written to %1.").arg(path));
    nextLicense();
}

QString MirrorBuilder::destinationPath(const QString &relativePath) const
{
    return QDir(job().folder).filePath(relativePath);
}

MirroredArchive MirrorBuilder::describe(const RedistArchive &archive) const
{
    const ArchiveTarget target = m_manifest->target(archive);
    MirroredArchive entry;
    entry.component = archive.component;
    entry.release = job().cuda ? job().release : target.cudnnVersion;
    entry.platform = archive.platform;
    entry.cudaMajor = archive.cudaMajor();
    entry.path = destinationPath(archive.relativePath);
    entry.sha256 = target.sha256;
    entry.size = target.size;
    return entry;
}

void MirrorBuilder::nextArchive()
{
    if (m_pending.isEmpty())
        return finishRelease();
    const RedistArchive archive = m_pending.first();
    const MirroredArchive entry = describe(archive);
    emit archiveStarted(entry);

    // The archive's own folder in DEST is the Downloader's "cache": it finds a verified copy
    // there, replaces a damaged one, and renames the .part only after size and SHA-256 match.
    DownloadRequest request;
    request.url = DownloadRequest::sourceFromUserText(RedistManifest::joinUrl(job().upstream.baseUrl, archive.relativePath));
    request.expected = m_manifest->target(archive);
    request.cacheDir = QFileInfo(entry.path).absolutePath();
    request.allowInsecureHttp = job().upstream.allowInsecureHttp;
    request.proxy = job().upstream.proxy;
    request.retryDelayMs = m_request.retryDelayMs;
    m_downloader.start(request);
}

void MirrorBuilder::onArchiveFinished(const DownloadResult &result)
{
    const RedistArchive archive = m_pending.takeFirst();
    MirroredArchive entry = describe(archive);
    entry.reused = result.reused;
    entry.ok = result.ok;
    entry.error = result.message;
    if (result.ok)
        m_heldPaths.append(archive.relativePath);
    m_result.archives.append(entry);
    emit archiveFinished(entry);
    nextArchive();
}

QJsonObject MirrorBuilder::heldManifest() const
{
    QJsonObject held;
    for (auto it = m_upstreamJson.begin(); it != m_upstreamJson.end(); ++it)
        if (!it->isObject())   // release_date, release_label, release_product
            held.insert(it.key(), *it);

    for (const QString &key : m_components) {
        const QJsonObject upstream = m_upstreamJson.value(key).toObject();
        QJsonObject component;
        for (auto it = upstream.begin(); it != upstream.end(); ++it) {
            if (!it->isObject()) {   // name, license, license_path, version, cuda_variant
                component.insert(it.key(), *it);
                continue;
            }
            if (!m_request.platforms.contains(it.key()))
                continue;
            // A platform holds cudaNN variants, a flat entry (CUDA's, old cuDNN manifests), or both.
            const QJsonObject platform = it->toObject();
            const bool flatHeld = m_heldPaths.contains(platform.value(kRelativePath).toString());
            QJsonObject kept;
            for (auto leaf = platform.begin(); leaf != platform.end(); ++leaf) {
                if (leaf->isObject() ? m_heldPaths.contains(leaf->toObject().value(kRelativePath).toString()) : flatHeld)
                    kept.insert(leaf.key(), *leaf);
            }
            if (!kept.isEmpty())
                component.insert(it.key(), kept);
        }
        // A component without an archive here is not offered at all.
        if (std::none_of(component.constBegin(), component.constEnd(), [](const QJsonValue &value) { return value.isObject(); }))
            continue;
        // Clients show <mirror>/<license_path> as the licence; do not point them at a missing file.
        const QString licensePath = component.value(kLicensePath).toString();
        if (!isInsideFolder(licensePath) || !QFileInfo::exists(destinationPath(licensePath)))
            component.remove(kLicensePath);
        held.insert(key, component);
    }
    return held;
}

void MirrorBuilder::finishRelease()
{
    const QString product = job().cuda ? QStringLiteral("CUDA") : QStringLiteral("cuDNN");
    const QString release = job().cuda ? job().label : job().release.toString();
    const QString path = destinationPath(RedistManifest::manifestFileName(job().label));
    if (m_heldPaths.isEmpty()) {
        // Whatever an earlier manifest listed is gone or unverified now (the Downloader removes
        // a damaged copy), so it must not be advertised any more.
        if (QFile::exists(path) && QFile::remove(path))
            emit statusChanged(tr("No archive of %1 %2 is in the mirror now; its list %3 was removed.").arg(product, release, path));
        return nextRelease();
    }
    if (writeAtomically(path, QJsonDocument(heldManifest()).toJson(QJsonDocument::Indented)))
        m_result.manifests.append(path);
    else
        m_result.errors.append(tr("The list of files %1 could not be written; the mirror does not offer %2 %3 until it is.")
                                   .arg(path, product, release));
    nextRelease();
}

} // namespace cudnnsetup
