// KnownFolders and Elevation: the shell and token queries answer, with folders that exist.
#include "core/platform/win/Elevation.h"
#include "core/platform/win/KnownFolders.h"

#include "TestPaths.h"

#include <gtest/gtest.h>

#include <cstdio>

using namespace cudnnsetup::win;
using cudnnsetup::win::testing::isFolder;
using cudnnsetup::win::testing::narrow;

TEST(KnownFoldersTest, EveryFolderIsAnExistingFolder)
{
    for (const KnownFolder &folder : {programFilesFolder(), localAppDataFolder(), userProfileFolder()}) {
        EXPECT_FALSE(folder.error.failed()) << narrow(folder.error.describe());
        EXPECT_FALSE(folder.path.empty());
        EXPECT_TRUE(isFolder(folder.path)) << narrow(folder.path);
    }
}

TEST(KnownFoldersTest, ProgramFilesIsTheNativeOneForA64BitProcess)
{
    const KnownFolder folder = programFilesFolder();
    ASSERT_FALSE(folder.error.failed());
    EXPECT_EQ(folder.path.find(L"(x86)"), std::wstring::npos) << narrow(folder.path);
}

TEST(ElevationTest, QueriesAnswerWithoutError)
{
    const TokenAnswer elevated = processIsElevated();
    EXPECT_FALSE(elevated.error.failed()) << narrow(elevated.error.describe());
    const TokenAnswer administrator = userIsAdministrator();
    EXPECT_FALSE(administrator.error.failed()) << narrow(administrator.error.describe());
    // An elevated process always belongs to an administrator.
    if (elevated.yes) {
        EXPECT_TRUE(administrator.yes);
    }
    std::printf("elevated: %s, administrator: %s\n", elevated.yes ? "yes" : "no",
                administrator.yes ? "yes" : "no");
}
