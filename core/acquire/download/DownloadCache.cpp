#include "core/acquire/download/DownloadCache.h"

#include "core/platform/Sha256Stream.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace cudnnsetup {

QString DownloadCache::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/archives");
}

bool DownloadCache::matches(const QString &path, const ArchiveTarget &target, const std::atomic_bool *cancel)
{
    const QFileInfo info(path);
    if (!target.hasChecksum() || !info.isFile())
        return false;
    if (target.size >= 0 && info.size() != target.size)
        return false;   // the cheap check first: no need to read 2 GB to see it is wrong
    return Sha256Stream::ofFile(path, cancel, nullptr) == target.sha256.toLower();
}

QString DownloadCache::findVerified(const QString &folder, const ArchiveTarget &target, const std::atomic_bool *cancel)
{
    const QString path = QDir::cleanPath(folder) + u'/' + target.fileName;
    return matches(path, target, cancel) ? path : QString();
}

int DownloadCache::removeStaleParts(const QString &folder, int days)
{
    const QDateTime cutoff = QDateTime::currentDateTimeUtc().addDays(-days);
    int removed = 0;
    const QFileInfoList parts = QDir(folder).entryInfoList({QStringLiteral("*.part")}, QDir::Files | QDir::Hidden);
    for (const QFileInfo &part : parts) {
        if (part.lastModified().toUTC() < cutoff && QFile::remove(part.absoluteFilePath()))
            ++removed;
    }
    return removed;
}

} // namespace cudnnsetup
