// CudaRedistFolder: the CUDA pieces of a profile taken from a folder laid out like NVIDIA's CUDA
// redist — a lab mirror, a share, or archives downloaded before — holding one or more
// redistrib_<X.Y.Z>.json and each archive at its relative_path. The release is the newest one
// of the CUDA major cuDNN was built for; the archives are the profile's (CudaComponents), each
// with the checksum and size its manifest gives, so that the install checks them as it unpacks.
#pragma once

#include "core/acquire/CudaComponents.h"
#include "core/install/InstallWorkflow.h"

#include <QCoreApplication>

namespace cudnnsetup {

struct CudaRedistChoice
{
    Version release;                   // the manifest's release_label
    QString platform;                  // the redist key the archives are for
    QList<CudaArchiveFile> archives;   // in install order
    qint64 bytes = 0;                  // the archives' sizes together
    QString problem;                   // translated: why nothing can be taken; empty when ok

    bool ok() const { return problem.isEmpty(); }
    bool forWindows() const { return platform.startsWith(QStringLiteral("windows")); }
};

class CudaRedistFolder
{
    Q_DECLARE_TR_FUNCTIONS(CudaRedistFolder)

public:
    // `cudaMajor` 0: the newest release of any major.
    static CudaRedistChoice choose(const QString &folder, CudaProfile profile, const QString &platform, int cudaMajor);
    // The platform and CUDA major the file name of the cuDNN archive `cudnnArchive` says
    // (`fallbackPlatform` and 0, any major, when it says nothing).
    struct CudnnBuild
    {
        QString platform;
        int cudaMajor = 0;
    };
    static CudnnBuild buildOf(const QString &cudnnArchive, const QString &fallbackPlatform);
    // choose() for the build of the cuDNN archive `cudnnArchive`.
    static CudaRedistChoice chooseFor(const QString &cudnnArchive, const QString &folder, CudaProfile profile,
                                      const QString &fallbackPlatform);
    // Sets an install up to bring `choice` with cuDNN into the new toolkit at `root`: the layout
    // into that toolkit, and the archives to unpack beside cuDNN's (the CLI and provisioning).
    static void prepare(const CudaRedistChoice &choice, CudaProfile profile, const QString &root, InstallRequest &request,
                        InstallWorkflow::RunOptions &run);
    // The request's half of prepare(): cuDNN goes into the new toolkit at `root` that `choice`
    // makes (the wizard unpacks the archives itself).
    static void intoNewToolkit(const CudaRedistChoice &choice, const QString &root, InstallRequest &request);
};

} // namespace cudnnsetup
