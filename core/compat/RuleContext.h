// RuleContext: what every compatibility rule reads (the report being judged, the data, the
// driver column that applies, the toolkit being judged) and where verdicts go.
#pragma once

#include "core/compat/CompatMatrix.h"
#include "core/model/SystemReport.h"

#include <optional>

namespace cudnnsetup {

struct RuleContext
{
    SystemReport &report;
    const CompatMatrix &matrix;
    DriverOs os = DriverOs::Linux;
    const ToolkitInstall *toolkit = nullptr;   // the toolkit judged: the default one (or the newest)

    // The driver version to compare against minimums; nullopt when there is no driver or its
    // version could not be read.
    std::optional<Version> driverVersion() const
    {
        if (report.driver.state == DriverInfo::State::NotInstalled || !report.driver.version.isValid())
            return std::nullopt;
        return report.driver.version;
    }
    bool hasDriver() const { return report.driver.state != DriverInfo::State::NotInstalled; }
    // Compute capabilities of every GPU that reported one.
    QList<Version> computeCapabilities() const
    {
        QList<Version> ccs;
        for (const GpuInfo &gpu : report.gpus)
            if (gpu.computeCapability.isValid())
                ccs.append(gpu.computeCapability);
        return ccs;
    }
    void add(Verdict verdict) { report.verdicts.append(std::move(verdict)); }
};

} // namespace cudnnsetup
