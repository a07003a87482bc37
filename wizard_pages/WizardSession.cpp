#include "wizard_pages/WizardSession.h"

#include "core/acquire/ReleaseCatalogue.h"
#include "core/acquire/download/DownloadCache.h"
#include "core/probe/SystemScanner.h"

#include <QStandardPaths>
#include <QtConcurrent/QtConcurrentRun>

namespace cudnnsetup {

WizardSession::WizardSession(ScanOptions options, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
{
    connect(&m_watcher, &QFutureWatcher<SystemReport>::finished, this, &WizardSession::onWorkerFinished);
    m_fetchSource.baseUrl = ReleaseCatalogue::defaultBaseUrl();
    m_fetchSource.cacheDir = DownloadCache::defaultDirectory();
    m_downloadsFolder = QStandardPaths::writableLocation(QStandardPaths::DownloadLocation);
}

WizardSession::~WizardSession()
{
    m_watcher.disconnect(this);
    m_watcher.waitForFinished();
}

void WizardSession::setScanOptions(ScanOptions options)
{
    m_options = std::move(options);
}

void WizardSession::setAcquiredArchive(const AcquiredArchive &archive)
{
    m_acquired = archive;
    Q_EMIT acquiredArchiveChanged();
}

void WizardSession::clearAcquiredArchive()
{
    if (!m_acquired.isValid())
        return;
    m_acquired = {};
    Q_EMIT acquiredArchiveChanged();
}

void WizardSession::startScan()
{
    if (m_scanning) {
        m_rescanQueued = true;
        return;
    }
    m_scanning = true;
    Q_EMIT scanStarted();
    launch();
}

void WizardSession::launch()
{
    // The worker gets its own copy of the options; it touches nothing owned by this object.
    m_watcher.setFuture(QtConcurrent::run([options = m_options] { return SystemScanner(options).scan(); }));
}

void WizardSession::onWorkerFinished()
{
    m_report = m_watcher.result();
    m_hasReport = true;
    if (m_rescanQueued) {
        m_rescanQueued = false;
        launch();
        return;
    }
    m_scanning = false;
    Q_EMIT scanFinished();
}

} // namespace cudnnsetup
