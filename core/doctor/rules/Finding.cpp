#include "core/doctor/rules/Finding.h"

#include <QJsonArray>

namespace cudnnsetup {

QJsonObject Finding::toJson() const
{
    QJsonObject json{
        {QStringLiteral("code"), code},
        {QStringLiteral("family"), family},
        {QStringLiteral("severity"), Verdict::severityKey(severity)},
        {QStringLiteral("title"), title},
        {QStringLiteral("explanation"), explanation},
        {QStringLiteral("evidence"), QJsonArray::fromStringList(evidence)},
        {QStringLiteral("manualStep"), manualStep},
    };
    json.insert(QStringLiteral("fix"), fix.available() ? QJsonValue(fix.toJson()) : QJsonValue());
    return json;
}

Finding Finding::fromVerdict(const Verdict &verdict, int family)
{
    Finding finding;
    finding.code = verdict.code;
    finding.family = family;
    // An Ok verdict is not something wrong; a finding is at least worth knowing.
    finding.severity = verdict.severity == Verdict::Severity::Ok ? Verdict::Severity::Info : verdict.severity;
    finding.title = verdict.title;
    finding.explanation = verdict.explanation;
    finding.evidence = verdict.evidence;
    finding.manualStep = verdict.nextStep;
    return finding;
}

QList<Finding> Finding::fromVerdicts(const QList<Verdict> &verdicts, const QStringList &codes, int family)
{
    QList<Finding> findings;
    for (const Verdict &verdict : verdicts)
        if (codes.contains(verdict.code))
            findings.append(fromVerdict(verdict, family));
    return findings;
}

} // namespace cudnnsetup
