// Finding: one thing the doctor found wrong (or worth knowing) about a CUDA/cuDNN setup, with the
// facts behind it and the exact step that fixes it by hand. `code` is stable: scripts and fleet
// tools branch on it (docs/doctor-json.md lists every code).
#pragma once

#include "core/doctor/rules/FindingFix.h"
#include "core/model/Verdict.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace cudnnsetup {

struct Finding
{
    // The families of issue 6, numbered as there, so that a code's family never changes.
    enum Family {
        NotWhereLoaderLooks = 1,
        WrongCopyWins = 2,
        PartialOrMixedCopy = 3,
        WrongMajor = 4,
        Driver = 5,
        GpuNotSupported = 6,
        MissingDependency = 7,
        BrokenLinks = 8,
        MalformedEnvironment = 9,
        Wsl = 10,
        NothingInstalled = 11,
    };

    QString code;               // e.g. "env-path-empty-entry"
    int family = 0;             // one of Family
    Verdict::Severity severity = Verdict::Severity::Info;
    QString title;              // one line, translated
    QString explanation;        // what was found and why it matters, translated
    QStringList evidence;       // the facts: paths, versions, variable values
    QString manualStep;         // the exact step to fix it by hand, translated
    FindingFix fix;             // the automatic fix; fix.available() is false when there is none

    // A problem is what makes `doctor` exit 1: a Warning or an Error.
    bool isProblem() const { return severity >= Verdict::Severity::Warning; }
    QJsonObject toJson() const;

    // A compatibility verdict of the scan as a finding: same code, title, explanation and
    // evidence; its next step becomes the manual step. The doctor reuses CompatRules' judgement
    // instead of judging compatibility a second time.
    static Finding fromVerdict(const Verdict &verdict, int family);
    // Every verdict whose code is in `codes`, in the scan's order.
    static QList<Finding> fromVerdicts(const QList<Verdict> &verdicts, const QStringList &codes, int family);
};

} // namespace cudnnsetup
