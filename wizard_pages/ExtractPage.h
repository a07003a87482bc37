// ExtractPage: "Unpack the archive" (page id Extract). Asks the install workflow to unpack what
// it needs (InstallWorkflow::unpack: the archive in hand, and the CUDA pieces when they come)
// into a transaction folder of the wizard's own, and shows how that goes: progress by archive
// bytes, Cancel, and the result — how many files and links, how large — or the extractor's
// reason in plain words and "Try again". Nothing outside the wizard's own folder changes here;
// the page is complete once the archive is unpacked.
#pragma once

#include "core/install/InstallWorkflow.h"

#include <QWizardPage>

class QLabel;
class QProgressBar;
class QPushButton;

namespace cudnnsetup {

class DetailsLog;
class StatusRow;
class WizardSession;
class WrappingLabel;

class ExtractPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit ExtractPage(WizardSession *session, QWidget *parent = nullptr);
    // Stops a running extraction; the workflow then removes its folder.
    ~ExtractPage() override;

    void initializePage() override;
    void cleanupPage() override;
    bool isComplete() const override;
    int nextId() const override;

    bool isRunning() const { return m_unpacking; }

public Q_SLOTS:
    void startUnpacking();
    void cancelUnpacking();

private:
    void onProgress(const ExtractionProgress &progress);
    void onStage(InstallWorkflow::Stage stage);
    void onFailed(const ExtractionResult &failure);
    void showIdle();
    void showUnpacked(const UnpackedArchive &unpacked);

    WizardSession *m_session;
    WrappingLabel *m_archiveLabel;
    QProgressBar *m_progress;
    QLabel *m_status;
    QPushButton *m_cancel;
    WrappingLabel *m_result;
    StatusRow *m_resultRow;
    WrappingLabel *m_error;
    QPushButton *m_retry;
    StatusRow *m_errorRow;
    DetailsLog *m_log;
    QString m_lastEntry;
    bool m_unpacking = false;   // this page asked the workflow to unpack, and it has not answered yet
};

} // namespace cudnnsetup
