// ReportText: the human-readable form of a SystemReport. The CLI prints it (`cudnn-setup scan`),
// and the wizard's "Copy report" button puts the same text on the clipboard, so a user who asks
// for help sends exactly what they saw.
#pragma once

#include "core/model/SystemReport.h"

#include <QCoreApplication>
#include <QString>

namespace cudnnsetup {

class ReportText
{
    Q_DECLARE_TR_FUNCTIONS(ReportText)

public:
    static QString render(const SystemReport &report);

    // Short phrases shared by the text report and the wizard's tables.
    static QString driverStateText(const DriverInfo &driver);
    static QString copyKindText(CudnnCopy::Kind kind);
    // What the scan says when no Python environment it looked at holds a framework.
    static QString noFrameworksText();
    static QString severityText(Verdict::Severity severity);
    static QString formatBytes(qint64 bytes);
};

} // namespace cudnnsetup
