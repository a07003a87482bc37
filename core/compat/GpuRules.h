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

private:
    static void judgeGpu(RuleContext &context, const GpuInfo &gpu);
    // "Use a CUDA 12.x toolkit (the newest is CUDA 12.9 Update 1) with cuDNN 9.10.2.21 for CUDA 12."
    static QString olderToolkitAdvice(const RuleContext &context, const Version &computeCapability);
};

} // namespace cudnnsetup
