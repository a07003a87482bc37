#include "core/archive/EntrySafety.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

namespace cudnnsetup {

namespace {

// Gives the reasons a translation context that lupdate can see.
struct EntrySafety
{
    Q_DECLARE_TR_FUNCTIONS(EntrySafety)
};

QStringList components(const QString &path)
{
    static const QRegularExpression separators(QStringLiteral("[/\\\\]"));
    return path.split(separators, Qt::SkipEmptyParts);
}

bool goesUp(const QString &path)
{
    return components(path).contains(QStringLiteral(".."));
}

// Resolves the link text from the link's own folder without touching the disk: the link is
// safe while the walk never climbs above the archive's top folder (NVIDIA's archives hold one,
// and only what is inside it is installed), or above the root for a link at the root.
bool linkLeavesTree(const QString &linkPath, const QString &target)
{
    QStringList folder = components(linkPath);
    if (!folder.isEmpty())
        folder.removeLast();
    const qsizetype lowest = folder.isEmpty() ? 0 : 1;
    qsizetype depth = 0;
    for (const QString &part : folder)
        depth += part == QStringLiteral("..") ? -1 : (part == QStringLiteral(".") ? 0 : 1);
    for (const QString &part : components(target)) {
        if (part == QStringLiteral(".."))
            --depth;
        else if (part != QStringLiteral("."))
            ++depth;
        if (depth < lowest)
            return true;
    }
    return false;
}

} // namespace

bool isAbsoluteEntryPath(const QString &path)
{
    static const QRegularExpression drive(QStringLiteral("^[A-Za-z]:"));
    return path.startsWith(u'/') || path.startsWith(u'\\') || drive.match(path).hasMatch();
}

std::optional<QString> unsafeEntryReason(const ArchiveEntryInfo &entry)
{
    using Type = ArchiveEntryInfo::Type;
    if (components(entry.rawPath).isEmpty())
        return EntrySafety::tr("entry without a name");
    if (isAbsoluteEntryPath(entry.rawPath))
        return EntrySafety::tr("absolute path");
    if (goesUp(entry.rawPath))
        return EntrySafety::tr("path climbs out with \"..\"");
    if (entry.type == Type::Special)
        return EntrySafety::tr("device node, FIFO or socket");
    if (entry.type == Type::HardLink && (isAbsoluteEntryPath(entry.linkTarget) || goesUp(entry.linkTarget)))
        return EntrySafety::tr("hard link to %1, outside the archive").arg(entry.linkTarget);
    if (entry.type == Type::Symlink
        && (isAbsoluteEntryPath(entry.linkTarget) || linkLeavesTree(entry.rawPath, entry.linkTarget)))
        return EntrySafety::tr("symbolic link to %1, outside the archive's folder").arg(entry.linkTarget);
    return std::nullopt;
}

} // namespace cudnnsetup
