// BrowserHandOffPanel: the "sign in at NVIDIA Developer in your browser" route (Nextcloud's
// browser sign-in hand-off, waiting for a file instead of a token). It opens NVIDIA's cuDNN page
// in the user's browser (or copies the link), says which file to download there, and then
// watches the Downloads folder until that archive arrives complete; "I have the file" points it
// at a file saved elsewhere. The Source page takes the file in (unpacks and identifies it) and
// shows any refusal. The sign-in happens only in the browser: the wizard never sees it.
#pragma once

#include "core/acquire/ArchiveFetch.h"
#include "core/acquire/handoff/DownloadsWatcher.h"
#include "core/model/ArchiveTarget.h"
#include "wizard_pages/AcquiredArchive.h"

#include <QUrl>
#include <QWidget>

class QProgressBar;
class QPushButton;

namespace cudnnsetup {

class WizardSession;
class WrappingLabel;

class BrowserHandOffPanel : public QWidget
{
    Q_OBJECT

public:
    explicit BrowserHandOffPanel(WizardSession *session, QWidget *parent = nullptr);

    // NVIDIA's cuDNN download page, where the sign-in and the license happen.
    static QUrl developerPageUrl();

    void setWanted(const ArchiveTarget &wanted);
    // Starts watching the Downloads folder (files already there count); deactivate() stops it.
    void activate();
    void deactivate();

    // The Source page took the found file in (`accepted`: the watching ends) or refused it (the
    // watching goes on).
    void intakeFinished(bool accepted);

Q_SIGNALS:
    // A settled download that passed the name, size and checksum checks, for the Source page to
    // take in as the build `as`; `verifiedSha256` is set when NVIDIA's checksum matched.
    void archiveFound(const QString &path, const cudnnsetup::ArchiveTarget &as, const QByteArray &verifiedSha256);
    // A file in Downloads that cannot be the archive, and why.
    void archiveRefused(const QString &reason);

private:
    void openBrowser();
    void copyLink();
    void chooseFile();
    void chooseFolder();
    void onArchiveFound(const QString &path, const QByteArray &verifiedSha256);
    void showInstructions();
    void setStatus(const QString &text, bool busy);

    WizardSession *m_session;
    ArchiveTarget m_wanted;
    bool m_active = false;
    // Reads the release's manifest so the browser's file is checked against NVIDIA's SHA-256.
    ArchiveFetch m_manifest;
    DownloadsWatcher m_watcher;
    QString m_taking;   // the found file the Source page is taking in
    WrappingLabel *m_instructions;
    QPushButton *m_open;
    QPushButton *m_copy;
    QPushButton *m_choose;
    QPushButton *m_changeFolder;
    WrappingLabel *m_notice;
    QProgressBar *m_busy;
    WrappingLabel *m_status;
};

} // namespace cudnnsetup
