// ArchiveExtractor on archives that must unpack: every layout NVIDIA ships, written by
// ArchiveBuilder, comes out file by file as it went in (links as links, hard links sharing an
// inode, normalised modes, the archive's times) and is identified from the same pass exactly as
// ArchiveIdentifier::examine() identifies it; progress, and where the tree goes.
#include "core/archive/ArchiveExtractor.h"

#include "ExtractTestSupport.h"
#include "support/SymlinksReported.h"

#include <sys/stat.h>

namespace cudnnsetup {
namespace {

using testing::ArchiveBuilder;
using testing::ArchiveEntry;
using testing::ArchiveFormat;
using Layout = ArchiveIdentity::Layout;

class ExtractLayoutTest : public ExtractTest
{
protected:
    // Unpacks `entries` written as `name` in `format`, checks the tree against them and the
    // identity against examine()'s; returns the result.
    ExtractionResult unpack(const QString &name, ArchiveFormat format, const QList<ArchiveEntry> &entries)
    {
        const QString file = path(name);
        ArchiveBuilder::write(file, format, entries);
        const ExtractionResult result = extracted(file);
        expectTree(result.destination, entries);
        expectSameIdentity(result, ArchiveIdentifier::examine(file));
        return result;
    }

    static void expectSameIdentity(const ExtractionResult &result, const ArchiveIdentification &examined)
    {
        ASSERT_TRUE(result.identification.identity.has_value()) << result.identification.reason.toStdString();
        ASSERT_TRUE(examined.identity.has_value()) << examined.reason.toStdString();
        const ArchiveIdentity &a = *result.identification.identity;
        const ArchiveIdentity &b = *examined.identity;
        EXPECT_EQ(a.version, b.version);
        EXPECT_EQ(a.platform, b.platform);
        EXPECT_EQ(a.cudaMajor, b.cudaMajor);
        EXPECT_EQ(a.topDirectory, b.topDirectory);
        EXPECT_EQ(a.layout, b.layout);
        EXPECT_EQ(a.libraryFolder, b.libraryFolder);
        EXPECT_EQ(a.dllFolder, b.dllFolder);
        EXPECT_EQ(a.includeFolder, b.includeFolder);
        EXPECT_EQ(a.subLibraries, b.subLibraries);
        EXPECT_EQ(a.missingSubLibraries, b.missingSubLibraries);
        EXPECT_EQ(a.format, b.format);
        EXPECT_EQ(a.entryCount, b.entryCount);
        EXPECT_EQ(a.unpackedBytes, b.unpackedBytes);
        EXPECT_EQ(a.notes, b.notes);
    }
};

qint64 fileBytes(const QList<ArchiveEntry> &entries)
{
    qint64 total = 0;
    for (const ArchiveEntry &entry : entries)
        if (entry.kind == ArchiveEntry::Kind::File)
            total += entry.generatedSize >= 0 ? entry.generatedSize : entry.content.size();
    return total;
}

int countOf(const QList<ArchiveEntry> &entries, ArchiveEntry::Kind kind)
{
    return int(std::count_if(entries.begin(), entries.end(), [kind](const ArchiveEntry &e) { return e.kind == kind; }));
}

// ---- NVIDIA's layouts --------------------------------------------------------------------------

TEST_F(ExtractLayoutTest, LinuxTarball9)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();
    const QList<ArchiveEntry> entries = ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("9.20.0.48"), 12);
    const ExtractionResult result =
        unpack(QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz"), ArchiveFormat::TarXz, entries);
    const ArchiveIdentity &id = *result.identification.identity;
    EXPECT_EQ(id.version.toString(), QStringLiteral("9.20.0.48"));
    EXPECT_EQ(id.layout, Layout::LinuxTarball);
    EXPECT_EQ(id.libraryFolder, QStringLiteral("lib"));
    EXPECT_EQ(id.format, QStringLiteral("tar.xz"));
    EXPECT_EQ(result.files, countOf(entries, ArchiveEntry::Kind::File));
    EXPECT_EQ(result.symlinks, 16);
    EXPECT_EQ(result.hardLinks, 0);
    EXPECT_EQ(result.directories, 3);
    EXPECT_EQ(result.bytesWritten, fileBytes(entries));
    // The chain NVIDIA ships: libcudnn.so -> libcudnn.so.9 -> libcudnn.so.9.20.0, a real file.
    const QString lib = result.destination + QStringLiteral("/cudnn-linux-x86_64-9.20.0.48_cuda12-archive/lib/");
    EXPECT_EQ(OnDisk::at(lib + QStringLiteral("libcudnn.so")).linkText, QStringLiteral("libcudnn.so.9"));
    EXPECT_EQ(OnDisk::at(lib + QStringLiteral("libcudnn.so.9")).linkText, QStringLiteral("libcudnn.so.9.20.0"));
    EXPECT_EQ(OnDisk::at(lib + QStringLiteral("libcudnn.so.9.20.0")).mode, testing::platformMode(0755));
}

TEST_F(ExtractLayoutTest, LinuxTarball8)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();
    const ExtractionResult result = unpack(QStringLiteral("cudnn-linux-x86_64-8.9.7.29_cuda12-archive.tar.xz"),
                                           ArchiveFormat::TarXz,
                                           ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("8.9.7.29"), 12));
    EXPECT_EQ(result.identification.identity->version.toString(), QStringLiteral("8.9.7.29"));
    EXPECT_EQ(result.identification.identity->subLibraries, ArchiveBuilder::subLibraries(8));
}

TEST_F(ExtractLayoutTest, LegacyCudaFolderTgz7)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();
    const ExtractionResult result = unpack(QStringLiteral("cudnn-10.2-linux-x64-v7.6.5.32.tgz"), ArchiveFormat::TarGz,
                                           ArchiveBuilder::cudnnLegacyEntries(QStringLiteral("7.6.5.32")));
    const ArchiveIdentity &id = *result.identification.identity;
    EXPECT_EQ(id.layout, Layout::LegacyCudaFolder);
    EXPECT_EQ(id.version.toString(), QStringLiteral("7.6.5.32"));
    EXPECT_EQ(id.format, QStringLiteral("tgz"));
    EXPECT_TRUE(QFileInfo(result.destination + QStringLiteral("/cuda/include/cudnn.h")).isFile());
}

TEST_F(ExtractLayoutTest, WindowsZip917KeepsDllsInBin)
{
    const ExtractionResult result = unpack(QStringLiteral("cudnn-windows-x86_64-9.17.1.4_cuda12-archive.zip"),
                                           ArchiveFormat::Zip,
                                           ArchiveBuilder::cudnnWindowsEntries(QStringLiteral("9.17.1.4"), 12));
    EXPECT_EQ(result.identification.identity->dllFolder, QStringLiteral("bin"));
    EXPECT_EQ(result.identification.identity->format, QStringLiteral("zip"));
    EXPECT_TRUE(QFileInfo(result.destination + QStringLiteral("/cudnn-windows-x86_64-9.17.1.4_cuda12-archive/bin/"
                                                              "cudnn64_9.dll"))
                    .isFile());
}

TEST_F(ExtractLayoutTest, WindowsZip920KeepsDllsInBinX64)
{
    const ExtractionResult result = unpack(QStringLiteral("cudnn-windows-x86_64-9.20.0.48_cuda13-archive.zip"),
                                           ArchiveFormat::Zip,
                                           ArchiveBuilder::cudnnWindowsEntries(QStringLiteral("9.20.0.48"), 13));
    EXPECT_EQ(result.identification.identity->dllFolder, QStringLiteral("bin/x64"));
    EXPECT_EQ(result.identification.identity->cudaMajor, 13);
}

TEST_F(ExtractLayoutTest, PlainTar)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();
    const ExtractionResult result = unpack(QStringLiteral("cudnn-linux-sbsa-9.19.0.56_cuda13-archive.tar"),
                                           ArchiveFormat::Tar,
                                           ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("9.19.0.56"), 13,
                                                                             QStringLiteral("linux-sbsa")));
    EXPECT_EQ(result.identification.identity->format, QStringLiteral("tar"));
    EXPECT_EQ(result.identification.identity->platform, QStringLiteral("linux-sbsa"));
}

TEST_F(ExtractLayoutTest, ZipWithBackslashesMakesRealFolders)
{
    const QString file = path(QStringLiteral("cudnn-windows-x86_64-9.20.0.48_cuda12-archive.zip"));
    const QList<ArchiveEntry> entries = ArchiveBuilder::cudnnWindowsEntries(QStringLiteral("9.20.0.48"));
    ArchiveBuilder::write(file, ArchiveFormat::Zip, ArchiveBuilder::withBackslashes(entries));
    const ExtractionResult result = extracted(file);
    expectTree(result.destination, entries);
}

// ---- links, modes, folders ----------------------------------------------------------------------

TEST_F(ExtractLayoutTest, HardLinkInsideStaysAHardLink)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();
    const QString top = QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive/");
    QList<ArchiveEntry> entries = ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("9.20.0.48"));
    entries.append(ArchiveEntry::hardLink(top + QStringLiteral("lib/libcudnn_again.so.9.20.0"),
                                          top + QStringLiteral("lib/libcudnn.so.9.20.0")));
    const ExtractionResult result =
        unpack(QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz"), ArchiveFormat::TarXz, entries);
    EXPECT_EQ(result.hardLinks, 1);
    // The link keeps the file's mode: a hard link's own mode would change the shared inode.
    EXPECT_EQ(OnDisk::at(result.destination + u'/' + top + QStringLiteral("lib/libcudnn.so.9.20.0")).mode, testing::platformMode(0755));
}

TEST_F(ExtractTest, ModesAreNormalisedWhateverTheArchiveSays)
{
    const QString cudnn = path(QStringLiteral("cudnn.tar"));
    QList<ArchiveEntry> entries = ArchiveBuilder::withTopDirectory(
        ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("9.20.0.48")), QStringLiteral("top"));
    entries.first().permissions = 0777;
    entries += {ArchiveEntry{ArchiveEntry::Kind::Directory, QStringLiteral("top/locked/"), {}, -1, {}, 0500},
                ArchiveEntry::file(QStringLiteral("top/setuid"), "x", 04755),
                ArchiveEntry::file(QStringLiteral("top/setgid-sticky"), "x", 03777),
                ArchiveEntry::file(QStringLiteral("top/owner-exec"), "x", 0700),
                ArchiveEntry::file(QStringLiteral("top/world-writable"), "x", 0666),
                ArchiveEntry::file(QStringLiteral("top/private"), "x", 0600),
                ArchiveEntry::file(QStringLiteral("top/locked/readonly"), "x", 0400)};
    ArchiveBuilder::write(cudnn, ArchiveFormat::Tar, entries);
    const ExtractionResult kept = extracted(cudnn);
    const QString top = kept.destination + QStringLiteral("/top/");
    EXPECT_EQ(OnDisk::at(top).mode, testing::platformMode(0755));
    EXPECT_EQ(OnDisk::at(top + QStringLiteral("locked")).mode, testing::platformMode(0755));
    EXPECT_EQ(OnDisk::at(top + QStringLiteral("setuid")).mode, testing::platformMode(0755));
    EXPECT_EQ(OnDisk::at(top + QStringLiteral("setgid-sticky")).mode, testing::platformMode(0755));
    EXPECT_EQ(OnDisk::at(top + QStringLiteral("owner-exec")).mode, testing::platformMode(0755));
    EXPECT_EQ(OnDisk::at(top + QStringLiteral("world-writable")).mode, testing::platformMode(0644));
    EXPECT_EQ(OnDisk::at(top + QStringLiteral("private")).mode, testing::platformMode(0644));
    EXPECT_EQ(OnDisk::at(top + QStringLiteral("locked/readonly")).mode, testing::platformMode(0644));
}

TEST_F(ExtractTest, FoldersOnlyImpliedByPathsAre0755UnderAnyUmask)
{
    QList<ArchiveEntry> entries = ArchiveBuilder::cudnnWindowsEntries(QStringLiteral("9.20.0.48"));
    ArchiveBuilder::removeIf(entries, [](const ArchiveEntry &e) { return e.kind == ArchiveEntry::Kind::Directory; });
    const QString file = path(QStringLiteral("cudnn-windows-x86_64-9.20.0.48_cuda12-archive.zip"));
    ArchiveBuilder::write(file, ArchiveFormat::Zip, entries);
#ifdef _WIN32
    const ExtractionResult result = extracted(file); // no umask: Windows folders have no mode bits to lose
#else
    const mode_t previous = ::umask(0002);
    const ExtractionResult result = extracted(file);
    ::umask(previous);
#endif
    EXPECT_EQ(result.directories, 6); // top, bin, bin/x64, include, lib, lib/x64
    for (const QString &folder : {QStringLiteral(""), QStringLiteral("/bin"), QStringLiteral("/bin/x64"),
                                  QStringLiteral("/include"), QStringLiteral("/lib"), QStringLiteral("/lib/x64")})
        EXPECT_EQ(OnDisk::at(result.destination + QStringLiteral("/cudnn-windows-x86_64-9.20.0.48_cuda12-archive")
                             + folder)
                      .mode,
                  testing::platformMode(0755))
            << folder.toStdString();
}

// ---- progress and the destination ---------------------------------------------------------------

TEST_F(ExtractTest, ProgressEndsAtTheWholeFile)
{
    const QString file = path(QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz"));
    const QList<ArchiveEntry> entries =
        ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("9.20.0.48"), 12, QStringLiteral("linux-x86_64"), 256 << 10);
    ArchiveBuilder::write(file, ArchiveFormat::TarXz, entries);
    QList<ExtractionProgress> seen;
    ExtractionOptions options;
    options.progress = [&seen](const ExtractionProgress &progress) { seen.append(progress); };
    const ExtractionResult result = extracted(file, options);
    ASSERT_FALSE(seen.isEmpty());
    for (qsizetype i = 1; i < seen.size(); ++i) {
        EXPECT_GE(seen.at(i).archiveBytesRead, seen.at(i - 1).archiveBytesRead);
        EXPECT_GE(seen.at(i).bytesWritten, seen.at(i - 1).bytesWritten);
    }
    const ExtractionProgress &last = seen.last();
    EXPECT_EQ(last.archiveBytesTotal, QFileInfo(file).size());
    EXPECT_EQ(last.archiveBytesRead, last.archiveBytesTotal);
    EXPECT_EQ(last.bytesWritten, result.bytesWritten);
    EXPECT_EQ(last.bytesWritten, fileBytes(entries));
    EXPECT_EQ(last.entriesDone, entries.size());
}

TEST_F(ExtractTest, DestinationIsMadeUnderTheCanonicalParent)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();
    // A parent reached through a symbolic link is resolved first: the tree goes where it points.
    ASSERT_TRUE(QDir(dir()).mkdir(QStringLiteral("real")));
    testing::makeSymlink(path(QStringLiteral("via-link")), path(QStringLiteral("real")));
    const QString file = ArchiveBuilder::cudnnWindowsZip(dir(), QStringLiteral("9.20.0.48"));
    const ExtractionResult result = ArchiveExtractor::extract(file, path(QStringLiteral("via-link/out")));
    ASSERT_TRUE(result.ok()) << result.reason.toStdString();
    EXPECT_EQ(result.destination, QFileInfo(path(QStringLiteral("real"))).canonicalFilePath() + QStringLiteral("/out"));
    EXPECT_TRUE(QFileInfo(path(QStringLiteral("real/out/cudnn-windows-x86_64-9.20.0.48_cuda12-archive"))).isDir());
}

TEST_F(ExtractTest, VersionHeaderIsReadInTheSamePass)
{
    // The header disagrees with the library names: only its body, read while unpacking, says so.
    const QString file = path(QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz"));
    ArchiveBuilder::write(file, ArchiveFormat::TarXz, cudnn920WithHeaderSaying(QStringLiteral("9.1.0")));
    const ExtractionResult result = refused(file, ExtractionProblem::NotCudnn);
    EXPECT_EQ(result.identification.problem, ArchiveProblem::Mismatch);
    EXPECT_EQ(result.reason, ArchiveIdentifier::examine(file).reason);
    EXPECT_TRUE(result.reason.contains(QStringLiteral("says cuDNN 9.1.0"))) << result.reason.toStdString();
}

} // namespace
} // namespace cudnnsetup
