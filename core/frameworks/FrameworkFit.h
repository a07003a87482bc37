// FrameworkFit: for each framework FrameworkFinder found, the cuDNN it will load and whether that
// fits what it was built for.
//   - Linux: the loader run through from the framework's own library (FrameworkLoading, read from
//     its ELF files): the libcudnn.so.N it gets — its own wheel or bundle through its RPATH, a
//     copy on LD_LIBRARY_PATH before its RUNPATH, the loader cache — and where each of cuDNN's
//     parts comes from, since cuDNN dlopen()s them by name itself (partsFrom);
//   - Windows: its own folder first where it bundles cuDNN (torch\lib), the nvidia-cudnn wheel in
//     its site-packages (nvidia\cudnn\bin), its conda environment's Library\bin, else the
//     loader's pick of cudnn64_N.dll.
// The checks (a failed one is a problem, worded for the user): the same cuDNN major; its parts
// from a copy of the same release and CUDA major; a release no older than the one it was built
// with (or the lowest its pin allows); a cuDNN built for the same CUDA major; a driver new enough
// for that CUDA major; GPUs the build and the cuDNN support. TensorFlow after 2.10 and JAX have no
// GPU on native Windows at all.
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
    // `loader`: what the loader gives a program that asks for each cuDNN major by name, and what
    // it searches on Linux (LoaderOrder::facts). The report supplies the copies, driver, GPUs,
    // platform.
    static void judge(FrameworkInstall &framework, const SystemReport &report, const LoaderFacts &loader,
                      const CompatMatrix &matrix = CompatMatrix::current());
};

} // namespace cudnnsetup
