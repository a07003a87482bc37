#include "core/model/Verdict.h"

namespace cudnnsetup {

QString Verdict::severityKey(Severity severity)
{
    switch (severity) {
    case Severity::Ok: return QStringLiteral("ok");
    case Severity::Info: return QStringLiteral("info");
    case Severity::Warning: return QStringLiteral("warning");
    case Severity::Error: return QStringLiteral("error");
    }
    return {};
}

} // namespace cudnnsetup
