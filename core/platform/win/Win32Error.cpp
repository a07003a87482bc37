// Win32Error: see the header.
#include "core/platform/win/Win32Error.h"

#include <cwchar>

namespace cudnnsetup::win {

std::wstring systemMessage(DWORD code)
{
    wchar_t *buffer = nullptr;
    const DWORD length = FormatMessageW(
        FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS,
        nullptr, code, 0, reinterpret_cast<wchar_t *>(&buffer), 0, nullptr);
    std::wstring message;
    if (length != 0 && buffer != nullptr)
        message.assign(buffer, length);
    if (buffer != nullptr)
        LocalFree(buffer);
    while (!message.empty() && (message.back() == L'\n' || message.back() == L'\r' || message.back() == L' '))
        message.pop_back();
    if (message.empty()) {
        wchar_t fallback[32];
        std::swprintf(fallback, 32, L"error 0x%08lX", static_cast<unsigned long>(code));
        message = fallback;
    }
    return message;
}

std::wstring Win32Error::describe() const
{
    if (!failed())
        return context.empty() ? std::wstring(L"success") : context + L": success";
    std::wstring text = context.empty() ? message : context + L": " + message;
    return text + L" (code " + std::to_wstring(code) + L")";
}

Win32Error Win32Error::fromCode(DWORD code, std::wstring context)
{
    Win32Error error;
    error.code = code;
    error.context = std::move(context);
    if (code != 0)
        error.message = systemMessage(code);
    return error;
}

Win32Error Win32Error::fromLastError(std::wstring context)
{
    DWORD code = GetLastError();
    // A failure that set no error code still has to read as a failure.
    if (code == 0)
        code = ERROR_GEN_FAILURE;
    return fromCode(code, std::move(context));
}

Win32Error Win32Error::fromHresult(HRESULT result, std::wstring context)
{
    return fromCode(SUCCEEDED(result) ? 0 : static_cast<DWORD>(result), std::move(context));
}

} // namespace cudnnsetup::win
