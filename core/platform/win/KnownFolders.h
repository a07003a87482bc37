// KnownFolders: where Windows keeps programs and per-user data, asked of the shell
// (SHGetKnownFolderPath) rather than built from %ProgramFiles% or a drive letter: both are
// redirected or relocated on real machines (another system drive, a roaming profile, a 32-bit
// process seeing "Program Files (x86)").
#pragma once

#include "core/platform/win/Win32Error.h"

#include <string>

namespace cudnnsetup::win {

struct KnownFolder
{
    std::wstring path; // empty when error.failed(); no trailing backslash
    Win32Error error;
};

// C:\Program Files for a 64-bit process: where an all-users install goes.
KnownFolder programFilesFolder();
// C:\Users\<name>\AppData\Local: where a just-for-me install and the download cache go.
KnownFolder localAppDataFolder();
// C:\Users\<name>.
KnownFolder userProfileFolder();
// C:\ProgramData: state kept for all users (the system's install records).
KnownFolder programDataFolder();

} // namespace cudnnsetup::win
