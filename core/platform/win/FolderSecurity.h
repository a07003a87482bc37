// FolderSecurity: who may change a folder or a file, read from its owner and its access list
// (DACL), for the elevated half that must believe only what no user could have written; and
// folders for state kept for all users whose access list is their own rather than what their
// parent passes down. ProgramData passes down rules that let every user create files and folders
// in a new folder and own what they create there, so a records folder made with its inherited
// rules would be the users' to fill.
//
// "Administrators" below means the machine's: BUILTIN\Administrators, SYSTEM (LocalSystem) and
// NT SERVICE\TrustedInstaller. An elevated process runs under the same user SID as that user's
// unelevated programs, so for it that user counts as anyone else.
#pragma once

#include "core/platform/win/Win32Error.h"

#include <string>

namespace cudnnsetup::win {

// Whose changes a check accepts.
enum class TrustedWriters {
    Administrators,            // an elevated process
    AdministratorsAndThisUser, // an unelevated process: what its own user may change is its own
};

struct WriteAccess
{
    enum class Verdict {
        Trusted,         // only trusted writers own it and may change it
        Missing,         // nothing is at the path
        ReparsePoint,    // a symbolic link, a junction or another reparse point
        UntrustedOwner,  // `account` owns it (an owner may always rewrite the access list)
        UntrustedWriter, // `account` may write, append, delete, or change the access list or owner
        NoAccessList,    // a NULL DACL: everyone may do everything
        UnknownRule,     // an access rule of a kind this check does not read grants a change
        CannotRead,      // `error` says why
    };
    Verdict verdict = Verdict::Trusted;
    std::wstring account; // DOMAIN\name, else the SID (S-1-...)
    Win32Error error;
};

// Who may change `path`: its owner, and every rule of its DACL that applies to it (rules that are
// only passed down, INHERIT_ONLY_ACE, do not) and allows writing, appending, deleting, deleting
// children or changing the access list or owner. Deny rules are not weighed: a grant that a deny
// rule cancels still refuses. The path itself is examined, never what a link points at.
WriteAccess checkWriteAccess(const std::wstring &path, TrustedWriters trusted);

// Creates the folder `path` (its parent must exist) owned by Administrators, with a protected
// DACL that nothing above it changes: SYSTEM and Administrators full control, Users read and
// execute (none when `usersMayRead` is false), each passed down to every file and folder made in
// it. Needs an administrator's elevated token for the owner: without one the folder is made with
// the same DACL and the creator's default owner. ERROR_ALREADY_EXISTS when something is there.
Win32Error createAdministratorsFolder(const std::wstring &path, bool usersMayRead);
// createAdministratorsFolder, or for a folder already there that Administrators, SYSTEM or
// TrustedInstaller own and that others may change: that DACL, passed down to what is in it. One
// that anyone else owns is left as it is and answers ERROR_INVALID_OWNER.
Win32Error makeAdministratorsFolder(const std::wstring &path, bool usersMayRead);

} // namespace cudnnsetup::win
