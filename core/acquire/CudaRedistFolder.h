// CudaRedistFolder: the CUDA pieces of a profile taken from a folder laid out like NVIDIA's CUDA
// redist — a lab mirror, a share, or archives downloaded before — holding one or more
// redistrib_<X.Y.Z>.json and each archive at its relative_path. The release is the newest one
// of the CUDA major cuDNN was built for; the archives are the profile's (CudaComponents), each
// with the checksum and size its manifest gives, so that the install checks them as it unpacks.
#pragma once

#include "core/acquire/CudaComponents.h"
#include "core/model/CudaRedistChoice.h"

#include <QCoreApplication>

namespace cudnnsetup {

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
};

} // namespace cudnnsetup
