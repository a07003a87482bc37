// ArchiveExtractor on archives and places that must be refused: each unsafe kind of entry, each
// kind of damaged or oversized file, archives that are not cuDNN, cancel, and destinations that
// cannot be written. Every refusal names the problem, leaves no destination behind and writes
// nothing outside it (the folder around it is listed before and after).
#include "core/archive/ArchiveExtractor.h"
#include "core/archive/ExtractionFailure.h"

#include <QProcess>
#include <QStandardPaths>

#include "ExtractTestSupport.h"
#include "support/SymlinksReported.h"

namespace cudnnsetup {
namespace {

using testing::ArchiveBuilder;
using testing::ArchiveEntry;
using testing::ArchiveFormat;

const QString kTop = QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive/");

// Over 4000 bytes, in folders of 200 characters (each allowed alone).
QString longPath()
{
    QString path = kTop;
    for (int i = 0; i < 21; ++i)
        path += QString(200, QChar(u'a' + i)) + u'/';
    return path + QStringLiteral("deep.h");
}

QString tarballName()
{
    return QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz");
}

// ---- unsafe entries: a real archive with one bad entry added after the good ones ---------------

struct UnsafeRow
{
    const char *label;
    QList<ArchiveEntry> extra; // appended to a real 9.20 tarball
    QString named;             // the entry the reason must name
    QString why;               // part of the reason
};

class ExtractUnsafeTest : public ExtractTest, public ::testing::WithParamInterface<UnsafeRow>
{
};

TEST_P(ExtractUnsafeTest, IsRefusedByName)
{
    const UnsafeRow &row = GetParam();
    QList<ArchiveEntry> entries = ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("9.20.0.48"));
    for (ArchiveEntry extra : row.extra) {
        extra.path.replace(QStringLiteral("$DIR"), dir());
        entries.append(extra);
    }
    const QString file = path(tarballName());
    ArchiveBuilder::write(file, ArchiveFormat::TarXz, entries);
    const ExtractionResult result = refused(file, ExtractionProblem::Unsafe);
    QString named = QString(row.named).replace(QStringLiteral("$DIR"), dir());
#ifdef _WIN32
    named.replace(u'\\', u'/'); // libarchive's Windows build reads a tar entry's backslashes as slashes
#endif
    EXPECT_TRUE(result.reason.startsWith(QStringLiteral("The archive holds an unsafe entry, \"%1\" (").arg(named)))
        << result.reason.toStdString();
    EXPECT_TRUE(result.reason.contains(row.why)) << result.reason.toStdString();
    EXPECT_TRUE(result.reason.contains(QStringLiteral("Nothing was installed."))) << result.reason.toStdString();
    ASSERT_EQ(result.unsafeEntries.size(), 1);
    EXPECT_TRUE(result.unsafeEntries.first().startsWith(named + QStringLiteral(" ("))) << result.unsafeEntries.first().toStdString();
    EXPECT_FALSE(OnDisk::at(dir() + QStringLiteral("/abs-victim")).exists);
}

const UnsafeRow kUnsafeRows[] = {
    {"Absolute", {ArchiveEntry::file(QStringLiteral("$DIR/abs-victim"), "x")}, QStringLiteral("$DIR/abs-victim"),
     QStringLiteral("absolute path")},
    {"WindowsDrive", {ArchiveEntry::file(QStringLiteral("C:\\Windows\\evil.dll"), "MZ")},
     QStringLiteral("C:\\Windows\\evil.dll"), QStringLiteral("absolute path")},
    {"WindowsShare", {ArchiveEntry::file(QStringLiteral("\\\\server\\share\\evil.dll"), "MZ")},
     QStringLiteral("\\\\server\\share\\evil.dll"), QStringLiteral("absolute path")},
    {"DotDot", {ArchiveEntry::file(QStringLiteral("../evil.sh"), "#!/bin/sh\n")}, QStringLiteral("../evil.sh"),
     QStringLiteral("path climbs out with \"..\"")},
    {"DotDotDeep", {ArchiveEntry::file(kTop + QStringLiteral("lib/../../../etc/passwd"), "root::0:0::/:/bin/sh\n")},
     kTop + QStringLiteral("lib/../../../etc/passwd"), QStringLiteral("path climbs out with \"..\"")},
    {"SymlinkOutRelative", {ArchiveEntry::symlink(kTop + QStringLiteral("lib/escape"), QStringLiteral("../../../etc"))},
     kTop + QStringLiteral("lib/escape"), QStringLiteral("symbolic link to ../../../etc, outside the archive")},
    {"SymlinkOutAbsolute", {ArchiveEntry::symlink(kTop + QStringLiteral("lib/passwd"), QStringLiteral("/etc/passwd"))},
     kTop + QStringLiteral("lib/passwd"), QStringLiteral("symbolic link to /etc/passwd, outside the archive")},
    {"HardLinkOut", {ArchiveEntry::hardLink(kTop + QStringLiteral("lib/shadow"), QStringLiteral("/etc/shadow"))},
     kTop + QStringLiteral("lib/shadow"), QStringLiteral("hard link to /etc/shadow, outside the archive")},
    {"HardLinkToNothingBefore",
     {ArchiveEntry::hardLink(kTop + QStringLiteral("lib/early"), kTop + QStringLiteral("lib/later")),
      ArchiveEntry::file(kTop + QStringLiteral("lib/later"), "x")},
     kTop + QStringLiteral("lib/early"), QStringLiteral("which is not a file unpacked before it")},
    {"Fifo", {ArchiveEntry::fifo(kTop + QStringLiteral("pipe"))}, kTop + QStringLiteral("pipe"),
     QStringLiteral("device node, FIFO or socket")},
    {"CharDevice", {ArchiveEntry::charDevice(kTop + QStringLiteral("null"))}, kTop + QStringLiteral("null"),
     QStringLiteral("device node, FIFO or socket")},
    {"CaseCollidingFiles", {ArchiveEntry::file(kTop + QStringLiteral("lib/LIBCUDNN.so"), "x")},
     kTop + QStringLiteral("lib/LIBCUDNN.so"),
     QStringLiteral("name collides with \"%1lib/libcudnn.so\" on a file system that ignores case").arg(kTop)},
    {"CaseCollidingFolders", {ArchiveEntry::file(kTop + QStringLiteral("Include/extra.h"), "x")},
     kTop + QStringLiteral("Include/extra.h"),
     QStringLiteral("name collides with \"%1include\" on a file system that ignores case").arg(kTop)},
    {"WriteThroughSymlink",
     {ArchiveEntry::directory(kTop + QStringLiteral("lib/inner/")),
      ArchiveEntry::symlink(kTop + QStringLiteral("lib/door"), QStringLiteral("inner")),
      ArchiveEntry::file(kTop + QStringLiteral("lib/door/evil.so"), "x")},
     kTop + QStringLiteral("lib/door/evil.so"),
     QStringLiteral("its folder %1lib/door is a symbolic link made by the archive").arg(kTop)},
    {"SymlinkOutThroughAnEarlierLink",
     // up -> ".." stays inside, and so does the text "a/up/a/up/a/up/../../.." read alone; the
     // kernel resolves each a/up to the top folder, then climbs three levels out of it.
     {ArchiveEntry::directory(kTop + QStringLiteral("a/")), ArchiveEntry::symlink(kTop + QStringLiteral("a/up"), QStringLiteral("..")),
      ArchiveEntry::symlink(kTop + QStringLiteral("x"), QStringLiteral("a/up/a/up/a/up/../../.."))},
     kTop + QStringLiteral("x"), QStringLiteral("which leads outside the archive through other links")},
    {"SymlinkOutThroughALaterLink",
     // Inside when written (a/up is unknown then); outside once a/up -> ".." exists.
     {ArchiveEntry::symlink(kTop + QStringLiteral("x"), QStringLiteral("a/up/../..")),
      ArchiveEntry::directory(kTop + QStringLiteral("a/")), ArchiveEntry::symlink(kTop + QStringLiteral("a/up"), QStringLiteral(".."))},
     kTop + QStringLiteral("x"), QStringLiteral("which leads outside the archive through other links")},
    {"PathTooLong", {ArchiveEntry::file(longPath(), "x")}, longPath(), QStringLiteral("characters, too long")},
    {"SymlinkLoop",
     {ArchiveEntry::symlink(kTop + QStringLiteral("ping"), QStringLiteral("pong/x")),
      ArchiveEntry::symlink(kTop + QStringLiteral("pong"), QStringLiteral("ping/y"))},
     kTop + QStringLiteral("ping"), QStringLiteral("loops through other links")},
};

INSTANTIATE_TEST_SUITE_P(Entries, ExtractUnsafeTest, ::testing::ValuesIn(kUnsafeRows),
                         [](const ::testing::TestParamInfo<UnsafeRow> &info) { return std::string(info.param.label); });

// ---- damaged, empty, oversized and foreign files ------------------------------------------------

TEST_F(ExtractTest, TruncatedTarballIsCorrupt)
{
    const QByteArray whole = ArchiveBuilder::bytes(
        ArchiveFormat::TarXz,
        ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("9.20.0.48"), 12, QStringLiteral("linux-x86_64"), 256 * 1024));
    const QString file = writeFile(tarballName(), whole.left(whole.size() / 2));
    const ExtractionResult result = refused(file, ExtractionProblem::Corrupt);
    EXPECT_TRUE(result.reason.contains(QStringLiteral("is damaged or incomplete"))) << result.reason.toStdString();
    EXPECT_TRUE(result.reason.contains(QStringLiteral("download it again"))) << result.reason.toStdString();
}

TEST_F(ExtractTest, FlippedBytesInATarballAreCorrupt)
{
    QByteArray bytes = ArchiveBuilder::bytes(
        ArchiveFormat::TarXz,
        ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("9.20.0.48"), 12, QStringLiteral("linux-x86_64"), 256 * 1024));
    for (qsizetype i = bytes.size() / 2; i < bytes.size() / 2 + 16; ++i)
        bytes[i] = char(bytes.at(i) ^ 0x5a);
    refused(writeFile(tarballName(), bytes), ExtractionProblem::Corrupt);
}

TEST_F(ExtractTest, TruncatedAndFlippedZipsAreCorrupt)
{
    const QList<ArchiveEntry> entries = ArchiveBuilder::cudnnWindowsEntries(QStringLiteral("9.20.0.48"));
    const QByteArray whole = ArchiveBuilder::bytes(ArchiveFormat::Zip, entries);
    const QString name = QStringLiteral("cudnn-windows-x86_64-9.20.0.48_cuda12-archive.zip");
    refused(writeFile(name, whole.left(whole.size() / 2)), ExtractionProblem::Corrupt);
    // A body changed in place keeps every header intact: only decompression or the CRC tells.
    // The local header is 30 bytes, then the name and the extra field, then the body.
    QByteArray flipped = whole;
    const qsizetype nameAt = flipped.indexOf("bin/x64/cudnn_ops64_9.dll");
    const qsizetype header = flipped.lastIndexOf("PK\x03\x04", nameAt);
    ASSERT_GT(header, 0);
    const auto field = [&flipped](qsizetype at) { return qsizetype(quint8(flipped.at(at))) | qsizetype(quint8(flipped.at(at + 1))) << 8; };
    const qsizetype body = header + 30 + field(header + 26) + field(header + 28);
    flipped[body + 2] = char(flipped.at(body + 2) ^ 0x5a);
    refused(writeFile(name, flipped), ExtractionProblem::Corrupt);
}

TEST_F(ExtractTest, EmptyFileAndEmptyArchivesAreEmpty)
{
    EXPECT_TRUE(refused(writeFile(tarballName(), {}), ExtractionProblem::Empty)
                    .reason.contains(QStringLiteral("is empty (0 bytes)")));
    EXPECT_TRUE(refused(writeFile(QStringLiteral("nothing.tar.xz"), ArchiveBuilder::bytes(ArchiveFormat::TarXz, {})),
                        ExtractionProblem::Empty)
                    .reason.contains(QStringLiteral("is an archive with nothing in it")));
    refused(writeFile(QStringLiteral("nothing.zip"), ArchiveBuilder::bytes(ArchiveFormat::Zip, {})), ExtractionProblem::Empty);
}

TEST_F(ExtractTest, TextFileIsNotAnArchive)
{
    const ExtractionResult result = refused(writeFile(tarballName(), "<html><body>Please sign in</body></html>\n"),
                                            ExtractionProblem::NotAnArchive);
    EXPECT_TRUE(result.reason.contains(QStringLiteral("is not a tar or zip archive"))) << result.reason.toStdString();
}

TEST_F(ExtractTest, MissingFileAndFolderAreUnreadable)
{
    EXPECT_TRUE(refused(path(QStringLiteral("gone.tar.xz")), ExtractionProblem::Unreadable)
                    .reason.endsWith(QStringLiteral("does not exist.")));
    ASSERT_TRUE(QDir(dir()).mkdir(QStringLiteral("folder.zip")));
    EXPECT_TRUE(refused(path(QStringLiteral("folder.zip")), ExtractionProblem::Unreadable)
                    .reason.endsWith(QStringLiteral("is a folder, not an archive file.")));
}

TEST_F(ExtractTest, DeclaredSizeOverTheCapIsTooLarge)
{
    const QString file = path(QStringLiteral("bomb.zip"));
    ArchiveBuilder::write(file, ArchiveFormat::Zip,
                          {ArchiveEntry::file(QStringLiteral("bomb/zeros"), QByteArray(100 << 20, '\0'))});
    ASSERT_LT(QFileInfo(file).size(), 1 << 20);
    ExtractionOptions options;
    options.maxUnpackedBytes = qint64(64) << 20;
    const ExtractionResult result = refused(file, ExtractionProblem::TooLarge, options);
    EXPECT_TRUE(result.reason.contains(QStringLiteral("\"bomb/zeros\""))) << result.reason.toStdString();
    EXPECT_TRUE(result.reason.contains(QStringLiteral("zip bomb"))) << result.reason.toStdString();
}

TEST_F(ExtractTest, WrittenBytesOverTheCapAreTooLarge)
{
    // Each entry alone is under the cap; together they are not.
    QList<ArchiveEntry> entries;
    for (int i = 0; i < 5; ++i)
        entries.append(ArchiveEntry::file(QStringLiteral("bomb/zeros%1").arg(i), QByteArray(20 << 20, '\0')));
    const QString file = path(QStringLiteral("bomb.tgz"));
    ArchiveBuilder::write(file, ArchiveFormat::TarGz, entries);
    ExtractionOptions options;
    options.maxUnpackedBytes = qint64(64) << 20;
    const ExtractionResult result = refused(file, ExtractionProblem::TooLarge, options);
    EXPECT_TRUE(result.reason.contains(QStringLiteral("\"bomb/zeros3\""))) << result.reason.toStdString();
}

TEST_F(ExtractTest, ASparseTarEntryCountsByItsFullSize)
{
    // GNU tar keeps a sparse file as its data and a map of the holes: 4 GiB of zeros in a few KB,
    // which unpacks to 4 GiB all the same.
    const QString tar = QStandardPaths::findExecutable(QStringLiteral("tar"));
    if (tar.isEmpty())
        GTEST_SKIP() << "GNU tar is missing: no sparse archive can be made";
    ASSERT_TRUE(QDir().mkpath(path(QStringLiteral("sparse/bomb"))));
    QFile holes(path(QStringLiteral("sparse/bomb/zeros")));
    ASSERT_TRUE(holes.open(QIODevice::WriteOnly));
    ASSERT_EQ(holes.write("cudnn"), 5);
    ASSERT_TRUE(holes.resize(qint64(4) << 30));
    holes.close();
    const QString file = path(QStringLiteral("sparse.tar.gz"));
    QProcess pack;
    pack.start(tar, {QStringLiteral("--sparse"), QStringLiteral("-czf"), file, QStringLiteral("-C"), path(QStringLiteral("sparse")),
                     QStringLiteral("bomb")});
    ASSERT_TRUE(pack.waitForFinished(120000)) << "tar did not finish";
    ASSERT_EQ(pack.exitCode(), 0) << pack.readAllStandardError().toStdString();
    QFile::remove(holes.fileName());
    ASSERT_LT(QFileInfo(file).size(), 1 << 20) << "tar did not store the holes as holes";

    const ExtractionResult result = refused(file, ExtractionProblem::TooLarge);
    EXPECT_TRUE(result.reason.contains(QStringLiteral("zip bomb"))) << result.reason.toStdString();
    EXPECT_TRUE(result.reason.contains(QStringLiteral("\"bomb/zeros\""))) << result.reason.toStdString();
}

TEST(ExtractionBombRule, NeedsOverAGibibyteAndOver200Times)
{
    EXPECT_FALSE(ExtractionFailure::looksLikeABomb(qint64(900) << 20, 1 << 20));     // 900x, under 1 GiB
    EXPECT_FALSE(ExtractionFailure::looksLikeABomb(qint64(2) << 30, qint64(20) << 20)); // 2 GiB, 102x
    EXPECT_TRUE(ExtractionFailure::looksLikeABomb(qint64(2) << 30, qint64(10) << 20));  // 2 GiB, 205x
}

TEST_F(ExtractTest, CudaRuntimeTarballIsNotCudnn)
{
    const QString file = path(QStringLiteral("cuda_cudart-linux-x86_64-12.4.127-archive.tar.xz"));
    ArchiveBuilder::write(file, ArchiveFormat::TarXz, cudaRuntimeEntries());
    const ExtractionResult result = refused(file, ExtractionProblem::NotCudnn);
    EXPECT_EQ(result.reason, ArchiveIdentifier::examine(file).reason);
    EXPECT_EQ(result.identification.problem, ArchiveProblem::NotCudnn);
    EXPECT_TRUE(result.reason.contains(QStringLiteral("holds no cuDNN library"))) << result.reason.toStdString();
}

TEST_F(ExtractTest, SamplesArchiveIsRefusedByNameBeforeUnpacking)
{
    const QString file = path(QStringLiteral("cudnn_samples-source-9.20.0.48-archive.tar.xz"));
    ArchiveBuilder::write(file, ArchiveFormat::TarXz,
                          {ArchiveEntry::file(QStringLiteral("cudnn_samples-source-9.20.0.48-archive/main.cpp"), "int main() {}\n")});
    const ExtractionResult result = refused(file, ExtractionProblem::NotCudnn);
    EXPECT_TRUE(result.reason.contains(QStringLiteral("samples archive"))) << result.reason.toStdString();
    EXPECT_EQ(result.bytesWritten, 0);
}

// ---- cancel ---------------------------------------------------------------------------------

TEST_F(ExtractTest, CancelFromTheProgressCallback)
{
    // A file comes first, so the first progress call (made at once, after its first block) finds
    // bytes written: what the cancel must then remove.
    QList<ArchiveEntry> entries{ArchiveEntry::file(kTop + QStringLiteral("first.bin"), QByteArray(1 << 20, 'x'))};
    entries += ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("9.20.0.48"));
    const QString file = path(QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tgz"));
    ArchiveBuilder::write(file, ArchiveFormat::TarGz, entries);
    std::atomic_bool cancel{false};
    int calls = 0;
    ExtractionOptions options;
    options.cancel = &cancel;
    options.progress = [&](const ExtractionProgress &progress) {
        ++calls;
        if (progress.bytesWritten > 0)
            cancel = true;
    };
    const ExtractionResult result = refused(file, ExtractionProblem::Cancelled, options);
    EXPECT_TRUE(result.reason.contains(QStringLiteral("was cancelled"))) << result.reason.toStdString();
    EXPECT_EQ(calls, 2); // the one that cancelled, and the last
    EXPECT_GT(result.bytesWritten, 0);
}

// ---- destinations ---------------------------------------------------------------------------

TEST_F(ExtractTest, ExistingDestinationIsLeftAlone)
{
    const QString file = ArchiveBuilder::cudnnWindowsZip(dir(), QStringLiteral("9.20.0.48"));
    ASSERT_TRUE(QDir(dir()).mkdir(QStringLiteral("out")));
    writeFile(QStringLiteral("out/keep.txt"), "mine");
    const ExtractionResult result = ArchiveExtractor::extract(file, destination());
    EXPECT_EQ(result.problem, ExtractionProblem::CannotWrite);
    EXPECT_TRUE(result.reason.contains(QStringLiteral("already exists"))) << result.reason.toStdString();
    EXPECT_EQ(contentOf(path(QStringLiteral("out/keep.txt"))), QByteArray("mine"));
    EXPECT_EQ(listing(destination()), QStringList{QStringLiteral("keep.txt")});
}

TEST_F(ExtractTest, DanglingSymlinkAsDestinationIsNotFollowed)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();
    const QString file = ArchiveBuilder::cudnnWindowsZip(dir(), QStringLiteral("9.20.0.48"));
    testing::makeSymlink(destination(), path(QStringLiteral("elsewhere")));
    const ExtractionResult result = ArchiveExtractor::extract(file, destination());
    EXPECT_EQ(result.problem, ExtractionProblem::CannotWrite);
    EXPECT_TRUE(OnDisk::at(destination()).type == OnDisk::Kind::Symlink);
    EXPECT_FALSE(OnDisk::at(path(QStringLiteral("elsewhere"))).exists);
}

TEST_F(ExtractTest, MissingParentCannotBeWritten)
{
    const QString file = ArchiveBuilder::cudnnWindowsZip(dir(), QStringLiteral("9.20.0.48"));
    const ExtractionResult result = ArchiveExtractor::extract(file, path(QStringLiteral("no/such/out")));
    EXPECT_EQ(result.problem, ExtractionProblem::CannotWrite);
    EXPECT_TRUE(result.reason.contains(QStringLiteral("does not exist"))) << result.reason.toStdString();
    EXPECT_FALSE(OnDisk::at(path(QStringLiteral("no"))).exists);
}

TEST_F(ExtractTest, ReadOnlyParentCannotBeWritten)
{
    const QString file = ArchiveBuilder::cudnnWindowsZip(dir(), QStringLiteral("9.20.0.48"));
    const QString parent = path(QStringLiteral("locked"));
#ifdef _WIN32
    GTEST_SKIP() << "a folder's read-only attribute does not stop Windows from writing in it; a folder this "
                    "account cannot write needs an access control list, which wine does not enforce";
#endif
    // Root ignores 0555, so as root the parent is a read-only mount instead.
    std::optional<TmpfsMount> mount;
    if (runningAsRoot()) {
        mount.emplace(parent, "size=1m", true);
        if (!mount->mounted())
            GTEST_SKIP() << "running as root, and a read-only tmpfs could not be mounted";
    } else {
        ASSERT_TRUE(QDir(dir()).mkdir(QStringLiteral("locked")));
        ASSERT_TRUE(QFile::setPermissions(parent, QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup
                                                      | QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther));
    }
    const ExtractionResult result = ArchiveExtractor::extract(file, parent + QStringLiteral("/out"));
    EXPECT_EQ(result.problem, ExtractionProblem::CannotWrite) << result.reason.toStdString();
    EXPECT_TRUE(result.reason.contains(parent + QStringLiteral("/out"))) << result.reason.toStdString();
    EXPECT_TRUE(result.reason.contains(runningAsRoot() ? QStringLiteral("Read-only file system")
                                                        : QStringLiteral("Permission denied")))
        << result.reason.toStdString();
    EXPECT_FALSE(OnDisk::at(parent + QStringLiteral("/out")).exists);
    QFile::setPermissions(parent, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
}

TEST_F(ExtractTest, FullDiskIsDiskFullAndNamesTheFolder)
{
    const QString small = path(QStringLiteral("small"));
    TmpfsMount mount(small, "size=1m");
    if (!mount.mounted())
        GTEST_SKIP() << "a 1 MiB tmpfs needs root (CI runs as root); not mounted here";
    const QString file = path(QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tgz"));
    ArchiveBuilder::write(file, ArchiveFormat::TarGz,
                          ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("9.20.0.48"), 12,
                                                            QStringLiteral("linux-x86_64"), 512 << 10));
    const ExtractionResult result = ArchiveExtractor::extract(file, small + QStringLiteral("/out"));
    EXPECT_EQ(result.problem, ExtractionProblem::DiskFull) << result.reason.toStdString();
    EXPECT_TRUE(result.reason.startsWith(QStringLiteral("The disk holding %1 is full").arg(small)))
        << result.reason.toStdString();
    EXPECT_TRUE(result.reason.contains(QStringLiteral("It needs more than"))) << result.reason.toStdString();
    EXPECT_EQ(listing(small), QStringList());

    // Told the size beforehand, it refuses before writing anything and says both figures.
    ExtractionOptions options;
    options.expectedUnpackedBytes = qint64(8) << 20;
    const ExtractionResult early = ArchiveExtractor::extract(file, small + QStringLiteral("/out"), options);
    EXPECT_EQ(early.problem, ExtractionProblem::DiskFull);
    EXPECT_EQ(early.bytesWritten, 0);
    EXPECT_TRUE(early.reason.contains(QStringLiteral("8.0 MB"))) << early.reason.toStdString();
    EXPECT_EQ(listing(small), QStringList());
}

} // namespace
} // namespace cudnnsetup
