#include "wizard_pages/ReportActionsBar.h"

#include "core/probe/ReportText.h"
#include "wizard_pages/WizardSession.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>

namespace cudnnsetup {

ReportActionsBar::ReportActionsBar(WizardSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_busy(new QProgressBar)
    , m_status(new QLabel)
    , m_copy(new QPushButton(tr("&Copy report")))
    , m_rescan(new QPushButton(tr("&Scan again")))
{
    m_busy->setObjectName(QStringLiteral("scanBusyIndicator"));
    m_busy->setRange(0, 0);   // no steps to count: an endless "working" bar
    m_busy->setTextVisible(false);
    m_busy->setMaximumWidth(120);
    m_status->setObjectName(QStringLiteral("scanStatusLabel"));
    m_status->setWordWrap(true);
    m_copy->setObjectName(QStringLiteral("copyReportButton"));
    m_copy->setToolTip(tr("Copies a text report of everything found, to paste into a message when you ask for help."));
    m_rescan->setObjectName(QStringLiteral("rescanButton"));
    m_rescan->setToolTip(tr("Checks the computer again, for example after you installed or changed something."));

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_busy);
    layout->addWidget(m_status, 1);
    layout->addWidget(m_copy);
    layout->addWidget(m_rescan);

    connect(m_copy, &QPushButton::clicked, this, &ReportActionsBar::copyReport);
    connect(m_rescan, &QPushButton::clicked, m_session, &WizardSession::startScan);
    connect(m_session, &WizardSession::scanStarted, this, &ReportActionsBar::updateState);
    connect(m_session, &WizardSession::scanFinished, this, &ReportActionsBar::updateState);
    updateState();
}

void ReportActionsBar::updateState()
{
    const bool scanning = m_session->isScanning();
    m_busy->setVisible(scanning);
    m_copy->setEnabled(!scanning && m_session->hasReport());
    m_rescan->setEnabled(!scanning);
    if (scanning)
        m_status->setText(tr("Checking your computer. This usually takes a few seconds…"));
    else if (m_session->hasReport())
        m_status->setText(tr("Check finished."));
    else
        m_status->clear();
}

void ReportActionsBar::copyReport()
{
    QGuiApplication::clipboard()->setText(ReportText::render(m_session->report()));
    m_status->setText(tr("Report copied. Paste it into your message when you ask for help."));
}

} // namespace cudnnsetup
