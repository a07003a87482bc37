#include "wizard_pages/SourcePage.h"

#include "core/model/ShownPath.h"
#include "wizard_pages/BrowserHandOffPanel.h"
#include "wizard_pages/DownloadPanel.h"
#include "wizard_pages/LocalArchivePanel.h"
#include "wizard_pages/ReleasePicker.h"
#include "wizard_pages/SetupWizard.h"
#include "wizard_pages/StatusRow.h"
#include "wizard_pages/WizardSession.h"
#include "wizard_pages/WrappingLabel.h"

#include <QApplication>
#include <QButtonGroup>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QMimeData>
#include <QRadioButton>
#include <QScrollArea>
#include <QStyle>
#include <QVBoxLayout>

namespace cudnnsetup {

namespace {

// The first dropped local file that could be an archive; empty when there is none.
QString droppedArchive(const QMimeData *mime)
{
    if (!mime || !mime->hasUrls())
        return {};
    for (const QUrl &url : mime->urls())
        if (url.isLocalFile() && LocalArchivePanel::isArchiveFileName(url.toLocalFile()))
            return url.toLocalFile();
    return {};
}

} // namespace

SourcePage::SourcePage(WizardSession *session, QWidget *parent)
    : QWizardPage(parent)
    , m_session(session)
    , m_picker(new ReleasePicker)
    , m_routes(new QButtonGroup(this))
    , m_routeBox(new QWidget)
    , m_panels(new QWidget)
    , m_download(new DownloadPanel(session))
    , m_browser(new BrowserHandOffPanel(session))
    , m_local(new LocalArchivePanel)
    , m_ready(new WrappingLabel(QStringLiteral("readyLabel")))
    , m_readyRow(new StatusRow(Verdict::Severity::Ok, m_ready))
{
    setTitle(tr("Get the cuDNN archive"));
    setSubTitle(tr("Choose the cuDNN build and how to get it. The wizard checks the file before it is used; nothing "
                   "is installed on this page."));
    setAcceptDrops(true);

    auto *routeLayout = new QVBoxLayout(m_routeBox);
    routeLayout->setContentsMargins(0, 0, 0, 0);
    addRoute(Route::Nvidia, QStringLiteral("routeNvidia"), tr("Download from N&VIDIA (recommended)"),
             tr("The wizard downloads the archive from NVIDIA's public download server and checks it. No account "
                "is needed."));
    addRoute(Route::Browser, QStringLiteral("routeBrowser"), tr("Sign in at NVIDIA Developer in your bro&wser"),
             tr("When the download above does not work, get the file on NVIDIA's website in your own browser; the "
                "wizard waits for it in your Downloads folder. You sign in only in the browser: the wizard never "
                "sees your NVIDIA password."));
    addRoute(Route::Local, QStringLiteral("routeLocal"), tr("An archive I already &have"),
             tr("A file you downloaded earlier or got on a USB stick or from a shared folder. You can also drag it "
                "onto this page."));
    addRoute(Route::Mirror, QStringLiteral("routeMirror"), tr("A lab &mirror"),
             tr("Your lab or school keeps NVIDIA's files on its own server or in a shared folder."));
    m_routes->button(int(Route::Nvidia))->setChecked(true);

    // Only the chosen route's panel is shown (a stacked widget would keep the tallest one's height).
    auto *panelLayout = new QVBoxLayout(m_panels);
    panelLayout->setContentsMargins(0, 0, 0, 0);
    panelLayout->addWidget(m_download);
    panelLayout->addWidget(m_browser);
    panelLayout->addWidget(m_local);

    auto *content = new QWidget;
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->addWidget(WrappingLabel::heading(tr("Which cuDNN")));
    contentLayout->addWidget(m_picker);
    contentLayout->addSpacing(8);
    contentLayout->addWidget(WrappingLabel::heading(tr("How to get it")));
    contentLayout->addWidget(m_routeBox);
    contentLayout->addSpacing(8);
    contentLayout->addWidget(m_panels);
    contentLayout->addStretch(1);

    auto *scroll = new QScrollArea;
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(scroll, 1);
    layout->addWidget(m_readyRow);

    connect(m_routes, &QButtonGroup::idToggled, this, [this](int, bool checked) {
        if (checked)
            onRouteChanged();
    });
    connect(m_picker, &ReleasePicker::selectionChanged, this, &SourcePage::onPickChanged);
    connect(m_download, &DownloadPanel::archiveAccepted, this, &SourcePage::onArchiveAccepted);
    connect(m_download, &DownloadPanel::browserRouteRequested, this, [this] { setRoute(Route::Browser); });
    connect(m_browser, &BrowserHandOffPanel::archiveAccepted, this, &SourcePage::onArchiveAccepted);
    connect(m_local, &LocalArchivePanel::archiveAccepted, this, &SourcePage::onArchiveAccepted);
    connect(session, &WizardSession::acquiredArchiveChanged, this, [this] {
        showReady();
        Q_EMIT completeChanged();
    });
}

void SourcePage::addRoute(Route route, const QString &objectName, const QString &title, const QString &explanation)
{
    auto *button = new QRadioButton(title);
    button->setObjectName(objectName);
    auto *label = new WrappingLabel(objectName + QStringLiteral("Explanation"), explanation.toHtmlEscaped());
    label->setIndent(QApplication::style()->pixelMetric(QStyle::PM_ExclusiveIndicatorWidth) + 8);
    m_routes->addButton(button, int(route));
    m_routeBox->layout()->addWidget(button);
    m_routeBox->layout()->addWidget(label);
}

void SourcePage::initializePage()
{
    m_visible = true;
    // A rescan on an earlier page may have changed the machine; the user's pick stays if it is
    // still offered.
    m_picker->setReport(m_session->report(), true);
    showReady();
    onRouteChanged();
}

void SourcePage::cleanupPage()
{
    QWizardPage::cleanupPage();
    m_visible = false;
    deactivatePanels();
}

bool SourcePage::isComplete() const
{
    return m_session->hasAcquiredArchive();
}

int SourcePage::nextId() const
{
    return SetupWizard::Extract;
}

SourcePage::Route SourcePage::route() const
{
    return Route(m_routes->checkedId());
}

void SourcePage::setRoute(Route route)
{
    m_routes->button(int(route))->setChecked(true);
}

void SourcePage::deactivatePanels()
{
    m_download->deactivate();
    m_browser->deactivate();
    m_local->deactivate();
}

void SourcePage::onRouteChanged()
{
    const Route chosen = route();
    m_download->setVisible(chosen == Route::Nvidia || chosen == Route::Mirror);
    m_browser->setVisible(chosen == Route::Browser);
    m_local->setVisible(chosen == Route::Local);
    if (chosen != Route::Nvidia && chosen != Route::Mirror)
        m_download->deactivate();
    if (chosen != Route::Browser)
        m_browser->deactivate();
    if (chosen != Route::Local)
        m_local->deactivate();
    switch (chosen) {
    case Route::Nvidia:
    case Route::Mirror:
        m_download->setMode(chosen == Route::Nvidia ? DownloadPanel::Mode::Nvidia : DownloadPanel::Mode::Mirror);
        if (m_visible)
            m_download->activate();
        break;
    case Route::Browser:
        if (m_visible)
            m_browser->activate();
        break;
    case Route::Local:
        break;
    }
}

void SourcePage::onPickChanged()
{
    const ArchiveTarget wanted = m_picker->wanted();
    const AcquiredArchive &acquired = m_session->acquiredArchive();
    // An archive of another build than the one now chosen is no longer the one in hand.
    if (acquired.isValid()
        && (acquired.target.cudnnVersion != wanted.cudnnVersion || acquired.target.cudaMajor != wanted.cudaMajor))
        m_session->clearAcquiredArchive();
    m_download->setWanted(wanted);
    m_browser->setWanted(wanted);
    m_local->setWanted(wanted);
}

void SourcePage::onArchiveAccepted(const AcquiredArchive &archive)
{
    m_session->setAcquiredArchive(archive);
}

void SourcePage::showReady()
{
    const AcquiredArchive &archive = m_session->acquiredArchive();
    if (!archive.isValid()) {
        m_readyRow->hide();
        m_ready->clear();
        return;
    }
    const QString file = shownPath(archive.path);
    const QString sha = QString::fromLatin1(archive.sha256.left(16)) + QStringLiteral("…");
    const QString status = archive.checksumVerified ? tr("Ready: %1 (verified, SHA-256 %2)").arg(file, sha)
                                                    : tr("Ready: %1 (contents checked, SHA-256 %2)").arg(file, sha);
    const QString build = tr("cuDNN %1 for CUDA %2, %3")
                              .arg(archive.identity.version.toString())
                              .arg(archive.identity.cudaMajor > 0 ? archive.identity.cudaMajor : archive.target.cudaMajor)
                              .arg(archive.identity.platform);
    m_ready->setText(QStringLiteral("<b>%1</b><br>%2").arg(status.toHtmlEscaped(), build.toHtmlEscaped()));
    m_ready->setToolTip(tr("SHA-256: %1").arg(QString::fromLatin1(archive.sha256)));
    m_readyRow->show();
}

void SourcePage::dragEnterEvent(QDragEnterEvent *event)
{
    if (!droppedArchive(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void SourcePage::dropEvent(QDropEvent *event)
{
    const QString path = droppedArchive(event->mimeData());
    if (path.isEmpty())
        return;
    event->acceptProposedAction();
    setRoute(Route::Local);
    m_local->checkFile(path);
}

} // namespace cudnnsetup
