// FrameworkFit: for each framework FrameworkFinder found, the cuDNN it will load and whether that
// fits what it was built for. Where a framework looks, in order:
//   - its own folder first where it bundles cuDNN (torch/lib: Windows wheels, older Linux ones);
//   - the nvidia-cudnn-cuNN wheel in its own site-packages (nvidia/cudnn/lib, Windows
//     nvidia\cudnn\bin): PyTorch, TensorFlow, PaddlePaddle and JAX link to it through their
//     RPATH, which comes before LD_LIBRARY_PATH, and ONNX Runtime's preload looks there first;
//   - else the loader, asked for the major it needs (libcudnn.so.9 / cudnn64_9.dll) — the only
//     case in which a cuDNN this wizard installs is the one it gets.
// On Linux, libcudnn.so loads its parts (libcudnn_graph, libcudnn_ops, ...) by name through its
// RUNPATH $ORIGIN, which the loader searches after LD_LIBRARY_PATH: an LD_LIBRARY_PATH folder with
// another copy of the same major supplies them, whichever libcudnn.so was loaded (partsFrom).
// The checks (a failed one is a problem, worded for the user): the same cuDNN major; its parts
// from a copy of the same release and CUDA major; a release
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
    // `loader`: what the loader gives a program that asks for each cuDNN major by name, and the
    // folders it searches before a library's RUNPATH (LoaderOrder::facts). The report supplies
    // the copies, driver, GPUs, platform.
    static void judge(FrameworkInstall &framework, const SystemReport &report, const LoaderFacts &loader,
                      const CompatMatrix &matrix = CompatMatrix::builtIn());
};

} // namespace cudnnsetup
