// ArchiveIdentifier on real archives written by ArchiveBuilder in NVIDIA's layouts: every
// supported kind is identified with exact values, and every kind of wrong file is refused for
// the right reason.
#include "core/archive/ArchiveIdentifier.h"

#include "ArchiveTestSupport.h"
#include "fixtures/archives/ArchiveBuilder.h"

#include <QFile>

namespace cudnnsetup {
namespace {

using testing::ArchiveBuilder;
using testing::ArchiveEntry;
using testing::ArchiveFormat;
using Layout = ArchiveIdentity::Layout;

// The fixture's own list (from docs/nvidia-layouts.md, "Sub-libraries"), not the code under test's.
const QStringList kCudnn9Parts = ArchiveBuilder::subLibraries(9);
const QStringList kCudnn8Parts = ArchiveBuilder::subLibraries(8);

qint64 fileBytes(const QList<ArchiveEntry> &entries)
{
    qint64 total = 0;
    for (const ArchiveEntry &entry : entries)
        if (entry.kind == ArchiveEntry::Kind::File)
            total += entry.generatedSize >= 0 ? entry.generatedSize : entry.content.size();
    return total;
}

class IdentifyTest : public ArchiveTest
{
protected:
    // Identifies a file that must be identified; fails the test with the reason otherwise.
    ArchiveIdentity identified(const QString &file)
    {
        const ArchiveIdentification result = ArchiveIdentifier::examine(file);
        EXPECT_EQ(result.problem, ArchiveProblem::None) << result.reason.toStdString();
        EXPECT_TRUE(result.reason.isEmpty());
        return result.identity.value_or(ArchiveIdentity{});
    }

    // Examines a file that must be refused with `problem`; returns the reason.
    QString refused(const QString &file, ArchiveProblem problem)
    {
        const ArchiveIdentification result = ArchiveIdentifier::examine(file);
        EXPECT_EQ(result.problem, problem) << result.reason.toStdString();
        EXPECT_FALSE(result.identity.has_value());
        EXPECT_FALSE(result.reason.isEmpty());
        return result.reason;
    }

    QString writeFile(const QString &name, const QByteArray &bytes)
    {
        QFile out(path(name));
        EXPECT_TRUE(out.open(QIODevice::WriteOnly));
        out.write(bytes);
        return out.fileName();
    }
};

// ---- the kinds NVIDIA ships ------------------------------------------------------------------

TEST_F(IdentifyTest, LinuxTarball9)
{
    const QString file = ArchiveBuilder::cudnnLinuxTarball(dir(), QStringLiteral("9.20.0.48"), 12);
    const QList<ArchiveEntry> entries = ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("9.20.0.48"), 12);
    const ArchiveIdentity id = identified(file);
    EXPECT_EQ(id.fileName, QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz"));
    EXPECT_EQ(id.version.toString(), QStringLiteral("9.20.0.48"));
    EXPECT_EQ(id.platform, QStringLiteral("linux-x86_64"));
    EXPECT_EQ(id.cudaMajor, 12);
    EXPECT_EQ(id.topDirectory, QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive"));
    EXPECT_EQ(id.layout, Layout::LinuxTarball);
    EXPECT_EQ(id.libraryFolder, QStringLiteral("lib"));
    EXPECT_EQ(id.dllFolder, QString());
    EXPECT_EQ(id.includeFolder, QStringLiteral("include"));
    EXPECT_EQ(id.subLibraries, kCudnn9Parts);
    EXPECT_EQ(id.missingSubLibraries, QStringList());
    EXPECT_TRUE(id.hasHeaders);
    EXPECT_EQ(id.format, QStringLiteral("tar.xz"));
    EXPECT_EQ(id.entryCount, entries.size());
    EXPECT_EQ(id.unpackedBytes, fileBytes(entries));
    EXPECT_EQ(id.notes, QStringList());
    EXPECT_FALSE(id.isWindows());
}

TEST_F(IdentifyTest, LinuxSbsaTarballForCuda13)
{
    const ArchiveIdentity id =
        identified(ArchiveBuilder::cudnnLinuxTarball(dir(), QStringLiteral("9.19.0.56"), 13, QStringLiteral("linux-sbsa")));
    EXPECT_EQ(id.version.toString(), QStringLiteral("9.19.0.56"));
    EXPECT_EQ(id.platform, QStringLiteral("linux-sbsa"));
    EXPECT_EQ(id.cudaMajor, 13);
    EXPECT_EQ(id.topDirectory, QStringLiteral("cudnn-linux-sbsa-9.19.0.56_cuda13-archive"));
}

TEST_F(IdentifyTest, LinuxTarball8)
{
    const ArchiveIdentity id = identified(ArchiveBuilder::cudnnLinuxTarball(dir(), QStringLiteral("8.9.7.29"), 12));
    EXPECT_EQ(id.version.toString(), QStringLiteral("8.9.7.29"));
    EXPECT_EQ(id.platform, QStringLiteral("linux-x86_64"));
    EXPECT_EQ(id.cudaMajor, 12);
    EXPECT_EQ(id.layout, Layout::LinuxTarball);
    EXPECT_EQ(id.libraryFolder, QStringLiteral("lib"));
    EXPECT_EQ(id.subLibraries, kCudnn8Parts);
    EXPECT_EQ(id.missingSubLibraries, QStringList());
}

TEST_F(IdentifyTest, WindowsZip917KeepsDllsInBin)
{
    const ArchiveIdentity id = identified(ArchiveBuilder::cudnnWindowsZip(dir(), QStringLiteral("9.17.1.4"), 12));
    EXPECT_EQ(id.version.toString(), QStringLiteral("9.17.1.4"));
    EXPECT_EQ(id.platform, QStringLiteral("windows-x86_64"));
    EXPECT_EQ(id.cudaMajor, 12);
    EXPECT_EQ(id.topDirectory, QStringLiteral("cudnn-windows-x86_64-9.17.1.4_cuda12-archive"));
    EXPECT_EQ(id.layout, Layout::WindowsZip);
    EXPECT_EQ(id.dllFolder, QStringLiteral("bin"));
    EXPECT_EQ(id.libraryFolder, QStringLiteral("bin"));
    EXPECT_EQ(id.includeFolder, QStringLiteral("include"));
    EXPECT_EQ(id.subLibraries, kCudnn9Parts);
    EXPECT_EQ(id.format, QStringLiteral("zip"));
    EXPECT_TRUE(id.isWindows());
}

TEST_F(IdentifyTest, WindowsZip920KeepsDllsInBinX64)
{
    const ArchiveIdentity id = identified(ArchiveBuilder::cudnnWindowsZip(dir(), QStringLiteral("9.20.0.48"), 13));
    EXPECT_EQ(id.version.toString(), QStringLiteral("9.20.0.48"));
    EXPECT_EQ(id.cudaMajor, 13);
    EXPECT_EQ(id.layout, Layout::WindowsZip);
    EXPECT_EQ(id.dllFolder, QStringLiteral("bin/x64"));
    EXPECT_EQ(id.subLibraries, kCudnn9Parts);
}

TEST_F(IdentifyTest, WindowsZipWithBackslashSeparators)
{
    const QString file = path(QStringLiteral("cudnn-windows-x86_64-9.20.0.48_cuda12-archive.zip"));
    ArchiveBuilder::write(file, ArchiveFormat::Zip,
                          ArchiveBuilder::withBackslashes(ArchiveBuilder::cudnnWindowsEntries(QStringLiteral("9.20.0.48"))));
    const ArchiveIdentity id = identified(file);
    EXPECT_EQ(id.topDirectory, QStringLiteral("cudnn-windows-x86_64-9.20.0.48_cuda12-archive"));
    EXPECT_EQ(id.dllFolder, QStringLiteral("bin/x64"));
    EXPECT_EQ(id.includeFolder, QStringLiteral("include"));
}

TEST_F(IdentifyTest, WindowsZip8)
{
    const ArchiveIdentity id = identified(ArchiveBuilder::cudnnWindowsZip(dir(), QStringLiteral("8.9.7.29"), 11));
    EXPECT_EQ(id.version.toString(), QStringLiteral("8.9.7.29"));
    EXPECT_EQ(id.cudaMajor, 11);
    EXPECT_EQ(id.dllFolder, QStringLiteral("bin"));
    EXPECT_EQ(id.subLibraries, kCudnn8Parts);
}

TEST_F(IdentifyTest, LegacyTgz7)
{
    const QString file = ArchiveBuilder::cudnnLegacyTgz(dir());
    const ArchiveIdentity id = identified(file);
    EXPECT_EQ(id.fileName, QStringLiteral("cudnn-10.2-linux-x64-v7.6.5.32.tgz"));
    EXPECT_EQ(id.version.toString(), QStringLiteral("7.6.5.32"));
    EXPECT_EQ(id.platform, QStringLiteral("linux-x86_64"));
    EXPECT_EQ(id.cudaMajor, 10);
    EXPECT_EQ(id.topDirectory, QStringLiteral("cuda"));
    EXPECT_EQ(id.layout, Layout::LegacyCudaFolder);
    EXPECT_EQ(id.libraryFolder, QStringLiteral("lib64"));
    EXPECT_EQ(id.includeFolder, QStringLiteral("include"));
    EXPECT_EQ(id.subLibraries, QStringList{QStringLiteral("cudnn")});
    EXPECT_EQ(id.missingSubLibraries, QStringList());
    EXPECT_EQ(id.format, QStringLiteral("tgz"));
    EXPECT_EQ(id.notes, QStringList());
}

TEST_F(IdentifyTest, LegacyTgz8)
{
    const ArchiveIdentity id =
        identified(ArchiveBuilder::cudnnLegacyTgz(dir(), QStringLiteral("11.4"), QStringLiteral("8.2.4.15")));
    EXPECT_EQ(id.version.toString(), QStringLiteral("8.2.4.15"));
    EXPECT_EQ(id.cudaMajor, 11);
    EXPECT_EQ(id.layout, Layout::LegacyCudaFolder);
    EXPECT_EQ(id.subLibraries, kCudnn8Parts);
}

TEST_F(IdentifyTest, LegacyWindowsZip7)
{
    // cuDNN 7 for Windows: cuda\bin\cudnn64_7.dll, cuda\include\cudnn.h, cuda\lib\x64\cudnn.lib.
    const QString file = path(QStringLiteral("cudnn-9.2-windows10-x64-v7.6.0.64.zip"));
    ArchiveBuilder::write(file, ArchiveFormat::Zip,
                          {ArchiveEntry::file(QStringLiteral("cuda/bin/cudnn64_7.dll"), "MZ"),
                           ArchiveEntry::file(QStringLiteral("cuda/include/cudnn.h"), ArchiveBuilder::versionHeader(QStringLiteral("7.6.0"))),
                           ArchiveEntry::file(QStringLiteral("cuda/lib/x64/cudnn.lib"), "!<arch>\n"),
                           ArchiveEntry::file(QStringLiteral("cuda/NVIDIA_SLA_cuDNN_Support.txt"), "license")});
    const ArchiveIdentity id = identified(file);
    EXPECT_EQ(id.version.toString(), QStringLiteral("7.6.0.64"));
    EXPECT_EQ(id.platform, QStringLiteral("windows-x86_64"));
    EXPECT_EQ(id.cudaMajor, 9);
    EXPECT_EQ(id.layout, Layout::LegacyCudaFolder);
    EXPECT_EQ(id.dllFolder, QStringLiteral("bin"));
    EXPECT_EQ(id.subLibraries, QStringList{QStringLiteral("cudnn")});
    EXPECT_TRUE(id.isWindows());
}

TEST_F(IdentifyTest, BrowserDuplicateName)
{
    const QString original = ArchiveBuilder::cudnnWindowsZip(dir(), QStringLiteral("9.20.0.48"), 12);
    const QString copy = path(QStringLiteral("cudnn-windows-x86_64-9.20.0.48_cuda12-archive (1).zip"));
    ASSERT_TRUE(QFile::rename(original, copy));
    const ArchiveIdentity id = identified(copy);
    EXPECT_EQ(id.version.toString(), QStringLiteral("9.20.0.48"));
    EXPECT_EQ(id.cudaMajor, 12);
}

TEST_F(IdentifyTest, IncompleteArchiveListsMissingParts)
{
    QList<ArchiveEntry> entries = ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("9.20.0.48"));
    ArchiveBuilder::removeIf(entries, [](const ArchiveEntry &e) { return e.path.contains(QStringLiteral("libcudnn_adv")); });
    const QString file = path(QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz"));
    ArchiveBuilder::write(file, ArchiveFormat::TarXz, entries);
    const ArchiveIdentity id = identified(file);
    EXPECT_EQ(id.missingSubLibraries, QStringList{QStringLiteral("cudnn_adv")});
    EXPECT_EQ(id.subLibraries.size(), 7);
}

// ---- a renamed file is identified from what is inside ----------------------------------------

TEST_F(IdentifyTest, RenamedTarballIsIdentifiedFromItsTopFolder)
{
    const QString original = ArchiveBuilder::cudnnLinuxTarball(dir(), QStringLiteral("9.20.0.48"), 13);
    const QString renamed = path(QStringLiteral("download.tar.xz"));
    ASSERT_TRUE(QFile::rename(original, renamed));
    const ArchiveIdentity id = identified(renamed);
    EXPECT_EQ(id.fileName, QStringLiteral("download.tar.xz"));
    EXPECT_EQ(id.version.toString(), QStringLiteral("9.20.0.48"));
    EXPECT_EQ(id.platform, QStringLiteral("linux-x86_64"));
    EXPECT_EQ(id.cudaMajor, 13);
    EXPECT_EQ(id.notes, QStringList());
}

TEST_F(IdentifyTest, RepackagedTarballIsIdentifiedFromHeaderAndLibraries)
{
    const QString file = path(QStringLiteral("mine.tar.gz"));
    ArchiveBuilder::write(file, ArchiveFormat::TarGz,
                          ArchiveBuilder::withTopDirectory(ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("9.20.0.48")),
                                                           QStringLiteral("my-cudnn")));
    const ArchiveIdentity id = identified(file);
    EXPECT_EQ(id.version.toString(), QStringLiteral("9.20.0")); // the header has three parts
    EXPECT_EQ(id.platform, QStringLiteral("linux"));            // no name says which processor
    EXPECT_EQ(id.cudaMajor, 0);
    EXPECT_EQ(id.topDirectory, QStringLiteral("my-cudnn"));
    EXPECT_EQ(id.format, QStringLiteral("tgz"));
    ASSERT_EQ(id.notes.size(), 2);
    EXPECT_TRUE(id.notes.at(0).contains(QStringLiteral("which processor")));
    EXPECT_TRUE(id.notes.at(1).contains(QStringLiteral("which CUDA version")));
}

TEST_F(IdentifyTest, RepackagedZipWithoutHeadersIsKnownByItsDlls)
{
    QList<ArchiveEntry> entries = ArchiveBuilder::withTopDirectory(
        ArchiveBuilder::cudnnWindowsEntries(QStringLiteral("9.20.0.48")), QStringLiteral("stuff"));
    ArchiveBuilder::removeIf(entries, [](const ArchiveEntry &e) { return e.path.contains(QStringLiteral("/include")); });
    const QString file = path(QStringLiteral("cudnn.zip"));
    ArchiveBuilder::write(file, ArchiveFormat::Zip, entries);
    const ArchiveIdentity id = identified(file);
    EXPECT_EQ(id.version.toString(), QStringLiteral("9")); // DLL names carry only the major
    EXPECT_EQ(id.platform, QStringLiteral("windows-x86_64"));
    EXPECT_EQ(id.dllFolder, QStringLiteral("bin/x64"));
    EXPECT_FALSE(id.hasHeaders);
    EXPECT_EQ(id.includeFolder, QString());
    EXPECT_EQ(id.notes.size(), 1); // the CUDA variant is unknown
}

TEST_F(IdentifyTest, EntriesAtTheRootHaveNoTopDirectory)
{
    QList<ArchiveEntry> entries = ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("9.20.0.48"));
    for (ArchiveEntry &entry : entries)
        entry.path = entry.path.section(u'/', 1);
    ArchiveBuilder::removeIf(entries, [](const ArchiveEntry &e) { return e.path.isEmpty(); });
    const QString file = path(QStringLiteral("flat.tar"));
    ArchiveBuilder::write(file, ArchiveFormat::Tar, entries);
    const ArchiveIdentity id = identified(file);
    EXPECT_EQ(id.topDirectory, QString());
    EXPECT_EQ(id.libraryFolder, QStringLiteral("lib"));
    EXPECT_EQ(id.includeFolder, QStringLiteral("include"));
    EXPECT_EQ(id.format, QStringLiteral("tar"));
}

// ---- files that are not (usable) cuDNN archives ----------------------------------------------

TEST_F(IdentifyTest, RandomZipIsRefused)
{
    const QString file = path(QStringLiteral("holiday.zip"));
    ArchiveBuilder::write(file, ArchiveFormat::Zip,
                          {ArchiveEntry::file(QStringLiteral("photos/beach.jpg"), "\xff\xd8\xff\xe0 not really"),
                           ArchiveEntry::file(QStringLiteral("notes.txt"), "hello\n")});
    const QString reason = refused(file, ArchiveProblem::NotCudnn);
    EXPECT_EQ(reason, QStringLiteral("holiday.zip holds no cuDNN library (no libcudnn*.so or cudnn*.dll file), so it "
                                     "is not a cuDNN archive."));
}

TEST_F(IdentifyTest, CudaToolkitArchiveIsRefusedAndNamed)
{
    const QString file = path(QStringLiteral("cuda_cudart-linux-x86_64-12.4.127-archive.tar.xz"));
    ArchiveBuilder::write(file, ArchiveFormat::TarXz, cudaRuntimeEntries());
    const QString reason = refused(file, ArchiveProblem::NotCudnn);
    EXPECT_EQ(reason, QStringLiteral("cuda_cudart-linux-x86_64-12.4.127-archive.tar.xz holds no cuDNN library. It "
                                     "contains libcudart.so.12.4.127, libcudart.so.12, which belong to the CUDA "
                                     "Toolkit or another NVIDIA library, not to cuDNN."));
}

TEST_F(IdentifyTest, SamplesArchiveIsRefusedByName)
{
    const QString file = path(QStringLiteral("cudnn_samples-source-9.20.0.48-archive.tar.xz"));
    ArchiveBuilder::write(file, ArchiveFormat::TarXz,
                          {ArchiveEntry::file(QStringLiteral("cudnn_samples-source-9.20.0.48-archive/conv_sample/main.cpp"),
                                              "int main() {}\n")});
    const QString reason = refused(file, ArchiveProblem::NotCudnn);
    EXPECT_TRUE(reason.startsWith(QStringLiteral("cudnn_samples-source-9.20.0.48-archive.tar.xz is NVIDIA's cuDNN "
                                                 "samples archive")))
        << reason.toStdString();
}

TEST_F(IdentifyTest, RenamedSamplesArchiveIsRefusedByContents)
{
    const QString file = path(QStringLiteral("cudnn.tar.xz"));
    ArchiveBuilder::write(file, ArchiveFormat::TarXz,
                          {ArchiveEntry::file(QStringLiteral("cudnn_samples_v9/mnistCUDNN/mnistCUDNN.cpp"), "int main() {}\n"),
                           ArchiveEntry::file(QStringLiteral("cudnn_samples_v9/mnistCUDNN/Makefile"), "all:\n")});
    const QString reason = refused(file, ArchiveProblem::NotCudnn);
    EXPECT_EQ(reason, QStringLiteral("cudnn.tar.xz holds no cuDNN library; it looks like the cuDNN samples (example "
                                     "source code), not the cuDNN library."));
}

TEST_F(IdentifyTest, JitAddOnIsRefusedByName)
{
    const QString file = path(QStringLiteral("cudnn_jit-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz"));
    ArchiveBuilder::write(file, ArchiveFormat::TarXz,
                          {ArchiveEntry::file(QStringLiteral("cudnn_jit-linux-x86_64-9.20.0.48_cuda12-archive/lib/"
                                                             "libcudnn_jit.so.9.20.0"),
                                              "\x7f" "ELF")});
    EXPECT_TRUE(refused(file, ArchiveProblem::NotCudnn).contains(QStringLiteral("JIT add-on")));
}

TEST_F(IdentifyTest, RenamedJitAddOnLacksTheMainLibrary)
{
    const QString top = QStringLiteral("cudnn_jit-linux-x86_64-9.20.0.48_cuda12-archive");
    const QString file = path(QStringLiteral("renamed.tar.xz"));
    ArchiveBuilder::write(file, ArchiveFormat::TarXz,
                          {ArchiveEntry::file(top + QStringLiteral("/lib/libcudnn_jit.so.9.20.0"), "\x7f" "ELF"),
                           ArchiveEntry::symlink(top + QStringLiteral("/lib/libcudnn_jit.so.9"), QStringLiteral("libcudnn_jit.so.9.20.0"))});
    const QString reason = refused(file, ArchiveProblem::NotCudnn);
    EXPECT_EQ(reason, QStringLiteral("renamed.tar.xz holds parts of cuDNN (cudnn_jit) but not the main cuDNN library "
                                     "(libcudnn.so.9), so it is not a cuDNN release archive."));
}

TEST_F(IdentifyTest, TextFileNamedLikeAnArchiveIsRefused)
{
    const QString file = writeFile(QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz"),
                                   "<html><body>Please sign in to download cuDNN</body></html>\n");
    const QString reason = refused(file, ArchiveProblem::NotAnArchive);
    EXPECT_TRUE(reason.startsWith(QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz is not an archive "
                                                 "that can be opened")))
        << reason.toStdString();
}

TEST_F(IdentifyTest, EmptyFileIsRefused)
{
    const QString file = writeFile(QStringLiteral("cudnn-windows-x86_64-9.20.0.48_cuda12-archive.zip"), {});
    EXPECT_EQ(refused(file, ArchiveProblem::NotAnArchive),
              QStringLiteral("cudnn-windows-x86_64-9.20.0.48_cuda12-archive.zip is empty (0 bytes): its download did "
                             "not finish or failed."));
}

TEST_F(IdentifyTest, TruncatedTarballIsCorrupt)
{
    // Large enough that the cut falls in the middle of the compressed stream, after a header.
    const QByteArray whole = ArchiveBuilder::bytes(ArchiveFormat::TarXz,
                                                   ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("9.20.0.48"), 12,
                                                                                     QStringLiteral("linux-x86_64"), 256 * 1024));
    const QString file = writeFile(QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz"), whole.left(whole.size() / 2));
    const QString reason = refused(file, ArchiveProblem::Corrupt);
    EXPECT_TRUE(reason.contains(QStringLiteral("download it again"))) << reason.toStdString();
}

TEST_F(IdentifyTest, TruncatedZipIsCorrupt)
{
    const QByteArray whole = ArchiveBuilder::bytes(ArchiveFormat::Zip, ArchiveBuilder::cudnnWindowsEntries(QStringLiteral("9.20.0.48")));
    // Cut in the table of contents at the end (every entry is still there) and in the middle.
    for (const qsizetype keep : {whole.size() - 100, whole.size() / 3}) {
        const QString file = writeFile(QStringLiteral("cudnn-windows-x86_64-9.20.0.48_cuda12-archive.zip"), whole.left(keep));
        const QString reason = refused(file, ArchiveProblem::Corrupt);
        EXPECT_TRUE(reason.contains(QStringLiteral("damaged or incomplete"))) << reason.toStdString();
    }
}

TEST_F(IdentifyTest, MissingFileAndFolderAreUnreadable)
{
    EXPECT_TRUE(refused(path(QStringLiteral("nothing-here.zip")), ArchiveProblem::Unreadable).endsWith(QStringLiteral("does not exist.")));
    EXPECT_TRUE(refused(dir(), ArchiveProblem::Unreadable).endsWith(QStringLiteral("is a folder, not an archive file.")));
}

// ---- names and contents that disagree ---------------------------------------------------------

TEST_F(IdentifyTest, NameSaysOtherVersionThanTheFilesInside)
{
    const QString file = path(QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz"));
    ArchiveBuilder::write(file, ArchiveFormat::TarXz, ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("9.1.0.70")));
    EXPECT_EQ(refused(file, ArchiveProblem::Mismatch),
              QStringLiteral("The file name cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz says cuDNN 9.20.0.48, but "
                             "the files inside are cuDNN 9.1.0 (from cudnn-linux-x86_64-9.1.0.70_cuda12-archive/include/"
                             "cudnn_version.h)."));
}

TEST_F(IdentifyTest, NameSaysWindowsButTheArchiveHoldsLinuxLibraries)
{
    const QString file = path(QStringLiteral("cudnn-windows-x86_64-9.20.0.48_cuda12-archive.zip"));
    ArchiveBuilder::write(file, ArchiveFormat::Zip,
                          ArchiveBuilder::withTopDirectory(ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("9.20.0.48")),
                                                           QStringLiteral("cudnn-windows-x86_64-9.20.0.48_cuda12-archive")));
    const QString reason = refused(file, ArchiveProblem::Mismatch);
    EXPECT_TRUE(reason.startsWith(QStringLiteral("The file name cudnn-windows-x86_64-9.20.0.48_cuda12-archive.zip says it "
                                                 "is for windows-x86_64, but the archive contains Linux libraries "
                                                 "(libcudnn.so.9.20.0; ")))
        << reason.toStdString();
}

TEST_F(IdentifyTest, HeaderDisagreesWithLibraryFiles)
{
    const QString file = path(QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz"));
    ArchiveBuilder::write(file, ArchiveFormat::TarXz, cudnn920WithHeaderSaying(QStringLiteral("9.1.0")));
    EXPECT_EQ(refused(file, ArchiveProblem::Mismatch),
              QStringLiteral("In cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz, cudnn-linux-x86_64-9.20.0.48_cuda12-"
                             "archive/include/cudnn_version.h says cuDNN 9.1.0, but the libraries are cuDNN 9.20.0."));
}

TEST_F(IdentifyTest, FileNameDisagreesWithTheFolderInside)
{
    const QString original = ArchiveBuilder::cudnnLinuxTarball(dir(), QStringLiteral("9.20.0.48"), 13);
    const QString renamed = path(QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz"));
    ASSERT_TRUE(QFile::rename(original, renamed));
    EXPECT_EQ(refused(renamed, ArchiveProblem::Mismatch),
              QStringLiteral("The file name cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz does not match the folder "
                             "inside it, cudnn-linux-x86_64-9.20.0.48_cuda13-archive; the file may have been renamed."));
}

// ---- archives that are not one cuDNN copy -----------------------------------------------------

TEST_F(IdentifyTest, LibrariesInTwoFoldersAreAmbiguous)
{
    QList<ArchiveEntry> entries = ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("9.20.0.48"));
    entries.append(ArchiveEntry::file(QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive/lib64/libcudnn.so.9.20.0"), "x"));
    const QString file = path(QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz"));
    ArchiveBuilder::write(file, ArchiveFormat::TarXz, entries);
    EXPECT_EQ(refused(file, ArchiveProblem::Ambiguous),
              QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz holds cuDNN libraries in more than one "
                             "folder (cudnn-linux-x86_64-9.20.0.48_cuda12-archive/lib, "
                             "cudnn-linux-x86_64-9.20.0.48_cuda12-archive/lib64), so it is not clear which copy to install."));
}

TEST_F(IdentifyTest, TwoMajorsAreAmbiguous)
{
    QList<ArchiveEntry> entries = ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("9.20.0.48"));
    entries.append(ArchiveEntry::file(QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive/lib/libcudnn.so.8.9.7"), "x"));
    const QString file = path(QStringLiteral("mixed.tar.xz"));
    ArchiveBuilder::write(file, ArchiveFormat::TarXz, entries);
    EXPECT_EQ(refused(file, ArchiveProblem::Ambiguous), QStringLiteral("mixed.tar.xz mixes libraries of cuDNN 8 / 9."));
}

// ---- unsafe entries ---------------------------------------------------------------------------

TEST_F(IdentifyTest, UnsafeEntriesAreReportedOneByOne)
{
    const QString top = QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive/");
    QList<ArchiveEntry> entries = ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("9.20.0.48"));
    entries += {ArchiveEntry::file(QStringLiteral("../evil.sh"), "#!/bin/sh\n"),
                ArchiveEntry::file(QStringLiteral("/etc/cron.d/evil"), "* * * * * root sh\n"),
                ArchiveEntry::symlink(top + QStringLiteral("lib/escape"), QStringLiteral("../../../etc/passwd")),
                ArchiveEntry::hardLink(top + QStringLiteral("lib/shadow"), QStringLiteral("/etc/shadow")),
                ArchiveEntry::fifo(top + QStringLiteral("pipe")),
                ArchiveEntry::charDevice(top + QStringLiteral("null"))};
    const QString file = path(QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz"));
    ArchiveBuilder::write(file, ArchiveFormat::TarXz, entries);
    const ArchiveIdentification result = ArchiveIdentifier::examine(file);
    EXPECT_EQ(result.problem, ArchiveProblem::Unsafe);
    EXPECT_FALSE(result.identity.has_value());
    EXPECT_EQ(result.unsafeEntries,
              (QStringList{QStringLiteral("../evil.sh (path climbs out with \"..\")"),
                           QStringLiteral("/etc/cron.d/evil (absolute path)"),
                           top + QStringLiteral("lib/escape (symbolic link to ../../../etc/passwd, outside the archive's folder)"),
                           top + QStringLiteral("lib/shadow (hard link to /etc/shadow, outside the archive)"),
                           top + QStringLiteral("pipe (device node, FIFO or socket)"),
                           top + QStringLiteral("null (device node, FIFO or socket)")}));
    // The reason names the first five and counts the rest.
    EXPECT_TRUE(result.reason.contains(QStringLiteral("../evil.sh (path climbs out with \"..\")"))) << result.reason.toStdString();
    EXPECT_TRUE(result.reason.contains(QStringLiteral("; and 1 more"))) << result.reason.toStdString();
}

TEST_F(IdentifyTest, ZipWithBackslashParentEntryIsUnsafe)
{
    QList<ArchiveEntry> entries = ArchiveBuilder::cudnnWindowsEntries(QStringLiteral("9.20.0.48"));
    entries.append(ArchiveEntry::file(QStringLiteral("..\\..\\Windows\\System32\\evil.dll"), "MZ"));
    const QString file = path(QStringLiteral("cudnn-windows-x86_64-9.20.0.48_cuda12-archive.zip"));
    ArchiveBuilder::write(file, ArchiveFormat::Zip, entries);
    const ArchiveIdentification result = ArchiveIdentifier::examine(file);
    EXPECT_EQ(result.problem, ArchiveProblem::Unsafe);
    // libarchive's zip reader already turns '\' into '/' in entry names.
    EXPECT_EQ(result.unsafeEntries,
              QStringList{QStringLiteral("../../Windows/System32/evil.dll (path climbs out with \"..\")")});
}

// ---- stopping early ----------------------------------------------------------------------------

TEST_F(IdentifyTest, UntilKnownStopsAfterTheLastExpectedLibrary)
{
    const QList<ArchiveEntry> entries = ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("9.20.0.48"));
    const QString file = ArchiveBuilder::cudnnLinuxTarball(dir(), QStringLiteral("9.20.0.48"));
    const ArchiveIdentification quick = ArchiveIdentifier::examine(file, nullptr, ArchiveScan::UntilKnown);
    ASSERT_TRUE(quick.identity.has_value()) << quick.reason.toStdString();
    EXPECT_FALSE(quick.identity->listingComplete);
    // The builder writes the headers, then per library: real file, .so.9, .so, static; the stop
    // comes right after the heuristic library's real file, so its three followers and LICENSE
    // are never read.
    EXPECT_EQ(quick.identity->entryCount, entries.size() - 4);
    EXPECT_EQ(quick.identity->version.toString(), QStringLiteral("9.20.0.48"));
    EXPECT_EQ(quick.identity->subLibraries, kCudnn9Parts);

    const ArchiveIdentification full = ArchiveIdentifier::examine(file);
    ASSERT_TRUE(full.identity.has_value());
    EXPECT_TRUE(full.identity->listingComplete);
    EXPECT_EQ(full.identity->entryCount, entries.size());
}

TEST_F(IdentifyTest, OnlyTheFullScanSeesUnsafeEntriesAfterTheLibraries)
{
    QList<ArchiveEntry> entries = ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("9.20.0.48"));
    entries.append(ArchiveEntry::file(QStringLiteral("../late.sh"), "#!/bin/sh\n"));
    const QString file = path(QStringLiteral("cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz"));
    ArchiveBuilder::write(file, ArchiveFormat::TarXz, entries);
    EXPECT_EQ(ArchiveIdentifier::examine(file, nullptr, ArchiveScan::UntilKnown).problem, ArchiveProblem::None);
    EXPECT_EQ(ArchiveIdentifier::examine(file).problem, ArchiveProblem::Unsafe);
}

// ---- cancelling -------------------------------------------------------------------------------

TEST_F(IdentifyTest, CancelledBeforeTheFirstEntry)
{
    const QString file = ArchiveBuilder::cudnnLinuxTarball(dir(), QStringLiteral("9.20.0.48"));
    const std::atomic_bool cancel{true};
    const ArchiveIdentification result = ArchiveIdentifier::examine(file, &cancel);
    EXPECT_EQ(result.problem, ArchiveProblem::Cancelled);
    QString error;
    EXPECT_FALSE(ArchiveIdentifier::identify(file, &error, &cancel).has_value());
    EXPECT_EQ(error, result.reason);
}

TEST_F(IdentifyTest, IdentifyReturnsTheIdentityAndClearsTheError)
{
    const QString file = ArchiveBuilder::cudnnWindowsZip(dir(), QStringLiteral("9.20.0.48"));
    QString error = QStringLiteral("stale");
    const std::optional<ArchiveIdentity> id = ArchiveIdentifier::identify(file, &error);
    ASSERT_TRUE(id.has_value());
    EXPECT_EQ(id->version.toString(), QStringLiteral("9.20.0.48"));
    EXPECT_EQ(error, QString());
}

} // namespace
} // namespace cudnnsetup
