#include "core/doctor/rules/Doctor.h"

#include "core/doctor/rules/CopyRules.h"
#include "core/doctor/rules/CudnnMajorRules.h"
#include "core/doctor/rules/DependencyRules.h"
#include "core/doctor/rules/DoctorContext.h"
#include "core/doctor/rules/DriverProblemRules.h"
#include "core/doctor/rules/EnvironmentRules.h"
#include "core/doctor/rules/FrameworkRules.h"
#include "core/doctor/rules/GpuSupportRules.h"
#include "core/doctor/rules/InstallPresenceRules.h"
#include "core/doctor/rules/LinkRules.h"
#include "core/doctor/rules/LoaderCacheRules.h"
#include "core/doctor/rules/LoaderVisibilityRules.h"
#include "core/doctor/rules/SearchOrderRules.h"
#include "core/doctor/rules/ShellProfileRules.h"
#include "core/doctor/rules/WslRules.h"

#include <QFileInfo>

namespace cudnnsetup {

DoctorReport Doctor::diagnose(const SystemReport &report, const SystemPaths &paths)
{
    DoctorReport result;
    result.platform = report.platform;
    result.sysroot = paths.sysroot();
    result.toolkits = report.toolkits;
    result.cudnnCopies = report.cudnnCopies;

    // The scan turns an unreadable tree into notes and an empty report; without this check the
    // doctor would then say "nothing installed" about a machine it never saw.
    if (!paths.sysroot().isEmpty()) {
        const QFileInfo root(paths.sysroot());
        if (!root.isDir() || !root.isReadable() || !root.isExecutable()) {
            result.couldNotCheck = tr("The folder %1 (given with --sysroot) could not be read, so nothing was checked.").arg(paths.sysroot());
            return result;
        }
    }

    const DoctorContext context{report, paths};
    result.findings += InstallPresenceRules::check(context);
    result.findings += EnvironmentRules::check(context);
    result.findings += CopyRules::check(context);
    result.findings += LinkRules::check(context);
    result.findings += LoaderCacheRules::check(context);
    result.findings += LoaderVisibilityRules::check(context);
    result.findings += ShellProfileRules::check(context);
    result.findings += DependencyRules::check(context);
    result.findings += CudnnMajorRules::check(context);
    result.findings += FrameworkRules::check(context);
    result.findings += DriverProblemRules::check(context);
    result.findings += GpuSupportRules::check(context);
    result.findings += WslRules::check(context);
    const SearchOrderRules::Result order = SearchOrderRules::check(context);
    result.findings += order.findings;
    result.loaderPicks = order.picks;
    result.sortFindings();
    return result;
}

} // namespace cudnnsetup
