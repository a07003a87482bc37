// ExtractTestSupport: what the ArchiveExtractor tests share — a fixture that unpacks into a
// folder of its own temporary directory, a look at files as the disk has them (links are not
// followed; TreeSnapshot.h reads the disk on both platforms), a listing of a whole folder, and a
// tmpfs mount for the disk tests (Linux, as root; elsewhere it reports that it is not mounted).
#pragma once

#include "core/archive/ArchiveExtractor.h"

#include "ArchiveTestSupport.h"
#include "fixtures/archives/ArchiveBuilder.h"
#include "support/TreeSnapshot.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QSet>

#ifndef _WIN32
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

#include <optional>

namespace cudnnsetup {

inline void PrintTo(ExtractionProblem problem, std::ostream *os)
{
    static const char *const names[] = {"None",     "Unreadable", "NotAnArchive", "Corrupt",  "Empty",    "Unsafe",
                                        "TooLarge", "DiskFull",   "CannotWrite",  "NotCudnn", "Cancelled"};
    *os << names[int(problem)];
}

// What the disk says about one path, links not followed. Modes are the platform's
// (testing::platformMode: on Windows only writable 0666 or read-only 0444); `inode` is the file
// index on Windows.
struct OnDisk
{
    using Kind = testing::TreeNode::Kind;

    bool exists = false;
    Kind type = Kind::Other;
    int mode = 0; // permission bits, 07777
    quint64 inode = 0;
    qint64 mtime = 0;
    QString linkText;

    static OnDisk at(const QString &path)
    {
        OnDisk result;
        const testing::FileStatus status = testing::statusOf(path);
        if (!status.exists)
            return result;
        result.exists = true;
        result.type = testing::kindOf(path);
        result.mode = status.mode;
        result.inode = status.inode;
        result.mtime = status.modifiedSeconds;
        if (result.type == Kind::Symlink)
            result.linkText = testing::linkTextOf(path);
        return result;
    }
};

// Whether the process runs as root (never on Windows, where no test needs it).
inline bool runningAsRoot()
{
#ifdef _WIN32
    return false;
#else
    return ::geteuid() == 0;
#endif
}

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
#ifdef _WIN32
        Q_UNUSED(options);
        Q_UNUSED(readOnly);
#else
        m_mounted = runningAsRoot()
                    && ::mount("tmpfs", QFile::encodeName(folder).constData(), "tmpfs",
                               readOnly ? MS_RDONLY : 0, options)
                           == 0;
#endif
    }
    ~TmpfsMount()
    {
#ifndef _WIN32
        if (m_mounted)
            ::umount2(QFile::encodeName(m_folder).constData(), MNT_DETACH);
#endif
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
    // hard links sharing an inode, normalised modes, the archive's times, our own user as owner
    // (Linux: a Windows tree has no POSIX owner); and nothing else is there.
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
#ifndef _WIN32
            struct stat status {};
            ASSERT_EQ(::lstat(QFile::encodeName(root + u'/' + relative).constData(), &status), 0);
            EXPECT_EQ(status.st_uid, ::geteuid()) << relative.toStdString();
#endif
            switch (entry.kind) {
            case Kind::File:
                EXPECT_EQ(disk.type, OnDisk::Kind::File) << relative.toStdString();
                EXPECT_EQ(disk.mode, testing::platformMode((entry.permissions & 0111) ? 0755 : 0644)) << relative.toStdString();
                EXPECT_EQ(disk.mtime, 1767225600) << relative.toStdString();
                if (entry.generatedSize < 0)
                    EXPECT_EQ(contentOf(root + u'/' + relative), entry.content) << relative.toStdString();
                else
                    EXPECT_EQ(QFileInfo(root + u'/' + relative).size(), entry.generatedSize) << relative.toStdString();
                break;
            case Kind::Directory:
                EXPECT_EQ(disk.type, OnDisk::Kind::Directory) << relative.toStdString();
                EXPECT_EQ(disk.mode, testing::platformMode(0755)) << relative.toStdString();
                EXPECT_EQ(disk.mtime, 1767225600) << relative.toStdString();
                break;
            case Kind::Symlink:
                EXPECT_EQ(disk.type, OnDisk::Kind::Symlink) << relative.toStdString();
                EXPECT_EQ(disk.linkText, entry.target) << relative.toStdString();
                break;
            case Kind::HardLink:
                EXPECT_EQ(disk.type, OnDisk::Kind::File) << relative.toStdString();
                EXPECT_NE(disk.inode, 0u) << relative.toStdString(); // else the comparison could not fail
                EXPECT_EQ(disk.inode, OnDisk::at(root + u'/' + entry.target).inode) << relative.toStdString();
                break;
            default:
                ADD_FAILURE() << "no special files in a tree that was accepted";
            }
        }
        const QStringList found = listing(root);
        EXPECT_EQ(QSet<QString>(found.begin(), found.end()), expected);
        for (const QString &folder : found) {
            if (OnDisk::at(root + u'/' + folder).type == OnDisk::Kind::Directory) {
                EXPECT_EQ(OnDisk::at(root + u'/' + folder).mode, testing::platformMode(0755)) << folder.toStdString();
            }
        }
    }
};

} // namespace cudnnsetup
