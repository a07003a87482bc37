// KnownFolders: see the header.
#include "core/platform/win/KnownFolders.h"

#include <knownfolders.h>
#include <objbase.h>
#include <shlobj.h>

namespace cudnnsetup::win {

namespace {

KnownFolder knownFolder(REFKNOWNFOLDERID id, const wchar_t *name)
{
    KnownFolder folder;
    wchar_t *path = nullptr;
    const HRESULT result = SHGetKnownFolderPath(id, KF_FLAG_DEFAULT, nullptr, &path);
    if (SUCCEEDED(result) && path != nullptr)
        folder.path = path;
    else
        folder.error = Win32Error::fromHresult(FAILED(result) ? result : E_FAIL,
                                               std::wstring(L"SHGetKnownFolderPath(") + name + L")");
    // Owned by the caller even when the call failed.
    CoTaskMemFree(path);
    return folder;
}

} // namespace

KnownFolder programFilesFolder()
{
    return knownFolder(FOLDERID_ProgramFiles, L"ProgramFiles");
}

KnownFolder localAppDataFolder()
{
    return knownFolder(FOLDERID_LocalAppData, L"LocalAppData");
}

KnownFolder userProfileFolder()
{
    return knownFolder(FOLDERID_Profile, L"Profile");
}

KnownFolder programDataFolder()
{
    return knownFolder(FOLDERID_ProgramData, L"ProgramData");
}

} // namespace cudnnsetup::win
