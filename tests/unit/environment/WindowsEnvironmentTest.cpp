// WindowsEnvironment's rules on given registry values (the registry itself is exercised under
// wine in tests/win): Path gets the DLL folder only when no equal entry is in either scope, and
// CUDA_PATH is set only when missing or dangling.
#include "core/environment/WindowsEnvironment.h"

#include <gtest/gtest.h>

using namespace cudnnsetup;

namespace {

WindowsEnvironmentRequest request()
{
    WindowsEnvironmentRequest r;
    r.scope = InstallScope::User;
    r.dllFolder = QStringLiteral("C:\\Program Files\\NVIDIA\\CUDNN\\v9.20\\bin\\12.9\\x64");
    r.toolkitRoot = QStringLiteral("C:\\Program Files\\NVIDIA GPU Computing Toolkit\\CUDA\\v12.9");
    r.currentPath = QStringLiteral("%USERPROFILE%\\AppData\\Local\\Microsoft\\WindowsApps;");
    r.registryKey = QStringLiteral("HKCU\\Environment");
    return r;
}

} // namespace

TEST(WindowsEnvironment, AppendsTheDllFolderAndSetsAMissingCudaPath)
{
    const EnvironmentPlan plan = WindowsEnvironment::plan(request());
    ASSERT_EQ(plan.registryEdits.size(), 2);
    EXPECT_EQ(plan.registryEdits[0].kind, RegistryEdit::Kind::AppendToPath);
    EXPECT_EQ(plan.registryEdits[1].kind, RegistryEdit::Kind::SetFolderIfMissing);
    EXPECT_EQ(plan.registryEdits[1].name, QStringLiteral("CUDA_PATH"));
    ASSERT_EQ(plan.changes.size(), 2);
    // The user's trailing ';' survives and the new entry goes before it.
    EXPECT_EQ(plan.changes[0].after, QStringLiteral("%USERPROFILE%\\AppData\\Local\\Microsoft\\WindowsApps;"
                                                    "C:\\Program Files\\NVIDIA\\CUDNN\\v9.20\\bin\\12.9\\x64;"));
}

TEST(WindowsEnvironment, AnEqualEntryInEitherScopeIsEnough)
{
    WindowsEnvironmentRequest r = request();
    r.otherScopePath = QStringLiteral("c:/program files/nvidia/cudnn/V9.20/bin/12.9/x64/");
    r.toolkitRoot.clear();
    const EnvironmentPlan plan = WindowsEnvironment::plan(r);
    EXPECT_TRUE(plan.registryEdits.isEmpty());
    EXPECT_EQ(plan.notes.size(), 1);
}

TEST(WindowsEnvironment, AWorkingCudaPathIsLeftAloneADanglingOneIsReplaced)
{
    WindowsEnvironmentRequest r = request();
    r.dllFolder.clear();
    r.currentCudaPath = QStringLiteral("D:\\CUDA\\v12.4");
    r.cudaPathFolderExists = true;
    EXPECT_TRUE(WindowsEnvironment::plan(r).registryEdits.isEmpty());
    r.cudaPathFolderExists = false;
    const EnvironmentPlan plan = WindowsEnvironment::plan(r);
    ASSERT_EQ(plan.registryEdits.size(), 1);
    EXPECT_EQ(plan.changes[0].before, QStringLiteral("D:\\CUDA\\v12.4"));
    EXPECT_EQ(plan.changes[0].after, r.toolkitRoot);
}

TEST(WindowsEnvironment, AToolkitTheInstallBringsGetsItsProgramFoldersAndVersionedCudaPath)
{
    WindowsEnvironmentRequest r = request();
    const QString root = QStringLiteral("C:\\Users\\ming\\AppData\\Local\\Programs\\NVIDIA GPU Computing Toolkit\\CUDA\\v13.0");
    r.toolkitRoot = root;
    r.dllFolder = root + QStringLiteral("\\bin\\x64");   // cuDNN's DLLs beside CUDA 13's
    r.toolkitProgramFolders = {root + QStringLiteral("\\bin"), root + QStringLiteral("\\bin\\x64")};
    r.versionedCudaPathName = QStringLiteral("CUDA_PATH_V13_0");
    const EnvironmentPlan plan = WindowsEnvironment::plan(r);
    // bin (nvcc) and bin\x64 (the DLLs, cuDNN's among them) once each, then both variables.
    ASSERT_EQ(plan.registryEdits.size(), 4);
    EXPECT_EQ(plan.registryEdits[0].folder, root + QStringLiteral("\\bin"));
    EXPECT_EQ(plan.registryEdits[1].folder, root + QStringLiteral("\\bin\\x64"));
    EXPECT_EQ(plan.registryEdits[2].name, QStringLiteral("CUDA_PATH"));
    EXPECT_EQ(plan.registryEdits[3].name, QStringLiteral("CUDA_PATH_V13_0"));
    EXPECT_EQ(plan.registryEdits[3].kind, RegistryEdit::Kind::SetFolderIfMissing);
    // Each Path change builds on the one before.
    ASSERT_GE(plan.changes.size(), 2);
    EXPECT_EQ(plan.changes[1].before, plan.changes[0].after);
    EXPECT_TRUE(plan.changes[1].after.endsWith(root + QStringLiteral("\\bin;") + root + QStringLiteral("\\bin\\x64;")))
        << plan.changes[1].after.toStdString();
    EXPECT_TRUE(plan.notes.isEmpty()) << plan.notes.join(u'\n').toStdString();

    // A CUDA_PATH_V13_0 that names an existing folder is the user's: left alone.
    r.currentVersionedCudaPath = QStringLiteral("D:\\cuda13");
    r.versionedCudaPathFolderExists = true;
    const EnvironmentPlan kept = WindowsEnvironment::plan(r);
    for (const RegistryEdit &edit : kept.registryEdits)
        EXPECT_NE(edit.name, QStringLiteral("CUDA_PATH_V13_0"));
}
