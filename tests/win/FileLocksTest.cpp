// FileLocks: a file this test holds open without sharing reads as in use, and as free once
// closed. Which process holds it comes from the Restart Manager, which wine only stubs: there
// the test accepts "could not tell" (an error, or no holder), and asserts our own pid only where
// a holder list comes back.
#include "core/platform/win/FileLocks.h"

#include "TestPaths.h"

#include <gtest/gtest.h>

#include <cstdio>

using namespace cudnnsetup::win;
using cudnnsetup::win::testing::narrow;
using cudnnsetup::win::testing::TemporaryFolder;

namespace {

HANDLE createFile(const std::wstring &path, DWORD shareMode)
{
    return CreateFileW(path.c_str(), GENERIC_READ | GENERIC_WRITE, shareMode, nullptr, OPEN_ALWAYS,
                       FILE_ATTRIBUTE_NORMAL, nullptr);
}

} // namespace

TEST(FileLocksTest, FileHeldWithoutSharingIsInUseAndFreeOnceClosed)
{
    TemporaryFolder folder;
    const std::wstring dll = folder.path() + L"\\cudnn64_9.dll";
    HANDLE held = createFile(dll, 0);
    ASSERT_NE(held, INVALID_HANDLE_VALUE);

    const FileReplaceCheck whileHeld = checkFileReplaceable(dll);
    EXPECT_EQ(whileHeld.state, FileReplaceCheck::State::InUse) << narrow(whileHeld.error.describe());
    EXPECT_EQ(whileHeld.error.code, static_cast<DWORD>(ERROR_SHARING_VIOLATION));
    EXPECT_FALSE(whileHeld.error.message.empty());

    const FileHolders holders = processesHoldingFile(dll);
    if (holders.error.failed()) {
        std::printf("Restart Manager could not tell: %s\n", narrow(holders.error.describe()).c_str());
    } else if (holders.holders.empty()) {
        std::printf("Restart Manager knows of no holder (wine stubs it)\n");
    } else {
        bool foundUs = false;
        for (const FileHolder &holder : holders.holders)
            foundUs = foundUs || holder.pid == GetCurrentProcessId();
        EXPECT_TRUE(foundUs);
    }

    CloseHandle(held);
    const FileReplaceCheck afterClose = checkFileReplaceable(dll);
    EXPECT_EQ(afterClose.state, FileReplaceCheck::State::Free) << narrow(afterClose.error.describe());
    EXPECT_FALSE(afterClose.error.failed());
}

TEST(FileLocksTest, ReadersThatShareReadingStillBlockAReplacement)
{
    TemporaryFolder folder;
    const std::wstring dll = folder.path() + L"\\cudnn64_9.dll";
    HANDLE reader = createFile(dll, FILE_SHARE_READ);
    ASSERT_NE(reader, INVALID_HANDLE_VALUE);
    EXPECT_EQ(checkFileReplaceable(dll).state, FileReplaceCheck::State::InUse);
    CloseHandle(reader);
}

TEST(FileLocksTest, MissingFileIsMissingNotInUse)
{
    TemporaryFolder folder;
    const FileReplaceCheck check = checkFileReplaceable(folder.path() + L"\\absent.dll");
    EXPECT_EQ(check.state, FileReplaceCheck::State::Missing);
    EXPECT_EQ(check.error.code, static_cast<DWORD>(ERROR_FILE_NOT_FOUND));
}

TEST(FileLocksTest, RunningExecutableIsInUse)
{
    wchar_t self[MAX_PATH + 1] = {};
    ASSERT_NE(GetModuleFileNameW(nullptr, self, MAX_PATH + 1), 0u);
    const FileReplaceCheck check = checkFileReplaceable(self);
    EXPECT_EQ(check.state, FileReplaceCheck::State::InUse) << narrow(check.error.describe());
}
