// NVIDIA's CUDA redist manifests (samples shaped like 12.6.3 and 13.0.2 in data/) read by the
// same parser as cuDNN's, and the components of each profile picked from them: release_* keys
// that are not components, platforms a component does not ship for, sizes as strings,
// component versions that differ from the release label, and 13.x's parts that moved out of
// nvcc (cuda_crt, libnvvm).
#include "ManifestTestSupport.h"

#include "core/acquire/CudaComponents.h"

namespace cudnnsetup {
namespace {

QStringList componentsOf(const CudaComponentSet &set)
{
    QStringList names;
    for (const CudaComponentArchive &archive : set.archives)
        names.append(archive.component);
    return names;
}

TEST(CudaRedistManifest, TheReleaseKeysAreNotComponents)
{
    const RedistManifest cuda = loadSample("redistrib_13.0.2.json");
    EXPECT_EQ(cuda.releaseLabel, S("13.0.2"));
    EXPECT_EQ(cuda.releaseProduct, S("cuda"));
    EXPECT_EQ(cuda.component(S("release_date")), nullptr);
    ASSERT_NE(cuda.component(S("libcublas")), nullptr);
    // Component versions are their own, not the release's.
    EXPECT_EQ(cuda.component(S("libcublas"))->version.toString(), S("13.1.0.3"));
    EXPECT_EQ(cuda.component(S("cuda_cudart"))->version.toString(), S("13.0.96"));
    // The driver ships for Linux only.
    EXPECT_EQ(cuda.platforms(S("nvidia_driver")), (QList<QString>{S("linux-sbsa"), S("linux-x86_64")}));
}

TEST(CudaComponents, TheRuntimeProfileIsWhatCudnnNeedsToRun)
{
    EXPECT_EQ(CudaComponents::names(CudaProfile::Runtime, 12),
              (QStringList{S("cuda_cudart"), S("libcublas"), S("cuda_nvrtc")}));
    EXPECT_EQ(CudaComponents::names(CudaProfile::Runtime, 13), CudaComponents::names(CudaProfile::Runtime, 12));
}

TEST(CudaComponents, TheDevelopProfileAddsTheCompilerAndOn13ItsPartsThatLeftNvcc)
{
    EXPECT_EQ(CudaComponents::names(CudaProfile::Develop, 12),
              (QStringList{S("cuda_cudart"), S("libcublas"), S("cuda_nvrtc"), S("cuda_nvcc"), S("cuda_cccl")}));
    EXPECT_EQ(CudaComponents::names(CudaProfile::Develop, 13),
              (QStringList{S("cuda_cudart"), S("libcublas"), S("cuda_nvrtc"), S("cuda_nvcc"), S("cuda_cccl"), S("cuda_crt"),
                           S("libnvvm")}));
}

TEST(CudaComponents, PicksEachArchiveWithItsPathChecksumAndSize)
{
    const RedistManifest cuda = loadSample("redistrib_12.6.3.json");
    const CudaComponentSet set = CudaComponents::pick(cuda, CudaProfile::Develop, S("linux-x86_64"));
    EXPECT_TRUE(set.complete()) << set.missing.join(u' ').toStdString();
    EXPECT_EQ(set.release.toString(), S("12.6.3"));
    ASSERT_EQ(componentsOf(set), CudaComponents::names(CudaProfile::Develop, 12));
    const ArchiveTarget &cudart = set.archives.first().archive;
    EXPECT_EQ(cudart.fileName, S("cuda_cudart-linux-x86_64-12.6.77-archive.tar.xz"));
    EXPECT_EQ(cudart.relativePath, S("cuda_cudart/linux-x86_64/cuda_cudart-linux-x86_64-12.6.77-archive.tar.xz"));
    EXPECT_EQ(cudart.size, 1126072);
    EXPECT_TRUE(cudart.hasChecksum());
    EXPECT_EQ(cudart.cudnnVersion.toString(), S("12.6.77")) << "the component's own version";
    qint64 total = 0;
    for (const CudaComponentArchive &archive : set.archives)
        total += archive.archive.size;
    EXPECT_EQ(set.downloadBytes, total);
}

TEST(CudaComponents, WindowsGetsTheZips)
{
    const CudaComponentSet set = CudaComponents::pick(loadSample("redistrib_13.0.2.json"), CudaProfile::Runtime, S("windows-x86_64"));
    ASSERT_TRUE(set.complete()) << set.missing.join(u' ').toStdString();
    for (const CudaComponentArchive &archive : set.archives)
        EXPECT_TRUE(archive.archive.fileName.endsWith(S("-archive.zip"))) << archive.archive.fileName.toStdString();
}

TEST(CudaComponents, APlatformWithoutAComponentSaysWhichIsMissing)
{
    // 12.6.3 ships no NVRTC for Jetson (linux-aarch64).
    const CudaComponentSet set = CudaComponents::pick(loadSample("redistrib_12.6.3.json"), CudaProfile::Runtime, S("linux-aarch64"));
    EXPECT_FALSE(set.complete());
    EXPECT_EQ(set.missing, QStringList{S("cuda_nvrtc")});
    EXPECT_EQ(componentsOf(set), (QStringList{S("cuda_cudart"), S("libcublas")}));
}

TEST(CudaComponents, Jetson13FallsBackToSbsa)
{
    // 13.x has no linux-aarch64 entries: Jetson is folded into linux-sbsa.
    const CudaComponentSet set = CudaComponents::pick(loadSample("redistrib_13.0.2.json"), CudaProfile::Develop, S("linux-aarch64"));
    ASSERT_TRUE(set.complete()) << set.missing.join(u' ').toStdString();
    for (const CudaComponentArchive &archive : set.archives)
        EXPECT_EQ(archive.archive.platform, S("linux-sbsa"));
}

TEST(CudaComponents, ProfileKeysRoundTrip)
{
    for (const CudaProfile profile : {CudaProfile::Runtime, CudaProfile::Develop})
        EXPECT_EQ(CudaComponents::fromKey(CudaComponents::key(profile)), profile);
    EXPECT_FALSE(CudaComponents::fromKey(S("everything")).has_value());
}

} // namespace
} // namespace cudnnsetup
