// TrustedFiles: how the elevated half (root, or an administrator under UAC) reads what an
// unprivileged user left for it without being steered by that user — a staged file opened with no
// symbolic link or reparse point followed anywhere on its way, and a folder judged by who may
// write in it. docs/security.md tells where each is used.
#pragma once

#include <QString>

namespace cudnnsetup::TrustedFiles {

// Opens the absolute `path` for reading when it is a regular file reached without following a
// symbolic link in any of its components (Windows: the file itself is no reparse point). Returns
// a file descriptor for QFile::open(int, …), or -1 with `error` set; `executable` tells whether
// anyone may execute it (always false on Windows).
int openRegularNoFollow(const QString &path, bool *executable, QString *error);

// Whether the records and journals in `path` may be believed by this process; `why` says what is
// wrong otherwise. Nothing at `path` is fine (whatever we create there is ours); a symbolic link
// (on Windows any reparse point) is not.
//  - Linux: it is owned by the effective user (or root) and neither its group nor others may
//    write in it.
//  - Windows: its owner is BUILTIN\Administrators, SYSTEM or TrustedInstaller (or, in a process
//    that is not elevated, its own user), and no rule of its access list lets anyone else write,
//    append, delete or change its rules or owner (core/platform/win/FolderSecurity.h). Elevated,
//    the user's own SID counts as anyone else: the user's unelevated programs run under it.
bool writableOnlyByUs(const QString &path, QString *why);

} // namespace cudnnsetup::TrustedFiles
