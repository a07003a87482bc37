// RegistryEnvironment: see the header.
#include "core/platform/win/RegistryEnvironment.h"

#include <vector>

namespace cudnnsetup::win {

namespace {

constexpr const wchar_t *userEnvironmentKey = L"Environment";
constexpr const wchar_t *machineEnvironmentKey =
    L"SYSTEM\\CurrentControlSet\\Control\\Session Manager\\Environment";

// Closes the key on every return path.
class OpenKey
{
public:
    OpenKey() = default;
    ~OpenKey()
    {
        if (m_key != nullptr)
            RegCloseKey(m_key);
    }
    OpenKey(const OpenKey &) = delete;
    OpenKey &operator=(const OpenKey &) = delete;
    HKEY *out() { return &m_key; }
    HKEY get() const { return m_key; }

private:
    HKEY m_key = nullptr;
};

std::wstring rootName(HKEY root)
{
    if (root == HKEY_CURRENT_USER)
        return L"HKCU";
    if (root == HKEY_LOCAL_MACHINE)
        return L"HKLM";
    return L"HKEY";
}

Win32Error failure(LSTATUS status, const wchar_t *call, const std::wstring &subject)
{
    return Win32Error::fromCode(static_cast<DWORD>(status), call + (L"(" + subject + L")"));
}

} // namespace

RegistryEnvironment::RegistryEnvironment(Scope scope)
    : RegistryEnvironment(scope, scope == Scope::User ? HKEY_CURRENT_USER : HKEY_LOCAL_MACHINE,
                          scope == Scope::User ? userEnvironmentKey : machineEnvironmentKey)
{
}

RegistryEnvironment::RegistryEnvironment(Scope scope, HKEY root, std::wstring subKey)
    : m_scope(scope), m_root(root), m_subKey(std::move(subKey))
{
}

std::wstring RegistryEnvironment::describe() const
{
    return rootName(m_root) + L"\\" + m_subKey;
}

VariableRead RegistryEnvironment::read(const std::wstring &name) const
{
    VariableRead result;
    const std::wstring valuePath = describe() + L"\\" + name;
    OpenKey key;
    LSTATUS status = RegOpenKeyExW(m_root, m_subKey.c_str(), 0, KEY_QUERY_VALUE, key.out());
    if (status == ERROR_FILE_NOT_FOUND)
        return result;
    if (status != ERROR_SUCCESS) {
        result.error = failure(status, L"RegOpenKeyExW", describe());
        return result;
    }

    DWORD type = REG_NONE;
    DWORD size = 0;
    status = RegQueryValueExW(key.get(), name.c_str(), nullptr, &type, nullptr, &size);
    std::vector<BYTE> data;
    bool readWhole = false;
    // The value can grow between the size query and the read (another program editing PATH):
    // ERROR_MORE_DATA then only means "ask again with the size it has now".
    for (int attempt = 0; attempt < 5 && status == ERROR_SUCCESS; ++attempt) {
        // Room for a terminator that the stored data may lack.
        data.assign(size + sizeof(wchar_t), 0);
        DWORD bufferSize = static_cast<DWORD>(data.size());
        status = RegQueryValueExW(key.get(), name.c_str(), nullptr, &type, data.data(), &bufferSize);
        if (status == ERROR_SUCCESS) {
            data.resize(bufferSize);
            readWhole = true;
            break;
        }
        if (status == ERROR_MORE_DATA) {
            size = bufferSize;
            status = ERROR_SUCCESS;
        }
    }
    if (status == ERROR_FILE_NOT_FOUND)
        return result;
    if (status != ERROR_SUCCESS || !readWhole) {
        // Still growing after five tries: report it as the size race it is.
        result.error = failure(status != ERROR_SUCCESS ? status : ERROR_MORE_DATA, L"RegQueryValueExW",
                               valuePath);
        return result;
    }
    if (type != REG_SZ && type != REG_EXPAND_SZ) {
        result.error = failure(ERROR_INVALID_DATATYPE, L"RegQueryValueExW", valuePath);
        result.variable.exists = true;
        result.variable.type = type;
        return result;
    }

    // Registry strings need not be terminated, and may carry several terminators: the value
    // ends at the first one.
    std::wstring text(reinterpret_cast<const wchar_t *>(data.data()), data.size() / sizeof(wchar_t));
    const std::size_t terminator = text.find(L'\0');
    if (terminator != std::wstring::npos)
        text.resize(terminator);
    result.variable.exists = true;
    result.variable.value = std::move(text);
    result.variable.type = type;
    return result;
}

Win32Error RegistryEnvironment::write(const std::wstring &name, const std::wstring &value, DWORD type) const
{
    if (type != REG_SZ && type != REG_EXPAND_SZ)
        return failure(ERROR_INVALID_DATATYPE, L"RegSetValueExW", describe() + L"\\" + name);
    OpenKey key;
    LSTATUS status = RegCreateKeyExW(m_root, m_subKey.c_str(), 0, nullptr, REG_OPTION_NON_VOLATILE,
                                      KEY_SET_VALUE, nullptr, key.out(), nullptr);
    if (status != ERROR_SUCCESS)
        return failure(status, L"RegCreateKeyExW", describe());
    const DWORD bytes = static_cast<DWORD>((value.size() + 1) * sizeof(wchar_t));
    status = RegSetValueExW(key.get(), name.c_str(), 0, type,
                            reinterpret_cast<const BYTE *>(value.c_str()), bytes);
    if (status != ERROR_SUCCESS)
        return failure(status, L"RegSetValueExW", describe() + L"\\" + name);
    return {};
}

Win32Error RegistryEnvironment::erase(const std::wstring &name) const
{
    OpenKey key;
    LSTATUS status = RegOpenKeyExW(m_root, m_subKey.c_str(), 0, KEY_SET_VALUE, key.out());
    if (status == ERROR_FILE_NOT_FOUND)
        return {};
    if (status != ERROR_SUCCESS)
        return failure(status, L"RegOpenKeyExW", describe());
    status = RegDeleteValueW(key.get(), name.c_str());
    if (status != ERROR_SUCCESS && status != ERROR_FILE_NOT_FOUND)
        return failure(status, L"RegDeleteValueW", describe() + L"\\" + name);
    return {};
}

Win32Error broadcastEnvironmentChange()
{
    DWORD_PTR answer = 0;
    SetLastError(ERROR_SUCCESS);
    const LRESULT sent = SendMessageTimeoutW(HWND_BROADCAST, WM_SETTINGCHANGE, 0,
                                             reinterpret_cast<LPARAM>(L"Environment"),
                                             SMTO_ABORTIFHUNG, 5000, &answer);
    if (sent == 0)
        return Win32Error::fromLastError(L"SendMessageTimeoutW(WM_SETTINGCHANGE, Environment)");
    return {};
}

} // namespace cudnnsetup::win
