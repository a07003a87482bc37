// DoctorContext: what every diagnosis rule reads — the scan's report and the paths and
// environment the scan used. Rules take it by const reference and only look.
#pragma once

#include "core/model/SystemReport.h"
#include "core/platform/SystemPaths.h"

namespace cudnnsetup {

struct DoctorContext
{
    const SystemReport &report;
    const SystemPaths &paths;   // also carries the environment (SystemPaths::environment())
};

} // namespace cudnnsetup
