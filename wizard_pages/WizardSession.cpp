#include "wizard_pages/WizardSession.h"

#include "core/acquire/CudaRedistFetch.h"
#include "core/acquire/ReleaseCatalogue.h"
#include "core/acquire/download/DownloadCache.h"
#include "core/install/InstallRecords.h"
#include "core/model/ShownPath.h"
#include "core/probe/SystemScanner.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QtConcurrent/QtConcurrentRun>

#include <utility>

namespace cudnnsetup {

WizardSession::WizardSession(ScanOptions options, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
    , m_install(InstallSetting::forScope(m_options.systemPaths(), InstallScope::User))
{
    connect(&m_watcher, &QFutureWatcher<SystemReport>::finished, this, &WizardSession::onWorkerFinished);
    connect(&m_catalogue, &LiveCatalogue::finished, this, [this](const CatalogueResult &result) {
        // The wizard's pages say themselves when the source cannot be reached.
        LiveCatalogue::makeCurrent(result);
        m_catalogueBusy = false;
        Q_EMIT catalogueRead();
        if (const auto queued = std::exchange(m_catalogueQueued, std::nullopt))
            readCatalogue(queued->first, queued->second);
    });
    m_fetchSource.baseUrl = ReleaseCatalogue::defaultBaseUrl();
    m_fetchSource.cacheDir = DownloadCache::defaultDirectory();
    m_downloadsFolder = QStandardPaths::writableLocation(QStandardPaths::DownloadLocation);
    m_homeFolder = QDir::homePath();
}

WizardSession::~WizardSession()
{
    m_watcher.disconnect(this);
    m_watcher.waitForFinished();
}

void WizardSession::setScanOptions(ScanOptions options)
{
    m_options = std::move(options);
    m_install.setSetting(installSetting());
}

void WizardSession::setStateFolder(const QString &folder)
{
    m_chosenStateFolder = folder;
    m_install.setSetting(installSetting());
}

InstallSetting WizardSession::installSetting() const
{
    return InstallSetting::forScope(systemPaths(), InstallScope::User, m_chosenStateFolder);
}

// The workflow's archive and CUDA pieces are the ones in hand; the Install page sets the rest.
void WizardSession::updateSpec()
{
    InstallSpec spec = m_install.spec();
    spec.archivePath = m_acquired.path;
    spec.archiveUnpackedBytes = m_acquired.identity.unpackedBytes;
    spec.cudaPieces = hasCudaPieces() ? std::optional(m_cudaPieces) : std::nullopt;
    m_install.setSpec(spec);
}

void WizardSession::setAcquiredArchive(const AcquiredArchive &archive, const std::shared_ptr<UnpackedTree> &unpacked)
{
    m_acquired = archive;
    if (unpacked && !unpacked->isEmpty())
        m_install.hold(std::move(*unpacked));   // what was held before goes
    else
        m_install.discard();   // unpacked from the archive that was in hand before
    updateSpec();
    Q_EMIT acquiredArchiveChanged();
}

void WizardSession::readCatalogue(const FetchSource &source, bool withCuda)
{
    const CatalogueSources sources = CatalogueSources::forSource(source, withCuda);
    const QString key = sources.cudnnBase + u'|' + sources.cudaBase;
    if (m_catalogueBusy) {
        if (key != m_catalogueReadFor)
            m_catalogueQueued = std::pair(source, withCuda);
        return;
    }
    // The CUDA listing read before covers a later cuDNN-only ask of the same source.
    if (key == m_catalogueReadFor || (!withCuda && m_catalogueReadFor.startsWith(key)))
        return;
    m_catalogueReadFor = key;
    m_catalogueBusy = true;
    m_catalogue.start(sources);
}

FetchSource WizardSession::cudaFetchSource() const
{
    FetchSource source = m_fetchSource;
    // A lab mirror keeps the CUDA pieces in its cuda/ folder (`cudnn-setup mirror --cuda-releases`).
    if (m_fetchSource.baseUrl != ReleaseCatalogue::defaultBaseUrl())
        source.baseUrl = RedistManifest::joinUrl(m_fetchSource.baseUrl, QStringLiteral("cuda/"));
    else
        source.baseUrl = CudaRedistFetch::nvidiaBaseUrl();
    return source;
}

void WizardSession::setCudaProfile(const std::optional<CudaProfile> &profile)
{
    if (profile == m_cudaProfile)
        return;
    m_cudaProfile = profile;
    clearCudaPieces();
    Q_EMIT cudaPiecesChanged();
}

void WizardSession::setCudaPieces(const CudaRedistChoice &pieces)
{
    const bool same = pieces.sameArchives(m_cudaPieces);
    m_cudaPieces = pieces;
    updateSpec();   // the unpacked pieces are those of the archives in hand, or none
    if (!same)
        Q_EMIT cudaPiecesChanged();
}

bool WizardSession::acquiredArchiveIsUnpacked() const
{
    return m_acquired.isValid() && m_install.hasUnpacked() && m_install.unpacked().archivePath == m_acquired.path
           && QFileInfo(m_install.unpacked().stagingFolder).isDir();
}

void WizardSession::clearAcquiredArchive()
{
    if (!m_acquired.isValid())
        return;
    m_acquired = {};
    updateSpec();   // no archive: what was unpacked of the last one goes
    Q_EMIT acquiredArchiveChanged();
}

SystemPaths WizardSession::systemPaths() const
{
    return m_options.systemPaths();
}

std::optional<VerifyTarget> WizardSession::verifyTarget() const
{
    const std::optional<InstallPlan> plan = m_install.currentPlan();
    if (m_install.succeeded() && !plan->libraryFolder.isEmpty()) {
        VerifyTarget target;
        target.libraryDir = plan->libraryFolder;
        target.includeDir = plan->includeFolder;
        target.description = tr("cuDNN %1, installed just now into %2").arg(plan->version, shownPath(plan->targetRoot));
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
