// ExtractTestSupport: what the ArchiveExtractor tests share — a fixture that unpacks into a
// folder of its own temporary directory, a look at files as the disk has them (lstat, readlink:
// links are not followed), a listing of a whole folder, and a tmpfs mount for the disk tests.
#pragma once

#include "core/archive/ArchiveExtractor.h"

#include "ArchiveTestSupport.h"
#include "fixtures/archives/ArchiveBuilder.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QSet>

#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include <climits>
#include <optional>

namespace cudnnsetup {

inline void PrintTo(ExtractionProblem problem, std::ostream *os)
{
    static const char *const names[] = {"None",     "Unreadable", "NotAnArchive", "Corrupt",  "Empty",    "Unsafe",
                                        "TooLarge", "DiskFull",   "CannotWrite",  "NotCudnn", "Cancelled"};
    *os << names[int(problem)];
}

// What lstat() and readlink() say about one path.
struct OnDisk
{
    bool exists = false;
    mode_t type = 0; // S_IFREG, S_IFDIR, S_IFLNK, ...
    int mode = 0;    // permission bits, 07777
    uid_t owner = 0;
    ino_t inode = 0;
    time_t mtime = 0;
    QString linkText;

    static OnDisk at(const QString &path)
    {
        OnDisk result;
        struct stat status {};
        const QByteArray native = QFile::encodeName(path);
        if (::lstat(native.constData(), &status) != 0)
            return result;
        result.exists = true;
        result.type = status.st_mode & S_IFMT;
        result.mode = int(status.st_mode & 07777);
        result.owner = status.st_uid;
        result.inode = status.st_ino;
        result.mtime = status.st_mtime;
        if (S_ISLNK(status.st_mode)) {
            char buffer[PATH_MAX];
            const ssize_t length = ::readlink(native.constData(), buffer, sizeof buffer);
            result.linkText = QFile::decodeName(QByteArray(buffer, int(qMax<ssize_t>(length, 0))));
        }
        return result;
    }
};

// Every path under `root`, relative and sorted; links are listed, not followed.
inline QStringList listing(const QString &root)
{
    QStringList paths;
    QDirIterator it(root, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        paths.append(QDir(root).relativeFilePath(it.next()));
    paths.sort();
    return paths;
}

inline QByteArray contentOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A tmpfs mounted on a folder for the duration of a test: a disk that fills up at a chosen size,
// or one that is read-only. Needs root (CI runs as root); mounted() says whether it worked.
class TmpfsMount
{
public:
    TmpfsMount(const QString &folder, const char *options, bool readOnly = false) : m_folder(folder)
    {
        QDir().mkpath(folder);
        m_mounted = ::geteuid() == 0
                    && ::mount("tmpfs", QFile::encodeName(folder).constData(), "tmpfs",
                               readOnly ? MS_RDONLY : 0, options)
                           == 0;
    }
    ~TmpfsMount()
    {
        if (m_mounted)
            ::umount2(QFile::encodeName(m_folder).constData(), MNT_DETACH);
    }
    bool mounted() const { return m_mounted; }

private:
    QString m_folder;
    bool m_mounted = false;
};

class ExtractTest : public ArchiveTest
{
protected:
    QString destination() const { return path(QStringLiteral("out")); }

    ExtractionResult extracted(const QString &archive, const ExtractionOptions &options = {})
    {
        const ExtractionResult result = ArchiveExtractor::extract(archive, destination(), options);
        EXPECT_EQ(result.problem, ExtractionProblem::None) << result.reason.toStdString();
        EXPECT_TRUE(result.reason.isEmpty());
        EXPECT_EQ(result.destination, QFileInfo(destination()).canonicalFilePath());
        return result;
    }

    // Extracts an archive that must be refused with `problem`: afterwards the destination is
    // gone and the folder around it holds exactly what it held before. Returns the result.
    ExtractionResult refused(const QString &archive, ExtractionProblem problem, const ExtractionOptions &options = {})
    {
        const QStringList before = listing(dir());
        const ExtractionResult result = ArchiveExtractor::extract(archive, destination(), options);
        EXPECT_EQ(result.problem, problem) << result.reason.toStdString();
        EXPECT_FALSE(result.reason.isEmpty());
        EXPECT_FALSE(OnDisk::at(destination()).exists) << "the destination was left behind";
        EXPECT_EQ(listing(dir()), before);
        return result;
    }

    QString writeFile(const QString &name, const QByteArray &bytes)
    {
        QFile out(path(name));
        EXPECT_TRUE(out.open(QIODevice::WriteOnly));
        out.write(bytes);
        return out.fileName();
    }

    // The unpacked tree is the entry list, file by file: contents, links with their exact text,
    // hard links sharing an inode, normalised modes, the archive's times, our own user as owner;
    // and nothing else is there.
    static void expectTree(const QString &root, const QList<testing::ArchiveEntry> &entries)
    {
        using Kind = testing::ArchiveEntry::Kind;
        QSet<QString> expected;
        for (const testing::ArchiveEntry &entry : entries) {
            const QString relative = QDir::cleanPath(QString(entry.path).replace(u'\\', u'/'));
            for (qsizetype slash = relative.indexOf(u'/'); slash > 0; slash = relative.indexOf(u'/', slash + 1))
                expected.insert(relative.left(slash));
            expected.insert(relative);
            const OnDisk disk = OnDisk::at(root + u'/' + relative);
            ASSERT_TRUE(disk.exists) << relative.toStdString();
            EXPECT_EQ(disk.owner, ::geteuid()) << relative.toStdString();
            switch (entry.kind) {
            case Kind::File:
                EXPECT_EQ(disk.type, mode_t(S_IFREG)) << relative.toStdString();
                EXPECT_EQ(disk.mode, (entry.permissions & 0111) ? 0755 : 0644) << relative.toStdString();
                EXPECT_EQ(disk.mtime, 1767225600) << relative.toStdString();
                if (entry.generatedSize < 0)
                    EXPECT_EQ(contentOf(root + u'/' + relative), entry.content) << relative.toStdString();
                else
                    EXPECT_EQ(QFileInfo(root + u'/' + relative).size(), entry.generatedSize) << relative.toStdString();
                break;
            case Kind::Directory:
                EXPECT_EQ(disk.type, mode_t(S_IFDIR)) << relative.toStdString();
                EXPECT_EQ(disk.mode, 0755) << relative.toStdString();
                EXPECT_EQ(disk.mtime, 1767225600) << relative.toStdString();
                break;
            case Kind::Symlink:
                EXPECT_EQ(disk.type, mode_t(S_IFLNK)) << relative.toStdString();
                EXPECT_EQ(disk.linkText, entry.target) << relative.toStdString();
                break;
            case Kind::HardLink:
                EXPECT_EQ(disk.type, mode_t(S_IFREG)) << relative.toStdString();
                EXPECT_EQ(disk.inode, OnDisk::at(root + u'/' + entry.target).inode) << relative.toStdString();
                break;
            default:
                ADD_FAILURE() << "no special files in a tree that was accepted";
            }
        }
        const QStringList found = listing(root);
        EXPECT_EQ(QSet<QString>(found.begin(), found.end()), expected);
        for (const QString &folder : found) {
            if (OnDisk::at(root + u'/' + folder).type == S_IFDIR) {
                EXPECT_EQ(OnDisk::at(root + u'/' + folder).mode, 0755) << folder.toStdString();
            }
        }
    }
};

} // namespace cudnnsetup
