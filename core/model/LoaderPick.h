// LoaderPick: the cuDNN file a program asking for it by name would load, and why (worked out by
// core/probe/LoaderOrder from the loader's search order and the scan's copies).
#pragma once

#include "core/model/Version.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace cudnnsetup {

struct LoaderPick
{
    int major = 0;
    QString name;          // the file asked for: libcudnn.so.9, cudnn64_9.dll
    QString file;          // e.g. /usr/local/cuda-13.0/lib/libcudnn.so.9
    QString via;           // "LD_LIBRARY_PATH", "ld.so.conf", "default"; Windows: "System32", "Windows", "PATH"
    QString libraryDir;    // the copy's (canonical) folder
    Version version;       // that copy's best version; invalid when no scanned copy matches
};

// What the loader does on one machine, for the frameworks' fit (core/frameworks/FrameworkFit):
// worked out by LoaderOrder::facts for the machine as it is, and by FrameworkImpact for the
// machine as an install plan would leave it.
struct LoaderFacts
{
    QList<LoaderPick> picks;   // for each cuDNN major present, oldest first
    // Linux: what the loader searches (LinuxLoader::Setup): LD_LIBRARY_PATH's folders, then
    // ld.so.conf's (the cache), then its built-in ones, in order, as paths on this host; and the
    // checked system's root when it is a tree under --sysroot.
    QStringList libraryPath;
    QStringList cacheFolders;
    QStringList defaultFolders;
    QString sysroot;
    // The files an install plan would put on disk (their path once installed) and the staged
    // file each will be a copy of: FrameworkImpact judges the machine as the plan leaves it.
    QHash<QString, QString> plannedFiles;
};

} // namespace cudnnsetup
