// RegistryEnvironment: the persistent environment variables of Windows, as stored in the
// registry: the user's (HKCU\Environment) and the machine's
// (HKLM\SYSTEM\CurrentControlSet\Control\Session Manager\Environment). Read and written
// raw: a REG_EXPAND_SZ value such as Path holds "%SystemRoot%\..." references that must stay
// unexpanded, and its type must be kept, or every reference in it stops expanding. Writing the
// registry does not reach running programs: Explorer (and what it starts afterwards) rereads it
// on the WM_SETTINGCHANGE "Environment" broadcast.
//
// A RegistryEnvironment can point at any key instead of the real one, so that tests make the
// same real registry calls against a scratch key (such as
// HKCU\Software\cudnn-setup-test\Environment) and harm no real variable.
#pragma once

#include "core/platform/win/Win32Error.h"

#include <windows.h>

#include <string>

namespace cudnnsetup::win {

enum class Scope { User, Machine };

struct EnvironmentVariable
{
    bool exists = false;
    std::wstring value; // raw: %references% not expanded
    DWORD type = REG_NONE; // REG_SZ or REG_EXPAND_SZ when it exists
};

struct VariableRead
{
    EnvironmentVariable variable;
    // Set when the key or value could not be read, and when the value is not a string (REG_SZ /
    // REG_EXPAND_SZ): such a value is nobody's PATH to rewrite. A missing key or value is not
    // an error: exists is false.
    Win32Error error;
};

class RegistryEnvironment
{
public:
    explicit RegistryEnvironment(Scope scope);
    // The same calls against `subKey` of `root`; `scope` only says what it stands for.
    RegistryEnvironment(Scope scope, HKEY root, std::wstring subKey);

    Scope scope() const { return m_scope; }
    // "HKCU\Environment", for logs and messages.
    std::wstring describe() const;

    VariableRead read(const std::wstring &name) const;
    // Creates the key when missing. The machine's key needs an elevated process (else
    // ERROR_ACCESS_DENIED).
    Win32Error write(const std::wstring &name, const std::wstring &value, DWORD type) const;
    // Deleting a variable (or key) that is not there succeeds: the result is the same.
    Win32Error erase(const std::wstring &name) const;

private:
    Scope m_scope;
    HKEY m_root;
    std::wstring m_subKey;
};

// Tells running programs (Explorer first) that the environment changed. Returns once every
// top-level window answered, or after 5 s for hung ones (SMTO_ABORTIFHUNG), so a frozen window
// cannot hang the installer.
Win32Error broadcastEnvironmentChange();

} // namespace cudnnsetup::win
