#include "wizard_pages/InterruptedInstallBanner.h"

#include "core/install/PlanText.h"
#include "wizard_pages/StatusRow.h"
#include "core/install/TransactionRunner.h"
#include "wizard_pages/WizardSession.h"
#include "wizard_pages/WrappingLabel.h"

#include <QHBoxLayout>
#include <QProgressDialog>
#include <QPushButton>
#include <QVBoxLayout>

namespace cudnnsetup {

InterruptedInstallBanner::InterruptedInstallBanner(WizardSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_notice(new WrappingLabel(QStringLiteral("interruptedInstallLabel")))
    // The banner shares the Welcome page with the goals (&Install, &Only check, &Repair),
    // &Language and the wizard's &About and &Next: these letters are free there.
    , m_resume(new QPushButton(tr("Re&sume")))
    , m_rollBack(new QPushButton(tr("Roll ba&ck")))
    , m_noticeRow(nullptr)
    , m_okResult(new WrappingLabel(QStringLiteral("interruptedResultLabel")))
    , m_okRow(new StatusRow(Verdict::Severity::Ok, m_okResult))
    , m_errorResult(new WrappingLabel(QStringLiteral("interruptedErrorLabel")))
    , m_errorRow(new StatusRow(Verdict::Severity::Error, m_errorResult))
    , m_runner(new TransactionRunner(this))
{
    m_resume->setObjectName(QStringLiteral("resumeInstallButton"));
    m_resume->setAccessibleName(tr("Resume the interrupted install"));
    m_rollBack->setObjectName(QStringLiteral("rollBackInstallButton"));
    m_rollBack->setAccessibleName(tr("Roll back the interrupted install"));
    auto *buttons = new QWidget;
    auto *buttonLayout = new QHBoxLayout(buttons);
    buttonLayout->setContentsMargins(0, 0, 0, 0);
    buttonLayout->addWidget(m_resume);
    buttonLayout->addWidget(m_rollBack);
    m_noticeRow = new StatusRow(Verdict::Severity::Warning, m_notice, buttons);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_noticeRow);
    layout->addWidget(m_okRow);
    layout->addWidget(m_errorRow);

    connect(m_resume, &QPushButton::clicked, this, &InterruptedInstallBanner::resume);
    connect(m_rollBack, &QPushButton::clicked, this, &InterruptedInstallBanner::rollBack);
    connect(m_runner, &TransactionRunner::progressed, this, [this](const TransactionProgress &progress) {
        if (!m_progress)
            return;
        if (!progress.step.isEmpty())
            m_progress->setLabelText(progress.step);
        m_progress->setMaximum(qMax(progress.total, 1));
        // Last: a window-modal dialog's setValue() processes events, the end of the run among
        // them, which closes the dialog.
        m_progress->setValue(progress.done);
    });
    connect(m_runner, &TransactionRunner::finished, this, &InterruptedInstallBanner::onFinished);
}

bool InterruptedInstallBanner::isRunning() const
{
    return m_runner->isRunning();
}

void InterruptedInstallBanner::refresh()
{
    if (isRunning())
        return;
    const QList<InstallRecord> pending = InstallRecords::needingAttention(m_session->recordFolders());
    m_record = pending.isEmpty() ? std::nullopt : std::optional<InstallRecord>(pending.first());
    if (!m_record) {
        m_noticeRow->hide();
        return;
    }
    const bool undoing = m_record->state != TransactionState::Interrupted;
    const QString what = undoing
        ? tr("Undoing an earlier install stopped part-way: %1 (%2). Resume finishes undoing it; Roll back does the same.")
        : tr("An earlier install was interrupted: %1 (%2). Resume finishes it; Roll back undoes what it did, so your "
             "system is as it was before it started.");
    m_notice->setText(QStringLiteral("<b>%1</b><br>%2")
                          .arg(tr("Finish or undo the interrupted install first").toHtmlEscaped(),
                               what.arg(m_record->info.title, Transaction::describeState(m_record->state)).toHtmlEscaped()));
    m_resume->setEnabled(true);
    m_rollBack->setEnabled(true);
    m_noticeRow->show();
}

void InterruptedInstallBanner::resume()
{
    run(false);
}

void InterruptedInstallBanner::rollBack()
{
    run(true);
}

void InterruptedInstallBanner::run(bool rollBack)
{
    if (!m_record || isRunning())
        return;
    m_okRow->hide();
    m_errorRow->hide();
    QString error;
    std::unique_ptr<Transaction> opened = Transaction::open(m_record->folder, &error);
    if (!opened) {
        m_errorResult->setText(error.toHtmlEscaped());
        m_errorRow->show();
        return;
    }
    std::shared_ptr<Transaction> transaction(std::move(opened));
    const bool undoing = transaction->state() == TransactionState::UndoInterrupted
                         || transaction->state() == TransactionState::UndoIncomplete;
    m_rollingBack = rollBack || undoing;
    m_resume->setEnabled(false);
    m_rollBack->setEnabled(false);
    m_progress = new QProgressDialog(m_rollingBack ? tr("Undoing %1…").arg(m_record->info.title)
                                                   : tr("Finishing %1…").arg(m_record->info.title),
                                     QString(), 0, 0, this);
    m_progress->setObjectName(QStringLiteral("interruptedProgressDialog"));
    m_progress->setWindowTitle(m_rollingBack ? tr("Rolling back") : tr("Resuming"));
    m_progress->setWindowModality(Qt::WindowModal);
    m_progress->setCancelButton(nullptr);   // stopping half-way would only leave it interrupted again
    m_progress->setMinimumDuration(0);
    m_progress->show();
    if (rollBack)
        m_runner->undo(transaction, Transaction::UndoPurpose::Rollback);
    else if (undoing)
        m_runner->undo(transaction, transaction->undoPurpose());
    else
        m_runner->apply(transaction);
    Q_EMIT runningChanged();
}

void InterruptedInstallBanner::onFinished(const TransactionOutcome &outcome)
{
    if (m_progress) {
        m_progress->close();
        m_progress->deleteLater();
        m_progress = nullptr;
    }
    const QString title = m_record ? m_record->info.title : QString();
    const QString details = PlanText::outcome(outcome).trimmed();
    if (outcome.ok) {
        QString text = m_rollingBack ? tr("Rolled back %1: the system is as it was before.").arg(title)
                                     : tr("Finished installing %1.").arg(title);
        if (!details.isEmpty())
            text += u'\n' + details;
        m_okResult->setText(text.toHtmlEscaped().replace(u'\n', QStringLiteral("<br>")));
        m_okRow->show();
    } else {
        const QString text = (m_rollingBack ? tr("Rolling back %1 did not complete.") : tr("Finishing %1 did not complete."))
                                 .arg(title) + u'\n' + details;
        m_errorResult->setText(text.toHtmlEscaped().replace(u'\n', QStringLiteral("<br>")));
        m_errorRow->show();
    }
    refresh();
    Q_EMIT runningChanged();
}

} // namespace cudnnsetup
