// ExtractPage: "Unpack the archive" (page id Extract). Unpacks the archive in hand
// (InstallWorkflow::unpack) into a transaction folder of the wizard's own, on a worker thread, with
// progress by archive bytes, Cancel, and the result: how many files and links, how large — or
// the extractor's reason in plain words and "Try again". Nothing outside the wizard's own folder
// changes here; the page is complete once the archive is unpacked.
#pragma once

#include "core/install/InstallWorkflow.h"

#include "wizard_pages/BackgroundJob.h"

#include <QWizardPage>

#include <atomic>
#include <memory>

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
    // Stops a running extraction and waits for it; the extractor then removes its folder.
    ~ExtractPage() override;

    void initializePage() override;
    void cleanupPage() override;
    bool isComplete() const override;
    int nextId() const override;

    bool isRunning() const { return m_job.isRunning(); }

public Q_SLOTS:
    void startUnpacking();
    void cancelUnpacking();

private:
    void onProgress(const ExtractionProgress &progress);
    void onFinished(const UnpackedArchive &unpacked);
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
    BackgroundJob<UnpackedArchive> m_job;
    QString m_lastEntry;
};

} // namespace cudnnsetup
