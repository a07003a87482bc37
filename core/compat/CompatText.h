// CompatText: the wording pieces the compatibility rules share (driver versions as NVIDIA
// writes them, GPU and toolkit labels, where a fact comes from), so that every verdict names
// things the same way.
#pragma once

#include "core/compat/CompatMatrix.h"
#include "core/model/SystemReport.h"

#include <QCoreApplication>

namespace cudnnsetup {

class CompatText
{
    Q_DECLARE_TR_FUNCTIONS(CompatText)

public:
    // 580.65.06, 527.41: NVIDIA pads the parts after the branch to two digits.
    static QString driverVersion(const Version &version);
    // "NVIDIA GeForce RTX 4060" or "GPU 0" when the name is unknown.
    static QString gpuName(const GpuInfo &gpu);
    // "GPU 0: NVIDIA GeForce RTX 4060, compute capability 8.9"
    static QString gpuEvidence(const GpuInfo &gpu);
    // "CUDA 13.0 at /usr/local/cuda-13.0 (version from version.json)"
    static QString toolkitEvidence(const ToolkitInstall &toolkit);
    // "cuDNN 9.19.0 for CUDA 13 at /usr/local/cuda-13.0/lib64"
    static QString copyEvidence(const CudnnCopy &copy);
    // "NVIDIA driver 580.65.06 (supports CUDA up to 13.0), via NVML"
    static QString driverEvidence(const DriverInfo &driver);
    // "Compatibility data: <what> — <first source> (not confirmed by NVIDIA)"
    static QString source(const Provenance &provenance, const QString &what);
    static QString versionList(const QList<Version> &versions);
    // "the Ampere architecture" / "an architecture the wizard's data does not name"
    static QString architecture(const CompatMatrix &matrix, const Version &computeCapability);

    static Verdict verdict(const QString &code, Verdict::Severity severity, const QString &title,
                           const QString &explanation, const QString &nextStep, const QStringList &evidence);
};

} // namespace cudnnsetup
