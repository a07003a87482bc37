#include "wizard_pages/WizardSession.h"

#include "core/probe/SystemScanner.h"

#include <QtConcurrent/QtConcurrentRun>

namespace cudnnsetup {

WizardSession::WizardSession(ScanOptions options, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
{
    connect(&m_watcher, &QFutureWatcher<SystemReport>::finished, this, &WizardSession::onWorkerFinished);
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
