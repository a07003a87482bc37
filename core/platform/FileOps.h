// FileOps: the few file-system moves an installer needs to be crash-safe — replace a file in one
// atomic step, keep a second name for a file (a hard link, or a copy where links cannot be made),
// write or copy through a temporary name in the destination folder, read a link's own text.
// QFile::rename refuses to replace an existing file and QFile::link makes .lnk shortcuts on
// Windows, so these go to the OS directly (rename(2) / MoveFileExW, link(2) / CreateHardLinkW).
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace cudnnsetup::FileOps {

// Replaces `to` by `from` in one step (both in the same file system). `to` may exist.
bool replace(const QString &from, const QString &to, QString *error);
// A second name for `from` at `to` (which must not exist): a hard link on the same file system,
// else a full copy that keeps permissions and modification time, written under a temporary name
// first so that `to` never exists half-written.
bool linkOrCopy(const QString &from, const QString &to, QString *error);
// Puts `from` at `to`, replacing what is there: a rename when both are on one file system,
// otherwise a copy to a temporary name next to `to`, flushed, then renamed over it.
// The copy keeps permissions and modification time; `from` is removed after a rename only.
bool moveInto(const QString &from, const QString &to, QString *error);
// Copies `from` (file or symlink, not followed) to `to` through a temporary name; keeps `from`.
bool copyInto(const QString &from, const QString &to, QString *error);
// Puts `from` at `to` as a new file, written under a temporary name in `to`'s folder and renamed
// over `to` (copyInto), then removes `from`; `from` stays when the copy fails. Unlike moveInto,
// the file gets the access rules its new folder gives new files: a file moved on Windows keeps
// the security descriptor it had where it came from.
bool copyThenRemove(const QString &from, const QString &to, QString *error);
// Writes `content` to `path` through a temporary name in the same folder, flushed to disk
// before the rename. `permissions` as in chmod (0644).
bool writeAtomically(const QString &path, const QByteArray &content, int permissions, QString *error);
// Creates (or replaces) a symbolic link at `path` whose text is `linkText`, atomically.
bool symlinkAtomically(const QString &linkText, const QString &path, QString *error);
// The text a symbolic link holds, unresolved; nullopt when `path` is not a symlink.
std::optional<QString> linkText(const QString &path);
// Removes a file or a symlink (never follows it); true when it is gone afterwards.
bool removeEntry(const QString &path, QString *error);
// Removes what an interrupted write, copy or link of `path` left next to it (our temporary names).
void removeTemporariesOf(const QString &path);
// Flushes a file that is already written (the journal) to the disk.
bool flush(int fileDescriptor);
// Whether the current process may create files in `folder` (or in its nearest existing parent).
bool canWriteIn(const QString &folder);
// The folders of `folder` (itself and its parents) that do not exist yet, outermost first: what
// must be created, one by one, before something can be put in it.
QStringList missingFolders(const QString &folder);
// The nearest folder of `path` (itself or a parent) that exists.
QString nearestExistingFolder(const QString &path);

} // namespace cudnnsetup::FileOps
