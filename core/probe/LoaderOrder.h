// LoaderOrder: the folders searched for a library a program asks for by name, in order.
// Linux (dlopen("libcudnn.so.9") or a DT_NEEDED entry without RPATH): LD_LIBRARY_PATH, then the
// folders of /etc/ld.so.conf (which the ld.so cache is built from), then the built-in defaults;
// a stale ld.so cache is not modelled here (LoaderCacheRules reports one).
// Windows (LoadLibrary("cudnn64_9.dll") in the standard search order): after the program's own
// folder, which depends on the program and is not known here, System32, the Windows folder, and
// then the PATH entries in order.
#pragma once

#include "core/model/CudnnCopy.h"
#include "core/model/LoaderPick.h"
#include "core/model/ToolkitInstall.h"
#include "core/model/Version.h"
#include "core/platform/SystemPaths.h"

#include <QList>
#include <QString>

#include <optional>

namespace cudnnsetup {

class LoaderOrder
{
public:
    struct Folder
    {
        QString path;
        QString via;
        QString written;   // a PATH entry as the user wrote it (Windows); empty otherwise
    };

    static QList<Folder> linuxFolders(const SystemPaths &paths, const QList<ToolkitInstall> &toolkits);
    // Drive paths are re-rooted under the sysroot; entries are as the checked system sees them.
    static QList<Folder> windowsFolders(const SystemPaths &paths);
    // The folders of the checked system's own kind: windowsFolders() or linuxFolders().
    static QList<Folder> folders(const SystemPaths &paths, const QList<ToolkitInstall> &toolkits);
    // The file name a program asks for: libcudnn.so.<major> or cudnn64_<major>.dll.
    static QString libraryName(int major, bool windows);
    // The first folder holding a loadable cuDNN of `major`; nullopt when none does.
    static std::optional<LoaderPick> pick(const QList<Folder> &folders, int major, const QList<CudnnCopy> &copies,
                                          bool windows = false);
    // For each cuDNN major among `copies`, oldest major first, what a program asking for it by
    // name gets; majors the loader does not reach are left out.
    static QList<LoaderPick> picks(const SystemPaths &paths, const QList<ToolkitInstall> &toolkits,
                                   const QList<CudnnCopy> &copies);
    // picks() and, on Linux, what the loader searches (LinuxLoader): what the frameworks' fit
    // needs to know of the loader (FrameworkFit).
    static LoaderFacts facts(const SystemPaths &paths, const QList<ToolkitInstall> &toolkits,
                             const QList<CudnnCopy> &copies);
    // Fills `facts`' Linux search from `searched` (linuxFolders(), or that list as an install
    // would leave it): LD_LIBRARY_PATH's and ld.so.conf's folders, and glibc's built-in ones for
    // the checked system's processor under its root.
    static void describeLinux(const QList<Folder> &searched, const SystemPaths &paths, LoaderFacts *facts);
};

} // namespace cudnnsetup
