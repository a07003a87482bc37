#include "core/compat/CompatText.h"

namespace cudnnsetup {

QString CompatText::driverVersion(const Version &version)
{
    // Version keeps the text it was parsed from, so 580.65.06 keeps its zero.
    return version.isValid() ? version.toString() : tr("unknown");
}

QString CompatText::gpuName(const GpuInfo &gpu)
{
    return gpu.name.isEmpty() ? tr("GPU %1").arg(gpu.index) : gpu.name;
}

QString CompatText::gpuEvidence(const GpuInfo &gpu)
{
    const QString cc = gpu.computeCapability.isValid() ? gpu.computeCapability.toString() : tr("unknown");
    return tr("GPU %1: %2, compute capability %3").arg(gpu.index).arg(gpuName(gpu), cc);
}

QString CompatText::toolkitEvidence(const ToolkitInstall &toolkit)
{
    const QString version = toolkit.version.isValid() ? toolkit.version.toString() : tr("of unknown version");
    if (toolkit.versionSource.isEmpty())
        return tr("CUDA Toolkit %1 at %2").arg(version, toolkit.root);
    return tr("CUDA Toolkit %1 at %2 (version read from %3)").arg(version, toolkit.root, toolkit.versionSource);
}

QString CompatText::copyEvidence(const CudnnCopy &copy)
{
    const Version version = copy.bestVersion();
    const QString versionText = version.isValid() ? version.toString() : tr("of unknown version");
    if (copy.cudaMajor > 0)
        return tr("cuDNN %1 for CUDA %2 at %3").arg(versionText).arg(copy.cudaMajor).arg(copy.libraryDir);
    return tr("cuDNN %1 (CUDA variant unknown) at %2").arg(versionText, copy.libraryDir);
}

QString CompatText::driverEvidence(const DriverInfo &driver)
{
    QString text = tr("NVIDIA driver %1").arg(driverVersion(driver.version));
    if (driver.maxCudaVersion.isValid())
        text += u' ' + tr("(supports CUDA up to %1)").arg(driver.maxCudaVersion.toString());
    if (!driver.source.isEmpty())
        text += u' ' + tr("via %1").arg(driver.source);
    if (!driver.libraryPath.isEmpty())
        text += QStringLiteral(", ") + driver.libraryPath;
    return text;
}

QString CompatText::source(const Provenance &provenance, const QString &what)
{
    QString text = tr("Compatibility data: %1 (source: %2)").arg(what, provenance.sources.value(0));
    if (!provenance.confirmed)
        text += u' ' + tr("[not confirmed by an NVIDIA document]");
    return text;
}

QString CompatText::versionList(const QList<Version> &versions)
{
    QStringList texts;
    for (const Version &version : versions)
        texts.append(version.toString());
    return texts.join(QStringLiteral(", "));
}

QString CompatText::architecture(const CompatMatrix &matrix, const Version &computeCapability)
{
    const ArchitectureRow *row = matrix.architecture(computeCapability);
    return row ? row->family : tr("unknown architecture");
}

Verdict CompatText::verdict(const QString &code, Verdict::Severity severity, const QString &title,
                            const QString &explanation, const QString &nextStep, const QStringList &evidence)
{
    Verdict verdict;
    verdict.code = code;
    verdict.severity = severity;
    verdict.title = title;
    verdict.explanation = explanation;
    verdict.nextStep = nextStep;
    verdict.evidence = evidence;
    return verdict;
}

} // namespace cudnnsetup
