// probeDriver on Windows with the stand-in driver of tests/fixtures/fake_driver: nvcuda.dll and
// nvml.dll loaded for real with LoadLibrary, nvidia-smi.exe run for real, both from a sysroot's
// System32 and from the System32 of the machine itself (wine's, in the windows-mingw build).
#include "DriverProbeTestSupport.h"
#include "support/GTestPrinters.h"

#include <QDir>
#include <QFile>

#include <windows.h>

using namespace cudnnsetup;
using namespace cudnnsetup::fixtures;

namespace {

class WindowsDriverProbeTest : public DriverProbeTest
{
protected:
    QString nvidiaSmiFolder() const { return libraryFolder(); }
};

// The machine's own System32: what the scan of a real Windows reads. Everything the test puts
// there is removed again, so the next test sees a machine without a driver.
class LiveSystem32DriverTest : public ::testing::Test
{
protected:
    void TearDown() override { removeFakeDriver(liveSystem32Folder()); }

    static DriverProbeResult probeLive()
    {
        return probeDriver(SystemPaths(QString(), HostPlatform::current(), QProcessEnvironment::systemEnvironment()), 10000);
    }
};

} // namespace

TEST_F(WindowsDriverProbeTest, LoadsNvcudaAndNvmlFromSystem32)
{
    ASSERT_FALSE(installFakeDriver(root.path(), oneGpuIni()).isEmpty());

    const DriverProbeResult result = probe();

    EXPECT_EQ(result.driver.state, DriverInfo::State::GpusFound);
    EXPECT_EQ(result.driver.version, (Version{580, 65, 6}));
    EXPECT_EQ(result.driver.maxCudaVersion, (Version{13, 0}));
    EXPECT_EQ(result.driver.libraryPath, libraryFolder() + QStringLiteral("/nvcuda.dll"));
    EXPECT_EQ(result.driver.source, QStringLiteral("CUDA driver API, NVML"));
    ASSERT_EQ(result.gpus.size(), 1);
    EXPECT_EQ(result.gpus[0].name, Rtx4060);
    EXPECT_EQ(result.gpus[0].computeCapability, (Version{8, 9}));
    EXPECT_EQ(result.gpus[0].totalMemoryBytes, 8585216000);
    EXPECT_EQ(result.gpus[0].multiprocessorCount, 24);
    EXPECT_TRUE(result.notes.isEmpty()) << notesText(result);
    EXPECT_EQ(readFile(libraryFolder() + QStringLiteral("/fake-driver-calls.log")),
              QStringLiteral("cuDriverGetVersion\ncuInit(0)\ncuDeviceGetCount\n"
                             "nvmlInit_v2\nnvmlSystemGetDriverVersion(96)\nnvmlShutdown\n"));
}

TEST_F(WindowsDriverProbeTest, NoDeviceFromCuInitIsNoGpuVisible)
{
    ASSERT_FALSE(installFakeDriver(root.path(), QStringLiteral("init_result=100\n")).isEmpty());

    const DriverProbeResult result = probe();

    EXPECT_EQ(result.driver.state, DriverInfo::State::NoGpuVisible);
    EXPECT_EQ(result.driver.errorDetail, QStringLiteral("cuInit(0) returned CUDA_ERROR_NO_DEVICE (100): no CUDA-capable device is detected"));
    EXPECT_TRUE(result.gpus.isEmpty());
}

TEST_F(WindowsDriverProbeTest, NvmlWithoutNvcudaIsAPartialDriver)
{
    ASSERT_FALSE(installFakeDriver(root.path(), QString(), FakeParts::NvmlOnly).isEmpty());

    const DriverProbeResult result = probe();

    EXPECT_EQ(result.driver.state, DriverInfo::State::Failed);
    EXPECT_TRUE(result.driver.errorDetail.contains(QStringLiteral("CUDA driver library is missing"))) << result.driver.errorDetail.toStdString();
}

TEST_F(WindowsDriverProbeTest, NvidiaSmiExeAloneNamesTheDriverAndTheGpus)
{
    ASSERT_TRUE(installFakeNvidiaSmiExe(nvidiaSmiFolder(), classicNvidiaSmiTable(), classicNvidiaSmiQueryRows(), classicNvidiaSmiVersion()));

    const DriverProbeResult result = probe();

    EXPECT_EQ(result.driver.state, DriverInfo::State::GpusFound);
    EXPECT_EQ(result.driver.version, (Version{570, 133, 7}));
    EXPECT_EQ(result.driver.maxCudaVersion, (Version{12, 8}));
    EXPECT_EQ(result.driver.source, QStringLiteral("nvidia-smi"));
    ASSERT_EQ(result.gpus.size(), 2);
    EXPECT_EQ(result.gpus[0].name, QStringLiteral("NVIDIA GeForce RTX 4090"));
    EXPECT_EQ(result.gpus[0].totalMemoryBytes, 24564 * MiB);
    EXPECT_EQ(result.gpus[1].computeCapability, (Version{8, 6}));
    // The Windows file name of the missing library, not the Linux one.
    ASSERT_EQ(result.notes.size(), 1) << notesText(result);
    EXPECT_EQ(result.notes[0].subject, nvidiaSmiFolder() + QStringLiteral("/nvidia-smi.exe"));
    EXPECT_TRUE(result.notes[0].message.contains(QStringLiteral("nvcuda.dll"))) << notesText(result);
}

TEST_F(WindowsDriverProbeTest, AHangingNvidiaSmiExeIsStoppedAndNoted)
{
    ASSERT_TRUE(installFakeNvidiaSmiExe(nvidiaSmiFolder(), classicNvidiaSmiTable(), classicNvidiaSmiQueryRows()));
    QFile hang(nvidiaSmiFolder() + QStringLiteral("/fake-nvidia-smi-hang"));
    ASSERT_TRUE(hang.open(QIODevice::WriteOnly));
    hang.close();

    const DriverProbeResult result = probe(1500);

    EXPECT_EQ(result.driver.state, DriverInfo::State::Failed);
    EXPECT_TRUE(result.gpus.isEmpty());
    EXPECT_EQ(result.driver.errorDetail, QStringLiteral("nvidia-smi.exe did not answer within 1.5 s and was stopped."));
}

TEST_F(WindowsDriverProbeTest, NothingInSystem32IsNoDriver)
{
    ASSERT_TRUE(QDir().mkpath(libraryFolder()));

    const DriverProbeResult result = probe();

    EXPECT_EQ(result.driver.state, DriverInfo::State::NotInstalled);
    EXPECT_TRUE(result.notes.isEmpty()) << notesText(result);
}

TEST_F(LiveSystem32DriverTest, TheMachinesOwnSystem32IsWhereTheScanLooks)
{
    const QString system32 = liveSystem32Folder();
    ASSERT_FALSE(system32.isEmpty());
    ASSERT_FALSE(installFakeDriver(system32, QStringLiteral("nvml_driver_version=591.44\n")
                                                 + fakeDeviceLine(0, QStringLiteral("NVIDIA GeForce RTX 5070"), 12, 0, 12821987328, 48),
                                   FakeParts::CudaAndNvml, QString())
                     .isEmpty());

    const DriverProbeResult result = probeLive();

    EXPECT_EQ(result.driver.state, DriverInfo::State::GpusFound);
    EXPECT_EQ(result.driver.version, (Version{591, 44}));
    EXPECT_EQ(QDir::cleanPath(result.driver.libraryPath).toLower(), (system32 + QStringLiteral("/nvcuda.dll")).toLower());
    ASSERT_EQ(result.gpus.size(), 1);
    EXPECT_EQ(result.gpus[0].name, QStringLiteral("NVIDIA GeForce RTX 5070"));
    EXPECT_EQ(result.gpus[0].computeCapability, (Version{12, 0}));
}
