// ScratchEnvironment: a RegistryEnvironment on a registry key of its own
// (HKCU\Software\cudnn-setup-test\<pid>-<n>\Environment), deleted with everything under it when
// the test ends, so that the registry tests make real registry calls without touching a real
// variable, and tests running at the same time never share a key.
#pragma once

#include "core/platform/win/RegistryEnvironment.h"

#include <windows.h>

#include <string>

namespace cudnnsetup::win::testing {

class ScratchEnvironment
{
public:
    explicit ScratchEnvironment(Scope scope = Scope::User)
        : m_parent(L"Software\\cudnn-setup-test\\" + std::to_wstring(GetCurrentProcessId()) + L"-"
                   + std::to_wstring(++s_created)),
          m_environment(scope, HKEY_CURRENT_USER, m_parent + L"\\Environment")
    {
    }
    ~ScratchEnvironment()
    {
        RegDeleteTreeW(HKEY_CURRENT_USER, m_parent.c_str());
        RegDeleteKeyW(HKEY_CURRENT_USER, m_parent.c_str());
        // Gone only when no other test program still uses it.
        RegDeleteKeyW(HKEY_CURRENT_USER, L"Software\\cudnn-setup-test");
    }
    ScratchEnvironment(const ScratchEnvironment &) = delete;
    ScratchEnvironment &operator=(const ScratchEnvironment &) = delete;

    const RegistryEnvironment &environment() const { return m_environment; }
    std::wstring keyPath() const { return m_parent + L"\\Environment"; }

    // Writes a value the way another program would (here: any type, raw bytes).
    LSTATUS writeRaw(const std::wstring &name, DWORD type, const void *data, DWORD bytes) const
    {
        HKEY key = nullptr;
        LSTATUS status = RegCreateKeyExW(HKEY_CURRENT_USER, keyPath().c_str(), 0, nullptr, 0,
                                         KEY_SET_VALUE, nullptr, &key, nullptr);
        if (status != ERROR_SUCCESS)
            return status;
        status = RegSetValueExW(key, name.c_str(), 0, type, static_cast<const BYTE *>(data), bytes);
        RegCloseKey(key);
        return status;
    }

private:
    static inline int s_created = 0;
    std::wstring m_parent;
    RegistryEnvironment m_environment;
};

} // namespace cudnnsetup::win::testing
