// CudaToolkitChoice: which CUDA Toolkit release to install on a machine that has none, so that
// the wizard can bring the CUDA pieces cuDNN needs from NVIDIA's CUDA redist. The CUDA major is
// the newest one that the driver allows (its minor-version floor: 580 for 13.x, 525.60.13 on
// Linux and 527.41 on Windows for 12.x) and that every GPU supports (no CUDA 13 below compute
// capability 7.5); within it, the newest release whose own driver minimum the driver meets, or
// else the newest of that major (it still runs through minor-version compatibility). A driver
// too old for every major gets no release and a sentence naming the driver to install; without
// a driver the newest release the GPUs allow is chosen, with the driver it will need. CUDA 12 is
// the oldest major offered. Facts come from the compatibility data (resources/compat/compat.json).
#pragma once

#include "core/compat/CompatMatrix.h"
#include "core/model/SystemReport.h"

#include <QCoreApplication>

#include <optional>

namespace cudnnsetup {

struct CudaToolkitChoice
{
    std::optional<Version> release;   // 13.0.2 (the redist label); nullopt when none fits
    int cudaMajor = 0;
    QString reason;                   // translated: why this one, or why none
    // A driver must be installed or updated first (to `driverNeeded` or newer) before anything
    // built with the release can run.
    bool needsDriver = false;
    Version driverNeeded;
};

class CudaToolkitChooser
{
    Q_DECLARE_TR_FUNCTIONS(CudaToolkitChooser)

public:
    // `cudaMajor` 0: the newest that fits; else that major (e.g. to match a cuDNN build).
    static CudaToolkitChoice choose(const SystemReport &report, int cudaMajor = 0,
                                    const CompatMatrix &matrix = CompatMatrix::current());
};

} // namespace cudnnsetup
