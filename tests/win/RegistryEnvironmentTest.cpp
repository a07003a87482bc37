// RegistryEnvironment against the real registry (of wine's prefix, or of Windows): raw values,
// types kept, odd stored data read right, the broadcast, and one round trip through the real
// HKCU\Environment that leaves it as it was.
#include "core/platform/win/RegistryEnvironment.h"

#include "ScratchEnvironment.h"
#include "TestPaths.h"

#include <gtest/gtest.h>

using namespace cudnnsetup::win;
using cudnnsetup::win::testing::ScratchEnvironment;
using cudnnsetup::win::testing::narrow;

TEST(RegistryEnvironmentTest, MissingKeyOrValueReadsAsAbsentNotAsError)
{
    ScratchEnvironment scratch;
    VariableRead read = scratch.environment().read(L"CUDA_PATH");
    EXPECT_FALSE(read.error.failed()) << narrow(read.error.describe());
    EXPECT_FALSE(read.variable.exists);

    ASSERT_FALSE(scratch.environment().write(L"Other", L"x", REG_SZ).failed());
    read = scratch.environment().read(L"CUDA_PATH");
    EXPECT_FALSE(read.error.failed());
    EXPECT_FALSE(read.variable.exists);
    EXPECT_FALSE(scratch.environment().erase(L"CUDA_PATH").failed());
}

TEST(RegistryEnvironmentTest, ExpandSzIsReadRawAndKeepsItsType)
{
    ScratchEnvironment scratch;
    const std::wstring value = L"%SystemRoot%\\system32;%USERPROFILE%\\bin";
    ASSERT_FALSE(scratch.environment().write(L"Path", value, REG_EXPAND_SZ).failed());
    VariableRead read = scratch.environment().read(L"PATH"); // value names ignore case
    ASSERT_FALSE(read.error.failed()) << narrow(read.error.describe());
    EXPECT_TRUE(read.variable.exists);
    EXPECT_EQ(read.variable.value, value);
    EXPECT_EQ(read.variable.type, static_cast<DWORD>(REG_EXPAND_SZ));

    ASSERT_FALSE(scratch.environment().write(L"Plain", L"C:\\x", REG_SZ).failed());
    EXPECT_EQ(scratch.environment().read(L"Plain").variable.type, static_cast<DWORD>(REG_SZ));
}

TEST(RegistryEnvironmentTest, UnterminatedEmptyAndLongValuesReadRight)
{
    ScratchEnvironment scratch;
    const wchar_t unterminated[] = {L'C', L':', L'\\', L'a'};
    ASSERT_EQ(scratch.writeRaw(L"Unterminated", REG_SZ, unterminated, sizeof unterminated), ERROR_SUCCESS);
    EXPECT_EQ(scratch.environment().read(L"Unterminated").variable.value, L"C:\\a");

    ASSERT_EQ(scratch.writeRaw(L"Empty", REG_SZ, nullptr, 0), ERROR_SUCCESS);
    VariableRead empty = scratch.environment().read(L"Empty");
    EXPECT_FALSE(empty.error.failed());
    EXPECT_TRUE(empty.variable.exists);
    EXPECT_EQ(empty.variable.value, L"");

    // Longer than the 2047 characters old tools (setx, the old dialog) stop at.
    std::wstring longValue;
    for (int i = 0; longValue.size() < 40000; ++i)
        longValue += L"C:\\folder" + std::to_wstring(i) + L";";
    ASSERT_FALSE(scratch.environment().write(L"Long", longValue, REG_EXPAND_SZ).failed());
    EXPECT_EQ(scratch.environment().read(L"Long").variable.value, longValue);
}

TEST(RegistryEnvironmentTest, NonStringValueIsReportedNotConverted)
{
    ScratchEnvironment scratch;
    const DWORD number = 42;
    ASSERT_EQ(scratch.writeRaw(L"Path", REG_DWORD, &number, sizeof number), ERROR_SUCCESS);
    VariableRead read = scratch.environment().read(L"Path");
    EXPECT_TRUE(read.error.failed());
    EXPECT_EQ(read.error.code, static_cast<DWORD>(ERROR_INVALID_DATATYPE));
    EXPECT_FALSE(read.error.message.empty());
    EXPECT_TRUE(read.variable.exists);
    EXPECT_EQ(read.variable.type, static_cast<DWORD>(REG_DWORD));
    EXPECT_TRUE(scratch.environment().write(L"Path", L"x", REG_DWORD).failed());
}

TEST(RegistryEnvironmentTest, EraseRemovesTheValue)
{
    ScratchEnvironment scratch;
    ASSERT_FALSE(scratch.environment().write(L"CUDA_PATH", L"C:\\x", REG_SZ).failed());
    ASSERT_FALSE(scratch.environment().erase(L"CUDA_PATH").failed());
    EXPECT_FALSE(scratch.environment().read(L"CUDA_PATH").variable.exists);
}

TEST(RegistryEnvironmentTest, DescribesItsKey)
{
    EXPECT_EQ(RegistryEnvironment(Scope::User).describe(), L"HKCU\\Environment");
    EXPECT_EQ(RegistryEnvironment(Scope::Machine).describe(),
              L"HKLM\\SYSTEM\\CurrentControlSet\\Control\\Session Manager\\Environment");
}

TEST(RegistryEnvironmentTest, BroadcastReturns)
{
    const Win32Error error = broadcastEnvironmentChange();
    EXPECT_FALSE(error.failed()) << narrow(error.describe());
}

TEST(RegistryEnvironmentTest, ErrorsCarryTheSystemsMessage)
{
    const Win32Error error = Win32Error::fromCode(ERROR_ACCESS_DENIED, L"RegSetValueExW(Path)");
    EXPECT_TRUE(error.failed());
    EXPECT_FALSE(error.message.empty());
    EXPECT_NE(error.describe().find(L"RegSetValueExW(Path): "), std::wstring::npos);
    EXPECT_NE(error.describe().find(L"(code 5)"), std::wstring::npos);
    EXPECT_FALSE(Win32Error::fromCode(0, L"x").failed());
}

// The one test on the real HKCU\Environment: a variable of our own, created and deleted, and
// the user's Path compared before and after.
TEST(RegistryEnvironmentTest, RealUserEnvironmentRoundTripLeavesItAsItWas)
{
    const RegistryEnvironment user(Scope::User);
    const VariableRead pathBefore = user.read(L"Path");
    ASSERT_FALSE(pathBefore.error.failed()) << narrow(pathBefore.error.describe());

    const std::wstring name = L"CUDNN_SETUP_TEST_" + std::to_wstring(GetCurrentProcessId());
    ASSERT_FALSE(user.read(name).variable.exists);
    ASSERT_FALSE(user.write(name, L"%SystemRoot%\\x", REG_EXPAND_SZ).failed());
    const VariableRead written = user.read(name);
    EXPECT_EQ(written.variable.value, L"%SystemRoot%\\x");
    EXPECT_EQ(written.variable.type, static_cast<DWORD>(REG_EXPAND_SZ));
    ASSERT_FALSE(user.erase(name).failed());
    EXPECT_FALSE(user.read(name).variable.exists);

    const VariableRead pathAfter = user.read(L"Path");
    EXPECT_EQ(pathAfter.variable.exists, pathBefore.variable.exists);
    EXPECT_EQ(pathAfter.variable.value, pathBefore.variable.value);
    EXPECT_EQ(pathAfter.variable.type, pathBefore.variable.type);
}
