// CudnnMajorRules (family 4): the cuDNN that programs get is of the wrong major — a build for
// another CUDA major than the toolkit (the scan's cudnn-cuda-major-mismatch verdict), a cuDNN
// major that has no build at all for the toolkit's CUDA (cuDNN 8 with CUDA 13), or a Python
// package whose metadata pins another cuDNN major or CUDA variant than the one installed beside
// it or visible to the loader. The five frameworks the scan knows (PyTorch, TensorFlow, ONNX
// Runtime, PaddlePaddle, JAX) are judged by FrameworkRules on what they load, not here; this
// covers other packages that pin an nvidia-cudnn wheel.
#pragma once

#include "core/doctor/rules/DoctorContext.h"
#include "core/doctor/rules/Finding.h"

#include <QCoreApplication>
#include <QList>

namespace cudnnsetup {

class CudnnMajorRules
{
    Q_DECLARE_TR_FUNCTIONS(CudnnMajorRules)

public:
    // Codes: cudnn-cuda-major-mismatch (the scan's verdict), cudnn-major-no-build-for-toolkit
    // (error, warning for a copy programs do not load by default), python-cudnn-major-mismatch
    // (error), python-cudnn-cuda-variant-mismatch (error; both only for packages that are not
    // in report.frameworks). No automatic fixes: each needs another cuDNN build, an install.
    static QList<Finding> check(const DoctorContext &context);

private:
    static QList<Finding> checkCopiesAgainstToolkit(const DoctorContext &context);
    static QList<Finding> checkPythonFrameworks(const DoctorContext &context);
};

} // namespace cudnnsetup
