#include "wizard_pages/DownloadPanel.h"

#include "core/model/DataSize.h"
#include "core/model/ShownPath.h"
#include "wizard_pages/LicenseOffer.h"
#include "wizard_pages/PlainHttpConsent.h"
#include "wizard_pages/ProxyCredentialsDialog.h"
#include "wizard_pages/StatusRow.h"
#include "wizard_pages/TransferProgress.h"
#include "wizard_pages/WizardSession.h"
#include "wizard_pages/WrappingLabel.h"

#include <QFileDialog>
#include <QKeyEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace cudnnsetup {

DownloadPanel::DownloadPanel(WizardSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_mirrorRow(new QWidget)
    , m_mirrorEdit(new QLineEdit)
    , m_mirrorBrowse(new QPushButton(tr("Br&owse…")))
    , m_mirrorNote(new WrappingLabel(QStringLiteral("mirrorNoteLabel")))
    , m_httpConsent(new PlainHttpConsent)
    , m_fileLabel(new WrappingLabel(QStringLiteral("downloadFileLabel")))
    , m_license(new LicenseOffer)
    , m_start(new QPushButton(tr("&Download")))
    , m_pause(new QPushButton(tr("&Pause")))
    , m_cancel(new QPushButton(tr("&Cancel")))
    , m_progress(new TransferProgress)
    , m_status(new WrappingLabel(QStringLiteral("downloadStatusLabel")))
    , m_error(new WrappingLabel(QStringLiteral("errorLabel")))
    , m_retry(new QPushButton(tr("&Try again")))
    , m_errorRow(new StatusRow(Verdict::Severity::Error, m_error, m_retry))
    , m_browserHintRow(nullptr)
{
    m_mirrorEdit->setObjectName(QStringLiteral("mirrorEdit"));
    m_mirrorEdit->setPlaceholderText(tr("https://mirror.example.edu/cudnn/redist or a folder such as /mnt/lab/cudnn"));
    m_mirrorEdit->setClearButtonEnabled(true);
    m_mirrorBrowse->setObjectName(QStringLiteral("mirrorBrowseButton"));
    m_start->setObjectName(QStringLiteral("startButton"));
    m_pause->setObjectName(QStringLiteral("pauseButton"));
    m_cancel->setObjectName(QStringLiteral("cancelButton"));
    m_retry->setObjectName(QStringLiteral("retryButton"));
    m_status->hide();

    auto *mirrorLabel = new QLabel(tr("Mirror address or &folder:"));
    mirrorLabel->setBuddy(m_mirrorEdit);
    auto *mirrorLine = new QHBoxLayout;
    mirrorLine->addWidget(m_mirrorEdit, 1);
    mirrorLine->addWidget(m_mirrorBrowse);
    auto *mirrorLayout = new QVBoxLayout(m_mirrorRow);
    mirrorLayout->setContentsMargins(0, 0, 0, 0);
    mirrorLayout->addWidget(mirrorLabel);
    mirrorLayout->addLayout(mirrorLine);
    mirrorLayout->addWidget(m_mirrorNote);
    mirrorLayout->addWidget(m_httpConsent);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_pause);
    buttons->addWidget(m_cancel);
    buttons->addStretch(1);

    auto *useBrowser = new QPushButton(tr("Sign &in in my browser instead"));
    useBrowser->setObjectName(QStringLiteral("useBrowserButton"));
    m_browserHintRow = new StatusRow(
        Verdict::Severity::Info,
        new WrappingLabel(QStringLiteral("browserHintLabel"),
                          tr("NVIDIA's server did not give the file to the wizard. You can still get it: sign in at "
                             "NVIDIA Developer in your web browser, download it there, and the wizard picks it up.")
                              .toHtmlEscaped()),
        useBrowser);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_mirrorRow);
    layout->addWidget(m_fileLabel);
    layout->addWidget(m_license);
    layout->addLayout(buttons);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addWidget(m_errorRow);
    layout->addWidget(m_browserHintRow);

    connect(m_mirrorEdit, &QLineEdit::textEdited, this, [this] {
        m_fetch.cancel();
        setState(State::Idle);
    });
    connect(m_mirrorEdit, &QLineEdit::textChanged, m_httpConsent, &PlainHttpConsent::setAddress);
    connect(m_mirrorEdit, &QLineEdit::editingFinished, this, &DownloadPanel::useMirror);
    connect(m_httpConsent, &QCheckBox::toggled, this, [this](bool consented) {
        if (consented)
            useMirror();
        updateWidgets();
    });
    // Return in the address field means "use this mirror", not the wizard's default button.
    m_mirrorEdit->installEventFilter(this);
    connect(m_mirrorBrowse, &QPushButton::clicked, this, &DownloadPanel::browseMirror);
    connect(m_license, &LicenseOffer::acceptanceChanged, this, &DownloadPanel::updateWidgets);
    connect(m_start, &QPushButton::clicked, this, &DownloadPanel::startDownload);
    connect(m_pause, &QPushButton::clicked, this, &DownloadPanel::togglePause);
    connect(m_cancel, &QPushButton::clicked, this, &DownloadPanel::cancel);
    connect(m_retry, &QPushButton::clicked, this, &DownloadPanel::retry);
    connect(useBrowser, &QPushButton::clicked, this, &DownloadPanel::browserRouteRequested);

    connect(&m_fetch, &ArchiveFetch::resolved, this, &DownloadPanel::onResolved);
    connect(&m_fetch, &ArchiveFetch::failed, this, &DownloadPanel::onResolveFailed);
    connect(&m_fetch, &ArchiveFetch::progress, this, &DownloadPanel::onProgress);
    connect(&m_fetch, &ArchiveFetch::statusChanged, this, &DownloadPanel::setStatus);
    connect(&m_fetch, &ArchiveFetch::finished, this, &DownloadPanel::onDownloadFinished);
    // Direct: the downloader waits for the credentials while the signal runs.
    connect(&m_fetch.downloader(), &Downloader::proxyAuthenticationRequired, this,
            [this](const QNetworkProxy &proxy, QAuthenticator *authenticator) {
                ProxyCredentialsDialog::ask(proxy, authenticator, window());
            },
            Qt::DirectConnection);

    setMode(Mode::Nvidia);
}

void DownloadPanel::setMode(Mode mode)
{
    if (mode != m_mode) {
        m_fetch.cancel();
        m_mode = mode;
        m_state = State::Idle;
    }
    updateWidgets();
}

void DownloadPanel::setWanted(const ArchiveTarget &wanted)
{
    const bool same = wanted.cudnnVersion == m_wanted.cudnnVersion && wanted.cudaMajor == m_wanted.cudaMajor
                      && wanted.platform == m_wanted.platform;
    if (same)
        return;
    m_fetch.cancel();
    m_wanted = wanted;
    m_resolved = {};
    setState(State::Idle);
    if (m_active && (m_mode == Mode::Nvidia || !m_mirrorEdit->text().trimmed().isEmpty()))
        resolve();
}

void DownloadPanel::activate()
{
    m_active = true;
    if (m_state == State::Idle && (m_mode == Mode::Nvidia || !m_mirrorEdit->text().trimmed().isEmpty()))
        resolve();
    updateWidgets();
}

void DownloadPanel::deactivate()
{
    m_active = false;
    if (m_state == State::Resolving || m_state == State::Checking)
        setState(State::Idle);
    m_fetch.cancel();   // a running download answers with Cancelled and keeps its .part
}

bool DownloadPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_mirrorEdit && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            useMirror();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void DownloadPanel::useMirror()
{
    if (m_mode == Mode::Mirror && m_active && (m_state == State::Idle || m_state == State::Failed))
        resolve();
}

FetchSource DownloadPanel::source() const
{
    FetchSource source = m_session->fetchSource();
    if (m_mode == Mode::Mirror) {
        source.baseUrl = m_mirrorEdit->text().trimmed();
        source.fromMirror = true;
        source.allowInsecureHttp = m_httpConsent->isChecked();
    }
    return source;
}

void DownloadPanel::resolve()
{
    if (!m_wanted.cudnnVersion.isValid())
        return;
    const FetchSource from = source();
    if (from.baseUrl.isEmpty() || (m_mode == Mode::Mirror && !m_httpConsent->allows()))
        return;   // a plain http:// mirror waits for the box under its note
    m_resolved = {};
    setState(State::Resolving);
    m_session->readCatalogue(from, false);   // which releases this source really offers
    m_fetch.resolve(m_wanted, from);
}

void DownloadPanel::onResolved(const ArchiveTarget &target, const QString &licenseUrl)
{
    m_resolved = target;
    const QString size = target.size >= 0 ? dataSizeText(target.size)
                                           : tr("size unknown");
    QString file = tr("File: %1 (%2)").arg(target.fileName, size).toHtmlEscaped();
    if (const QString note = ArchiveFetch::checksumNote(target); !note.isEmpty())
        file += QStringLiteral("<br>") + note.toHtmlEscaped();
    m_fileLabel->setText(file);
    setStatus({});
    setState(State::Resolved);
    m_license->offer(licenseUrl, m_wanted.cudnnVersion, m_session->licenseStore().isAccepted(m_wanted.cudnnVersion));
}

void DownloadPanel::onResolveFailed(const QString &message, bool unreachable)
{
    if (unreachable && m_mode == Mode::Nvidia) {
        setState(State::Idle);
        Q_EMIT serverUnreachable(message);
        return;
    }
    fail(message, true, m_mode == Mode::Nvidia);
}

void DownloadPanel::startDownload()
{
    if (m_state != State::Resolved || !m_license->isAccepted())
        return;
    if (!m_license->wasAcceptedEarlier())
        m_session->licenseStore().accept(m_wanted.cudnnVersion);
    m_progress->reset();
    setState(State::Downloading);
    m_fetch.download();
}

void DownloadPanel::retry()
{
    if (m_retryResolves || m_resolved.fileName.isEmpty()) {
        resolve();
        return;
    }
    setState(State::Resolved);
    startDownload();
}

void DownloadPanel::togglePause()
{
    if (m_state == State::Downloading) {
        m_fetch.pause();
        setState(State::Paused);
    } else if (m_state == State::Paused) {
        m_fetch.resume();
        setState(State::Downloading);
    }
}

void DownloadPanel::cancel()
{
    if (m_state == State::Downloading || m_state == State::Paused)
        m_fetch.cancel();   // finished(Cancelled) brings the panel back to "ready to download"
    else if (m_state == State::Resolving) {
        m_fetch.cancel();
        setState(State::Idle);
    }
}

void DownloadPanel::browseMirror()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Choose the mirror folder"), m_mirrorEdit->text());
    if (folder.isEmpty())
        return;
    m_mirrorEdit->setText(shownPath(folder));
    m_fetch.cancel();
    setState(State::Idle);
    if (m_active)
        resolve();
}

void DownloadPanel::onProgress(qint64 received, qint64 total, double bytesPerSecond, int secondsLeft)
{
    m_progress->setProgress(received, total, bytesPerSecond, secondsLeft);
}

void DownloadPanel::onDownloadFinished(const DownloadResult &result)
{
    if (result.ok) {
        m_progress->setComplete();
        setStatus(result.reused ? tr("The archive was already downloaded and verified earlier.")
                                : tr("Downloaded, and the checksum matches."));
        setState(State::Checking);
        Q_EMIT archiveDownloaded(result.path, m_resolved, result.sha256);
        return;
    }
    if (result.error == DownloadErrorKind::Cancelled) {
        setStatus(result.message);
        setState(m_resolved.fileName.isEmpty() ? State::Idle : State::Resolved);
        return;
    }
    fail(result.message, false, m_mode == Mode::Nvidia && result.error == DownloadErrorKind::Forbidden);
}

void DownloadPanel::intakeFinished(bool accepted)
{
    if (m_state != State::Checking)
        return;
    setState(accepted ? State::Done : State::Resolved);
}

void DownloadPanel::fail(const QString &message, bool retryResolves, bool suggestBrowser)
{
    m_retryResolves = retryResolves;
    m_error->setText(message.toHtmlEscaped());
    m_browserHintRow->setVisible(suggestBrowser);
    setStatus({});
    setState(State::Failed);
}

void DownloadPanel::setStatus(const QString &text)
{
    m_status->setText(text.toHtmlEscaped());
    m_status->setVisible(!text.isEmpty());
}

void DownloadPanel::setState(State state)
{
    m_state = state;
    if (state != State::Failed)
        m_browserHintRow->hide();
    if (state == State::Idle || state == State::Resolving) {
        m_fileLabel->clear();
        m_license->withdraw();
        m_progress->reset();
    }
    updateWidgets();
}

void DownloadPanel::updateWidgets()
{
    m_mirrorRow->setVisible(m_mode == Mode::Mirror);
    const QString mirror = m_mirrorEdit->text().trimmed();
    if (mirror.startsWith(QStringLiteral("http://"), Qt::CaseInsensitive))
        m_mirrorNote->setText(tr("This mirror uses plain http://, which is not encrypted: someone on the network could "
                                 "read or change what is sent, the checksums in the mirror's list too, so a changed "
                                 "archive would still pass. Use https:// when the mirror offers it, or a folder.")
                                  .toHtmlEscaped());
    else
        m_mirrorNote->setText(tr("A web address or a folder set up by your lab or IT staff that holds NVIDIA's files in "
                                 "NVIDIA's layout (the redistrib_*.json lists and the cudnn/ folder). A plain http:// "
                                 "address is taken only when you say so, as it is not encrypted.")
                                  .toHtmlEscaped());

    const bool busy = m_state == State::Resolving || m_state == State::Downloading || m_state == State::Paused
                      || m_state == State::Checking;
    m_mirrorEdit->setEnabled(!busy);
    m_mirrorBrowse->setEnabled(!busy);
    m_httpConsent->setEnabled(!busy);
    m_start->setEnabled(m_state == State::Resolved && m_license->isAccepted());
    m_start->setVisible(m_state != State::Done);
    m_pause->setVisible(m_state == State::Downloading || m_state == State::Paused);
    m_pause->setText(m_state == State::Paused ? tr("R&esume") : tr("&Pause"));
    m_cancel->setVisible(m_state == State::Downloading || m_state == State::Paused || m_state == State::Resolving);
    const bool showProgress = m_state == State::Downloading || m_state == State::Paused || m_state == State::Checking
                              || m_state == State::Done;
    m_progress->setVisible(showProgress);
    m_errorRow->setVisible(m_state == State::Failed);
}

} // namespace cudnnsetup
