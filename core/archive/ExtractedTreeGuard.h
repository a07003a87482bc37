// ExtractedTreeGuard: the checks on an entry that depend on the entries before it, which
// EntrySafety (one entry at a time) cannot make — names that would land on the same file on a
// case-insensitive file system (Windows, macOS), writing through a folder that the archive made a
// symbolic link, hard links to something that is not a file unpacked earlier, and symbolic links
// that leave the tree only when followed through other links of the same archive.
//
// It works on archive paths alone, never on the disk: what it admits is exactly what the archive
// says, whatever the file system underneath does with case or normalisation.
#pragma once

#include "core/archive/ArchiveStream.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace cudnnsetup {

class ExtractedTreeGuard
{
    Q_DECLARE_TR_FUNCTIONS(ExtractedTreeGuard)

public:
    struct Refusal
    {
        QString path; // the entry, as stored
        QString why;  // translated, short: "name collides with ..."
    };

    // `components`: the entry's path split into folders and name, "." left out. Records the
    // entry when it may be written; otherwise says why not (and records nothing).
    std::optional<Refusal> admit(const ArchiveEntryInfo &entry, const QStringList &components);

    // After the last entry: a symbolic link that, followed through the links the archive made
    // (including links that came after it), ends outside the tree or in a loop.
    std::optional<Refusal> findEscapingLink() const;

    // Every folder the tree holds ('/'-separated, relative), whether the archive listed it or only
    // implied it as a parent, in the order first seen.
    const QStringList &folders() const { return m_folderList; }

    // Splits an archive path (both '/' and '\' for link targets, '/' for entry paths after
    // ArchiveStream) into components without "." and empty parts.
    static QStringList components(const QString &path, bool backslashSeparates);

private:
    struct Link
    {
        QStringList folder; // the link's own folder, as components
        QString target;     // the link text
        QString path;       // as stored, for messages
    };

    static QString key(const QStringList &components, qsizetype count);
    std::optional<QString> resolveLeavesTree(QStringList folder, const QString &target) const;

    QHash<QString, QString> m_names;   // folded key -> path as first spelt in the archive
    QHash<QString, Link> m_links;      // folded key -> symbolic link
    QStringList m_linkOrder;           // keys of m_links in archive order, for stable messages
    QSet<QString> m_files;             // folded keys of regular files (hard link targets)
    QSet<QString> m_folders;           // folded keys of folders
    QStringList m_folderList;
};

} // namespace cudnnsetup
