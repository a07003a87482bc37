#include "ScanTestSupport.h"

#include "core/probe/ToolkitFinder.h"
#include "fixtures/fake_nvcc/FakeNvccFixture.h"
#include "support/SymlinksReported.h"

#include <QDir>
#include <QFile>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

class ToolkitFinderTest : public ScanTest
{
protected:
    ToolkitFinderResult find(bool runNvcc = true)
    {
        m_paths.emplace(paths());
        return ToolkitFinder(*m_paths, runNvcc, 1500).find();
    }
    const ToolkitInstall *byVersion(const ToolkitFinderResult &result, const Version &version)
    {
        for (const ToolkitInstall &toolkit : result.toolkits)
            if (toolkit.version == version)
                return &toolkit;
        return nullptr;
    }
    bool notesMention(const ToolkitFinderResult &result, const QString &text)
    {
        for (const ScanNote &note : result.notes)
            if (note.message.contains(text) || note.subject.contains(text))
                return true;
        return false;
    }
    // A Linux tree's nvcc stand-in is a shell script, a Linux program: a Windows host cannot
    // run it, as it could not run a real Linux nvcc. The Windows*NvccExe* tests below give
    // Windows the same cases with nvcc.exe.
    static bool hostRunsLinuxPrograms() { return !HostPlatform::current().isWindows(); }

#ifdef _WIN32
    // A toolkit where NVIDIA's Windows installer puts it, with the stand-in nvcc.exe answering
    // `nvcc --version` (in CR LF lines, as the real one does).
    QString windowsToolkit(const QString &release, const QString &jsonVersion, const QByteArray &nvccOutput,
                           fixtures::FakeNvccAnswer answer = fixtures::FakeNvccAnswer::Answers)
    {
        const QString root = QStringLiteral("Program Files/NVIDIA GPU Computing Toolkit/CUDA/v") + release;
        sysroot.toolkit(root, jsonVersion);
        EXPECT_TRUE(fixtures::installFakeNvccExe(sysroot.path(root + QStringLiteral("/bin")),
                                                 fixtures::windowsLineEnds(nvccOutput), answer));
        return root;
    }
    ToolkitFinderResult findWindows()
    {
        m_paths.emplace(paths(HostPlatform::fromRedistKey(u"windows-x86_64")));
        return ToolkitFinder(*m_paths, true, 1500).find();
    }
#endif
    std::optional<SystemPaths> m_paths;
};

#define SKIP_UNLESS_LINUX_PROGRAMS_RUN()                                                                      \
    if (!hostRunsLinuxPrograms())                                                                             \
    GTEST_SKIP() << "this Linux tree's nvcc is a shell script, which a Windows host cannot run; the "         \
                    "Windows*NvccExe* tests cover the same case with nvcc.exe"

TEST_F(ToolkitFinderTest, FindsNothingOnAnEmptyMachine)
{
    const ToolkitFinderResult result = find();
    EXPECT_TRUE(result.toolkits.isEmpty());
    EXPECT_TRUE(result.notes.isEmpty());
}

TEST_F(ToolkitFinderTest, FindsSeveralToolkitsAndTheLinkedDefault)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"), QStringLiteral("12.4"), QStringLiteral("12.4.131"));
    sysroot.toolkit(QStringLiteral("usr/local/cuda-11.8"), QStringLiteral("11.8.0"), QStringLiteral("11.8"), QStringLiteral("11.8.89"));
    sysroot.symlink(QStringLiteral("usr/local/cuda"), QStringLiteral("cuda-12.4"));

    const ToolkitFinderResult result = find();
    ASSERT_EQ(result.toolkits.size(), 2);
    const ToolkitInstall *newer = byVersion(result, Version{12, 4, 1});
    const ToolkitInstall *older = byVersion(result, Version{11, 8, 0});
    ASSERT_TRUE(newer && older);
    EXPECT_EQ(newer->versionSource, QStringLiteral("version.json"));
    EXPECT_EQ(newer->nvccVersion, (Version{12, 4, 131}));
    EXPECT_TRUE(newer->isDefault);
    EXPECT_TRUE(newer->defaultReason.contains(QStringLiteral("/usr/local/cuda")));
    EXPECT_TRUE(newer->foundVia.contains(QStringLiteral("/usr/local/cuda")));
    EXPECT_TRUE(newer->foundVia.contains(QStringLiteral("/usr/local/cuda-12.4")));
    EXPECT_FALSE(older->isDefault);
    EXPECT_TRUE(result.notes.isEmpty());
}

TEST_F(ToolkitFinderTest, NvccFirstOnPathIsTheDefault)
{
    SKIP_UNLESS_LINUX_PROGRAMS_RUN();
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"), QStringLiteral("12.4"), QStringLiteral("12.4.131"));
    sysroot.toolkit(QStringLiteral("usr/local/cuda-11.8"), QStringLiteral("11.8.0"), QStringLiteral("11.8"), QStringLiteral("11.8.89"));
    sysroot.symlink(QStringLiteral("usr/local/cuda"), QStringLiteral("cuda-12.4"));
    environment.insert(QStringLiteral("PATH"), sysroot.path(QStringLiteral("usr/local/cuda-11.8/bin")) + QStringLiteral(":/usr/bin"));

    const ToolkitFinderResult result = find();
    const ToolkitInstall *older = byVersion(result, Version{11, 8, 0});
    ASSERT_TRUE(older);
    EXPECT_TRUE(older->isDefault);
    EXPECT_TRUE(older->defaultReason.contains(QStringLiteral("PATH")));
    EXPECT_FALSE(byVersion(result, Version{12, 4, 1})->isDefault);
}

TEST_F(ToolkitFinderTest, FollowsAnNvccLauncherScriptOnPath)
{
    SKIP_UNLESS_LINUX_PROGRAMS_RUN();
    // Like /usr/local/bin/nvcc on our build machines, or Debian's /usr/bin/nvcc.
    sysroot.toolkit(QStringLiteral("usr/local/cuda-13.0"), QStringLiteral("13.0.2"), QStringLiteral("13.0"), QStringLiteral("13.0.88"));
    sysroot.file(QStringLiteral("usr/local/include/cuda.h"), "/* a link farm, not a toolkit */\n");
    sysroot.executable(QStringLiteral("usr/local/bin/nvcc"),
                       "#!/bin/sh\nexec " + sysroot.path(QStringLiteral("usr/local/cuda-13.0/bin/nvcc")).toUtf8() + " \"$@\"\n");
    environment.insert(QStringLiteral("PATH"), sysroot.path(QStringLiteral("usr/local/bin")));

    const ToolkitFinderResult result = find();
    ASSERT_EQ(result.toolkits.size(), 1);
    EXPECT_TRUE(result.toolkits[0].root.endsWith(QStringLiteral("usr/local/cuda-13.0")));
    EXPECT_TRUE(result.toolkits[0].foundVia.contains(QStringLiteral("PATH")));
    EXPECT_TRUE(result.toolkits[0].isDefault);
}

TEST_F(ToolkitFinderTest, VersionFromNvccWhenTheToolkitHasNoVersionFile)
{
    SKIP_UNLESS_LINUX_PROGRAMS_RUN();
    sysroot.toolkit(QStringLiteral("opt/cuda"), QString(), QStringLiteral("13.0"), QStringLiteral("13.0.88"));
    const ToolkitFinderResult result = find();
    ASSERT_EQ(result.toolkits.size(), 1);
    EXPECT_EQ(result.toolkits[0].version, (Version{13, 0}));
    EXPECT_EQ(result.toolkits[0].versionSource, QStringLiteral("nvcc"));
    EXPECT_TRUE(result.toolkits[0].isDefault);
}

TEST_F(ToolkitFinderTest, VersionFromWheelMetadataLikeOurBuildMachines)
{
    sysroot.toolkit(QStringLiteral("usr/local/cuda-13.0"), QString());
    sysroot.dir(QStringLiteral("usr/local/cuda-13.0/dist-info/nvidia_cuda_nvcc-13.0.88.dist-info"));
    sysroot.dir(QStringLiteral("usr/local/cuda-13.0/dist-info/nvidia_cudnn_cu13-9.19.0.56.dist-info"));
    const ToolkitFinderResult result = find(false);
    ASSERT_EQ(result.toolkits.size(), 1);
    EXPECT_EQ(result.toolkits[0].version, (Version{13, 0}));
    EXPECT_EQ(result.toolkits[0].versionSource, QStringLiteral("dist-info"));
}

TEST_F(ToolkitFinderTest, FolderNameIsTheLastResort)
{
    sysroot.toolkit(QStringLiteral("usr/local/cuda-10.2"), QString());
    const ToolkitFinderResult result = find();
    ASSERT_EQ(result.toolkits.size(), 1);
    EXPECT_EQ(result.toolkits[0].version, (Version{10, 2}));
    EXPECT_EQ(result.toolkits[0].versionSource, QStringLiteral("folder name"));
}

TEST_F(ToolkitFinderTest, AHungNvccIsStoppedAndReported)
{
    SKIP_UNLESS_LINUX_PROGRAMS_RUN();
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
    sysroot.executable(QStringLiteral("usr/local/cuda-12.4/bin/nvcc"), "#!/bin/sh\nexec sleep 60\n");
    const ToolkitFinderResult result = find();
    ASSERT_EQ(result.toolkits.size(), 1);
    EXPECT_EQ(result.toolkits[0].version, (Version{12, 4, 1}));   // the version file still answers
    EXPECT_FALSE(result.toolkits[0].nvccVersion.isValid());
    EXPECT_TRUE(result.toolkits[0].nvccProblem.contains(QStringLiteral("did not answer")));
    EXPECT_TRUE(notesMention(result, QStringLiteral("did not answer")));
}

TEST_F(ToolkitFinderTest, ANonExecutableOrGarbageNvccIsReported)
{
    SKIP_UNLESS_LINUX_PROGRAMS_RUN();
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.1"), QStringLiteral("12.1.1"));
    sysroot.file(QStringLiteral("usr/local/cuda-12.1/bin/nvcc"), "#!/bin/sh\necho hi\n");   // no exec bit
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.2"), QStringLiteral("12.2.0"));
    sysroot.executable(QStringLiteral("usr/local/cuda-12.2/bin/nvcc"), "#!/bin/sh\necho 'Segmentation fault? no: just nonsense'\n");
    const ToolkitFinderResult result = find();
    ASSERT_EQ(result.toolkits.size(), 2);
    EXPECT_TRUE(byVersion(result, Version{12, 1, 1})->nvccProblem.contains(QStringLiteral("could not be started")));
    EXPECT_TRUE(byVersion(result, Version{12, 2, 0})->nvccProblem.contains(QStringLiteral("not a version")));
}

TEST_F(ToolkitFinderTest, GarbageVersionJsonFallsBackToNvccWithANote)
{
    SKIP_UNLESS_LINUX_PROGRAMS_RUN();
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.6"), QString(), QStringLiteral("12.6"), QStringLiteral("12.6.20"));
    sysroot.file(QStringLiteral("usr/local/cuda-12.6/version.json"), "{\"cuda\": {\"version\": 12}");
    const ToolkitFinderResult result = find();
    ASSERT_EQ(result.toolkits.size(), 1);
    EXPECT_EQ(result.toolkits[0].version, (Version{12, 6}));
    EXPECT_EQ(result.toolkits[0].versionSource, QStringLiteral("nvcc"));
    EXPECT_TRUE(notesMention(result, QStringLiteral("version.json")));
}

TEST_F(ToolkitFinderTest, DisagreementBetweenVersionFileAndNvccIsReported)
{
    SKIP_UNLESS_LINUX_PROGRAMS_RUN();
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"), QStringLiteral("12.3"), QStringLiteral("12.3.107"));
    const ToolkitFinderResult result = find();
    EXPECT_TRUE(notesMention(result, QStringLiteral("nvcc reports 12.3")));
}

TEST_F(ToolkitFinderTest, StaleVariablesAreReportedNotTrusted)
{
    environment.insert(QStringLiteral("CUDA_HOME"), sysroot.path(QStringLiteral("usr/local/cuda-9.0")));
    const ToolkitFinderResult result = find();
    EXPECT_TRUE(result.toolkits.isEmpty());
    EXPECT_TRUE(notesMention(result, QStringLiteral("CUDA_HOME")));
}

TEST_F(ToolkitFinderTest, FindsWindowsToolkitsInAnImage)
{
    const QString root = QStringLiteral("Program Files/NVIDIA GPU Computing Toolkit/CUDA/v12.9");
    sysroot.toolkit(root, QStringLiteral("12.9.1"));
    environment.insert(QStringLiteral("CUDA_PATH"), sysroot.path(root));
    environment.insert(QStringLiteral("CUDA_PATH_V12_9"), sysroot.path(root));
    m_paths.emplace(paths(HostPlatform::fromRedistKey(u"windows-x86_64")));
    const ToolkitFinderResult result = ToolkitFinder(*m_paths, true, 1500).find();
    ASSERT_EQ(result.toolkits.size(), 1);
    EXPECT_EQ(result.toolkits[0].version, (Version{12, 9, 1}));
    EXPECT_TRUE(result.toolkits[0].isDefault);
    EXPECT_TRUE(result.toolkits[0].defaultReason.contains(QStringLiteral("CUDA_PATH")));
    EXPECT_TRUE(result.toolkits[0].foundVia.contains(QStringLiteral("CUDA_PATH_V12_9")));
}

TEST_F(ToolkitFinderTest, OnWindowsTheNewestIsTheDefaultWhenNothingSelectsOneAndTheReasonSaysWhatWasLookedFor)
{
    for (const QString &release : {QStringLiteral("12.6"), QStringLiteral("13.0")})
        sysroot.toolkit(QStringLiteral("Program Files/NVIDIA GPU Computing Toolkit/CUDA/v") + release, release + QStringLiteral(".1"));
    m_paths.emplace(paths(HostPlatform::fromRedistKey(u"windows-x86_64")));
    const ToolkitFinderResult result = ToolkitFinder(*m_paths, false, 1500).find();
    ASSERT_EQ(result.toolkits.size(), 2);
    const ToolkitInstall *newest = byVersion(result, Version{13, 0, 1});
    ASSERT_TRUE(newest);
    EXPECT_TRUE(newest->isDefault);
    EXPECT_EQ(newest->defaultReason, QStringLiteral("nothing selects a toolkit (no CUDA_PATH, no nvcc.exe on PATH); it is the newest"));
}

#ifdef _WIN32
TEST_F(ToolkitFinderTest, WindowsNvccExeIsRunAndAgreesWithTheVersionFile)
{
    windowsToolkit(QStringLiteral("12.6"), QStringLiteral("12.6.3"), SysrootBuilder::nvccBanner(QStringLiteral("12.6"), QStringLiteral("12.6.85")));
    const ToolkitFinderResult result = findWindows();
    ASSERT_EQ(result.toolkits.size(), 1);
    EXPECT_EQ(result.toolkits[0].version, (Version{12, 6, 3}));
    EXPECT_EQ(result.toolkits[0].nvccVersion, (Version{12, 6, 85}));
    EXPECT_TRUE(result.toolkits[0].nvccPath.endsWith(QStringLiteral("/v12.6/bin/nvcc.exe"))) << result.toolkits[0].nvccPath.toStdString();
    EXPECT_EQ(result.toolkits[0].nvccProblem, QString());
    EXPECT_TRUE(result.notes.isEmpty());
}

TEST_F(ToolkitFinderTest, WindowsNvccExeThatDisagreesWithTheVersionFileIsReported)
{
    windowsToolkit(QStringLiteral("12.4"), QStringLiteral("12.4.1"), SysrootBuilder::nvccBanner(QStringLiteral("12.3"), QStringLiteral("12.3.107")));
    const ToolkitFinderResult result = findWindows();
    ASSERT_EQ(result.toolkits.size(), 1);
    EXPECT_EQ(result.toolkits[0].nvccVersion, (Version{12, 3, 107}));
    EXPECT_TRUE(notesMention(result, QStringLiteral("nvcc reports 12.3")));
}

TEST_F(ToolkitFinderTest, AHungWindowsNvccExeIsStoppedAndReported)
{
    windowsToolkit(QStringLiteral("12.4"), QStringLiteral("12.4.1"), SysrootBuilder::nvccBanner(QStringLiteral("12.4"), QStringLiteral("12.4.131")),
                   fixtures::FakeNvccAnswer::Hangs);
    const ToolkitFinderResult result = findWindows();
    ASSERT_EQ(result.toolkits.size(), 1);
    EXPECT_EQ(result.toolkits[0].version, (Version{12, 4, 1}));   // the version file still answers
    EXPECT_FALSE(result.toolkits[0].nvccVersion.isValid());
    EXPECT_TRUE(result.toolkits[0].nvccProblem.contains(QStringLiteral("did not answer"))) << result.toolkits[0].nvccProblem.toStdString();
}

TEST_F(ToolkitFinderTest, AWindowsNvccExeThatFailsOrPrintsNonsenseIsReported)
{
    windowsToolkit(QStringLiteral("12.1"), QStringLiteral("12.1.1"), QByteArray());   // fails, exit status 1
    windowsToolkit(QStringLiteral("12.2"), QStringLiteral("12.2.0"), "Access is denied.\n");
    const ToolkitFinderResult result = findWindows();
    ASSERT_EQ(result.toolkits.size(), 2);
    const ToolkitInstall *failing = byVersion(result, Version{12, 1, 1});
    const ToolkitInstall *nonsense = byVersion(result, Version{12, 2, 0});
    ASSERT_TRUE(failing && nonsense);
    EXPECT_FALSE(failing->nvccVersion.isValid());
    EXPECT_FALSE(failing->nvccProblem.isEmpty());
    EXPECT_TRUE(nonsense->nvccProblem.contains(QStringLiteral("not a version"))) << nonsense->nvccProblem.toStdString();
    EXPECT_TRUE(nonsense->nvccProblem.contains(QStringLiteral("Access is denied.")));
}

TEST_F(ToolkitFinderTest, VersionFromWindowsNvccExeWhenTheToolkitHasNoVersionFile)
{
    windowsToolkit(QStringLiteral("13.0"), QString(), SysrootBuilder::nvccBanner(QStringLiteral("13.0"), QStringLiteral("13.0.88")));
    const ToolkitFinderResult result = findWindows();
    ASSERT_EQ(result.toolkits.size(), 1);
    EXPECT_EQ(result.toolkits[0].version, (Version{13, 0}));
    EXPECT_EQ(result.toolkits[0].versionSource, QStringLiteral("nvcc"));
}

TEST_F(ToolkitFinderTest, OnWindowsCudaPathChoosesTheDefaultAndNvccExeOnPathOnlyWithoutIt)
{
    const QString older = windowsToolkit(QStringLiteral("12.6"), QStringLiteral("12.6.3"),
                                         SysrootBuilder::nvccBanner(QStringLiteral("12.6"), QStringLiteral("12.6.85")));
    const QString newer = windowsToolkit(QStringLiteral("13.0"), QStringLiteral("13.0.2"),
                                         SysrootBuilder::nvccBanner(QStringLiteral("13.0"), QStringLiteral("13.0.88")));
    environment.insert(QStringLiteral("PATH"), QDir::toNativeSeparators(sysroot.path(older + QStringLiteral("/bin")))
                                                   + QStringLiteral(";C:\\Windows\\system32"));

    const ToolkitFinderResult byPath = findWindows();
    ASSERT_EQ(byPath.toolkits.size(), 2);
    EXPECT_TRUE(byVersion(byPath, Version{12, 6, 3})->isDefault);
    EXPECT_TRUE(byVersion(byPath, Version{12, 6, 3})->defaultReason.contains(QStringLiteral("PATH")));
    EXPECT_FALSE(byVersion(byPath, Version{13, 0, 2})->isDefault);

    // Visual Studio's CUDA build rules and CMake read CUDA_PATH, whatever PATH says.
    environment.insert(QStringLiteral("CUDA_PATH"), QDir::toNativeSeparators(sysroot.path(newer)));
    const ToolkitFinderResult byCudaPath = findWindows();
    ASSERT_EQ(byCudaPath.toolkits.size(), 2);
    EXPECT_TRUE(byVersion(byCudaPath, Version{13, 0, 2})->isDefault);
    EXPECT_TRUE(byVersion(byCudaPath, Version{13, 0, 2})->defaultReason.contains(QStringLiteral("CUDA_PATH")));
    EXPECT_FALSE(byVersion(byCudaPath, Version{12, 6, 3})->isDefault);
}
#endif

} // namespace
