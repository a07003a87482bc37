// ManualStepsDialog: "Show the commands" — the plan written out as the commands a person would
// type to install exactly the same by hand (ManualSteps), with a Copy button, for a user who
// would rather run them in a terminal (or hand them to their administrator).
#pragma once

#include "core/install/InstallPlan.h"

#include <QDialog>

class QPlainTextEdit;

namespace cudnnsetup {

class ManualStepsDialog : public QDialog
{
    Q_OBJECT

public:
    ManualStepsDialog(const InstallPlan &plan, bool windows, QWidget *parent = nullptr);

    QString commands() const;

private:
    QPlainTextEdit *m_text;
};

} // namespace cudnnsetup
