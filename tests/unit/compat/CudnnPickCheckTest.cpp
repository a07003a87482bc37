// A release the user picks by hand: every reason it will not work here, or none.
#include "CompatTestSupport.h"

#include "core/compat/CudnnPickCheck.h"

using namespace cudnnsetup;

namespace {

bool mentions(const QStringList &reasons, const char *text)
{
    for (const QString &reason : reasons)
        if (reason.contains(S(text)))
            return true;
    return false;
}

TEST(CudnnPickCheck, TheRecommendedReleaseHasNoProblems)
{
    const SystemReport machine = MachineBuilder().driver("580.65.06", "13.0").gpu("8.9").toolkit("13.0").judged();
    ASSERT_TRUE(machine.recommendation.available);
    EXPECT_EQ(CudnnPickCheck::problems(machine, machine.recommendation.cudnnVersion, machine.recommendation.cudaMajor), QStringList());
}

TEST(CudnnPickCheck, AnotherCudaMajorThanTheToolkitIsNamed)
{
    const SystemReport machine = MachineBuilder().driver("580.65.06", "13.0").gpu("8.9").toolkit("13.0").judged();
    const QStringList reasons = CudnnPickCheck::problems(machine, V("9.27.0.42"), 12);
    ASSERT_EQ(reasons.size(), 1) << reasons.join(u'\n').toStdString();
    EXPECT_TRUE(mentions(reasons, "This build is for CUDA 12, but the CUDA Toolkit at /usr/local/cuda-13.0 is CUDA 13.0"));
}

TEST(CudnnPickCheck, AnOldGpuIsNotSupportedByNewReleases)
{
    const SystemReport machine = MachineBuilder().driver("550.54.14", "12.4").gpu("6.1", "NVIDIA GeForce GTX 1070").toolkit("12.4").judged();
    const QStringList reasons = CudnnPickCheck::problems(machine, V("9.27.0.42"), 12);
    EXPECT_TRUE(mentions(reasons, "does not support your GPU: NVIDIA GeForce GTX 1070 (compute capability 6.1)"))
        << reasons.join(u'\n').toStdString();
    EXPECT_EQ(CudnnPickCheck::problems(machine, V("9.10.2.21"), 12), QStringList());
}

TEST(CudnnPickCheck, AnOldDriverIsNamedWithBothVersions)
{
    const SystemReport machine = MachineBuilder().driver("550.54.14", "12.4").gpu("8.9").judged();
    const QStringList reasons = CudnnPickCheck::problems(machine, V("9.27.0.42"), 13);
    EXPECT_TRUE(mentions(reasons, "needs NVIDIA driver 580.65.06 or newer; this computer has 550.54.14"))
        << reasons.join(u'\n').toStdString();
}

TEST(CudnnPickCheck, AVariantTheReleaseDoesNotOfferIsNamed)
{
    const SystemReport machine = MachineBuilder().driver("580.65.06", "13.0").gpu("8.9").judged();
    const QStringList reasons = CudnnPickCheck::problems(machine, V("8.9.7.29"), 13);
    EXPECT_TRUE(mentions(reasons, "has no build for CUDA 13 on linux-x86_64")) << reasons.join(u'\n').toStdString();
}

} // namespace
