// The CUDA major of a cuDNN copy with no package record, read from the copy itself
// (CudnnCudaMajor through CudnnCopyInspector): NVIDIA's archive folder name, the Debian package
// that installed it, the CUDA library its parts load — this machine's real cuDNN 9.19 files,
// libraries gcc builds, DLLs mingw-w64 builds.
#include "fixtures/elf/ElfBuilder.h"
#include "fixtures/sysroot/SysrootBuilder.h"

#include "core/probe/CudnnCopyInspector.h"
#include "support/SymlinksReported.h"

#include <gtest/gtest.h>

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

class CudnnCudaMajorTest : public ::testing::Test
{
protected:
    void SetUp() override { ASSERT_TRUE(m_dir.isValid()); }

    std::optional<CudnnCopy> inspect(const QString &folder, CudnnCopy::Kind kind = CudnnCopy::Kind::SideBySide, bool windows = false)
    {
        CudnnCopyInspector::Request request;
        request.libraryDir = sysroot.path(folder);
        request.kind = kind;
        request.windows = windows;
        request.sysroot = sysroot.root();
        QList<ScanNote> notes;
        return CudnnCopyInspector::inspect(request, notes);
    }

    QTemporaryDir m_dir;
    SysrootBuilder sysroot{m_dir.path()};
};

TEST_F(CudnnCudaMajorTest, NvidiasArchiveFolderSaysIt)
{
    const QString lib = QStringLiteral("home/student/Downloads/cudnn-linux-x86_64-9.10.2.21_cuda12-archive/lib");
    sysroot.cudnnLinuxLibraries(lib, QStringLiteral("9.10.2"));
    const std::optional<CudnnCopy> copy = inspect(lib, CudnnCopy::Kind::ExtractedByHand);
    ASSERT_TRUE(copy.has_value());
    EXPECT_EQ(copy->cudaMajor, 12);
    EXPECT_EQ(copy->cudaMajorFrom, QStringLiteral("unpacked from cudnn-linux-x86_64-9.10.2.21_cuda12-archive"));
}

TEST_F(CudnnCudaMajorTest, TheDebianPackageThatInstalledItSaysIt)
{
    const QString lib = QStringLiteral("usr/lib/x86_64-linux-gnu");
    sysroot.cudnnLinuxLibraries(lib, QStringLiteral("9.8.0"));
    sysroot.file(QStringLiteral("var/lib/dpkg/info/libcudnn9-cuda-12.list"),
                 "/.\n/usr\n/usr/lib\n/usr/lib/x86_64-linux-gnu\n/usr/lib/x86_64-linux-gnu/libcudnn.so.9.8.0\n"
                 "/usr/lib/x86_64-linux-gnu/libcudnn_ops.so.9.8.0\n");
    sysroot.file(QStringLiteral("var/lib/dpkg/info/libcudnn9-cuda-13.list"), "/usr/lib/x86_64-linux-gnu/other.so\n");
    const std::optional<CudnnCopy> copy = inspect(lib, CudnnCopy::Kind::DistroPackage);
    ASSERT_TRUE(copy.has_value());
    EXPECT_EQ(copy->cudaMajor, 12);
    EXPECT_EQ(copy->cudaMajorFrom, QStringLiteral("installed by the package libcudnn9-cuda-12"));
}

// This machine's cuDNN 9.19 for CUDA 13 (a toolkit assembled from NVIDIA's wheel), linked into a
// folder with no record: libcudnn_adv.so.9 names libcublasLt.so.13, which it loads.
TEST_F(CudnnCudaMajorTest, TheRealCudnn919SaysItLoadsCublasLt13)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();   // the loader follows the soname links of a Linux tree
    const QString real = QStringLiteral("/usr/local/cuda-13.0/lib");
    if (!QFileInfo::exists(real + QStringLiteral("/libcudnn_adv.so.9")))
        GTEST_SKIP() << "no real cuDNN 9.19 under " << real.toStdString();
    const QString lib = QStringLiteral("opt/copied-by-hand/lib");
    sysroot.dir(lib);
    for (const QString &name : QDir(real).entryList({QStringLiteral("libcudnn*.so.9")}, QDir::Files))
        QFile::link(QFileInfo(real + u'/' + name).canonicalFilePath(), sysroot.path(lib + u'/' + name));
    const std::optional<CudnnCopy> copy = inspect(lib);
    ASSERT_TRUE(copy.has_value());
    EXPECT_EQ(copy->cudaMajor, 13);
    EXPECT_EQ(copy->cudaMajorFrom, QStringLiteral("libcudnn_adv.so.9 loads libcublasLt.so.13"));
}

// cuDNN 8's libcudnn_ops_infer names the cuBLAS it loads, built here with gcc as NVIDIA's would be.
TEST_F(CudnnCudaMajorTest, ACudnn8PartNamesTheCublasItLoads)
{
    if (ElfBuilder::compiler().isEmpty())
        GTEST_SKIP() << "no gcc";
    const QString lib = QStringLiteral("usr/local/cuda-11.8/lib64");
    sysroot.cudnnLinuxLibraries(lib, QStringLiteral("8.9.7"));
    const QString opsInfer = sysroot.path(lib + QStringLiteral("/libcudnn_ops_infer.so.8.9.7"));
    QFile::remove(opsInfer);
    QString error;
    ASSERT_TRUE(ElfBuilder::library(opsInfer,
                                    {QStringLiteral("libcudnn_ops_infer.so.8"),
                                     QStringLiteral("static const char *const kCublas[] = {\"libcublas.so.11\", \"libcublasLt.so.11\"};\n"
                                                    "const char *cublasName(int i) { return kCublas[i & 1]; }\n"),
                                     {}, {QStringLiteral("$ORIGIN")}, SearchPathTag::Runpath},
                                    &error))
        << error.toStdString();
    const std::optional<CudnnCopy> copy = inspect(lib, CudnnCopy::Kind::InsideToolkit);
    ASSERT_TRUE(copy.has_value());
    EXPECT_EQ(copy->cudaMajor, 11);
    EXPECT_TRUE(copy->cudaMajorFrom.startsWith(QStringLiteral("libcudnn_ops_infer.so."))) << copy->cudaMajorFrom.toStdString();
}

// A Windows part imports the CUDA library it needs: cudnn_ops64_9.dll → cublasLt64_12.dll.
TEST_F(CudnnCudaMajorTest, AWindowsPartsImportsSayIt)
{
    const QString gcc = QStandardPaths::findExecutable(QStringLiteral("x86_64-w64-mingw32-gcc"));
    if (gcc.isEmpty())
        GTEST_SKIP() << "no mingw-w64 gcc to build real DLLs with";
    const QString bin = QStringLiteral("Program Files/NVIDIA/CUDNN/v9.10/bin");
    sysroot.cudnnWindowsDlls(bin, 9);
    const QString folder = sysroot.path(bin);
    sysroot.file(QStringLiteral("build/lt.c"), "__declspec(dllexport) int cublasLtCreate(void) { return 0; }\n");
    sysroot.file(QStringLiteral("build/ops.c"), "extern int cublasLtCreate(void);\n__declspec(dllexport) int ops(void) { return cublasLtCreate(); }\n");
    const QString build = sysroot.path(QStringLiteral("build"));
    QProcess process;
    process.setWorkingDirectory(build);
    process.start(gcc, {QStringLiteral("-shared"), QStringLiteral("-o"), QStringLiteral("cublasLt64_12.dll"), QStringLiteral("lt.c"),
                        QStringLiteral("-Wl,--out-implib,libcublasLt.a")});
    ASSERT_TRUE(process.waitForFinished(120000) && process.exitCode() == 0) << process.readAllStandardError().toStdString();
    QFile::remove(folder + QStringLiteral("/cudnn_ops64_9.dll"));
    process.start(gcc, {QStringLiteral("-shared"), QStringLiteral("-o"), folder + QStringLiteral("/cudnn_ops64_9.dll"),
                        QStringLiteral("ops.c"), QStringLiteral("libcublasLt.a")});
    ASSERT_TRUE(process.waitForFinished(120000) && process.exitCode() == 0) << process.readAllStandardError().toStdString();
    const std::optional<CudnnCopy> copy = inspect(bin, CudnnCopy::Kind::SideBySide, true);
    ASSERT_TRUE(copy.has_value());
    EXPECT_EQ(copy->cudaMajor, 12);
    EXPECT_EQ(copy->cudaMajorFrom, QStringLiteral("cudnn_ops64_9.dll imports cublasLt64_12.dll"));
}

} // namespace
