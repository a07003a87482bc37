// FolderPermissions: folders with exactly the Unix mode asked for, whatever the umask took away
// (an unpacked tree must read the same for every user of the machine). Windows folders have no
// Unix mode: there a folder is simply created, and its mode left alone.
#pragma once

#include <QString>

namespace cudnnsetup::FolderPermissions {

// Creates the folder `path` (its parent must exist) with `permissions` (0755). Returns 0, or an
// errno value: EEXIST when something is already there (on Windows every failure reads EACCES).
int makeFolder(const QString &path, int permissions);
// Creates `path` and every missing folder above it, each with `permissions`, whatever the umask
// (`QDir::mkpath` leaves a umask of 0 its 0777 folders, which any user could fill). Folders already
// there keep their modes. True when `path` is a folder at the end.
bool makePath(const QString &path, int permissions);
// Gives the folder `path` exactly `permissions` when it has other ones; a link or a file there is
// left alone.
void ensureFolderMode(const QString &path, int permissions);

} // namespace cudnnsetup::FolderPermissions
