#include "core/probe/SystemScanner.h"

#include "core/compat/CompatRules.h"
#include "core/frameworks/FrameworkFinder.h"
#include "core/frameworks/FrameworkFit.h"
#include "core/platform/SystemPaths.h"
#include "core/probe/CudnnCopyFinder.h"
#include "core/probe/LoaderOrder.h"
#include "core/probe/ToolkitFinder.h"
#include "core/probe/driver/DriverProbe.h"

#include <QDebug>
#include <QElapsedTimer>

#include <future>

namespace cudnnsetup {

namespace {

// The frameworks in the Python environments the scan looks at, each with the cuDNN it loads.
void findFrameworks(const SystemPaths &paths, const QString &workingFolder, SystemReport &report)
{
    const bool windows = paths.platform().isWindows();
    report.frameworks = FrameworkFinder(windows).find(
        CudnnCopyFinder(paths, report.toolkits, workingFolder).sitePackagesWithCopies(report.cudnnCopies));
    if (report.frameworks.isEmpty())
        return;
    const LoaderFacts loader = LoaderOrder::facts(paths, report.toolkits, report.cudnnCopies);
    for (FrameworkInstall &framework : report.frameworks)
        FrameworkFit::judge(framework, report, loader);
}

} // namespace

SystemScanner::SystemScanner(ScanOptions options) : m_options(std::move(options)) {}

SystemReport SystemScanner::scan() const
{
    QElapsedTimer timer;
    timer.start();
    const SystemPaths paths = m_options.systemPaths();

    SystemReport report;
    report.platform = paths.platform().redistKey();
    report.sysroot = paths.sysroot();

    // The driver query and the file-system walk do not depend on each other; a slow driver
    // (or a hung nvidia-smi) should not add to the toolkit scan's time. A foreign system's driver
    // is only read from its files, with nothing to wait for: that stays on this thread (on a
    // std::async thread it ended most scans of WSL trees by the mingw build under wine in a page
    // fault inside Qt6Core, docs/windows-cross-build.md).
    const std::launch driverLaunch = driverCanBeQueried(paths.platform()) ? std::launch::async : std::launch::deferred;
    auto driverScan = std::async(driverLaunch, [&] { return probeDriver(paths, m_options.toolTimeoutMs); });

    ToolkitFinderResult toolkits = ToolkitFinder(paths, m_options.runNvcc, m_options.toolTimeoutMs).find();
    report.toolkits = toolkits.toolkits;
    report.notes += toolkits.notes;

    const QString workingFolder = m_options.searchedWorkingFolder();
    CudnnCopyFinderResult copies = CudnnCopyFinder(paths, report.toolkits, workingFolder).find();
    report.cudnnCopies = copies.copies;
    report.notes += copies.notes;

    DriverProbeResult driver = driverScan.get();
    report.driver = driver.driver;
    report.gpus = driver.gpus;
    report.notes += driver.notes;

    CompatRules::judge(report);
    findFrameworks(paths, workingFolder, report);
    report.scanMilliseconds = timer.elapsed();
    qInfo().noquote() << "scan finished in" << report.scanMilliseconds << "ms:" << report.toolkits.size() << "toolkit(s),"
                      << report.cudnnCopies.size() << "cuDNN cop(ies)," << report.gpus.size() << "GPU(s), driver"
                      << DriverInfo::stateKey(report.driver.state);
    for (const ScanNote &note : report.notes)
        qInfo().noquote() << "scan note:" << note.subject << "-" << note.message;
    return report;
}

} // namespace cudnnsetup
