// EnvironmentPage: what the install did so that programs find cuDNN (page id Environment). The
// transaction already made the changes; this page shows them — each variable before and after
// and the file that carries it, the exact line added to the shell profiles and the snippet
// file's content as it is on disk now — or why no change was needed, and what the user has to
// do for it to take effect (a new terminal, or logging in again).
#pragma once

#include <QWizardPage>

class QPlainTextEdit;
class QPushButton;

namespace cudnnsetup {

class ReportTable;
class StatusRow;
class WizardSession;
class WrappingLabel;

class EnvironmentPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit EnvironmentPage(WizardSession *session, QWidget *parent = nullptr);

    void initializePage() override;
    int nextId() const override;

    // What "Copy" puts on the clipboard: the snippet (or the line to type in a terminal).
    QString snippet() const;

private:
    WizardSession *m_session;
    WrappingLabel *m_summary;
    ReportTable *m_table;
    WrappingLabel *m_filesLabel;
    QPlainTextEdit *m_files;
    QPushButton *m_copy;
    WrappingLabel *m_notes;
    WrappingLabel *m_nextStep;
    StatusRow *m_nextStepRow;
    QString m_snippet;
};

} // namespace cudnnsetup
