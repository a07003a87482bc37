// DependencyRules (family 7): cuDNN is found, but a library it needs is not. Windows cuDNN 8.3–9.1
// needs zlibwapi.dll (64-bit); cuDNN 9 loads cuBLASLt and NVRTC of its CUDA major at run time
// (docs/nvidia-layouts.md, "Runtime dependencies"); cuDNN's DLLs need the Microsoft C++ runtime.
// Each is a download the user makes, so the findings carry exact manual steps and no automatic fix.
#pragma once

#include "core/doctor/rules/DoctorContext.h"
#include "core/doctor/rules/Finding.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace cudnnsetup {

class DependencyRules
{
    Q_DECLARE_TR_FUNCTIONS(DependencyRules)

public:
    static QList<Finding> check(const DoctorContext &context);

    // The machine field of a PE file's header (0x14c: 32-bit x86, 0x8664: x64); 0 when the
    // file is not a PE image we can read.
    static int peMachine(const QString &path);

private:
    static QList<Finding> checkZlib(const DoctorContext &context, const CudnnCopy &copy, const QStringList &folders);
    static QList<Finding> checkCudaLibraries(const DoctorContext &context, const CudnnCopy &copy, const QStringList &folders);
    static QList<Finding> checkMsvcRuntime(const DoctorContext &context);
    // Where a library the copy needs is looked for, in the order it is found.
    static QStringList searchFolders(const DoctorContext &context, const CudnnCopy &copy);
};

} // namespace cudnnsetup
