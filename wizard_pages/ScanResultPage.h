// ScanResultPage: what the pages that show a scan have in common. It follows the session (busy
// while scanning, Next only once a result is there), puts the page's own content in a scroll
// area above the Copy report / Scan again bar, and asks the page to show each new report.
// Subclasses only lay out and fill their widgets: no scanning or judging happens in a page.
#pragma once

#include <QWizardPage>

class QLabel;
class QScrollArea;
class QVBoxLayout;

namespace cudnnsetup {

struct SystemReport;
class WizardSession;

class ScanResultPage : public QWizardPage
{
    Q_OBJECT

public:
    bool isComplete() const override;
    void initializePage() override;

protected:
    explicit ScanResultPage(WizardSession *session, QWidget *parent = nullptr);

    WizardSession *session() const { return m_session; }
    // Where the subclass puts its content (inside the scroll area).
    QVBoxLayout *contentLayout() const { return m_contentLayout; }
    // Called on the GUI thread whenever a finished report is there to show.
    virtual void showReport(const SystemReport &report) = 0;

private:
    void refresh();

    WizardSession *m_session;
    QScrollArea *m_scroll;
    QLabel *m_waitingLabel;
    QVBoxLayout *m_contentLayout;
};

} // namespace cudnnsetup
