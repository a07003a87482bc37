// ManualSteps: the plan written out as the commands a person would type to do the same by hand
// (sudo cp -P / copy /Y, mkdir, rm / del, and the environment files) — for a user who cannot
// or will not let the installer run with administrator rights. The paths come from the plan,
// so the commands copy exactly what the wizard would have copied.
#pragma once

#include "core/install/InstallPlan.h"

#include <QCoreApplication>
#include <QStringList>

namespace cudnnsetup {

class ManualSteps
{
    Q_DECLARE_TR_FUNCTIONS(ManualSteps)

public:
    // POSIX shell lines (with sudo where the user cannot write) or cmd.exe lines.
    static QStringList commands(const InstallPlan &plan, bool windows);
};

} // namespace cudnnsetup
