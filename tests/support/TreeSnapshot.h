// TreeSnapshot: everything about a folder tree that an install may change — for each relative
// path its kind, permissions, bytes (a hash above a size), a symlink's own text and a file's
// modification time — taken with lstat (links are never followed), so the install tests can
// say "exactly as before" and print what differs when it is not. Directory times are never
// compared: creating and removing an entry changes them, and no one relies on them.
// Also the small file helpers the install suites share (bytes, permissions and times chosen).
// Header-only: the unit and integration suites share it. On Windows (the windows-mingw build)
// kinds and link texts come from std::filesystem, times and permissions from Qt (Windows has
// no mode bits beyond read-only), the file index stands in for the inode.
#pragma once

#include <QByteArray>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QMap>
#include <QString>
#include <QStringList>

#include <QFileInfo>

#include <stdexcept>

#ifdef _WIN32
#include <QDateTime>

#include <filesystem>

#include <windows.h>
// windows.h spells SearchPathW as SearchPath, which would rename CudnnCopy::Kind::SearchPath in the
// tests that include this header.
#undef SearchPath
#else
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace cudnnsetup::testing {

// Writes `content` with `mode`; `mtimeSeconds` > 0 sets the modification time too.
inline void writeFile(const QString &path, const QByteArray &content, int mode = 0644, qint64 mtimeSeconds = 0)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(content) != content.size())
        throw std::runtime_error("cannot write " + path.toStdString());
    file.close();
#ifdef _WIN32
    if (mtimeSeconds > 0) {
        QFile timed(path);
        if (timed.open(QIODevice::ReadWrite))
            timed.setFileTime(QDateTime::fromSecsSinceEpoch(mtimeSeconds), QFileDevice::FileModificationTime);
    }
    if (!(mode & 0200))
        QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadUser | QFile::ReadGroup | QFile::ReadOther);
#else
    ::chmod(QFile::encodeName(path).constData(), mode_t(mode));
    if (mtimeSeconds > 0) {
        const struct timespec times[2] = {{mtimeSeconds, 0}, {mtimeSeconds, 0}};
        ::utimensat(AT_FDCWD, QFile::encodeName(path).constData(), times, 0);
    }
#endif
}

inline QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline void makeSymlink(const QString &path, const QString &target)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
#ifdef _WIN32
    // libstdc++'s create_symlink is not implemented for Windows; the system call is.
    const std::wstring link = QDir::toNativeSeparators(path).toStdWString();
    const std::wstring text = QDir::toNativeSeparators(target).toStdWString();
    if (!CreateSymbolicLinkW(link.c_str(), text.c_str(), SYMBOLIC_LINK_FLAG_ALLOW_UNPRIVILEGED_CREATE))
        throw std::runtime_error("cannot link " + path.toStdString() + ": error " + std::to_string(GetLastError()));
#else
    if (::symlink(QFile::encodeName(target).constData(), QFile::encodeName(path).constData()) != 0)
        throw std::runtime_error("cannot link " + path.toStdString());
#endif
}

// What the disk says of one path, links not followed: permission bits (on Windows 0444 for a
// read-only file or folder, else 0666), modification time, inode (on Windows the file index).
struct FileStatus
{
    bool exists = false;
    int mode = 0;
    qint64 modifiedSeconds = 0;
    qint64 modifiedNs = 0;
    quint64 inode = 0;
};

// The permission bits a file written with `posixMode` has on this platform: on Windows only
// whether it can be written (0666) or is read-only (0444).
inline int platformMode(int posixMode)
{
#ifdef _WIN32
    return (posixMode & 0200) ? 0666 : 0444;
#else
    return posixMode;
#endif
}

inline FileStatus statusOf(const QString &path)
{
    FileStatus status;
#ifdef _WIN32
    std::error_code error;
    const std::filesystem::file_status kind = std::filesystem::symlink_status(path.toStdWString(), error);
    if (error || !std::filesystem::exists(kind))
        return status;
    status.exists = true;
    const QFileInfo info(path);
    status.mode = (info.permissions() & QFile::WriteOwner) ? 0666 : 0444;
    const QDateTime modified = info.fileTime(QFileDevice::FileModificationTime);
    status.modifiedSeconds = modified.toSecsSinceEpoch();
    status.modifiedNs = modified.toMSecsSinceEpoch() * 1000000;
    // The file index is what an inode is on NTFS: hard links share it.
    const HANDLE handle = CreateFileW(reinterpret_cast<const wchar_t *>(QDir::toNativeSeparators(path).utf16()), 0,
                                      FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr, OPEN_EXISTING,
                                      FILE_FLAG_BACKUP_SEMANTICS | FILE_FLAG_OPEN_REPARSE_POINT, nullptr);
    if (handle != INVALID_HANDLE_VALUE) {
        BY_HANDLE_FILE_INFORMATION file {};
        if (GetFileInformationByHandle(handle, &file))
            status.inode = (quint64(file.nFileIndexHigh) << 32) | file.nFileIndexLow;
        CloseHandle(handle);
    }
#else
    struct stat info {};
    if (::lstat(QFile::encodeName(path).constData(), &info) != 0)
        return status;
    status.exists = true;
    status.mode = int(info.st_mode & 07777);
    status.modifiedSeconds = qint64(info.st_mtim.tv_sec);
    status.modifiedNs = qint64(info.st_mtim.tv_sec) * 1000000000 + info.st_mtim.tv_nsec;
    status.inode = quint64(info.st_ino);
#endif
    return status;
}

struct TreeNode
{
    enum class Kind { File, Symlink, Directory, Other };

    Kind kind = Kind::File;
    int mode = 0;            // permission bits (07777)
    qint64 size = 0;
    QByteArray content;      // files up to kKeptBytes; larger ones keep only the hash
    QByteArray sha256;       // hex, files
    QString linkText;        // symlinks
    qint64 modifiedNs = 0;   // files and symlinks (not compared for symlinks)
    quint64 inode = 0;       // informative: a restored backup keeps its inode

    static constexpr qint64 kKeptBytes = 64 * 1024;
};

// The kind of the entry itself (a link is not followed).
inline TreeNode::Kind kindOf(const QString &path)
{
#ifdef _WIN32
    std::error_code error;
    const std::filesystem::file_status status = std::filesystem::symlink_status(path.toStdWString(), error);
    if (std::filesystem::is_symlink(status))
        return TreeNode::Kind::Symlink;
    if (std::filesystem::is_directory(status))
        return TreeNode::Kind::Directory;
    return std::filesystem::is_regular_file(status) ? TreeNode::Kind::File : TreeNode::Kind::Other;
#else
    struct stat info {};
    ::lstat(QFile::encodeName(path).constData(), &info);
    if (S_ISLNK(info.st_mode))
        return TreeNode::Kind::Symlink;
    if (S_ISDIR(info.st_mode))
        return TreeNode::Kind::Directory;
    return S_ISREG(info.st_mode) ? TreeNode::Kind::File : TreeNode::Kind::Other;
#endif
}

inline QString linkTextOf(const QString &path)
{
#ifdef _WIN32
    std::error_code error;
    const std::filesystem::path target = std::filesystem::read_symlink(path.toStdWString(), error);
    return error ? QString() : QString::fromStdWString(target.generic_wstring());
#else
    QByteArray buffer(4096, '\0');
    const ssize_t n = ::readlink(QFile::encodeName(path).constData(), buffer.data(), size_t(buffer.size()));
    return n >= 0 ? QFile::decodeName(buffer.left(qsizetype(n))) : QString();
#endif
}

struct TreeCompare
{
    bool fileTimes = true;        // compare files' modification times
    QStringList ignoreTimesOf;    // relative paths whose time may differ (files rewritten on purpose)
    QStringList ignore;           // relative paths (and everything under them) left out of the comparison
};

class TreeSnapshot
{
public:
    // A missing root gives an empty snapshot (the folder may be created by what is tested).
    static TreeSnapshot take(const QString &root)
    {
        TreeSnapshot snapshot;
        snapshot.m_root = root;
        snapshot.m_rootExists = statusOf(root).exists;
        if (snapshot.m_rootExists)
            snapshot.walk(root, QString());
        return snapshot;
    }

    const QString &root() const { return m_root; }
    bool rootExists() const { return m_rootExists; }
    const QMap<QString, TreeNode> &nodes() const { return m_nodes; }
    bool contains(const QString &relative) const { return m_nodes.contains(relative); }
    const TreeNode &node(const QString &relative) const { return m_nodes.find(relative).value(); }
    int size() const { return int(m_nodes.size()); }

    // Relative paths of everything that is not a directory.
    QStringList files() const
    {
        QStringList list;
        for (auto it = m_nodes.cbegin(); it != m_nodes.cend(); ++it)
            if (it->kind != TreeNode::Kind::Directory)
                list.append(it.key());
        return list;
    }

    // One readable line per difference, "expected" being *this; empty when equal.
    QStringList differences(const TreeSnapshot &actual, const TreeCompare &compare = {}) const
    {
        QStringList lines;
        auto ignored = [&](const QString &path) {
            for (const QString &prefix : compare.ignore)
                if (path == prefix || path.startsWith(prefix + u'/'))
                    return true;
            return false;
        };
        if (m_rootExists != actual.m_rootExists)
            lines.append(QStringLiteral("root %1: %2 -> %3")
                             .arg(m_root, m_rootExists ? QStringLiteral("exists") : QStringLiteral("missing"),
                                  actual.m_rootExists ? QStringLiteral("exists") : QStringLiteral("missing")));
        for (auto it = m_nodes.cbegin(); it != m_nodes.cend(); ++it) {
            if (ignored(it.key()))
                continue;
            if (!actual.m_nodes.contains(it.key())) {
                lines.append(QStringLiteral("- %1 (%2 is gone)").arg(it.key(), kindName(it->kind)));
                continue;
            }
            const TreeNode &a = actual.m_nodes.find(it.key()).value();
            const TreeNode &e = it.value();
            const QString path = it.key();
            if (a.kind != e.kind) {
                lines.append(QStringLiteral("~ %1: %2 became %3").arg(path, kindName(e.kind), kindName(a.kind)));
                continue;
            }
            switch (e.kind) {
            case TreeNode::Kind::Symlink:
                if (a.linkText != e.linkText)
                    lines.append(QStringLiteral("~ %1: link -> %2 became -> %3").arg(path, e.linkText, a.linkText));
                break;
            case TreeNode::Kind::File:
                if (a.sha256 != e.sha256)
                    lines.append(QStringLiteral("~ %1: content differs (%2 bytes -> %3 bytes)%4")
                                     .arg(path).arg(e.size).arg(a.size)
                                     .arg(e.content.size() < 400 && a.content.size() < 400
                                              ? QStringLiteral(":\n    was: %1\n    now: %2")
                                                    .arg(QString::fromUtf8(e.content.toPercentEncoding(" /.:_-=$\"'#;(){}*|")),
                                                         QString::fromUtf8(a.content.toPercentEncoding(" /.:_-=$\"'#;(){}*|")))
                                              : QString()));
                if (a.mode != e.mode)
                    lines.append(QStringLiteral("~ %1: mode %2 -> %3").arg(path, octal(e.mode), octal(a.mode)));
                if (compare.fileTimes && !compare.ignoreTimesOf.contains(path) && a.modifiedNs != e.modifiedNs)
                    lines.append(QStringLiteral("~ %1: modified time %2 -> %3").arg(path).arg(e.modifiedNs).arg(a.modifiedNs));
                break;
            case TreeNode::Kind::Directory:
            case TreeNode::Kind::Other:
                if (a.mode != e.mode)
                    lines.append(QStringLiteral("~ %1: mode %2 -> %3").arg(path, octal(e.mode), octal(a.mode)));
                break;
            }
        }
        for (auto it = actual.m_nodes.cbegin(); it != actual.m_nodes.cend(); ++it)
            if (!m_nodes.contains(it.key()) && !ignored(it.key()))
                lines.append(QStringLiteral("+ %1 (new %2)").arg(it.key(), kindName(it->kind)));
        return lines;
    }

    // Relative paths of the non-directories in `actual` that are new or differ from here.
    QStringList changedFiles(const TreeSnapshot &actual, const TreeCompare &compare = {}) const
    {
        QStringList changed;
        for (auto it = actual.m_nodes.cbegin(); it != actual.m_nodes.cend(); ++it) {
            if (it->kind == TreeNode::Kind::Directory)
                continue;
            if (!m_nodes.contains(it.key()) || !same(m_nodes.find(it.key()).value(), it.value(), compare, it.key()))
                changed.append(it.key());
        }
        return changed;
    }

    static bool same(const TreeNode &e, const TreeNode &a, const TreeCompare &compare, const QString &path)
    {
        if (a.kind != e.kind || a.mode != e.mode)
            return false;
        if (e.kind == TreeNode::Kind::Symlink)
            return a.linkText == e.linkText;
        if (e.kind == TreeNode::Kind::File)
            return a.sha256 == e.sha256
                   && (!compare.fileTimes || compare.ignoreTimesOf.contains(path) || a.modifiedNs == e.modifiedNs);
        return true;
    }

    // For failure messages: "lib64/libcudnn.so.9 -> libcudnn.so.9.20.0", one per line.
    QString listing() const
    {
        QStringList lines;
        for (auto it = m_nodes.cbegin(); it != m_nodes.cend(); ++it) {
            switch (it->kind) {
            case TreeNode::Kind::Symlink: lines.append(it.key() + QStringLiteral(" -> ") + it->linkText); break;
            case TreeNode::Kind::Directory: lines.append(it.key() + u'/'); break;
            case TreeNode::Kind::File:
                lines.append(QStringLiteral("%1 (%2 bytes, %3)").arg(it.key()).arg(it->size).arg(octal(it->mode)));
                break;
            case TreeNode::Kind::Other: lines.append(it.key() + QStringLiteral(" (special)")); break;
            }
        }
        return lines.join(u'\n');
    }

    static QString kindName(TreeNode::Kind kind)
    {
        switch (kind) {
        case TreeNode::Kind::File: return QStringLiteral("file");
        case TreeNode::Kind::Symlink: return QStringLiteral("symlink");
        case TreeNode::Kind::Directory: return QStringLiteral("directory");
        case TreeNode::Kind::Other: return QStringLiteral("special file");
        }
        return {};
    }

    static QString octal(int mode) { return QStringLiteral("0%1").arg(mode, 3, 8, QLatin1Char('0')); }

private:
    void walk(const QString &folder, const QString &relative)
    {
        QStringList names = QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
        names.sort();
        for (const QString &name : names) {
            const QString full = folder + u'/' + name;
            const QString rel = relative.isEmpty() ? name : relative + u'/' + name;
            const FileStatus status = statusOf(full);
            if (!status.exists)
                continue;
            TreeNode node;
            node.mode = status.mode;
            node.inode = status.inode;
            node.modifiedNs = status.modifiedNs;
            switch (kindOf(full)) {
            case TreeNode::Kind::Symlink:
                node.kind = TreeNode::Kind::Symlink;
                node.linkText = linkTextOf(full);
                break;
            case TreeNode::Kind::Directory:
                node.kind = TreeNode::Kind::Directory;
                m_nodes.insert(rel, node);
                walk(full, rel);
                continue;
            case TreeNode::Kind::File: {
                node.kind = TreeNode::Kind::File;
                QFile file(full);
                node.size = file.size();
                QCryptographicHash hash(QCryptographicHash::Sha256);
                if (file.open(QIODevice::ReadOnly)) {
                    if (node.size <= TreeNode::kKeptBytes) {
                        node.content = file.readAll();
                        hash.addData(node.content);
                    } else {
                        hash.addData(&file);
                    }
                }
                node.sha256 = hash.result().toHex();
                break;
            }
            case TreeNode::Kind::Other:
                node.kind = TreeNode::Kind::Other;
                break;
            }
            m_nodes.insert(rel, node);
        }
    }

    QString m_root;
    bool m_rootExists = false;
    QMap<QString, TreeNode> m_nodes;
};

} // namespace cudnnsetup::testing
