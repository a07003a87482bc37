#include "ScanTestSupport.h"

#include "core/probe/CudnnCopyFinder.h"
#include "core/probe/ToolkitFinder.h"
#include "support/SymlinksReported.h"

#include <QFile>

#include <unistd.h>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

class CudnnCopyFinderTest : public ScanTest
{
protected:
    CudnnCopyFinderResult find(std::optional<HostPlatform> platform = {})
    {
        m_paths.emplace(paths(platform));
        m_toolkits = ToolkitFinder(*m_paths, false, 1500).find().toolkits;
        return CudnnCopyFinder(*m_paths, m_toolkits).find();
    }
    static const CudnnCopy *in(const CudnnCopyFinderResult &result, const QString &libraryDirSuffix)
    {
        for (const CudnnCopy &copy : result.copies)
            if (copy.libraryDir.endsWith(libraryDirSuffix))
                return &copy;
        return nullptr;
    }
    static bool problemsMention(const CudnnCopy &copy, const QString &text)
    {
        for (const QString &problem : copy.problems)
            if (problem.contains(text))
                return true;
        return false;
    }
    std::optional<SystemPaths> m_paths;
    QList<ToolkitInstall> m_toolkits;
};

TEST_F(CudnnCopyFinderTest, FindsACompleteCopyInsideAToolkit)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED(); // the .so and .so.9 links are 16 of the 24 files
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
    sysroot.cudnnLinuxLibraries(QStringLiteral("usr/local/cuda-12.4/lib64"), QStringLiteral("9.1.0"));
    sysroot.file(QStringLiteral("usr/local/cuda-12.4/include/cudnn_version.h"), SysrootBuilder::cudnnVersionHeader(9, 1, 0));

    const CudnnCopyFinderResult result = find();
    ASSERT_EQ(result.copies.size(), 1);
    const CudnnCopy &copy = result.copies[0];
    EXPECT_EQ(copy.kind, CudnnCopy::Kind::InsideToolkit);
    EXPECT_TRUE(copy.toolkitRoot.endsWith(QStringLiteral("usr/local/cuda-12.4")));
    EXPECT_EQ(copy.bestVersion(), (Version{9, 1, 0}));
    EXPECT_EQ(copy.headerVersion, (Version{9, 1, 0}));
    EXPECT_EQ(copy.libraryMajor(), 9);
    EXPECT_EQ(copy.subLibraries().size(), 8);
    EXPECT_EQ(copy.libraries.size(), 24);   // real file + .so.9 link + .so link for each of 8
    EXPECT_TRUE(copy.problems.isEmpty()) << copy.problems.join(u'\n').toStdString();
}

TEST_F(CudnnCopyFinderTest, ReadsAPipWheelCopyAndItsCudaVariant)
{
    const QString site = QStringLiteral("home/student/.local/lib/python3.11/site-packages");
    sysroot.cudnnSonameOnlyLibraries(site + QStringLiteral("/nvidia/cudnn/lib"), 9);
    sysroot.file(site + QStringLiteral("/nvidia/cudnn/include/cudnn_version.h"), SysrootBuilder::cudnnVersionHeader(9, 5, 0));
    sysroot.dir(site + QStringLiteral("/nvidia_cudnn_cu12-9.5.0.50.dist-info"));

    const CudnnCopyFinderResult result = find();
    const CudnnCopy *copy = in(result, QStringLiteral("nvidia/cudnn/lib"));
    ASSERT_TRUE(copy);
    EXPECT_EQ(copy->kind, CudnnCopy::Kind::PythonWheel);
    EXPECT_EQ(copy->packageVersion, (Version{9, 5, 0, 50}));
    EXPECT_EQ(copy->bestVersion(), (Version{9, 5, 0, 50}));
    EXPECT_EQ(copy->cudaMajor, 12);
    EXPECT_TRUE(copy->problems.isEmpty()) << copy->problems.join(u'\n').toStdString();
}

TEST_F(CudnnCopyFinderTest, NamesWhatIsBrokenInABrokenCopy)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();
    const QString lib = QStringLiteral("opt/cudnn-broken/lib");
    // ops from 9.2.0 copied over a 9.1.0 set, the graph library missing, a dangling link, and a
    // header from yet another release.
    sysroot.cudnnLinuxLibraries(lib, QStringLiteral("9.1.0"),
                                {QStringLiteral("cudnn"), QStringLiteral("cudnn_adv"), QStringLiteral("cudnn_cnn"),
                                 QStringLiteral("cudnn_engines_precompiled"), QStringLiteral("cudnn_engines_runtime_compiled"),
                                 QStringLiteral("cudnn_heuristic")});
    sysroot.cudnnLinuxLibraries(lib, QStringLiteral("9.2.0"), {QStringLiteral("cudnn_ops")});
    QFile::remove(sysroot.path(lib + QStringLiteral("/libcudnn_heuristic.so.9.1.0")));
    sysroot.file(QStringLiteral("opt/cudnn-broken/include/cudnn_version.h"), SysrootBuilder::cudnnVersionHeader(9, 0, 0));

    const CudnnCopyFinderResult result = find();
    const CudnnCopy *copy = in(result, lib);
    ASSERT_TRUE(copy);
    EXPECT_EQ(copy->kind, CudnnCopy::Kind::SideBySide);
    EXPECT_TRUE(problemsMention(*copy, QStringLiteral("libcudnn_graph.so.9"))) << copy->problems.join(u'\n').toStdString();
    EXPECT_TRUE(problemsMention(*copy, QStringLiteral("libcudnn_heuristic.so.9")));   // dangling: does not count as present
    EXPECT_TRUE(problemsMention(*copy, QStringLiteral("which does not exist")));
    EXPECT_TRUE(problemsMention(*copy, QStringLiteral("different cuDNN releases")));
    EXPECT_TRUE(problemsMention(*copy, QStringLiteral("9.2.0")));
}

TEST_F(CudnnCopyFinderTest, HeaderFromAnotherReleaseIsReported)
{
    sysroot.cudnnLinuxLibraries(QStringLiteral("opt/cudnn/lib"), QStringLiteral("9.3.0"));
    sysroot.file(QStringLiteral("opt/cudnn/include/cudnn_version.h"), SysrootBuilder::cudnnVersionHeader(8, 9, 7));
    const CudnnCopyFinderResult result = find();
    const CudnnCopy *copy = in(result, QStringLiteral("opt/cudnn/lib"));
    ASSERT_TRUE(copy);
    EXPECT_TRUE(problemsMention(*copy, QStringLiteral("says cuDNN 8.9.7, but the libraries are cuDNN 9.3.0")))
        << copy->problems.join(u'\n').toStdString();
}

TEST_F(CudnnCopyFinderTest, FindsADistroPackageCopyWithItsVersionedHeader)
{
    sysroot.cudnnLinuxLibraries(QStringLiteral("usr/lib/x86_64-linux-gnu"), QStringLiteral("8.9.7"));
    sysroot.file(QStringLiteral("usr/include/x86_64-linux-gnu/cudnn_version_v8.h"), SysrootBuilder::cudnnVersionHeader(8, 9, 7));
    const CudnnCopyFinderResult result = find();
    const CudnnCopy *copy = in(result, QStringLiteral("usr/lib/x86_64-linux-gnu"));
    ASSERT_TRUE(copy);
    EXPECT_EQ(copy->kind, CudnnCopy::Kind::DistroPackage);
    EXPECT_EQ(copy->headerVersion, (Version{8, 9, 7}));
    EXPECT_EQ(copy->subLibraries().size(), 7);
    EXPECT_TRUE(copy->problems.isEmpty()) << copy->problems.join(u'\n').toStdString();
}

TEST_F(CudnnCopyFinderTest, SearchPathFoldersAreFoundAndAnnotated)
{
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
    sysroot.cudnnLinuxLibraries(QStringLiteral("usr/local/cuda-12.4/lib64"), QStringLiteral("9.1.0"));
    sysroot.cudnnLinuxLibraries(QStringLiteral("home/student/cudnn-8/lib"), QStringLiteral("8.6.0"));
    environment.insert(QStringLiteral("LD_LIBRARY_PATH"),
                       sysroot.path(QStringLiteral("home/student/cudnn-8/lib")) + u':' + sysroot.path(QStringLiteral("usr/local/cuda-12.4/lib64")));

    const CudnnCopyFinderResult result = find();
    ASSERT_EQ(result.copies.size(), 2);
    const CudnnCopy *own = in(result, QStringLiteral("cudnn-8/lib"));
    ASSERT_TRUE(own);
    EXPECT_EQ(own->kind, CudnnCopy::Kind::SearchPath);
    EXPECT_EQ(own->foundVia, QStringList{QStringLiteral("LD_LIBRARY_PATH")});
    const CudnnCopy *inToolkit = in(result, QStringLiteral("cuda-12.4/lib64"));
    ASSERT_TRUE(inToolkit);
    EXPECT_EQ(inToolkit->kind, CudnnCopy::Kind::InsideToolkit);
    EXPECT_TRUE(inToolkit->foundVia.contains(QStringLiteral("LD_LIBRARY_PATH")));
}

TEST_F(CudnnCopyFinderTest, FollowsLdSoConfIncludes)
{
    sysroot.file(QStringLiteral("etc/ld.so.conf"), "include /etc/ld.so.conf.d/*.conf\n");
    sysroot.file(QStringLiteral("etc/ld.so.conf.d/cudnn.conf"), "# cuDNN\n/srv/cudnn/lib\n");
    sysroot.cudnnLinuxLibraries(QStringLiteral("srv/cudnn/lib"), QStringLiteral("9.8.0"));
    const CudnnCopyFinderResult result = find();
    const CudnnCopy *copy = in(result, QStringLiteral("srv/cudnn/lib"));
    ASSERT_TRUE(copy);
    EXPECT_EQ(copy->foundVia, QStringList{QStringLiteral("ld.so.conf")});
}

TEST_F(CudnnCopyFinderTest, FindsCondaCopiesWithTheirPackageVersion)
{
    const QString env = QStringLiteral("home/student/miniconda3/envs/dl");
    environment.insert(QStringLiteral("CONDA_PREFIX"), sysroot.path(env));
    sysroot.cudnnLinuxLibraries(env + QStringLiteral("/lib"), QStringLiteral("9.1.1"));
    sysroot.file(env + QStringLiteral("/conda-meta/cudnn-9.1.1.17-cuda12_1.json"), "{}");
    const CudnnCopyFinderResult result = find();
    const CudnnCopy *copy = in(result, QStringLiteral("envs/dl/lib"));
    ASSERT_TRUE(copy);
    EXPECT_EQ(copy->kind, CudnnCopy::Kind::Conda);
    EXPECT_EQ(copy->packageVersion, (Version{9, 1, 1, 17}));
    EXPECT_EQ(copy->cudaMajor, 12);
}

TEST_F(CudnnCopyFinderTest, FindsNvidiaWindowsInstallerLayoutInAnImage)
{
    const QString release = QStringLiteral("Program Files/NVIDIA/CUDNN/v9.19");
    sysroot.cudnnWindowsDlls(release + QStringLiteral("/bin/12.9/x64"), 9);
    sysroot.cudnnWindowsDlls(release + QStringLiteral("/bin/13.0/x64"), 9);
    sysroot.file(release + QStringLiteral("/include/12.9/cudnn_version.h"), SysrootBuilder::cudnnVersionHeader(9, 19, 0));
    sysroot.file(release + QStringLiteral("/include/13.0/cudnn_version.h"), SysrootBuilder::cudnnVersionHeader(9, 19, 0));

    const CudnnCopyFinderResult result = find(HostPlatform::fromRedistKey(u"windows-x86_64"));
    ASSERT_EQ(result.copies.size(), 2);
    const CudnnCopy *cuda12 = in(result, QStringLiteral("bin/12.9/x64"));
    const CudnnCopy *cuda13 = in(result, QStringLiteral("bin/13.0/x64"));
    ASSERT_TRUE(cuda12 && cuda13);
    EXPECT_EQ(cuda12->kind, CudnnCopy::Kind::SideBySide);
    EXPECT_EQ(cuda12->cudaMajor, 12);
    EXPECT_EQ(cuda13->cudaMajor, 13);
    EXPECT_EQ(cuda12->headerVersion, (Version{9, 19, 0}));
    EXPECT_EQ(cuda12->subLibraries().size(), 8);
    EXPECT_TRUE(cuda12->problems.isEmpty()) << cuda12->problems.join(u'\n').toStdString();
}

TEST_F(CudnnCopyFinderTest, UnreadableFolderBecomesANote)
{
#ifdef Q_OS_WIN
    GTEST_SKIP() << "Windows: Qt's permissions only set the read-only attribute, which cannot make a folder unreadable";
#else
    if (::geteuid() == 0)
        GTEST_SKIP() << "running as root: permissions cannot make a folder unreadable";
#endif
    const QString lib = sysroot.dir(QStringLiteral("opt/locked/lib"));
    QFile::setPermissions(lib, QFileDevice::Permissions());
    const CudnnCopyFinderResult result = find();
    QFile::setPermissions(lib, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    bool noted = false;
    for (const ScanNote &note : result.notes)
        noted = noted || note.subject.endsWith(QStringLiteral("opt/locked/lib"));
    EXPECT_TRUE(noted);
}

TEST_F(CudnnCopyFinderTest, IgnoresFoldersWithoutCudnn)
{
    sysroot.file(QStringLiteral("usr/lib/x86_64-linux-gnu/libz.so.1"), "z");
    sysroot.file(QStringLiteral("usr/lib/x86_64-linux-gnu/libcudnn_frontend.so"), "not cudnn");
    sysroot.file(QStringLiteral("usr/lib/x86_64-linux-gnu/libcudnn_ops_static_v9.a"), "static");
    EXPECT_TRUE(find().copies.isEmpty());
}

} // namespace
