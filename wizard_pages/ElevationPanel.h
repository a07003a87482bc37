// ElevationPanel: shown on the Install page when the plan writes where the user may not — which
// folders, why, and the three ways on: install just for this user instead (no rights needed;
// one click re-plans), install as administrator (the same plan, applied by an elevated copy of
// this program), or show the commands to do it by hand.
#pragma once

#include "core/install/InstallPlan.h"

#include <QWidget>

class QPushButton;

namespace cudnnsetup {

class StatusRow;
class WrappingLabel;

class ElevationPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ElevationPanel(QWidget *parent = nullptr);

    // `folders`: the ones the user cannot write; `perUserPossible`: false when the plan already
    // is a per-user side-by-side install (its folder is not writable either).
    void setFolders(const QStringList &folders, bool perUserPossible);
    // Why the administrator's half would refuse the plan (ElevationWays::refusal): installing as
    // administrator is then not offered, and the reason is shown in its place. Empty: offered.
    void setRefusal(const QString &refusal);
    void setBusy(bool busy);
    // Windows (ElevatedApply::elevatesWithUac): UAC's prompt names only the program, so what the
    // rights are for is said here first, as pkexec's prompt says it on Linux. True: Continue.
    bool confirmForUac(const InstallPlan &plan);

Q_SIGNALS:
    void perUserRequested();
    void elevateRequested();
    void commandsRequested();

private:
    WrappingLabel *m_explanation;
    QPushButton *m_perUser;
    QPushButton *m_elevate;
    QPushButton *m_commands;
    WrappingLabel *m_perUserText;
    WrappingLabel *m_elevateText;
    QString m_refusal;
};

} // namespace cudnnsetup
