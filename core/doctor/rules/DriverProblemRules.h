// DriverProblemRules (family 5): no NVIDIA driver, a driver that fails, one too old for the
// toolkit or for a cuDNN build — the scan's own verdicts, turned into findings — and what only
// the doctor looks at: a kernel module of another version than the driver's libraries (the
// classic "Driver/library version mismatch" after a driver update without a restart).
#pragma once

#include "core/doctor/rules/DoctorContext.h"
#include "core/doctor/rules/Finding.h"

#include <QCoreApplication>
#include <QList>

namespace cudnnsetup {

class DriverProblemRules
{
    Q_DECLARE_TR_FUNCTIONS(DriverProblemRules)

public:
    // Codes: driver-not-installed (warning), driver-no-gpu (warning), driver-failed (error),
    // driver-too-old-for-toolkit (error), driver-minor-version-compat (warning),
    // cudnn-driver-too-old (error), driver-kernel-module-mismatch (error). No automatic fixes:
    // installing a driver or restarting is the user's step.
    static QList<Finding> check(const DoctorContext &context);

private:
    static void addCudnnRequirement(const DoctorContext &context, Finding &finding);
    static QList<Finding> checkKernelModule(const DoctorContext &context);
};

} // namespace cudnnsetup
