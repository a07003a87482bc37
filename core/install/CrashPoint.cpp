#include "core/install/CrashPoint.h"

#include "core/platform/SelfKill.h"

#include <QtGlobal>

#include <atomic>

namespace cudnnsetup {

namespace {

int pointFromEnvironment(const char *variable)
{
    bool ok = false;
    const int n = qEnvironmentVariableIntValue(variable, &ok);
    return ok ? n : 0;
}

} // namespace

void crashPoint()
{
    static const int target = pointFromEnvironment("CUDNN_SETUP_TEST_CRASH_AT");
    static std::atomic_int passed{0};
    if (target <= 0 || ++passed != target)
        return;
    killThisProcessNow();
}

QString injectedFailure()
{
    static const int target = pointFromEnvironment("CUDNN_SETUP_TEST_FAIL_AT");
    static std::atomic_int passed{0};
    if (target <= 0 || ++passed != target)
        return {};
    return QStringLiteral("injected test fault (CUDNN_SETUP_TEST_FAIL_AT=%1)").arg(target);
}

} // namespace cudnnsetup
