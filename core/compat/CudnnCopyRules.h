// CudnnCopyRules: each cuDNN copy found on the machine against the toolkit it sits in or is
// used with (same CUDA major?), the GPUs (does its release support their compute capability?),
// the driver (new enough for its CUDA variant?), and the problems the scan saw inside it.
#pragma once

#include "core/compat/RuleContext.h"

#include <QCoreApplication>

namespace cudnnsetup {

class CudnnCopyRules
{
    Q_DECLARE_TR_FUNCTIONS(CudnnCopyRules)

public:
    static void judge(RuleContext &context);

private:
    // Each returns true when it added a verdict about the copy.
    static bool judgeProblems(RuleContext &context, const CudnnCopy &copy);
    static bool judgeVariant(RuleContext &context, const CudnnCopy &copy);
    static bool judgeGpus(RuleContext &context, const CudnnCopy &copy);
    static bool judgeDriver(RuleContext &context, const CudnnCopy &copy);
    // The toolkit a copy is used with: the one it sits in, else the judged toolkit.
    static const ToolkitInstall *toolkitFor(const RuleContext &context, const CudnnCopy &copy);
    // "Install cuDNN 9.10.2.21 for CUDA 12 (a CUDA 12.x toolkit is needed with it)."
    static QString replacementAdvice(const RuleContext &context, int preferredMajor);
};

} // namespace cudnnsetup
