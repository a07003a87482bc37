// Verdict: one judgement about the machine, in plain words, with what to do next.
// Compatibility rules produce these now; the doctor (repair mode) will produce the same shape.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace cudnnsetup {

struct Verdict
{
    enum class Severity { Ok, Info, Warning, Error };

    QString code;           // stable identifier, e.g. "driver-too-old-for-toolkit"
    Severity severity = Severity::Info;
    QString title;          // one line, translated
    QString explanation;    // what was found and why it matters, translated
    QString nextStep;       // what to do, translated; empty when nothing needs doing
    QStringList evidence;   // the facts behind it: paths, versions, values

    static QString severityKey(Severity severity);   // "ok", "info", "warning", "error"
};

} // namespace cudnnsetup
