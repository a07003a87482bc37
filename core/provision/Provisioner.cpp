// Long because: one provisioning run is one sequence of steps (licence, records, scan, toolkit, archive, CUDA pieces, install, checks) over shared state, each step short.
#include "core/provision/Provisioner.h"

#include "core/acquire/ArchiveFetch.h"
#include "core/acquire/CudaPiecesSource.h"
#include "core/acquire/CudaRedistFetch.h"
#include "core/acquire/LicenseStore.h"
#include "core/acquire/ReleaseCatalogue.h"
#include "core/acquire/catalogue/LiveCatalogue.h"
#include "core/acquire/download/DownloadCache.h"
#include "core/doctor/rules/Doctor.h"
#include "core/install/InstallRecords.h"
#include "core/install/InstallWorkflow.h"
#include "core/model/DataSize.h"
#include "core/model/ShownPath.h"
#include "core/platform/Sha256Stream.h"
#include "core/probe/SystemScanner.h"
#include "core/verify/BenchmarkRunner.h"
#include "core/verify/VerifyExplanations.h"
#include "core/verify/VerifyRunner.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QUrl>

namespace cudnnsetup {

namespace {

// One run: each step either moves on (true) or ends the run with a result (false).
class ProvisionRun
{
public:
    ProvisionRun(const ProvisionChoices &choices, const ProvisionSetting &setting)
        : m_choices(choices), m_setting(setting),
          m_scope(choices.scope.value_or(InstallLayoutRules::automaticScope()))
    {
        m_outcome.choices = choices;
        m_outcome.dryRun = setting.dryRun;
        const HostPlatform platform = setting.scan.targetPlatform();
        m_outcome.windows = platform.isWindows();
    }

    ProvisionOutcome execute()
    {
        QElapsedTimer clock;
        clock.start();
        if (licenseAccepted() && nothingInterrupted() && scan() && chooseToolkit() && getArchive() && install())
            check();
        m_outcome.durationMs = clock.elapsed();
        return m_outcome;
    }

private:
    void say(const QString &line) const
    {
        if (m_setting.say)
            m_setting.say(line);
    }

    bool stop(ProvisionResult result, const QString &message, const QStringList &reasons = {})
    {
        m_outcome.result = result;
        m_outcome.message = message;
        m_outcome.reasons = reasons;
        return false;
    }

    bool licenseAccepted()
    {
        if (m_choices.licenseAccepted)
            return true;
        return stop(ProvisionResult::Invalid, Provisioner::tr("NVIDIA's cuDNN licence was not accepted, so nothing was downloaded or installed."),
                    {Provisioner::tr("Read the licence at %1, then add accept-cudnn-license = yes to the [license] "
                                     "section of the answer file, or give --accept-license.")
                         .arg(LicenseStore::agreementUrl())});
    }

    // Asked before anything is downloaded (the install step would find it too, later).
    bool nothingInterrupted()
    {
        const std::optional<InstallRecord> interrupted = InstallWorkflow(installSetting()).interruptedInstall();
        if (!interrupted)
            return true;
        return stop(ProvisionResult::CannotRun, Provisioner::tr("An earlier install on this machine was interrupted."),
                    {InstallWorkflow::interruptedText(*interrupted)});
    }

    bool scan()
    {
        say(Provisioner::tr("Scanning the machine..."));
        m_outcome.summary.system = SystemScanner(m_setting.scan).scan();
        return true;
    }

    const SystemReport &report() const { return *m_outcome.summary.system; }

    SystemPaths paths() const { return m_setting.scan.systemPaths(); }

    InstallSetting installSetting() const { return InstallSetting::forScope(paths(), m_scope, m_setting.stateFolder); }

    // The toolkit to install into or build for.
    bool chooseToolkit()
    {
        // No toolkit and the CUDA pieces asked for: they come with cuDNN into a new one, which
        // cuda-root may name before it exists.
        if (m_choices.cudaPieces) {
            m_toolkit = Installer::toolkitTarget(m_choices.cudaRoot, report().toolkits, m_setting.scan);
            m_bringCuda = m_toolkit.root.isEmpty() || !QFileInfo(m_toolkit.root).isDir();
            if (!m_bringCuda) {
                m_outcome.toolkit = m_toolkit;
                say(Provisioner::tr("A CUDA Toolkit is already in %1: cuDNN goes into it, and no CUDA pieces are needed.")
                        .arg(shownPath(m_toolkit.root)));
                return true;
            }
            m_toolkit = {};
            return true;
        }
        if (!m_choices.cudaRoot.isEmpty() && !QFileInfo(m_choices.cudaRoot).isDir())
            return stop(ProvisionResult::CannotRun, Provisioner::tr("The CUDA Toolkit folder %1 does not exist on this machine.")
                                                        .arg(shownPath(m_choices.cudaRoot)),
                        {Provisioner::tr("Install the CUDA Toolkit in %1 first, or correct install.cuda-root (--cuda-root).")
                             .arg(shownPath(m_choices.cudaRoot))});
        m_toolkit = Installer::toolkitTarget(m_choices.cudaRoot, report().toolkits, m_setting.scan);
        m_outcome.toolkit = m_toolkit;
        if (m_choices.layout == InstallLayout::IntoToolkit && m_toolkit.root.isEmpty())
            return stop(ProvisionResult::CannotRun, Provisioner::tr("No CUDA Toolkit was found to install cuDNN into."),
                        {Provisioner::tr("Install the CUDA Toolkit first, name its folder with install.cuda-root (--cuda-root), "
                                         "or install side by side (layout = side-by-side).")});
        return true;
    }

    bool getArchive()
    {
        if (m_choices.source == ProvisionChoices::Source::Archive) {
            if (!QFileInfo(m_choices.archive).isFile())
                return stop(ProvisionResult::CannotRun, Provisioner::tr("The archive %1 is not on this machine.")
                                                            .arg(shownPath(m_choices.archive)),
                            {Provisioner::tr("Copy it there first, or correct source.archive (--archive).")});
            // Its SHA-256 goes into the report, so that a fleet can tell which file each machine got.
            ProvisionArchive given{{}, m_choices.archive, m_choices.archive, false};
            QString unreadable;   // the unpacking that follows names the problem
            given.target.sha256 = Sha256Stream::ofFile(m_choices.archive, m_setting.cancel, &unreadable);
            m_outcome.archive = given;
            return true;
        }
        int cudaMajor = m_choices.cudaMajor;
        if (cudaMajor == 0 && m_toolkit.version.isValid())
            cudaMajor = m_toolkit.version.major();
        // What the source really lists (NVIDIA's folder or the lab mirror), over the shipped data.
        if (const QString note = LiveCatalogue::useNow(CatalogueSources::forSource(fetchSource(), false)); !note.isEmpty())
            say(Provisioner::tr("Note: %1").arg(note));
        const BuildChoice build = ReleaseCatalogue::choose(
            report(), m_choices.cudnnRelease, cudaMajor,
            Provisioner::tr("Name one with release.cudnn and release.cuda (--release and --cuda) to install it anyway."));
        if (!build.target)
            return stop(build.unknownRelease ? ProvisionResult::Invalid : ProvisionResult::CannotRun,
                        Provisioner::tr("No cuDNN build could be chosen for this machine."), {build.error});
        for (const QString &note : build.notes)
            say(Provisioner::tr("Note: %1").arg(note));
        return download(*build.target);
    }

    FetchSource fetchSource() const
    {
        FetchSource source;
        const bool fromMirror = m_choices.source == ProvisionChoices::Source::Mirror;
        source.baseUrl = fromMirror ? m_choices.mirror
                                    : (m_setting.nvidiaBaseUrl.isEmpty() ? ReleaseCatalogue::defaultBaseUrl() : m_setting.nvidiaBaseUrl);
        source.fromMirror = fromMirror;
        source.allowInsecureHttp = fromMirror && m_choices.allowInsecureMirror;
        source.cacheDir = m_choices.cacheFolder.isEmpty() ? DownloadCache::defaultDirectory() : m_choices.cacheFolder;
        if (!m_choices.proxy.isEmpty())
            source.proxy = ProxySettings::fromUrl(QUrl(m_choices.proxy)).value_or(ProxySettings());
        return source;
    }

    // Reads the manifest and downloads the archive (a verified copy in the cache is reused). A
    // dry run downloads nothing: without a cached copy its plan can only say what would come.
    bool download(const ArchiveTarget &wanted)
    {
        const FetchSource source = fetchSource();
        say(Provisioner::tr("Reading the release manifest from %1...").arg(source.baseUrl));
        ArchiveFetch fetch;
        QEventLoop loop;
        bool ok = false;
        QObject::connect(&fetch, &ArchiveFetch::statusChanged, [this](const QString &text) { say(text); });
        QObject::connect(&fetch, &ArchiveFetch::failed, [&](const QString &message) {
            stop(ProvisionResult::Failed, Provisioner::tr("The archive could not be obtained; nothing was changed."), {message});
            loop.quit();
        });
        QObject::connect(&fetch, &ArchiveFetch::resolved, [&](const ArchiveTarget &target, const QString &) {
            m_outcome.archive = ProvisionArchive{target, {}, source.baseUrl, false};
            if (const QString note = ArchiveFetch::checksumNote(target); !note.isEmpty())
                say(Provisioner::tr("Note: %1").arg(note));
            if (m_setting.dryRun) {
                const QString cached = DownloadCache::findVerified(source.cacheDir, target, m_setting.cancel);
                if (cached.isEmpty()) {
                    stop(ProvisionResult::DryRun,
                         Provisioner::tr("Dry run: cuDNN %1 for CUDA %2 would be downloaded and installed; nothing was changed.")
                             .arg(target.cudnnVersion.toString()).arg(target.cudaMajor));
                    m_outcome.dryRunPlan = dryRunLines(target, source);
                } else {
                    m_outcome.archive->path = cached;
                    ok = true;
                }
                loop.quit();
                return;
            }
            say(Provisioner::tr("Getting %1 (%2)...")
                    .arg(target.fileName, target.size >= 0 ? dataSizeText(target.size) : Provisioner::tr("size unknown")));
            fetch.download();
        });
        QObject::connect(&fetch, &ArchiveFetch::finished, [&](const DownloadResult &result) {
            if (!result.ok) {
                stop(ProvisionResult::Failed, Provisioner::tr("The archive could not be downloaded; nothing was changed."), {result.message});
            } else {
                m_outcome.archive->path = result.path;
                m_outcome.archive->downloaded = !result.reused;
                say(result.reused ? Provisioner::tr("The verified archive was already in the cache %1.").arg(source.cacheDir)
                                  : Provisioner::tr("Downloaded and verified %1.").arg(result.path));
                ok = true;
            }
            loop.quit();
        });
        fetch.resolve(wanted, source);
        loop.exec();
        return ok;
    }

    QStringList dryRunLines(const ArchiveTarget &target, const FetchSource &source) const
    {
        QStringList lines{
            Provisioner::tr("Download %1 (%2) from %3 into %4, and check its SHA-256 %5.")
                .arg(target.fileName, target.size >= 0 ? dataSizeText(target.size) : Provisioner::tr("size unknown"),
                     source.baseUrl, shownPath(source.cacheDir), QString::fromLatin1(target.sha256)),
        };
        if (m_bringCuda && m_choices.cudaFromWeb()) {
            // Nothing is read from the address in a dry run: the release is the one asked for, or
            // the driver's newest of the cuDNN build's major.
            QString why;
            const std::optional<Version> release
                = CudaRedistFetch::releaseFor(m_choices.cudaRelease, report(), target.cudaMajor, &why);
            lines.append(release ? Provisioner::tr("Download the CUDA %1 pieces (%2) from %3, and install them with it into a "
                                                   "new toolkit (%4).")
                                       .arg(release->toString(), CudaComponents::key(*m_choices.cudaPieces),
                                            m_choices.cudaFrom, scopeText())
                                 : why);
        } else if (m_bringCuda) {
            const CudaRedistChoice cuda = CudaRedistFolder::choose(m_choices.cudaFrom, *m_choices.cudaPieces, target.platform,
                                                                   target.cudaMajor);
            lines.append(cuda.ok() ? Provisioner::tr("Install CUDA %1 (%2: %3) from %4 with it, into a new toolkit (%5).")
                                         .arg(cuda.release.toString(), CudaComponents::key(*m_choices.cudaPieces),
                                              dataSizeText(cuda.bytes), shownPath(m_choices.cudaFrom), scopeText())
                                   : cuda.problem);
        } else if (m_choices.layout == InstallLayout::IntoToolkit)
            lines.append(Provisioner::tr("Install it into the CUDA Toolkit %1 (%2).")
                             .arg(shownPath(m_toolkit.root), scopeText()));
        else
            lines.append(Provisioner::tr("Install it side by side in %1 (%2).")
                             .arg(m_choices.target.isEmpty() ? Provisioner::tr("the default folder")
                                                             : shownPath(m_choices.target),
                                  scopeText()));
        lines.append(m_choices.editEnvironment ? Provisioner::tr("Set the environment variables and loader settings.")
                                               : Provisioner::tr("Leave the environment variables and loader settings alone."));
        if (m_choices.verify)
            lines.append(Provisioner::tr("Verify the copy with cudnn-probe."));
        if (m_choices.benchmark)
            lines.append(Provisioner::tr("Time a convolution."));
        return lines;
    }

    QString scopeText() const
    {
        return m_scope == InstallScope::System ? Provisioner::tr("for all users") : Provisioner::tr("for this user");
    }

    // The CUDA pieces for the cuDNN archive at `archivePath`: from the redist folder named, or
    // downloaded from the address named into the cache (the Downloader checks each archive).
    CudaRedistChoice cudaPieces(const QString &archivePath)
    {
        CudaPiecesRequest request;
        request.cudnnArchive = archivePath;
        request.from = m_choices.cudaFrom;
        request.profile = *m_choices.cudaPieces;
        request.release = m_choices.cudaRelease;
        request.fallbackPlatform = paths().platform().redistKey();
        request.web = fetchSource();
        request.web.allowInsecureHttp = m_choices.allowInsecureMirror;
        CudaPiecesListener listener;
        listener.note = [this](const QString &note) { say(Provisioner::tr("Note: %1").arg(note)); };
        listener.reason = [this](const QString &why) { say(why); };
        listener.status = listener.reason;
        return CudaPiecesSource::get(request, [this] { return report(); }, listener);
    }

    // The answer file's decisions for the archive in hand: what it leaves out is Auto.
    std::optional<InstallSpec> installSpec()
    {
        const QString archivePath = m_outcome.archive->path;
        InstallSpec spec;
        spec.archivePath = archivePath;
        spec.layout = m_choices.layout;
        spec.scope = m_scope;
        spec.toolkit = m_toolkit;
        spec.sideBySideRoot = m_choices.target;
        spec.editEnvironment = m_choices.editEnvironment;
        spec.libraryPath = m_choices.libraryPath;
        spec.machine = std::make_shared<const SystemReport>(report());
        spec.homeFolder = m_setting.homeFolder;
        spec.archiveChecksumNote = ArchiveFetch::checksumNote(m_outcome.archive->target);
        spec.dryRun = m_setting.dryRun;
        spec.stateFolder = m_setting.stateFolder;
        if (!m_bringCuda)
            return spec;
        const CudaRedistChoice cuda = cudaPieces(archivePath);
        if (!cuda.ok()) {
            stop(ProvisionResult::CannotRun, Provisioner::tr("The CUDA pieces cannot be installed; nothing was changed."), {cuda.problem});
            return std::nullopt;
        }
        spec.cudaPieces = cuda;
        spec.toolkit = {m_choices.cudaRoot, cuda.release, true};   // an empty root: the workflow's Auto one
        say(Provisioner::tr("CUDA %1 (%2) comes with cuDNN into %3.")
                .arg(cuda.release.toString(), cuda.profile, shownPath(InstallWorkflow::toolkitOf(spec, paths()).root)));
        return spec;
    }

    bool install()
    {
        say(Provisioner::tr("Unpacking %1...").arg(QFileInfo(m_outcome.archive->path).fileName()));
        const std::optional<InstallSpec> spec = installSpec();
        if (!spec)
            return false;
        InstallWorkflow::RunHooks hooks;
        hooks.extraction.cancel = m_setting.cancel;
        hooks.progress = m_setting.installProgress;
        hooks.cancel = m_setting.cancel;
        hooks.applying = [this](const InstallDecision &ready) { say(Provisioner::tr("Installing %1...").arg(ready.plan->title())); };
        InstallWorkflow workflow(installSetting());
        const InstallDecision decision = workflow.runBlocking(*spec, hooks);
        const QString archivePath = spec->archivePath;

        using Kind = InstallDecision::Kind;
        if (decision.kind == Kind::Interrupted)
            return stop(ProvisionResult::CannotRun, Provisioner::tr("An earlier install on this machine was interrupted."),
                        {InstallWorkflow::interruptedText(*decision.interrupted)});
        if (decision.kind == Kind::NotUnpacked)
            return stop(ProvisionResult::Failed, Provisioner::tr("The archive could not be unpacked; nothing was changed."),
                        {decision.extraction.reason});
        const InstallPlan &plan = *decision.plan;
        m_outcome.archive->target.cudnnVersion = Version::parse(plan.version).value_or(m_outcome.archive->target.cudnnVersion);
        m_outcome.archive->target.cudaMajor = plan.cudaMajor;
        m_outcome.archive->target.platform = plan.platform;
        m_outcome.archive->target.fileName = QFileInfo(archivePath).fileName();
        m_outcome.summary.installPlan = plan;
        m_outcome.summary.installOutcome = decision.outcome;

        switch (decision.kind) {
        case Kind::Blocked:
            return stop(ProvisionResult::CannotRun, Provisioner::tr("cuDNN %1 cannot be installed here; nothing was changed.").arg(plan.version),
                        plan.blockers);
        case Kind::AlreadyInPlace:
            m_outcome.result = ProvisionResult::AlreadyDone;
            m_outcome.message = Provisioner::tr("Already in the desired state: cuDNN %1 is installed in %2 exactly as the archive has it; "
                                                "nothing was changed.")
                                    .arg(plan.version, shownPath(plan.targetRoot));
            return !m_setting.dryRun;   // still checked, so that a copy broken since is reported
        case Kind::DryRun:
            return stop(ProvisionResult::DryRun, Provisioner::tr("Dry run: %1 would be installed; nothing was changed.").arg(plan.title()));
        case Kind::NeedsElevation:
            return stop(ProvisionResult::CannotRun, Provisioner::tr("Installing %1 needs administrator rights; nothing was changed.").arg(plan.title()),
                        {Provisioner::tr("These folders cannot be written by this account: %1. Run the provisioning as root (sudo) or as "
                                         "an administrator (SYSTEM), or install for this user only: scope = user and layout = "
                                         "side-by-side.")
                             .arg(plan.notWritable.join(QStringLiteral(", ")))});
        case Kind::Failed:
        case Kind::RolledBack:
            if (!decision.outcome)
                return stop(ProvisionResult::Failed, Provisioner::tr("The install could not start; nothing was changed."), {decision.error});
            return stop(ProvisionResult::Failed,
                        decision.kind == Kind::RolledBack
                            ? Provisioner::tr("The install of %1 failed, and everything it changed was undone.").arg(plan.title())
                            : Provisioner::tr("The install of %1 failed.").arg(plan.title()),
                        QStringList{decision.outcome->error} + decision.outcome->problems);
        case Kind::Done:
        case Kind::Ready:
        case Kind::Interrupted:
        case Kind::NotUnpacked:
            break;
        }
        m_outcome.result = ProvisionResult::Installed;
        m_outcome.message = Provisioner::tr("Installed %1 (record %2).").arg(plan.title(), plan.id);
        // Services and signed-in sessions see a changed machine-wide Path only after a restart.
        m_outcome.restartNeeded = m_outcome.windows && plan.scope == InstallScope::System && !plan.registryEdits.isEmpty();
        return true;
    }

    // Verification decides the result; the benchmark and the diagnosis are for the report.
    void check()
    {
        const InstallPlan &plan = *m_outcome.summary.installPlan;
        if (m_choices.verify) {
            say(Provisioner::tr("Verifying the copy in %1...").arg(shownPath(plan.libraryFolder)));
            const VerifyResult result = VerifyRunner::run(ProbeRunner(), plan.libraryFolder, plan.includeFolder, m_setting.probeTimeoutMs);
            m_outcome.summary.verify = result;
            const VerifyResult::Verdict verdict = result.verdict();
            if (verdict == VerifyResult::Verdict::Broken || verdict == VerifyResult::Verdict::NotChecked) {
                QStringList reasons;   // each failed check with its meaning, else why there was no check
                for (const VerifyItem &item : result.items)
                    if (item.status == VerifyItem::Status::Fail) {
                        const ItemExplanation explained = VerifyExplanations::explain(item, result);
                        reasons.append(QStringLiteral("%1: %2 %3").arg(explained.title, explained.outcome, explained.action).trimmed());
                    }
                if (reasons.isEmpty())
                    reasons.append(result.failure.isEmpty() ? VerifyExplanations::resultLine(result) : result.failure);
                stop(ProvisionResult::VerificationFailed,
                     Provisioner::tr("cuDNN %1 is installed in %2, but it does not verify.").arg(plan.version, shownPath(plan.libraryFolder)),
                     reasons);
            }
        }
        if (m_choices.benchmark) {
            say(Provisioner::tr("Timing a convolution..."));
            BenchmarkRequest request;
            request.cudnnDir = plan.libraryFolder;
            m_outcome.summary.benchmark = BenchmarkRunner::run(ProbeRunner(), request);
        }
        say(Provisioner::tr("Diagnosing the result..."));
        m_outcome.summary.system = SystemScanner(m_setting.scan).scan();
        m_outcome.summary.doctor = Doctor::diagnose(report(), paths());
    }

    const ProvisionChoices &m_choices;
    const ProvisionSetting &m_setting;
    const InstallScope m_scope;
    ToolkitTarget m_toolkit;
    bool m_bringCuda = false;   // no toolkit here: the CUDA pieces come with cuDNN (ProvisionChoices::cudaPieces)
    ProvisionOutcome m_outcome;
};

} // namespace

ProvisionOutcome Provisioner::run(const ProvisionChoices &choices, const ProvisionSetting &setting)
{
    return ProvisionRun(choices, setting).execute();
}

} // namespace cudnnsetup
