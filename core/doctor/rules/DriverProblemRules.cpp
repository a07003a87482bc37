#include "core/doctor/rules/DriverProblemRules.h"

#include "core/compat/CompatMatrix.h"
#include "core/compat/CompatText.h"
#include "core/platform/SmallFileReader.h"

#include <QRegularExpression>

#include <map>

namespace cudnnsetup {

namespace {

const QString NotInstalled = QStringLiteral("driver-not-installed");

// "NVRM version: NVIDIA UNIX x86_64 Kernel Module  580.65.06  Sun Jul 27 ..." and
// "NVRM version: NVIDIA UNIX Open Kernel Module for x86_64  580.65.06  Release Build ...":
// the first dotted number after "Kernel Module" (x86_64 has no dot, so it is never taken).
struct KernelModule
{
    Version version;
    QString line;
};

std::optional<KernelModule> readKernelModule(const QString &file)
{
    const auto bytes = SmallFileReader::read(file, nullptr, 64 * 1024);
    if (!bytes)
        return std::nullopt;
    static const QRegularExpression number(QStringLiteral("^\\d+\\.\\d+(\\.\\d+)?$"));
    for (const QByteArray &raw : bytes->split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        const qsizetype at = line.indexOf(QStringLiteral("Kernel Module"));
        if (!line.startsWith(QStringLiteral("NVRM version:")) || at < 0)
            continue;
        const QStringList words = line.mid(at).split(u' ', Qt::SkipEmptyParts);
        for (const QString &word : words)
            if (number.match(word).hasMatch())
                if (const std::optional<Version> version = Version::parse(word))
                    return KernelModule{*version, line};
    }
    return std::nullopt;
}

} // namespace

QList<Finding> DriverProblemRules::check(const DoctorContext &context)
{
    const SystemReport &report = context.report;
    static const QStringList codes{NotInstalled,
                                   QStringLiteral("driver-no-gpu"),
                                   QStringLiteral("driver-failed"),
                                   QStringLiteral("driver-too-old-for-toolkit"),
                                   QStringLiteral("driver-minor-version-compat"),
                                   QStringLiteral("cudnn-driver-too-old")};
    QList<Finding> findings;
    for (Finding &finding : Finding::fromVerdicts(report.verdicts, codes, Finding::Driver)) {
        if (finding.code == NotInstalled) {
            // With neither a toolkit nor cuDNN, "nothing-installed" sends the user to the install
            // flow, which checks the driver itself; a second warning would only repeat it.
            if (report.toolkits.isEmpty() && report.cudnnCopies.isEmpty())
                continue;
            addCudnnRequirement(context, finding);
        }
        findings.append(finding);
    }
    findings += checkKernelModule(context);
    return findings;
}

// Without a toolkit the scan's verdict names no driver minimum; a cuDNN build for CUDA N still
// needs at least the CUDA N driver floor, so the manual step can name the version to install.
void DriverProblemRules::addCudnnRequirement(const DoctorContext &context, Finding &finding)
{
    if (!context.report.toolkits.isEmpty())
        return;   // the verdict already names the toolkit's minimum
    const CompatMatrix &matrix = CompatMatrix::current();
    const DriverOs os = CompatMatrix::driverOsForPlatform(context.report.platform);
    std::map<int, Version> floors;   // CUDA major -> driver floor, lowest major first
    for (const CudnnCopy &copy : context.report.cudnnCopies)
        if (copy.cudaMajor > 0)
            if (const MinorCompatRow *row = matrix.minorCompat(copy.cudaMajor))
                floors[copy.cudaMajor] = row->minimum(os);
    if (floors.empty())
        return;
    // The highest floor covers every copy found.
    const auto &[major, floor] = *floors.rbegin();
    finding.manualStep += u' '
        + tr("The cuDNN found here is built for CUDA %1, which needs NVIDIA driver %2 or newer.")
              .arg(major)
              .arg(CompatText::driverVersion(floor));
    finding.evidence.append(tr("Driver needed for cuDNN built for CUDA %1: %2 or newer").arg(major).arg(CompatText::driverVersion(floor)));
}

QList<Finding> DriverProblemRules::checkKernelModule(const DoctorContext &context)
{
    if (context.paths.platform().isWindows())
        return {};
    const QString file = context.paths.system(QStringLiteral("/proc/driver/nvidia/version"));
    const std::optional<KernelModule> module = readKernelModule(file);
    const DriverInfo &driver = context.report.driver;
    // The libraries' version comes from NVML or nvidia-smi, or, when those fail (as they do
    // on a mismatch), from the name of the file libcuda.so.1 links to (libcuda.so.580.65.06).
    if (!module || !driver.version.isValid() || driver.version == module->version)
        return {};

    Finding f;
    f.code = QStringLiteral("driver-kernel-module-mismatch");
    f.family = Finding::Driver;
    f.severity = Verdict::Severity::Error;
    f.title = tr("The NVIDIA kernel module (%1) and the driver libraries (%2) are different versions")
                  .arg(CompatText::driverVersion(module->version), CompatText::driverVersion(driver.version));
    f.explanation = tr("The running NVIDIA kernel module is version %1, but the driver's libraries (libcuda, NVML) are "
                       "version %2. Both halves of the driver must be the same version, so no program can use the GPU: "
                       "nvidia-smi says \"Failed to initialize NVML: Driver/library version mismatch\" and CUDA programs "
                       "fail to start. This almost always means the driver was updated (often automatically) and the "
                       "computer has not been restarted since, so the old kernel module is still loaded.")
                        .arg(CompatText::driverVersion(module->version), CompatText::driverVersion(driver.version));
    f.evidence.append(tr("Kernel module: %1 (%2)").arg(module->line, file));
    QString libraries = tr("Driver libraries: %1").arg(CompatText::driverVersion(driver.version));
    if (!driver.source.isEmpty())
        libraries += u' ' + tr("(from %1)").arg(driver.source);
    if (!driver.libraryPath.isEmpty())
        libraries += u' ' + tr("at %1").arg(driver.libraryPath);
    f.evidence.append(libraries);
    f.manualStep = tr("Restart the computer, so that the new kernel module (%1) is loaded. If the mismatch is still there "
                      "after a restart, reinstall the NVIDIA driver %1 (the same way it was installed: your distribution's "
                      "driver packages or NVIDIA's installer), then restart again.")
                       .arg(CompatText::driverVersion(driver.version));
    return {f};
}

} // namespace cudnnsetup
