#include "core/platform/ProcessRights.h"

#include <QtGlobal>

#ifndef Q_OS_WIN
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

} // namespace cudnnsetup::ProcessRights
