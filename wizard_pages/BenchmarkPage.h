// BenchmarkPage: "Benchmark" (page id Benchmark). Times one convolution layer with cuDNN (in
// the precisions chosen), with plain CUDA kernels written without cuDNN, and on the processor,
// each checked against a reference, and shows how much faster each is: sentences, bars, a table,
// and what it ran on. It runs on a worker thread (BenchmarkTask) with progress and Cancel, and
// only when asked. Without a GPU it says so kindly, times the processor and shows the GPU rows
// as skipped with the reason: no made-up numbers. Results can be saved as JSON or CSV.
#pragma once

#include "core/verify/BenchmarkResult.h"

#include <QWizardPage>

class QLabel;
class QProgressBar;
class QPushButton;
class QScrollArea;

namespace cudnnsetup {

class BenchmarkChoicesPanel;
class CollapsibleSection;
class BenchmarkResultView;
class BenchmarkTask;
class StatusRow;
class WizardSession;
class WrappingLabel;

class BenchmarkPage : public QWizardPage
{
    Q_OBJECT

public:
    enum class ExportFormat { Json, Csv };

    explicit BenchmarkPage(WizardSession *session, QWidget *parent = nullptr);

    void initializePage() override;
    bool isComplete() const override;
    int nextId() const override;

    bool isRunning() const;
    // Writes the latest result to `path` (what the Save buttons do once the user picked a file);
    // false, with the reason on the page, when there is no result or the file cannot be written.
    bool exportTo(const QString &path, ExportFormat format);

public Q_SLOTS:
    void run();
    void cancel();

private:
    void showScanNotice();
    void onProgress(double fraction, const QString &what);
    void onFinished(const BenchmarkResult &result);
    void showResult(const BenchmarkResult &result);
    void chooseExportFile(ExportFormat format);
    void updateButtons();
    void setPhase(const QString &text);

    WizardSession *m_session;
    QScrollArea *m_scroll;
    WrappingLabel *m_notice;
    StatusRow *m_noticeRow;
    BenchmarkChoicesPanel *m_choices;
    CollapsibleSection *m_choicesSection;
    QPushButton *m_run;
    QPushButton *m_cancel;
    QProgressBar *m_progress;
    QLabel *m_phase;
    BenchmarkResultView *m_view;
    QWidget *m_results;
    QPushButton *m_saveJson;
    QPushButton *m_saveCsv;
    QLabel *m_exportStatus;
    BenchmarkTask *m_task;
};

} // namespace cudnnsetup
