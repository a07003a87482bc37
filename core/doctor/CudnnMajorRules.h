// CudnnMajorRules (family 4): the cuDNN that programs get is of the wrong major — a build for
// another CUDA major than the toolkit (the scan's cudnn-cuda-major-mismatch verdict), a cuDNN
// major that has no build at all for the toolkit's CUDA (cuDNN 8 with CUDA 13), or a Python
// framework (torch, tensorflow, jax plugins) whose package metadata pins another cuDNN major or
// CUDA variant than the one installed beside it or visible to the loader.
#pragma once

#include "core/doctor/DoctorContext.h"
#include "core/doctor/Finding.h"

#include <QCoreApplication>
#include <QList>

namespace cudnnsetup {

class CudnnMajorRules
{
    Q_DECLARE_TR_FUNCTIONS(CudnnMajorRules)

public:
    // Codes: cudnn-cuda-major-mismatch (the scan's verdict), cudnn-major-no-build-for-toolkit
    // (error, warning for a copy programs do not load by default), python-cudnn-major-mismatch
    // (error), python-cudnn-cuda-variant-mismatch (error). No automatic fixes: each needs
    // another cuDNN build, which is an install.
    static QList<Finding> check(const DoctorContext &context);

private:
    static QList<Finding> checkCopiesAgainstToolkit(const DoctorContext &context);
    static QList<Finding> checkPythonFrameworks(const DoctorContext &context);
};

} // namespace cudnnsetup
