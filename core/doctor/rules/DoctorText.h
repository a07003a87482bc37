// DoctorText: the human-readable form of a DoctorReport, printed by `cudnn-setup doctor` and,
// later, copied from the Doctor page, so a user asking for help sends what they saw.
#pragma once

#include "core/doctor/rules/DoctorReport.h"

#include <QCoreApplication>
#include <QString>

namespace cudnnsetup {

class DoctorText
{
    Q_DECLARE_TR_FUNCTIONS(DoctorText)

public:
    static QString render(const DoctorReport &report);
    static QString severityText(Verdict::Severity severity);
};

} // namespace cudnnsetup
