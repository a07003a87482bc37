#include "wizard_pages/WizardSession.h"

#include "core/acquire/ReleaseCatalogue.h"
#include "core/acquire/download/DownloadCache.h"
#include "core/install/InstallRecords.h"
#include "core/model/ShownPath.h"
#include "core/probe/SystemScanner.h"

#include <QDir>
#include <QFileInfo>
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
    m_stateFolder = InstallRecords::defaultFolder(InstallScope::User);
    m_homeFolder = QDir::homePath();
}

WizardSession::~WizardSession()
{
    m_watcher.disconnect(this);
    m_watcher.waitForFinished();
    // An archive unpacked for a preview the user never confirmed is not left behind.
    if (m_unpacked)
        Installer::discard(*m_unpacked);
}

void WizardSession::setScanOptions(ScanOptions options)
{
    m_options = std::move(options);
}

void WizardSession::setAcquiredArchive(const AcquiredArchive &archive)
{
    m_acquired = archive;
    discardUnpackedArchive();   // unpacked from the archive that was in hand before
    Q_EMIT acquiredArchiveChanged();
}

void WizardSession::clearAcquiredArchive()
{
    if (!m_acquired.isValid())
        return;
    m_acquired = {};
    discardUnpackedArchive();
    Q_EMIT acquiredArchiveChanged();
}

SystemPaths WizardSession::systemPaths() const
{
    return SystemPaths(m_options.sysroot, m_options.platform.value_or(HostPlatform::current()), m_options.environment);
}

QStringList WizardSession::recordFolders() const
{
    QStringList folders{m_stateFolder};
    const QString system = InstallRecords::defaultFolder(InstallScope::System, m_options.sysroot,
                                                         m_options.platform.value_or(HostPlatform::current()));
    if (QDir::cleanPath(system) != QDir::cleanPath(m_stateFolder))
        folders.append(system);
    return folders;
}

void WizardSession::setUnpackedArchive(const UnpackedArchive &unpacked)
{
    if (m_unpacked && m_unpacked->id != unpacked.id)
        Installer::discard(*m_unpacked);
    m_unpacked = unpacked;
    m_plan.reset();
    Q_EMIT unpackedArchiveChanged();
}

void WizardSession::discardUnpackedArchive()
{
    if (!m_unpacked)
        return;
    Installer::discard(*m_unpacked);   // keeps a folder that a transaction has taken over
    m_unpacked.reset();
    Q_EMIT unpackedArchiveChanged();
}

void WizardSession::releaseUnpackedArchive()
{
    if (!m_unpacked)
        return;
    m_unpacked.reset();
    Q_EMIT unpackedArchiveChanged();
}

void WizardSession::setInstallRequest(const InstallRequest &request)
{
    m_request = request;
    m_hasRequest = true;
}

std::optional<VerifyTarget> WizardSession::verifyTarget() const
{
    if (installSucceeded() && !m_plan->libraryFolder.isEmpty()) {
        VerifyTarget target;
        target.libraryDir = m_plan->libraryFolder;
        target.includeDir = m_plan->includeFolder;
        target.description = tr("cuDNN %1, installed just now into %2")
                                 .arg(m_plan->version, shownPath(m_plan->targetRoot));
        return target;
    }
    if (!m_hasReport)
        return std::nullopt;
    return VerifyTargets::pick(m_report);
}

void WizardSession::setDoctorReport(const std::optional<DoctorReport> &report)
{
    m_doctor = report;
    Q_EMIT doctorReportChanged();
}

void WizardSession::addRepairDone(const QString &what)
{
    m_repairsDone.append(what);
    Q_EMIT doctorReportChanged();
}

void WizardSession::setVerifyResult(const std::optional<VerifyResult> &result)
{
    m_verify = result;
    Q_EMIT verifyResultChanged();
}

void WizardSession::setBenchmarkResult(const std::optional<BenchmarkResult> &result)
{
    m_benchmark = result;
    Q_EMIT benchmarkResultChanged();
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
