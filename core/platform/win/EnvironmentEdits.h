// EnvironmentEdits: the changes the installer makes to the persistent Windows environment, and
// their undo, each one touching only what is ours:
// - our bin folder added to Path (PathList rules: every other entry kept byte for byte, the
//   value's type kept, so "%SystemRoot%\..." entries of a REG_EXPAND_SZ Path keep expanding);
// - CUDA_PATH (or CUDA_PATH_Vx_y) set only where it is missing or names a folder that is gone:
//   a working one belongs to the user's CUDA install, and programs rely on it;
// - undo that restores a variable only while it still holds what we wrote: what the user
//   changed since is theirs, and is reported as left alone.
// Each edit reads, decides and writes: another program editing the same variable in between can
// be overwritten (Windows offers no compare-and-swap on values; the window is milliseconds).
// None of them broadcasts: the caller does that once, after all edits (broadcastEnvironmentChange).
#pragma once

#include "core/platform/win/RegistryEnvironment.h"
#include "core/platform/win/Win32Error.h"

#include <string>

namespace cudnnsetup::win {

// Windows stores the variable as "Path"; value names are case-insensitive.
inline constexpr const wchar_t *pathVariableName = L"Path";

struct PathEdit
{
    Win32Error error;          // failed(): nothing was written
    bool changed = false;      // false: our folder already was (append) / was not (remove) there
    EnvironmentVariable before; // as found: journal it (the undo of an append is removeFromPath,
                                // and only when changed was true; never a write-back of before)
    std::wstring after;        // the value written, or before.value when unchanged
};

// Adds `folder` at the end of Path unless an equal entry (PathList::sameEntry, Windows rules)
// is already there. A Path that did not exist is created as REG_EXPAND_SZ.
PathEdit appendToPath(const RegistryEnvironment &environment, const std::wstring &folder);
// Removes every entry equal to `folder`; deletes the variable when nothing else is left in it.
PathEdit removeFromPath(const RegistryEnvironment &environment, const std::wstring &folder);

struct FolderVariableEdit
{
    enum class Outcome {
        SetBecauseMissing,       // absent or empty
        SetBecauseFolderMissing, // named a folder that does not exist (an uninstalled CUDA)
        KeptExisting,            // names an existing folder: not ours to replace
    };
    Win32Error error; // failed(): nothing was written, outcome meaningless
    Outcome outcome = Outcome::KeptExisting;
    EnvironmentVariable before; // journal it: restoreIfStillOurs needs it

    bool changed() const { return !error.failed() && outcome != Outcome::KeptExisting; }
};

// Sets `name` to `folder` (REG_SZ, or the type the old value had) unless it already names an
// existing folder. A REG_EXPAND_SZ value is expanded with this process's environment first.
FolderVariableEdit setFolderVariableUnlessUsable(const RegistryEnvironment &environment,
                                                 const std::wstring &name, const std::wstring &folder);
inline FolderVariableEdit setCudaPathIfMissing(const RegistryEnvironment &environment,
                                               const std::wstring &cudaFolder)
{
    return setFolderVariableUnlessUsable(environment, L"CUDA_PATH", cudaFolder);
}

struct RestoreResult
{
    enum class Outcome {
        RestoredPrevious,     // it held ours: the value from before is back, with its type
        DeletedOurs,          // it held ours and did not exist before: deleted
        ChangedSinceLeftAlone // it no longer holds ours (changed or deleted since): untouched
    };
    Win32Error error; // failed(): nothing was written
    Outcome outcome = Outcome::ChangedSinceLeftAlone;
    EnvironmentVariable found; // what the variable held when the undo ran
};

// The undo of a set: puts `previous` back (or deletes the variable when !previous.exists), but
// only while the variable still holds exactly `ourValue`.
RestoreResult restoreIfStillOurs(const RegistryEnvironment &environment, const std::wstring &name,
                                 const std::wstring &ourValue, const EnvironmentVariable &previous);

} // namespace cudnnsetup::win
