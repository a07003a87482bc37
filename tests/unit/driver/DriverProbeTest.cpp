// probeDriver with the fake libcuda / NVML in a sysroot (loaded for real, by full path), images
// of other systems, and the real machine, which has no NVIDIA driver.
#include "DriverProbeTestSupport.h"

#include <QDir>
#include <QFileInfo>

using namespace cudnnsetup;
using namespace cudnnsetup::fixtures;

TEST_F(DriverProbeTest, ReadsOneGpuFromTheDriverLibraryAndTheVersionFromNvml)
{
    ASSERT_FALSE(installFakeDriver(root.path(), oneGpuIni()).isEmpty());

    const DriverProbeResult result = probe();

    EXPECT_EQ(result.driver.state, DriverInfo::State::GpusFound);
    EXPECT_EQ(result.driver.version, (Version{580, 65, 6}));
    EXPECT_EQ(result.driver.maxCudaVersion, (Version{13, 0}));
    EXPECT_EQ(result.driver.maxCudaVersion.size(), 2);
    EXPECT_EQ(result.driver.libraryPath, libraryFolder() + QStringLiteral("/libcuda.so.1"));
    EXPECT_EQ(result.driver.source, QStringLiteral("CUDA driver API, NVML"));
    EXPECT_EQ(result.driver.errorDetail, QString());
    ASSERT_EQ(result.gpus.size(), 1);
    const GpuInfo &gpu = result.gpus.first();
    EXPECT_EQ(gpu.index, 0);
    EXPECT_EQ(gpu.name, Rtx4060);
    EXPECT_EQ(gpu.computeCapability, (Version{8, 9}));
    EXPECT_EQ(gpu.totalMemoryBytes, 8585216000);
    EXPECT_EQ(gpu.multiprocessorCount, 24);
    EXPECT_EQ(gpu.source, QStringLiteral("CUDA driver API"));
    EXPECT_TRUE(result.notes.isEmpty()) << notesText(result);

    // The version is asked before cuInit, cuInit gets flags 0, NVML is shut down again.
    EXPECT_EQ(readFile(libraryFolder() + QStringLiteral("/fake-driver-calls.log")),
              QStringLiteral("cuDriverGetVersion\ncuInit(0)\ncuDeviceGetCount\n"
                             "nvmlInit_v2\nnvmlSystemGetDriverVersion(96)\nnvmlShutdown\n"));
}

TEST_F(DriverProbeTest, ReadsEveryGpu)
{
    ASSERT_FALSE(installFakeDriver(root.path(), QStringLiteral("driver_version=12080\n")
                                                    + fakeDeviceLine(0, QStringLiteral("NVIDIA H100 80GB HBM3"), 9, 0, 85045636096, 132)
                                                    + fakeDeviceLine(1, QStringLiteral("NVIDIA GeForce GTX 1080 Ti"), 6, 1, 11720130560, 28))
                     .isEmpty());

    const DriverProbeResult result = probe();

    EXPECT_EQ(result.driver.state, DriverInfo::State::GpusFound);
    EXPECT_EQ(result.driver.maxCudaVersion, (Version{12, 8}));
    ASSERT_EQ(result.gpus.size(), 2);
    EXPECT_EQ(result.gpus[0].index, 0);
    EXPECT_EQ(result.gpus[0].name, QStringLiteral("NVIDIA H100 80GB HBM3"));
    EXPECT_EQ(result.gpus[0].computeCapability, (Version{9, 0}));
    EXPECT_EQ(result.gpus[0].totalMemoryBytes, 85045636096);
    EXPECT_EQ(result.gpus[0].multiprocessorCount, 132);
    EXPECT_EQ(result.gpus[1].index, 1);
    EXPECT_EQ(result.gpus[1].name, QStringLiteral("NVIDIA GeForce GTX 1080 Ti"));
    EXPECT_EQ(result.gpus[1].computeCapability, (Version{6, 1}));
    EXPECT_EQ(result.gpus[1].totalMemoryBytes, 11720130560);
    EXPECT_EQ(result.gpus[1].multiprocessorCount, 28);
}

TEST_F(DriverProbeTest, NoDeviceFromCuInitIsNoGpuVisible)
{
    ASSERT_FALSE(installFakeDriver(root.path(), QStringLiteral("init_result=100\n") + fakeDeviceLine(0, Rtx4060, 8, 9, 1, 1)).isEmpty());

    const DriverProbeResult result = probe();

    EXPECT_EQ(result.driver.state, DriverInfo::State::NoGpuVisible);
    EXPECT_EQ(result.driver.errorDetail, QStringLiteral("cuInit(0) returned CUDA_ERROR_NO_DEVICE (100): no CUDA-capable device is detected"));
    EXPECT_EQ(result.driver.version, (Version{580, 65, 6}));
    EXPECT_EQ(result.driver.maxCudaVersion, (Version{13, 0}));
    EXPECT_TRUE(result.gpus.isEmpty());
}

TEST_F(DriverProbeTest, ZeroDevicesIsNoGpuVisible)
{
    ASSERT_FALSE(installFakeDriver(root.path(), QStringLiteral("init_result=0\n")).isEmpty());

    const DriverProbeResult result = probe();

    EXPECT_EQ(result.driver.state, DriverInfo::State::NoGpuVisible);
    EXPECT_EQ(result.driver.errorDetail, QString());
    EXPECT_TRUE(result.gpus.isEmpty());
}

TEST_F(DriverProbeTest, AFailingCuInitIsFailedWithTheDriversOwnError)
{
    ASSERT_FALSE(installFakeDriver(root.path(), QStringLiteral("init_result=999\ndriver_version=12040\n")).isEmpty());

    const DriverProbeResult result = probe();

    EXPECT_EQ(result.driver.state, DriverInfo::State::Failed);
    EXPECT_EQ(result.driver.errorDetail, QStringLiteral("cuInit(0) returned CUDA_ERROR_UNKNOWN (999): unknown error"));
    EXPECT_EQ(result.driver.maxCudaVersion, (Version{12, 4}));
    EXPECT_EQ(result.driver.libraryPath, libraryFolder() + QStringLiteral("/libcuda.so.1"));
    EXPECT_TRUE(result.gpus.isEmpty());
}

TEST_F(DriverProbeTest, AnErrorCodeWithoutANameIsStillReported)
{
    ASSERT_FALSE(installFakeDriver(root.path(), QStringLiteral("init_result=804\n")).isEmpty());

    const DriverProbeResult result = probe();

    EXPECT_EQ(result.driver.state, DriverInfo::State::Failed);
    EXPECT_EQ(result.driver.errorDetail, QStringLiteral("cuInit(0) returned CUresult 804"));
}

TEST_F(DriverProbeTest, NoLibraryAndNoNvidiaSmiIsNotInstalled)
{
    const DriverProbeResult result = probe();

    EXPECT_EQ(result.driver.state, DriverInfo::State::NotInstalled);
    EXPECT_FALSE(result.driver.version.isValid());
    EXPECT_FALSE(result.driver.maxCudaVersion.isValid());
    EXPECT_EQ(result.driver.libraryPath, QString());
    EXPECT_EQ(result.driver.source, QString());
    EXPECT_EQ(result.driver.errorDetail, QString());
    EXPECT_TRUE(result.gpus.isEmpty());
    EXPECT_TRUE(result.notes.isEmpty()) << notesText(result);
}

TEST_F(DriverProbeTest, FindsTheLibraryInOtherDistributionsFolders)
{
    ASSERT_FALSE(installFakeDriver(root.path(), oneGpuIni(), FakeParts::CudaAndNvml, QStringLiteral("/usr/lib/wsl/lib")).isEmpty());

    const DriverProbeResult result = probe();

    EXPECT_EQ(result.driver.state, DriverInfo::State::GpusFound);
    EXPECT_EQ(result.driver.libraryPath, path(QStringLiteral("/usr/lib/wsl/lib/libcuda.so.1")));
    EXPECT_EQ(result.driver.version, (Version{580, 65, 6}));
}

TEST_F(DriverProbeTest, NvmlThatFailsLeavesANote)
{
    ASSERT_FALSE(installFakeDriver(root.path(), oneGpuIni() + QStringLiteral("nvml_init_result=9\n")).isEmpty());

    const DriverProbeResult result = probe();

    EXPECT_EQ(result.driver.state, DriverInfo::State::GpusFound);
    EXPECT_FALSE(result.driver.version.isValid());
    ASSERT_EQ(result.notes.size(), 1) << notesText(result);
    EXPECT_EQ(result.notes[0].subject, libraryFolder() + QStringLiteral("/libnvidia-ml.so.1"));
    EXPECT_TRUE(result.notes[0].message.contains(QStringLiteral("nvmlInit_v2 returned Driver Not Loaded (9)"))) << notesText(result);
}

TEST_F(DriverProbeTest, NvmlWithoutTheCudaLibraryIsAPartialInstall)
{
    ASSERT_FALSE(installFakeDriver(root.path(), QStringLiteral("nvml_driver_version=550.54.14\n"), FakeParts::NvmlOnly).isEmpty());

    const DriverProbeResult result = probe();

    EXPECT_EQ(result.driver.state, DriverInfo::State::Failed);
    EXPECT_EQ(result.driver.version, (Version{550, 54, 14}));
    EXPECT_EQ(result.driver.source, QStringLiteral("NVML"));
    EXPECT_FALSE(result.driver.errorDetail.isEmpty());
}

TEST_F(DriverProbeTest, ALibraryThatDoesNotLoadIsFailedWithTheLoadersError)
{
    ASSERT_TRUE(QDir().mkpath(libraryFolder()));
    QFile broken(libraryFolder() + QStringLiteral("/libcuda.so.1"));
    ASSERT_TRUE(broken.open(QIODevice::WriteOnly));
    broken.write("this is not an ELF file\n");
    broken.close();

    const DriverProbeResult result = probe();

    EXPECT_EQ(result.driver.state, DriverInfo::State::Failed);
    EXPECT_EQ(result.driver.libraryPath, broken.fileName());
    EXPECT_TRUE(result.driver.errorDetail.contains(broken.fileName())) << result.driver.errorDetail.toStdString();
    ASSERT_EQ(result.notes.size(), 1) << notesText(result);
    EXPECT_EQ(result.notes[0].subject, broken.fileName());
}

TEST_F(DriverProbeTest, TheToolkitsStubIsNotADriver)
{
    const QString stub = QStringLiteral("/usr/local/cuda/lib64/stubs/libcuda.so");
    if (!QFile::exists(stub))
        GTEST_SKIP() << "no CUDA toolkit stub at " << stub.toStdString();
    ASSERT_TRUE(QDir().mkpath(libraryFolder()));
    ASSERT_TRUE(QFile::copy(stub, libraryFolder() + QStringLiteral("/libcuda.so.1")));

    const DriverProbeResult result = probe();

    EXPECT_EQ(result.driver.state, DriverInfo::State::NotInstalled);
    EXPECT_EQ(result.driver.libraryPath, QString());
    ASSERT_EQ(result.notes.size(), 1) << notesText(result);
    EXPECT_TRUE(result.notes[0].message.contains(QStringLiteral("CUDA_ERROR_STUB_LIBRARY (34)"))) << notesText(result);
}

TEST_F(DriverProbeTest, LoadsADifferentFakeDriverFromEachSysroot)
{
    QTemporaryDir other;
    ASSERT_TRUE(other.isValid());
    ASSERT_FALSE(installFakeDriver(root.path(), oneGpuIni()).isEmpty());
    ASSERT_FALSE(installFakeDriver(other.path(), QStringLiteral("nvml_driver_version=535.54.03\ndriver_version=12020\n")
                                                     + fakeDeviceLine(0, QStringLiteral("Tesla T4"), 7, 5, 15843721216, 40)
                                                     + fakeDeviceLine(1, QStringLiteral("Tesla T4"), 7, 5, 15843721216, 40))
                     .isEmpty());
    const SystemPaths first(root.path(), HostPlatform::current(), QProcessEnvironment());
    const SystemPaths second(other.path(), HostPlatform::current(), QProcessEnvironment());

    for (int round = 0; round < 2; ++round) {
        const DriverProbeResult a = probeDriver(first, 5000);
        ASSERT_EQ(a.gpus.size(), 1);
        EXPECT_EQ(a.gpus[0].name, Rtx4060);
        EXPECT_EQ(a.driver.version, (Version{580, 65, 6}));

        const DriverProbeResult b = probeDriver(second, 5000);
        ASSERT_EQ(b.gpus.size(), 2);
        EXPECT_EQ(b.gpus[1].name, QStringLiteral("Tesla T4"));
        EXPECT_EQ(b.gpus[1].computeCapability, (Version{7, 5}));
        EXPECT_EQ(b.driver.version, (Version{535, 54, 3}));
        EXPECT_EQ(b.driver.maxCudaVersion, (Version{12, 2}));
    }
}

TEST_F(DriverProbeTest, AWindowsImageIsJudgedByItsFilesOnly)
{
    const HostPlatform windows{OsFamily::Windows, QStringLiteral("x86_64")};
    EXPECT_EQ(probe(5000, windows).driver.state, DriverInfo::State::NotInstalled);

    const QString nvcuda = path(QStringLiteral("/Windows/System32/nvcuda.dll"));
    ASSERT_TRUE(QDir().mkpath(QFileInfo(nvcuda).absolutePath()));
    QFile file(nvcuda);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.close();

    const DriverProbeResult result = probe(5000, windows);

    EXPECT_EQ(result.driver.state, DriverInfo::State::NotQueried) << "unknown from here, not failed";
    EXPECT_EQ(result.driver.libraryPath, nvcuda);
    EXPECT_FALSE(result.driver.version.isValid());
    EXPECT_TRUE(result.driver.errorDetail.contains(QStringLiteral("windows-x86_64"))) << result.driver.errorDetail.toStdString();
    ASSERT_EQ(result.notes.size(), 1) << notesText(result);
    EXPECT_EQ(result.notes[0].subject, nvcuda);
}

TEST_F(DriverProbeTest, AnImageOfAnotherArchitectureIsNotLoadedButItsVersionIsRead)
{
    const HostPlatform host = HostPlatform::current();
    const HostPlatform foreign{OsFamily::Linux, host.architecture == QLatin1String("sbsa") ? QStringLiteral("x86_64") : QStringLiteral("sbsa")};
    const QString folder = installFakeDriver(root.path(), oneGpuIni(), FakeParts::CudaOnly, QStringLiteral("/usr/lib/aarch64-linux-gnu"));
    ASSERT_FALSE(folder.isEmpty());
    // The driver's own layout: libcuda.so.1 -> libcuda.so.580.65.06.
    ASSERT_TRUE(QFile::rename(folder + QStringLiteral("/libcuda.so.1"), folder + QStringLiteral("/libcuda.so.580.65.06")));
    ASSERT_TRUE(QFile::link(QStringLiteral("libcuda.so.580.65.06"), folder + QStringLiteral("/libcuda.so.1")));

    const DriverProbeResult result = probe(5000, foreign);

    EXPECT_EQ(result.driver.state, DriverInfo::State::NotQueried);   // had it been loaded: GpusFound
    EXPECT_EQ(result.driver.version, (Version{580, 65, 6}));
    EXPECT_EQ(result.driver.source, QStringLiteral("file name"));
    EXPECT_EQ(result.driver.libraryPath, folder + QStringLiteral("/libcuda.so.1"));
    EXPECT_TRUE(result.gpus.isEmpty());
    EXPECT_FALSE(QFile::exists(folder + QStringLiteral("/fake-driver-calls.log")));
}

TEST_F(DriverProbeTest, CandidatesStayInsideTheSysroot)
{
    const SystemPaths sysroot(root.path(), HostPlatform::current(), QProcessEnvironment());
    const QStringList candidates = driverLibraryCandidates(sysroot, QStringLiteral("libcuda.so.1"), QStringLiteral("nvcuda.dll"));
    EXPECT_EQ(candidates,
              (QStringList{path(QStringLiteral("/usr/lib/x86_64-linux-gnu/libcuda.so.1")), path(QStringLiteral("/usr/lib64/libcuda.so.1")),
                           path(QStringLiteral("/usr/lib/wsl/lib/libcuda.so.1")), path(QStringLiteral("/usr/lib64/nvidia/libcuda.so.1")),
                           path(QStringLiteral("/usr/lib/aarch64-linux-gnu/libcuda.so.1"))}));

    const SystemPaths live(QString(), HostPlatform::current(), QProcessEnvironment());
    const QStringList liveCandidates = driverLibraryCandidates(live, QStringLiteral("libcuda.so.1"), QStringLiteral("nvcuda.dll"));
    ASSERT_EQ(liveCandidates.size(), 6);
    EXPECT_EQ(liveCandidates.first(), QStringLiteral("libcuda.so.1"));
    EXPECT_EQ(liveCandidates[1], QStringLiteral("/usr/lib/x86_64-linux-gnu/libcuda.so.1"));

    const SystemPaths windows(root.path(), HostPlatform{OsFamily::Windows, QStringLiteral("x86_64")}, QProcessEnvironment());
    EXPECT_EQ(driverLibraryCandidates(windows, QStringLiteral("libnvidia-ml.so.1"), QStringLiteral("nvml.dll")),
              (QStringList{path(QStringLiteral("/Windows/System32/nvml.dll")),
                           path(QStringLiteral("/Program Files/NVIDIA Corporation/NVSMI/nvml.dll"))}));
}

TEST_F(DriverProbeTest, ThisMachineHasNoDriverEvenAfterAFakeOneWasLoaded)
{
    const QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    const SystemPaths live(QString(), HostPlatform::current(), environment);
    for (const QString &candidate : driverLibraryCandidates(live, QStringLiteral("libcuda.so.1"), QStringLiteral("nvcuda.dll")))
        if (QFile::exists(candidate))
            GTEST_SKIP() << "this machine has a CUDA driver library: " << candidate.toStdString();
    for (const QString &folder : live.searchPathVariable(QStringLiteral("PATH")))
        if (QFile::exists(folder + QStringLiteral("/nvidia-smi")))
            GTEST_SKIP() << "this machine has nvidia-smi in " << folder.toStdString();

    // A fake driver loaded from a sysroot first must not answer for the system's libcuda.so.1.
    ASSERT_FALSE(installFakeDriver(root.path(), oneGpuIni()).isEmpty());
    ASSERT_EQ(probe().driver.state, DriverInfo::State::GpusFound);

    const DriverProbeResult result = probeDriver(live, 5000);
    if (!result.driver.libraryPath.isEmpty())
        GTEST_SKIP() << "the system loader found a CUDA driver library: " << result.driver.libraryPath.toStdString();

    EXPECT_EQ(result.driver.state, DriverInfo::State::NotInstalled) << result.driver.errorDetail.toStdString();
    EXPECT_TRUE(result.gpus.isEmpty());
    EXPECT_NE(result.driver.errorDetail, QStringLiteral("CUDA driver version is insufficient for CUDA runtime version"));
}
