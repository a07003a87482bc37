// AboutDialog: the wizard's About box — the app's, Qt's and this computer's CUDA/cuDNN versions
// (what a helper asks for first), and the licences: Qt's LGPL notice and NVIDIA's cuDNN licence,
// which this app does not include but downloads only after the user accepts it.
#pragma once

#include <QDialog>

namespace cudnnsetup {

class WizardSession;

class AboutDialog : public QDialog
{
    Q_OBJECT

public:
    explicit AboutDialog(const WizardSession *session, QWidget *parent = nullptr);

    // The versions as plain lines, also what "Copy" puts on the clipboard.
    QString versionsText() const { return m_versions; }

private:
    QString m_versions;
};

} // namespace cudnnsetup
