// CudaToolkitAssembly: a CUDA Toolkit put together from NVIDIA's CUDA redist archives, for a
// machine that has none (docs/nvidia-layouts.md, "CUDA redist"). Each unpacked component holds
// one <name>-archive/ folder; the toolkit is their flat overlay in one root, the way NVIDIA's own
// guidance merges them: bin/, include/, lib/ (lib\x64 and bin\x64 on Windows) and, from libnvvm,
// nvvm/ beside bin/ — where nvcc.profile looks for cicc and libdevice. The files join the cuDNN
// install's plan, so that the CUDA pieces and cuDNN go in as one journaled transaction that is
// undone as one. Pure planning: nothing is written here.
#pragma once

#include "core/environment/EnvironmentChange.h"
#include "core/model/Version.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace cudnnsetup {

struct InstallPlan;
class SystemPaths;

// One component archive, unpacked into the install's staging folder.
struct StagedCudaComponent
{
    QString archivePath;
    QString stagedTop;   // the unpacked <name>-<platform>-<version>-archive folder
    QString component;   // "cuda_nvcc"
    Version version;     // the component's own (13.0.88)
};

// The CUDA pieces that come with a cuDNN install.
struct CudaPieces
{
    Version release;     // the redist label (13.0.2)
    QString profile;     // "runtime" / "develop" (CudaComponents::key)
    QList<StagedCudaComponent> components;
    // A staged folder whose entries go to the root besides the components' own: on Linux the
    // link lib64 -> lib, since nvcc.profile hands the linker $(TOP)/lib64 (the flat archives
    // have lib/). Empty: none.
    QString rootEntries;

    bool isEmpty() const { return components.isEmpty(); }
};

class CudaToolkitAssembly
{
    Q_DECLARE_TR_FUNCTIONS(CudaToolkitAssembly)

public:
    // Where the toolkit goes when the user does not choose: Linux /usr/local/cuda-<major.minor>
    // (all users) or ~/.local/cuda-<major.minor>; Windows <Program Files>\NVIDIA GPU Computing
    // Toolkit\CUDA\v<major.minor> or %LOCALAPPDATA%\Programs\NVIDIA GPU Computing Toolkit\CUDA\v<...>.
    static QString defaultRoot(const Version &release, InstallScope scope, bool windows, const SystemPaths &paths,
                               const QString &homeFolder);

    // Adds the components' files to `plan`: every file and link of each <name>-archive/ folder
    // at the same place under `root` (a Linux lib64/ as lib/; the rootEntries' lib64 link keeps
    // the linker's path),
    // the LICENSE of each as licenses/<component>/LICENSE, the folders to create, the files
    // already identical counted as unchanged. When two components carry the same file with
    // different contents, the later one in install order wins and a note says so.
    static void addTo(InstallPlan &plan, const CudaPieces &pieces, const QString &root);

    // The folders that hold programs and DLLs of a toolkit at `root`: bin/ (nvcc), and on
    // Windows 13.x bin\x64 (the DLLs).
    static QStringList programFolders(const QString &root, const Version &release, bool windows);

    // Stages the rootEntries of a Linux toolkit in `folder` (which must not exist); false when
    // the disk refuses.
    static bool stageRootEntries(const QString &folder);
};

} // namespace cudnnsetup
