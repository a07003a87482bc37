#include "core/compat/CudaToolkitChoice.h"

#include "core/compat/CompatText.h"

namespace cudnnsetup {

namespace {

// The oldest CUDA major the wizard installs: the one-folder-per-component redist layout and the
// cuDNN 9 builds it pairs with start there; below its driver floor the answer is a newer driver.
constexpr int kOldestInstallableMajor = 12;

// Every GPU the scan read a compute capability for can run code built with `cudaMajor`.
bool gpusSupport(const SystemReport &report, int cudaMajor, const CompatMatrix &matrix)
{
    const ToolkitCcRow *row = matrix.toolkitComputeCapability(cudaMajor);
    if (!row)
        return true;
    for (const GpuInfo &gpu : report.gpus)
        if (gpu.computeCapability.isValid() && gpu.computeCapability < row->minimum)
            return false;
    return true;
}

// A release the wizard may choose by itself: not a preview, and one whose driver a driver for
// every GPU can reach (no driver after R580 supports a Pascal card).
bool choosable(const ToolkitDriverRow &row, const SystemReport &report, const CompatMatrix &matrix)
{
    if (row.preview || row.unlisted)
        return false;
    QList<Version> capabilities;
    for (const GpuInfo &gpu : report.gpus)
        if (gpu.computeCapability.isValid())
            capabilities.append(gpu.computeCapability);
    const int ceiling = matrix.driverBranchCeiling(capabilities);
    return CompatMatrix::withinCeiling(matrix.toolkitDriverMinimum(row.release, CompatMatrix::driverOsForPlatform(report.platform)), ceiling);
}

// The newest release row of `cudaMajor` the wizard may choose (rows are newest first).
const ToolkitDriverRow *newestOfMajor(int cudaMajor, const SystemReport &report, const CompatMatrix &matrix)
{
    for (const ToolkitDriverRow &row : matrix.toolkitDriverRows())
        if (row.release.major() == cudaMajor && choosable(row, report, matrix))
            return &row;
    return nullptr;
}

} // namespace

CudaToolkitChoice CudaToolkitChooser::choose(const SystemReport &report, int cudaMajor, const CompatMatrix &matrix)
{
    CudaToolkitChoice choice;
    const DriverOs os = CompatMatrix::driverOsForPlatform(report.platform);
    const bool driverKnown = report.driver.state != DriverInfo::State::NotInstalled && report.driver.version.isValid();

    QList<int> majors;
    for (const int major : matrix.cudaMajors())   // newest first
        if (major >= kOldestInstallableMajor)
            majors.append(major);
    if (cudaMajor > 0)
        majors = majors.contains(cudaMajor) ? QList<int>{cudaMajor} : QList<int>{};
    int chosenMajor = 0;
    for (const int major : std::as_const(majors)) {
        const MinorCompatRow *floor = matrix.minorCompat(major);
        const bool driverAllows = !driverKnown || (floor && report.driver.version >= floor->minimum(os));
        if (driverAllows && gpusSupport(report, major, matrix) && newestOfMajor(major, report, matrix)) {
            chosenMajor = major;
            break;
        }
    }

    if (chosenMajor == 0) {
        // Nothing the driver allows: name the driver for the newest major the GPUs support.
        for (const int major : std::as_const(majors)) {
            const MinorCompatRow *floor = matrix.minorCompat(major);
            if (floor && gpusSupport(report, major, matrix) && newestOfMajor(major, report, matrix)) {
                choice.needsDriver = true;
                choice.driverNeeded = floor->minimum(os);
                choice.reason = tr("The NVIDIA driver %1 is too old for the CUDA Toolkits the wizard can install: CUDA "
                                   "%2 needs driver %3 or newer. Update the driver first, then run the wizard again.")
                                    .arg(CompatText::driverVersion(report.driver.version))
                                    .arg(major)
                                    .arg(CompatText::driverVersion(choice.driverNeeded));
                return choice;
            }
        }
        choice.reason = cudaMajor > 0 ? tr("CUDA %1 cannot be installed for this computer's GPUs.").arg(cudaMajor)
                                      : tr("No CUDA Toolkit the wizard knows supports this computer's GPUs.");
        return choice;
    }

    choice.cudaMajor = chosenMajor;
    const ToolkitDriverRow *newest = newestOfMajor(chosenMajor, report, matrix);
    const ToolkitDriverRow *pick = newest;
    if (driverKnown) {
        for (const ToolkitDriverRow &row : matrix.toolkitDriverRows()) {   // newest first
            const std::optional<Version> needed = matrix.toolkitDriverMinimum(row.release, os);
            if (row.release.major() == chosenMajor && choosable(row, report, matrix) && needed && report.driver.version >= *needed) {
                pick = &row;
                break;
            }
        }
    }
    choice.release = pick->release;
    const QString label = pick->label.isEmpty() ? pick->release.toString() : pick->label;
    if (!driverKnown) {
        choice.needsDriver = true;
        choice.driverNeeded = matrix.toolkitDriverMinimum(pick->release, os).value_or(Version());
        choice.reason = tr("%1, the newest CUDA Toolkit for your GPU. No NVIDIA driver was found: programs built with "
                           "it need driver %2 or newer to run.")
                            .arg(label, CompatText::driverVersion(choice.driverNeeded));
    } else if (pick == newest) {
        choice.reason = tr("%1, the newest CUDA Toolkit that your driver %2 and your GPU support.")
                            .arg(label, CompatText::driverVersion(report.driver.version));
    } else {
        choice.reason = tr("%1: your driver %2 meets its minimum. %3 is newer but needs driver %4.")
                            .arg(label, CompatText::driverVersion(report.driver.version), newest->label,
                                 CompatText::driverVersion(matrix.toolkitDriverMinimum(newest->release, os).value_or(Version())));
    }
    return choice;
}

} // namespace cudnnsetup
