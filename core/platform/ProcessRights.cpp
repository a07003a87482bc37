#include "core/platform/ProcessRights.h"

#include <QtGlobal>

#ifdef Q_OS_WIN
#include "core/platform/win/Elevation.h"
#else
#include <unistd.h>
#endif

namespace cudnnsetup::ProcessRights {

bool runsAsRoot()
{
#ifdef Q_OS_WIN
    return false;
#else
    return ::geteuid() == 0;
#endif
}

bool runsElevated()
{
#ifdef Q_OS_WIN
    // A token's elevation never changes while the process runs.
    static const bool elevated = [] {
        const win::TokenAnswer answer = win::processIsElevated();
        return answer.yes || answer.error.failed();
    }();
    return elevated;
#else
    return runsAsRoot();
#endif
}

} // namespace cudnnsetup::ProcessRights
