// LoaderPick: the cuDNN file a program asking for it by name would load, and why (worked out by
// core/probe/LoaderOrder from the loader's search order and the scan's copies).
#pragma once

#include "core/model/Version.h"

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
    // Linux: the LD_LIBRARY_PATH folders, in order (canonical where they exist). The loader
    // searches them before a library's own RUNPATH, and cuDNN's libcudnn.so finds its parts
    // (libcudnn_graph, libcudnn_ops, ...) only through its RUNPATH $ORIGIN: a folder here that
    // holds parts of the same major gives them instead, whichever libcudnn.so was loaded.
    QStringList searchedBeforeRunpath;
};

} // namespace cudnnsetup
