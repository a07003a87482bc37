#include "core/doctor/InstallPresenceRules.h"

namespace cudnnsetup {

QList<Finding> InstallPresenceRules::check(const DoctorContext &context)
{
    const SystemReport &report = context.report;
    if (!report.cudnnCopies.isEmpty())
        return {};   // cuDNN without a toolkit is fine: a Python wheel brings its own CUDA libraries

    Finding finding;
    finding.family = Finding::NothingInstalled;
    finding.severity = Verdict::Severity::Warning;
    if (report.toolkits.isEmpty()) {
        finding.code = QStringLiteral("nothing-installed");
        finding.title = tr("Neither the CUDA Toolkit nor cuDNN is installed");
        finding.explanation = tr("No CUDA Toolkit and no cuDNN library were found anywhere the wizard looks (the usual install "
                                 "folders, Python packages, conda environments, and every folder on the search paths). There is "
                                 "nothing to repair: this computer needs a fresh install.");
        finding.evidence.append(tr("CUDA Toolkits found: none"));
        finding.evidence.append(tr("cuDNN copies found: none"));
        finding.manualStep = tr("Install the CUDA Toolkit from NVIDIA, then run cudnn-setup without a command and choose "
                                "\"Install cuDNN\" (or run: cudnn-setup fetch --accept-license, then cudnn-setup install "
                                "--archive FILE).");
    } else {
        finding.code = QStringLiteral("cudnn-missing");
        finding.title = tr("The CUDA Toolkit is installed, but cuDNN is not");
        finding.explanation = tr("A CUDA Toolkit was found, but no cuDNN library, neither inside the toolkit nor anywhere else. "
                                 "Programs that use cuDNN (PyTorch built from source, TensorFlow, OpenCV's DNN module) fail "
                                 "to start or fall back to the CPU.");
        for (const ToolkitInstall &toolkit : report.toolkits)
            finding.evidence.append(tr("CUDA %1 at %2").arg(toolkit.version.isValid() ? toolkit.version.toString() : tr("(version unknown)"), toolkit.root));
        finding.evidence.append(tr("cuDNN copies found: none"));
        finding.manualStep = tr("Run cudnn-setup without a command and choose \"Install cuDNN\" (or run: cudnn-setup fetch "
                                "--accept-license, then cudnn-setup install --archive FILE).");
    }
    return {finding};
}

} // namespace cudnnsetup
