#include "core/install/CrashPoint.h"

#include <QtGlobal>

#include <atomic>

#ifdef Q_OS_WIN
#include <windows.h>
#else
#include <csignal>
#include <unistd.h>
#endif

namespace cudnnsetup {

namespace {

int crashAt()
{
    bool ok = false;
    const int n = qEnvironmentVariableIntValue("CUDNN_SETUP_TEST_CRASH_AT", &ok);
    return ok ? n : 0;
}

} // namespace

void crashPoint()
{
    static const int target = crashAt();
    static std::atomic_int passed{0};
    if (target <= 0 || ++passed != target)
        return;
#ifdef Q_OS_WIN
    TerminateProcess(GetCurrentProcess(), 137);
#else
    ::kill(::getpid(), SIGKILL);
#endif
}

} // namespace cudnnsetup
