#include "core/archive/ExtractedTreeGuard.h"

#include "core/archive/EntrySafety.h"

#include <QRegularExpression>

namespace cudnnsetup {

namespace {

// Linux gives up after 40 links in one lookup (ELOOP); a path that needs more is a loop.
constexpr int kMaxLinkHops = 40;

} // namespace

QStringList ExtractedTreeGuard::components(const QString &path, bool backslashSeparates)
{
    static const QRegularExpression both(QStringLiteral("[/\\\\]"));
    QStringList parts = backslashSeparates ? path.split(both, Qt::SkipEmptyParts)
                                           : path.split(u'/', Qt::SkipEmptyParts);
    parts.removeAll(QStringLiteral("."));
    return parts;
}

// Windows and macOS ignore case, and macOS also treats the composed and decomposed spellings
// of an accented letter as one name; '\' separates folders on Windows.
QString ExtractedTreeGuard::key(const QStringList &components, qsizetype count)
{
    return components.mid(0, count)
        .join(u'/')
        .replace(u'\\', u'/')
        .normalized(QString::NormalizationForm_C)
        .toCaseFolded();
}

std::optional<ExtractedTreeGuard::Refusal> ExtractedTreeGuard::admit(const ArchiveEntryInfo &entry,
                                                                      const QStringList &parts)
{
    using Type = ArchiveEntryInfo::Type;
    const qsizetype count = parts.size();
    if (count == 0)
        return std::nullopt; // "./": the destination itself

    // libarchive's secure-symlinks flag refuses this too, but in words that name no entry.
    for (qsizetype i = 1; i < count; ++i) {
        const auto link = m_links.constFind(key(parts, i));
        if (link != m_links.cend())
            return Refusal{entry.rawPath,
                           tr("its folder %1 is a symbolic link made by the archive; writing through it could "
                              "land anywhere")
                               .arg(link->path)};
    }
    for (qsizetype i = 1; i <= count; ++i) {
        const auto first = m_names.constFind(key(parts, i));
        const QString spelt = parts.mid(0, i).join(u'/');
        if (first != m_names.cend() && *first != spelt)
            return Refusal{entry.rawPath,
                           tr("name collides with \"%1\" on a file system that ignores case, as on Windows and macOS")
                               .arg(*first)};
    }
    if (entry.type == Type::HardLink) {
        const QStringList target = components(entry.linkTarget, false);
        const QString targetKey = key(target, target.size());
        if (!m_files.contains(targetKey) || m_names.value(targetKey) != target.join(u'/'))
            return Refusal{entry.rawPath,
                           tr("hard link to %1, which is not a file unpacked before it").arg(entry.linkTarget)};
        for (qsizetype i = 1; i < target.size(); ++i)
            if (m_links.contains(key(target, i)))
                return Refusal{entry.rawPath,
                               tr("hard link to %1, through a symbolic link made by the archive").arg(entry.linkTarget)};
    }
    if (entry.type == Type::Symlink)
        if (const std::optional<QString> why = resolveLeavesTree(parts.mid(0, count - 1), entry.linkTarget))
            return Refusal{entry.rawPath, *why};

    for (qsizetype i = 1; i <= count; ++i) {
        const QString k = key(parts, i);
        if (!m_names.contains(k))
            m_names.insert(k, parts.mid(0, i).join(u'/'));
        const bool folder = i < count || entry.type == Type::Directory;
        if (folder && !m_folders.contains(k)) {
            m_folders.insert(k);
            m_folderList.append(parts.mid(0, i).join(u'/'));
        }
    }
    // An entry replaces whatever an earlier one of the same name left (libarchive unlinks it).
    const QString self = key(parts, count);
    m_links.remove(self);
    m_files.remove(self);
    if (entry.type == Type::Symlink) {
        m_links.insert(self, Link{parts.mid(0, count - 1), entry.linkTarget, entry.rawPath});
        m_linkOrder.append(self);
    } else if (entry.type == Type::File || entry.type == Type::HardLink) {
        m_files.insert(self);
    }
    return std::nullopt;
}

// Follows `target` from `folder` the way the kernel would, through the links recorded so far,
// on archive paths only. A component that names no known link is taken as a folder.
std::optional<QString> ExtractedTreeGuard::resolveLeavesTree(QStringList folder, const QString &target) const
{
    const QString outside = tr("symbolic link to %1, which leads outside the archive through other links").arg(target);
    if (isAbsoluteEntryPath(target))
        return outside;
    QStringList pending = components(target, true);
    int hops = 0;
    while (!pending.isEmpty()) {
        const QString part = pending.takeFirst();
        if (part == QStringLiteral("..")) {
            if (folder.isEmpty())
                return outside;
            folder.removeLast();
            continue;
        }
        folder.append(part);
        const auto link = m_links.constFind(key(folder, folder.size()));
        if (link == m_links.cend())
            continue;
        if (++hops > kMaxLinkHops)
            return tr("symbolic link to %1, which loops through other links").arg(target);
        if (isAbsoluteEntryPath(link->target))
            return outside;
        folder.removeLast();
        pending = components(link->target, true) + pending;
    }
    return std::nullopt;
}

std::optional<ExtractedTreeGuard::Refusal> ExtractedTreeGuard::findEscapingLink() const
{
    for (const QString &k : m_linkOrder) {
        const auto link = m_links.constFind(k);
        if (link == m_links.cend())
            continue; // replaced by a later entry
        if (const std::optional<QString> why = resolveLeavesTree(link->folder, link->target))
            return Refusal{link->path, *why};
    }
    return std::nullopt;
}

} // namespace cudnnsetup
