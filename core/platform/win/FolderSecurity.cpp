// FolderSecurity: see the header.
#include "core/platform/win/FolderSecurity.h"

#include <windows.h>

#include <aclapi.h>
#include <sddl.h>

#include <memory>
#include <vector>

namespace cudnnsetup::win {

namespace {

// What lets someone change a file or a folder's content or who may: writing and appending (for a
// folder: adding files and folders), deleting it or what is in it, and rewriting its access list
// or owner. Reading, executing and the attribute bits (hidden, read-only) are not.
constexpr ACCESS_MASK kChangeRights = FILE_WRITE_DATA | FILE_APPEND_DATA | FILE_DELETE_CHILD | DELETE | WRITE_DAC
                                      | WRITE_OWNER | GENERIC_WRITE | GENERIC_ALL;

// NT SERVICE\TrustedInstaller, which owns much of Program Files and Windows.
constexpr const wchar_t *kTrustedInstallerSid = L"S-1-5-80-956008885-3418522649-1831038044-1853292631-2271478464";

class Handle
{
public:
    explicit Handle(HANDLE handle) : m_handle(handle) {}
    ~Handle()
    {
        if (valid())
            CloseHandle(m_handle);
    }
    Handle(const Handle &) = delete;
    Handle &operator=(const Handle &) = delete;
    bool valid() const { return m_handle != INVALID_HANDLE_VALUE && m_handle != nullptr; }
    HANDLE get() const { return m_handle; }

private:
    HANDLE m_handle;
};

struct LocalFreer
{
    void operator()(void *memory) const { LocalFree(memory); }
};
using LocalMemory = std::unique_ptr<void, LocalFreer>;

// A SID in a buffer of its own; empty when it could not be made.
struct Sid
{
    BYTE bytes[SECURITY_MAX_SID_SIZE] = {};
    bool valid = false;
    PSID get() { return bytes; }
    const void *get() const { return bytes; }

    bool equals(PSID other) const { return valid && EqualSid(const_cast<BYTE *>(bytes), other); }
    static Sid copyOf(PSID sid)
    {
        Sid copy;
        copy.valid = sid != nullptr && CopySid(sizeof copy.bytes, copy.bytes, sid);
        return copy;
    }
};

Sid wellKnownSid(WELL_KNOWN_SID_TYPE type)
{
    Sid sid;
    DWORD size = sizeof sid.bytes;
    sid.valid = CreateWellKnownSid(type, nullptr, sid.bytes, &size);
    return sid;
}

Sid sidFromString(const wchar_t *text)
{
    PSID sid = nullptr;
    if (!ConvertStringSidToSidW(text, &sid))
        return {};
    const LocalMemory owned(sid);
    return Sid::copyOf(sid);
}

// The user the process runs as.
Sid processUserSid()
{
    HANDLE raw = nullptr;
    if (!OpenProcessToken(GetCurrentProcess(), TOKEN_QUERY, &raw))
        return {};
    const Handle token(raw);
    union {
        TOKEN_USER user;
        BYTE bytes[sizeof(TOKEN_USER) + SECURITY_MAX_SID_SIZE];
    } buffer{};
    DWORD size = 0;
    if (!GetTokenInformation(token.get(), TokenUser, &buffer, sizeof buffer, &size))
        return {};
    return Sid::copyOf(buffer.user.User.Sid);
}

class TrustedSids
{
public:
    explicit TrustedSids(TrustedWriters trusted)
        : m_sids{wellKnownSid(WinLocalSystemSid), wellKnownSid(WinBuiltinAdministratorsSid), sidFromString(kTrustedInstallerSid),
                 trusted == TrustedWriters::AdministratorsAndThisUser ? processUserSid() : Sid()}
        , m_ownerRights(wellKnownSid(WinCreatorOwnerRightsSid))
    {
    }

    bool contains(PSID sid) const
    {
        for (const Sid &trusted : m_sids)
            if (trusted.equals(sid))
                return true;
        return false;
    }
    // OWNER RIGHTS stands for the owner, which has been checked first.
    bool isOwnerRights(PSID sid) const { return m_ownerRights.equals(sid); }

private:
    Sid m_sids[4];
    Sid m_ownerRights;
};

// CREATOR OWNER and CREATOR GROUP in a rule that applies to the object itself match no one: they
// are placeholders for what is made inside.
bool isCreatorPlaceholder(PSID sid)
{
    return wellKnownSid(WinCreatorOwnerSid).equals(sid) || wellKnownSid(WinCreatorGroupSid).equals(sid);
}

std::wstring accountName(PSID sid)
{
    wchar_t name[256] = {};
    wchar_t domain[256] = {};
    DWORD nameSize = 256;
    DWORD domainSize = 256;
    SID_NAME_USE use = SidTypeUnknown;
    if (LookupAccountSidW(nullptr, sid, name, &nameSize, domain, &domainSize, &use) && name[0] != L'\0')
        return domain[0] != L'\0' ? std::wstring(domain) + L"\\" + name : std::wstring(name);
    wchar_t *text = nullptr;
    if (!ConvertSidToStringSidW(sid, &text))
        return L"(unknown account)";
    const LocalMemory owned(text);
    return text;
}

// Opens the path itself (a link or junction is not followed) for reading its security, and
// `more` rights besides.
HANDLE openItself(const std::wstring &path, DWORD more)
{
    return CreateFileW(path.c_str(), READ_CONTROL | FILE_READ_ATTRIBUTES | more,
                       FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr, OPEN_EXISTING,
                       FILE_FLAG_BACKUP_SEMANTICS | FILE_FLAG_OPEN_REPARSE_POINT, nullptr);
}

WriteAccess judge(HANDLE handle, TrustedWriters trusted)
{
    WriteAccess answer;
    PSID owner = nullptr;
    PACL dacl = nullptr;
    PSECURITY_DESCRIPTOR descriptor = nullptr;
    const DWORD status = GetSecurityInfo(handle, SE_FILE_OBJECT, OWNER_SECURITY_INFORMATION | DACL_SECURITY_INFORMATION,
                                         &owner, nullptr, &dacl, nullptr, &descriptor);
    if (status != ERROR_SUCCESS) {
        answer.verdict = WriteAccess::Verdict::CannotRead;
        answer.error = Win32Error::fromCode(status, L"GetSecurityInfo");
        return answer;
    }
    const LocalMemory ownedDescriptor(descriptor);
    const TrustedSids trustedSids(trusted);
    if (owner == nullptr || !trustedSids.contains(owner)) {
        answer.verdict = WriteAccess::Verdict::UntrustedOwner;
        answer.account = owner != nullptr ? accountName(owner) : L"(no owner)";
        return answer;
    }
    if (dacl == nullptr) {
        answer.verdict = WriteAccess::Verdict::NoAccessList;
        return answer;
    }
    for (DWORD i = 0; i < dacl->AceCount; ++i) {
        void *entry = nullptr;
        if (!GetAce(dacl, i, &entry)) {
            answer.verdict = WriteAccess::Verdict::CannotRead;
            answer.error = Win32Error::fromLastError(L"GetAce");
            return answer;
        }
        const auto *header = static_cast<const ACE_HEADER *>(entry);
        if ((header->AceFlags & INHERIT_ONLY_ACE) != 0)
            continue;
        switch (header->AceType) {
        case ACCESS_DENIED_ACE_TYPE:
        case ACCESS_DENIED_OBJECT_ACE_TYPE:
        case ACCESS_DENIED_CALLBACK_ACE_TYPE:
        case ACCESS_DENIED_CALLBACK_OBJECT_ACE_TYPE:
            continue;
        case ACCESS_ALLOWED_ACE_TYPE:
        case ACCESS_ALLOWED_CALLBACK_ACE_TYPE: {
            // Both begin with the header, the mask and the SID.
            const auto *allowed = static_cast<const ACCESS_ALLOWED_ACE *>(entry);
            if ((allowed->Mask & kChangeRights) == 0)
                continue;
            PSID sid = const_cast<DWORD *>(&allowed->SidStart);
            if (trustedSids.contains(sid) || trustedSids.isOwnerRights(sid) || isCreatorPlaceholder(sid))
                continue;
            answer.verdict = WriteAccess::Verdict::UntrustedWriter;
            answer.account = accountName(sid);
            return answer;
        }
        default: {
            // Every ACE keeps its mask right after the header; one of a kind not read here that
            // grants a change is not taken on trust.
            const auto *unknown = static_cast<const ACCESS_ALLOWED_ACE *>(entry);
            if (header->AceSize >= sizeof(ACE_HEADER) + sizeof(ACCESS_MASK) && (unknown->Mask & kChangeRights) == 0)
                continue;
            answer.verdict = WriteAccess::Verdict::UnknownRule;
            return answer;
        }
        }
    }
    return answer;
}

// SYSTEM and Administrators full control, Users read and execute, passed down to everything
// below; `acl` keeps the memory.
bool buildProtectedDacl(bool usersMayRead, std::vector<BYTE> *acl)
{
    Sid system = wellKnownSid(WinLocalSystemSid);
    Sid administrators = wellKnownSid(WinBuiltinAdministratorsSid);
    Sid users = wellKnownSid(WinBuiltinUsersSid);
    if (!system.valid || !administrators.valid || !users.valid)
        return false;
    const DWORD aceBase = sizeof(ACCESS_ALLOWED_ACE) - sizeof(DWORD);
    const DWORD size = sizeof(ACL) + 3 * aceBase + GetLengthSid(system.get()) + GetLengthSid(administrators.get())
                       + GetLengthSid(users.get());
    acl->assign(size, 0);
    auto *list = reinterpret_cast<PACL>(acl->data());
    const DWORD inherit = OBJECT_INHERIT_ACE | CONTAINER_INHERIT_ACE;
    return InitializeAcl(list, size, ACL_REVISION)
           && AddAccessAllowedAceEx(list, ACL_REVISION, inherit, FILE_ALL_ACCESS, system.get())
           && AddAccessAllowedAceEx(list, ACL_REVISION, inherit, FILE_ALL_ACCESS, administrators.get())
           && (!usersMayRead
               || AddAccessAllowedAceEx(list, ACL_REVISION, inherit, FILE_GENERIC_READ | FILE_GENERIC_EXECUTE, users.get()));
}

} // namespace

WriteAccess checkWriteAccess(const std::wstring &path, TrustedWriters trusted)
{
    WriteAccess answer;
    const Handle handle(openItself(path, 0));
    if (!handle.valid()) {
        const DWORD code = GetLastError();
        answer.verdict = code == ERROR_FILE_NOT_FOUND || code == ERROR_PATH_NOT_FOUND ? WriteAccess::Verdict::Missing
                                                                                       : WriteAccess::Verdict::CannotRead;
        answer.error = Win32Error::fromCode(code, L"CreateFileW(" + path + L")");
        return answer;
    }
    BY_HANDLE_FILE_INFORMATION information{};
    if (!GetFileInformationByHandle(handle.get(), &information)) {
        answer.verdict = WriteAccess::Verdict::CannotRead;
        answer.error = Win32Error::fromLastError(L"GetFileInformationByHandle(" + path + L")");
        return answer;
    }
    if ((information.dwFileAttributes & FILE_ATTRIBUTE_REPARSE_POINT) != 0) {
        answer.verdict = WriteAccess::Verdict::ReparsePoint;
        return answer;
    }
    return judge(handle.get(), trusted);
}

Win32Error createAdministratorsFolder(const std::wstring &path, bool usersMayRead)
{
    std::vector<BYTE> acl;
    Sid administrators = wellKnownSid(WinBuiltinAdministratorsSid);
    if (!administrators.valid || !buildProtectedDacl(usersMayRead, &acl))
        return Win32Error::fromLastError(L"building the access list of " + path);
    auto *dacl = reinterpret_cast<PACL>(acl.data());

    SECURITY_DESCRIPTOR descriptor{};
    if (!InitializeSecurityDescriptor(&descriptor, SECURITY_DESCRIPTOR_REVISION)
        || !SetSecurityDescriptorDacl(&descriptor, TRUE, dacl, FALSE)
        || !SetSecurityDescriptorControl(&descriptor, SE_DACL_PROTECTED, SE_DACL_PROTECTED))
        return Win32Error::fromLastError(L"building the security descriptor of " + path);
    SECURITY_ATTRIBUTES attributes{sizeof(SECURITY_ATTRIBUTES), &descriptor, FALSE};
    // Made with its own rules in one step: there is no moment in which the parent's rules apply to it.
    if (SetSecurityDescriptorOwner(&descriptor, administrators.get(), FALSE) && CreateDirectoryW(path.c_str(), &attributes))
        return {};
    DWORD code = GetLastError();
    if (code == ERROR_INVALID_OWNER) {
        // Not an elevated administrator: the creator's default owner, with the same rules.
        SetSecurityDescriptorOwner(&descriptor, nullptr, FALSE);
        if (CreateDirectoryW(path.c_str(), &attributes))
            return {};
        code = GetLastError();
    }
    return Win32Error::fromCode(code, L"CreateDirectoryW(" + path + L")");
}

Win32Error makeAdministratorsFolder(const std::wstring &path, bool usersMayRead)
{
    const Win32Error created = createAdministratorsFolder(path, usersMayRead);
    if (created.code != ERROR_ALREADY_EXISTS)
        return created;
    std::vector<BYTE> acl;
    if (!buildProtectedDacl(usersMayRead, &acl))
        return Win32Error::fromLastError(L"building the access list of " + path);
    auto *dacl = reinterpret_cast<PACL>(acl.data());

    // Already there (made by an earlier version with the parent's rules, or by another
    // administrator's run): given these rules when the administrators own it. Judged and changed
    // through one handle, so that what is judged is what is changed.
    const Handle handle(openItself(path, WRITE_DAC));
    if (!handle.valid())
        return Win32Error::fromLastError(L"CreateFileW(" + path + L")");
    BY_HANDLE_FILE_INFORMATION information{};
    if (!GetFileInformationByHandle(handle.get(), &information))
        return Win32Error::fromLastError(L"GetFileInformationByHandle(" + path + L")");
    if ((information.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) == 0
        || (information.dwFileAttributes & FILE_ATTRIBUTE_REPARSE_POINT) != 0)
        return Win32Error::fromCode(ERROR_DIRECTORY, L"the folder " + path);
    const WriteAccess now = judge(handle.get(), TrustedWriters::Administrators);
    if (now.verdict == WriteAccess::Verdict::Trusted)
        return {};
    if (now.verdict == WriteAccess::Verdict::UntrustedOwner)
        return Win32Error::fromCode(ERROR_INVALID_OWNER, L"the folder " + path + L" (owned by " + now.account + L")");
    if (now.verdict == WriteAccess::Verdict::CannotRead)
        return now.error;
    const DWORD status = SetSecurityInfo(handle.get(), SE_FILE_OBJECT,
                                         DACL_SECURITY_INFORMATION | PROTECTED_DACL_SECURITY_INFORMATION, nullptr, nullptr,
                                         dacl, nullptr);
    return status == ERROR_SUCCESS ? Win32Error{} : Win32Error::fromCode(status, L"SetSecurityInfo(" + path + L")");
}

} // namespace cudnnsetup::win
