// DriverRules: is there a working NVIDIA driver, and is it new enough for the CUDA Toolkit
// being judged (its own minimum, the minor-version-compatibility floor, and the newest CUDA
// the driver itself reports).
#pragma once

#include "core/compat/RuleContext.h"

#include <QCoreApplication>

namespace cudnnsetup {

class DriverRules
{
    Q_DECLARE_TR_FUNCTIONS(DriverRules)

public:
    static void judgeState(RuleContext &context);
    static void judgeAgainstToolkit(RuleContext &context);

private:
    static QString toolkitRequirement(const RuleContext &context);
};

} // namespace cudnnsetup
