// Elevation: see the header.
#include "core/platform/win/Elevation.h"

#include <windows.h>

namespace cudnnsetup::win {

namespace {

class TokenHandle
{
public:
    TokenHandle() = default;
    ~TokenHandle()
    {
        if (m_handle != nullptr)
            CloseHandle(m_handle);
    }
    TokenHandle(const TokenHandle &) = delete;
    TokenHandle &operator=(const TokenHandle &) = delete;
    HANDLE *out() { return &m_handle; }
    HANDLE get() const { return m_handle; }

private:
    HANDLE m_handle = nullptr;
};

// `token` null: the calling thread's token, as CheckTokenMembership defines it.
TokenAnswer isAdministratorsMember(HANDLE token)
{
    TokenAnswer answer;
    SID_IDENTIFIER_AUTHORITY ntAuthority = SECURITY_NT_AUTHORITY;
    PSID administrators = nullptr;
    if (!AllocateAndInitializeSid(&ntAuthority, 2, SECURITY_BUILTIN_DOMAIN_RID, DOMAIN_ALIAS_RID_ADMINS,
                                  0, 0, 0, 0, 0, 0, &administrators)) {
        answer.error = Win32Error::fromLastError(L"AllocateAndInitializeSid(Administrators)");
        return answer;
    }
    BOOL member = FALSE;
    if (CheckTokenMembership(token, administrators, &member))
        answer.yes = member != FALSE;
    else
        answer.error = Win32Error::fromLastError(L"CheckTokenMembership(Administrators)");
    FreeSid(administrators);
    return answer;
}

} // namespace

TokenAnswer processIsElevated()
{
    TokenAnswer answer;
    TokenHandle token;
    if (!OpenProcessToken(GetCurrentProcess(), TOKEN_QUERY, token.out())) {
        answer.error = Win32Error::fromLastError(L"OpenProcessToken");
        return answer;
    }
    TOKEN_ELEVATION elevation{};
    DWORD size = 0;
    if (!GetTokenInformation(token.get(), TokenElevation, &elevation, sizeof elevation, &size)) {
        answer.error = Win32Error::fromLastError(L"GetTokenInformation(TokenElevation)");
        return answer;
    }
    answer.yes = elevation.TokenIsElevated != 0;
    return answer;
}

TokenAnswer userIsAdministrator()
{
    TokenHandle token;
    if (!OpenProcessToken(GetCurrentProcess(), TOKEN_QUERY, token.out()))
        return {false, Win32Error::fromLastError(L"OpenProcessToken")};
    TOKEN_ELEVATION_TYPE elevationType = TokenElevationTypeDefault;
    DWORD size = 0;
    if (!GetTokenInformation(token.get(), TokenElevationType, &elevationType, sizeof elevationType, &size))
        return {false, Win32Error::fromLastError(L"GetTokenInformation(TokenElevationType)")};
    if (elevationType != TokenElevationTypeLimited)
        return isAdministratorsMember(nullptr);
    // Filtered token: only the linked (full) token tells. It comes back as an identification
    // token, which is what CheckTokenMembership needs.
    TOKEN_LINKED_TOKEN linked{};
    if (!GetTokenInformation(token.get(), TokenLinkedToken, &linked, sizeof linked, &size))
        return {false, Win32Error::fromLastError(L"GetTokenInformation(TokenLinkedToken)")};
    TokenAnswer answer = isAdministratorsMember(linked.LinkedToken);
    CloseHandle(linked.LinkedToken);
    return answer;
}

} // namespace cudnnsetup::win
