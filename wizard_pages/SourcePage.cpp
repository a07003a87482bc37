// Long because: the page is where the four routes meet — it builds them, switches between them and takes each one's file in; the routes' own work is in their panels.
#include "wizard_pages/SourcePage.h"

#include "core/acquire/ReleaseCatalogue.h"
#include "core/model/DataSize.h"
#include "core/model/ShownPath.h"
#include "wizard_pages/ArchiveIntakeView.h"
#include "wizard_pages/BrowserHandOffPanel.h"
#include "wizard_pages/CudaPiecesPanel.h"
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
#include <QGridLayout>
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
    , m_intakeView(new ArchiveIntakeView)
    , m_cuda(new CudaPiecesPanel(session))
    , m_unreachable(new WrappingLabel(QStringLiteral("serverUnreachableLabel")))
    , m_unreachableRow(new StatusRow(Verdict::Severity::Info, m_unreachable))
    , m_ready(new WrappingLabel(QStringLiteral("readyLabel")))
    , m_readyRow(new StatusRow(Verdict::Severity::Ok, m_ready))
{
    setTitle(tr("Get the cuDNN archive"));
    setSubTitle(tr("Choose the cuDNN build and how to get it. The wizard checks the file before it is used; nothing "
                   "is installed on this page."));
    setAcceptDrops(true);

    auto *routeLayout = new QGridLayout(m_routeBox);
    routeLayout->setContentsMargins(0, 0, 0, 0);
    routeLayout->setColumnStretch(1, 1);
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
    contentLayout->setContentsMargins(0, 0, 4, 0);   // the page has its margins already
    contentLayout->addWidget(WrappingLabel::heading(tr("Which cuDNN")));
    contentLayout->addWidget(m_picker);
    contentLayout->addSpacing(8);
    contentLayout->addWidget(WrappingLabel::heading(tr("How to get it")));
    contentLayout->addWidget(m_unreachableRow);
    contentLayout->addWidget(m_routeBox);
    contentLayout->addSpacing(8);
    contentLayout->addWidget(m_panels);
    contentLayout->addWidget(m_intakeView);
    contentLayout->addSpacing(8);
    contentLayout->addWidget(m_cuda);
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
    connect(m_session, &WizardSession::catalogueRead, this, [this] {
        if (m_visible)
            m_picker->refreshList(m_session->report());
    });
    connect(m_download, &DownloadPanel::archiveDownloaded, this,
            [this](const QString &path, const ArchiveTarget &as, const QByteArray &sha256) {
                take(path, as, sha256, route());
            });
    connect(m_download, &DownloadPanel::browserRouteRequested, this, [this] { setRoute(Route::Browser); });
    connect(m_download, &DownloadPanel::serverUnreachable, this, &SourcePage::onServerUnreachable);
    connect(m_browser, &BrowserHandOffPanel::archiveFound, this,
            [this](const QString &path, const ArchiveTarget &as, const QByteArray &sha256) {
                take(path, as, sha256, Route::Browser);
            });
    connect(m_browser, &BrowserHandOffPanel::archiveRefused, m_intakeView, &ArchiveIntakeView::showRefusal);
    connect(m_local, &LocalArchivePanel::fileChosen, this,
            [this](const QString &path) { take(path, m_picker->wanted(), {}, Route::Local); });
    connect(&m_intake, &ArchiveIntakeRunner::progress, m_intakeView, &ArchiveIntakeView::showProgress);
    connect(&m_intake, &ArchiveIntakeRunner::finished, this, &SourcePage::onIntakeFinished);
    connect(m_intakeView, &ArchiveIntakeView::cancelRequested, this, [this] {
        m_intake.cancel();
        m_intakeView->clear();
        tellPanel(m_intakeRoute, false);
        Q_EMIT completeChanged();
    });
    connect(session, &WizardSession::acquiredArchiveChanged, this, [this] {
        showReady();
        Q_EMIT completeChanged();
    });
    connect(m_cuda, &CudaPiecesPanel::changed, this, &SourcePage::completeChanged);
    connect(session, &WizardSession::cudaPiecesChanged, this, &SourcePage::completeChanged);
}

void SourcePage::addRoute(Route route, const QString &objectName, const QString &title, const QString &explanation)
{
    auto *button = new QRadioButton(title);
    button->setObjectName(objectName);
    // What each way means is said when the mouse rests on it; the chosen way's panel below says
    // what to do.
    button->setToolTip(explanation);
    button->setAccessibleDescription(explanation);
    m_routes->addButton(button, int(route));
    // Two by two, so that the four ways take two lines.
    auto *grid = static_cast<QGridLayout *>(m_routeBox->layout());
    const int index = m_routes->buttons().size() - 1;
    grid->addWidget(button, index / 2, index % 2);
}

void SourcePage::initializePage()
{
    m_visible = true;
    // A rescan on an earlier page may have changed the machine; the user's pick stays if it is
    // still offered.
    m_picker->setReport(m_session->report(), true);
    m_cuda->setCudaMajor(m_picker->wanted().cudaMajor);
    showReady();
    onRouteChanged();
}

void SourcePage::cleanupPage()
{
    QWizardPage::cleanupPage();
    m_visible = false;
    m_intake.cancel();
    m_intakeView->clear();
    deactivatePanels();
    m_cuda->deactivate();
}

bool SourcePage::isComplete() const
{
    const bool cudaInHand = !m_session->cudaProfile() || (m_session->hasCudaPieces() && !m_cuda->isBusy());
    return m_session->hasAcquiredArchive() && !m_intake.isRunning() && cudaInHand;
}

int SourcePage::nextId() const
{
    // Taken in here already unpacked: straight on to the plan. The Extract page unpacks again
    // only when those files are gone (an install attempt used them up).
    return m_session->acquiredArchiveIsUnpacked() ? SetupWizard::Install : SetupWizard::Extract;
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
}

void SourcePage::onRouteChanged()
{
    const Route chosen = route();
    // Another way chosen: what the last one was doing or said goes.
    if (!m_intake.isRunning() || chosen != m_intakeRoute) {
        if (m_intake.isRunning()) {
            m_intake.cancel();
            tellPanel(m_intakeRoute, false);
        }
        m_intakeView->clear();
    }
    if (chosen == Route::Nvidia)
        m_unreachableRow->hide();   // chosen again: asked again
    // Tab enters the routes at the chosen one, also when the page chose it (Qt moves this tab
    // stop only with the focus).
    for (QAbstractButton *button : m_routes->buttons()) {
        const int policy = button->focusPolicy();
        button->setFocusPolicy(Qt::FocusPolicy(button->isChecked() ? (policy | Qt::TabFocus) : (policy & ~Qt::TabFocus)));
    }
    m_download->setVisible(chosen == Route::Nvidia || chosen == Route::Mirror);
    m_browser->setVisible(chosen == Route::Browser);
    m_local->setVisible(chosen == Route::Local);
    if (chosen != Route::Nvidia && chosen != Route::Mirror)
        m_download->deactivate();
    if (chosen != Route::Browser)
        m_browser->deactivate();
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
    // An archive of another build than the one now chosen is no longer the one in hand, and
    // nothing said about an earlier choice stays.
    if (acquired.isValid()
        && (acquired.target.cudnnVersion != wanted.cudnnVersion || acquired.target.cudaMajor != wanted.cudaMajor))
        m_session->clearAcquiredArchive();
    if (m_intake.isRunning()) {
        m_intake.cancel();
        tellPanel(m_intakeRoute, false);
    }
    m_intakeView->clear();
    m_download->setWanted(wanted);
    m_browser->setWanted(wanted);
    m_local->setWanted(wanted);
    m_cuda->setCudaMajor(wanted.cudaMajor);
}

void SourcePage::take(const QString &path, const ArchiveTarget &as, const QByteArray &verifiedSha256, Route from)
{
    if (m_intake.isRunning())
        tellPanel(m_intakeRoute, false);
    m_intakeRoute = from;
    m_intakeTarget = as;
    m_session->clearAcquiredArchive();
    m_intakeView->showStarted(path);
    m_intake.take(m_session->installWorkflow().setting(), {path, as, verifiedSha256});
    Q_EMIT completeChanged();
}

void SourcePage::onIntakeFinished(const IntakeResult &result)
{
    tellPanel(m_intakeRoute, result.fits());
    if (!result.fits()) {
        m_intakeView->showRefusal(result.refusal);
        Q_EMIT completeChanged();
        return;
    }
    m_intakeView->clear();
    const ArchiveIdentity identity = result.identity();
    const int cudaMajor = identity.cudaMajor > 0 ? identity.cudaMajor : m_picker->wanted().cudaMajor;
    // The release choice follows the archive; a release the list does not know keeps the pick.
    // The archive is described as the build it was taken as when it is that build (a download
    // keeps the manifest's size and checksum), else as the list has it, else as its files say.
    const auto isBuildOf = [&](const ArchiveTarget &target) {
        return target.cudaMajor == cudaMajor && target.cudnnVersion.truncated(3) == identity.version.truncated(3);
    };
    m_picker->follow(identity.version, cudaMajor);
    ArchiveTarget target = m_intakeTarget;
    if (!isBuildOf(target))
        target = m_picker->wanted();
    if (!isBuildOf(target)) {
        target = {};
        target.cudnnVersion = identity.version;
        target.platform = identity.platform;
        target.cudaMajor = cudaMajor;
        target.fileName = identity.fileName;
    }
    const OtherBuildNote note = ReleaseCatalogue::noteForArchive(identity.version, cudaMajor, m_session->report());
    m_readyNote = note.text;
    m_noteIsWarning = note.warning;
    AcquiredArchive archive{result.path, target, identity, result.sha256, result.checksumVerified};
    m_session->setAcquiredArchive(archive, result.unpacked);
}

void SourcePage::tellPanel(Route route, bool accepted)
{
    switch (route) {
    case Route::Nvidia:
    case Route::Mirror:
        m_download->intakeFinished(accepted);
        break;
    case Route::Browser:
        m_browser->intakeFinished(accepted);
        break;
    case Route::Local:
        break;
    }
}

void SourcePage::onServerUnreachable(const QString &detail)
{
    m_unreachable->setText(tr("NVIDIA's download server cannot be reached from this computer (no internet, or a proxy "
                              "or firewall in the way). Use an archive you already have, a lab mirror, or your browser.")
                               .toHtmlEscaped());
    m_unreachable->setToolTip(detail);
    m_unreachableRow->show();
    if (route() == Route::Nvidia)
        setRoute(Route::Local);
}

void SourcePage::showReady()
{
    const AcquiredArchive &archive = m_session->acquiredArchive();
    if (!archive.isValid()) {
        m_readyRow->hide();
        m_ready->clear();
        m_readyNote.clear();
        m_noteIsWarning = false;
        return;
    }
    const QString file = QFileInfo(archive.path).fileName();
    const QString status = !archive.checksumVerified ? tr("Ready: %1 (contents checked)").arg(file)
                           : archive.target.checksumFromMirrorOnly
                               ? tr("Ready: %1 (verified against the mirror's checksum; NVIDIA's own is not known here)").arg(file)
                               : tr("Ready: %1 (verified against NVIDIA's checksum)").arg(file);
    const QString build = tr("cuDNN %1 for CUDA %2, %3")
                              .arg(archive.identity.version.toString())
                              .arg(archive.identity.cudaMajor > 0 ? archive.identity.cudaMajor : archive.target.cudaMajor)
                              .arg(archive.identity.platform);
    QString text = QStringLiteral("<b>%1</b><br>%2").arg(status.toHtmlEscaped(), build.toHtmlEscaped());
    if (m_session->acquiredArchiveIsUnpacked()) {
        const ExtractionResult &unpacked = m_session->installWorkflow().unpacked().extraction;
        text += QStringLiteral(" — ")
                + tr("unpacked and checked: %n file(s), %1.", nullptr, unpacked.files)
                      .arg(dataSizeText(unpacked.bytesWritten))
                      .toHtmlEscaped();
    }
    if (!m_readyNote.isEmpty())
        text += QStringLiteral("<br>") + m_readyNote.toHtmlEscaped();
    m_ready->setText(text);
    m_readyRow->setSeverity(m_noteIsWarning ? Verdict::Severity::Warning : Verdict::Severity::Ok);
    m_ready->setToolTip(tr("%1\nSHA-256: %2").arg(shownPath(archive.path), QString::fromLatin1(archive.sha256)));
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
    take(path, m_picker->wanted(), {}, Route::Local);
}

} // namespace cudnnsetup
