// InstallPresenceRules (family 11): nothing installed at all, or a CUDA Toolkit without cuDNN.
// Both send the user to the install flow rather than to a repair.
#pragma once

#include "core/doctor/rules/DoctorContext.h"
#include "core/doctor/rules/Finding.h"

#include <QCoreApplication>
#include <QList>

namespace cudnnsetup {

class InstallPresenceRules
{
    Q_DECLARE_TR_FUNCTIONS(InstallPresenceRules)

public:
    static QList<Finding> check(const DoctorContext &context);

private:
    // Where the scan looked for cuDNN, for the user who is sure it is somewhere.
    static QString placesLooked(const SystemPaths &paths);
};

} // namespace cudnnsetup
