#include "core/frameworks/FrameworkFit.h"

#include "core/frameworks/FrameworkLoading.h"
#include "core/model/ShownPath.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

namespace cudnnsetup {

namespace {

// The scan's copy whose (canonical) library folder is `libraryDir`.
const CudnnCopy *copyOfFolder(const SystemReport &report, const QString &libraryDir)
{
    for (const CudnnCopy &copy : report.cudnnCopies)
        if (!libraryDir.isEmpty() && copy.libraryDir == libraryDir)
            return &copy;
    return nullptr;
}

const CudnnCopy *copyIn(const SystemReport &report, const QString &folder)
{
    return copyOfFolder(report, QFileInfo(folder).canonicalFilePath());
}

// The main library of `copy` a program asks for (libcudnn.so.9, cudnn64_9.dll).
QString mainLibrary(const CudnnCopy &copy)
{
    const int major = copy.libraryMajor();
    for (const CudnnLibraryFile &file : copy.libraries)
        if (file.subLibrary == QLatin1String("cudnn") && file.soMajor == major)
            return file.path;
    return copy.libraryDir;
}

// "2.11.0", "2.10.1rc0" against "2.10": compared on the parts the row names.
bool newerThan(const QString &release, const Version &last)
{
    const std::optional<Version> parsed = Version::parse(QString(release).section(u'+', 0, 0).remove(QRegularExpression(QStringLiteral("[a-z].*$"))));
    return parsed && parsed->truncated(int(last.size())) > last;
}

// Two statements of one copy's version agree where both say something (9.19.0 and 9.19.0.56).
bool sameRelease(const Version &a, const Version &b)
{
    const int parts = int(std::min(a.size(), b.size()));
    return a.isValid() && b.isValid() && a.truncated(parts) == b.truncated(parts);
}

// "9.19.0 for CUDA 13", "9.19.0", "?" for a sentence about a copy.
QString copyRelease(const Version &version, int cudaMajor)
{
    const QString release = version.isValid() ? version.toString() : QStringLiteral("?");
    return cudaMajor > 0 ? FrameworkFit::tr("%1 for CUDA %2").arg(release).arg(cudaMajor) : release;
}

QString canonicalOrClean(const QString &folder)
{
    const QString canonical = QFileInfo(folder).canonicalFilePath();
    return canonical.isEmpty() ? QDir::cleanPath(folder) : canonical;
}

// How the loader reached the main library, in the words LoaderPick::via uses.
QString viaKey(const QString &loaderVia)
{
    if (loaderVia == QLatin1String("ld.so.cache"))
        return QStringLiteral("ld.so.conf");
    return loaderVia;
}

// Where its cuDNN comes from, and for Linux where its parts come from.
struct Source
{
    const CudnnCopy *loaded = nullptr;
    QString partsVia;          // how the loader found the first part from another copy
    QStringList partsMissing;  // the parts its own copy lacks that came from another
};

// Windows: its own folder first where it bundles cuDNN (torch\lib), the nvidia-cudnn wheel in
// its environment (nvidia\cudnn\bin), its conda environment's Library\bin, else the loader's pick.
Source windowsSource(FrameworkInstall &framework, const SystemReport &report, const QList<LoaderPick> &picks, int needed)
{
    const CudnnCopy *bundled = framework.kind == FrameworkInstall::Kind::PyTorch
                                   ? copyIn(report, framework.sitePackages + QStringLiteral("/torch/lib"))
                                   : nullptr;
    const CudnnCopy *wheel = copyIn(report, framework.sitePackages + QStringLiteral("/nvidia/cudnn/bin"));
    const CudnnCopy *conda = QFileInfo::exists(framework.environment + QStringLiteral("/conda-meta"))
                                 ? copyIn(report, framework.environment + QStringLiteral("/Library/bin"))
                                 : nullptr;
    Source source;
    if (bundled) {
        framework.cudnnSource = FrameworkInstall::CudnnSource::Bundled;
        source.loaded = bundled;
        framework.loadedVia = FrameworkFit::tr("its own folder");
    } else if (wheel) {
        framework.cudnnSource = FrameworkInstall::CudnnSource::OwnWheel;
        source.loaded = wheel;
        framework.loadedVia = FrameworkFit::tr("the nvidia-cudnn package in its environment");
    } else if (conda) {
        framework.cudnnSource = FrameworkInstall::CudnnSource::Environment;
        source.loaded = conda;
        framework.loadedVia = FrameworkFit::tr("its conda environment");
    } else {
        // Newest major first where it does not say which it needs.
        for (auto it = picks.crbegin(); it != picks.crend(); ++it) {
            const LoaderPick &pick = *it;
            if (needed > 0 && pick.major != needed)
                continue;
            framework.cudnnSource = FrameworkInstall::CudnnSource::Loader;
            framework.loadedFile = pick.file;
            framework.loadedVersion = pick.version;
            framework.loadedVia = pick.via;
            source.loaded = copyOfFolder(report, pick.libraryDir);
            break;
        }
        if (framework.cudnnSource != FrameworkInstall::CudnnSource::Loader)
            framework.cudnnSource = FrameworkInstall::CudnnSource::Missing;
    }
    return source;
}

// Linux: the loader run through from the framework's own library (FrameworkLoading), for the
// major it needs, or the newest it finds where it does not say.
Source linuxSource(FrameworkInstall &framework, const SystemReport &report, const LoaderFacts &loader, int needed)
{
    QList<int> majors = needed > 0 ? QList<int>{needed} : CudnnCopy::majorsOf(report.cudnnCopies);
    std::reverse(majors.begin(), majors.end());
    Source source;
    framework.cudnnSource = FrameworkInstall::CudnnSource::Missing;
    for (const int major : majors) {
        const std::optional<FrameworkLoad> load = FrameworkLoading::load(framework, major, report, loader);
        if (!load)
            continue;
        const QString folder = canonicalOrClean(QFileInfo(load->mainFile).path());
        source.loaded = copyOfFolder(report, folder);
        framework.loadedFile = load->mainFile;
        framework.loadedVersion = source.loaded ? source.loaded->bestVersion() : Version();
        const bool conda = QFileInfo::exists(framework.environment + QStringLiteral("/conda-meta"));
        if (folder == canonicalOrClean(framework.sitePackages + QStringLiteral("/torch/lib"))) {
            framework.cudnnSource = FrameworkInstall::CudnnSource::Bundled;
            framework.loadedVia = FrameworkFit::tr("its own folder");
        } else if (folder == canonicalOrClean(framework.sitePackages + QStringLiteral("/nvidia/cudnn/lib"))) {
            framework.cudnnSource = FrameworkInstall::CudnnSource::OwnWheel;
            framework.loadedVia = FrameworkFit::tr("the nvidia-cudnn package in its environment");
        } else if (conda && folder == canonicalOrClean(framework.environment + QStringLiteral("/lib"))) {
            framework.cudnnSource = FrameworkInstall::CudnnSource::Environment;
            framework.loadedVia = FrameworkFit::tr("its conda environment");
        } else {
            framework.cudnnSource = FrameworkInstall::CudnnSource::Loader;
            framework.loadedVia = viaKey(load->via);
        }
        // Where its parts come from, when that is another copy than the main library's.
        for (const CudnnPartPick &pick : load->parts) {
            if (pick.file.isEmpty())
                continue;
            const QString partFolder = canonicalOrClean(QFileInfo(pick.file).path());
            if (partFolder == folder)
                continue;
            if (framework.partsFrom.isEmpty()) {
                framework.partsFrom = partFolder;
                const CudnnCopy *other = copyOfFolder(report, partFolder);
                framework.partsVersion = other ? other->bestVersion() : Version();
                source.partsVia = pick.via;
            }
            if (partFolder == framework.partsFrom)
                source.partsMissing.append(QStringLiteral("lib%1").arg(pick.part));
        }
        break;
    }
    if (framework.cudnnSource == FrameworkInstall::CudnnSource::Missing) {
        // No library of the major it asks for anywhere; a cuDNN of another major in its own
        // places (a wheel for another CUDA version, say) is what it was meant to load: judged as
        // that, it gets the finding that says what to install instead.
        const bool conda = QFileInfo::exists(framework.environment + QStringLiteral("/conda-meta"));
        const std::pair<const CudnnCopy *, const char *> own[] = {
            {framework.kind == FrameworkInstall::Kind::PyTorch ? copyIn(report, framework.sitePackages + QStringLiteral("/torch/lib")) : nullptr,
             "bundled"},
            {copyIn(report, framework.sitePackages + QStringLiteral("/nvidia/cudnn/lib")), "wheel"},
            {conda ? copyIn(report, framework.environment + QStringLiteral("/lib")) : nullptr, "environment"},
        };
        for (const auto &[copy, kind] : own) {
            if (!copy || needed == 0 || copy->libraryMajor() == needed)
                continue;   // of the major it asks for, yet not found: it does not look there (ONNX Runtime)
            source.loaded = copy;
            framework.cudnnSource = qstrcmp(kind, "bundled") == 0 ? FrameworkInstall::CudnnSource::Bundled
                                    : qstrcmp(kind, "wheel") == 0 ? FrameworkInstall::CudnnSource::OwnWheel
                                                                   : FrameworkInstall::CudnnSource::Environment;
            framework.loadedVia = qstrcmp(kind, "bundled") == 0 ? FrameworkFit::tr("its own folder")
                                  : qstrcmp(kind, "wheel") == 0 ? FrameworkFit::tr("the nvidia-cudnn package in its environment")
                                                                 : FrameworkFit::tr("its conda environment");
            framework.loadedFile = mainLibrary(*copy);
            framework.loadedVersion = copy->bestVersion();
            break;
        }
    }
    return source;
}

} // namespace

void FrameworkFit::judge(FrameworkInstall &framework, const SystemReport &report, const LoaderFacts &loader,
                         const CompatMatrix &matrix)
{
    framework.clearJudgement();
    const QList<LoaderPick> &picks = loader.picks;
    const bool windows = report.platform.startsWith(QStringLiteral("windows"));
    const QString name = FrameworkInstall::kindName(framework.kind);
    auto problem = [&](const char *code, Verdict::Severity severity, const QString &text) {
        framework.problems.append(text);
        framework.problemCodes.append(QLatin1String(code));
        framework.fit = std::max(framework.fit, severity);
    };

    if (windows) {
        if (const FrameworkWindowsGpuRow *row = matrix.frameworkWindowsGpu(FrameworkInstall::kindKey(framework.kind));
            row && (!row->lastRelease.isValid() || newerThan(framework.version, row->lastRelease))) {
            framework.fit = Verdict::Severity::Warning;
            framework.problemCodes.append(QLatin1String(FrameworkInstall::kNoWindowsGpu));
            framework.problems.append(
                row->lastRelease.isValid()
                    ? tr("%1 %2 has no GPU support on native Windows (%3 was the last release with it): it runs on the CPU "
                         "and loads no cuDNN. For the GPU, use it in WSL2.").arg(name, framework.version, row->lastRelease.toString())
                    : tr("%1 has no GPU support on native Windows: it runs on the CPU and loads no cuDNN. For the GPU, use it "
                         "in WSL2.").arg(name));
            return;
        }
    }
    if (!framework.gpuBuild) {
        framework.fit = Verdict::Severity::Info;
        framework.note = tr("A build without CUDA: it runs on the CPU and loads no cuDNN.");
        return;
    }

    int needed = framework.builtForCudnn.isValid() ? framework.builtForCudnn.major() : 0;
    const Source source = windows ? windowsSource(framework, report, picks, needed) : linuxSource(framework, report, loader, needed);
    const CudnnCopy *loaded = source.loaded;
    if (loaded && framework.cudnnSource != FrameworkInstall::CudnnSource::Loader && framework.loadedFile.isEmpty()) {
        framework.loadedFile = mainLibrary(*loaded);
        framework.loadedVersion = loaded->bestVersion();
    }
    if (needed == 0 && framework.loadedVersion.isValid() && framework.cudnnSource == FrameworkInstall::CudnnSource::Bundled) {
        // A bundle is what the build was made with (Windows wheels pin nothing).
        framework.builtForCudnn = framework.loadedVersion;
        framework.cudnnFact = tr("bundled in %1").arg(shownPath(loaded->libraryDir));
        needed = framework.builtForCudnn.major();
    }

    if (framework.cudnnSource == FrameworkInstall::CudnnSource::Missing) {
        QString text = needed > 0 ? tr("It needs cuDNN %1, but finds none: there is no nvidia-cudnn package in its environment (%2) "
                                       "and no cuDNN %1 where the loader looks.").arg(needed).arg(shownPath(framework.sitePackages))
                                  : tr("It finds no cuDNN: there is no nvidia-cudnn package in its environment (%1) and no cuDNN "
                                       "where the loader looks.").arg(shownPath(framework.sitePackages));
        for (const LoaderPick &pick : picks)
            text += u' ' + tr("The loader has only cuDNN %1 (%2), another major version, which it cannot use.")
                               .arg(pick.version.isValid() ? pick.version.toString() : QString::number(pick.major), shownPath(pick.file));
        problem(FrameworkInstall::kCudnnMissing, Verdict::Severity::Error, text);
    }
    if (!windows && loaded && !framework.partsFrom.isEmpty()) {
        const CudnnCopy *other = copyOfFolder(report, framework.partsFrom);
        const bool otherCuda = other && other->cudaMajor > 0 && loaded->cudaMajor > 0 && other->cudaMajor != loaded->cudaMajor;
        if (!sameRelease(framework.partsVersion, framework.loadedVersion) || otherCuda) {
            const QString parts = copyRelease(framework.partsVersion, other ? other->cudaMajor : 0);
            const QString own = copyRelease(framework.loadedVersion, loaded->cudaMajor);
            problem(FrameworkInstall::kCudnnPartsMixed, Verdict::Severity::Error,
                    source.partsVia == QLatin1String("LD_LIBRARY_PATH")
                        ? tr("LD_LIBRARY_PATH puts %1 (cuDNN %2) before its own cuDNN %3 (%4). cuDNN loads its parts "
                             "(libcudnn_graph, libcudnn_ops, ...) by name, and the loader looks in LD_LIBRARY_PATH first: it "
                             "would mix the two copies and stop with CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH. Take that folder "
                             "out of LD_LIBRARY_PATH for this framework.")
                              .arg(shownPath(framework.partsFrom), parts, own, shownPath(loaded->libraryDir))
                        : tr("Its own cuDNN %1 (%2) has no %3, so the loader takes that part from %4 (cuDNN %5): the two "
                             "releases would mix and stop with CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH. Reinstall its cuDNN "
                             "package complete, or remove the other copy from the loader's search.")
                              .arg(own, shownPath(loaded->libraryDir), source.partsMissing.join(QStringLiteral(", ")),
                                   shownPath(framework.partsFrom), parts));
        }
    }
    const Version &built = framework.builtForCudnn;
    const Version &got = framework.loadedVersion;
    if (built.isValid() && got.isValid()) {
        if (got.major() != built.major()) {
            problem(FrameworkInstall::kCudnnMajorMismatch, Verdict::Severity::Error, tr("It was built for cuDNN %1, but loads cuDNN %2 (%3): a different major version, whose "
                                                 "libraries and functions it cannot use.")
                                                  .arg(built.major()).arg(got.toString(), shownPath(framework.loadedFile)));
        } else if (built.size() >= 2 && got.truncated(int(built.size())) < built) {
            problem(FrameworkInstall::kCudnnTooOld, Verdict::Severity::Error,
                    framework.cudnnIsMinimum
                        ? tr("It needs cuDNN %1 or newer, but loads cuDNN %2 (%3).").arg(built.toString(), got.toString(), shownPath(framework.loadedFile))
                        : tr("It was built with cuDNN %1 and needs that release or a newer %2.x, but loads the older cuDNN %3 (%4).")
                              .arg(built.toString()).arg(built.major()).arg(got.toString(), shownPath(framework.loadedFile)));
        }
    }
    if (loaded && loaded->cudaMajor > 0 && framework.builtForCuda.isValid() && loaded->cudaMajor != framework.builtForCuda.major()) {
        problem(FrameworkInstall::kCudnnCudaMismatch, Verdict::Severity::Error, tr("It was built for CUDA %1, but the cuDNN it loads is the build for CUDA %2 (%3).")
                                              .arg(framework.builtForCuda.major()).arg(loaded->cudaMajor).arg(shownPath(framework.loadedFile)));
    }
    const int cudaMajor = framework.builtForCuda.isValid() ? framework.builtForCuda.major() : 0;
    const DriverOs os = CompatMatrix::driverOsForPlatform(report.platform);
    if (cudaMajor > 0 && report.driver.version.isValid()) {
        if (const MinorCompatRow *floor = matrix.minorCompat(cudaMajor); floor && report.driver.version < floor->minimum(os))
            problem(FrameworkInstall::kDriverTooOld, Verdict::Severity::Error, tr("The NVIDIA driver %1 is too old for its CUDA %2 build, which needs driver %3 or newer.")
                                                  .arg(report.driver.version.toString()).arg(cudaMajor).arg(floor->minimum(os).toString()));
    }
    // The GPU code the build carries: from its files, or the compatibility data for its release.
    if (framework.gpuArchitectures.isEmpty())
        if (const FrameworkArchitecturesRow *row = matrix.frameworkArchitectures(
                FrameworkInstall::kindKey(framework.kind),
                Version::parse(framework.version.section(u'+', 0, 0)).value_or(Version()), framework.builtForCuda)) {
            framework.gpuArchitectures = row->architectures;
            framework.gpuArchitecturesFact = QStringLiteral("compat.json frameworkGpuArchitectures: %1").arg(row->note);
        }
    for (const GpuInfo &gpu : report.gpus) {
        if (!gpu.computeCapability.isValid())
            continue;
        if (!framework.gpuArchitectures.isEmpty() && !CompatMatrix::runsOn(framework.gpuArchitectures, gpu.computeCapability)) {
            problem(FrameworkInstall::kGpuUnsupported, Verdict::Severity::Error,
                    tr("Its build carries GPU code for %1 only, none of which runs on the GPU %2 (compute capability %3): it "
                       "stops with \"no kernel image is available for execution on the device\".")
                        .arg(framework.gpuArchitectures.join(QStringLiteral(", ")), gpu.name, gpu.computeCapability.toString()));
            continue;
        }
        if (const ToolkitCcRow *row = cudaMajor > 0 ? matrix.toolkitComputeCapability(cudaMajor) : nullptr;
            row && gpu.computeCapability < row->minimum) {
            problem(FrameworkInstall::kGpuUnsupported, Verdict::Severity::Error, tr("Its CUDA %1 build does not support the GPU %2 (compute capability %3; CUDA %1 needs %4 "
                                                 "or newer).").arg(cudaMajor).arg(gpu.name, gpu.computeCapability.toString(), row->minimum.toString()));
            continue;
        }
        const CudnnSupportRange *range = got.isValid() ? matrix.cudnnSupport(got) : nullptr;
        const CudnnVariant *variant = range ? range->variant(loaded && loaded->cudaMajor > 0 ? loaded->cudaMajor : cudaMajor) : nullptr;
        if (variant && !variant->tiers.isEmpty()
            && CompatMatrix::tierFor(*variant, {gpu.computeCapability}) == nullptr)
            problem(FrameworkInstall::kGpuUnsupported, Verdict::Severity::Error, tr("cuDNN %1, which it loads, does not support the GPU %2 (compute capability %3).")
                                                  .arg(got.toString(), gpu.name, gpu.computeCapability.toString()));
    }
    if (framework.problems.isEmpty() && !built.isValid())
        framework.fit = Verdict::Severity::Info;   // nothing to judge it by
    if (!built.isValid())
        framework.note = tr("Its files do not say which cuDNN it was built for.");
}

} // namespace cudnnsetup
