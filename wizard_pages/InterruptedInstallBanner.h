// InterruptedInstallBanner: the Welcome page's notice about an install that stopped part-way
// (the computer crashed or the wizard was killed while files were moving): what it was, and
// Resume (finish it) or Roll back (undo what it did), each run off the GUI thread with a
// progress dialog, and the result said in the banner. Hidden when nothing needs attention.
#pragma once

#include "core/install/InstallRecords.h"

#include <QPointer>
#include <QProgressDialog>
#include <QWidget>

#include <optional>

class QPushButton;

namespace cudnnsetup {

class StatusRow;
class TransactionRunner;
class WizardSession;
class WrappingLabel;

class InterruptedInstallBanner : public QWidget
{
    Q_OBJECT

public:
    explicit InterruptedInstallBanner(WizardSession *session, QWidget *parent = nullptr);

    // Looks for records that need attention (in the session's record folders) and shows the
    // first one; hides the banner when there is none.
    void refresh();
    bool isRunning() const;

public Q_SLOTS:
    void resume();
    void rollBack();

Q_SIGNALS:
    void runningChanged();

private:
    void run(bool rollBack);
    void onFinished(const TransactionOutcome &outcome);

    WizardSession *m_session;
    WrappingLabel *m_notice;
    QPushButton *m_resume;
    QPushButton *m_rollBack;
    StatusRow *m_noticeRow;
    WrappingLabel *m_okResult;
    StatusRow *m_okRow;
    WrappingLabel *m_errorResult;
    StatusRow *m_errorRow;
    TransactionRunner *m_runner;
    QPointer<QProgressDialog> m_progress;
    std::optional<InstallRecord> m_record;
    bool m_rollingBack = false;
};

} // namespace cudnnsetup
