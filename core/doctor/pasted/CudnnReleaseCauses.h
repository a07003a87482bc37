// CudnnReleaseCauses: what a pasted message about the wrong cuDNN release means on this machine —
// a framework that finds another cuDNN version than it was built with (PyTorch, TensorFlow/JAX,
// JAX's minimum, PaddlePaddle), parts of two releases loaded together (a sub-library version
// mismatch, an undefined cuDNN symbol), and a release that no longer supports the GPU. Each cause
// names the copy of the version in the message, the one that would fit, and whether a folder on
// LD_LIBRARY_PATH / Path puts the wrong one first (ErrorMachineFacts).
#pragma once

#include "core/doctor/pasted/ErrorMachineFacts.h"
#include "core/doctor/pasted/ErrorTextDiagnosis.h"
#include "core/doctor/pasted/PastedErrorRecogniser.h"

#include <QCoreApplication>

namespace cudnnsetup {

class CudnnReleaseCauses
{
    Q_DECLARE_TR_FUNCTIONS(CudnnReleaseCauses)

public:
    // error-torch-cudnn-version-mismatch, error-xla-cudnn-version-mismatch, error-jax-cudnn-outdated,
    // error-paddle-cudnn-version-mismatch
    static ErrorCause versionMismatch(const PastedErrorMatch &m, const ErrorMachineFacts &machine);
    // error-cudnn-sublibrary-version-mismatch, error-cudnn-undefined-symbol
    static ErrorCause mixedReleases(const PastedErrorMatch &m, const ErrorMachineFacts &machine);
    // error-cudnn-gpu-too-old
    static ErrorCause gpuTooOld(const PastedErrorMatch &m, const ErrorMachineFacts &machine);
};

} // namespace cudnnsetup
