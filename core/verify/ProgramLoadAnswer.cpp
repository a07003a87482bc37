#include "core/verify/ProgramLoadAnswer.h"

#include "core/model/ShownPath.h"

#include <QJsonArray>
#include <QJsonObject>

namespace cudnnsetup {

QStringList ProgramLoadAnswer::probeArguments()
{
    return {QStringLiteral("verify"), QStringLiteral("--search"), QStringLiteral("default")};
}

ProgramLoadAnswer ProgramLoadAnswer::fromRun(const ProbeRun &run)
{
    ProgramLoadAnswer answer;
    if (!run.ok()) {
        answer.failure = run.failure;
        return answer;
    }
    const QJsonObject &json = run.json;
    answer.requested = json.value(QStringLiteral("requested")).toString();
    for (const QJsonValue &name : json.value(QStringLiteral("tried")).toArray())
        answer.tried.append(name.toString());
    answer.loaded = json.value(QStringLiteral("loaded")).toBool();
    answer.path = json.value(QStringLiteral("path")).toString();
    answer.version = json.value(QStringLiteral("version")).toObject().value(QStringLiteral("text")).toString();
    answer.loaderError = json.value(QStringLiteral("error")).toString();
    answer.versionError = json.value(QStringLiteral("versionError")).toString();
    return answer;
}

QString ProgramLoadAnswer::sentence() const
{
    if (!failure.isEmpty())
        return tr("The helper program could not tell: %1").arg(failure);
    if (!loaded) {
        QString text = tr("No cuDNN loads by name on this computer: the system found none of %1.")
                           .arg(tried.isEmpty() ? requested : tried.join(QStringLiteral(", ")));
        if (!loaderError.isEmpty())
            text += u' ' + tr("The loader said: %1").arg(loaderError);
        return text;
    }
    const QString where = shownPath(path);
    if (!version.isEmpty())
        return tr("A program asking for %1 gets %2, which is cuDNN %3.").arg(requested, where, version);
    return tr("A program asking for %1 gets %2; its version could not be read (%3).").arg(requested, where, versionError);
}

} // namespace cudnnsetup
