#include "wizard_pages/BenchmarkPage.h"

#include "core/verify/BenchmarkText.h"
#include "wizard_pages/BenchmarkChoicesPanel.h"
#include "wizard_pages/BenchmarkResultView.h"
#include "wizard_pages/BenchmarkTask.h"
#include "wizard_pages/CollapsibleSection.h"
#include "wizard_pages/SaveReportDialog.h"
#include "wizard_pages/SetupWizard.h"
#include "wizard_pages/StatusRow.h"
#include "wizard_pages/WizardSession.h"
#include "wizard_pages/WrappingLabel.h"

#include <QHBoxLayout>
#include <QToolButton>
#include <QJsonDocument>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>

namespace cudnnsetup {

namespace {

constexpr int kProgressSteps = 1000;

} // namespace

BenchmarkPage::BenchmarkPage(WizardSession *session, QWidget *parent)
    : QWizardPage(parent)
    , m_session(session)
    , m_scroll(new QScrollArea)
    , m_notice(new WrappingLabel(QStringLiteral("benchmarkNoticeLabel")))
    , m_noticeRow(new StatusRow(Verdict::Severity::Info, m_notice))
    , m_choices(new BenchmarkChoicesPanel)
    , m_choicesSection(new CollapsibleSection(QStringLiteral("benchmarkChoicesToggle"), m_choices))
    , m_run(new QPushButton(tr("&Run benchmark")))
    , m_cancel(new QPushButton(tr("&Cancel")))
    , m_progress(new QProgressBar)
    , m_phase(new QLabel)
    , m_view(new BenchmarkResultView)
    , m_results(new QWidget)
    , m_saveJson(new QPushButton(tr("Save as &JSON…")))
    , m_saveCsv(new QPushButton(tr("Save as CS&V…")))
    , m_exportStatus(new QLabel)
    , m_task(new BenchmarkTask(this))
{
    setTitle(tr("Benchmark"));
    setSubTitle(tr("Times one ResNet-50 convolution layer with cuDNN, without it, and on the processor, and checks "
                   "every result."));

    m_choices->setObjectName(QStringLiteral("benchmarkChoices"));
    m_run->setObjectName(QStringLiteral("benchmarkRunButton"));
    m_run->setAccessibleName(tr("Run the benchmark"));
    m_cancel->setObjectName(QStringLiteral("benchmarkCancelButton"));
    m_cancel->setAccessibleName(tr("Cancel the benchmark"));
    m_progress->setObjectName(QStringLiteral("benchmarkProgress"));
    m_progress->setAccessibleName(tr("Benchmark progress"));
    m_progress->setRange(0, kProgressSteps);
    m_progress->setTextVisible(false);
    m_phase->setObjectName(QStringLiteral("benchmarkPhaseLabel"));
    m_phase->setWordWrap(true);
    m_saveJson->setObjectName(QStringLiteral("benchmarkSaveJsonButton"));
    m_saveJson->setToolTip(tr("Saves every number of this run, and what it ran on, as JSON."));
    m_saveCsv->setObjectName(QStringLiteral("benchmarkSaveCsvButton"));
    m_saveCsv->setToolTip(tr("Saves one line per row, for a spreadsheet."));
    m_exportStatus->setObjectName(QStringLiteral("benchmarkExportStatusLabel"));
    m_exportStatus->setWordWrap(true);
    m_exportStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *resultsLayout = new QVBoxLayout(m_results);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    resultsLayout->addWidget(m_view);
    resultsLayout->addWidget(m_exportStatus);
    m_results->hide();
    m_choicesSection->setTitle(tr("What to ti&me"));
    m_choicesSection->setExpanded(true);

    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 4, 0);   // the page has its margins already
    layout->addWidget(m_noticeRow);
    layout->addWidget(m_choicesSection);
    layout->addWidget(m_results);
    layout->addStretch(1);
    // Never squeezed below what it needs (the charts and table would overlap); it scrolls.
    layout->setSizeConstraint(QLayout::SetMinimumSize);
    m_scroll->setWidget(content);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);

    m_run->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
    auto *runRow = new QHBoxLayout;
    // What to time opens from beside Run, so a result keeps the page's height for itself.
    runRow->addWidget(m_choicesSection->takeToggle());
    runRow->addWidget(m_run);
    runRow->addWidget(m_cancel);
    runRow->addWidget(m_progress, 1);
    runRow->addStretch(0);
    runRow->addWidget(m_saveJson);
    runRow->addWidget(m_saveCsv);
    auto *pageLayout = new QVBoxLayout(this);
    pageLayout->addWidget(m_scroll, 1);
    pageLayout->addLayout(runRow);
    pageLayout->addWidget(m_phase);
    m_cancel->hide();
    m_progress->hide();
    m_phase->hide();

    connect(m_run, &QPushButton::clicked, this, &BenchmarkPage::run);
    connect(m_cancel, &QPushButton::clicked, this, &BenchmarkPage::cancel);
    connect(m_choices, &BenchmarkChoicesPanel::changed, this, &BenchmarkPage::updateButtons);
    connect(m_task, &BenchmarkTask::progressed, this, &BenchmarkPage::onProgress);
    connect(m_task, &BenchmarkTask::finished, this, &BenchmarkPage::onFinished);
    connect(session, &WizardSession::scanFinished, this, [this] {
        if (!isRunning() && !m_session->benchmarkResult())
            showScanNotice();
    });
    connect(m_saveJson, &QPushButton::clicked, this, [this] { chooseExportFile(ExportFormat::Json); });
    connect(m_saveCsv, &QPushButton::clicked, this, [this] { chooseExportFile(ExportFormat::Csv); });
    updateButtons();
}

void BenchmarkPage::initializePage()
{
    if (isRunning())
        return;
    if (const std::optional<BenchmarkResult> &result = m_session->benchmarkResult()) {
        showResult(*result);
        return;
    }
    showScanNotice();
    m_results->hide();
    m_choicesSection->setExpanded(true);
    setPhase(tr("Choose what to time, then click Run benchmark. With a GPU it takes about a minute."));
}

void BenchmarkPage::showScanNotice()
{
    // Before a run, the scan already tells whether there is a GPU to time.
    const bool noGpu = m_session->hasReport() && !m_session->isScanning() && m_session->report().gpus.isEmpty();
    m_notice->setText(tr("No NVIDIA graphics card that a driver can use was found on this computer, so only the "
                         "processor can be timed here. The graphics card rows will say why they were left out.")
                          .toHtmlEscaped());
    m_noticeRow->setVisible(noGpu);
}

void BenchmarkPage::setPhase(const QString &text)
{
    m_phase->setText(text);
    m_phase->setVisible(!text.isEmpty());   // an empty line would still take the page's height
}

bool BenchmarkPage::isComplete() const
{
    return !isRunning();
}

int BenchmarkPage::nextId() const
{
    return SetupWizard::Finish;
}

bool BenchmarkPage::isRunning() const
{
    return m_task->isRunning();
}

void BenchmarkPage::run()
{
    if (isRunning() || !m_choices->isValid())
        return;
    BenchmarkRequest request = m_choices->request();
    // The copy the Verify page checked; without one, the rows without cuDNN still run.
    if (const std::optional<VerifyTarget> target = m_session->verifyTarget())
        request.cudnnDir = target->libraryDir;
    m_task->start(m_session->probe(), request);
    m_progress->setValue(0);
    setPhase(tr("Starting…"));
    m_exportStatus->clear();
    updateButtons();
}

void BenchmarkPage::cancel()
{
    if (!isRunning())
        return;
    m_task->cancel();
    setPhase(tr("Cancelling…"));
    updateButtons();
}

void BenchmarkPage::onProgress(double fraction, const QString &what)
{
    if (!isRunning() || m_task->isCancelling())
        return;
    m_progress->setValue(int(std::lround(std::clamp(fraction, 0.0, 1.0) * kProgressSteps)));
    setPhase(what);
}

void BenchmarkPage::onFinished(const BenchmarkResult &result)
{
    const bool cancelled = m_task->isCancelling();
    m_session->setBenchmarkResult(result);
    showResult(result);
    m_progress->setValue(kProgressSteps);
    setPhase(cancelled ? tr("Cancelled. The rows that finished are shown.") : tr("Finished."));
    updateButtons();
    // Should the window be smaller than the result, the result is what comes into view.
    QTimer::singleShot(0, this, [this] { m_scroll->verticalScrollBar()->setValue(m_results->y()); });
}

void BenchmarkPage::showResult(const BenchmarkResult &result)
{
    const QString noGpu = BenchmarkText::noGpuExplanation(result);
    m_notice->setText(noGpu.toHtmlEscaped());
    m_noticeRow->setVisible(!noGpu.isEmpty());
    m_view->setResult(result);
    m_results->show();
    // The result takes the room; what was timed is one click away.
    m_choicesSection->setExpanded(false);
    updateButtons();
}

bool BenchmarkPage::exportTo(const QString &path, ExportFormat format)
{
    const std::optional<BenchmarkResult> &result = m_session->benchmarkResult();
    if (!result) {
        m_exportStatus->setText(tr("Run the benchmark first."));
        return false;
    }
    const QByteArray content = format == ExportFormat::Json ? QJsonDocument(result->toJson()).toJson(QJsonDocument::Indented)
                                                            : result->toCsv().toUtf8();
    return SaveReportDialog::write(path, content, m_exportStatus);
}

void BenchmarkPage::chooseExportFile(ExportFormat format)
{
    const bool json = format == ExportFormat::Json;
    const QString path = SaveReportDialog::askPath(this, json ? tr("Save the benchmark as JSON") : tr("Save the benchmark as CSV"),
                                                   json ? QStringLiteral("cudnn-benchmark.json") : QStringLiteral("cudnn-benchmark.csv"),
                                                   json ? tr("JSON files (*.json)") : tr("CSV files (*.csv)"));
    if (!path.isEmpty())
        exportTo(path, format);
}

void BenchmarkPage::updateButtons()
{
    const bool running = isRunning();
    m_choices->setEnabled(!running);
    m_run->setEnabled(!running && m_choices->isValid());
    m_cancel->setVisible(running);
    m_cancel->setEnabled(running && !m_task->isCancelling());
    m_progress->setVisible(running);
    const bool hasResult = m_session->benchmarkResult().has_value();
    m_saveJson->setVisible(!running && hasResult);
    m_saveCsv->setVisible(!running && hasResult);
    Q_EMIT completeChanged();
}

} // namespace cudnnsetup
