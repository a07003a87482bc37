// DownloadPanel: the two routes that fetch the archive over the network or from a share —
// "Download from NVIDIA" and "a lab mirror" (an https/http URL or a folder in NVIDIA's layout).
// It drives core's ArchiveFetch: resolve the build against the release's manifest (file, size,
// checksum, license link), let the user accept NVIDIA's license, download with progress,
// pause/resume/cancel, and finally hand the verified file to the Source page, which unpacks and
// identifies it. Failures are shown in the downloader's own words with "Try again", and on a
// refusal from NVIDIA (403) or a server that cannot be reached, a pointer to the routes that
// work without it.
#pragma once

#include "core/acquire/ArchiveFetch.h"
#include "wizard_pages/AcquiredArchive.h"

#include <QWidget>

class QLineEdit;
class QPushButton;

namespace cudnnsetup {

class LicenseOffer;
class StatusRow;
class TransferProgress;
class WizardSession;
class PlainHttpConsent;
class WrappingLabel;

class DownloadPanel : public QWidget
{
    Q_OBJECT

public:
    enum class Mode { Nvidia, Mirror };
    enum class State { Idle, Resolving, Resolved, Downloading, Paused, Checking, Done, Failed };

    explicit DownloadPanel(WizardSession *session, QWidget *parent = nullptr);

    void setMode(Mode mode);
    Mode mode() const { return m_mode; }
    // The build to get. A different one than before stops any work and starts over.
    void setWanted(const ArchiveTarget &wanted);
    // The panel is shown (its route was chosen): NVIDIA's manifest is read at once, a mirror's
    // once its address is given. deactivate() stops everything; a partial download is kept
    // in the cache and continues next time.
    void activate();
    void deactivate();

    State state() const { return m_state; }

    // The Source page took the downloaded file in (`accepted`), or refused it: the panel offers
    // the download again.
    void intakeFinished(bool accepted);

Q_SIGNALS:
    // A verified download, for the Source page to take in; `as` is the build it was fetched as.
    void archiveDownloaded(const QString &path, const cudnnsetup::ArchiveTarget &as, const QByteArray &sha256);
    void browserRouteRequested();
    // NVIDIA's server gave no answer at all (no internet, a proxy or firewall in the way): the
    // Source page says so once and moves to the routes that work without it.
    void serverUnreachable(const QString &detail);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void useMirror();
    FetchSource source() const;
    void resolve();
    void startDownload();
    void retry();
    void togglePause();
    void cancel();
    void browseMirror();
    void onResolved(const ArchiveTarget &target, const QString &licenseUrl);
    void onResolveFailed(const QString &message, bool unreachable);
    void onProgress(qint64 received, qint64 total, double bytesPerSecond, int secondsLeft);
    void onDownloadFinished(const DownloadResult &result);
    void fail(const QString &message, bool retryResolves, bool suggestBrowser);
    void setStatus(const QString &text);
    void setState(State state);
    void updateWidgets();

    WizardSession *m_session;
    Mode m_mode = Mode::Nvidia;
    State m_state = State::Idle;
    bool m_active = false;
    bool m_retryResolves = true;
    ArchiveTarget m_wanted;
    ArchiveTarget m_resolved;
    ArchiveFetch m_fetch;

    QWidget *m_mirrorRow;
    QLineEdit *m_mirrorEdit;
    QPushButton *m_mirrorBrowse;
    WrappingLabel *m_mirrorNote;
    PlainHttpConsent *m_httpConsent;
    WrappingLabel *m_fileLabel;
    LicenseOffer *m_license;
    QPushButton *m_start;
    QPushButton *m_pause;
    QPushButton *m_cancel;
    TransferProgress *m_progress;
    WrappingLabel *m_status;
    WrappingLabel *m_error;
    QPushButton *m_retry;
    StatusRow *m_errorRow;
    StatusRow *m_browserHintRow;
};

} // namespace cudnnsetup
