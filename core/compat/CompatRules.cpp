#include "core/compat/CompatRules.h"

#include "core/compat/CompatText.h"
#include "core/compat/CudnnCopyRules.h"
#include "core/compat/CudnnRecommender.h"
#include "core/compat/DriverRules.h"
#include "core/compat/GpuRules.h"

namespace cudnnsetup {

namespace {

using Severity = Verdict::Severity;

void judgeToolkits(RuleContext &context)
{
    const ToolkitInstall *toolkit = context.toolkit;
    if (context.report.toolkits.isEmpty()) {
        QString next;
        if (const std::optional<Version> driver = context.driverVersion()) {
            if (const ToolkitDriverRow *fits = context.matrix.newestToolkitForDriver(*driver, context.os))
                next = CompatRules::tr("If you need one, install %1 (or an older CUDA %2.x): it is the newest your driver %3 supports.")
                           .arg(fits->label, QString::number(fits->release.major()), CompatText::driverVersion(*driver));
        } else if (!context.hasDriver()) {
            next = CompatRules::tr("If you need one, install the NVIDIA driver first, then a CUDA Toolkit that the driver supports.");
        }
        context.add(CompatText::verdict(
            QStringLiteral("toolkit-not-found"), Severity::Info, CompatRules::tr("No CUDA Toolkit found"),
            CompatRules::tr("No CUDA Toolkit was found on this computer. You do not always need one: Python packages such as "
                            "PyTorch, and the nvidia-cudnn pip packages, bring their own CUDA libraries. To build your own "
                            "CUDA programs, or to use cuDNN from NVIDIA's archive, you need a CUDA Toolkit (cuDNN loads "
                            "its cuBLAS and NVRTC libraries) and the cuDNN build for the same CUDA major version."),
            next, {CompatRules::tr("The scan found no CUDA Toolkit.")}));
        return;
    }
    if (!toolkit->version.isValid()) {
        context.add(CompatText::verdict(
            QStringLiteral("toolkit-version-unknown"), Severity::Info,
            CompatRules::tr("The version of the CUDA Toolkit at %1 is unknown").arg(toolkit->root),
            CompatRules::tr("The wizard could not read which CUDA version the toolkit at %1 is, so it cannot check it against "
                            "the driver, the GPU or cuDNN.").arg(toolkit->root),
            CompatRules::tr("Run nvcc --version from that toolkit's bin folder; if it fails, reinstall the toolkit."),
            toolkit->nvccProblem.isEmpty() ? QStringList{CompatText::toolkitEvidence(*toolkit)}
                                           : QStringList{CompatText::toolkitEvidence(*toolkit), toolkit->nvccProblem}));
        return;
    }
    if (!context.matrix.toolkitDriverRow(toolkit->version) || !context.matrix.minorCompat(toolkit->version.major()))
        context.add(CompatText::verdict(
            QStringLiteral("toolkit-unknown-release"), Severity::Info,
            CompatRules::tr("CUDA %1 is not in the wizard's data").arg(toolkit->version.toString()),
            CompatRules::tr("The CUDA %1 toolkit at %2 is not covered by the wizard's compatibility data (as of %3), so its "
                            "driver and GPU requirements could not be checked.")
                .arg(toolkit->version.toString(), toolkit->root, context.matrix.dataAsOf()),
            CompatRules::tr("Check NVIDIA's CUDA release notes for the driver it needs, or update the wizard."),
            {CompatText::toolkitEvidence(*toolkit)}));
}

void judgeWhole(RuleContext &context)
{
    const SystemReport &report = context.report;
    if (report.overallSeverity() >= Severity::Warning)
        return;
    QStringList evidence{CompatText::driverEvidence(report.driver)};
    for (const GpuInfo &gpu : report.gpus)
        evidence.append(CompatText::gpuEvidence(gpu));
    if (context.toolkit)
        evidence.append(CompatText::toolkitEvidence(*context.toolkit));
    for (const CudnnCopy &copy : report.cudnnCopies)
        evidence.append(CompatText::copyEvidence(copy));
    QString next;
    if (report.cudnnCopies.isEmpty() && report.recommendation.available)
        next = CompatRules::tr("Install cuDNN: the wizard recommends %1.").arg(report.recommendation.archiveName);
    context.add(CompatText::verdict(
        QStringLiteral("machine-ready"), Severity::Ok, CompatRules::tr("This computer is ready for cuDNN"),
        CompatRules::tr("The NVIDIA driver works, it supports the GPU and the CUDA version in use, and nothing the wizard "
                        "checks stands in the way of running cuDNN."),
        next, evidence));
}

} // namespace

const ToolkitInstall *CompatRules::judgedToolkit(const SystemReport &report)
{
    if (const ToolkitInstall *toolkit = report.defaultToolkit())
        return toolkit;
    const ToolkitInstall *newest = nullptr;
    for (const ToolkitInstall &toolkit : report.toolkits)
        if (!newest || toolkit.version > newest->version)
            newest = &toolkit;
    return newest;
}

void CompatRules::judge(SystemReport &report, const CompatMatrix &matrix)
{
    RuleContext context{report, matrix, CompatMatrix::driverOsForPlatform(report.platform), judgedToolkit(report)};
    DriverRules::judgeState(context);
    judgeToolkits(context);
    DriverRules::judgeAgainstToolkit(context);
    GpuRules::judge(context);
    // The copy rules point at the recommended archive, so recommend first.
    report.recommendation = CudnnRecommender::recommend(context);
    CudnnCopyRules::judge(context);
    judgeWhole(context);
}

} // namespace cudnnsetup
