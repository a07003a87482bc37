#include "core/doctor/rules/InstallPresenceRules.h"

namespace cudnnsetup {

QString InstallPresenceRules::placesLooked(const SystemPaths &paths)
{
    return paths.platform().isWindows()
        ? tr("the usual install folders, Python packages, conda environments, every folder on PATH, and where archives "
             "are usually unpacked by hand: C:\\tools, C:\\cuda, D:\\cuda, your user folder with its Downloads and "
             "Desktop, and next to your project")
        : tr("the usual install folders, Python packages, conda environments, every folder on the search paths, and "
             "where archives are usually unpacked by hand: /usr/local/cudnn*, /opt, your home folder with its Downloads, "
             "and next to your project");
}

QList<Finding> InstallPresenceRules::check(const DoctorContext &context)
{
    const SystemReport &report = context.report;
    // A copy anywhere, even one no program finds, means cuDNN is installed: a copy the loader
    // does not reach is family 1's (cudnn-folder-not-searched), with the fix that adds its folder.
    // cuDNN without a toolkit is fine too: a Python wheel brings its own CUDA libraries.
    if (!report.cudnnCopies.isEmpty())
        return {};

    Finding finding;
    finding.family = Finding::NothingInstalled;
    finding.severity = Verdict::Severity::Warning;
    if (report.toolkits.isEmpty()) {
        finding.code = QStringLiteral("nothing-installed");
        finding.title = tr("Neither the CUDA Toolkit nor cuDNN is installed");
        finding.explanation = tr("No CUDA Toolkit and no cuDNN library were found anywhere the wizard looks (%1). There is "
                                 "nothing to repair: this computer needs a fresh install.")
                                  .arg(placesLooked(context.paths));
        finding.evidence.append(tr("CUDA Toolkits found: none"));
        finding.evidence.append(tr("cuDNN copies found: none"));
        finding.manualStep = tr("Install the CUDA Toolkit from NVIDIA, then run cudnn-setup without a command and choose "
                                "\"Install cuDNN\" (or run: cudnn-setup fetch --accept-license, then cudnn-setup install "
                                "--archive FILE).");
    } else {
        finding.code = QStringLiteral("cudnn-missing");
        finding.title = tr("The CUDA Toolkit is installed, but cuDNN is not");
        finding.explanation = tr("A CUDA Toolkit was found, but no cuDNN library, neither inside the toolkit nor anywhere else "
                                 "the wizard looks (%1). Programs that use cuDNN (PyTorch built from source, TensorFlow, "
                                 "OpenCV's DNN module) fail to start or fall back to the CPU.")
                                  .arg(placesLooked(context.paths));
        for (const ToolkitInstall &toolkit : report.toolkits)
            finding.evidence.append(tr("CUDA %1 at %2").arg(toolkit.version.isValid() ? toolkit.version.toString() : tr("(version unknown)"), toolkit.root));
        finding.evidence.append(tr("cuDNN copies found: none"));
        finding.manualStep = tr("Run cudnn-setup without a command and choose \"Install cuDNN\" (or run: cudnn-setup fetch "
                                "--accept-license, then cudnn-setup install --archive FILE).");
    }
    return {finding};
}

} // namespace cudnnsetup
