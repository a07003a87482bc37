// TestPaths: folders and files the Win32 tests need on disk, made fresh under %TEMP% and removed
// afterwards, and a way to print wide strings in assertion messages.
#pragma once

#include <windows.h>

#include <string>

namespace cudnnsetup::win::testing {

inline std::string narrow(const std::wstring &text)
{
    if (text.empty())
        return {};
    const int bytes = WideCharToMultiByte(CP_UTF8, 0, text.c_str(), static_cast<int>(text.size()),
                                          nullptr, 0, nullptr, nullptr);
    std::string utf8(static_cast<std::size_t>(bytes), '\0');
    WideCharToMultiByte(CP_UTF8, 0, text.c_str(), static_cast<int>(text.size()), utf8.data(), bytes,
                        nullptr, nullptr);
    return utf8;
}

inline bool isFolder(const std::wstring &path)
{
    const DWORD attributes = GetFileAttributesW(path.c_str());
    return attributes != INVALID_FILE_ATTRIBUTES && (attributes & FILE_ATTRIBUTE_DIRECTORY) != 0;
}

// A new empty folder under %TEMP%, removed (with the files the test put in it) at the end.
class TemporaryFolder
{
public:
    TemporaryFolder()
    {
        wchar_t temp[MAX_PATH + 1] = {};
        GetTempPathW(MAX_PATH + 1, temp);
        m_path = std::wstring(temp) + L"cudnn-setup-test-" + std::to_wstring(GetCurrentProcessId()) + L"-"
                 + std::to_wstring(++s_created);
        CreateDirectoryW(m_path.c_str(), nullptr);
    }
    ~TemporaryFolder()
    {
        WIN32_FIND_DATAW entry;
        HANDLE search = FindFirstFileW((m_path + L"\\*").c_str(), &entry);
        if (search != INVALID_HANDLE_VALUE) {
            do {
                const std::wstring name = entry.cFileName;
                if (name != L"." && name != L"..")
                    DeleteFileW((m_path + L"\\" + name).c_str());
            } while (FindNextFileW(search, &entry));
            FindClose(search);
        }
        RemoveDirectoryW(m_path.c_str());
    }
    TemporaryFolder(const TemporaryFolder &) = delete;
    TemporaryFolder &operator=(const TemporaryFolder &) = delete;

    const std::wstring &path() const { return m_path; }

private:
    static inline int s_created = 0;
    std::wstring m_path;
};

} // namespace cudnnsetup::win::testing
