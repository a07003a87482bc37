// EntrySafety: whether an archive entry could write outside the folder it is unpacked into —
// an absolute path, a ".." component, a link pointing out of the tree — or create something
// that is not a file, folder or link (device nodes, FIFOs). No cuDNN archive has any of these,
// so both identification and extraction refuse an archive that does.
#pragma once

#include "core/archive/ArchiveStream.h"

#include <QString>

#include <optional>

namespace cudnnsetup {

// A short translated reason ("absolute path", ...) when the entry is unsafe, else nullopt.
// Both '/' and '\' count as separators: an entry harmless on Linux may not be on Windows.
std::optional<QString> unsafeEntryReason(const ArchiveEntryInfo &entry);

// "/x", "\x", "C:x", "C:\x": a path that does not start inside the folder it is unpacked into,
// on Linux or on Windows.
bool isAbsoluteEntryPath(const QString &path);

} // namespace cudnnsetup
