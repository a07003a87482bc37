// Which CUDA Toolkit release to install on a machine that has none, judged with the real
// compatibility data: the driver's minor-version floors decide the major, the GPUs' compute
// capability can rule one out, and within the major the newest release the driver meets.
#include "CompatTestSupport.h"

#include "core/compat/CudaToolkitChoice.h"

using namespace cudnnsetup;

namespace {

const CompatMatrix &data()
{
    return CompatMatrix::builtIn();
}

// The newest release of `major` in the data that is not a preview (13.4.0 was a developer preview).
Version newestOf(int major)
{
    for (const ToolkitDriverRow &row : data().toolkitDriverRows())
        if (row.release.major() == major && !row.preview)
            return row.release;
    return {};
}

TEST(CudaToolkitChoice, ADriverForCuda13GetsTheNewest13ReleaseItMeets)
{
    // 580.65.06 is exactly CUDA 13.0 GA's minimum (Linux); 13.0 Update 1 needs 580.82.07.
    const SystemReport machine = MachineBuilder().driver("580.65.06", "13.0").gpu("8.9").judged();
    const CudaToolkitChoice choice = CudaToolkitChooser::choose(machine);
    EXPECT_EQ(choice.cudaMajor, 13);
    ASSERT_TRUE(choice.release.has_value()) << choice.reason.toStdString();
    EXPECT_EQ(choice.release->toString(), S("13.0.0"));
    EXPECT_FALSE(choice.needsDriver);
    EXPECT_TRUE(choice.reason.contains(S("your driver 580.65.06 meets its minimum"))) << choice.reason.toStdString();
    EXPECT_TRUE(choice.reason.contains(newestOf(13).truncated(2).toString())) << "the newer one is named";
}

TEST(CudaToolkitChoice, ANewDriverGetsTheNewestRelease)
{
    const SystemReport machine = MachineBuilder().driver("700.10", "14.0").gpu("9.0").judged();
    const CudaToolkitChoice choice = CudaToolkitChooser::choose(machine);
    ASSERT_TRUE(choice.release.has_value()) << choice.reason.toStdString();
    EXPECT_EQ(*choice.release, newestOf(data().cudaMajors().first()));
    EXPECT_TRUE(choice.reason.contains(S("the newest CUDA Toolkit that your driver 700.10"))) << choice.reason.toStdString();
}

TEST(CudaToolkitChoice, ADriverBelow580GetsCuda12)
{
    const SystemReport machine = MachineBuilder().driver("550.54.14", "12.4").gpu("8.9").judged();
    const CudaToolkitChoice choice = CudaToolkitChooser::choose(machine);
    EXPECT_EQ(choice.cudaMajor, 12);
    ASSERT_TRUE(choice.release.has_value());
    EXPECT_EQ(choice.release->major(), 12);
    // Its own minimum is met (12.4 Update 1 needs 550.54.15, so 12.4 GA at 550.54.14).
    EXPECT_LE(*data().toolkitDriverMinimum(*choice.release, DriverOs::Linux), V("550.54.14"));
}

TEST(CudaToolkitChoice, WindowsUsesItsOwnColumn)
{
    // 527.41 is the Windows floor of 12.x; on Linux the same number is above 525.60.13 too, so
    // a Windows-only number shows the column: 526.00 meets Linux's floor, not Windows'.
    const SystemReport windows = MachineBuilder("windows-x86_64").driver("526.00").gpu("8.6").judged();
    const CudaToolkitChoice choice = CudaToolkitChooser::choose(windows);
    EXPECT_FALSE(choice.release.has_value());
    EXPECT_TRUE(choice.needsDriver);
    // The driver to get is the one for the newest CUDA the GPU supports.
    EXPECT_EQ(choice.driverNeeded, data().minorCompat(13)->minimum(DriverOs::Windows));
    EXPECT_EQ(CudaToolkitChooser::choose(windows, 12).driverNeeded, V("527.41"));
    const SystemReport linux = MachineBuilder().driver("526.00").gpu("8.6").judged();
    EXPECT_EQ(CudaToolkitChooser::choose(linux).cudaMajor, 12);
}

TEST(CudaToolkitChoice, AGpuBelowTuringGetsNoCuda13)
{
    // A GTX 1070 (Pascal, 6.1) behind a driver new enough for 13: CUDA 13 dropped it.
    const SystemReport machine = MachineBuilder().driver("580.65.06", "13.0").gpu("6.1", "NVIDIA GeForce GTX 1070").judged();
    const CudaToolkitChoice choice = CudaToolkitChooser::choose(machine);
    EXPECT_EQ(choice.cudaMajor, 12);
    ASSERT_TRUE(choice.release.has_value());
    EXPECT_EQ(choice.release->major(), 12);
    // Asked for 13 anyway: refused, with the reason.
    const CudaToolkitChoice forced = CudaToolkitChooser::choose(machine, 13);
    EXPECT_FALSE(forced.release.has_value());
    EXPECT_FALSE(forced.reason.isEmpty());
}

TEST(CudaToolkitChoice, AnOldDriverIsToldWhichDriverToInstall)
{
    const SystemReport machine = MachineBuilder().driver("470.57.02", "11.4").gpu("8.6").judged();
    const CudaToolkitChoice choice = CudaToolkitChooser::choose(machine, 12);
    EXPECT_FALSE(choice.release.has_value());
    EXPECT_TRUE(choice.needsDriver);
    EXPECT_EQ(choice.driverNeeded, V("525.60.13"));
    EXPECT_TRUE(choice.reason.contains(S("driver 470.57.02 is too old"))) << choice.reason.toStdString();
    EXPECT_TRUE(choice.reason.contains(S("525.60.13"))) << choice.reason.toStdString();
}

TEST(CudaToolkitChoice, WithoutADriverTheNewestReleaseForTheGpuIsChosenWithTheDriverItNeeds)
{
    const SystemReport machine = MachineBuilder().judged();   // no driver, no GPU known
    const CudaToolkitChoice choice = CudaToolkitChooser::choose(machine);
    ASSERT_TRUE(choice.release.has_value()) << choice.reason.toStdString();
    EXPECT_EQ(*choice.release, newestOf(data().cudaMajors().first()));
    EXPECT_TRUE(choice.needsDriver);
    EXPECT_EQ(choice.driverNeeded, *data().toolkitDriverMinimum(*choice.release, DriverOs::Linux));
    EXPECT_TRUE(choice.reason.contains(S("No NVIDIA driver was found"))) << choice.reason.toStdString();
}

TEST(CudaToolkitChoice, AMajorCanBeAskedFor)
{
    // To match a cuDNN build for CUDA 12 on a machine that could take 13.
    const SystemReport machine = MachineBuilder().driver("580.65.06", "13.0").gpu("8.9").judged();
    const CudaToolkitChoice choice = CudaToolkitChooser::choose(machine, 12);
    EXPECT_EQ(choice.cudaMajor, 12);
    ASSERT_TRUE(choice.release.has_value());
    EXPECT_EQ(*choice.release, newestOf(12));
}

} // namespace
