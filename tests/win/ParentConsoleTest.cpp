// ParentConsole: output that already leads somewhere (here, into files, as with
// `cudnn-setup.exe scan --json > scan.json`) is left alone: no console is attached and the
// standard handles still name the files afterwards. Attaching itself needs a parent console,
// which a test run by ctest does not have.
#include "core/platform/win/ParentConsole.h"

#include "TestPaths.h"

#include <gtest/gtest.h>

#include <windows.h>

using namespace cudnnsetup::win;
using cudnnsetup::win::testing::TemporaryFolder;

namespace {

HANDLE createOutputFile(const std::wstring &path)
{
    return CreateFileW(path.c_str(), GENERIC_WRITE, FILE_SHARE_READ, nullptr, CREATE_ALWAYS, FILE_ATTRIBUTE_NORMAL,
                       nullptr);
}

// Swaps this process's standard output and error for the given handles while in scope.
class StandardHandles
{
public:
    StandardHandles(HANDLE output, HANDLE error)
        : m_output(GetStdHandle(STD_OUTPUT_HANDLE)), m_error(GetStdHandle(STD_ERROR_HANDLE))
    {
        SetStdHandle(STD_OUTPUT_HANDLE, output);
        SetStdHandle(STD_ERROR_HANDLE, error);
    }
    ~StandardHandles()
    {
        SetStdHandle(STD_OUTPUT_HANDLE, m_output);
        SetStdHandle(STD_ERROR_HANDLE, m_error);
    }

private:
    HANDLE m_output;
    HANDLE m_error;
};

} // namespace

TEST(ParentConsoleTest, RedirectedOutputIsLeftWhereItLeads)
{
    TemporaryFolder folder;
    const HANDLE output = createOutputFile(folder.path() + L"\\scan.json");
    const HANDLE error = createOutputFile(folder.path() + L"\\errors.txt");
    ASSERT_NE(output, INVALID_HANDLE_VALUE);
    ASSERT_NE(error, INVALID_HANDLE_VALUE);
    {
        StandardHandles redirected(output, error);
        EXPECT_EQ(connectToParentConsole(), ParentConsole::AlreadyConnected);
        EXPECT_EQ(GetStdHandle(STD_OUTPUT_HANDLE), output);
        EXPECT_EQ(GetStdHandle(STD_ERROR_HANDLE), error);
    }
    CloseHandle(output);
    CloseHandle(error);
}
