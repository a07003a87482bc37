// LoaderOrder: the folders the Linux dynamic loader searches for a library a program asks for by
// name (dlopen("libcudnn.so.9") or a DT_NEEDED entry without RPATH), in its order:
// LD_LIBRARY_PATH, then the folders of /etc/ld.so.conf (which the ld.so cache is built from),
// then the built-in defaults. A stale ld.so cache is not modelled: we read what it should say.
#pragma once

#include "core/model/CudnnCopy.h"
#include "core/model/ToolkitInstall.h"
#include "core/model/Version.h"
#include "core/platform/SystemPaths.h"

#include <QList>
#include <QString>

#include <optional>

namespace cudnnsetup {

// The file a program would load for one cuDNN major, and where it comes from.
struct LoaderPick
{
    int major = 0;
    QString file;          // e.g. /usr/local/cuda-13.0/lib/libcudnn.so.9
    QString via;           // "LD_LIBRARY_PATH", "ld.so.conf", "default"
    QString libraryDir;    // the copy's (canonical) folder
    Version version;       // that copy's best version; invalid when no scanned copy matches
};

class LoaderOrder
{
public:
    struct Folder
    {
        QString path;
        QString via;
    };

    static QList<Folder> linuxFolders(const SystemPaths &paths, const QList<ToolkitInstall> &toolkits);
    // The first folder holding a loadable libcudnn.so.<major>; nullopt when none does.
    static std::optional<LoaderPick> pick(const QList<Folder> &folders, int major, const QList<CudnnCopy> &copies);
};

} // namespace cudnnsetup
