// SetupWizard: the main flow, one page per step (Qt's License Wizard: page ids and nextId()).
// Each page's nextId() says where the flow goes; after the install the flow is Environment ->
// Verify -> Benchmark -> Finish. Repair mode is Doctor -> Verify -> Benchmark -> Finish, entered
// from the Welcome page or from a failed check on the Verify page (then Doctor -> Finish).
#pragma once

#include <QWizard>

namespace cudnnsetup {

class WizardSession;

class SetupWizard : public QWizard
{
    Q_OBJECT

public:
    // The whole main flow, so ids stay stable as steps are added.
    enum PageId { Welcome, Hardware, Toolkit, Acquire, Extract, Install, Environment, Verify, Benchmark, Finish, Doctor };

    explicit SetupWizard(WizardSession *session, QWidget *parent = nullptr);

    WizardSession *session() const { return m_session; }

    // Closing (Cancel, Escape, the window's close button) is refused while the system is being
    // changed: the Install page's own Cancel stops and undoes the install instead.
    void reject() override;

protected:
    void showEvent(QShowEvent *event) override;

private:
    WizardSession *m_session;
};

} // namespace cudnnsetup
