#include "wizard_pages/BrowserHandOffPanel.h"

#include "core/model/ShownPath.h"
#include "wizard_pages/WizardSession.h"
#include "wizard_pages/WrappingLabel.h"

#include <QClipboard>
#include <QDesktopServices>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace cudnnsetup {

BrowserHandOffPanel::BrowserHandOffPanel(WizardSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_instructions(new WrappingLabel(QStringLiteral("browserInstructionsLabel")))
    , m_open(new QPushButton(tr("&Open NVIDIA Developer in my browser")))
    , m_copy(new QPushButton(tr("Copy &link")))
    , m_choose(new QPushButton(tr("I have the file — choose &it…")))
    , m_changeFolder(new QPushButton(tr("Watch another &folder…")))
    , m_notice(new WrappingLabel(QStringLiteral("browserNoticeLabel")))
    , m_busy(new QProgressBar)
    , m_status(new WrappingLabel(QStringLiteral("browserStatusLabel")))
{
    m_open->setObjectName(QStringLiteral("openBrowserButton"));
    m_copy->setObjectName(QStringLiteral("copyLinkButton"));
    m_choose->setObjectName(QStringLiteral("chooseDownloadedButton"));
    m_changeFolder->setObjectName(QStringLiteral("changeFolderButton"));
    m_changeFolder->setToolTip(tr("For a browser that saves downloads somewhere else than your Downloads folder."));
    m_busy->setObjectName(QStringLiteral("browserWaitIndicator"));
    m_busy->setRange(0, 0);
    m_busy->setTextVisible(false);
    m_busy->setMaximumWidth(120);

    auto *linkButtons = new QHBoxLayout;
    linkButtons->addWidget(m_open);
    linkButtons->addWidget(m_copy);
    linkButtons->addStretch(1);
    auto *statusLine = new QHBoxLayout;
    statusLine->addWidget(m_busy, 0, Qt::AlignTop);
    statusLine->addWidget(m_status, 1);
    auto *chooseLine = new QHBoxLayout;
    chooseLine->addWidget(m_choose);
    chooseLine->addWidget(m_changeFolder);
    chooseLine->addStretch(1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_instructions);
    layout->addLayout(linkButtons);
    layout->addWidget(m_notice);
    layout->addLayout(statusLine);
    layout->addLayout(chooseLine);
    setStatus({}, false);
    m_notice->hide();

    connect(m_open, &QPushButton::clicked, this, &BrowserHandOffPanel::openBrowser);
    connect(m_copy, &QPushButton::clicked, this, &BrowserHandOffPanel::copyLink);
    connect(m_choose, &QPushButton::clicked, this, &BrowserHandOffPanel::chooseFile);
    connect(m_changeFolder, &QPushButton::clicked, this, &BrowserHandOffPanel::chooseFolder);
    connect(&m_watcher, &DownloadsWatcher::statusChanged, this,
            [this](const QString &status) { setStatus(status, m_watcher.isWatching()); });
    connect(&m_watcher, &DownloadsWatcher::archiveFound, this, &BrowserHandOffPanel::onArchiveFound);
    connect(&m_watcher, &DownloadsWatcher::archiveRejected, this,
            [this](const QString &, const QString &reason) { Q_EMIT archiveRefused(reason); });
    // With NVIDIA's checksum the file from the browser is verified, not only identified; without
    // it (offline, blocked) the watcher still identifies the archive from its contents.
    connect(&m_manifest, &ArchiveFetch::resolved, this, [this](const ArchiveTarget &target) {
        if (target.cudnnVersion.truncated(3) != m_wanted.cudnnVersion.truncated(3) || target.cudaMajor != m_wanted.cudaMajor)
            return;
        m_wanted = target;
        m_watcher.setTarget(target);
    });
}

QUrl BrowserHandOffPanel::developerPageUrl()
{
    return QUrl(QStringLiteral("https://developer.nvidia.com/cudnn"));
}

void BrowserHandOffPanel::setWanted(const ArchiveTarget &wanted)
{
    m_wanted = wanted;
    m_taking.clear();
    m_watcher.setTarget(wanted);
    if (!wanted.hasChecksum() && wanted.cudnnVersion.isValid()) {
        FetchSource source = m_session->fetchSource();
        m_manifest.resolve(wanted, source);
    }
    showInstructions();
}

void BrowserHandOffPanel::showInstructions()
{
    const QString file = m_wanted.fileName.isEmpty() ? tr("the cuDNN %1 archive for CUDA %2, %3")
                                                           .arg(m_wanted.cudnnVersion.toString())
                                                           .arg(m_wanted.cudaMajor)
                                                           .arg(m_wanted.platform)
                                                     : m_wanted.fileName;
    const QStringList steps = {
        tr("Open NVIDIA's cuDNN page (%1) in your web browser and sign in with your NVIDIA Developer account "
           "(free to create).")
            .arg(developerPageUrl().toString()),
        tr("Accept NVIDIA's license there and download this file: %1").arg(file),
        tr("Leave this window open. The wizard watches your Downloads folder (%1) and checks the file as soon as the "
           "download has finished.")
            .arg(shownPath(m_session->downloadsFolder())),
    };
    QString list;
    for (const QString &step : steps)
        list += QStringLiteral("<li>%1</li>").arg(step.toHtmlEscaped());
    m_instructions->setText(QStringLiteral("<ol>%1</ol>%2")
                                .arg(list, tr("You sign in only in your browser; the wizard never asks for or sees your "
                                              "NVIDIA password.")
                                               .toHtmlEscaped()));
}

void BrowserHandOffPanel::activate()
{
    m_active = true;
    showInstructions();
    m_watcher.setFolders({m_session->downloadsFolder()});
    m_watcher.start();
    setStatus(m_watcher.status(), true);
}

void BrowserHandOffPanel::deactivate()
{
    m_active = false;
    m_watcher.stop();
    m_taking.clear();
    setStatus({}, false);
}

void BrowserHandOffPanel::openBrowser()
{
    if (QDesktopServices::openUrl(developerPageUrl()))
        return;
    m_notice->setText(tr("No web browser could be opened. Copy the link and open it in a browser yourself, on this "
                         "or another computer.")
                          .toHtmlEscaped());
    m_notice->show();
}

void BrowserHandOffPanel::copyLink()
{
    QGuiApplication::clipboard()->setText(developerPageUrl().toString());
    m_notice->setText(tr("Link copied: %1").arg(developerPageUrl().toString()).toHtmlEscaped());
    m_notice->show();
}

void BrowserHandOffPanel::chooseFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose the downloaded cuDNN archive"),
                                                      m_session->downloadsFolder(),
                                                      tr("cuDNN archives (*.tar.xz *.tgz *.tar.gz *.zip);;All files (*)"));
    if (path.isEmpty())
        return;
    m_watcher.setFile(path);
}

void BrowserHandOffPanel::chooseFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Choose the folder your browser saves downloads to"),
                                                             m_session->downloadsFolder());
    if (folder.isEmpty())
        return;
    m_session->setDownloadsFolder(folder);
    showInstructions();
    if (m_active) {
        m_watcher.stop();
        m_watcher.setFolders({folder});
        m_watcher.start();
    }
}

void BrowserHandOffPanel::onArchiveFound(const QString &path, const QByteArray &verifiedSha256)
{
    m_taking = path;
    setStatus(tr("Found %1.").arg(QFileInfo(path).fileName()), false);
    Q_EMIT archiveFound(path, m_wanted, verifiedSha256);
}

void BrowserHandOffPanel::intakeFinished(bool accepted)
{
    if (m_taking.isEmpty())
        return;
    if (accepted) {
        // The archive is in hand: the watching ends here.
        m_watcher.stop();
        setStatus(tr("Found %1 and took it.").arg(QFileInfo(m_taking).fileName()), false);
    } else {
        setStatus(m_watcher.status(), m_watcher.isWatching());
    }
    m_taking.clear();
}

void BrowserHandOffPanel::setStatus(const QString &text, bool busy)
{
    m_status->setText(text.toHtmlEscaped());
    m_status->setVisible(!text.isEmpty());
    m_busy->setVisible(busy);
}

} // namespace cudnnsetup
