// EnvironmentEdits through real registry calls on a scratch key: Path edits that keep the type
// and every other entry, CUDA_PATH set only where unusable, and undo that leaves the user's later
// changes alone. Plus one append/remove round trip on the real user Path.
#include "core/platform/win/EnvironmentEdits.h"

#include "ScratchEnvironment.h"
#include "TestPaths.h"

#include <gtest/gtest.h>

using namespace cudnnsetup::win;
using cudnnsetup::win::testing::narrow;
using cudnnsetup::win::testing::ScratchEnvironment;
using cudnnsetup::win::testing::TemporaryFolder;

namespace {

const std::wstring ours = L"C:\\Program Files\\NVIDIA\\CUDNN\\v9.6\\bin";

EnvironmentVariable readOk(const RegistryEnvironment &environment, const std::wstring &name)
{
    VariableRead read = environment.read(name);
    EXPECT_FALSE(read.error.failed()) << narrow(read.error.describe());
    return read.variable;
}

} // namespace

TEST(EnvironmentEditsTest, AppendKeepsExpandSzAndEveryOtherEntryByteForByte)
{
    ScratchEnvironment scratch;
    const std::wstring userPath = L"%SystemRoot%\\system32;%SystemRoot%;C:\\Users\\me\\bin\\;;D:/tools";
    ASSERT_FALSE(scratch.environment().write(L"Path", userPath, REG_EXPAND_SZ).failed());

    const PathEdit edit = appendToPath(scratch.environment(), ours);
    ASSERT_FALSE(edit.error.failed()) << narrow(edit.error.describe());
    EXPECT_TRUE(edit.changed);
    EXPECT_EQ(edit.before.value, userPath);
    EXPECT_EQ(edit.before.type, static_cast<DWORD>(REG_EXPAND_SZ));

    const EnvironmentVariable after = readOk(scratch.environment(), L"Path");
    EXPECT_EQ(after.type, static_cast<DWORD>(REG_EXPAND_SZ));
    EXPECT_EQ(after.value, userPath + L";" + ours);
    EXPECT_EQ(edit.after, after.value);
}

TEST(EnvironmentEditsTest, AppendKeepsAPlainStringPlain)
{
    ScratchEnvironment scratch;
    ASSERT_FALSE(scratch.environment().write(L"Path", L"C:\\a;", REG_SZ).failed());
    ASSERT_TRUE(appendToPath(scratch.environment(), ours).changed);
    const EnvironmentVariable after = readOk(scratch.environment(), L"Path");
    EXPECT_EQ(after.type, static_cast<DWORD>(REG_SZ));
    // The user's trailing separator stays last.
    EXPECT_EQ(after.value, L"C:\\a;" + ours + L";");
}

TEST(EnvironmentEditsTest, AppendTwiceEqualsOnce)
{
    ScratchEnvironment scratch;
    ASSERT_FALSE(scratch.environment().write(L"Path", L"C:\\a", REG_EXPAND_SZ).failed());
    ASSERT_TRUE(appendToPath(scratch.environment(), ours).changed);
    const std::wstring once = readOk(scratch.environment(), L"Path").value;

    const PathEdit second = appendToPath(scratch.environment(), ours);
    EXPECT_FALSE(second.error.failed());
    EXPECT_FALSE(second.changed);
    EXPECT_EQ(readOk(scratch.environment(), L"Path").value, once);
}

TEST(EnvironmentEditsTest, AppendSeesOurFolderSpelledDifferently)
{
    ScratchEnvironment scratch;
    const std::wstring userPath = L"C:\\a;c:/program files/nvidia/cudnn/V9.6/BIN/";
    ASSERT_FALSE(scratch.environment().write(L"Path", userPath, REG_EXPAND_SZ).failed());
    const PathEdit edit = appendToPath(scratch.environment(), ours);
    EXPECT_FALSE(edit.changed);
    EXPECT_EQ(readOk(scratch.environment(), L"Path").value, userPath);
}

TEST(EnvironmentEditsTest, RemoveTakesOnlyOursAndGivesBackTheValueByteForByte)
{
    ScratchEnvironment scratch;
    // Lookalikes of the user's: another version, a subfolder, a sibling. All must stay.
    const std::wstring userPath = L"%SystemRoot%\\system32;C:\\Program Files\\NVIDIA\\CUDNN\\v9.5\\bin;"
                                  L"C:\\Program Files\\NVIDIA\\CUDNN\\v9.6\\bin\\x64;;"
                                  L"C:\\Program Files\\NVIDIA\\CUDNN\\v9.6\\bin2;";
    ASSERT_FALSE(scratch.environment().write(L"Path", userPath, REG_EXPAND_SZ).failed());
    ASSERT_TRUE(appendToPath(scratch.environment(), ours).changed);

    const PathEdit removal = removeFromPath(scratch.environment(), ours);
    ASSERT_FALSE(removal.error.failed()) << narrow(removal.error.describe());
    EXPECT_TRUE(removal.changed);
    const EnvironmentVariable after = readOk(scratch.environment(), L"Path");
    EXPECT_EQ(after.value, userPath);
    EXPECT_EQ(after.type, static_cast<DWORD>(REG_EXPAND_SZ));

    const PathEdit again = removeFromPath(scratch.environment(), ours);
    EXPECT_FALSE(again.error.failed());
    EXPECT_FALSE(again.changed);
    EXPECT_EQ(readOk(scratch.environment(), L"Path").value, userPath);
}

TEST(EnvironmentEditsTest, PathWeCreatedIsDeletedByTheRemoval)
{
    ScratchEnvironment scratch;
    const PathEdit edit = appendToPath(scratch.environment(), ours);
    ASSERT_FALSE(edit.error.failed()) << narrow(edit.error.describe());
    EXPECT_FALSE(edit.before.exists);
    const EnvironmentVariable created = readOk(scratch.environment(), L"Path");
    EXPECT_EQ(created.value, ours);
    EXPECT_EQ(created.type, static_cast<DWORD>(REG_EXPAND_SZ));

    ASSERT_TRUE(removeFromPath(scratch.environment(), ours).changed);
    EXPECT_FALSE(readOk(scratch.environment(), L"Path").exists);
}

TEST(EnvironmentEditsTest, PathOfAnotherTypeIsLeftAlone)
{
    ScratchEnvironment scratch;
    const BYTE bytes[] = {1, 2, 3, 4};
    ASSERT_EQ(scratch.writeRaw(L"Path", REG_BINARY, bytes, sizeof bytes), ERROR_SUCCESS);
    const PathEdit edit = appendToPath(scratch.environment(), ours);
    EXPECT_TRUE(edit.error.failed());
    EXPECT_EQ(edit.error.code, static_cast<DWORD>(ERROR_INVALID_DATATYPE));
    EXPECT_FALSE(edit.changed);
    EXPECT_EQ(scratch.environment().read(L"Path").variable.type, static_cast<DWORD>(REG_BINARY));
}

TEST(EnvironmentEditsTest, CudaPathIsSetWhenMissing)
{
    ScratchEnvironment scratch;
    const FolderVariableEdit edit = setCudaPathIfMissing(scratch.environment(), L"C:\\CUDA\\v13.0");
    ASSERT_FALSE(edit.error.failed()) << narrow(edit.error.describe());
    EXPECT_EQ(edit.outcome, FolderVariableEdit::Outcome::SetBecauseMissing);
    EXPECT_TRUE(edit.changed());
    EXPECT_FALSE(edit.before.exists);
    const EnvironmentVariable after = readOk(scratch.environment(), L"CUDA_PATH");
    EXPECT_EQ(after.value, L"C:\\CUDA\\v13.0");
    EXPECT_EQ(after.type, static_cast<DWORD>(REG_SZ));
}

TEST(EnvironmentEditsTest, CudaPathNamingAMissingFolderIsReplaced)
{
    ScratchEnvironment scratch;
    const std::wstring gone = L"C:\\Program Files\\NVIDIA GPU Computing Toolkit\\CUDA\\v10.0-uninstalled";
    ASSERT_FALSE(scratch.environment().write(L"CUDA_PATH", gone, REG_SZ).failed());
    const FolderVariableEdit edit = setCudaPathIfMissing(scratch.environment(), L"C:\\CUDA\\v13.0");
    ASSERT_FALSE(edit.error.failed()) << narrow(edit.error.describe());
    EXPECT_EQ(edit.outcome, FolderVariableEdit::Outcome::SetBecauseFolderMissing);
    EXPECT_EQ(edit.before.value, gone);
    EXPECT_EQ(readOk(scratch.environment(), L"CUDA_PATH").value, L"C:\\CUDA\\v13.0");
}

TEST(EnvironmentEditsTest, CudaPathNamingAnExistingFolderIsKept)
{
    ScratchEnvironment scratch;
    TemporaryFolder existing;
    ASSERT_TRUE(cudnnsetup::win::testing::isFolder(existing.path()));
    ASSERT_FALSE(scratch.environment().write(L"CUDA_PATH", existing.path(), REG_SZ).failed());
    FolderVariableEdit edit = setCudaPathIfMissing(scratch.environment(), L"C:\\CUDA\\v13.0");
    ASSERT_FALSE(edit.error.failed()) << narrow(edit.error.describe());
    EXPECT_EQ(edit.outcome, FolderVariableEdit::Outcome::KeptExisting);
    EXPECT_FALSE(edit.changed());
    EXPECT_EQ(readOk(scratch.environment(), L"CUDA_PATH").value, existing.path());

    // An unexpanded reference to an existing folder is existing too.
    ASSERT_FALSE(scratch.environment().write(L"CUDA_PATH", L"%SystemRoot%", REG_EXPAND_SZ).failed());
    edit = setCudaPathIfMissing(scratch.environment(), L"C:\\CUDA\\v13.0");
    EXPECT_EQ(edit.outcome, FolderVariableEdit::Outcome::KeptExisting);
    EXPECT_EQ(readOk(scratch.environment(), L"CUDA_PATH").value, L"%SystemRoot%");
}

TEST(EnvironmentEditsTest, RestorePutsThePreviousValueBackWhileStillOurs)
{
    ScratchEnvironment scratch;
    ASSERT_FALSE(scratch.environment().write(L"CUDA_PATH", L"%NOWHERE%\\cuda", REG_EXPAND_SZ).failed());
    const FolderVariableEdit edit = setCudaPathIfMissing(scratch.environment(), L"C:\\CUDA\\v13.0");
    ASSERT_TRUE(edit.changed());

    const RestoreResult restore = restoreIfStillOurs(scratch.environment(), L"CUDA_PATH", L"C:\\CUDA\\v13.0", edit.before);
    ASSERT_FALSE(restore.error.failed()) << narrow(restore.error.describe());
    EXPECT_EQ(restore.outcome, RestoreResult::Outcome::RestoredPrevious);
    const EnvironmentVariable after = readOk(scratch.environment(), L"CUDA_PATH");
    EXPECT_EQ(after.value, L"%NOWHERE%\\cuda");
    EXPECT_EQ(after.type, static_cast<DWORD>(REG_EXPAND_SZ));
}

TEST(EnvironmentEditsTest, RestoreDeletesWhatWeCreated)
{
    ScratchEnvironment scratch;
    const FolderVariableEdit edit = setCudaPathIfMissing(scratch.environment(), L"C:\\CUDA\\v13.0");
    ASSERT_TRUE(edit.changed());
    const RestoreResult restore = restoreIfStillOurs(scratch.environment(), L"CUDA_PATH", L"C:\\CUDA\\v13.0", edit.before);
    EXPECT_EQ(restore.outcome, RestoreResult::Outcome::DeletedOurs);
    EXPECT_FALSE(readOk(scratch.environment(), L"CUDA_PATH").exists);
}

TEST(EnvironmentEditsTest, RestoreLeavesAValueTheUserChangedSinceAlone)
{
    ScratchEnvironment scratch;
    const FolderVariableEdit edit = setCudaPathIfMissing(scratch.environment(), L"C:\\CUDA\\v13.0");
    ASSERT_TRUE(edit.changed());
    ASSERT_FALSE(scratch.environment().write(L"CUDA_PATH", L"D:\\my-cuda", REG_SZ).failed());

    RestoreResult restore = restoreIfStillOurs(scratch.environment(), L"CUDA_PATH", L"C:\\CUDA\\v13.0", edit.before);
    EXPECT_FALSE(restore.error.failed());
    EXPECT_EQ(restore.outcome, RestoreResult::Outcome::ChangedSinceLeftAlone);
    EXPECT_EQ(restore.found.value, L"D:\\my-cuda");
    EXPECT_EQ(readOk(scratch.environment(), L"CUDA_PATH").value, L"D:\\my-cuda");

    // Deleted by the user since: not brought back either.
    ASSERT_FALSE(scratch.environment().erase(L"CUDA_PATH").failed());
    restore = restoreIfStillOurs(scratch.environment(), L"CUDA_PATH", L"C:\\CUDA\\v13.0", edit.before);
    EXPECT_EQ(restore.outcome, RestoreResult::Outcome::ChangedSinceLeftAlone);
    EXPECT_FALSE(readOk(scratch.environment(), L"CUDA_PATH").exists);
}

// The installer's real edit on the real user Path, undone: it must read exactly as before.
TEST(EnvironmentEditsTest, RealUserPathRoundTripLeavesItAsItWas)
{
    const RegistryEnvironment user(Scope::User);
    const EnvironmentVariable before = readOk(user, pathVariableName);
    const std::wstring folder = L"C:\\cudnn-setup-test-" + std::to_wstring(GetCurrentProcessId()) + L"\\bin";

    const PathEdit edit = appendToPath(user, folder);
    ASSERT_FALSE(edit.error.failed()) << narrow(edit.error.describe());
    ASSERT_TRUE(edit.changed);
    EXPECT_EQ(readOk(user, pathVariableName).type, before.exists ? before.type : static_cast<DWORD>(REG_EXPAND_SZ));
    const PathEdit removal = removeFromPath(user, folder);
    ASSERT_FALSE(removal.error.failed()) << narrow(removal.error.describe());

    const EnvironmentVariable after = readOk(user, pathVariableName);
    EXPECT_EQ(after.exists, before.exists);
    EXPECT_EQ(after.value, before.value);
    EXPECT_EQ(after.type, before.type);
}
