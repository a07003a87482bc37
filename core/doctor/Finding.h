// Finding: one thing the doctor found wrong (or worth knowing) about a CUDA/cuDNN setup, with the
// facts behind it and the exact step that fixes it by hand. `code` is stable: scripts and fleet
// tools branch on it (docs/doctor-json.md lists every code).
#pragma once

#include "core/model/Verdict.h"

#include <QJsonObject>
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

    // A problem is what makes `doctor` exit 1: a Warning or an Error.
    bool isProblem() const { return severity >= Verdict::Severity::Warning; }
    QJsonObject toJson() const;
};

} // namespace cudnnsetup
