// CudaRedistFolder on real folders: the samples shaped like NVIDIA's 12.6.3 and 13.0.2 CUDA
// manifests (data/) copied into a temporary folder beside a cuDNN manifest, with or without the
// archive files at their relative_path. The release follows the CUDA major of the cuDNN build;
// what is missing is named.
#include "ManifestTestSupport.h"

#include "core/acquire/CudaRedistFolder.h"
#include "support/TreeSnapshot.h"

#include <QTemporaryDir>

namespace cudnnsetup {
namespace {

class CudaRedistFolderTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_folder.isValid());
        for (const char *sample : {"redistrib_12.6.3.json", "redistrib_13.0.2.json", "redistrib_9.20.0.json"})
            ASSERT_TRUE(QFile::copy(QStringLiteral(MANIFEST_DATA_DIR "/") + QLatin1String(sample),
                                    m_folder.filePath(QLatin1String(sample))));
    }

    // Puts a file at each relative_path the choice names.
    void fill(const CudaRedistChoice &choice) const
    {
        for (const CudaArchiveFile &archive : choice.archives)
            testing::writeFile(archive.path, "an archive");
    }

    QTemporaryDir m_folder;
};

TEST_F(CudaRedistFolderTest, TheNewestReleaseOfTheCudnnBuildsMajorIsTaken)
{
    const CudaRedistChoice thirteen = CudaRedistFolder::choose(m_folder.path(), CudaProfile::Runtime, S("linux-x86_64"), 13);
    EXPECT_EQ(thirteen.release.toString(), S("13.0.2"));
    ASSERT_EQ(thirteen.archives.size(), 3);
    EXPECT_EQ(thirteen.archives[1].component, S("libcublas"));
    EXPECT_EQ(thirteen.archives[1].path,
              m_folder.filePath(S("libcublas/linux-x86_64/libcublas-linux-x86_64-13.1.0.3-archive.tar.xz")));
    EXPECT_EQ(thirteen.archives[1].sha256.size(), 64);
    EXPECT_GT(thirteen.archives[1].size, 0);
    EXPECT_GT(thirteen.bytes, thirteen.archives[1].size);
    // Nothing is there yet: every archive is named, with the folders it must keep.
    EXPECT_FALSE(thirteen.ok());
    EXPECT_TRUE(thirteen.problem.contains(S("cuda_nvrtc/linux-x86_64/cuda_nvrtc-linux-x86_64-13.0.88-archive.tar.xz")))
        << thirteen.problem.toStdString();
    fill(thirteen);
    EXPECT_TRUE(CudaRedistFolder::choose(m_folder.path(), CudaProfile::Runtime, S("linux-x86_64"), 13).ok());

    // The archive's name decides the major: a cuda12 build gets 12.6.3, with no libnvvm in develop.
    const QString cudnn12 = m_folder.filePath(S("cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz"));
    const CudaRedistChoice twelve = CudaRedistFolder::chooseFor(cudnn12, m_folder.path(), CudaProfile::Develop, S("linux-sbsa"));
    EXPECT_EQ(twelve.release.toString(), S("12.6.3"));
    EXPECT_EQ(twelve.platform, S("linux-x86_64"));
    for (const CudaArchiveFile &archive : twelve.archives)
        EXPECT_NE(archive.component, S("libnvvm"));
    EXPECT_EQ(twelve.archives.size(), 5);
}

TEST_F(CudaRedistFolderTest, AMajorWithoutAManifestAndAPlatformWithoutAComponentAreNamed)
{
    const CudaRedistChoice eleven = CudaRedistFolder::choose(m_folder.path(), CudaProfile::Runtime, S("linux-x86_64"), 11);
    EXPECT_FALSE(eleven.ok());
    EXPECT_TRUE(eleven.problem.contains(S("CUDA 11 redist"))) << eleven.problem.toStdString();
    EXPECT_TRUE(eleven.archives.isEmpty());

    // The cuDNN manifest in the same folder is not taken for a CUDA one.
    QFile::remove(m_folder.filePath(S("redistrib_12.6.3.json")));
    QFile::remove(m_folder.filePath(S("redistrib_13.0.2.json")));
    const CudaRedistChoice none = CudaRedistFolder::choose(m_folder.path(), CudaProfile::Runtime, S("linux-x86_64"), 0);
    EXPECT_FALSE(none.ok());
    EXPECT_TRUE(none.problem.contains(S("redistrib_X.Y.Z.json"))) << none.problem.toStdString();

    // A platform the manifest has no nvcc for cannot get the develop profile.
    ASSERT_TRUE(QFile::copy(QStringLiteral(MANIFEST_DATA_DIR "/redistrib_13.0.2.json"), m_folder.filePath(S("redistrib_13.0.2.json"))));
    const CudaRedistChoice windowsArm = CudaRedistFolder::choose(m_folder.path(), CudaProfile::Develop, S("windows-arm64"), 13);
    EXPECT_FALSE(windowsArm.ok());
    EXPECT_TRUE(windowsArm.problem.contains(S("windows-arm64")) && windowsArm.problem.contains(S("develop")))
        << windowsArm.problem.toStdString();
}

} // namespace
} // namespace cudnnsetup
