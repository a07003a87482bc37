#include "core/acquire/handoff/DownloadsWatcher.h"

#include "core/acquire/handoff/DownloadNames.h"
#include "core/model/ShownPath.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QtConcurrent/QtConcurrentRun>

#include <utility>

namespace cudnnsetup {

namespace {

QString nameOf(const QString &path)
{
    return QFileInfo(path).fileName();
}

QString nativeList(const QStringList &folders)
{
    QStringList native;
    for (const QString &folder : folders)
        native.append(shownPath(folder));
    return native.join(QStringLiteral(", "));
}

} // namespace

DownloadsWatcher::DownloadsWatcher(QObject *parent) : QObject(parent)
{
    const QString downloads = QStandardPaths::writableLocation(QStandardPaths::DownloadLocation);
    if (!downloads.isEmpty())
        m_folders.append(downloads);

    m_poll.setInterval(1000);
    connect(&m_poll, &QTimer::timeout, this, &DownloadsWatcher::scan);
    m_scanSoon.setSingleShot(true);
    m_scanSoon.setInterval(0);
    connect(&m_scanSoon, &QTimer::timeout, this, &DownloadsWatcher::scan);
    connect(&m_fileSystem, &QFileSystemWatcher::directoryChanged, &m_scanSoon, qOverload<>(&QTimer::start));
    connect(&m_check, &QFutureWatcher<DownloadCheckResult>::finished, this, &DownloadsWatcher::checkFinished);
}

DownloadsWatcher::~DownloadsWatcher()
{
    // The check reads only the file, but it must not outlive the objects it was given; being
    // cancelled, it stops within one chunk or entry.
    if (m_cancel)
        m_cancel->store(true);
    m_check.waitForFinished();
}

void DownloadsWatcher::setTarget(const ArchiveTarget &target)
{
    m_target = target;
    // Verdicts, queued and running checks were for the old target; the files get a fresh look.
    if (m_cancel)
        m_cancel->store(true);
    m_reported.clear();
    m_queue.clear();
    m_queued.clear();
    if (m_watching)
        m_scanSoon.start();
    updateStatus();
}

void DownloadsWatcher::setFolders(const QStringList &folders)
{
    if (!m_fileSystem.directories().isEmpty())
        m_fileSystem.removePaths(m_fileSystem.directories());
    m_folders.clear();
    for (const QString &folder : folders)
        m_folders.append(QFileInfo(folder).absoluteFilePath());
    m_observed.clear();
    if (m_watching)
        m_scanSoon.start();
    updateStatus();
}

void DownloadsWatcher::setSettleTime(int milliseconds)
{
    m_settleMs = qMax(0, milliseconds);
}

void DownloadsWatcher::setPollInterval(int milliseconds)
{
    m_poll.setInterval(qMax(10, milliseconds));
}

void DownloadsWatcher::start()
{
    m_watching = true;
    scan();
}

void DownloadsWatcher::stop()
{
    m_watching = false;
    if (!m_fileSystem.directories().isEmpty())
        m_fileSystem.removePaths(m_fileSystem.directories());
    if (m_cancel)
        m_cancel->store(true);
    m_observed.clear();
    m_queue.clear();
    m_queued.clear();
    m_explicit.clear();
    m_partialSeen.clear();
    updateTimer();
    updateStatus();
}

void DownloadsWatcher::setFile(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_explicit.insert(absolute);
    m_reported.remove(absolute); // asked again: answer again
    scan();
}

DownloadsWatcher::Fingerprint DownloadsWatcher::fingerprintOf(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return {};
    return {info.size(), info.lastModified()};
}

void DownloadsWatcher::scan()
{
    m_partialSeen.clear();
    m_missingFolders.clear();
    QSet<QString> present;

    if (m_watching) {
        for (const QString &folder : std::as_const(m_folders)) {
            const QDir dir(folder);
            if (!dir.exists()) {
                m_missingFolders.append(folder);
                continue;
            }
            if (!m_fileSystem.directories().contains(folder))
                m_fileSystem.addPath(folder);
            const QFileInfoList entries =
                dir.entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden, QDir::Name);
            for (const QFileInfo &info : entries) {
                const QString name = info.fileName();
                const DownloadNames::Kind kind = DownloadNames::classify(name, m_target);
                if (kind == DownloadNames::Kind::Partial) {
                    // Safari's .download is a folder; the others are files.
                    if (m_partialSeen.isEmpty())
                        m_partialSeen = name;
                    continue;
                }
                if (kind == DownloadNames::Kind::Unrelated || info.isDir())
                    continue;
                // Firefox keeps an empty file under the final name while it writes "<name>.part";
                // an empty file is never a finished download in any case.
                if (info.size() == 0)
                    continue;
                const QString path = info.absoluteFilePath();
                present.insert(path);
                observe(path, {info.size(), info.lastModified()});
            }
        }
    }

    const QSet<QString> explicitFiles = m_explicit;
    for (const QString &path : explicitFiles) {
        const Fingerprint fingerprint = fingerprintOf(path);
        if (fingerprint.size < 0) {
            m_explicit.remove(path);
            emit archiveRejected(path, tr("%1 does not exist.").arg(shownPath(path)));
            continue;
        }
        present.insert(path);
        observe(path, fingerprint);
    }

    // A file that went away (moved, deleted, renamed by the browser) is forgotten, so that it
    // is checked again if it comes back.
    for (auto it = m_observed.begin(); it != m_observed.end();)
        it = present.contains(it.key()) ? std::next(it) : m_observed.erase(it);
    for (auto it = m_reported.begin(); it != m_reported.end();)
        it = present.contains(it.key()) ? std::next(it) : m_reported.erase(it);

    startNextCheck();
    updateStatus();
    updateTimer();
}

void DownloadsWatcher::observe(const QString &path, const Fingerprint &fingerprint)
{
    if (const auto reported = m_reported.constFind(path); reported != m_reported.cend() && *reported == fingerprint)
        return; // already answered for this very state of the file
    if (path == m_checking || m_queued.contains(path))
        return;
    const auto it = m_observed.find(path);
    if (it == m_observed.end() || it->fingerprint != fingerprint) {
        Observation observation{fingerprint, {}};
        observation.unchangedFor.start();
        m_observed.insert(path, observation);
        return;
    }
    if (it->unchangedFor.elapsed() < m_settleMs)
        return;
    m_observed.erase(it);
    m_queued.insert(path, fingerprint);
    // The file the user was sent for goes first; other builds only get "does not fit".
    if (nameOf(path) == m_target.fileName)
        m_queue.prepend(path);
    else
        m_queue.append(path);
}

void DownloadsWatcher::startNextCheck()
{
    if (!m_checking.isEmpty() || m_queue.isEmpty())
        return;
    m_checking = m_queue.takeFirst();
    m_checkingFingerprint = m_queued.take(m_checking);
    m_cancel = std::make_shared<std::atomic_bool>(false);
    const std::shared_ptr<std::atomic_bool> cancel = m_cancel;
    const QString path = m_checking;
    const ArchiveTarget target = m_target;
    m_check.setFuture(QtConcurrent::run([path, target, cancel] { return DownloadCheck::run(path, target, cancel.get()); }));
}

void DownloadsWatcher::checkFinished()
{
    const DownloadCheckResult result = m_check.result();
    const QString path = std::exchange(m_checking, QString());
    const bool cancelled = result.cancelled || (m_cancel && m_cancel->load());
    // A file that changed while it was being read gets a fresh look rather than a verdict on
    // bytes that are no longer there.
    const Fingerprint now = fingerprintOf(path);
    if (!cancelled && now == m_checkingFingerprint) {
        m_reported.insert(path, now);
        m_explicit.remove(path);
        if (result.accepted)
            emit archiveFound(path, result.sha256);
        else
            emit archiveRejected(path, result.reason);
    }
    startNextCheck();
    updateStatus();
    updateTimer();
}

void DownloadsWatcher::updateTimer()
{
    const bool needed = m_watching || !m_explicit.isEmpty() || !m_observed.isEmpty();
    if (needed && !m_poll.isActive())
        m_poll.start();
    else if (!needed)
        m_poll.stop();
}

void DownloadsWatcher::updateStatus()
{
    QString status;
    const bool checkRunning = !m_checking.isEmpty() && m_cancel && !m_cancel->load();
    const QString checking = checkRunning ? m_checking : m_queue.value(0);
    if (!checking.isEmpty()) {
        status = tr("Checking %1 (its name, size and checksum)…").arg(nameOf(checking));
    } else if (!m_observed.isEmpty()) {
        status = tr("Found %1; waiting until it has been completely written…").arg(nameOf(m_observed.constBegin().key()));
    } else if (!m_partialSeen.isEmpty()) {
        status = tr("Your browser is still downloading (%1). The archive will be checked as soon as the download "
                    "finishes.")
                     .arg(m_partialSeen);
    } else if (m_watching && !m_folders.isEmpty() && m_missingFolders.size() == m_folders.size()) {
        status = tr("The folder %1 does not exist. Choose the folder your browser saves downloads to, or point at the "
                    "downloaded file.")
                     .arg(nativeList(m_folders));
    } else if (m_watching) {
        QString what = m_target.fileName;
        if (what.isEmpty())
            what = m_target.cudaMajor > 0 && !m_target.platform.isEmpty()
                       ? tr("a cuDNN archive for %1 and CUDA %2").arg(m_target.platform).arg(m_target.cudaMajor)
                       : tr("a cuDNN archive");
        status = tr("Waiting for %1 to appear in %2…").arg(what, nativeList(m_folders));
    } else {
        status = tr("Not watching for downloads.");
    }
    if (status != m_status) {
        m_status = status;
        emit statusChanged(m_status);
    }
}

} // namespace cudnnsetup
