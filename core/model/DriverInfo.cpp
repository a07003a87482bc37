#include "core/model/DriverInfo.h"

namespace cudnnsetup {

QString DriverInfo::stateKey(State state)
{
    switch (state) {
    case State::NotInstalled: return QStringLiteral("not-installed");
    case State::NoGpuVisible: return QStringLiteral("no-gpu-visible");
    case State::GpusFound: return QStringLiteral("gpus-found");
    case State::Failed: return QStringLiteral("failed");
    case State::NotQueried: return QStringLiteral("not-queried");
    }
    return {};
}

} // namespace cudnnsetup
