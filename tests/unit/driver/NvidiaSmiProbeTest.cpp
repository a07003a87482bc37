// probeDriver's nvidia-smi fallback: fake nvidia-smi scripts in a sysroot, alone or beside the
// fake driver library: both header generations, R470, and the ones that hang, print nonsense,
// cannot be run or cannot reach the kernel module.
#include "DriverProbeTestSupport.h"

#include <QElapsedTimer>

using namespace cudnnsetup;
using namespace cudnnsetup::fixtures;

namespace {

class NvidiaSmiFallbackTest : public DriverProbeTest
{
};

} // namespace

TEST_F(NvidiaSmiFallbackTest, ClassicNvidiaSmiAloneGivesGpusAndWarnsThatCudaCannotUseThem)
{
    ASSERT_TRUE(writeFakeNvidiaSmi(nvidiaSmi(), classicNvidiaSmiScript()));

    const DriverProbeResult result = probe();

    EXPECT_EQ(result.driver.state, DriverInfo::State::GpusFound);
    EXPECT_EQ(result.driver.version, (Version{570, 133, 7}));
    EXPECT_EQ(result.driver.maxCudaVersion, (Version{12, 8}));
    EXPECT_EQ(result.driver.source, QStringLiteral("nvidia-smi"));
    EXPECT_EQ(result.driver.libraryPath, QString());
    ASSERT_EQ(result.gpus.size(), 2);
    EXPECT_EQ(result.gpus[0].name, QStringLiteral("NVIDIA GeForce RTX 4090"));
    EXPECT_EQ(result.gpus[0].computeCapability, (Version{8, 9}));
    EXPECT_EQ(result.gpus[0].totalMemoryBytes, 24564 * MiB);
    EXPECT_EQ(result.gpus[0].source, QStringLiteral("nvidia-smi"));
    EXPECT_EQ(result.gpus[1].index, 1);
    EXPECT_EQ(result.gpus[1].name, QStringLiteral("NVIDIA GeForce RTX 3060"));
    EXPECT_EQ(result.gpus[1].computeCapability, (Version{8, 6}));
    ASSERT_EQ(result.notes.size(), 1) << notesText(result);
    EXPECT_EQ(result.notes[0].subject, nvidiaSmi());
    EXPECT_TRUE(result.notes[0].message.contains(QStringLiteral("libcuda.so.1"))) << notesText(result);
}

TEST_F(NvidiaSmiFallbackTest, ReadsThe610HeaderFromNvidiaSmi)
{
    ASSERT_TRUE(writeFakeNvidiaSmi(nvidiaSmi(), r610NvidiaSmiScript()));

    const DriverProbeResult result = probe();

    EXPECT_EQ(result.driver.state, DriverInfo::State::GpusFound);
    EXPECT_EQ(result.driver.version, (Version{610, 43, 2}));
    EXPECT_EQ(result.driver.maxCudaVersion, (Version{13, 3}));
    ASSERT_EQ(result.gpus.size(), 1);
    EXPECT_EQ(result.gpus[0].name, QStringLiteral("NVIDIA B200"));
    EXPECT_EQ(result.gpus[0].computeCapability, (Version{10, 0}));
    EXPECT_EQ(result.gpus[0].totalMemoryBytes, 183359 * MiB);
}

TEST_F(NvidiaSmiFallbackTest, RetriesWithoutComputeCapOnR470)
{
    const QByteArray script = "#!/bin/sh\n"
                              "case \"$*\" in\n"
                              "*compute_cap*) echo 'Field \"compute_cap\" is not a valid field to query.'; exit 2;;\n"
                              "--query-gpu=index,name,driver_version,memory.total*) echo '0, NVIDIA GeForce GTX 1070, 470.182.03, 8192';;\n"
                              "*) echo '| NVIDIA-SMI 470.182.03   Driver Version: 470.182.03   CUDA Version: 11.4     |';;\n"
                              "esac\n";
    ASSERT_TRUE(writeFakeNvidiaSmi(nvidiaSmi(), script));

    const DriverProbeResult result = probe();

    EXPECT_EQ(result.driver.state, DriverInfo::State::GpusFound);
    EXPECT_EQ(result.driver.version, (Version{470, 182, 3}));
    EXPECT_EQ(result.driver.maxCudaVersion, (Version{11, 4}));
    ASSERT_EQ(result.gpus.size(), 1);
    EXPECT_EQ(result.gpus[0].name, QStringLiteral("NVIDIA GeForce GTX 1070"));
    EXPECT_FALSE(result.gpus[0].computeCapability.isValid());
    EXPECT_EQ(result.gpus[0].totalMemoryBytes, 8192 * MiB);
}

TEST_F(NvidiaSmiFallbackTest, AHangingNvidiaSmiIsStoppedAndNoted)
{
    ASSERT_TRUE(writeFakeNvidiaSmi(nvidiaSmi(), hangingNvidiaSmiScript()));

    QElapsedTimer timer;
    timer.start();
    const DriverProbeResult result = probe(1500);
    // Not a timing benchmark: a hang would take the script's 60 s.
    EXPECT_LT(timer.elapsed(), 20000);

    EXPECT_EQ(result.driver.state, DriverInfo::State::Failed);
    EXPECT_TRUE(result.gpus.isEmpty());
    ASSERT_EQ(result.notes.size(), 1) << notesText(result);
    EXPECT_EQ(result.notes[0].subject, nvidiaSmi());
    EXPECT_TRUE(result.notes[0].message.startsWith(QStringLiteral("nvidia-smi did not answer within 1.5 s"))) << notesText(result);
    EXPECT_EQ(result.driver.errorDetail, QStringLiteral("nvidia-smi did not answer within 1.5 s and was stopped."));
}

TEST_F(NvidiaSmiFallbackTest, NonsenseFromNvidiaSmiIsNotBelieved)
{
    ASSERT_TRUE(writeFakeNvidiaSmi(nvidiaSmi(), nonsenseNvidiaSmiScript()));

    const DriverProbeResult result = probe();

    EXPECT_EQ(result.driver.state, DriverInfo::State::Failed);
    EXPECT_FALSE(result.driver.version.isValid());
    EXPECT_TRUE(result.gpus.isEmpty());
    EXPECT_FALSE(result.driver.errorDetail.isEmpty());
    ASSERT_EQ(result.notes.size(), 1) << notesText(result);
    EXPECT_EQ(result.notes[0].subject, nvidiaSmi());
    EXPECT_TRUE(result.notes[0].message.contains(QStringLiteral("lorem ipsum"))) << notesText(result);
}

TEST_F(NvidiaSmiFallbackTest, ANonExecutableNvidiaSmiIsFailedNotAbsent)
{
    ASSERT_TRUE(writeFakeNvidiaSmi(nvidiaSmi(), classicNvidiaSmiScript(), false));

    const DriverProbeResult result = probe();

    EXPECT_EQ(result.driver.state, DriverInfo::State::Failed);
    ASSERT_EQ(result.notes.size(), 1) << notesText(result);
    EXPECT_TRUE(result.notes[0].message.startsWith(QStringLiteral("nvidia-smi could not be started"))) << notesText(result);
}

TEST_F(NvidiaSmiFallbackTest, NvidiaSmiThatCannotReachTheKernelModuleIsFailed)
{
    const QByteArray message = "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.";
    ASSERT_TRUE(writeFakeNvidiaSmi(nvidiaSmi(), "#!/bin/sh\ncat <<'END'\n" + message + "\nEND\nexit 9\n"));

    const DriverProbeResult result = probe();

    EXPECT_EQ(result.driver.state, DriverInfo::State::Failed);
    EXPECT_EQ(result.driver.errorDetail, QString::fromLatin1(message));
    ASSERT_EQ(result.notes.size(), 1) << notesText(result);
}

TEST_F(NvidiaSmiFallbackTest, NvidiaSmiWithoutDevicesIsNoGpuVisible)
{
    ASSERT_TRUE(writeFakeNvidiaSmi(nvidiaSmi(), "#!/bin/sh\n"
                                                "if [ \"$1\" = --version ]; then printf 'NVIDIA-SMI version  : 580.65.06\\nDRIVER version      : 580.65.06\\nCUDA Version        : 13.0\\n'; exit 0; fi\n"
                                                "echo 'No devices were found'\nexit 6\n"));

    const DriverProbeResult result = probe();

    EXPECT_EQ(result.driver.state, DriverInfo::State::NoGpuVisible);
    EXPECT_EQ(result.driver.version, (Version{580, 65, 6}));
    EXPECT_EQ(result.driver.maxCudaVersion, (Version{13, 0}));
    EXPECT_TRUE(result.gpus.isEmpty());
}

TEST_F(NvidiaSmiFallbackTest, WithoutNvmlTheVersionComesFromNvidiaSmiAndTheGpusFromTheLibrary)
{
    ASSERT_FALSE(installFakeDriver(root.path(), oneGpuIni(), FakeParts::CudaOnly).isEmpty());
    ASSERT_TRUE(writeFakeNvidiaSmi(nvidiaSmi(), classicNvidiaSmiScript()));

    const DriverProbeResult result = probe();

    EXPECT_EQ(result.driver.state, DriverInfo::State::GpusFound);
    EXPECT_EQ(result.driver.version, (Version{570, 133, 7}));
    EXPECT_EQ(result.driver.maxCudaVersion, (Version{13, 0}));   // the library's word wins
    EXPECT_EQ(result.driver.source, QStringLiteral("CUDA driver API, nvidia-smi"));
    ASSERT_EQ(result.gpus.size(), 1);
    EXPECT_EQ(result.gpus[0].name, Rtx4060);
    EXPECT_EQ(result.gpus[0].source, QStringLiteral("CUDA driver API"));
    EXPECT_TRUE(result.notes.isEmpty()) << notesText(result);
}

TEST_F(NvidiaSmiFallbackTest, AHangingNvidiaSmiDoesNotSpoilAnAnsweringLibrary)
{
    ASSERT_FALSE(installFakeDriver(root.path(), oneGpuIni(), FakeParts::CudaOnly).isEmpty());
    ASSERT_TRUE(writeFakeNvidiaSmi(nvidiaSmi(), hangingNvidiaSmiScript()));

    const DriverProbeResult result = probe(1500);

    EXPECT_EQ(result.driver.state, DriverInfo::State::GpusFound);
    EXPECT_FALSE(result.driver.version.isValid());
    EXPECT_EQ(result.driver.source, QStringLiteral("CUDA driver API"));
    ASSERT_EQ(result.gpus.size(), 1);
    ASSERT_EQ(result.notes.size(), 1) << notesText(result);
    EXPECT_EQ(result.notes[0].subject, nvidiaSmi());
}
