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

    // Installs `language` ("en", "zh_CN", "zh_TW") and rebuilds every page in it, keeping the
    // goal chosen on the Welcome page; the machine is scanned again, since the findings are
    // worded when the scan is made. Offered on the Welcome page, before any work is done.
    void switchLanguage(const QString &language);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void addPages();
    void nameOwnButtons();

    WizardSession *m_session;
};

} // namespace cudnnsetup
