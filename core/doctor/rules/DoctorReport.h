// DoctorReport: the doctor's answer — the findings, worst first, and what it looked at (the
// toolkits, the cuDNN copies, the file a program would load). toJson() is the
// `cudnn-setup doctor --json` schema (docs/doctor-json.md).
#pragma once

#include "core/doctor/rules/Finding.h"
#include "core/probe/LoaderOrder.h"
#include "core/model/CudnnCopy.h"
#include "core/model/ToolkitInstall.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace cudnnsetup {

struct DoctorReport
{
    static constexpr const char *kSchema = "cudnn-setup-doctor/1";

    QString platform;
    QString sysroot;                   // empty for the live system
    QString couldNotCheck;             // translated reason; non-empty means no diagnosis was made
    QList<Finding> findings;           // sorted by sortFindings(): worst first, then by family and code
    QList<ToolkitInstall> toolkits;    // what was examined, for the reader of the report
    QList<CudnnCopy> cudnnCopies;
    QList<LoaderPick> loaderPicks;     // per cuDNN major found, on Linux

    void sortFindings();
    // Checked, and no Warning or Error. Info findings do not make a setup unhealthy.
    bool healthy() const;
    bool hasFinding(const QString &code) const;
    // A pointer into this report: not to be taken from a temporary one (which AddressSanitizer
    // caught a test doing), so that form does not compile.
    const Finding *finding(const QString &code) const &;
    const Finding *finding(const QString &code) const && = delete;

    QJsonObject toJson() const;
};

} // namespace cudnnsetup
