// Families 5 and 6: the NVIDIA driver (missing, failing, too old, kernel module and libraries of
// different versions) and GPUs the installed CUDA / cuDNN do not support. Driver answers come
// from the fake libcuda / NVML (tests/fixtures/fake_driver), which only loads on Linux.
#include "DoctorTestSupport.h"

#ifndef _WIN32
#endif

#include <QFile>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

class DoctorDriverGpuTest : public DoctorTest
{
protected:
    // The development machine's setup: the CUDA 13.0 toolkit with cuDNN 9.19 copied inside.
    void cuda13WithCudnn()
    {
        sysroot.toolkit(QStringLiteral("usr/local/cuda-13.0"), QStringLiteral("13.0.0"));
        cudnnTarball(QStringLiteral("usr/local/cuda-13.0"), QStringLiteral("9.19.0"), QStringLiteral("lib64"));
    }

    void kernelModule(const QByteArray &line)
    {
        sysroot.file(QStringLiteral("proc/driver/nvidia/version"), line + "\nGCC version:  gcc version 13.3.0 (Ubuntu 13.3.0-6ubuntu2~24.04)\n");
    }

};

TEST_F(DoctorDriverGpuTest, NoDriverBesideCuda13NamesTheDriverToInstall)
{
    cuda13WithCudnn();
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("driver-not-installed"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->family, Finding::Driver);
    EXPECT_EQ(f->severity, Verdict::Severity::Warning);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("No NVIDIA driver library"))) << describe(report);
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("580.65.06"))) << f->manualStep.toStdString();
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("CUDA 13.0"))) << f->manualStep.toStdString();
    EXPECT_FALSE(f->fix.available());
    EXPECT_FALSE(report.healthy());
    // Without a driver nothing can be said about the GPU.
    EXPECT_TRUE(ofFamily(report, Finding::GpuNotSupported).isEmpty()) << describe(report);
}

TEST_F(DoctorDriverGpuTest, NoDriverOnWindowsNamesTheToolkitsDriver)
{
    const QString root = QStringLiteral("Program Files/NVIDIA GPU Computing Toolkit/CUDA/v12.4");
    sysroot.toolkit(root, QStringLiteral("12.4.1"));
    sysroot.cudnnWindowsDlls(root + QStringLiteral("/bin"), 9);
    const DoctorReport report = diagnose(windowsPlatform());
    const Finding *f = report.finding(QStringLiteral("driver-not-installed"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->family, Finding::Driver);
    EXPECT_EQ(f->severity, Verdict::Severity::Warning);
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("551.78"))) << f->manualStep.toStdString();
    // No /proc on Windows: the kernel-module check stays silent.
    EXPECT_FALSE(report.hasFinding(QStringLiteral("driver-kernel-module-mismatch")));
}

// A Windows tree looked at from Linux (--sysroot --platform windows-x86_64) with the driver's
// nvcuda.dll in System32: the driver cannot be asked from here, which is unknown, not a fault. The
// scan says so as information and the doctor finds nothing wrong with the driver.
TEST_F(DoctorDriverGpuTest, AWindowsTreeSeenFromLinuxHasADriverNoOneCanAskFromHereAndThatIsNoFault)
{
    if (HostPlatform::current().isWindows())
        GTEST_SKIP() << "on Windows a Windows tree's driver is asked like the machine's own";
    const QString root = QStringLiteral("Program Files/NVIDIA GPU Computing Toolkit/CUDA/v12.4");
    sysroot.toolkit(root, QStringLiteral("12.4.1"));
    sysroot.cudnnWindowsDlls(root + QStringLiteral("/bin"), 9);
    sysroot.file(QStringLiteral("Windows/System32/nvcuda.dll"), QByteArray("MZ"));
    ScanOptions scanOptions = options();
    scanOptions.runNvcc = false;
    scanOptions.platform = windowsPlatform();
    const SystemReport scan = SystemScanner(scanOptions).scan();
    EXPECT_EQ(scan.driver.state, DriverInfo::State::NotQueried);
    const auto verdict = std::find_if(scan.verdicts.cbegin(), scan.verdicts.cend(),
                                      [](const Verdict &v) { return v.code == QStringLiteral("driver-not-queried"); });
    ASSERT_NE(verdict, scan.verdicts.cend());
    EXPECT_EQ(verdict->severity, Verdict::Severity::Info);

    const DoctorReport report = diagnose(windowsPlatform());
    for (const Finding &finding : report.findings)
        EXPECT_FALSE(finding.family == Finding::Driver && finding.isProblem()) << describe(report);
    EXPECT_FALSE(report.hasFinding(QStringLiteral("driver-failed"))) << describe(report);
    EXPECT_FALSE(report.hasFinding(QStringLiteral("driver-not-installed"))) << describe(report);
}

TEST_F(DoctorDriverGpuTest, NoDriverWithOnlyAWheelNamesTheCudaFloor)
{
    const QString site = QStringLiteral("home/student/.local/lib/python3.11/site-packages");
    sysroot.cudnnSonameOnlyLibraries(site + QStringLiteral("/nvidia/cudnn/lib"), 9);
    sysroot.dir(site + QStringLiteral("/nvidia_cudnn_cu12-9.5.0.50.dist-info"));
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("driver-not-installed"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("525.60.13"))) << f->manualStep.toStdString();
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("CUDA 12: 525.60.13 or newer"))) << describe(report);
}

TEST_F(DoctorDriverGpuTest, NothingInstalledLeavesTheDriverToTheInstallFlow)
{
    const DoctorReport report = diagnose(linuxPlatform());
    EXPECT_FALSE(report.hasFinding(QStringLiteral("driver-not-installed"))) << describe(report);
    EXPECT_TRUE(report.hasFinding(QStringLiteral("nothing-installed")));
}

#ifndef _WIN32

TEST_F(DoctorDriverGpuTest, WorkingDriverThatFitsRaisesNoDriverOrGpuFinding)
{
    cuda13WithCudnn();
    fakeDriver(QStringLiteral("580.65.06"), 13000, 8, 9);
    kernelModule("NVRM version: NVIDIA UNIX x86_64 Kernel Module  580.65.06  Sun Jul 27 07:09:31 UTC 2025");
    const DoctorReport report = diagnose(linuxPlatform());
    EXPECT_TRUE(ofFamily(report, Finding::Driver).isEmpty()) << describe(report);
    EXPECT_TRUE(ofFamily(report, Finding::GpuNotSupported).isEmpty()) << describe(report);
    EXPECT_TRUE(ofFamily(report, Finding::WrongMajor).isEmpty()) << describe(report);
}

TEST_F(DoctorDriverGpuTest, DriverTooOldForTheToolkit)
{
    cuda13WithCudnn();
    fakeDriver(QStringLiteral("535.54.03"), 12020, 8, 9);
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("driver-too-old-for-toolkit"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->family, Finding::Driver);
    EXPECT_EQ(f->severity, Verdict::Severity::Error);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("535.54.03"))) << describe(report);
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("580.65.06"))) << f->manualStep.toStdString();
}

TEST_F(DoctorDriverGpuTest, DriverOlderThanTheToolkitButWithinMinorVersionCompatibility)
{
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.9"), QStringLiteral("12.9.1"));
    cudnnTarball(QStringLiteral("usr/local/cuda-12.9"), QStringLiteral("9.10.2"), QStringLiteral("lib64"));
    fakeDriver(QStringLiteral("550.54.14"), 12040, 8, 6, QStringLiteral("NVIDIA GeForce RTX 3060"));
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("driver-minor-version-compat"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->family, Finding::Driver);
    EXPECT_EQ(f->severity, Verdict::Severity::Warning);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("550.54.14")));
}

TEST_F(DoctorDriverGpuTest, DriverThatFailsToStart)
{
    cuda13WithCudnn();
    fakeDriver(QStringLiteral("580.65.06"), 13000, 8, 9, QStringLiteral("NVIDIA GeForce RTX 4060"), QStringLiteral("init_result=999\n"));
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("driver-failed"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->family, Finding::Driver);
    EXPECT_EQ(f->severity, Verdict::Severity::Error);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("Driver error"))) << describe(report);
    EXPECT_FALSE(f->manualStep.isEmpty());
}

TEST_F(DoctorDriverGpuTest, KernelModuleOfAnotherVersionThanTheLibraries)
{
    cuda13WithCudnn();
    fakeDriver(QStringLiteral("580.82.07"), 13000, 8, 9);
    kernelModule("NVRM version: NVIDIA UNIX x86_64 Kernel Module  580.65.06  Sun Jul 27 07:09:31 UTC 2025");
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("driver-kernel-module-mismatch"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->family, Finding::Driver);
    EXPECT_EQ(f->severity, Verdict::Severity::Error);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("Kernel Module  580.65.06"))) << describe(report);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("Driver libraries: 580.82.07"))) << describe(report);
    EXPECT_TRUE(f->explanation.contains(QStringLiteral("Driver/library version mismatch")));
    EXPECT_TRUE(f->manualStep.startsWith(QStringLiteral("Restart the computer"))) << f->manualStep.toStdString();
    EXPECT_FALSE(f->fix.available());
}

TEST_F(DoctorDriverGpuTest, OpenKernelModuleMismatchWithTheVersionFromTheLibraryFileName)
{
    // After an update without a restart NVML refuses to start (18 = RM version mismatch), so the
    // libraries' version comes from the name libcuda.so.1 links to.
    cuda13WithCudnn();
    fakeDriver(QStringLiteral("580.82.07"), 13000, 8, 9, QStringLiteral("NVIDIA GeForce RTX 4060"), QStringLiteral("nvml_init_result=18\n"));
    const QString lib = QStringLiteral("usr/lib/x86_64-linux-gnu/");
    ASSERT_TRUE(QFile::rename(sysroot.path(lib + QStringLiteral("libcuda.so.1")), sysroot.path(lib + QStringLiteral("libcuda.so.580.82.07"))));
    sysroot.symlink(lib + QStringLiteral("libcuda.so.1"), QStringLiteral("libcuda.so.580.82.07"));
    kernelModule("NVRM version: NVIDIA UNIX Open Kernel Module for x86_64  570.133.07  Release Build  (dvs-builder@U16-I3-B03-4-3)  "
                 "Thu Jul 24 21:31:33 UTC 2025");
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("driver-kernel-module-mismatch"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_TRUE(f->title.contains(QStringLiteral("570.133.07"))) << f->title.toStdString();
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("Driver libraries: 580.82.07"))) << describe(report);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("Open Kernel Module for x86_64"))) << describe(report);
}

TEST_F(DoctorDriverGpuTest, GpuTooOldForCuda13)
{
    cuda13WithCudnn();
    fakeDriver(QStringLiteral("580.65.06"), 13000, 6, 1, QStringLiteral("NVIDIA GeForce GTX 1080 Ti"));
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("gpu-too-old-for-toolkit"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->family, Finding::GpuNotSupported);
    EXPECT_EQ(f->severity, Verdict::Severity::Error);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("compute capability 6.1"))) << describe(report);
    EXPECT_TRUE(f->manualStep.contains(QStringLiteral("CUDA 12"))) << f->manualStep.toStdString();
}

TEST_F(DoctorDriverGpuTest, GpuTooNewForCuda12_4)
{
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
    cudnnTarball(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("9.1.0"), QStringLiteral("lib64"));
    fakeDriver(QStringLiteral("580.65.06"), 13000, 10, 0, QStringLiteral("NVIDIA B200"));
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("gpu-too-new-for-toolkit"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->family, Finding::GpuNotSupported);
    EXPECT_EQ(f->severity, Verdict::Severity::Error);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("NVIDIA B200"))) << describe(report);
}

TEST_F(DoctorDriverGpuTest, CudnnThatDroppedThePascalGpu)
{
    // CUDA 12.9 still builds for compute capability 6.1; cuDNN 9.19 no longer does.
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.9"), QStringLiteral("12.9.1"));
    cudnnTarball(QStringLiteral("usr/local/cuda-12.9"), QStringLiteral("9.19.0"), QStringLiteral("lib64"));
    fakeDriver(QStringLiteral("580.65.06"), 13000, 6, 1, QStringLiteral("NVIDIA GeForce GTX 1080 Ti"));
    const DoctorReport report = diagnose(linuxPlatform());
    const Finding *f = report.finding(QStringLiteral("cudnn-gpu-unsupported"));
    ASSERT_TRUE(f) << describe(report);
    EXPECT_EQ(f->family, Finding::GpuNotSupported);
    EXPECT_EQ(f->severity, Verdict::Severity::Error);
    EXPECT_TRUE(evidenceMentions(*f, QStringLiteral("cuDNN 9.19.0"))) << describe(report);
    EXPECT_FALSE(report.hasFinding(QStringLiteral("gpu-too-old-for-toolkit"))) << describe(report);
}

#endif // _WIN32

} // namespace
