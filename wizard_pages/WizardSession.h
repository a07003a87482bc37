// WizardSession: what every wizard page shares (KeePassXC style: the pages read core objects). It
// holds the scan options and the latest SystemReport, and runs SystemScanner on a worker thread
// so the window stays responsive; where archives come from (replaceable for tests and lab IT);
// the cuDNN archive the Source page ended with, and on a machine without a CUDA Toolkit the CUDA
// pieces the Toolkit page chose to bring with it and the Source page got; the core InstallWorkflow that the Extract,
// Install and Environment pages drive (the unpacked archive, the user's choices, the decision
// and how applying it went); the probe that checks and times cuDNN in a child process, which
// copy the checks look at, and their latest results.
#pragma once

#include "core/acquire/ArchiveFetch.h"
#include "core/acquire/CudaRedistFolder.h"
#include "core/acquire/LicenseStore.h"
#include "core/acquire/catalogue/LiveCatalogue.h"
#include "core/doctor/rules/DoctorReport.h"
#include "core/install/InstallWorkflow.h"
#include "core/model/SystemReport.h"
#include "core/platform/SystemPaths.h"
#include "core/probe/ScanOptions.h"
#include "core/verify/BenchmarkResult.h"
#include "core/verify/ProbeRunner.h"
#include "core/verify/VerifyResult.h"
#include "core/verify/VerifyTarget.h"
#include "wizard_pages/AcquiredArchive.h"

#include <QFutureWatcher>
#include <QObject>

#include <optional>

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

    // Where the "Download from NVIDIA" route fetches from: NVIDIA's redist server and the app's
    // cache by default. Tests and IT staff point baseUrl at their own server; allowInsecureHttp
    // is for such a server only (the mirror route allows http on its own, for its own URL).
    const FetchSource &fetchSource() const { return m_fetchSource; }
    void setFetchSource(FetchSource source) { m_fetchSource = std::move(source); }

    // Where the CUDA pieces come from on the "download" routes, with the fetch source's cache and
    // proxy: NVIDIA's CUDA redist, or with a lab mirror (or a test's server) as the fetch source
    // its cuda/ folder.
    FetchSource cudaFetchSource() const;

    // Where license acceptances are remembered; empty: the application's settings.
    void setLicenseSettingsFile(const QString &file) { m_licenseSettingsFile = file; }
    LicenseStore licenseStore() const { return LicenseStore(m_licenseSettingsFile); }

    // Where the browser hand-off watches for the downloaded archive: the user's Downloads
    // folder unless set otherwise.
    const QString &downloadsFolder() const { return m_downloadsFolder; }
    void setDownloadsFolder(const QString &folder) { m_downloadsFolder = folder; }

    // The verified cuDNN archive in hand (the Source page's result); invalid until there is one.
    const AcquiredArchive &acquiredArchive() const { return m_acquired; }
    bool hasAcquiredArchive() const { return m_acquired.isValid(); }
    // The install workflow's archive from now on. With `unpacked` (the Source page took the
    // archive in), the workflow takes that tree and the Extract page has nothing left to do;
    // without, what was unpacked before goes.
    void setAcquiredArchive(const AcquiredArchive &archive, const std::shared_ptr<UnpackedTree> &unpacked = nullptr);
    // The workflow holds the acquired archive unpacked, ready to plan.
    bool acquiredArchiveIsUnpacked() const;
    void clearAcquiredArchive();

    // The CUDA pieces to install with cuDNN (a machine without a CUDA Toolkit: the Toolkit page's
    // offer); nullopt: none. Another profile drops the pieces in hand.
    const std::optional<CudaProfile> &cudaProfile() const { return m_cudaProfile; }
    void setCudaProfile(const std::optional<CudaProfile> &profile);
    // The archives of those pieces in hand (the Source page's second result): verified by their
    // download, or found in a folder in NVIDIA's layout with the checksums to check them by.
    const CudaRedistChoice &cudaPieces() const { return m_cudaPieces; }
    bool hasCudaPieces() const { return m_cudaProfile && m_cudaPieces.ok() && !m_cudaPieces.archives.isEmpty(); }
    // They are the install workflow's CUDA pieces (InstallSpec::cudaPieces) from now on; pieces
    // other than those unpacked beside cuDNN make that unpack stale, and it goes.
    void setCudaPieces(const CudaRedistChoice &pieces);
    void clearCudaPieces() { setCudaPieces({}); }

    // The paths of the machine the scan looks at: also what an install plans against.
    SystemPaths systemPaths() const;

    // Where new install records (and the unpacked archive they start from) go: the per-user
    // records folder unless set otherwise (tests, or an IT person with their own), as
    // InstallSetting::forScope names it for every front end.
    const QString &stateFolder() const { return m_install.setting().stateFolder; }
    void setStateFolder(const QString &folder);
    // Where records are looked up: both default records folders, or only the one set.
    const QStringList &recordFolders() const { return m_install.setting().recordFolders; }
    // The user's home: per-user environment files and the per-user side-by-side folder.
    const QString &homeFolder() const { return m_homeFolder; }
    void setHomeFolder(const QString &folder) { m_homeFolder = folder; }

    // The install pipeline of this session: the acquired archive unpacked (the Extract page),
    // the choices and the decision (the Install page), how it ended (the pages after).
    InstallWorkflow &installWorkflow() { return m_install; }
    const InstallWorkflow &installWorkflow() const { return m_install; }

    // cudnn-probe, the child process that loads cuDNN and runs the GPU work: the one beside the
    // application unless set otherwise (a test's stand-in, an IT person's own build).
    const ProbeRunner &probe() const { return m_probe; }
    void setProbePath(const QString &path) { m_probe = ProbeRunner(path); }

    // The copy the Verify and Benchmark pages look at: the one installed in this session, else
    // the one a program on this machine would most likely load; nullopt when there is none.
    std::optional<VerifyTarget> verifyTarget() const;

    // The latest verification and benchmark (the Finish page and the saved report use them).
    const std::optional<VerifyResult> &verifyResult() const { return m_verify; }
    void setVerifyResult(const std::optional<VerifyResult> &result);
    const std::optional<BenchmarkResult> &benchmarkResult() const { return m_benchmark; }
    void setBenchmarkResult(const std::optional<BenchmarkResult> &result);
    // Repair mode: the latest diagnosis and what was fixed or undone in this session.
    const std::optional<DoctorReport> &doctorReport() const { return m_doctor; }
    void setDoctorReport(const std::optional<DoctorReport> &report);
    const QStringList &repairsDone() const { return m_repairsDone; }
    void addRepairDone(const QString &what);

public Q_SLOTS:
    // Starts a scan off the GUI thread. Never runs two at once: a request made while a scan
    // runs is queued and starts when that one ends (the system may have changed meanwhile),
    // and scanFinished() is emitted once, for the newest result.
    void startScan();
    // Reads what `source` really lists (cuDNN; CUDA too with `withCuda`: the source's CUDA
    // folder) and makes it the data in effect, once per source; catalogueRead() when done. The
    // pages that offer releases call it as they contact the source anyway.
    void readCatalogue(const FetchSource &source, bool withCuda);

public:
    // A catalogue read is under way (catalogueRead() follows).
    bool isReadingCatalogue() const { return m_catalogueBusy; }

Q_SIGNALS:
    void catalogueRead();
    void scanStarted();
    void scanFinished();
    void acquiredArchiveChanged();
    void cudaPiecesChanged();
    void verifyResultChanged();
    void benchmarkResultChanged();
    void doctorReportChanged();

private:
    void launch();
    void onWorkerFinished();
    InstallSetting installSetting() const;
    void updateSpec();

    ScanOptions m_options;
    SystemReport m_report;
    QFutureWatcher<SystemReport> m_watcher;
    bool m_scanning = false;
    bool m_rescanQueued = false;
    bool m_hasReport = false;
    FetchSource m_fetchSource;
    QString m_licenseSettingsFile;
    QString m_downloadsFolder;
    AcquiredArchive m_acquired;
    std::optional<CudaProfile> m_cudaProfile;
    CudaRedistChoice m_cudaPieces;
    QString m_chosenStateFolder;   // empty: the default one
    QString m_homeFolder;
    InstallWorkflow m_install;
    ProbeRunner m_probe;
    std::optional<VerifyResult> m_verify;
    std::optional<BenchmarkResult> m_benchmark;
    std::optional<DoctorReport> m_doctor;
    QStringList m_repairsDone;
    LiveCatalogue m_catalogue;
    QString m_catalogueReadFor;      // the sources last read (or being read)
    bool m_catalogueBusy = false;
    std::optional<std::pair<FetchSource, bool>> m_catalogueQueued;   // asked for while a read ran
};

} // namespace cudnnsetup
