// LoaderPick: the cuDNN file a program asking for it by name would load, and why (worked out by
// core/probe/LoaderOrder from the loader's search order and the scan's copies).
#pragma once

#include "core/model/Version.h"

#include <QString>

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

} // namespace cudnnsetup
