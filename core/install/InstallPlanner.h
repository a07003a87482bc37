// InstallPlanner: turns an unpacked archive and the user's choices (layout, scope, toolkit,
// folder) into an InstallPlan by looking at what is really at the destination: which files are
// new, which replace something (and which release that was), which are already identical, which
// files of an older copy of the same major would be left behind mixed with the new ones, what
// the environment needs, whether there is room, and whether the user may write there.
#pragma once

#include "core/archive/ArchiveIdentity.h"
#include "core/install/CudaToolkitAssembly.h"
#include "core/install/InstallPlan.h"
#include "core/platform/PersistentEnvironment.h"
#include "core/platform/SystemPaths.h"

#include <QCoreApplication>

#include <memory>

namespace cudnnsetup {

struct InstallRequest
{
    InstallLayout layout = InstallLayout::IntoToolkit;
    InstallScope scope = InstallScope::User;
    ToolkitTarget toolkit;       // required for IntoToolkit; names the CUDA sub-folder on Windows
    QString sideBySideRoot;      // empty: InstallLayoutRules::defaultSideBySideRoot
    bool editEnvironment = true;
    // Where the library folder goes (Linux): everywhere, only in an activation script, or the
    // one that leaves the cuDNN of `machine`'s frameworks as it is (InstallPlan.h).
    LibraryPathMode libraryPath = LibraryPathMode::Automatic;
    // A scan of the machine, with its frameworks: what the plan may not silently change
    // (FrameworkImpact). Null: no frameworks are considered.
    std::shared_ptr<const SystemReport> machine;
    QString homeFolder;          // the user's home: per-user environment and folders
    QStringList refreshCommand{QStringLiteral("ldconfig")}; // after system-wide loader changes
    // Where the current persistent variables of a Windows target (Path, CUDA_PATH) are read:
    // null means the host's — the real registry on Windows; nothing readable elsewhere, so a
    // Windows tree checked on Linux is planned from empty values.
    const PersistentEnvironment *persistentEnvironment = nullptr;
    // What to say with the plan about where the archive's checksum came from, when that was not
    // NVIDIA (a lab mirror's own list: ArchiveFetch::checksumNote); translated, empty otherwise.
    QString archiveChecksumNote;
};

class InstallPlanner
{
    Q_DECLARE_TR_FUNCTIONS(InstallPlanner)

public:
    // `stagingFolder` is where the archive was unpacked (its top folder inside), `id` and
    // `stateFolder` name the transaction that will apply the plan. With `cuda`, the CUDA pieces
    // are put together into the request's toolkit root (CudaToolkitAssembly) and cuDNN goes in
    // with them, in the same plan; the environment then also names the toolkit.
    static InstallPlan plan(const InstallRequest &request, const ArchiveIdentity &identity,
                            const QString &archivePath, const QString &stagingFolder, const QString &id,
                            const QString &stateFolder, const SystemPaths &paths, const CudaPieces &cuda = {});

    // The major a cuDNN file name carries (libcudnn_ops.so.9.1.0, cudnn_cnn64_9.dll,
    // cudnn_v9.h, libcudnn_cnn_static_v9.a); 0 when the name does not say.
    static int majorInName(const QString &fileName);
};

} // namespace cudnnsetup
