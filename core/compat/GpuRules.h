// GpuRules: can the CUDA Toolkit being judged build for each GPU: not when the GPU is older
// than the toolkit's major supports (Pascal with CUDA 13), nor when it is newer than the
// toolkit knows (Blackwell with CUDA 12.4).
#pragma once

#include "core/compat/RuleContext.h"

#include <QCoreApplication>

namespace cudnnsetup {

class GpuRules
{
    Q_DECLARE_TR_FUNCTIONS(GpuRules)

public:
    static void judge(RuleContext &context);
    // "Update the NVIDIA driver to X or newer…", unless no driver that new supports a GPU of the
    // machine (a Pascal card stops at R580): then what it can still reach instead.
    static QString driverUpdateStep(const RuleContext &context, const Version &needed);

private:
    // The R580-style ceiling of one GPU, said once per GPU.
    static void judgeDriverCeiling(RuleContext &context, const GpuInfo &gpu);
    // "The newest CUDA Toolkit it can use is CUDA 12.9 Update 1 (driver 575.57.08 or newer),
    // with cuDNN 9.10.2.21 for CUDA 12." for a GPU whose drivers stop at `ceiling`.
    static QString reachableWithCeiling(const RuleContext &context, const Version &computeCapability, int ceiling);
    static void judgeGpu(RuleContext &context, const GpuInfo &gpu);
    // "Use a CUDA 12.x toolkit (the newest is CUDA 12.9 Update 1) with cuDNN 9.10.2.21 for CUDA 12."
    static QString olderToolkitAdvice(const RuleContext &context, const Version &computeCapability);
};

} // namespace cudnnsetup
