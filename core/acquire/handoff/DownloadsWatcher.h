// DownloadsWatcher: the browser sign-in hand-off. NVIDIA's download needs a sign-in that only
// the user's browser may do (no credentials here), so the wizard opens the page and waits for
// the archive to land in the Downloads folder. This class does the waiting: it watches folders
// for a cuDNN archive, ignores unfinished downloads, waits until a file stops changing, then has
// it checked (DownloadCheck, on a pool thread: name, size, NVIDIA's checksum) and says what it
// found; what is inside is read when the file is taken in (ArchiveIntake). It never modifies,
// moves or deletes the user's files.
//
// QFileSystemWatcher gives prompt notice on local disks; a poll timer covers network folders
// and other places where its notifications do not arrive.
#pragma once

#include "core/acquire/handoff/DownloadCheck.h"
#include "core/model/ArchiveTarget.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QFileSystemWatcher>
#include <QFutureWatcher>
#include <QHash>
#include <QObject>
#include <QSet>
#include <QStringList>
#include <QTimer>

#include <atomic>
#include <memory>

namespace cudnnsetup {

class DownloadsWatcher : public QObject
{
    Q_OBJECT

public:
    explicit DownloadsWatcher(QObject *parent = nullptr);
    ~DownloadsWatcher() override;

    // What the user was sent to download. Changing it forgets earlier verdicts.
    void setTarget(const ArchiveTarget &target);
    const ArchiveTarget &target() const { return m_target; }

    // Default: the user's Downloads folder (QStandardPaths::DownloadLocation).
    void setFolders(const QStringList &folders);
    QStringList folders() const { return m_folders; }
    // How long a file's size and modification time must stay unchanged before it is checked.
    void setSettleTime(int milliseconds);
    int settleTime() const { return m_settleMs; }
    void setPollInterval(int milliseconds);

    // Files already in the folders count too: the user may have downloaded before.
    void start();
    void stop();
    bool isWatching() const { return m_watching; }

    // "Let me point at the file instead": checked like a download, watched or not, whatever its
    // name; every outcome is reported.
    void setFile(const QString &path);

    // In plain words, what the watcher is waiting for now.
    QString status() const { return m_status; }

signals:
    // `verifiedSha256`: NVIDIA's checksum matched it (empty when there was none to compare).
    void archiveFound(const QString &path, const QByteArray &verifiedSha256);
    void archiveRejected(const QString &path, const QString &reason);
    void statusChanged(const QString &status);

private:
    struct Fingerprint
    {
        qint64 size = -1;
        QDateTime modified;
        bool operator==(const Fingerprint &other) const = default;
    };
    struct Observation
    {
        Fingerprint fingerprint;
        QElapsedTimer unchangedFor;
    };

    void scan();
    void observe(const QString &path, const Fingerprint &fingerprint);
    void startNextCheck();
    void checkFinished();
    void updateStatus();
    void updateTimer();
    static Fingerprint fingerprintOf(const QString &path);

    ArchiveTarget m_target;
    QStringList m_folders;
    int m_settleMs = 2000;
    bool m_watching = false;

    QFileSystemWatcher m_fileSystem;
    QTimer m_poll;
    QTimer m_scanSoon; // coalesces bursts of change notifications into one scan

    QHash<QString, Observation> m_observed;  // candidates not yet settled
    QHash<QString, Fingerprint> m_reported;  // verdicts given, per file state
    QHash<QString, Fingerprint> m_queued;    // settled, waiting for a check
    QStringList m_queue;
    QSet<QString> m_explicit;                // files given through setFile()
    QString m_partialSeen;                   // an unfinished download seen in the last scan
    QStringList m_missingFolders;

    QString m_checking;
    Fingerprint m_checkingFingerprint;
    std::shared_ptr<std::atomic_bool> m_cancel;
    QFutureWatcher<DownloadCheckResult> m_check;

    QString m_status;
};

} // namespace cudnnsetup
