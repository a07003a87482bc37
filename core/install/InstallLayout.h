// InstallLayout: where the files of an unpacked cuDNN archive go, for the two layouts a user can
// choose — into the CUDA Toolkit (the classic manual method: cudnn*.h to include/, the libraries
// to lib64/ or lib\x64\, the DLLs to bin\ or, on CUDA 13 for Windows, bin\x64\) or side by side
// in a folder of its own (NVIDIA's Windows layout under ...\NVIDIA\CUDNN\v9.x, a folder under
// /opt, or a per-user folder). The archive's own folders come from ArchiveIdentity (found, not
// assumed); the toolkit's from what exists in it. Pure rules: nothing is written here.
#pragma once

#include "core/archive/ArchiveIdentity.h"
#include "core/environment/EnvironmentChange.h"
#include "core/model/Version.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace cudnnsetup {

enum class InstallLayout { IntoToolkit, SideBySide };

struct FolderMapping
{
    QString archiveFolder;  // relative to the archive's top folder: "include", "lib", "bin/x64"
    QString targetFolder;   // absolute
    QStringList patterns;   // which files of that folder: "cudnn*.h", "libcudnn*", ...
    enum class Role { Headers, Libraries, Dlls, ImportLibraries, License } role = Role::Libraries;
};

struct ToolkitTarget
{
    QString root;    // empty when there is none (side-by-side only)
    Version version; // invalid when unknown
    // Put together by this install from NVIDIA's CUDA redist (CudaToolkitAssembly): its root may
    // not exist yet, and its Linux libraries are in lib/, not lib64/.
    bool fromRedist = false;
};

// The layout that suits this machine, and one sentence saying why (translated).
struct LayoutRecommendation
{
    InstallLayout layout = InstallLayout::SideBySide;
    QString reason;
};

class InstallLayoutRules
{
    Q_DECLARE_TR_FUNCTIONS(InstallLayoutRules)

public:
    // The folders to copy and where they go. `stagedTop` is the unpacked archive's top folder
    // (used to find which of NVIDIA's sub-folders this archive really has).
    static QList<FolderMapping> mappings(const ArchiveIdentity &identity, const QString &stagedTop,
                                         InstallLayout layout, const QString &targetRoot,
                                         const ToolkitTarget &toolkit);

    // The folder a side-by-side install goes to when the user does not choose one.
    // Linux: /opt/nvidia/cudnn/<version>-cuda<N> (system) or ~/.local/opt/nvidia/cudnn/... (user).
    // Windows: <Program Files>\NVIDIA\CUDNN\v<major.minor> or %LOCALAPPDATA%\Programs\NVIDIA\CUDNN\v<major.minor>.
    static QString defaultSideBySideRoot(const ArchiveIdentity &identity, InstallScope scope,
                                         const QString &systemPrefix, const QString &userPrefix);

    static QString layoutKey(InstallLayout layout);
    static std::optional<InstallLayout> layoutFromKey(const QString &key);
    static QString describe(InstallLayout layout); // translated
    // The scope when none is asked for: all users when run as root, else this user. (On Windows
    // an administrator still installs for itself unless it asks for "system".)
    static InstallScope automaticScope();
    // The layout the wizard preselects and `install` uses when no --layout is given: into the
    // toolkit when this account may write its include and library folders and the archive is for
    // Linux; else side by side (NVIDIA's own Windows layout, or a folder that needs no rights).
    static LayoutRecommendation recommend(const ToolkitTarget &toolkit, bool windowsArchive);
};

} // namespace cudnnsetup
