// CopyRules (family 3): partial or mixed cuDNN copies — missing sub-libraries, sub-libraries of
// different releases, headers of another release or missing some of the headers cudnn.h includes,
// a single library copied instead of the set.
// The inspector already found these during the scan (CudnnCopy::problemDetails); this turns
// each into a stable code with evidence and the step that repairs it.
#pragma once

#include "core/doctor/rules/DoctorContext.h"
#include "core/doctor/rules/Finding.h"

#include <QCoreApplication>
#include <QList>

namespace cudnnsetup {

class CopyRules
{
    Q_DECLARE_TR_FUNCTIONS(CopyRules)

public:
    static QList<Finding> check(const DoctorContext &context);
};

} // namespace cudnnsetup
