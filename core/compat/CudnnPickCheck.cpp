#include "core/compat/CudnnPickCheck.h"

#include "core/compat/CompatRules.h"
#include "core/compat/CompatText.h"
#include "core/compat/RuleContext.h"

namespace cudnnsetup {

QStringList CudnnPickCheck::problems(const SystemReport &report, const Version &cudnn, int cudaMajor, const CompatMatrix &matrix)
{
    QStringList reasons;
    SystemReport copy = report;   // RuleContext wants a mutable report; nothing is added to it
    const RuleContext context{copy, matrix, CompatMatrix::driverOsForPlatform(report.platform), CompatRules::judgedToolkit(report)};

    const CudnnRelease *release = matrix.cudnnRelease(cudnn);
    if (release && !release->offers(report.platform, cudaMajor))
        reasons.append(tr("cuDNN %1 has no build for CUDA %2 on %3.").arg(cudnn.toString(), QString::number(cudaMajor), report.platform));

    if (context.toolkit && context.toolkit->version.isValid() && context.toolkit->version.major() != cudaMajor)
        reasons.append(tr("This build is for CUDA %1, but the CUDA Toolkit at %2 is CUDA %3. Programs built with that toolkit "
                          "would not find it or would fail to load it.")
                           .arg(QString::number(cudaMajor), context.toolkit->root, context.toolkit->version.toString()));

    const CudnnSupportRange *support = matrix.cudnnSupport(cudnn);
    const CudnnVariant *variant = support ? support->variant(cudaMajor) : nullptr;
    if (support && !variant)
        reasons.append(tr("cuDNN %1 is not made for CUDA %2.").arg(cudnn.toString(), QString::number(cudaMajor)));
    if (variant) {
        const QList<Version> ccs = context.computeCapabilities();
        const CudnnTier *tier = CompatMatrix::tierFor(*variant, ccs);
        if (!tier) {
            QStringList gpus;
            for (const GpuInfo &gpu : report.gpus)
                gpus.append(tr("%1 (compute capability %2)").arg(CompatText::gpuName(gpu), gpu.computeCapability.toString()));
            reasons.append(tr("cuDNN %1 for CUDA %2 does not support your GPU: %3.")
                               .arg(cudnn.toString(), QString::number(cudaMajor), gpus.join(QStringLiteral(", "))));
        } else if (const auto driver = context.driverVersion()) {
            bool estimated = false;
            const auto minimum = matrix.tierDriverMinimum(*tier, cudaMajor, context.os, &estimated);
            if (minimum && *driver < *minimum)
                reasons.append(tr("cuDNN %1 for CUDA %2 needs NVIDIA driver %3 or newer; this computer has %4.")
                                   .arg(cudnn.toString(), QString::number(cudaMajor), CompatText::driverVersion(*minimum),
                                        CompatText::driverVersion(*driver)));
        }
    }
    return reasons;
}

} // namespace cudnnsetup
