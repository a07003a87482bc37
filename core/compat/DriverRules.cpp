#include "core/compat/DriverRules.h"

#include "core/compat/GpuRules.h"

#include "core/compat/CompatText.h"
#include "core/model/Sentences.h"

namespace cudnnsetup {

namespace {

using Severity = Verdict::Severity;

QStringList gpuEvidence(const SystemReport &report)
{
    QStringList evidence;
    for (const GpuInfo &gpu : report.gpus)
        evidence.append(CompatText::gpuEvidence(gpu));
    return evidence;
}

} // namespace

// "It needs driver 580.65.06 or newer for the CUDA 13.0 toolkit." when a toolkit is judged.
QString DriverRules::toolkitRequirement(const RuleContext &context)
{
    if (!context.toolkit || !context.toolkit->version.isValid())
        return {};
    const std::optional<Version> needed = context.matrix.toolkitDriverMinimum(context.toolkit->version, context.os);
    if (!needed)
        return {};
    return tr("The CUDA %1 toolkit found at %2 needs driver %3 or newer.")
        .arg(context.toolkit->version.toString(), context.toolkit->root, CompatText::driverVersion(*needed));
}

void DriverRules::judgeState(RuleContext &context)
{
    const DriverInfo &driver = context.report.driver;
    QStringList evidence{CompatText::driverEvidence(driver)};
    if (!driver.errorDetail.isEmpty())
        evidence.append(tr("Driver error: %1").arg(driver.errorDetail));

    switch (driver.state) {
    case DriverInfo::State::NotInstalled: {
        const QStringList notFound{tr("No NVIDIA driver library and no nvidia-smi were found.")};
        QString next = context.os == DriverOs::Windows
                           ? tr("Install the NVIDIA driver for your GPU from NVIDIA's website, restart the computer, "
                                "and run this check again.")
                           : tr("Install the NVIDIA driver for your GPU (from NVIDIA's website, or your Linux distribution's "
                                "driver packages), restart the computer, and run this check again.");
        const QString requirement = toolkitRequirement(context);
        if (!requirement.isEmpty())
            next = joinSentences(next, requirement);
        context.add(CompatText::verdict(
            QStringLiteral("driver-not-installed"), Severity::Warning, tr("No NVIDIA driver is installed"),
            tr("This computer has no NVIDIA driver that the wizard could find. That is fine for installing cuDNN: "
               "cuDNN is a set of files and can be copied now. But nothing that uses the GPU can run until a driver "
               "is installed, so the wizard cannot yet test cuDNN or tell whether your GPU and CUDA versions fit "
               "together. If this computer has no NVIDIA GPU, cuDNN cannot run here at all."),
            next, notFound + evidence.mid(1)));
        return;
    }
    case DriverInfo::State::NoGpuVisible:
        context.add(CompatText::verdict(
            QStringLiteral("driver-no-gpu"), Severity::Warning, tr("The NVIDIA driver sees no GPU"),
            tr("An NVIDIA driver (version %1) is installed and answers, but it reports no GPU. Programs that use cuDNN "
               "will find no GPU to run on. Common causes: the GPU is disabled (in the BIOS or Device Manager), a "
               "laptop is using only its built-in graphics, the program runs in a container or virtual machine "
               "without GPU access, or the driver no longer matches the system after an update.")
                .arg(CompatText::driverVersion(driver.version)),
            tr("Check that the GPU is enabled, restart the computer, and run nvidia-smi to see whether it lists the "
               "GPU. In a container, start it with GPU access (for example docker run --gpus all)."),
            evidence));
        return;
    case DriverInfo::State::Failed:
        context.add(CompatText::verdict(
            QStringLiteral("driver-failed"), Severity::Error, tr("The NVIDIA driver is installed but does not work"),
            tr("An NVIDIA driver was found, but asking it about the GPU failed (the error is listed below). Until the "
               "driver works, no program can use the GPU and cuDNN cannot be tested."),
            tr("Restart the computer first: a driver update often needs it. If the error stays, reinstall the NVIDIA "
               "driver for your GPU. On Linux this often happens after a kernel update, when the driver's kernel "
               "module was not rebuilt for the new kernel."),
            evidence));
        return;
    case DriverInfo::State::NotQueried:
        context.add(CompatText::verdict(
            QStringLiteral("driver-not-queried"), Severity::Info, tr("The NVIDIA driver can only be asked on that system"),
            tr("The driver's files are there (%1), but the driver of another system cannot be asked from this one, so "
               "whether it works and which GPUs it sees is not known here. That is not a fault of the driver. The checks "
               "that need its version use the version its files give, where they give one.")
                .arg(driver.libraryPath),
            tr("Run the wizard or `cudnn-setup doctor` on that computer itself to check the driver and its GPUs."),
            evidence));
        return;
    case DriverInfo::State::GpusFound:
        break;
    }

    const int gpuCount = int(context.report.gpus.size());
    context.add(CompatText::verdict(
        QStringLiteral("driver-ok"), Severity::Ok, tr("NVIDIA driver %1 works").arg(CompatText::driverVersion(driver.version)),
        tr("The NVIDIA driver answers and sees %n GPU(s).", nullptr, gpuCount), {}, evidence + gpuEvidence(context.report)));

    if (!driver.version.isValid() && !driver.maxCudaVersion.isValid())
        context.add(CompatText::verdict(
            QStringLiteral("driver-version-unknown"), Severity::Info, tr("The driver's version could not be read"),
            tr("The NVIDIA driver works, but it did not say its version or the newest CUDA it supports, so the wizard "
               "cannot check whether it is new enough for a CUDA Toolkit or a cuDNN build."),
            tr("Run nvidia-smi: the first lines show the driver version. Compare it with the driver your CUDA "
               "Toolkit needs."),
            evidence));
}

void DriverRules::judgeAgainstToolkit(RuleContext &context)
{
    const DriverInfo &driver = context.report.driver;
    const ToolkitInstall *toolkit = context.toolkit;
    if (!context.hasDriver() || !toolkit || !toolkit->version.isValid())
        return;
    const Version &cuda = toolkit->version;
    const MinorCompatRow *floorRow = context.matrix.minorCompat(cuda.major());
    const ToolkitDriverRow *row = context.matrix.toolkitDriverRow(cuda);
    if (!floorRow || !row)
        return;   // CompatRules reports the unknown toolkit
    bool estimated = false;
    const Version needed = *context.matrix.toolkitDriverMinimum(cuda, context.os, &estimated);
    const Version floor = floorRow->minimum(context.os);

    // Two independent signals: the driver's version against the tables, and the newest CUDA
    // the driver itself reports. The worse one decides.
    Severity severity = Severity::Ok;
    const std::optional<Version> version = context.driverVersion();
    if (version)
        severity = *version < floor ? Severity::Error : (*version < needed ? Severity::Warning : Severity::Ok);
    if (driver.maxCudaVersion.isValid()) {
        if (driver.maxCudaVersion.major() < cuda.major())
            severity = Severity::Error;
        else if (driver.maxCudaVersion.truncated(2) < cuda.truncated(2))
            severity = std::max(severity, Severity::Warning);
    }
    if (!version && !driver.maxCudaVersion.isValid())
        return;   // driver-version-unknown already says so

    QStringList evidence{CompatText::driverEvidence(driver), CompatText::toolkitEvidence(*toolkit),
                         CompatText::source(*row, tr("%1 needs driver %2 or newer")
                                                      .arg(row->label, CompatText::driverVersion(needed))),
                         CompatText::source(*floorRow, tr("any CUDA %1.x toolkit runs with driver %2 or newer (minor-version compatibility)")
                                                           .arg(cuda.major()).arg(CompatText::driverVersion(floor)))};
    if (estimated)
        evidence.append(tr("NVIDIA publishes no Windows driver minimum for this toolkit; the CUDA %1 floor is used.").arg(cuda.major()));
    if (!context.matrix.knowsToolkit(cuda))
        evidence.append(tr("CUDA %1 is not in the wizard's data; the requirements of %2 are used.").arg(cuda.toString(), row->label));

    const QString driverText = version ? CompatText::driverVersion(*version) : tr("of unknown version");
    QString requirement = tr("The CUDA %1 toolkit at %2 needs NVIDIA driver %3 or newer.")
                              .arg(cuda.toString(), toolkit->root, CompatText::driverVersion(needed));
    if (driver.maxCudaVersion.isValid())
        requirement = joinSentences(requirement, tr("The installed driver is %1 and supports CUDA up to %2.").arg(driverText, driver.maxCudaVersion.toString()));
    else
        requirement = joinSentences(requirement, tr("The installed driver is %1.").arg(driverText));

    if (severity == Severity::Error) {
        QString next = GpuRules::driverUpdateStep(context, needed);
        if (version) {
            if (const ToolkitDriverRow *fits = context.matrix.newestToolkitForDriver(*version, context.os))
                next = joinSentences(next, tr("If you cannot update the driver (for example on a shared lab computer), install a toolkit "
                                  "this driver supports instead: %1 is the newest it can run.").arg(fits->label));
        }
        context.add(CompatText::verdict(
            QStringLiteral("driver-too-old-for-toolkit"), Severity::Error,
            tr("The NVIDIA driver is too old for CUDA %1").arg(cuda.toString()),
            requirement + u' '
                + tr("Even CUDA's minor-version compatibility needs at least driver %1 for CUDA %2.x. Programs built with "
                     "this toolkit, and cuDNN for CUDA %2, will fail to start, usually with \"CUDA driver version is "
                     "insufficient for CUDA runtime version\".")
                      .arg(CompatText::driverVersion(floor)).arg(cuda.major()),
            next, evidence));
    } else if (severity == Severity::Warning) {
        context.add(CompatText::verdict(
            QStringLiteral("driver-minor-version-compat"), Severity::Warning,
            tr("The NVIDIA driver is older than CUDA %1 asks for").arg(cuda.toString()),
            requirement + u' '
                + tr("It is still new enough for CUDA %1.x minor-version compatibility (driver %2 or newer), so most "
                     "programs, cuDNN included, will run. Programs that compile GPU code while they run (PTX JIT) or use "
                     "features newer than the driver may fail, for example with \"the provided PTX was compiled with an "
                     "unsupported toolchain\".")
                      .arg(cuda.major()).arg(CompatText::driverVersion(floor)),
            CompatMatrix::withinCeiling(needed, context.matrix.driverBranchCeiling(context.computeCapabilities()))
                ? tr("Nothing is needed for most work. To be safe, update the NVIDIA driver to %1 or newer when you can.")
                      .arg(CompatText::driverVersion(needed))
                : joinSentences(tr("Nothing is needed for most work."), GpuRules::driverUpdateStep(context, needed)),
            evidence));
    } else {
        context.add(CompatText::verdict(
            QStringLiteral("driver-supports-toolkit"), Severity::Ok,
            tr("The NVIDIA driver supports CUDA %1").arg(cuda.toString()), requirement, {}, evidence));
    }
}

} // namespace cudnnsetup
