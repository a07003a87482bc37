// ShellProfileRules (family 9): lines in shell profiles that break LD_LIBRARY_PATH, PATH or
// CUDA_HOME for every new shell — an export that throws away what was there, `$LD_LIBRARY_PATH:`
// that leaves an empty entry (the current folder) when the variable was unset, `~` inside quotes
// (never expanded), spaces around `=`, a folder that does not exist. The environment we were
// started with shows only the result; the profile shows the line to correct.
//
// Where the correction is unambiguous the fix rewrites the whole file with only those lines
// corrected (every correctable line of that file at once, so that two findings about one file
// carry the same step instead of undoing each other).
#pragma once

#include "core/doctor/rules/DoctorContext.h"
#include "core/doctor/rules/Finding.h"
#include "core/doctor/rules/ShellProfileLines.h"

#include <QCoreApplication>
#include <QList>

namespace cudnnsetup {

class ShellProfileRules
{
    Q_DECLARE_TR_FUNCTIONS(ShellProfileRules)

public:
    static QList<Finding> check(const DoctorContext &context);

private:
    static QList<Finding> checkProfile(const ShellProfileLines::Profile &profile, const SystemPaths &paths);
};

} // namespace cudnnsetup
