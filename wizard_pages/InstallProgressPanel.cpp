#include "wizard_pages/InstallProgressPanel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace cudnnsetup {

namespace {
// The bar's steps while the CUDA pieces unpack (their bytes read, together).
constexpr int kCudaProgressSteps = 1000;
} // namespace

InstallProgressPanel::InstallProgressPanel(InstallWorkflow *workflow, QWidget *parent)
    : QWidget(parent)
    , m_workflow(workflow)
    , m_progress(new QProgressBar)
    , m_step(new QLabel)
    , m_cancel(new QPushButton(tr("&Cancel install")))
{
    m_progress->setObjectName(QStringLiteral("installProgress"));
    m_progress->setAccessibleName(tr("Install progress"));
    m_step->setObjectName(QStringLiteral("installStepLabel"));
    m_step->setWordWrap(true);
    m_cancel->setObjectName(QStringLiteral("cancelInstallButton"));
    m_cancel->setAccessibleName(tr("Cancel the install and undo it"));

    auto *progressRow = new QHBoxLayout;
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_cancel);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(progressRow);
    layout->addWidget(m_step);
    m_progress->hide();
    m_cancel->hide();
    m_step->hide();

    connect(m_cancel, &QPushButton::clicked, this, &InstallProgressPanel::cancelClicked);
    connect(workflow, &InstallWorkflow::stageChanged, this, &InstallProgressPanel::onStage);
    // Several CUDA archives unpack at once: each is told as it is taken up, and the bar follows
    // their bytes together.
    connect(workflow, &InstallWorkflow::unpacking, this, [this](const QString &what) {
        if (!m_unpackingCuda)
            return;
        m_step->setText(tr("Unpacking %1…").arg(what));
        Q_EMIT line(tr("Unpacking %1").arg(what));
    });
    connect(workflow, &InstallWorkflow::unpackProgress, this, [this](const ExtractionProgress &sum) {
        if (m_unpackingCuda && sum.archiveBytesTotal > 0)
            m_progress->setValue(int(sum.archiveBytesRead * kCudaProgressSteps / sum.archiveBytesTotal));
    });
    connect(workflow, &InstallWorkflow::applyProgress, this, &InstallProgressPanel::onApplyProgress);
}

void InstallProgressPanel::onStage(InstallWorkflow::Stage stage)
{
    const bool cuda = stage == InstallWorkflow::Stage::UnpackingCuda;
    if (cuda && !m_unpackingCuda) {
        const CudaRedistChoice &pieces = *m_workflow->spec().cudaPieces;
        m_progress->setRange(0, kCudaProgressSteps);
        m_progress->setValue(0);
        m_step->setText(tr("Unpacking the CUDA pieces…"));
        Q_EMIT line(tr("Unpacking the CUDA %1 pieces (%2)…").arg(pieces.release.toString(), pieces.profile));
    } else if (!cuda && m_unpackingCuda && m_workflow->hasUnpacked()) {
        m_progress->setValue(kCudaProgressSteps);
        Q_EMIT line(tr("Unpacked the CUDA pieces: %n archive(s).", nullptr, int(m_workflow->unpacked().cuda.components.size())));
    }
    m_unpackingCuda = cuda;
}

void InstallProgressPanel::setBusy(bool busy, bool done)
{
    m_progress->setVisible(busy || done);
    m_step->setVisible(busy || done);
    if (!busy)
        m_cancel->hide();
}

void InstallProgressPanel::startApplying(const QString &step, bool cancellable)
{
    m_lastStep.clear();
    m_progress->setRange(0, 0);
    m_progress->setValue(0);
    m_step->setText(step);
    m_cancel->setVisible(cancellable);
    m_cancel->setEnabled(cancellable);
}

void InstallProgressPanel::showStep(const QString &step)
{
    m_step->setText(step);
}

void InstallProgressPanel::cancelRequested()
{
    m_cancel->setEnabled(false);
    m_step->setText(tr("Cancelling: undoing what was done so far…"));
}

void InstallProgressPanel::onApplyProgress(const TransactionProgress &progress)
{
    if (m_workflow->stage() != InstallWorkflow::Stage::Applying)
        return;
    m_progress->setRange(0, qMax(progress.total, 1));
    m_progress->setValue(progress.undoing ? progress.total - progress.done : progress.done);
    if (progress.step.isEmpty() || progress.step == m_lastStep)
        return;
    m_lastStep = progress.step;
    const QString text = progress.undoing ? tr("Undoing: %1").arg(progress.step) : progress.step;
    if (!m_workflow->isCancelling())
        m_step->setText(text);
    Q_EMIT line(text);
}

} // namespace cudnnsetup
