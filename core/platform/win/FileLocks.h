// FileLocks: whether a file we are about to replace (cudnn64_9.dll in a folder a running Python
// has loaded it from) is held open by another process, and by which one, so that the wizard can
// say "in use by python.exe (pid 1234): close it and try again" instead of failing halfway
// through a copy.
//
// Two separate questions, because they fail differently:
// - checkFileReplaceable opens the file with no sharing at all: any other open handle, or a
//   loaded image, makes that fail with ERROR_SHARING_VIOLATION. Reliable everywhere (wine too).
// - processesHoldingFile asks the Restart Manager (rstrtmgr) who holds it. It can fail or know
//   nothing (a stub under wine, a process of another session, a service without the rights to
//   query): the caller then says "in use by a program we could not identify".
#pragma once

#include "core/platform/win/Win32Error.h"

#include <windows.h>

#include <string>
#include <vector>

namespace cudnnsetup::win {

struct FileReplaceCheck
{
    enum class State {
        Free,         // nobody holds it: it can be replaced now
        InUse,        // another handle (or a loaded DLL/exe) holds it: sharing or lock violation
        Missing,      // nothing there: nothing to replace
        AccessDenied, // read-only, or a folder needing elevation: not a lock
        Failed,       // any other error, in `error`
    };
    State state = State::Failed;
    Win32Error error; // the CreateFileW failure behind every state but Free
};

FileReplaceCheck checkFileReplaceable(const std::wstring &path);

struct FileHolder
{
    DWORD pid = 0;
    std::wstring applicationName; // as the Restart Manager names it, e.g. "python.exe"
};

struct FileHolders
{
    // Empty with !error.failed(): the Restart Manager knows of no holder, which does not prove
    // the file is free (see checkFileReplaceable).
    std::vector<FileHolder> holders;
    Win32Error error; // failed(): it could not tell
};

FileHolders processesHoldingFile(const std::wstring &path);

} // namespace cudnnsetup::win
