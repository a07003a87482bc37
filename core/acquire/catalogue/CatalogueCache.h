// CatalogueCache: the redist listings and manifests the release catalogue has read, kept in a
// folder (the download cache's "catalogue" folder) so that a listing is asked for at most once a
// day, revalidated with the server's ETag / Last-Modified, and a manifest (which NVIDIA never
// changes under the same label) is fetched once. Files are written whole or not at all.
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <optional>

namespace cudnnsetup {

struct CachedListing
{
    QByteArray body;
    QByteArray etag;
    QByteArray lastModified;
    QDateTime checkedAt;      // when the server last confirmed it (UTC)
};

class CatalogueCache
{
public:
    static constexpr qint64 kFreshSeconds = 24 * 60 * 60;

    // An empty folder caches nothing.
    explicit CatalogueCache(QString folder);

    std::optional<CachedListing> listing(const QString &url) const;
    void storeListing(const QString &url, const CachedListing &listing) const;
    // Fresh: checked less than a day ago, so the server need not be asked again.
    static bool isFresh(const CachedListing &listing, const QDateTime &now);

    std::optional<QByteArray> manifest(const QString &url) const;
    void storeManifest(const QString &url, const QByteArray &body) const;

private:
    QString pathFor(const QString &url, const QString &suffix) const;

    QString m_folder;
};

} // namespace cudnnsetup
