// `install --with-cuda runtime` through the real cudnn-setup.com under wine, on a machine with a
// driver and no CUDA Toolkit: NVIDIA's windows-x86_64 redist zips (SmallCudaRedist, with the
// manifest's real checksums) and the cuDNN zip of the same CUDA major become one toolkit under
// %LOCALAPPDATA%\Programs\NVIDIA GPU Computing Toolkit\CUDA\vX.Y — CUDA 13's DLLs in bin\x64,
// CUDA 12's in bin\, import libraries in lib\x64 — with CUDA_PATH, CUDA_PATH_VX_Y and the DLL
// folder on the user's Path in wine's registry; uninstall leaves the folder and the registry as
// they were.
#include "WindowsCliSupport.h"

#include "fixtures/archives/SmallCudaRedist.h"

using namespace cudnnsetup::testing;

namespace {

struct WindowsRelease
{
    int cudaMajor;
    QString label;       // the redist's release label
    QString shortVersion;
    QString cudnn;       // a cuDNN release built for that CUDA major
    QString dllFolder;   // where that major keeps its DLLs
    QStringList cudaDlls;
};

class WindowsCudaPiecesCliTest : public WindowsCliTest, public ::testing::WithParamInterface<WindowsRelease>
{
protected:
    void SetUp() override
    {
        WindowsCliTest::SetUp();
        m_programs = QDir::fromNativeSeparators(qEnvironmentVariable("LOCALAPPDATA")) + QStringLiteral("/Programs");
        ASSERT_FALSE(qEnvironmentVariable("LOCALAPPDATA").isEmpty());
        QDir().mkpath(m_programs);
        deleteRegistry(UserEnvironmentKey, versionedVariable());
    }

    void TearDown() override
    {
        QDir(m_programs + QStringLiteral("/NVIDIA GPU Computing Toolkit")).removeRecursively();
        deleteRegistry(UserEnvironmentKey, versionedVariable());
        WindowsCliTest::TearDown();
    }

    QString versionedVariable() const { return QStringLiteral("CUDA_PATH_V") + QString(GetParam().shortVersion).replace(u'.', u'_'); }
    QString root() const { return m_programs + QStringLiteral("/NVIDIA GPU Computing Toolkit/CUDA/v") + GetParam().shortVersion; }

    QString m_programs;
};

TEST_P(WindowsCudaPiecesCliTest, TheRuntimePiecesAndCudnnBecomeOneToolkitAndUninstallLeavesNothing)
{
    const WindowsRelease &release = GetParam();
    const QString redist = m_work.path() + QStringLiteral("/cuda redist");
    SmallCudaRedist::write(redist, SmallCudaRedist::windowsRuntimeComponents(release.cudaMajor), release.label,
                           QStringLiteral("windows-x86_64"));
    const QString cudnn = windowsZip(release.cudnn, release.cudaMajor);
    const TreeSnapshot programsBefore = TreeSnapshot::take(m_programs);
    const std::optional<RegistryValue> pathBefore = queryRegistry(UserEnvironmentKey, QStringLiteral("Path"));

    const ProgramRun run = cli({QStringLiteral("install"), QStringLiteral("--archive"), native(cudnn), QStringLiteral("--with-cuda"),
                                QStringLiteral("runtime"), QStringLiteral("--cuda-from"), native(redist), QStringLiteral("--scope"),
                                QStringLiteral("user"), QStringLiteral("--no-nvcc"), QStringLiteral("--state-dir"), native(state())});

    ASSERT_EQ(run.exitCode, 0) << run.describe();
    const QString dlls = root() + u'/' + release.dllFolder;
    for (const QString &dll : release.cudaDlls + QStringList{QStringLiteral("cudnn64_9.dll"), QStringLiteral("cudnn_ops64_9.dll")})
        EXPECT_TRUE(QFileInfo(dlls + u'/' + dll).isFile()) << dll.toStdString() << " not in " << dlls.toStdString();
    for (const char *file : {"lib/x64/cudart.lib", "lib/x64/cublasLt.lib", "lib/x64/cudnn.lib", "include/cudnn.h",
                             "include/cuda_runtime.h", "include/nvrtc.h", "licenses/libcublas/LICENSE"})
        EXPECT_TRUE(QFileInfo(root() + u'/' + QLatin1String(file)).isFile()) << file;
    if (release.cudaMajor >= 13)
        EXPECT_FALSE(QFileInfo::exists(root() + QStringLiteral("/bin/cudart64_13.dll")));
    else
        EXPECT_FALSE(QFileInfo::exists(root() + QStringLiteral("/bin/x64")));

    EXPECT_EQ(queryRegistry(UserEnvironmentKey, QStringLiteral("CUDA_PATH")), (RegistryValue{QStringLiteral("REG_SZ"), native(root())}));
    EXPECT_EQ(queryRegistry(UserEnvironmentKey, versionedVariable()), (RegistryValue{QStringLiteral("REG_SZ"), native(root())}));
    const std::optional<RegistryValue> path = queryRegistry(UserEnvironmentKey, QStringLiteral("Path"));
    ASSERT_TRUE(path.has_value());
    EXPECT_TRUE(path->data.split(u';').contains(native(dlls))) << path->data.toStdString();
    EXPECT_EQ(regExeQuery(UserEnvironmentKey, versionedVariable()), queryRegistry(UserEnvironmentKey, versionedVariable()));

    const ProgramRun undo = records(QStringLiteral("uninstall"));

    ASSERT_EQ(undo.exitCode, 0) << undo.describe();
    EXPECT_EQ(programsBefore.differences(TreeSnapshot::take(m_programs)), QStringList());
    EXPECT_EQ(queryRegistry(UserEnvironmentKey, QStringLiteral("CUDA_PATH")), std::nullopt);
    EXPECT_EQ(queryRegistry(UserEnvironmentKey, versionedVariable()), std::nullopt);
    EXPECT_EQ(queryRegistry(UserEnvironmentKey, QStringLiteral("Path")), pathBefore);
}

INSTANTIATE_TEST_SUITE_P(
    Majors, WindowsCudaPiecesCliTest,
    ::testing::Values(WindowsRelease{13, QStringLiteral("13.0.2"), QStringLiteral("13.0"), QStringLiteral("9.19.0.56"),
                                     QStringLiteral("bin/x64"),
                                     {QStringLiteral("cudart64_13.dll"), QStringLiteral("cublasLt64_13.dll"),
                                      QStringLiteral("cublas64_13.dll"), QStringLiteral("nvrtc64_130_0.dll")}},
                      WindowsRelease{12, QStringLiteral("12.9.1"), QStringLiteral("12.9"), QStringLiteral("9.10.2.21"),
                                     QStringLiteral("bin"),
                                     {QStringLiteral("cudart64_12.dll"), QStringLiteral("cublasLt64_12.dll"),
                                      QStringLiteral("cublas64_12.dll"), QStringLiteral("nvrtc64_120_0.dll")}}),
    [](const ::testing::TestParamInfo<WindowsRelease> &info) { return "Cuda" + std::to_string(info.param.cudaMajor); });

} // namespace
