// LibraryPathMove: where a folder on LD_LIBRARY_PATH comes from, and the fix that takes it out
// of what every program sees and into an activation script that the user sources only in the
// shell that builds or runs their own programs (LinuxEnvironment::activationFolder). Used for a
// cuDNN on LD_LIBRARY_PATH that gives a framework's own cuDNN its parts from another release
// (FrameworkFit.h, framework-cudnn-parts-mixed).
//
// Where it can come from, as far as the doctor can see:
//   - one of our snippets, ~/.config/cudnn-setup/env.d/<name>.sh (LinuxEnvironment::userSnippet):
//     the fix writes activate/<name>.sh with that snippet and removes the snippet;
//   - a line of ~/.profile, ~/.bash_profile, ~/.bashrc or ~/.zshrc (ShellProfileLines): the fix
//     comments the line out, with a marker saying where it went, and writes it to
//     activate/<profile>-ld-library-path.sh.
// A folder that also (or only) comes from somewhere else — a system profile, /etc/environment,
// an IDE or a job script — gets no automatic fix, since moving our part would not take it out.
// Every step is journaled by DoctorFixer, so `doctor --undo-last` puts each file back.
#pragma once

#include "core/doctor/rules/FindingFix.h"
#include "core/platform/SystemPaths.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace cudnnsetup {

class LibraryPathMove
{
    Q_DECLARE_TR_FUNCTIONS(LibraryPathMove)

public:
    struct Plan
    {
        QStringList origins;            // translated facts: which file (and line) puts the folder there
        QStringList activationScripts;  // as the user types them: ~/.config/cudnn-setup/activate/bashrc-ld-library-path.sh
        QStringList writtenAs;          // the LD_LIBRARY_PATH entries that name the folder, as written there
        QString remainingValue;         // LD_LIBRARY_PATH without those entries
        FindingFix fix;                 // empty when something we cannot move puts the folder there
    };

    // `folder`: a canonical folder the loader reaches through LD_LIBRARY_PATH.
    static Plan plan(const QString &folder, const SystemPaths &paths);
};

} // namespace cudnnsetup
