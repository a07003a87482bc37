// FileLocks: see the header.
#include "core/platform/win/FileLocks.h"

#include <restartmanager.h>

namespace cudnnsetup::win {

FileReplaceCheck checkFileReplaceable(const std::wstring &path)
{
    FileReplaceCheck check;
    // Write access and share mode 0: what replacing in place needs, and the strictest test (a
    // reader that shares nothing, or a mapped image, makes it fail).
    HANDLE file = CreateFileW(path.c_str(), GENERIC_READ | GENERIC_WRITE, 0, nullptr, OPEN_EXISTING,
                              FILE_ATTRIBUTE_NORMAL, nullptr);
    if (file != INVALID_HANDLE_VALUE) {
        CloseHandle(file);
        check.state = FileReplaceCheck::State::Free;
        return check;
    }
    check.error = Win32Error::fromLastError(L"CreateFileW(" + path + L")");
    switch (check.error.code) {
    case ERROR_SHARING_VIOLATION:
    case ERROR_LOCK_VIOLATION:
    case ERROR_USER_MAPPED_FILE:
        check.state = FileReplaceCheck::State::InUse;
        break;
    case ERROR_FILE_NOT_FOUND:
    case ERROR_PATH_NOT_FOUND:
        check.state = FileReplaceCheck::State::Missing;
        break;
    case ERROR_ACCESS_DENIED:
        check.state = FileReplaceCheck::State::AccessDenied;
        break;
    default:
        check.state = FileReplaceCheck::State::Failed;
        break;
    }
    return check;
}

FileHolders processesHoldingFile(const std::wstring &path)
{
    FileHolders result;
    DWORD session = 0;
    wchar_t sessionKey[CCH_RM_SESSION_KEY + 1] = {};
    DWORD status = RmStartSession(&session, 0, sessionKey);
    if (status != ERROR_SUCCESS) {
        result.error = Win32Error::fromCode(status, L"RmStartSession");
        return result;
    }

    const wchar_t *files[] = {path.c_str()};
    status = RmRegisterResources(session, 1, files, 0, nullptr, 0, nullptr);
    if (status != ERROR_SUCCESS) {
        result.error = Win32Error::fromCode(status, L"RmRegisterResources(" + path + L")");
        RmEndSession(session);
        return result;
    }

    // Processes can open the file between the two calls: ERROR_MORE_DATA means "ask again".
    std::vector<RM_PROCESS_INFO> processes;
    UINT needed = 0;
    UINT count = 0;
    DWORD rebootReasons = RmRebootReasonNone;
    for (int attempt = 0; attempt < 5; ++attempt) {
        count = static_cast<UINT>(processes.size());
        status = RmGetList(session, &needed, &count, processes.empty() ? nullptr : processes.data(),
                           &rebootReasons);
        if (status != ERROR_MORE_DATA)
            break;
        processes.resize(needed + 4);
    }
    RmEndSession(session);
    if (status != ERROR_SUCCESS) {
        result.error = Win32Error::fromCode(status, L"RmGetList(" + path + L")");
        return result;
    }
    for (UINT i = 0; i < count && i < processes.size(); ++i)
        result.holders.push_back({processes[i].Process.dwProcessId, processes[i].strAppName});
    return result;
}

} // namespace cudnnsetup::win
