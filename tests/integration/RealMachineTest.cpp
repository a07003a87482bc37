// The real machine, where it has the pieces: our build machines carry a CUDA 13.0 toolkit with
// cuDNN 9.19 inside it under /usr/local/cuda, and no NVIDIA driver. Skips elsewhere.
#include "core/probe/SystemScanner.h"

#include <QFileInfo>

#include <gtest/gtest.h>

using namespace cudnnsetup;

TEST(RealMachine, FindsTheInstalledToolkitAndTheCudnnInsideIt)
{
    const QString header = QStringLiteral("/usr/local/cuda/include/cudnn_version.h");
    if (!QFileInfo::exists(header) || !QFileInfo::exists(QStringLiteral("/usr/local/cuda/bin/nvcc")))
        GTEST_SKIP() << "no CUDA toolkit with cuDNN under /usr/local/cuda on this machine";

    const SystemReport report = SystemScanner(ScanOptions{}).scan();
    const QString canonical = QFileInfo(QStringLiteral("/usr/local/cuda")).canonicalFilePath();
    const ToolkitInstall *toolkit = nullptr;
    for (const ToolkitInstall &t : report.toolkits) {
        if (t.canonicalRoot == canonical)
            toolkit = &t;
    }
    ASSERT_TRUE(toolkit) << "the toolkit behind /usr/local/cuda was not found";
    ASSERT_TRUE(toolkit->version.isValid());
    EXPECT_TRUE(toolkit->nvccVersion.startsWith(toolkit->version.truncated(2))) << toolkit->nvccVersion.toString().toStdString();

    const CudnnCopy *inside = nullptr;
    for (const CudnnCopy &copy : report.cudnnCopies) {
        if (copy.kind == CudnnCopy::Kind::InsideToolkit && copy.toolkitRoot == canonical)
            inside = &copy;
    }
    ASSERT_TRUE(inside) << "no cuDNN copy inside the toolkit";
    EXPECT_TRUE(inside->headerVersion.isValid());
    EXPECT_EQ(inside->libraryMajor(), inside->headerVersion.major());
    EXPECT_GE(inside->subLibraries().size(), 8);

    // On our build machines specifically: CUDA 13.0 and cuDNN 9.19.
    if (toolkit->version.truncated(2) == Version{13, 0}) {
        EXPECT_EQ(inside->headerVersion.truncated(2), (Version{9, 19}));
        EXPECT_EQ(inside->cudaMajor, 13);
    }
    if (!QFileInfo::exists(QStringLiteral("/usr/lib/x86_64-linux-gnu/libcuda.so.1"))) {
        EXPECT_EQ(report.driver.state, DriverInfo::State::NotInstalled);
    }
}
