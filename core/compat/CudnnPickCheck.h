// CudnnPickCheck: when the user picks a cuDNN release and CUDA variant other than the
// recommended one, says in plain words every reason it will not work on this machine (no build
// for this platform, another CUDA major than the toolkit, GPU not supported, driver too old).
// An empty list means nothing the wizard knows stands against it.
#pragma once

#include "core/compat/CompatMatrix.h"
#include "core/model/SystemReport.h"

#include <QCoreApplication>
#include <QStringList>

namespace cudnnsetup {

class CudnnPickCheck
{
    Q_DECLARE_TR_FUNCTIONS(CudnnPickCheck)

public:
    static QStringList problems(const SystemReport &report, const Version &cudnn, int cudaMajor,
                                const CompatMatrix &matrix = CompatMatrix::current());
};

} // namespace cudnnsetup
