// install / uninstall / rollback / resume through the real cudnn-setup.com under wine: DLLs
// where each CUDA major keeps them, the user and system Path and CUDA_PATH in wine's registry
// (REG_EXPAND_SZ kept, every other entry byte-identical, undo removes only ours), a DLL held open
// by another process, a user name that is not ASCII and paths with spaces.
#include "WindowsCliSupport.h"

#include <windows.h>

using namespace cudnnsetup::testing;

namespace {

const QString UserPathBefore = QStringLiteral("%USERPROFILE%\\tools;C:\\Program Files\\Git\\cmd");

QStringList dllNames(const QString &folder)
{
    return QDir(folder).entryList({QStringLiteral("cudnn*.dll")}, QDir::Files, QDir::Name);
}

class WindowsInstallCliTest : public WindowsCliTest
{
};

} // namespace

TEST_F(WindowsInstallCliTest, Cuda13GetsItsDllsInBinX64AndUninstallRestoresTheUserRegistry)
{
    const QString cuda13 = makeToolkit(QStringLiteral("13.0"), QStringLiteral("13.0.88"));
    makeToolkit(QStringLiteral("12.6"), QStringLiteral("12.6.85"));
    ASSERT_TRUE(setRegistry(UserEnvironmentKey, QStringLiteral("Path"), QStringLiteral("REG_EXPAND_SZ"), UserPathBefore));
    const TreeSnapshot toolkitBefore = TreeSnapshot::take(cuda13);

    const ProgramRun run = install(windowsZip(QStringLiteral("9.19.0.56"), 13), cuda13, QStringLiteral("user"));

    ASSERT_EQ(run.exitCode, 0) << run.describe();
    EXPECT_EQ(dllNames(cuda13 + QStringLiteral("/bin/x64")),
              (QStringList{QStringLiteral("cudnn64_9.dll"), QStringLiteral("cudnn_adv64_9.dll"),
                           QStringLiteral("cudnn_cnn64_9.dll"), QStringLiteral("cudnn_engines_precompiled64_9.dll"),
                           QStringLiteral("cudnn_engines_runtime_compiled64_9.dll"), QStringLiteral("cudnn_graph64_9.dll"),
                           QStringLiteral("cudnn_heuristic64_9.dll"), QStringLiteral("cudnn_ops64_9.dll")}));
    EXPECT_TRUE(QFile::exists(cuda13 + QStringLiteral("/include/cudnn.h")));
    EXPECT_TRUE(QFile::exists(cuda13 + QStringLiteral("/include/cudnn_version.h")));
    EXPECT_TRUE(QFile::exists(cuda13 + QStringLiteral("/lib/x64/cudnn.lib")));
    EXPECT_FALSE(QFile::exists(cuda13 + QStringLiteral("/bin/cudnn64_9.dll")));

    // Our folder appended; the user's entries, their %VARIABLES% and the value's type kept.
    EXPECT_EQ(queryRegistry(UserEnvironmentKey, QStringLiteral("Path")),
              (RegistryValue{QStringLiteral("REG_EXPAND_SZ"), UserPathBefore + u';' + native(cuda13) + QStringLiteral("\\bin\\x64")}));
    EXPECT_EQ(queryRegistry(UserEnvironmentKey, QStringLiteral("CUDA_PATH")), (RegistryValue{QStringLiteral("REG_SZ"), native(cuda13)}));
    EXPECT_EQ(queryRegistry(SystemEnvironmentKey, QStringLiteral("Path")), m_systemPathBefore);
    // What a user checking by hand sees.
    EXPECT_EQ(regExeQuery(UserEnvironmentKey, QStringLiteral("Path")), queryRegistry(UserEnvironmentKey, QStringLiteral("Path")));
    EXPECT_EQ(regExeQuery(UserEnvironmentKey, QStringLiteral("CUDA_PATH")), queryRegistry(UserEnvironmentKey, QStringLiteral("CUDA_PATH")));

    const ProgramRun undo = records(QStringLiteral("uninstall"));

    ASSERT_EQ(undo.exitCode, 0) << undo.describe();
    EXPECT_EQ(toolkitBefore.differences(TreeSnapshot::take(cuda13)), QStringList());
    EXPECT_EQ(queryRegistry(UserEnvironmentKey, QStringLiteral("Path")), (RegistryValue{QStringLiteral("REG_EXPAND_SZ"), UserPathBefore}));
    EXPECT_EQ(queryRegistry(UserEnvironmentKey, QStringLiteral("CUDA_PATH")), std::nullopt);
}

TEST_F(WindowsInstallCliTest, Cuda12GetsItsDllsInBinAndAnExistingCudaPathIsLeftAlone)
{
    const QString cuda12 = makeToolkit(QStringLiteral("12.6"), QStringLiteral("12.6.85"));
    const QString cuda13 = makeToolkit(QStringLiteral("13.0"), QStringLiteral("13.0.88"));
    ASSERT_TRUE(setRegistry(UserEnvironmentKey, QStringLiteral("CUDA_PATH"), QStringLiteral("REG_SZ"), native(cuda13)));

    // 9.10 still ships its DLLs in bin\ of the zip; either way they go where cudart is.
    const ProgramRun run = install(windowsZip(QStringLiteral("9.10.2.21"), 12), cuda12, QStringLiteral("user"));

    ASSERT_EQ(run.exitCode, 0) << run.describe();
    EXPECT_TRUE(QFile::exists(cuda12 + QStringLiteral("/bin/cudnn64_9.dll")));
    EXPECT_TRUE(QFile::exists(cuda12 + QStringLiteral("/bin/cudnn_ops64_9.dll")));
    EXPECT_FALSE(QDir(cuda12 + QStringLiteral("/bin/x64")).exists());
    // CUDA_PATH names an existing toolkit: not ours to change.
    EXPECT_EQ(queryRegistry(UserEnvironmentKey, QStringLiteral("CUDA_PATH")), (RegistryValue{QStringLiteral("REG_SZ"), native(cuda13)}));
    const std::optional<RegistryValue> path = queryRegistry(UserEnvironmentKey, QStringLiteral("Path"));
    ASSERT_TRUE(path.has_value());
    EXPECT_TRUE(path->data.endsWith(native(cuda12) + QStringLiteral("\\bin"))) << path->data.toStdString();

    ASSERT_EQ(records(QStringLiteral("uninstall")).exitCode, 0);
    EXPECT_EQ(queryRegistry(UserEnvironmentKey, QStringLiteral("CUDA_PATH")), (RegistryValue{QStringLiteral("REG_SZ"), native(cuda13)}));
    EXPECT_EQ(queryRegistry(UserEnvironmentKey, QStringLiteral("Path")), m_userPathBefore);
}

TEST_F(WindowsInstallCliTest, UninstallRemovesOnlyOurPathEntryWhateverTheUserAddedSince)
{
    const QString cuda13 = makeToolkit(QStringLiteral("13.0"), QStringLiteral("13.0.88"));
    ASSERT_TRUE(setRegistry(UserEnvironmentKey, QStringLiteral("Path"), QStringLiteral("REG_EXPAND_SZ"), UserPathBefore));
    ASSERT_EQ(install(windowsZip(QStringLiteral("9.19.0.56"), 13), cuda13, QStringLiteral("user")).exitCode, 0);
    const RegistryValue afterInstall = *queryRegistry(UserEnvironmentKey, QStringLiteral("Path"));
    ASSERT_TRUE(setRegistry(UserEnvironmentKey, QStringLiteral("Path"), afterInstall.type,
                            QStringLiteral("C:\\Later\\tool;") + afterInstall.data + QStringLiteral(";%LOCALAPPDATA%\\Later")));

    const ProgramRun undo = records(QStringLiteral("uninstall"));

    ASSERT_EQ(undo.exitCode, 0) << undo.describe();
    EXPECT_EQ(queryRegistry(UserEnvironmentKey, QStringLiteral("Path")),
              (RegistryValue{QStringLiteral("REG_EXPAND_SZ"),
                             QStringLiteral("C:\\Later\\tool;") + UserPathBefore + QStringLiteral(";%LOCALAPPDATA%\\Later")}));
}

TEST_F(WindowsInstallCliTest, SystemScopeEditsTheMachineEnvironmentAndUndoesIt)
{
    const QString cuda13 = makeToolkit(QStringLiteral("13.0"), QStringLiteral("13.0.88"));

    const ProgramRun run = install(windowsZip(QStringLiteral("9.19.0.56"), 13), cuda13, QStringLiteral("system"));

    ASSERT_EQ(run.exitCode, 0) << run.describe();
    const std::optional<RegistryValue> path = queryRegistry(SystemEnvironmentKey, QStringLiteral("Path"));
    ASSERT_TRUE(path.has_value() && m_systemPathBefore.has_value());
    EXPECT_EQ(path->type, m_systemPathBefore->type);
    EXPECT_EQ(path->data, m_systemPathBefore->data + u';' + native(cuda13) + QStringLiteral("\\bin\\x64"));
    EXPECT_EQ(queryRegistry(SystemEnvironmentKey, QStringLiteral("CUDA_PATH")), (RegistryValue{QStringLiteral("REG_SZ"), native(cuda13)}));
    EXPECT_EQ(queryRegistry(UserEnvironmentKey, QStringLiteral("Path")), m_userPathBefore);

    const ProgramRun undo = records(QStringLiteral("uninstall"));

    ASSERT_EQ(undo.exitCode, 0) << undo.describe();
    EXPECT_EQ(queryRegistry(SystemEnvironmentKey, QStringLiteral("Path")), m_systemPathBefore);
    EXPECT_EQ(queryRegistry(SystemEnvironmentKey, QStringLiteral("CUDA_PATH")), std::nullopt);
}

TEST_F(WindowsInstallCliTest, ADllHeldOpenByAnotherProgramIsNamedAndNothingChanges)
{
    const QString cuda13 = makeToolkit(QStringLiteral("13.0"), QStringLiteral("13.0.88"));
    ASSERT_EQ(install(windowsZip(QStringLiteral("9.18.1.3"), 13), cuda13, QStringLiteral("user")).exitCode, 0);
    const TreeSnapshot toolkitBefore = TreeSnapshot::take(cuda13);
    const std::optional<RegistryValue> pathBefore = queryRegistry(UserEnvironmentKey, QStringLiteral("Path"));
    // This test process holds the DLL as a running Python that loaded it would: no sharing.
    const QString held = cuda13 + QStringLiteral("/bin/x64/cudnn_ops64_9.dll");
    const HANDLE handle = CreateFileW(reinterpret_cast<LPCWSTR>(native(held).utf16()), GENERIC_READ, 0, nullptr, OPEN_EXISTING,
                                      FILE_ATTRIBUTE_NORMAL, nullptr);
    ASSERT_NE(handle, INVALID_HANDLE_VALUE);

    const ProgramRun run = install(windowsZip(QStringLiteral("9.19.0.56"), 13), cuda13, QStringLiteral("user"));
    CloseHandle(handle);

    EXPECT_NE(run.exitCode, 0) << run.describe();
    EXPECT_TRUE(run.err.contains(native(held))) << run.describe();
    EXPECT_EQ(toolkitBefore.differences(TreeSnapshot::take(cuda13)), QStringList());
    EXPECT_EQ(queryRegistry(UserEnvironmentKey, QStringLiteral("Path")), pathBefore);
    // The earlier install is still the one on record, and still undoes cleanly.
    ASSERT_EQ(records(QStringLiteral("uninstall")).exitCode, 0);
    EXPECT_EQ(queryRegistry(UserEnvironmentKey, QStringLiteral("Path")), m_userPathBefore);
}

TEST_F(WindowsInstallCliTest, ANonAsciiUserNameAndSpacesInEveryPath)
{
    const QString user = QStringLiteral("C:/Users/张三");
    const QString downloads = user + QStringLiteral("/Downloads/cuDNN 下载");
    QDir().mkpath(downloads);
    const QString zip = downloads + u'/' + QFileInfo(windowsZip(QStringLiteral("9.19.0.56"), 12)).fileName();
    ASSERT_TRUE(QFile::copy(windowsZip(QStringLiteral("9.19.0.56"), 12), zip));
    const QString cuda12 = makeToolkit(QStringLiteral("12.6"), QStringLiteral("12.6.85"));
    const QString target = user + QStringLiteral("/AppData/Local/Programs/cuDNN 9.19");
    const QString stateDir = user + QStringLiteral("/AppData/Local/cudnn-setup");

    const ProgramRun run = cli({QStringLiteral("install"), QStringLiteral("--archive"), native(zip), QStringLiteral("--cuda-root"),
                                native(cuda12), QStringLiteral("--scope"), QStringLiteral("user"), QStringLiteral("--layout"),
                                QStringLiteral("side-by-side"), QStringLiteral("--target"), native(target), QStringLiteral("--no-nvcc"),
                                QStringLiteral("--state-dir"), native(stateDir)});

    ASSERT_EQ(run.exitCode, 0) << run.describe();
    EXPECT_TRUE(run.out.contains(native(target))) << run.describe();
    // A side-by-side copy on Windows takes the layout of NVIDIA's cuDNN installer.
    const QString dlls = target + QStringLiteral("/bin/12.6/x64");
    EXPECT_TRUE(QFile::exists(dlls + QStringLiteral("/cudnn64_9.dll"))) << TreeSnapshot::take(target).listing().toStdString();
    EXPECT_TRUE(QFile::exists(target + QStringLiteral("/include/12.6/cudnn.h")));
    const std::optional<RegistryValue> path = queryRegistry(UserEnvironmentKey, QStringLiteral("Path"));
    ASSERT_TRUE(path.has_value());
    EXPECT_TRUE(path->data.split(u';').contains(native(dlls))) << path->data.toStdString();

    const ProgramRun status = cli({QStringLiteral("status"), QStringLiteral("--state-dir"), native(stateDir)});
    EXPECT_TRUE(status.out.contains(QStringLiteral("installed"))) << status.describe();

    const ProgramRun undo = cli({QStringLiteral("uninstall"), QStringLiteral("--state-dir"), native(stateDir)});
    ASSERT_EQ(undo.exitCode, 0) << undo.describe();
    const TreeSnapshot afterUndo = TreeSnapshot::take(target);
    EXPECT_TRUE(afterUndo.files().isEmpty()) << afterUndo.listing().toStdString();
    EXPECT_EQ(queryRegistry(UserEnvironmentKey, QStringLiteral("Path")), m_userPathBefore);
    QDir(user).removeRecursively();
}

TEST_F(WindowsInstallCliTest, ATargetFolderLongerThanMaxPath)
{
    QString target = QStringLiteral("C:/cudnn long paths");
    while (target.size() < 300)
        target += QStringLiteral("/a folder with a long name for the test");
    const QString cuda12 = makeToolkit(QStringLiteral("12.6"), QStringLiteral("12.6.85"));

    const ProgramRun run = install(windowsZip(QStringLiteral("9.19.0.56"), 12), cuda12, QStringLiteral("user"),
                                   {QStringLiteral("--layout"), QStringLiteral("side-by-side"), QStringLiteral("--target"), native(target)});

    ASSERT_EQ(run.exitCode, 0) << run.describe();
    const QString dll = target + QStringLiteral("/bin/12.6/x64/cudnn64_9.dll");
    ASSERT_GT(native(dll).size(), MAX_PATH);
    EXPECT_TRUE(QFile::exists(dll));
    ASSERT_EQ(records(QStringLiteral("uninstall")).exitCode, 0);
    EXPECT_FALSE(QFile::exists(dll));
    EXPECT_EQ(queryRegistry(UserEnvironmentKey, QStringLiteral("Path")), m_userPathBefore);
    QDir(QStringLiteral("C:/cudnn long paths")).removeRecursively();
}

TEST_F(WindowsInstallCliTest, AnInstallKilledHalfwayIsRolledBackToTheStateBefore)
{
    const QString cuda13 = makeToolkit(QStringLiteral("13.0"), QStringLiteral("13.0.88"));
    ASSERT_TRUE(setRegistry(UserEnvironmentKey, QStringLiteral("Path"), QStringLiteral("REG_EXPAND_SZ"), UserPathBefore));
    const TreeSnapshot toolkitBefore = TreeSnapshot::take(cuda13);
    QProcessEnvironment crash;
    crash.insert(QStringLiteral("CUDNN_SETUP_TEST_CRASH_AT"), QStringLiteral("6"));

    const ProgramRun killed = install(windowsZip(QStringLiteral("9.19.0.56"), 13), cuda13, QStringLiteral("user"), {}, crash);

    ASSERT_EQ(killed.exitCode, 137) << killed.describe();   // CrashPoint's TerminateProcess
    EXPECT_FALSE(toolkitBefore.changedFiles(TreeSnapshot::take(cuda13)).isEmpty()); // stopped halfway: some files written
    const ProgramRun status = records(QStringLiteral("status"));
    EXPECT_TRUE(status.out.contains(QStringLiteral("Interrupted"))) << status.describe();

    const ProgramRun rollback = records(QStringLiteral("rollback"));

    ASSERT_EQ(rollback.exitCode, 0) << rollback.describe();
    EXPECT_EQ(toolkitBefore.differences(TreeSnapshot::take(cuda13)), QStringList());
    EXPECT_EQ(queryRegistry(UserEnvironmentKey, QStringLiteral("Path")), (RegistryValue{QStringLiteral("REG_EXPAND_SZ"), UserPathBefore}));
    EXPECT_EQ(queryRegistry(UserEnvironmentKey, QStringLiteral("CUDA_PATH")), std::nullopt);
}

TEST_F(WindowsInstallCliTest, AnInstallKilledAfterItsRegistryEditIsResumedToTheEnd)
{
    const QString cuda13 = makeToolkit(QStringLiteral("13.0"), QStringLiteral("13.0.88"));
    ASSERT_TRUE(setRegistry(UserEnvironmentKey, QStringLiteral("Path"), QStringLiteral("REG_EXPAND_SZ"), UserPathBefore));
    const QString zip = windowsZip(QStringLiteral("9.19.0.56"), 13);
    const QString ours = UserPathBefore + u';' + native(cuda13) + QStringLiteral("\\bin\\x64");

    // The first crash point after which the Path edit is in the registry. Crash points come in
    // order, so what a kill leaves grows with the point: found by bisection, each try rolled back
    // (or, past the last point, uninstalled).
    const auto pathEditedWhenKilledAt = [&](int point) {
        QProcessEnvironment crash;
        crash.insert(QStringLiteral("CUDNN_SETUP_TEST_CRASH_AT"), QString::number(point));
        const ProgramRun run = install(zip, cuda13, QStringLiteral("user"), {}, crash);
        const std::optional<RegistryValue> path = queryRegistry(UserEnvironmentKey, QStringLiteral("Path"));
        const bool edited = path && path->data == ours;
        EXPECT_EQ(records(run.exitCode == 137 ? QStringLiteral("rollback") : QStringLiteral("uninstall")).exitCode, 0);
        return edited;
    };
    int low = 1;       // not edited yet when killed here
    int high = 1000;   // past every crash point: the install finishes
    ASSERT_FALSE(pathEditedWhenKilledAt(low));
    while (high - low > 1) {
        const int middle = (low + high) / 2;
        (pathEditedWhenKilledAt(middle) ? high : low) = middle;
    }
    QProcessEnvironment crash;
    crash.insert(QStringLiteral("CUDNN_SETUP_TEST_CRASH_AT"), QString::number(high));
    const ProgramRun killed = install(zip, cuda13, QStringLiteral("user"), {}, crash);
    ASSERT_EQ(killed.exitCode, 137) << "killed at " << high << ": " << killed.describe();
    ASSERT_EQ(queryRegistry(UserEnvironmentKey, QStringLiteral("Path")), (RegistryValue{QStringLiteral("REG_EXPAND_SZ"), ours}));
    ASSERT_EQ(queryRegistry(UserEnvironmentKey, QStringLiteral("CUDA_PATH")), std::nullopt) << "killed at " << high;

    const ProgramRun resume = records(QStringLiteral("resume"));

    ASSERT_EQ(resume.exitCode, 0) << resume.describe();
    EXPECT_EQ(queryRegistry(UserEnvironmentKey, QStringLiteral("Path")), (RegistryValue{QStringLiteral("REG_EXPAND_SZ"), ours}));
    EXPECT_EQ(queryRegistry(UserEnvironmentKey, QStringLiteral("CUDA_PATH")), (RegistryValue{QStringLiteral("REG_SZ"), native(cuda13)}));
    EXPECT_TRUE(QFile::exists(cuda13 + QStringLiteral("/bin/x64/cudnn64_9.dll")));
    EXPECT_TRUE(records(QStringLiteral("status")).out.contains(QStringLiteral("installed")));
}
