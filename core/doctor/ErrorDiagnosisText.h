// ErrorDiagnosisText: the human-readable form of an ErrorDiagnosis, printed by
// `cudnn-setup doctor --error-text FILE` — what was recognised in the pasted text, and for each
// cause what happened, the facts of this machine, what to do and the doctor's findings on it.
#pragma once

#include "core/doctor/ErrorTextDiagnosis.h"

#include <QCoreApplication>
#include <QString>

namespace cudnnsetup {

class ErrorDiagnosisText
{
    Q_DECLARE_TR_FUNCTIONS(ErrorDiagnosisText)

public:
    static QString render(const ErrorDiagnosis &diagnosis);
};

} // namespace cudnnsetup
