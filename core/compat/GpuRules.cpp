#include "core/compat/GpuRules.h"

#include "core/compat/CompatText.h"
#include "core/model/Sentences.h"

namespace cudnnsetup {

using Severity = Verdict::Severity;

void GpuRules::judge(RuleContext &context)
{
    for (const GpuInfo &gpu : context.report.gpus) {
        if (!gpu.computeCapability.isValid()) {
            context.add(CompatText::verdict(
                QStringLiteral("gpu-compute-capability-unknown"), Severity::Info,
                tr("The compute capability of %1 is unknown").arg(CompatText::gpuName(gpu)),
                tr("The driver did not say which compute capability (GPU generation) %1 has, so the wizard cannot check "
                   "which CUDA and cuDNN versions support it.").arg(CompatText::gpuName(gpu)),
                tr("Look up the GPU on NVIDIA's \"CUDA GPUs\" page and compare its compute capability with what your "
                   "CUDA Toolkit and cuDNN support."),
                {CompatText::gpuEvidence(gpu)}));
            continue;
        }
        judgeDriverCeiling(context, gpu);
        if (context.toolkit && context.toolkit->version.isValid())
            judgeGpu(context, gpu);
    }
}

QString GpuRules::reachableWithCeiling(const RuleContext &context, const Version &computeCapability, int ceiling)
{
    for (const ToolkitDriverRow &row : context.matrix.toolkitDriverRows()) {   // newest first
        const ToolkitCcRow *ccRow = context.matrix.toolkitComputeCapability(row.release.major());
        const std::optional<Version> needed = context.matrix.toolkitDriverMinimum(row.release, context.os);
        if (row.preview || !ccRow || computeCapability < ccRow->minimum || !CompatMatrix::withinCeiling(needed, ceiling))
            continue;
        QString text = tr("The newest CUDA Toolkit it can use is %1 (driver %2 or newer).")
                           .arg(row.label, needed ? CompatText::driverVersion(*needed) : tr("of its series"));
        CudnnConstraints constraints{context.report.platform, row.release.major(), {computeCapability}, std::nullopt, context.os};
        if (const CudnnPick pick = context.matrix.newestCudnn(constraints); pick.release)
            text = joinSentences(text, tr("The newest cuDNN for it is cuDNN %1 for CUDA %2.")
                                           .arg(pick.release->version.toString()).arg(row.release.major()));
        return text;
    }
    return tr("No CUDA Toolkit in the wizard's data runs on it with the drivers it can get.");
}

void GpuRules::judgeDriverCeiling(RuleContext &context, const GpuInfo &gpu)
{
    const ArchitectureRow *arch = context.matrix.architecture(gpu.computeCapability);
    if (!arch || arch->lastDriverBranch <= 0)
        return;
    const QString name = CompatText::gpuName(gpu);
    context.add(CompatText::verdict(
        QStringLiteral("gpu-last-driver-branch"), Severity::Info,
        tr("R%1 is the last NVIDIA driver series for your %2").arg(arch->lastDriverBranch).arg(name),
        joinSentences(tr("NVIDIA ends driver support for %1 GPUs with the R%2 series: no newer driver installs for the "
                         "%3, and CUDA 13 toolkits cannot build for it.")
                          .arg(arch->family).arg(arch->lastDriverBranch).arg(name),
                      reachableWithCeiling(context, gpu.computeCapability, arch->lastDriverBranch)),
        tr("When you update the driver, choose one of the R%1 series (version %1.x): a newer series does not support "
           "this GPU.").arg(arch->lastDriverBranch),
        {CompatText::gpuEvidence(gpu),
         CompatText::source(*arch, tr("the R%1 series is the last driver for %2 GPUs").arg(arch->lastDriverBranch).arg(arch->family))}));
}

QString GpuRules::driverUpdateStep(const RuleContext &context, const Version &needed)
{
    for (const Version &cc : context.computeCapabilities()) {
        const ArchitectureRow *arch = context.matrix.architecture(cc);
        if (!arch || CompatMatrix::withinCeiling(needed, arch->lastDriverBranch))
            continue;
        return joinSentences(tr("No NVIDIA driver %1 or newer supports your %2 GPU: the R%3 series is its last driver.")
                                 .arg(CompatText::driverVersion(needed), arch->family).arg(arch->lastDriverBranch),
                             reachableWithCeiling(context, cc, arch->lastDriverBranch));
    }
    return tr("Update the NVIDIA driver to %1 or newer and restart the computer.").arg(CompatText::driverVersion(needed));
}

QString GpuRules::olderToolkitAdvice(const RuleContext &context, const Version &computeCapability)
{
    for (int major : context.matrix.cudaMajors()) {   // newest first
        const ToolkitCcRow *ccRow = context.matrix.toolkitComputeCapability(major);
        if (major >= context.toolkit->version.major() || !ccRow || computeCapability < ccRow->minimum)
            continue;
        QString newest = tr("CUDA %1.x").arg(major);
        for (const ToolkitDriverRow &row : context.matrix.toolkitDriverRows())
            if (row.release.major() == major) {
                newest = row.label;
                break;
            }
        QString advice = tr("Use a CUDA %1.x toolkit instead (the newest is %2); it can stay installed beside the other "
                            "one, but must be the one your programs use.").arg(major).arg(newest);
        CudnnConstraints constraints{context.report.platform, major, {computeCapability}, std::nullopt, context.os};
        if (const CudnnPick pick = context.matrix.newestCudnn(constraints); pick.release)
            advice = joinSentences(advice, tr("The newest cuDNN for it that supports this GPU is cuDNN %1 for CUDA %2.")
                                 .arg(pick.release->version.toString()).arg(major));
        return advice;
    }
    return tr("No CUDA Toolkit in the wizard's data supports this GPU any more; only older toolkits and cuDNN releases "
              "can use it.");
}

void GpuRules::judgeGpu(RuleContext &context, const GpuInfo &gpu)
{
    const ToolkitInstall &toolkit = *context.toolkit;
    const Version &cc = gpu.computeCapability;
    const int major = toolkit.version.major();
    const QString name = CompatText::gpuName(gpu);
    const QString family = CompatText::architecture(context.matrix, cc);
    const QStringList baseEvidence{CompatText::gpuEvidence(gpu), CompatText::toolkitEvidence(toolkit)};

    if (const ToolkitCcRow *ccRow = context.matrix.toolkitComputeCapability(major); ccRow && cc < ccRow->minimum) {
        context.add(CompatText::verdict(
            QStringLiteral("gpu-too-old-for-toolkit"), Severity::Error,
            tr("Your %1 is too old for CUDA %2").arg(name, toolkit.version.toString()),
            tr("The %1 has compute capability %2 (%3). CUDA %4.x toolkits support compute capability %5 and newer "
               "only, so programs built with the CUDA %6 toolkit at %7, and cuDNN for CUDA %4, cannot run on this GPU.")
                .arg(name, cc.toString(), family, QString::number(major), ccRow->minimum.toString(),
                     toolkit.version.toString(), toolkit.root),
            olderToolkitAdvice(context, cc),
            baseEvidence + QStringList{CompatText::source(*ccRow, tr("CUDA %1.x supports compute capability %2 and newer")
                                                                      .arg(major).arg(ccRow->minimum.toString()))}));
        return;
    }

    const ArchitectureRow *arch = context.matrix.architecture(cc);
    if (arch && toolkit.version.truncated(arch->firstToolkit.size()) < arch->firstToolkit) {
        context.add(CompatText::verdict(
            QStringLiteral("gpu-too-new-for-toolkit"), Severity::Error,
            tr("CUDA %1 is too old for your %2").arg(toolkit.version.toString(), name),
            tr("The %1 is a %2 GPU (compute capability %3). The first CUDA Toolkit that can build code for it is %4; the "
               "CUDA %5 toolkit at %6 is older. Programs built with it fail on this GPU, typically with \"no kernel image "
               "is available for execution on the device\", and cuDNN builds for older toolkits lack its kernels.")
                .arg(name, arch->family, cc.toString(), arch->firstToolkit.toString(), toolkit.version.toString(), toolkit.root),
            tr("Install CUDA Toolkit %1 or newer, and cuDNN built for it. A newer driver alone is not enough.")
                .arg(arch->firstToolkit.toString()),
            baseEvidence + QStringList{CompatText::source(*arch, tr("compute capability %1 (%2) needs CUDA %3 or newer")
                                                                     .arg(arch->computeCapability.toString(), arch->family,
                                                                          arch->firstToolkit.toString()))}));
        return;
    }

    if (!arch && cc > context.matrix.newestKnownComputeCapability()) {
        context.add(CompatText::verdict(
            QStringLiteral("gpu-unknown-architecture"), Severity::Warning,
            tr("Your %1 is newer than the wizard knows").arg(name),
            tr("The %1 has compute capability %2, newer than anything in the wizard's compatibility data (up to %3). It "
               "may need a newer CUDA Toolkit and cuDNN than the CUDA %4 toolkit at %5.")
                .arg(name, cc.toString(), context.matrix.newestKnownComputeCapability().toString(),
                     toolkit.version.toString(), toolkit.root),
            tr("Check NVIDIA's CUDA release notes for the first toolkit that supports this GPU, and update the wizard."),
            baseEvidence));
        return;
    }

    context.add(CompatText::verdict(
        QStringLiteral("gpu-supported-by-toolkit"), Severity::Ok,
        tr("CUDA %1 supports your %2").arg(toolkit.version.toString(), name),
        tr("The %1 (compute capability %2, %3) can run programs built with the CUDA %4 toolkit at %5.")
            .arg(name, cc.toString(), family, toolkit.version.toString(), toolkit.root),
        {}, baseEvidence));
}

} // namespace cudnnsetup
