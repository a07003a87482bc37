#include "core/doctor/rules/GpuSupportRules.h"

namespace cudnnsetup {

QList<Finding> GpuSupportRules::check(const DoctorContext &context)
{
    // None of these has an automatic fix: the answer is another toolkit or cuDNN build (or
    // another GPU), which is an install, not a repair.
    static const QStringList codes{QStringLiteral("gpu-too-old-for-toolkit"), QStringLiteral("gpu-too-new-for-toolkit"),
                                   QStringLiteral("gpu-unknown-architecture"), QStringLiteral("cudnn-gpu-unsupported")};
    return Finding::fromVerdicts(context.report.verdicts, codes, Finding::GpuNotSupported);
}

} // namespace cudnnsetup
