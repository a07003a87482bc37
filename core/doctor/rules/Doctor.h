// Doctor: repair mode's diagnosis. Reads a finished scan and the environment it ran in and
// returns what is wrong, with evidence and the manual step for each. Pure analysis: it runs no
// probe and no external tool and writes nothing, so it is safe to run anywhere, as often as
// the user presses Re-check.
#pragma once

#include "core/doctor/rules/DoctorReport.h"
#include "core/model/SystemReport.h"
#include "core/platform/SystemPaths.h"

#include <QCoreApplication>

namespace cudnnsetup {

class Doctor
{
    Q_DECLARE_TR_FUNCTIONS(Doctor)

public:
    // `paths` must be the ones the scan used: its sysroot, platform and environment. The
    // environment travels inside SystemPaths so that the scan and the diagnosis cannot disagree
    // about which PATH they read.
    static DoctorReport diagnose(const SystemReport &report, const SystemPaths &paths);
};

} // namespace cudnnsetup
