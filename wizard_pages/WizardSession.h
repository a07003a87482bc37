// WizardSession: the model every wizard page shares (KeePassXC style). It holds the scan
// options and the latest SystemReport, and runs SystemScanner on a worker thread so the window
// stays responsive. Pages only read from it and ask it to scan again.
#pragma once

#include "core/model/SystemReport.h"
#include "core/probe/ScanOptions.h"

#include <QFutureWatcher>
#include <QObject>

namespace cudnnsetup {

class WizardSession : public QObject
{
    Q_OBJECT

public:
    explicit WizardSession(ScanOptions options = {}, QObject *parent = nullptr);
    // Waits for a running scan: a scan has per-tool timeouts, so this is bounded, and no worker
    // is left behind writing into a session that no longer exists.
    ~WizardSession() override;

    const ScanOptions &scanOptions() const { return m_options; }
    // Used by the next scan; a running scan keeps the options it started with.
    void setScanOptions(ScanOptions options);

    bool isScanning() const { return m_scanning; }
    // True once a scan has finished; report() is an empty report before that.
    bool hasReport() const { return m_hasReport; }
    const SystemReport &report() const { return m_report; }

public Q_SLOTS:
    // Starts a scan off the GUI thread. Never runs two at once: a request made while a scan
    // runs is queued and starts when that one ends (the system may have changed meanwhile),
    // and scanFinished() is emitted once, for the newest result.
    void startScan();

Q_SIGNALS:
    void scanStarted();
    void scanFinished();

private:
    void launch();
    void onWorkerFinished();

    ScanOptions m_options;
    SystemReport m_report;
    QFutureWatcher<SystemReport> m_watcher;
    bool m_scanning = false;
    bool m_rescanQueued = false;
    bool m_hasReport = false;
};

} // namespace cudnnsetup
