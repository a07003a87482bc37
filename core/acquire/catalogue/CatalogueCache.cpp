#include "core/acquire/catalogue/CatalogueCache.h"

#include "core/platform/SmallFileReader.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace cudnnsetup {

namespace {

constexpr qint64 kMaxCachedBytes = 8 * 1024 * 1024;

bool writeWhole(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(bytes);
    return file.commit();
}

} // namespace

CatalogueCache::CatalogueCache(QString folder) : m_folder(std::move(folder)) {}

QString CatalogueCache::pathFor(const QString &url, const QString &suffix) const
{
    const QByteArray key = QCryptographicHash::hash(url.toUtf8(), QCryptographicHash::Sha256).toHex().left(32);
    return QDir(m_folder).filePath(QString::fromLatin1(key) + suffix);
}

std::optional<CachedListing> CatalogueCache::listing(const QString &url) const
{
    if (m_folder.isEmpty())
        return std::nullopt;
    const std::optional<QByteArray> meta = SmallFileReader::read(pathFor(url, QStringLiteral(".listing.json")), nullptr, kMaxCachedBytes);
    const std::optional<QByteArray> body = SmallFileReader::read(pathFor(url, QStringLiteral(".listing")), nullptr, kMaxCachedBytes);
    if (!meta || !body)
        return std::nullopt;
    const QJsonObject o = QJsonDocument::fromJson(*meta).object();
    if (o.value(QStringLiteral("url")).toString() != url)
        return std::nullopt;   // another source's entry: never mix two sources' listings
    CachedListing listing;
    listing.body = *body;
    listing.etag = o.value(QStringLiteral("etag")).toString().toUtf8();
    listing.lastModified = o.value(QStringLiteral("lastModified")).toString().toUtf8();
    listing.checkedAt = QDateTime::fromString(o.value(QStringLiteral("checkedAt")).toString(), Qt::ISODate);
    return listing;
}

void CatalogueCache::storeListing(const QString &url, const CachedListing &listing) const
{
    if (m_folder.isEmpty())
        return;
    const QJsonObject meta{{QStringLiteral("url"), url},
                           {QStringLiteral("etag"), QString::fromUtf8(listing.etag)},
                           {QStringLiteral("lastModified"), QString::fromUtf8(listing.lastModified)},
                           {QStringLiteral("checkedAt"), listing.checkedAt.toUTC().toString(Qt::ISODate)}};
    // The body first: metadata without its body reads as no entry.
    if (writeWhole(pathFor(url, QStringLiteral(".listing")), listing.body))
        writeWhole(pathFor(url, QStringLiteral(".listing.json")), QJsonDocument(meta).toJson(QJsonDocument::Compact));
}

bool CatalogueCache::isFresh(const CachedListing &listing, const QDateTime &now)
{
    return listing.checkedAt.isValid() && listing.checkedAt <= now && listing.checkedAt.secsTo(now) < kFreshSeconds;
}

std::optional<QByteArray> CatalogueCache::manifest(const QString &url) const
{
    if (m_folder.isEmpty())
        return std::nullopt;
    return SmallFileReader::read(pathFor(url, QStringLiteral(".manifest.json")), nullptr, kMaxCachedBytes);
}

void CatalogueCache::storeManifest(const QString &url, const QByteArray &body) const
{
    if (!m_folder.isEmpty())
        writeWhole(pathFor(url, QStringLiteral(".manifest.json")), body);
}

} // namespace cudnnsetup
