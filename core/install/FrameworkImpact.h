// FrameworkImpact: what an install plan would change for the frameworks a scan found — for each,
// the cuDNN it loads today and the one it would load once the plan is applied, worked out by
// judging it again (FrameworkFit) on the machine as the plan leaves it: the new copy in its
// folder, and that folder where the plan puts it in the loader's search order (in front of
// LD_LIBRARY_PATH, in ld.so.conf, at the end of PATH, or nowhere new).
//
// A framework that loads its own wheel's libcudnn.so still takes cuDNN's parts from an
// LD_LIBRARY_PATH folder of the same major (FrameworkFit.h): that is how an install that puts its
// folder on LD_LIBRARY_PATH breaks a pip-installed PyTorch that worked.
#pragma once

#include "core/environment/EnvironmentChange.h"
#include "core/model/FrameworkInstall.h"
#include "core/model/SystemReport.h"
#include "core/platform/SystemPaths.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace cudnnsetup {

struct InstallPlan;

struct FrameworkChange
{
    enum class Kind {
        LoadsAnother,     // today it loads one cuDNN, afterwards another (another file or release)
        PartsFromAnother, // its own libcudnn stays, but cuDNN's parts would come from elsewhere
        FindsOne,         // today it finds no cuDNN of the major it needs, afterwards the new one
    };

    Kind kind = Kind::LoadsAnother;
    FrameworkInstall before;   // as judged today
    FrameworkInstall after;    // as judged with the plan applied
    QString text;              // translated: which framework, what it loads today and then, and why

    // It works today (no problem found) and would not afterwards.
    bool breaks() const;
    // It loads a cuDNN today and would load (a part of) another: what a safe install avoids.
    bool changesWhatWorks() const { return kind != Kind::FindsOne; }
    static QString kindKey(Kind kind);   // "loads-another", "parts-from-another", "finds-one"
    QJsonObject toJson() const;
};

class FrameworkImpact
{
    Q_DECLARE_TR_FUNCTIONS(FrameworkImpact)

public:
    // Where the plan puts its library folder in the loader's search order.
    enum class Reach {
        Unchanged,       // nowhere new (no environment change, an activation script, or already searched)
        LibraryPathFirst, // in front of LD_LIBRARY_PATH (the per-user snippet)
        LoaderConfig,    // in ld.so.conf (for all users)
        PathLast,        // at the end of PATH (Windows)
    };

    // `today` is a scan of the machine the plan is for, with its frameworks judged; `paths` the
    // paths and environment that scan used. Frameworks whose cuDNN does not change are left out.
    static QList<FrameworkChange> of(const InstallPlan &plan, Reach reach, const SystemReport &today,
                                     const SystemPaths &paths);
    // Where an environment plan puts `libraryFolder`.
    static Reach reachOf(const EnvironmentPlan &environment, const QString &libraryFolder);
};

} // namespace cudnnsetup
