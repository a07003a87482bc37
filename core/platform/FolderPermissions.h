// FolderPermissions: folders with exactly the Unix mode asked for, whatever the umask took away
// (an unpacked tree must read the same for every user of the machine). Windows folders have no
// Unix mode: there a folder takes the access rules its parent passes down, except where those
// would let every user write in it (a folder an elevated process makes in ProgramData, and
// makeSystemFolder), which gets rules of its own.
#pragma once

#include <QString>

namespace cudnnsetup::FolderPermissions {

// Creates the folder `path` (its parent must exist) with `permissions` (0755). Returns 0, or an
// errno value: EEXIST when something is already there (on Windows every other failure reads
// EACCES). On Windows an elevated process making a folder directly in ProgramData gets the
// rules makeSystemFolder gives (Users read only when `permissions` lets others read); elsewhere
// the folder takes its parent's rules.
int makeFolder(const QString &path, int permissions);
// Creates `path` and every missing folder above it, each with `permissions`, whatever the umask
// (`QDir::mkpath` leaves a umask of 0 its 0777 folders, which any user could fill). Folders already
// there keep their modes. True when `path` is a folder at the end.
bool makePath(const QString &path, int permissions);
// Gives the folder `path` exactly `permissions` when it has other ones; a link or a file there is
// left alone.
void ensureFolderMode(const QString &path, int permissions);
// Creates `path` (and the folders above it that are missing, 0755) for state kept for all users,
// such as the system's install records, which the elevated half believes only when no one else
// could have changed them (TrustedFiles::writableOnlyByUs). Linux: mode 0755, made by root.
// Windows, in an elevated process: owned by Administrators with access rules of its own that
// nothing above changes — SYSTEM and Administrators full control, Users read and execute — since
// ProgramData's inherited ones let every user add files and folders in it and own them; a folder
// already there that the administrators own gets these rules (an earlier version made it with
// the inherited ones); one that anyone else owns is left for the trust check to refuse.
// Unelevated, on Windows, it is made like any other folder. True when `path` is a folder at the
// end.
bool makeSystemFolder(const QString &path);

} // namespace cudnnsetup::FolderPermissions
