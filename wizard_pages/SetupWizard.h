// SetupWizard: the main flow, one page per step (Qt's License Wizard: page ids and nextId()).
// Only the pages that exist are registered; each page's nextId() says where the flow goes.
#pragma once

#include <QWizard>

namespace cudnnsetup {

class WizardSession;

class SetupWizard : public QWizard
{
    Q_OBJECT

public:
    // The whole main flow, so ids stay stable as steps are added.
    enum PageId { Welcome, Hardware, Toolkit, Acquire, Install, Environment, Verify, Benchmark, Finish };

    explicit SetupWizard(WizardSession *session, QWidget *parent = nullptr);

    WizardSession *session() const { return m_session; }

protected:
    void showEvent(QShowEvent *event) override;

private:
    WizardSession *m_session;
};

} // namespace cudnnsetup
