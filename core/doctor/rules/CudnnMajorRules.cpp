#include "core/doctor/rules/CudnnMajorRules.h"

#include "core/compat/CompatMatrix.h"
#include "core/compat/CompatRules.h"
#include "core/compat/CompatText.h"
#include "core/doctor/rules/FrameworkRules.h"
#include "core/probe/LoaderOrder.h"
#include "core/probe/CudnnCopyFinder.h"
#include "core/probe/parsers/DistInfoName.h"
#include "core/probe/parsers/WheelMetadata.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <climits>
#include <optional>

namespace cudnnsetup {

namespace {

// ---- cuDNN majors against the toolkit -------------------------------------------------------

const ToolkitInstall *toolkitFor(const SystemReport &report, const CudnnCopy &copy)
{
    if (copy.kind == CudnnCopy::Kind::InsideToolkit)
        for (const ToolkitInstall &toolkit : report.toolkits)
            if (toolkit.root == copy.toolkitRoot || (!toolkit.canonicalRoot.isEmpty() && toolkit.canonicalRoot == copy.toolkitRoot))
                return &toolkit;
    return CompatRules::judgedToolkit(report);
}

int cudnnMajor(const CudnnCopy &copy)
{
    const int major = copy.libraryMajor();
    return major > 0 ? major : copy.bestVersion().major();
}

// Whether any cuDNN release of `cudnnMajor` in the data offers a build for `cudaMajor`;
// nullopt when the data cannot tell (it lists no release of that cuDNN major, or no cuDNN at
// all for that CUDA major), so that gaps in the data never turn into alarms.
std::optional<bool> hasBuild(const CompatMatrix &matrix, const QString &platform, int cudnnMajor, int cudaMajor)
{
    bool majorKnown = false, cudaKnown = false, offered = false;
    for (const CudnnRelease &release : matrix.cudnnReleases()) {
        const bool sameMajor = release.version.major() == cudnnMajor;
        const bool offersCuda = release.offers(platform, cudaMajor);
        majorKnown = majorKnown || sameMajor;
        cudaKnown = cudaKnown || offersCuda;
        offered = offered || (sameMajor && offersCuda);
    }
    if (!majorKnown || !cudaKnown)
        return std::nullopt;
    return offered;
}

// ---- Python frameworks ----------------------------------------------------------------------

// A cuDNN pin of one installed package, and where it was read.
struct CudnnRequirement : CudnnPin
{
    QString package;          // "torch"
    QString packageVersion;   // "2.4.0"
    QString metadataPath;
};

struct CudnnWheel
{
    int cudaMajor = 0;
    Version version;
    QString distInfo;         // folder name, "nvidia_cudnn_cu11-8.9.2.26.dist-info"
};

QList<CudnnRequirement> readRequirements(const QString &metadataPath, bool windows)
{
    QList<CudnnRequirement> requirements;
    // site-packages may hold hundreds of packages: only the headers at the start are read.
    QFile file(metadataPath);
    if (!QFileInfo(metadataPath).isFile() || !file.open(QIODevice::ReadOnly))
        return requirements;
    const WheelMetadata metadata = WheelMetadata::parse(file.read(WheelMetadata::headerLimit), windows);
    if (metadata.name.startsWith(QStringLiteral("nvidia-cudnn"), Qt::CaseInsensitive))
        return requirements;   // cuDNN's own wheels are what is checked, not what checks
    QSet<QString> seen;
    for (const CudnnPin &pin : metadata.cudnnPins) {
        // The same pin for two CPU types appears twice; one is enough.
        const QString key = QStringLiteral("%1/%2/%3").arg(pin.cudaMajor).arg(pin.minMajor).arg(pin.maxMajor);
        if (seen.contains(key))
            continue;
        seen.insert(key);
        CudnnRequirement requirement;
        static_cast<CudnnPin &>(requirement) = pin;
        requirement.package = metadata.name;
        requirement.packageVersion = metadata.version;
        requirement.metadataPath = metadataPath;
        requirements.append(requirement);
    }
    return requirements;
}

// The site-packages folders the scan looks at for wheels, and those holding a cuDNN wheel it
// found: a framework may sit in one without any cuDNN, and that is the case to see.
QStringList sitePackages(const DoctorContext &context)
{
    return CudnnCopyFinder(context.paths, context.report.toolkits).sitePackagesWithCopies(context.report.cudnnCopies);
}

QList<CudnnWheel> cudnnWheels(const QString &site)
{
    QList<CudnnWheel> wheels;
    for (const QString &name : QDir(site).entryList({QStringLiteral("*.dist-info")}, QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const std::optional<DistInfoName> wheel = parseDistInfoName(name);
        const int cudaMajor = wheel ? cudaMajorFromCudnnPackage(wheel->package) : 0;
        if (cudaMajor > 0)
            wheels.append({cudaMajor, wheel->version, name});
    }
    return wheels;
}

QString neededText(const CudnnRequirement &requirement)
{
    if (requirement.minMajor == requirement.maxMajor)
        return CudnnMajorRules::tr("cuDNN %1").arg(requirement.minMajor);
    if (requirement.maxMajor == INT_MAX)
        return CudnnMajorRules::tr("cuDNN %1 or newer").arg(requirement.minMajor);
    if (requirement.minMajor <= 0)
        return CudnnMajorRules::tr("cuDNN %1 or older").arg(requirement.maxMajor);
    return CudnnMajorRules::tr("cuDNN %1 to %2").arg(requirement.minMajor).arg(requirement.maxMajor);
}

QString packageLabel(const CudnnRequirement &requirement)
{
    return requirement.packageVersion.isEmpty() ? requirement.package
                                                : QStringLiteral("%1 %2").arg(requirement.package, requirement.packageVersion);
}

} // namespace

QList<Finding> CudnnMajorRules::check(const DoctorContext &context)
{
    QList<Finding> findings = Finding::fromVerdicts(context.report.verdicts, {QStringLiteral("cudnn-cuda-major-mismatch")}, Finding::WrongMajor);
    findings += checkCopiesAgainstToolkit(context);
    findings += checkPythonFrameworks(context);
    return findings;
}

QList<Finding> CudnnMajorRules::checkCopiesAgainstToolkit(const DoctorContext &context)
{
    const SystemReport &report = context.report;
    const CompatMatrix &matrix = CompatMatrix::current();
    QList<Finding> findings;
    for (const CudnnCopy &copy : report.cudnnCopies) {
        // Wheels and conda environments bring their own CUDA libraries: the toolkit does not matter.
        if (copy.kind == CudnnCopy::Kind::PythonWheel || copy.kind == CudnnCopy::Kind::Conda)
            continue;
        const ToolkitInstall *toolkit = toolkitFor(report, copy);
        const int major = cudnnMajor(copy);
        if (!toolkit || !toolkit->version.isValid() || major <= 0)
            continue;
        const int cuda = toolkit->version.major();
        if (copy.cudaMajor > 0 && copy.cudaMajor != cuda)
            continue;   // the scan's cudnn-cuda-major-mismatch verdict says it, with the build's own CUDA major
        const std::optional<bool> built = hasBuild(matrix, report.platform, major, cuda);
        if (!built || *built)
            continue;

        QList<int> majorsForCuda;
        for (const CudnnRelease &release : matrix.cudnnReleases())
            if (release.offers(report.platform, cuda) && !majorsForCuda.contains(release.version.major()))
                majorsForCuda.append(release.version.major());
        QStringList majorNames;
        for (int m : std::as_const(majorsForCuda))
            majorNames.append(QString::number(m));

        const bool loaded = copy.kind == CudnnCopy::Kind::InsideToolkit || copy.kind == CudnnCopy::Kind::SearchPath;
        Finding f;
        f.code = QStringLiteral("cudnn-major-no-build-for-toolkit");
        f.family = Finding::WrongMajor;
        f.severity = loaded ? Verdict::Severity::Error : Verdict::Severity::Warning;
        const QString version = copy.bestVersion().isValid() ? copy.bestVersion().toString() : QString::number(major);
        f.title = tr("cuDNN %1 does not exist for CUDA %2").arg(QString::number(major), QString::number(cuda));
        f.explanation = tr("The cuDNN at %1 is cuDNN %2, but NVIDIA never released a cuDNN %3 for CUDA %4; CUDA %4 needs "
                           "cuDNN %5. This copy was made for an older CUDA, so programs built with the CUDA %6 toolkit at %7 "
                           "either do not find the cuDNN they ask for (libcudnn.so.%5 / cudnn64_%5.dll) or fail when they "
                           "load this one.")
                            .arg(copy.libraryDir, version, QString::number(major), QString::number(cuda),
                                 majorNames.join(QStringLiteral(" / ")), toolkit->version.toString(), toolkit->root);
        f.evidence.append(CompatText::copyEvidence(copy));
        f.evidence.append(CompatText::toolkitEvidence(*toolkit));
        f.evidence.append(tr("cuDNN majors released for CUDA %1 (wizard data): %2").arg(cuda).arg(majorNames.join(QStringLiteral(", "))));

        QString step;
        CudnnConstraints constraints{report.platform, cuda, {}, std::nullopt, CompatMatrix::driverOsForPlatform(report.platform)};
        for (const GpuInfo &gpu : report.gpus)
            if (gpu.computeCapability.isValid())
                constraints.computeCapabilities.append(gpu.computeCapability);
        if (const CudnnPick pick = matrix.newestCudnn(constraints); pick.release)
            step = tr("Install cuDNN %1 for CUDA %2 (%3) instead")
                       .arg(pick.release->version.toString(), QString::number(cuda),
                            CompatMatrix::archiveName(*pick.release, report.platform, cuda));
        else
            step = tr("Install a cuDNN %1 built for CUDA %2 instead").arg(majorNames.value(0), QString::number(cuda));
        f.manualStep = copy.kind == CudnnCopy::Kind::InsideToolkit
            ? tr("%1, and remove the cuDNN %2 files from %3 (or reinstall the toolkit). Programs that really need cuDNN %2 "
                 "need a CUDA toolkit it was built for.")
                  .arg(step, QString::number(major), copy.libraryDir)
            : tr("%1. If nothing on this computer needs cuDNN %2 any more, remove it from %3.").arg(step, QString::number(major), copy.libraryDir);
        findings.append(f);
    }
    return findings;
}

QList<Finding> CudnnMajorRules::checkPythonFrameworks(const DoctorContext &context)
{
    const SystemPaths &paths = context.paths;
    const bool windows = paths.platform().isWindows();
    QList<Finding> findings;
    std::optional<QList<LoaderOrder::Folder>> loaderFolders;

    for (const QString &site : sitePackages(context)) {
        const QList<CudnnWheel> wheels = cudnnWheels(site);
        for (const QString &distInfo : QDir(site).entryList({QStringLiteral("*.dist-info")}, QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            for (const CudnnRequirement &requirement : readRequirements(site + u'/' + distInfo + QStringLiteral("/METADATA"), windows)) {
                // The scan judged the frameworks it knows on what they load (FrameworkRules):
                // one judgement per package.
                if (FrameworkRules::judges(context.report, site, requirement.package))
                    continue;
                Finding f;
                f.family = Finding::WrongMajor;
                f.severity = Verdict::Severity::Error;
                f.evidence.append(tr("%1 (%2): %3").arg(packageLabel(requirement), requirement.metadataPath, requirement.line));
                const QString needed = neededText(requirement);
                const QString pipInstall = QStringLiteral("python -m pip install \"%1\"").arg(requirement.spec);

                // The wheel of the CUDA variant it asks for, else whichever cuDNN wheel is there.
                const CudnnWheel *installed = wheels.isEmpty() ? nullptr : &wheels.first();
                for (const CudnnWheel &wheel : wheels)
                    if (wheel.cudaMajor == requirement.cudaMajor)
                        installed = &wheel;
                QString found;   // what it gets instead, for the title
                if (installed) {
                    const bool majorFits = !installed->version.isValid() || requirement.allows(installed->version.major());
                    const bool variantFits = installed->cudaMajor == requirement.cudaMajor;
                    if (majorFits && variantFits)
                        continue;
                    f.code = majorFits ? QStringLiteral("python-cudnn-cuda-variant-mismatch") : QStringLiteral("python-cudnn-major-mismatch");
                    found = tr("cuDNN %1 for CUDA %2").arg(installed->version.toString()).arg(installed->cudaMajor);
                    for (const CudnnWheel &wheel : wheels)
                        f.evidence.append(tr("Installed beside it: %1 (%2)").arg(wheel.distInfo, site));
                    if (variantFits)
                        f.manualStep = tr("With the Python of this environment, run: %1").arg(pipInstall);
                    else
                        // The cuNN wheels share site-packages/nvidia/cudnn: uninstalling one deletes
                        // files of the other, hence the forced reinstall.
                        f.manualStep = tr("With the Python of this environment, run: python -m pip uninstall -y nvidia-cudnn-cu%1 "
                                          "and then: python -m pip install --force-reinstall \"%2\" (both packages share the "
                                          "folder nvidia/cudnn, so the reinstall puts back files the uninstall removed).")
                                           .arg(installed->cudaMajor)
                                           .arg(requirement.spec);
                } else if (!windows) {
                    // No cuDNN wheel: the framework asks the loader for libcudnn.so.<major>.
                    if (!loaderFolders)
                        loaderFolders = LoaderOrder::linuxFolders(paths, context.report.toolkits);
                    bool satisfied = false;
                    std::optional<LoaderPick> other;
                    for (int major = 7; major <= 10; ++major) {
                        const std::optional<LoaderPick> pick = LoaderOrder::pick(*loaderFolders, major, context.report.cudnnCopies);
                        if (pick && requirement.allows(major))
                            satisfied = true;
                        else if (pick && !other)
                            other = pick;
                    }
                    if (satisfied || !other)
                        continue;   // nothing visible at all is a missing cuDNN, not a wrong major
                    f.code = QStringLiteral("python-cudnn-major-mismatch");
                    found = other->version.isValid() ? tr("cuDNN %1").arg(other->version.toString()) : tr("cuDNN %1").arg(other->major);
                    f.evidence.append(tr("No cuDNN package installed in %1").arg(site));
                    f.evidence.append(tr("The loader finds: %1 (via %2)").arg(other->file, other->via));
                    f.manualStep = tr("With the Python of this environment, run: %1. That puts the cuDNN it was built for "
                                      "beside it, where it looks first.")
                                       .arg(pipInstall);
                } else {
                    continue;
                }
                f.title = tr("%1 needs %2 for CUDA %3, but finds %4").arg(packageLabel(requirement), needed).arg(requirement.cudaMajor).arg(found);
                f.explanation = tr("The Python package %1 in %2 was built for %3 for CUDA %4: its package metadata asks for %5. "
                                   "What it gets is %6. cuDNN builds of another major version or for another CUDA major have "
                                   "other library names and functions, so %7 fails when it starts using the GPU, with errors "
                                   "such as \"Could not load library libcudnn...\", \"undefined symbol\" or a cuDNN version "
                                   "mismatch.")
                                    .arg(packageLabel(requirement), site, needed, QString::number(requirement.cudaMajor),
                                         requirement.spec, found, requirement.package);
                findings.append(f);
            }
        }
    }
    return findings;
}

} // namespace cudnnsetup
