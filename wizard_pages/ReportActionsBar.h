// ReportActionsBar: the row under each result page: a busy indicator while the computer is
// being checked, "Copy report" (the same text the CLI prints, for asking someone for help) and
// "Scan again" (after the user fixed something).
#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;

namespace cudnnsetup {

class WizardSession;

class ReportActionsBar : public QWidget
{
    Q_OBJECT

public:
    explicit ReportActionsBar(WizardSession *session, QWidget *parent = nullptr);

private:
    void updateState();
    void copyReport();

    WizardSession *m_session;
    QProgressBar *m_busy;
    QLabel *m_status;
    QPushButton *m_copy;
    QPushButton *m_rescan;
};

} // namespace cudnnsetup
