#include "core/probe/parsers/WheelMetadata.h"

#include <gtest/gtest.h>

namespace cudnnsetup {
namespace {

// The header of torch 2.4.0's METADATA as pip installs it on Linux (abridged).
const char kTorchMetadata[] =
    "Metadata-Version: 2.1\n"
    "Name: torch\n"
    "Version: 2.4.0\n"
    "Requires-Dist: filelock\n"
    "Requires-Dist: nvidia-cuda-runtime-cu12==12.1.105; platform_system == \"Linux\" and platform_machine == \"x86_64\"\n"
    "Requires-Dist: nvidia-cudnn-cu12==9.1.0.70; platform_system == \"Linux\" and platform_machine == \"x86_64\"\n"
    "Requires-Dist: opt-einsum>=3.3; extra == \"opt-einsum\"\n"
    "\n"
    "Requires-Dist: nvidia-cudnn-cu11==8.5.0.96\n";   // in the description: never read

TEST(WheelMetadataTest, ReadsNameVersionAndTheCudnnPin)
{
    const WheelMetadata metadata = WheelMetadata::parse(kTorchMetadata, false);
    EXPECT_EQ(metadata.name, QStringLiteral("torch"));
    EXPECT_EQ(metadata.version, QStringLiteral("2.4.0"));
    ASSERT_EQ(metadata.cudnnPins.size(), 1);
    const CudnnPin &pin = metadata.cudnnPins.first();
    EXPECT_EQ(pin.cudaMajor, 12);
    EXPECT_EQ(pin.minMajor, 9);
    EXPECT_EQ(pin.maxMajor, 9);
    EXPECT_EQ(pin.spec, QStringLiteral("nvidia-cudnn-cu12==9.1.0.70"));
    EXPECT_TRUE(pin.line.startsWith(QStringLiteral("Requires-Dist: nvidia-cudnn-cu12==9.1.0.70")));
}

TEST(WheelMetadataTest, APinForLinuxDoesNotApplyOnWindows)
{
    EXPECT_TRUE(WheelMetadata::parse(kTorchMetadata, true).cudnnPins.isEmpty());
    const WheelMetadata windowsOnly = WheelMetadata::parse(
        "Name: x\nRequires-Dist: nvidia-cudnn-cu12>=9; sys_platform == 'win32'\n", true);
    EXPECT_EQ(windowsOnly.cudnnPins.size(), 1);
}

TEST(WheelMetadataTest, ReadsRangesAndTheOlderParenthesisedForm)
{
    const WheelMetadata metadata = WheelMetadata::parse(
        "Name: tensorflow\n"
        "Requires-Dist: nvidia-cudnn-cu12 (==8.9.2.26)\n"
        "Requires-Dist: NVIDIA_CUDNN_CU12>=9.1,<10\n"
        "Requires-Dist: nvidia-cudnn-cu12[extra] <=9.3\n"
        "Requires-Dist: nvidia-cudnn-cu12>=9.1,<9.5\n",
        false);
    ASSERT_EQ(metadata.cudnnPins.size(), 4);
    EXPECT_EQ(metadata.cudnnPins[0].minMajor, 8);
    EXPECT_EQ(metadata.cudnnPins[0].maxMajor, 8);
    EXPECT_EQ(metadata.cudnnPins[1].minMajor, 9);
    EXPECT_EQ(metadata.cudnnPins[1].maxMajor, 9);   // <10 allows 9 at most
    EXPECT_EQ(metadata.cudnnPins[2].minMajor, 0);
    EXPECT_EQ(metadata.cudnnPins[2].maxMajor, 9);
    EXPECT_EQ(metadata.cudnnPins[3].maxMajor, 9);   // <9.5 still allows 9
}

TEST(WheelMetadataTest, PinsThatSayNothingAboutTheMajorAreLeftOut)
{
    const WheelMetadata metadata = WheelMetadata::parse(
        "Name: x\n"
        "Requires-Dist: nvidia-cudnn-cu12\n"              // any version
        "Requires-Dist: nvidia-cudnn-cu12!=9.1.0\n"       // excludes one release only
        "Requires-Dist: nvidia-cudnn-cu12>=10,<9\n"       // allows nothing
        "Requires-Dist: nvidia-cudnn-cu123==9.1\n"        // not a CUDA major
        "Requires-Dist: nvidia-cudnn-cu12==99999999999\n" // not a version
        "Requires-Dist: nvidia-cudnn-frontend>=1.0\n",
        false);
    EXPECT_TRUE(metadata.cudnnPins.isEmpty());
}

TEST(WheelMetadataTest, JunkAndEmptyInputGiveNothing)
{
    EXPECT_TRUE(WheelMetadata::parse(QByteArray(), false).name.isEmpty());
    const WheelMetadata junk = WheelMetadata::parse(QByteArray("\xff\xfe\x00Name\x00\n\n", 9), false);
    EXPECT_TRUE(junk.cudnnPins.isEmpty());
    // A header section with no empty line and no end: stops at the limit.
    QByteArray endless = "Name: x\n";
    while (endless.size() < WheelMetadata::headerLimit)
        endless += "Requires-Dist: numpy\n";
    endless += "Requires-Dist: nvidia-cudnn-cu12==9.1\n";
    EXPECT_TRUE(WheelMetadata::parse(endless, false).cudnnPins.isEmpty());
}

} // namespace
} // namespace cudnnsetup
