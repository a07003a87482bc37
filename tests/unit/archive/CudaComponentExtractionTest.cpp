// ArchiveExtractor with ExpectedContents::CudaComponent, on archives of NVIDIA's CUDA redist
// layout (docs/nvidia-layouts.md, "CUDA redist": one <name>-<platform>-<version>-archive folder
// with bin/, include/, lib/) written with libarchive: the CUDA runtime built from this machine's
// own CUDA 13 files when they are there, generated bodies otherwise. A component unpacks with its
// name, platform and version; an archive that is not one (a cuDNN archive, several folders,
// another component than its name says, an empty folder) is refused and leaves nothing behind;
// and a component archive offered as cuDNN is refused as before.
#include "ExtractTestSupport.h"

#include "core/archive/CudaArchiveName.h"
#include "support/SymlinksReported.h"

#include <QFile>

namespace cudnnsetup {
namespace {

using testing::ArchiveBuilder;
using testing::ArchiveEntry;
using testing::ArchiveFormat;

ExtractionOptions component()
{
    ExtractionOptions options;
    options.expect = ExpectedContents::CudaComponent;
    return options;
}

// A file of this machine's CUDA (real bytes) or, without it, a stand-in of the same name.
QByteArray realOrStandIn(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("stand-in for ") + path.toUtf8();
}

// cuda_cudart for Linux x86_64, as NVIDIA packs it.
QList<ArchiveEntry> cudartEntries(const QString &top = QStringLiteral("cuda_cudart-linux-x86_64-13.0.96-archive"))
{
    const QString cuda = QStringLiteral("/usr/local/cuda");
    return {
        ArchiveEntry::directory(top),
        ArchiveEntry::file(top + QStringLiteral("/include/cuda_runtime.h"), realOrStandIn(cuda + QStringLiteral("/include/cuda_runtime.h"))),
        ArchiveEntry::file(top + QStringLiteral("/include/cuda_runtime_api.h"),
                           realOrStandIn(cuda + QStringLiteral("/include/cuda_runtime_api.h"))),
        ArchiveEntry::file(top + QStringLiteral("/lib/libcudart.so.13.0.96"), realOrStandIn(cuda + QStringLiteral("/lib64/libcudart.so.13"))),
        ArchiveEntry::symlink(top + QStringLiteral("/lib/libcudart.so.13"), QStringLiteral("libcudart.so.13.0.96")),
        ArchiveEntry::symlink(top + QStringLiteral("/lib/libcudart.so"), QStringLiteral("libcudart.so.13")),
        ArchiveEntry::file(top + QStringLiteral("/LICENSE"), "CUDA Toolkit licence (test copy)\n"),
    };
}

class CudaComponentExtractionTest : public ExtractTest
{
protected:
    QString write(const QString &name, const QList<ArchiveEntry> &entries, ArchiveFormat format = ArchiveFormat::TarXz)
    {
        const QString file = path(name);
        ArchiveBuilder::write(file, format, entries);
        return file;
    }
};

TEST(CudaArchiveName, ReadsComponentPlatformAndVersion)
{
    const std::optional<CudaArchiveName> name = CudaArchiveName::parse(QStringLiteral("libcublas-windows-x86_64-13.1.0.3-archive.zip"));
    ASSERT_TRUE(name.has_value());
    EXPECT_EQ(name->component, QStringLiteral("libcublas"));
    EXPECT_EQ(name->platform, QStringLiteral("windows-x86_64"));
    EXPECT_EQ(name->version.toString(), QStringLiteral("13.1.0.3"));
    EXPECT_EQ(name->folderName(), QStringLiteral("libcublas-windows-x86_64-13.1.0.3-archive"));
    EXPECT_TRUE(CudaArchiveName::parse(QStringLiteral("cuda_nvcc-linux-sbsa-12.6.85-archive")).has_value());
    for (const char *other : {"cudnn-linux-x86_64-9.19.0.56_cuda13-archive.tar.xz", "cuda_cudart-13.0.96-archive.tar.xz",
                              "cuda_cudart-linux-x86_64-13.0.96.tar.xz", "../cuda_cudart-linux-x86_64-13.0.96-archive",
                              "Cuda_Cudart-linux-x86_64-13.0.96-archive"})
        EXPECT_FALSE(CudaArchiveName::parse(QString::fromLatin1(other)).has_value()) << other;
}

TEST_F(CudaComponentExtractionTest, TheCudaRuntimeUnpacksWithItsNamePlatformAndVersion)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();
    const QList<ArchiveEntry> entries = cudartEntries();
    const QString archive = write(QStringLiteral("cuda_cudart-linux-x86_64-13.0.96-archive.tar.xz"), entries);
    const ExtractionResult result = extracted(archive, component());
    ASSERT_TRUE(result.component.has_value());
    EXPECT_EQ(result.component->component, QStringLiteral("cuda_cudart"));
    EXPECT_EQ(result.component->platform, QStringLiteral("linux-x86_64"));
    EXPECT_EQ(result.component->version.toString(), QStringLiteral("13.0.96"));
    EXPECT_FALSE(result.identification.identity.has_value()) << "no cuDNN is looked for";
    expectTree(destination(), entries);
}

TEST_F(CudaComponentExtractionTest, AWindowsZipUnpacksToo)
{
    const QString top = QStringLiteral("cuda_nvrtc-windows-x86_64-13.0.88-archive");
    const QList<ArchiveEntry> entries = {ArchiveEntry::file(top + QStringLiteral("/bin/x64/nvrtc64_130_0.dll"), "MZ nvrtc"),
                                         ArchiveEntry::file(top + QStringLiteral("/lib/x64/nvrtc.lib"), "!<arch>\n")};
    const ExtractionResult result = extracted(write(top + QStringLiteral(".zip"), entries, ArchiveFormat::Zip), component());
    ASSERT_TRUE(result.component.has_value());
    EXPECT_EQ(result.component->component, QStringLiteral("cuda_nvrtc"));
}

TEST_F(CudaComponentExtractionTest, ACudnnArchiveIsNotAComponent)
{
    const QString archive = ArchiveBuilder::cudnnLinuxTarball(dir(), QStringLiteral("9.19.0.56"), 13);
    const ExtractionResult result = refused(archive, ExtractionProblem::NotCudnn, component());
    EXPECT_TRUE(result.reason.contains(QStringLiteral("is not an archive of NVIDIA's CUDA redist"))) << result.reason.toStdString();
}

TEST_F(CudaComponentExtractionTest, AnotherComponentThanTheNameSaysIsRefused)
{
    const QString archive = write(QStringLiteral("libcublas-linux-x86_64-13.1.0.3-archive.tar.xz"), cudartEntries());
    const ExtractionResult result = refused(archive, ExtractionProblem::NotCudnn, component());
    EXPECT_TRUE(result.reason.contains(QStringLiteral("holds cuda_cudart-linux-x86_64-13.0.96-archive, not the libcublas")))
        << result.reason.toStdString();
}

TEST_F(CudaComponentExtractionTest, TwoFoldersOrAnEmptyOneAreRefused)
{
    QList<ArchiveEntry> two = cudartEntries();
    two.append(ArchiveEntry::file(QStringLiteral("extra/readme.txt"), "hello\n"));
    refused(write(QStringLiteral("two.tar.xz"), two), ExtractionProblem::NotCudnn, component());
    refused(write(QStringLiteral("empty.tar.xz"), {ArchiveEntry::directory(QStringLiteral("cuda_crt-linux-x86_64-13.0.88-archive"))}),
            ExtractionProblem::NotCudnn, component());
}

TEST_F(CudaComponentExtractionTest, AComponentOfferedAsCudnnIsRefusedAsBefore)
{
    const QString archive = write(QStringLiteral("cuda_cudart-linux-x86_64-13.0.96-archive.tar.xz"), cudartEntries());
    refused(archive, ExtractionProblem::NotCudnn);
}

} // namespace
} // namespace cudnnsetup
