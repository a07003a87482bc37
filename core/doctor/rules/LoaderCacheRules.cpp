#include "core/doctor/rules/LoaderCacheRules.h"

#include "core/platform/SmallFileReader.h"
#include "core/probe/CudnnCopyFinder.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

namespace cudnnsetup {

namespace {

// glibc's sysdeps/generic/dl-cache.h: the old table ("ld.so-1.7.0", 12-byte entries) may come
// first; the new one is a 48-byte header, 24-byte entries, then the strings, whose offsets count
// from the new header.
constexpr char kOldMagic[] = "ld.so-1.7.0";
constexpr char kNewMagic[] = "glibc-ld.so.cache1.1";
constexpr qsizetype kOldHeaderSize = 16;
constexpr qsizetype kOldEntrySize = 12;
constexpr qsizetype kNewHeaderSize = 48;
constexpr qsizetype kNewEntrySize = 24;
constexpr quint8 kFlagsBigEndian = 3;

quint32 readU32(const QByteArray &bytes, qsizetype at, bool bigEndian)
{
    const auto *p = reinterpret_cast<const uchar *>(bytes.constData() + at);
    return bigEndian ? (quint32(p[0]) << 24) | (quint32(p[1]) << 16) | (quint32(p[2]) << 8) | p[3]
                     : (quint32(p[3]) << 24) | (quint32(p[2]) << 16) | (quint32(p[1]) << 8) | p[0];
}

bool isCudnnSoname(const QString &name)
{
    static const QRegularExpression soname(QStringLiteral("^libcudnn[a-z_]*\\.so\\.\\d+$"));
    return soname.match(name).hasMatch();
}

QString listed(const QStringList &items, int limit)
{
    if (items.size() <= limit)
        return items.join(QStringLiteral(", "));
    return LoaderCacheRules::tr("%1 and %n more", nullptr, int(items.size() - limit)).arg(items.mid(0, limit).join(QStringLiteral(", ")));
}

} // namespace

std::optional<QList<LoaderCacheRules::CacheEntry>> LoaderCacheRules::parseCache(const QByteArray &bytes)
{
    qsizetype start = 0;
    if (bytes.startsWith(kOldMagic)) {
        if (bytes.size() < kOldHeaderSize)
            return std::nullopt;
        const quint32 oldCount = readU32(bytes, 12, false);
        start = kOldHeaderSize + qsizetype(oldCount) * kOldEntrySize;
        start = (start + 3) & ~qsizetype(3);
    }
    if (start < 0 || start + kNewHeaderSize > bytes.size() || bytes.mid(start, qsizetype(sizeof kNewMagic) - 1) != kNewMagic)
        return std::nullopt;
    const bool bigEndian = quint8(bytes.at(start + 28)) == kFlagsBigEndian;
    const quint32 count = readU32(bytes, start + 20, bigEndian);
    if (count > quint32((bytes.size() - start - kNewHeaderSize) / kNewEntrySize))
        return std::nullopt;
    auto string = [&](quint32 offset) -> std::optional<QString> {
        const qsizetype at = start + qsizetype(offset);
        if (at < start || at >= bytes.size())
            return std::nullopt;
        const qsizetype end = bytes.indexOf('\0', at);
        if (end < 0)
            return std::nullopt;
        return QString::fromUtf8(bytes.constData() + at, end - at);
    };
    QList<CacheEntry> entries;
    for (quint32 i = 0; i < count; ++i) {
        const qsizetype entry = start + kNewHeaderSize + qsizetype(i) * kNewEntrySize;
        const std::optional<QString> name = string(readU32(bytes, entry + 4, bigEndian));
        const std::optional<QString> path = string(readU32(bytes, entry + 8, bigEndian));
        if (!name || !path)
            return std::nullopt;
        entries.append({*name, *path});
    }
    return entries;
}

QList<Finding> LoaderCacheRules::check(const DoctorContext &context)
{
    QList<Finding> findings;
    const SystemPaths &paths = context.paths;
    if (paths.platform().isWindows())
        return findings;
    const QString cacheFile = paths.system(QStringLiteral("/etc/ld.so.cache"));
    if (!QFileInfo(cacheFile).isFile())
        return findings;   // no cache (a container, a minimal image): the loader searches the folders itself
    const std::optional<QByteArray> bytes = SmallFileReader::read(cacheFile, nullptr, 64 * 1024 * 1024);
    const std::optional<QList<CacheEntry>> entries = bytes ? parseCache(*bytes) : std::nullopt;
    if (!entries)
        return findings;   // a format we do not know says nothing about staleness

    // What the cache says (target paths), and what the ld.so.conf folders hold now.
    QSet<QString> cached;
    QStringList gone;
    for (const CacheEntry &entry : *entries) {
        if (!isCudnnSoname(entry.name))
            continue;
        const QString path = QDir::cleanPath(entry.path);
        cached.insert(path);
        if (!QFileInfo::exists(paths.system(path)))   // false for a dangling link too: ld.so cannot open it
            gone.append(path);
    }
    QStringList uncached;
    const QString root = paths.sysroot();
    QSet<QString> seenFolders;
    for (const QString &folder : CudnnCopyFinder(paths, context.report.toolkits).ldSoConfFolders()) {
        if (seenFolders.contains(folder))
            continue;
        seenFolders.insert(folder);
        const QString target = !root.isEmpty() && folder.startsWith(root + u'/') ? folder.mid(root.size()) : folder;
        for (const QString &name : QDir(folder).entryList({QStringLiteral("libcudnn*.so.*")}, QDir::Files | QDir::System, QDir::Name)) {
            if (!isCudnnSoname(name) || !QFileInfo::exists(folder + u'/' + name))
                continue;
            const QString path = QDir::cleanPath(target + u'/' + name);
            if (!cached.contains(path))
                uncached.append(path);
        }
    }
    if (gone.isEmpty() && uncached.isEmpty())
        return findings;

    Finding f;
    f.code = QStringLiteral("ld-cache-stale");
    f.family = Finding::BrokenLinks;
    f.severity = Verdict::Severity::Warning;
    f.title = tr("The library cache (/etc/ld.so.cache) is out of date for cuDNN");
    f.explanation = tr("Programs find the libraries of the folders listed in /etc/ld.so.conf through a cache that only "
                       "the command ldconfig rewrites. cuDNN files were added or removed since it last ran, so programs "
                       "do not find the new files, or look for files that are gone, and fail with \"cannot open shared "
                       "object file\".");
    if (!uncached.isEmpty())
        f.evidence.append(tr("Not in the cache: %1").arg(listed(uncached, 8)));
    if (!gone.isEmpty())
        f.evidence.append(tr("In the cache but gone: %1").arg(listed(gone, 8)));
    f.evidence.append(tr("Cache file: %1").arg(QStringLiteral("/etc/ld.so.cache")));
    f.manualStep = tr("Run: sudo ldconfig  (it rebuilds the cache from the folders in /etc/ld.so.conf; nothing else changes).");
    findings.append(f);
    return findings;
}

} // namespace cudnnsetup
