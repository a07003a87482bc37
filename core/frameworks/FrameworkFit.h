// FrameworkFit: for each framework FrameworkFinder found, the cuDNN it will load and whether that
// fits what it was built for. Where a framework looks, in order:
//   - its own folder first where it bundles cuDNN (torch/lib: Windows wheels, older Linux ones);
//   - the nvidia-cudnn-cuNN wheel in its own site-packages (nvidia/cudnn/lib, Windows
//     nvidia\cudnn\bin): PyTorch, TensorFlow, PaddlePaddle and JAX link to it through their
//     RPATH, which comes before LD_LIBRARY_PATH, and ONNX Runtime's preload looks there first;
//   - else the loader, asked for the major it needs (libcudnn.so.9 / cudnn64_9.dll) — the only
//     case in which a cuDNN this wizard installs is the one it gets.
// The checks (a failed one is a problem, worded for the user): the same cuDNN major; a release
// no older than the one it was built with (or the lowest its pin allows); a cuDNN built for the
// same CUDA major; a driver new enough for that CUDA major; GPUs the build and the cuDNN
// support. TensorFlow after 2.10 and JAX have no GPU on native Windows at all.
#pragma once

#include "core/compat/CompatMatrix.h"
#include "core/model/FrameworkInstall.h"
#include "core/model/LoaderPick.h"
#include "core/model/SystemReport.h"

#include <QCoreApplication>
#include <QList>

namespace cudnnsetup {

class FrameworkFit
{
    Q_DECLARE_TR_FUNCTIONS(FrameworkFit)

public:
    // `picks`: for each cuDNN major on the machine, what the loader gives a program that asks
    // for it by name (LoaderOrder::pick). The report supplies the copies, driver, GPUs, platform.
    static void judge(FrameworkInstall &framework, const SystemReport &report, const QList<LoaderPick> &picks,
                      const CompatMatrix &matrix = CompatMatrix::builtIn());
};

} // namespace cudnnsetup
