// Win32Error: how every call of the Win32 layer reports failure: the system's error code, the
// system's own words for it (FormatMessageW), and which call failed. Kept as data rather than
// thrown, so that the Qt layer can journal it and show it next to its own translated sentence.
#pragma once

#include <windows.h>

#include <string>

namespace cudnnsetup::win {

struct Win32Error
{
    // A Win32 error code (GetLastError, LSTATUS), or an HRESULT from the shell's COM-style
    // calls: FormatMessageW knows both. 0 means success.
    DWORD code = 0;
    std::wstring message; // the system's words, in the system's language; no trailing newline
    std::wstring context; // the call that failed and what on, e.g. RegSetValueExW(Path)

    bool failed() const { return code != 0; }
    // "context: message (code 5)", for logs.
    std::wstring describe() const;

    static Win32Error fromCode(DWORD code, std::wstring context);
    static Win32Error fromLastError(std::wstring context);
    static Win32Error fromHresult(HRESULT result, std::wstring context);
};

// The system's message for `code`; a hexadecimal placeholder when it has none.
std::wstring systemMessage(DWORD code);

} // namespace cudnnsetup::win
