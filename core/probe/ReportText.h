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
    // One framework of the scan: what it is and where, what it was built for, what it loads (and
    // where cuDNN's parts come from when that differs), its fit and each problem, one per line.
    static QStringList frameworkLines(const FrameworkInstall &framework);
    // "PyTorch 2.5.1+cu124 in /home/ana/venv: fits" — the framework and its fit in a few words.
    static QString frameworkFitText(const FrameworkInstall &framework);
    static QString severityText(Verdict::Severity severity);
    static QString formatBytes(qint64 bytes);
};

} // namespace cudnnsetup
