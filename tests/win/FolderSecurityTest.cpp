// FolderSecurity: who may change a folder, read from its real owner and access list, and the
// folder made for state kept for all users. The folders are real ones under %TEMP% whose rules
// the tests set with the system's own calls (SetNamedSecurityInfoW) and read back with them.
//
// wine keeps a file's security as its Unix owner and mode: the owner is always the Unix user the
// wineserver runs as, and an access list is kept only as far as a mode holds it (SYSTEM, the
// owner and Everyone; a rule for BUILTIN\Users becomes group bits that do not read back). The
// tests that need more ask the system first whether it keeps what they set, and skip with that
// reason where it does not (under wine); a real Windows runs them.
#include "core/platform/win/Elevation.h"
#include "core/platform/win/FolderSecurity.h"

#include "TestPaths.h"

#include <gtest/gtest.h>

#include <aclapi.h>

#include <initializer_list>
#include <utility>
#include <vector>

using namespace cudnnsetup::win;
using cudnnsetup::win::testing::narrow;
using cudnnsetup::win::testing::TemporaryFolder;

namespace {

constexpr ACCESS_MASK kWrite = FILE_GENERIC_WRITE | DELETE | FILE_DELETE_CHILD;

std::vector<BYTE> wellKnown(WELL_KNOWN_SID_TYPE type)
{
    std::vector<BYTE> sid(SECURITY_MAX_SID_SIZE);
    DWORD size = static_cast<DWORD>(sid.size());
    EXPECT_TRUE(CreateWellKnownSid(type, nullptr, sid.data(), &size));
    sid.resize(size);
    return sid;
}

std::vector<BYTE> currentUser()
{
    HANDLE token = nullptr;
    EXPECT_TRUE(OpenProcessToken(GetCurrentProcess(), TOKEN_QUERY, &token));
    DWORD size = 0;
    GetTokenInformation(token, TokenUser, nullptr, 0, &size);
    std::vector<BYTE> buffer(size);
    EXPECT_TRUE(GetTokenInformation(token, TokenUser, buffer.data(), size, &size));
    CloseHandle(token);
    const PSID sid = reinterpret_cast<TOKEN_USER *>(buffer.data())->User.Sid;
    const BYTE *bytes = static_cast<const BYTE *>(sid);
    return std::vector<BYTE>(bytes, bytes + GetLengthSid(sid));
}

std::wstring nameOf(std::vector<BYTE> sid)
{
    wchar_t name[256] = {};
    wchar_t domain[256] = {};
    DWORD nameSize = 256;
    DWORD domainSize = 256;
    SID_NAME_USE use = SidTypeUnknown;
    if (!LookupAccountSidW(nullptr, sid.data(), name, &nameSize, domain, &domainSize, &use))
        return {};
    return domain[0] != L'\0' ? std::wstring(domain) + L"\\" + name : std::wstring(name);
}

// Replaces the access list of `path` by these rules (not inherited, not passed down).
bool setRules(const std::wstring &path, std::initializer_list<std::pair<std::vector<BYTE>, ACCESS_MASK>> rules)
{
    std::vector<BYTE> memory(sizeof(ACL) + rules.size() * (sizeof(ACCESS_ALLOWED_ACE) + SECURITY_MAX_SID_SIZE));
    auto *acl = reinterpret_cast<PACL>(memory.data());
    if (!InitializeAcl(acl, static_cast<DWORD>(memory.size()), ACL_REVISION))
        return false;
    for (const auto &[sid, mask] : rules)
        if (!AddAccessAllowedAce(acl, ACL_REVISION, mask, const_cast<BYTE *>(sid.data())))
            return false;
    return SetNamedSecurityInfoW(const_cast<wchar_t *>(path.c_str()), SE_FILE_OBJECT,
                                 DACL_SECURITY_INFORMATION | PROTECTED_DACL_SECURITY_INFORMATION, nullptr, nullptr, acl,
                                 nullptr)
           == ERROR_SUCCESS;
}

struct ReadBack
{
    std::vector<BYTE> owner;
    SECURITY_DESCRIPTOR_CONTROL control = 0;
    std::vector<std::pair<std::vector<BYTE>, ACCESS_MASK>> allowed; // rules on the folder itself
};

ReadBack readBack(const std::wstring &path)
{
    ReadBack result;
    PSID owner = nullptr;
    PACL dacl = nullptr;
    PSECURITY_DESCRIPTOR descriptor = nullptr;
    if (GetNamedSecurityInfoW(path.c_str(), SE_FILE_OBJECT, OWNER_SECURITY_INFORMATION | DACL_SECURITY_INFORMATION, &owner,
                              nullptr, &dacl, nullptr, &descriptor)
        != ERROR_SUCCESS)
        return result;
    const BYTE *ownerBytes = static_cast<const BYTE *>(owner);
    if (owner != nullptr)
        result.owner.assign(ownerBytes, ownerBytes + GetLengthSid(owner));
    DWORD revision = 0;
    GetSecurityDescriptorControl(descriptor, &result.control, &revision);
    for (DWORD i = 0; dacl != nullptr && i < dacl->AceCount; ++i) {
        void *entry = nullptr;
        if (!GetAce(dacl, i, &entry))
            continue;
        const auto *ace = static_cast<const ACCESS_ALLOWED_ACE *>(entry);
        if (ace->Header.AceType != ACCESS_ALLOWED_ACE_TYPE || (ace->Header.AceFlags & INHERIT_ONLY_ACE) != 0)
            continue;
        const BYTE *sid = reinterpret_cast<const BYTE *>(&ace->SidStart);
        result.allowed.push_back({std::vector<BYTE>(sid, sid + GetLengthSid(const_cast<BYTE *>(sid))), ace->Mask});
    }
    LocalFree(descriptor);
    return result;
}

ACCESS_MASK grantedTo(const ReadBack &rules, const std::vector<BYTE> &sid)
{
    ACCESS_MASK mask = 0;
    for (const auto &[who, granted] : rules.allowed)
        if (EqualSid(const_cast<BYTE *>(who.data()), const_cast<BYTE *>(sid.data())))
            mask |= granted;
    return mask;
}

bool sameSid(const std::vector<BYTE> &a, const std::vector<BYTE> &b)
{
    return !a.empty() && !b.empty() && EqualSid(const_cast<BYTE *>(a.data()), const_cast<BYTE *>(b.data()));
}

// A folder under the test's temporary folder; given back to this user before it is removed (a
// folder only administrators may change cannot be removed by an unelevated test otherwise).
class Subfolder
{
public:
    Subfolder(const TemporaryFolder &parent, const wchar_t *name) : m_path(parent.path() + L"\\" + name) {}
    ~Subfolder()
    {
        setRules(m_path, {{currentUser(), GENERIC_ALL}});
        RemoveDirectoryW(m_path.c_str());
    }
    Subfolder(const Subfolder &) = delete;
    Subfolder &operator=(const Subfolder &) = delete;
    const std::wstring &path() const { return m_path; }

private:
    std::wstring m_path;
};

// Whether this system keeps a write rule for `sid` on a folder as it was set. wine does not
// for BUILTIN\Users or Authenticated Users (a Unix mode has no place for them).
bool keepsWriteRuleFor(const std::vector<BYTE> &sid)
{
    TemporaryFolder probe;
    if (!setRules(probe.path(), {{wellKnown(WinLocalSystemSid), GENERIC_ALL}, {currentUser(), GENERIC_ALL}, {sid, kWrite}}))
        return false;
    const bool kept = (grantedTo(readBack(probe.path()), sid) & FILE_WRITE_DATA) != 0;
    setRules(probe.path(), {{currentUser(), GENERIC_ALL}});
    return kept;
}

} // namespace

TEST(FolderSecurityTest, NothingThereIsMissing)
{
    TemporaryFolder folder;
    const WriteAccess access = checkWriteAccess(folder.path() + L"\\not-there", TrustedWriters::Administrators);
    EXPECT_EQ(access.verdict, WriteAccess::Verdict::Missing) << narrow(access.error.describe());
}

TEST(FolderSecurityTest, AFolderOfThisUserIsTrustedByAnUnelevatedCheck)
{
    TemporaryFolder folder;
    const WriteAccess access = checkWriteAccess(folder.path(), TrustedWriters::AdministratorsAndThisUser);
    EXPECT_EQ(access.verdict, WriteAccess::Verdict::Trusted) << narrow(access.account) << narrow(access.error.describe());
}

TEST(FolderSecurityTest, ForAnElevatedCheckTheUsersOwnRightsCountAsAnyoneElses)
{
    TemporaryFolder folder;
    // Owned by the user (unelevated, and under wine), or by Administrators with the user's
    // inherited full control (an elevated run on Windows): refused either way, naming the user
    // or the group that owns it.
    ASSERT_TRUE(setRules(folder.path(), {{wellKnown(WinLocalSystemSid), GENERIC_ALL}, {currentUser(), GENERIC_ALL}}));
    const WriteAccess access = checkWriteAccess(folder.path(), TrustedWriters::Administrators);
    EXPECT_TRUE(access.verdict == WriteAccess::Verdict::UntrustedOwner || access.verdict == WriteAccess::Verdict::UntrustedWriter)
        << static_cast<int>(access.verdict) << " " << narrow(access.error.describe());
    EXPECT_EQ(access.account, nameOf(currentUser()));
}

TEST(FolderSecurityTest, AFolderEveryoneMayWriteIsRefused)
{
    TemporaryFolder folder;
    const std::vector<BYTE> everyone = wellKnown(WinWorldSid);
    ASSERT_TRUE(setRules(folder.path(), {{wellKnown(WinLocalSystemSid), GENERIC_ALL}, {currentUser(), GENERIC_ALL},
                                         {everyone, FILE_GENERIC_READ | kWrite}}));
    for (const TrustedWriters trusted : {TrustedWriters::AdministratorsAndThisUser, TrustedWriters::Administrators}) {
        const WriteAccess access = checkWriteAccess(folder.path(), trusted);
        EXPECT_NE(access.verdict, WriteAccess::Verdict::Trusted);
        if (trusted == TrustedWriters::AdministratorsAndThisUser) {
            EXPECT_EQ(access.verdict, WriteAccess::Verdict::UntrustedWriter);
            EXPECT_EQ(access.account, nameOf(everyone));
        }
    }
    // Reading and listing alone is fine.
    ASSERT_TRUE(setRules(folder.path(), {{wellKnown(WinLocalSystemSid), GENERIC_ALL}, {currentUser(), GENERIC_ALL},
                                         {everyone, FILE_GENERIC_READ | FILE_GENERIC_EXECUTE}}));
    EXPECT_EQ(checkWriteAccess(folder.path(), TrustedWriters::AdministratorsAndThisUser).verdict, WriteAccess::Verdict::Trusted);
}

TEST(FolderSecurityTest, AFolderUsersOrAuthenticatedUsersMayWriteIsRefused)
{
    for (const WELL_KNOWN_SID_TYPE type : {WinBuiltinUsersSid, WinAuthenticatedUserSid}) {
        const std::vector<BYTE> others = wellKnown(type);
        if (!keepsWriteRuleFor(others))
            GTEST_SKIP() << "this system does not keep a write rule for " << narrow(nameOf(others))
                         << " as it was set (wine keeps access rules only as far as a Unix mode holds them)";
        TemporaryFolder folder;
        ASSERT_TRUE(setRules(folder.path(), {{wellKnown(WinLocalSystemSid), GENERIC_ALL}, {currentUser(), GENERIC_ALL},
                                             {others, FILE_GENERIC_READ | FILE_APPEND_DATA}}));
        const WriteAccess access = checkWriteAccess(folder.path(), TrustedWriters::AdministratorsAndThisUser);
        EXPECT_EQ(access.verdict, WriteAccess::Verdict::UntrustedWriter) << narrow(nameOf(others));
        EXPECT_EQ(access.account, nameOf(others));
    }
}

TEST(FolderSecurityTest, TheAdministratorsFolderIsTrustedByTheCheckOfThisProcess)
{
    TemporaryFolder parent;
    Subfolder records(parent, L"cudnn-setup");
    const Win32Error made = makeAdministratorsFolder(records.path(), true);
    ASSERT_FALSE(made.failed()) << narrow(made.describe());
    ASSERT_TRUE(cudnnsetup::win::testing::isFolder(records.path()));
    EXPECT_EQ(createAdministratorsFolder(records.path(), true).code, static_cast<DWORD>(ERROR_ALREADY_EXISTS));
    const bool elevated = processIsElevated().yes;
    if (elevated && !sameSid(readBack(records.path()).owner, wellKnown(WinBuiltinAdministratorsSid)))
        GTEST_SKIP() << "elevated, yet the folder's owner could not be made BUILTIN\\Administrators (wine keeps the Unix owner): "
                        "run the test programs unelevated under wine (run-under-wine.sh --unelevated)";
    const WriteAccess access
        = checkWriteAccess(records.path(), elevated ? TrustedWriters::Administrators : TrustedWriters::AdministratorsAndThisUser);
    EXPECT_EQ(access.verdict, WriteAccess::Verdict::Trusted) << narrow(access.account) << narrow(access.error.describe());
    // Made again by the next elevated install: still there, still trusted. (Unelevated, the
    // folder is this user's, and is left alone: AFolderAlreadyThereIsTightenedOnlyWhenTheAdministratorsOwnIt.)
    if (elevated) {
        EXPECT_FALSE(makeAdministratorsFolder(records.path(), true).failed());
        EXPECT_EQ(checkWriteAccess(records.path(), TrustedWriters::Administrators).verdict, WriteAccess::Verdict::Trusted);
    }
}

TEST(FolderSecurityTest, TheAdministratorsFolderIsOwnedByThemAndPassesDownOnlyReadingToUsers)
{
    TemporaryFolder parent;
    Subfolder records(parent, L"cudnn-setup");
    ASSERT_FALSE(makeAdministratorsFolder(records.path(), true).failed());
    const ReadBack rules = readBack(records.path());
    const std::vector<BYTE> administrators = wellKnown(WinBuiltinAdministratorsSid);
    if (!sameSid(rules.owner, administrators))
        GTEST_SKIP() << "the folder's owner could not be made BUILTIN\\Administrators (" << narrow(nameOf(rules.owner))
                     << "): that takes an elevated administrator, and wine keeps the Unix owner";
    EXPECT_NE(rules.control & SE_DACL_PROTECTED, 0) << "the folder takes rules from its parent";
    EXPECT_EQ(grantedTo(rules, wellKnown(WinLocalSystemSid)) & FILE_ALL_ACCESS, static_cast<ACCESS_MASK>(FILE_ALL_ACCESS));
    EXPECT_EQ(grantedTo(rules, administrators) & FILE_ALL_ACCESS, static_cast<ACCESS_MASK>(FILE_ALL_ACCESS));
    const ACCESS_MASK users = grantedTo(rules, wellKnown(WinBuiltinUsersSid));
    EXPECT_NE(users & FILE_LIST_DIRECTORY, 0u);
    EXPECT_EQ(users & (FILE_ADD_FILE | FILE_ADD_SUBDIRECTORY | FILE_DELETE_CHILD | DELETE | WRITE_DAC | WRITE_OWNER), 0u);
    EXPECT_EQ(checkWriteAccess(records.path(), TrustedWriters::Administrators).verdict, WriteAccess::Verdict::Trusted);
}

TEST(FolderSecurityTest, AFolderAlreadyThereIsTightenedOnlyWhenTheAdministratorsOwnIt)
{
    TemporaryFolder parent;
    Subfolder records(parent, L"cudnn-setup");
    ASSERT_TRUE(CreateDirectoryW(records.path().c_str(), nullptr));
    const std::vector<BYTE> everyone = wellKnown(WinWorldSid);
    ASSERT_TRUE(setRules(records.path(), {{wellKnown(WinLocalSystemSid), GENERIC_ALL}, {currentUser(), GENERIC_ALL},
                                          {everyone, FILE_GENERIC_READ | kWrite}}));
    const bool administratorsOwnIt = sameSid(readBack(records.path()).owner, wellKnown(WinBuiltinAdministratorsSid));

    const Win32Error made = makeAdministratorsFolder(records.path(), true);
    if (administratorsOwnIt) {
        // An elevated run on Windows: the folder an earlier version made is given the rules.
        EXPECT_FALSE(made.failed()) << narrow(made.describe());
        EXPECT_EQ(checkWriteAccess(records.path(), TrustedWriters::Administrators).verdict, WriteAccess::Verdict::Trusted);
    } else {
        // Someone else's folder (here: the user's) is left as it is, for the check to refuse.
        EXPECT_EQ(made.code, static_cast<DWORD>(ERROR_INVALID_OWNER)) << narrow(made.describe());
        EXPECT_NE(grantedTo(readBack(records.path()), everyone) & FILE_WRITE_DATA, 0u);
    }
}
