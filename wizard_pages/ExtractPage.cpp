#include "wizard_pages/ExtractPage.h"

#include "core/model/DataSize.h"
#include "core/model/ShownPath.h"
#include "wizard_pages/DetailsLog.h"
#include "wizard_pages/SetupWizard.h"
#include "wizard_pages/StatusRow.h"
#include "wizard_pages/WizardSession.h"
#include "wizard_pages/WrappingLabel.h"

#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace cudnnsetup {

namespace {

constexpr int kProgressSteps = 1000;

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

} // namespace

ExtractPage::ExtractPage(WizardSession *session, QWidget *parent)
    : QWizardPage(parent)
    , m_session(session)
    , m_archiveLabel(new WrappingLabel(QStringLiteral("archiveLabel")))
    , m_progress(new QProgressBar)
    , m_status(new QLabel)
    , m_cancel(new QPushButton(tr("&Cancel unpacking")))
    , m_result(new WrappingLabel(QStringLiteral("extractResultLabel")))
    , m_resultRow(new StatusRow(Verdict::Severity::Ok, m_result))
    , m_error(new WrappingLabel(QStringLiteral("extractErrorLabel")))
    , m_retry(new QPushButton(tr("&Try again")))
    , m_errorRow(new StatusRow(Verdict::Severity::Error, m_error, m_retry))
    , m_log(new DetailsLog(QStringLiteral("extractLog")))
{
    setTitle(tr("Unpack the archive"));
    setSubTitle(tr("The archive is unpacked into a folder of the wizard's own and checked file by file. Nothing on "
                   "your system changes on this page."));

    m_progress->setObjectName(QStringLiteral("extractProgress"));
    m_progress->setAccessibleName(tr("Unpacking progress"));
    m_progress->setRange(0, kProgressSteps);
    m_status->setObjectName(QStringLiteral("extractStatusLabel"));
    m_status->setWordWrap(true);
    m_cancel->setObjectName(QStringLiteral("cancelExtractButton"));
    m_cancel->setAccessibleName(tr("Cancel unpacking"));
    m_retry->setObjectName(QStringLiteral("retryExtractButton"));
    m_retry->setAccessibleName(tr("Unpack the archive again"));

    auto *progressRow = new QHBoxLayout;
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_cancel);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_archiveLabel);
    layout->addSpacing(8);
    layout->addLayout(progressRow);
    layout->addWidget(m_status);
    layout->addWidget(m_resultRow);
    layout->addWidget(m_errorRow);
    layout->addStretch(1);
    layout->addWidget(m_log);

    connect(m_cancel, &QPushButton::clicked, this, &ExtractPage::cancelUnpacking);
    connect(m_retry, &QPushButton::clicked, this, &ExtractPage::startUnpacking);
    InstallWorkflow *workflow = &session->installWorkflow();
    connect(workflow, &InstallWorkflow::unpackProgress, this, &ExtractPage::onProgress);
    connect(workflow, &InstallWorkflow::unpacking, this, [this](const QString &what) {
        if (isRunning())
            m_log->appendLine(tr("Unpacking %1").arg(what));
    });
    connect(workflow, &InstallWorkflow::unpackFailed, this, &ExtractPage::onFailed);
    connect(workflow, &InstallWorkflow::stageChanged, this, &ExtractPage::onStage);
    // A failed or cancelled install uses the unpacked files up (its rollback removes them):
    // going back to this page then offers to unpack again.
    connect(workflow, &InstallWorkflow::unpackedChanged, this, [this] {
        if (!isRunning() && !m_session->installWorkflow().hasUnpacked())
            showIdle();
        Q_EMIT completeChanged();
    });
}

ExtractPage::~ExtractPage()
{
    cancelUnpacking();
}

void ExtractPage::initializePage()
{
    const AcquiredArchive &archive = m_session->acquiredArchive();
    const qint64 size = QFileInfo(archive.path).size();
    m_archiveLabel->setText(tr("Archive: %1 (%2)")
                                .arg(escaped(shownPath(archive.path)), escaped(dataSizeText(size))));
    const InstallWorkflow &workflow = m_session->installWorkflow();
    if (workflow.hasUnpacked() && QFileInfo(workflow.unpacked().stagingFolder).isDir()) {
        showUnpacked(workflow.unpacked());
        return;
    }
    if (!isRunning())
        startUnpacking();
}

void ExtractPage::cleanupPage()
{
    // Back to the Source page: another archive may be chosen there, so this one stops.
    cancelUnpacking();
    QWizardPage::cleanupPage();
}

bool ExtractPage::isComplete() const
{
    return !isRunning() && m_session->installWorkflow().hasUnpacked();
}

int ExtractPage::nextId() const
{
    return SetupWizard::Install;
}

void ExtractPage::startUnpacking()
{
    InstallWorkflow &workflow = m_session->installWorkflow();
    if (isRunning() || workflow.isBusy() || !m_session->hasAcquiredArchive())
        return;
    const QString archive = m_session->acquiredArchive().path;
    const InstallSetting &setting = workflow.setting();
    m_lastEntry.clear();
    m_log->clear();
    m_log->appendLine(tr("Unpacking %1 into %2").arg(shownPath(archive), shownPath(setting.stateFolder)));
    m_progress->setValue(0);
    m_progress->show();
    m_cancel->show();
    m_cancel->setEnabled(true);
    m_status->setText(tr("Unpacking…"));
    m_status->show();
    m_resultRow->hide();
    m_errorRow->hide();

    m_unpacking = true;
    workflow.discard();   // "Try again": everything is unpacked anew
    workflow.unpack();
    Q_EMIT completeChanged();
}

void ExtractPage::cancelUnpacking()
{
    if (!isRunning())
        return;
    m_session->installWorkflow().cancel();
    m_cancel->setEnabled(false);
    m_status->setText(tr("Cancelling…"));
}

void ExtractPage::onProgress(const ExtractionProgress &progress)
{
    if (!isRunning())
        return;   // a report queued just before the end
    if (progress.archiveBytesTotal > 0)
        m_progress->setValue(int(progress.archiveBytesRead * kProgressSteps / progress.archiveBytesTotal));
    if (m_session->installWorkflow().isCancelling())
        return;
    m_status->setText(tr("Unpacking… %1 of %2 read, %3 written, %n entries", nullptr, progress.entriesDone)
                          .arg(dataSizeText(progress.archiveBytesRead), dataSizeText(progress.archiveBytesTotal),
                               dataSizeText(progress.bytesWritten)));
    if (!progress.entry.isEmpty() && progress.entry != m_lastEntry) {
        m_lastEntry = progress.entry;
        m_log->appendLine(progress.entry);
    }
}

void ExtractPage::onStage(InstallWorkflow::Stage stage)
{
    const InstallWorkflow &workflow = m_session->installWorkflow();
    if (!isRunning() || stage != InstallWorkflow::Stage::Idle || !workflow.hasUnpacked())
        return;
    m_unpacking = false;
    m_cancel->hide();
    showUnpacked(workflow.unpacked());
    Q_EMIT completeChanged();
}

void ExtractPage::onFailed(const ExtractionResult &failure)
{
    if (!isRunning())
        return;
    m_unpacking = false;
    m_cancel->hide();
    m_progress->hide();
    m_status->hide();
    const bool cancelled = failure.problem == ExtractionProblem::Cancelled;
    const QString reason = cancelled ? tr("Unpacking was cancelled. Nothing of it was kept.") : failure.reason;
    m_error->setText(escaped(reason));
    m_errorRow->show();
    m_log->appendLine(reason);
    for (const QString &entry : failure.unsafeEntries)
        m_log->appendLine(tr("Refused: %1").arg(entry));
    Q_EMIT completeChanged();
}

void ExtractPage::showIdle()
{
    m_progress->hide();
    m_status->hide();
    m_cancel->hide();
    m_resultRow->hide();
    m_error->setText(escaped(tr("The unpacked files were used up by the last install attempt. Unpack the archive again "
                                "to retry.")));
    m_errorRow->show();
}

void ExtractPage::showUnpacked(const UnpackedArchive &unpacked)
{
    const ExtractionResult &result = unpacked.extraction;
    m_progress->setValue(kProgressSteps);
    m_progress->show();
    m_cancel->hide();
    m_status->hide();
    m_errorRow->hide();
    //: The two counts of an unpacked archive: "12 files, 3 links".
    const QString counts = tr("%1, %2").arg(tr("%n file(s)", nullptr, result.files),
                                            tr("%n link(s)", nullptr, result.symlinks + result.hardLinks));
    const QString version = result.identification.identity ? result.identification.identity->version.toString() : QString();
    m_result->setText(QStringLiteral("<b>%1</b><br>%2")
                          .arg(escaped(tr("Unpacked cuDNN %1: %2, %3.").arg(version, counts, dataSizeText(result.bytesWritten))),
                               escaped(tr("In %1. Click Next to see what will be installed where.")
                                           .arg(shownPath(unpacked.stagingFolder)))));
    m_resultRow->show();
    m_log->appendLine(tr("Unpacked %1, %2 into %3").arg(counts, dataSizeText(result.bytesWritten),
                                                         shownPath(unpacked.stagingFolder)));
}

} // namespace cudnnsetup
