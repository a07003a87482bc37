#include "core/probe/ReportText.h"

#include "core/model/DataSize.h"

#include <QStringList>

namespace cudnnsetup {

namespace {

QString orUnknown(const Version &version)
{
    return version.isValid() ? version.toString() : ReportText::tr("unknown");
}

} // namespace

QString ReportText::driverStateText(const DriverInfo &driver)
{
    switch (driver.state) {
    case DriverInfo::State::NotInstalled: return tr("No NVIDIA driver is installed");
    case DriverInfo::State::NoGpuVisible: return tr("The NVIDIA driver is installed, but it sees no GPU");
    case DriverInfo::State::GpusFound: return tr("NVIDIA driver %1 (supports CUDA up to %2)").arg(orUnknown(driver.version), orUnknown(driver.maxCudaVersion));
    case DriverInfo::State::Failed: return tr("An NVIDIA driver is present but could not be used");
    case DriverInfo::State::NotQueried: return tr("An NVIDIA driver is installed there; whether it works can only be seen on that system");
    }
    return {};
}

QString ReportText::copyKindText(CudnnCopy::Kind kind)
{
    switch (kind) {
    case CudnnCopy::Kind::InsideToolkit: return tr("inside a CUDA Toolkit");
    case CudnnCopy::Kind::SideBySide: return tr("own folder");
    case CudnnCopy::Kind::DistroPackage: return tr("system package");
    case CudnnCopy::Kind::PythonWheel: return tr("Python package");
    case CudnnCopy::Kind::Conda: return tr("conda environment");
    case CudnnCopy::Kind::SearchPath: return tr("folder on the search path");
    case CudnnCopy::Kind::ExtractedByHand: return tr("unpacked by hand");
    }
    return {};
}

QString ReportText::noFrameworksText()
{
    return tr("No PyTorch, TensorFlow, ONNX Runtime, PaddlePaddle or JAX was found in the Python environments looked at.");
}

QStringList ReportText::frameworkLines(const FrameworkInstall &framework)
{
    QStringList out;
    out.append(QStringLiteral("[%1] %2").arg(severityText(framework.fit),
                                              tr("%1 %2 (%3) in %4").arg(FrameworkInstall::kindName(framework.kind), framework.version,
                                                                         framework.package, framework.environment)));
    if (framework.gpuBuild)
        out.append(tr("  Built for: CUDA %1, cuDNN %2%3")
                       .arg(orUnknown(framework.builtForCuda), orUnknown(framework.builtForCudnn),
                            framework.cudnnIsMinimum ? tr(" or newer") : QString()));
    if (!framework.cudnnFact.isEmpty())
        out.append(tr("  From: %1").arg(framework.cudnnFact));
    if (!framework.loadedFile.isEmpty())
        out.append(tr("  Loads: cuDNN %1, %2 (%3)").arg(orUnknown(framework.loadedVersion), framework.loadedFile, framework.loadedVia));
    if (!framework.partsFrom.isEmpty())
        out.append(tr("  Its parts from: cuDNN %1, %2 (LD_LIBRARY_PATH)").arg(orUnknown(framework.partsVersion), framework.partsFrom));
    for (const QString &problem : framework.problems)
        out.append(tr("  Problem: %1").arg(problem));
    if (!framework.note.isEmpty())
        out.append(QStringLiteral("  ") + framework.note);
    return out;
}

QString ReportText::frameworkFitText(const FrameworkInstall &framework)
{
    QString fit;
    switch (framework.fit) {
    case Verdict::Severity::Ok: fit = tr("fits the cuDNN it loads"); break;
    case Verdict::Severity::Info: fit = framework.gpuBuild ? tr("not judged") : tr("a CPU build"); break;
    case Verdict::Severity::Warning:
    case Verdict::Severity::Error: fit = tr("%n problem(s)", nullptr, int(framework.problems.size())); break;
    }
    return tr("%1 %2 in %3: %4").arg(FrameworkInstall::kindName(framework.kind), framework.version, framework.environment, fit);
}

QString ReportText::severityText(Verdict::Severity severity)
{
    switch (severity) {
    case Verdict::Severity::Ok: return tr("OK");
    case Verdict::Severity::Info: return tr("Note");
    case Verdict::Severity::Warning: return tr("Warning");
    case Verdict::Severity::Error: return tr("Problem");
    }
    return {};
}

QString ReportText::formatBytes(qint64 bytes)
{
    if (bytes < 0)
        return tr("unknown");
    return dataSizeText(bytes);
}

QString ReportText::render(const SystemReport &report)
{
    QStringList out;
    auto heading = [&](const QString &text) {
        if (!out.isEmpty())
            out.append(QString());
        out.append(text);
        // CJK characters take two columns in a terminal; the underline should cover them.
        qsizetype columns = 0;
        for (QChar c : text)
            columns += c.unicode() >= 0x2E80 ? 2 : 1;
        out.append(QString(columns, u'='));
    };

    out.append(tr("cuDNN Setup Wizard %1 — system report").arg(QStringLiteral(CUDNN_SETUP_VERSION)));
    out.append(tr("Platform: %1").arg(report.platform));
    if (!report.sysroot.isEmpty())
        out.append(tr("Scanned tree: %1").arg(report.sysroot));

    heading(tr("Driver and GPUs"));
    out.append(driverStateText(report.driver));
    if (!report.driver.libraryPath.isEmpty())
        out.append(tr("  Driver library: %1 (via %2)").arg(report.driver.libraryPath, report.driver.source));
    if (!report.driver.errorDetail.isEmpty())
        out.append(tr("  Driver said: %1").arg(report.driver.errorDetail));
    for (const GpuInfo &gpu : report.gpus)
        out.append(tr("  GPU %1: %2, compute capability %3, %4 memory, %5 SMs (from %6)")
                       .arg(gpu.index)
                       .arg(gpu.name, orUnknown(gpu.computeCapability), formatBytes(gpu.totalMemoryBytes),
                            gpu.multiprocessorCount >= 0 ? QString::number(gpu.multiprocessorCount) : tr("unknown"), gpu.source));

    heading(tr("CUDA Toolkits"));
    if (report.toolkits.isEmpty())
        out.append(tr("No CUDA Toolkit was found."));
    for (const ToolkitInstall &toolkit : report.toolkits) {
        out.append(tr("CUDA %1 at %2%3").arg(orUnknown(toolkit.version), toolkit.root, toolkit.isDefault ? tr(" [default]") : QString()));
        out.append(tr("  Version from: %1").arg(toolkit.versionSource.isEmpty() ? tr("nothing") : toolkit.versionSource));
        if (toolkit.isDefault)
            out.append(tr("  Default because %1").arg(toolkit.defaultReason));
        if (!toolkit.nvccPath.isEmpty())
            out.append(tr("  nvcc: %1 (%2)").arg(toolkit.nvccPath, toolkit.nvccVersion.isValid() ? toolkit.nvccVersion.toString()
                                                                   : toolkit.nvccProblem.isEmpty() ? tr("not run") : toolkit.nvccProblem));
        out.append(tr("  Found via: %1").arg(toolkit.foundVia.join(QStringLiteral(", "))));
    }

    heading(tr("cuDNN copies"));
    if (report.cudnnCopies.isEmpty())
        out.append(tr("No cuDNN was found on this machine."));
    for (const CudnnCopy &copy : report.cudnnCopies) {
        out.append(tr("cuDNN %1 in %2 (%3)").arg(orUnknown(copy.bestVersion()), copy.libraryDir, copyKindText(copy.kind)));
        if (copy.headerVersion.isValid())
            out.append(tr("  Header: %1 says %2").arg(copy.headerPath, copy.headerVersion.toString()));
        if (copy.packageVersion.isValid())
            out.append(tr("  Package: %1").arg(copy.packageSource));
        out.append(tr("  Built for CUDA: %1").arg(copy.cudaMajor > 0 ? QString::number(copy.cudaMajor) : tr("unknown")));
        out.append(tr("  Libraries: %1").arg(copy.subLibraries().join(QStringLiteral(", "))));
        out.append(tr("  Found via: %1").arg(copy.foundVia.join(QStringLiteral(", "))));
        for (const QString &problem : copy.problems)
            out.append(tr("  Problem: %1").arg(problem));
    }

    heading(tr("Frameworks on this computer"));
    if (report.frameworks.isEmpty())
        out.append(noFrameworksText());
    for (const FrameworkInstall &framework : report.frameworks)
        out += frameworkLines(framework);

    heading(tr("Verdicts"));
    for (const Verdict &verdict : report.verdicts) {
        out.append(QStringLiteral("[%1] %2").arg(severityText(verdict.severity), verdict.title));
        if (!verdict.explanation.isEmpty())
            out.append(QStringLiteral("  ") + verdict.explanation);
        if (!verdict.nextStep.isEmpty())
            out.append(tr("  What to do: %1").arg(verdict.nextStep));
        for (const QString &fact : verdict.evidence)
            out.append(QStringLiteral("  - ") + fact);
    }

    heading(tr("Recommended cuDNN"));
    if (report.recommendation.available)
        out.append(tr("cuDNN %1 for CUDA %2: %3").arg(report.recommendation.cudnnVersion.toString()).arg(report.recommendation.cudaMajor).arg(report.recommendation.archiveName));
    else
        out.append(tr("No cuDNN release fits this machine."));
    if (!report.recommendation.reason.isEmpty())
        out.append(QStringLiteral("  ") + report.recommendation.reason);

    if (!report.notes.isEmpty()) {
        heading(tr("What could not be read"));
        for (const ScanNote &note : report.notes)
            out.append(QStringLiteral("- %1: %2").arg(note.subject, note.message));
    }
    out.append(QString());
    out.append(tr("Scan took %1 ms.").arg(report.scanMilliseconds));
    return out.join(u'\n') + u'\n';
}

} // namespace cudnnsetup
