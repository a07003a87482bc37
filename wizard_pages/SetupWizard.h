// SetupWizard: the main flow, one page per step (Qt's License Wizard: page ids and nextId()).
// Each page's nextId() says where the flow goes; after the install the flow is Environment ->
// Verify -> Benchmark -> Finish. Repair mode is Doctor -> Verify -> Benchmark -> Finish, entered
// from the Welcome page or from a failed check on the Verify page (then Doctor -> Finish). The
// steps of the chosen path are listed beside the pages (StepList, the side widget).
#pragma once

#include <QWizard>

namespace cudnnsetup {

class StepList;
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

    // Installs `language` ("en", "zh_CN", "zh_TW") and rebuilds every page in it, keeping the
    // goal chosen on the Welcome page; the machine is scanned again, since the findings are
    // worded when the scan is made. Offered on the Welcome page, before any work is done.
    void switchLanguage(const QString &language);

    // The first show opens at the remembered size and place (WindowPlacement); hiding the
    // window (closing it) remembers them.
    void setVisible(bool visible) override;

protected:
    void showEvent(QShowEvent *event) override;

private:
    void addPages();
    void nameOwnButtons();
    void updateSteps();

    WizardSession *m_session;
    StepList *m_steps;
    bool m_placed = false;
};

} // namespace cudnnsetup
