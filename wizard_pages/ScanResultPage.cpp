#include "wizard_pages/ScanResultPage.h"

#include "wizard_pages/ReportActionsBar.h"
#include "wizard_pages/WrappingLabel.h"
#include "wizard_pages/WizardSession.h"

#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace cudnnsetup {

ScanResultPage::ScanResultPage(WizardSession *session, QWidget *parent)
    : QWizardPage(parent)
    , m_session(session)
    , m_scroll(new QScrollArea)
    , m_waitingLabel(new WrappingLabel(QStringLiteral("waitingLabel"),
                                       tr("Checking your computer. The results appear here in a moment.").toHtmlEscaped()))
    , m_contentLayout(nullptr)
{
    auto *content = new QWidget;
    m_contentLayout = new QVBoxLayout(content);
    m_contentLayout->setContentsMargins(0, 0, 4, 0);   // the page has its margins already
    m_scroll->setWidget(content);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);

    m_waitingLabel->setAlignment(Qt::AlignCenter);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_waitingLabel, 1);
    layout->addWidget(m_scroll, 1);
    layout->addWidget(new ReportActionsBar(session));

    connect(session, &WizardSession::scanStarted, this, &ScanResultPage::refresh);
    connect(session, &WizardSession::scanFinished, this, &ScanResultPage::refresh);
}

bool ScanResultPage::isComplete() const
{
    return m_session->hasReport() && !m_session->isScanning();
}

void ScanResultPage::initializePage()
{
    refresh();
}

void ScanResultPage::refresh()
{
    const bool scanning = m_session->isScanning();
    const bool hasReport = m_session->hasReport();
    m_waitingLabel->setVisible(!hasReport);
    m_scroll->setVisible(hasReport);
    // An older result stays readable during a new scan, greyed so it is not taken for the new one.
    m_scroll->widget()->setEnabled(!scanning);
    if (hasReport && !scanning)
        showReport(m_session->report());
    Q_EMIT completeChanged();
}

} // namespace cudnnsetup
