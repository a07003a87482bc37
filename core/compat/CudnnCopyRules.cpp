#include "core/compat/CudnnCopyRules.h"

#include "core/compat/GpuRules.h"

#include "core/compat/CompatText.h"
#include "core/model/Sentences.h"

namespace cudnnsetup {

using Severity = Verdict::Severity;

void CudnnCopyRules::judge(RuleContext &context)
{
    for (const CudnnCopy &copy : std::as_const(context.report.cudnnCopies)) {
        bool said = judgeProblems(context, copy);
        said = judgeVariant(context, copy) || said;
        said = judgeGpus(context, copy) || said;
        said = judgeDriver(context, copy) || said;
        if (said)
            continue;
        const QString version = copy.bestVersion().isValid() ? copy.bestVersion().toString() : tr("(unknown version)");
        QString explanation = tr("cuDNN %1 at %2 is complete as far as the wizard can tell.").arg(version, copy.libraryDir);
        if (!context.computeCapabilities().isEmpty() && context.matrix.cudnnSupport(copy.bestVersion()))
            explanation = joinSentences(explanation, tr("It supports your GPU."));
        context.add(CompatText::verdict(QStringLiteral("cudnn-copy-ok"), Severity::Ok,
                                        tr("cuDNN %1 looks fine").arg(version), explanation, {},
                                        {CompatText::copyEvidence(copy), tr("Found via: %1").arg(copy.foundVia.join(QStringLiteral(", ")))}));
    }
}

const ToolkitInstall *CudnnCopyRules::toolkitFor(const RuleContext &context, const CudnnCopy &copy)
{
    if (copy.kind == CudnnCopy::Kind::InsideToolkit) {
        for (const ToolkitInstall &toolkit : context.report.toolkits)
            if (toolkit.root == copy.toolkitRoot || (!toolkit.canonicalRoot.isEmpty() && toolkit.canonicalRoot == copy.toolkitRoot))
                return &toolkit;
    }
    return context.toolkit;
}

QString CudnnCopyRules::replacementAdvice(const RuleContext &context, int preferredMajor)
{
    QList<int> majors;
    if (preferredMajor > 0)
        majors.append(preferredMajor);
    for (int major : context.matrix.cudaMajors())
        if (major != preferredMajor)
            majors.append(major);
    for (int major : std::as_const(majors)) {
        // The driver is judged on its own; here only what would fit the GPU and the toolkit counts.
        CudnnConstraints constraints{context.report.platform, major, context.computeCapabilities(), std::nullopt, context.os};
        const CudnnPick pick = context.matrix.newestCudnn(constraints);
        if (!pick.release)
            continue;
        const QString version = pick.release->version.toString();
        const QString archive = CompatMatrix::archiveName(*pick.release, context.report.platform, major);
        if (major == preferredMajor)
            return tr("Install cuDNN %1 for CUDA %2 (%3) instead.").arg(version, QString::number(major), archive);
        if (preferredMajor <= 0)
            return tr("Install cuDNN %1 for CUDA %2 (%3) instead, with a CUDA %2.x toolkit.").arg(version, QString::number(major), archive);
        return tr("No cuDNN for CUDA %1 fits this computer; cuDNN %2 for CUDA %3 (%4) does, used with a CUDA %3.x toolkit.")
            .arg(QString::number(preferredMajor), version, QString::number(major), archive);
    }
    return tr("No cuDNN release in the wizard's data fits this computer.");
}

bool CudnnCopyRules::judgeProblems(RuleContext &context, const CudnnCopy &copy)
{
    if (copy.problems.isEmpty())
        return false;
    context.add(CompatText::verdict(
        QStringLiteral("cudnn-copy-problems"), Severity::Warning,
        tr("The cuDNN files in %1 do not fit together").arg(copy.libraryDir),
        tr("The wizard found %n problem(s) inside this cuDNN copy (listed below). Programs that load it may fail to "
           "start, stop with a cuDNN error, or crash.", nullptr, int(copy.problems.size())),
        tr("Use the wizard's repair mode to replace this copy with a complete one, or remove it if nothing uses it."),
        QStringList{CompatText::copyEvidence(copy)} + copy.problems));
    return true;
}

bool CudnnCopyRules::judgeVariant(RuleContext &context, const CudnnCopy &copy)
{
    // Wheels and conda environments bring their own CUDA libraries: the system toolkit does not matter.
    if (copy.cudaMajor <= 0 || copy.kind == CudnnCopy::Kind::PythonWheel || copy.kind == CudnnCopy::Kind::Conda)
        return false;
    const ToolkitInstall *toolkit = toolkitFor(context, copy);
    if (!toolkit || !toolkit->version.isValid() || toolkit->version.major() == copy.cudaMajor)
        return false;
    // Inside the toolkit, or found where programs look for libraries: it will be loaded.
    const bool loaded = copy.kind == CudnnCopy::Kind::InsideToolkit || copy.kind == CudnnCopy::Kind::SearchPath;
    const int toolkitMajor = toolkit->version.major();
    const QString title = copy.kind == CudnnCopy::Kind::InsideToolkit
        ? tr("cuDNN for CUDA %1 is inside a CUDA %2 toolkit").arg(copy.cudaMajor).arg(toolkit->version.toString())
        : tr("cuDNN for CUDA %1 does not match CUDA %2").arg(copy.cudaMajor).arg(toolkit->version.toString());
    context.add(CompatText::verdict(
        QStringLiteral("cudnn-cuda-major-mismatch"), loaded ? Severity::Error : Severity::Warning, title,
        tr("The cuDNN at %1 was built for CUDA %2, but the CUDA Toolkit at %3 is version %4. Each cuDNN build is made "
           "for one CUDA major version: a CUDA %2 build needs CUDA %2's own libraries (such as cuBLAS), so programs "
           "built with CUDA %5 fail to load it or stop with errors.")
            .arg(copy.libraryDir, QString::number(copy.cudaMajor), toolkit->root, toolkit->version.toString(),
                 QString::number(toolkitMajor)),
        replacementAdvice(context, toolkitMajor),
        {CompatText::copyEvidence(copy), CompatText::toolkitEvidence(*toolkit)}));
    return true;
}

bool CudnnCopyRules::judgeGpus(RuleContext &context, const CudnnCopy &copy)
{
    const QList<Version> ccs = context.computeCapabilities();
    const Version version = copy.bestVersion();
    if (ccs.isEmpty() || !version.isValid())
        return false;
    const CudnnSupportRange *range = context.matrix.cudnnSupport(version);
    if (!range) {
        context.add(CompatText::verdict(
            QStringLiteral("cudnn-unknown-release"), Severity::Info,
            tr("cuDNN %1 is not in the wizard's data").arg(version.toString()),
            tr("The wizard's compatibility data does not cover cuDNN %1 (at %2), so it cannot check whether this copy "
               "supports your GPU and driver.").arg(version.toString(), copy.libraryDir),
            {}, {CompatText::copyEvidence(copy)}));
        return true;
    }
    // With an unknown CUDA variant, any variant of the release that supports the GPUs will do.
    QList<const CudnnVariant *> variants;
    if (const CudnnVariant *own = copy.cudaMajor > 0 ? range->variant(copy.cudaMajor) : nullptr)
        variants.append(own);
    else
        for (const CudnnVariant &variant : range->variants)
            variants.append(&variant);
    QList<Version> listed;
    QList<const CudnnTier *> tiers;
    for (const CudnnVariant *variant : variants) {
        if (CompatMatrix::tierFor(*variant, ccs))
            return false;
        for (const CudnnTier &tier : variant->tiers) {
            tiers.append(&tier);
            for (const Version &cc : tier.computeCapabilities)
                if (!listed.contains(cc))
                    listed.append(cc);
        }
    }
    // Name the GPUs no tier covers; if each is covered alone but no tier covers all, name all.
    QStringList evidence{CompatText::copyEvidence(copy)};
    QStringList uncovered;
    QStringList all;
    for (const GpuInfo &gpu : context.report.gpus) {
        if (!gpu.computeCapability.isValid())
            continue;
        evidence.append(CompatText::gpuEvidence(gpu));
        all.append(CompatText::gpuName(gpu));
        const bool covered = std::any_of(tiers.cbegin(), tiers.cend(), [&](const CudnnTier *tier) {
            return tier->coversComputeCapability(gpu.computeCapability);
        });
        if (!covered)
            uncovered.append(CompatText::gpuName(gpu));
    }
    const QStringList names = uncovered.isEmpty() ? all : uncovered;
    std::sort(listed.begin(), listed.end(), std::greater<>());
    evidence.append(CompatText::source(*range, tr("cuDNN %1 lists compute capabilities %2").arg(version.toString(), CompatText::versionList(listed))));
    context.add(CompatText::verdict(
        QStringLiteral("cudnn-gpu-unsupported"), Severity::Error,
        tr("cuDNN %1 does not support your GPU").arg(version.toString()),
        tr("NVIDIA lists these GPU compute capabilities for cuDNN %1: %2. This does not cover %3, so cuDNN calls from "
           "the copy at %4 will fail there, typically with CUDNN_STATUS_ARCH_MISMATCH or \"no kernel image is "
           "available\".")
            .arg(version.toString(), CompatText::versionList(listed), names.join(QStringLiteral(", ")), copy.libraryDir),
        replacementAdvice(context, copy.cudaMajor > 0 ? copy.cudaMajor : (context.toolkit ? context.toolkit->version.major() : 0)),
        evidence));
    return true;
}

bool CudnnCopyRules::judgeDriver(RuleContext &context, const CudnnCopy &copy)
{
    const std::optional<Version> driver = context.driverVersion();
    const CudnnSupportRange *range = context.matrix.cudnnSupport(copy.bestVersion());
    const CudnnVariant *variant = range && copy.cudaMajor > 0 ? range->variant(copy.cudaMajor) : nullptr;
    if (!driver || !variant)
        return false;
    // A copy inside the judged toolkit is covered by the driver-versus-toolkit verdict.
    const ToolkitInstall *toolkit = toolkitFor(context, copy);
    if (copy.kind == CudnnCopy::Kind::InsideToolkit && toolkit == context.toolkit && toolkit
        && toolkit->version.major() == copy.cudaMajor)
        return false;
    const CudnnTier *tier = CompatMatrix::tierFor(*variant, context.computeCapabilities());
    if (!tier)
        return false;   // the GPU verdict already says so
    bool estimated = false;
    const std::optional<Version> needed = context.matrix.tierDriverMinimum(*tier, copy.cudaMajor, context.os, &estimated);
    if (!needed || *driver >= *needed)
        return false;
    context.add(CompatText::verdict(
        QStringLiteral("cudnn-driver-too-old"), Severity::Error,
        tr("The NVIDIA driver is too old for cuDNN %1 for CUDA %2").arg(copy.bestVersion().toString()).arg(copy.cudaMajor),
        tr("The cuDNN at %1 is built for CUDA %2 and needs NVIDIA driver %3 or newer. The installed driver is %4, so "
           "programs that load this copy fail with \"CUDA driver version is insufficient\".")
            .arg(copy.libraryDir, QString::number(copy.cudaMajor), CompatText::driverVersion(*needed),
                 CompatText::driverVersion(*driver)),
        GpuRules::driverUpdateStep(context, *needed),
        {CompatText::copyEvidence(copy), CompatText::driverEvidence(context.report.driver),
         CompatText::source(*tier, tr("cuDNN for CUDA %1 needs driver %2 or newer%3")
                                       .arg(copy.cudaMajor)
                                       .arg(CompatText::driverVersion(*needed),
                                            estimated ? tr(" (CUDA minor-version floor; NVIDIA lists N/A)") : QString()))}));
    return true;
}

} // namespace cudnnsetup
