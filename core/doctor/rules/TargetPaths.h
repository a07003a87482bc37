// TargetPaths: a path found on the checked machine, written the way that machine names it — the
// --sysroot prefix taken off, and on Windows with a drive and backslashes — for the findings'
// titles, evidence and manual steps, which the user reads and types on that machine.
#pragma once

#include "core/platform/SystemPaths.h"

#include <QString>

namespace cudnnsetup::TargetPaths {

// The canonical path, or the cleaned one when it does not exist.
QString canonicalOrClean(const QString &path);
// `path` without the sysroot: /usr/local/cuda-12.4/lib64.
QString onTarget(const SystemPaths &paths, const QString &path);
// The same with a drive and backslashes: C:\Program Files\NVIDIA\CUDNN\v9.1\bin\12.4\x64.
QString windowsNative(const SystemPaths &paths, const QString &path);
// windowsNative() on a Windows system, onTarget() elsewhere.
QString shown(const SystemPaths &paths, const QString &path);

} // namespace cudnnsetup::TargetPaths
