#include "core/doctor/Finding.h"

#include <QJsonArray>

namespace cudnnsetup {

QJsonObject Finding::toJson() const
{
    return {
        {QStringLiteral("code"), code},
        {QStringLiteral("family"), family},
        {QStringLiteral("severity"), Verdict::severityKey(severity)},
        {QStringLiteral("title"), title},
        {QStringLiteral("explanation"), explanation},
        {QStringLiteral("evidence"), QJsonArray::fromStringList(evidence)},
        {QStringLiteral("manualStep"), manualStep},
    };
}

} // namespace cudnnsetup
