// Long because: one short lookup per table of compat.json (drivers, toolkits, architectures, cuDNN releases, frameworks); reading the tables is CompatMatrixReader.cpp.
#include "core/compat/CompatMatrix.h"

#include "core/compat/CompatMatrixReader.h"

#include <QFile>
#include <QMutex>
#include <QtDebug>

#include <algorithm>
#include <list>

// Outside the namespace: Q_INIT_RESOURCE declares a global function.
static void initCompatResource()
{
    Q_INIT_RESOURCE(compat_data);
}

namespace cudnnsetup {

namespace {

// A version is "within" a bound written with fewer parts when the parts the bound has agree:
// 13.2.1 is within max "13", 12.9.1 within max "12.9".
int compareAtPrecision(const Version &version, const Version &bound)
{
    const auto order = version.truncated(bound.size()) <=> bound;
    return order < 0 ? -1 : (order > 0 ? 1 : 0);
}

} // namespace

Version CudnnTier::minimumComputeCapability() const
{
    if (computeCapabilities.isEmpty())
        return {};
    return *std::min_element(computeCapabilities.cbegin(), computeCapabilities.cend());
}

bool CudnnTier::coversToolkit(const Version &toolkit) const
{
    return compareAtPrecision(toolkit, toolkitMin) >= 0 && compareAtPrecision(toolkit, toolkitMax) <= 0;
}

bool CudnnTier::coversComputeCapability(const Version &cc) const
{
    // Binary compatibility: code built for X.y runs on X.z with z >= y, never across majors.
    return std::any_of(computeCapabilities.cbegin(), computeCapabilities.cend(), [&](const Version &listed) {
        return listed.major() == cc.major() && listed.minor() <= cc.minor();
    });
}

bool CudnnSupportRange::contains(const Version &cudnn) const
{
    return cudnn >= from && (!before.isValid() || cudnn < before);
}

const CudnnVariant *CudnnSupportRange::variant(int cudaMajor) const
{
    for (const CudnnVariant &candidate : variants)
        if (candidate.cudaMajor == cudaMajor)
            return &candidate;
    return nullptr;
}

QList<int> CudnnSupportRange::cudaMajors() const
{
    QList<int> majors;
    for (const CudnnVariant &candidate : variants)
        majors.append(candidate.cudaMajor);
    return majors;
}

const CudnnPlatform *CudnnRelease::platform(const QString &key) const
{
    for (const CudnnPlatform &candidate : platforms)
        if (candidate.key == key)
            return &candidate;
    return nullptr;
}

bool CudnnRelease::offers(const QString &platformKey, int cudaMajor) const
{
    const CudnnPlatform *found = platform(platformKey);
    return found && found->cudaMajors.contains(cudaMajor);
}

std::optional<CompatMatrix> CompatMatrix::fromJson(const QByteArray &json, QString *error)
{
    CompatMatrixReader reader;
    std::optional<CompatMatrix> matrix = reader.read(json);
    if (!matrix && error)
        *error = reader.error();
    return matrix;
}

namespace {

// Every matrix ever made current lives to the end of the process: a rule running on another
// thread may still hold a reference to the one before.
struct CurrentMatrix
{
    QMutex mutex;
    std::list<CompatMatrix> kept;
    const CompatMatrix *current = nullptr;
};

CurrentMatrix &currentMatrix()
{
    static CurrentMatrix holder;
    return holder;
}

} // namespace

const CompatMatrix &CompatMatrix::current()
{
    CurrentMatrix &holder = currentMatrix();
    QMutexLocker lock(&holder.mutex);
    return holder.current ? *holder.current : builtIn();
}

void CompatMatrix::setCurrent(CompatMatrix matrix)
{
    CurrentMatrix &holder = currentMatrix();
    QMutexLocker lock(&holder.mutex);
    holder.kept.push_back(std::move(matrix));
    holder.current = &holder.kept.back();
}

const CompatMatrix &CompatMatrix::builtIn()
{
    // A function-local static is initialised exactly once, even with concurrent callers.
    static const CompatMatrix matrix = [] {
        initCompatResource();
        QFile file(QStringLiteral(":/compat/compat.json"));
        if (!file.open(QIODevice::ReadOnly)) {
            qCritical("compat.json is not embedded: %s", qPrintable(file.errorString()));
            return CompatMatrix();
        }
        QString error;
        std::optional<CompatMatrix> loaded = fromJson(file.readAll(), &error);
        if (!loaded) {
            qCritical("embedded compat.json is broken: %s", qPrintable(error));
            return CompatMatrix();
        }
        return std::move(*loaded);
    }();
    return matrix;
}

DriverOs CompatMatrix::driverOsForPlatform(const QString &platform)
{
    return platform.startsWith(QLatin1String("windows-")) ? DriverOs::Windows : DriverOs::Linux;
}

QString CompatMatrix::archiveName(const CudnnRelease &release, const QString &platform, int cudaMajor)
{
    const CudnnPlatform *entry = release.platform(platform);
    const QString cuda = entry ? entry->archiveCudaSuffix.value(cudaMajor, QString::number(cudaMajor)) : QString::number(cudaMajor);
    const QString extension = driverOsForPlatform(platform) == DriverOs::Windows ? QStringLiteral(".zip") : QStringLiteral(".tar.xz");
    return QStringLiteral("cudnn-%1-%2_cuda%3-archive%4").arg(platform, release.version.toString(), cuda, extension);
}

const ToolkitDriverRow *CompatMatrix::toolkitDriverRow(const Version &toolkit) const
{
    if (!toolkit.isValid())
        return nullptr;
    const bool buildNumber = toolkit.size() >= 3 && toolkit.patch() >= 10;
    const Version release = buildNumber ? toolkit.truncated(2) : toolkit;
    // Only "X.Y" is known (nvcc's 13.4.49, or a folder named v13.4): that minor's GA, the oldest
    // row of X.Y that is not a preview. Its label's third part is not always 0 (13.4 GA is 13.4.1).
    if (release.size() <= 2) {
        const ToolkitDriverRow *ga = nullptr;
        for (const ToolkitDriverRow &row : m_toolkitDrivers)
            if (row.release.truncated(2) == release.truncated(2) && !row.preview)
                ga = &row;
        if (ga)
            return ga;
    }
    const ToolkitDriverRow *oldestOfMajor = nullptr;
    for (const ToolkitDriverRow &row : m_toolkitDrivers) {   // newest first
        if (row.release.major() != release.major())
            continue;
        if (row.release <= release)
            return &row;
        oldestOfMajor = &row;
    }
    return oldestOfMajor;   // older than every row of its major (11.0 before 11.0.1 RC)
}

bool CompatMatrix::knowsToolkit(const Version &toolkit) const
{
    const ToolkitDriverRow *row = toolkitDriverRow(toolkit);
    return row && row->release.truncated(2) == toolkit.truncated(2);
}

const MinorCompatRow *CompatMatrix::minorCompat(int cudaMajor) const
{
    for (const MinorCompatRow &row : m_minorCompat)
        if (row.cudaMajor == cudaMajor)
            return &row;
    return nullptr;
}

QList<int> CompatMatrix::cudaMajors() const
{
    QList<int> majors;
    for (const MinorCompatRow &row : m_minorCompat)
        majors.append(row.cudaMajor);
    return majors;
}

int CompatMatrix::newestCudaMajorForDriver(const Version &driver, DriverOs os) const
{
    for (const MinorCompatRow &row : m_minorCompat)   // newest first
        if (driver >= row.minimum(os))
            return row.cudaMajor;
    return 0;
}

std::optional<Version> CompatMatrix::toolkitDriverMinimum(const Version &toolkit, DriverOs os, bool *estimated) const
{
    if (estimated)
        *estimated = false;
    if (const ToolkitDriverRow *row = toolkitDriverRow(toolkit); row && row->minimum(os))
        return row->minimum(os);
    const MinorCompatRow *floor = minorCompat(toolkit.major());
    if (!floor)
        return std::nullopt;
    if (estimated)
        *estimated = true;
    return floor->minimum(os);
}

const ToolkitDriverRow *CompatMatrix::newestToolkitForDriver(const Version &driver, DriverOs os) const
{
    for (const ToolkitDriverRow &row : m_toolkitDrivers) {   // newest first
        const std::optional<Version> needed = toolkitDriverMinimum(row.release, os);
        if (needed && driver >= *needed)
            return &row;
    }
    return nullptr;
}

const ToolkitCcRow *CompatMatrix::toolkitComputeCapability(int cudaMajor) const
{
    for (const ToolkitCcRow &row : m_toolkitCc)
        if (row.cudaMajor == cudaMajor)
            return &row;
    return nullptr;
}

const ArchitectureRow *CompatMatrix::architecture(const Version &computeCapability) const
{
    const ArchitectureRow *match = nullptr;
    for (const ArchitectureRow &row : m_architectures)   // ascending
        if (row.computeCapability.major() == computeCapability.major() && row.computeCapability.minor() <= computeCapability.minor())
            match = &row;
    return match;
}

Version CompatMatrix::newestKnownComputeCapability() const
{
    return m_architectures.isEmpty() ? Version() : m_architectures.constLast().computeCapability;
}

int CompatMatrix::driverBranchCeiling(const QList<Version> &computeCapabilities) const
{
    int ceiling = 0;
    for (const Version &cc : computeCapabilities) {
        const ArchitectureRow *row = architecture(cc);
        if (row && row->lastDriverBranch > 0 && (ceiling == 0 || row->lastDriverBranch < ceiling))
            ceiling = row->lastDriverBranch;
    }
    return ceiling;
}

bool CompatMatrix::withinCeiling(const std::optional<Version> &minimum, int ceiling)
{
    return ceiling <= 0 || !minimum || minimum->major() <= ceiling;
}

const CudnnSupportRange *CompatMatrix::cudnnSupport(const Version &cudnn) const
{
    for (const CudnnSupportRange &range : m_support)
        if (range.contains(cudnn))
            return &range;
    return nullptr;
}

const CudnnRelease *CompatMatrix::cudnnRelease(const Version &version) const
{
    for (const CudnnRelease &release : m_releases)
        if (release.version == version)
            return &release;
    return nullptr;
}

bool FrameworkBuildRow::contains(const Version &release) const
{
    return release >= from && (!before.isValid() || release < before);
}

const FrameworkBuildRow *CompatMatrix::frameworkBuild(const QString &framework, const Version &release, int cudaMajor) const
{
    for (const FrameworkBuildRow &row : m_frameworkBuilds)
        if (row.framework == framework && row.contains(release) && (cudaMajor > 0 ? row.cudaMajor == cudaMajor : row.pypiDefault))
            return &row;
    return nullptr;
}

const FrameworkWindowsGpuRow *CompatMatrix::frameworkWindowsGpu(const QString &framework) const
{
    for (const FrameworkWindowsGpuRow &row : m_frameworkWindowsGpu)
        if (row.framework == framework)
            return &row;
    return nullptr;
}

bool FrameworkArchitecturesRow::contains(const Version &release, const Version &cuda) const
{
    const auto inside = [](const Version &value, const Version &low, const Version &high) {
        return (!low.isValid() || value.truncated(int(low.size())) >= low) && (!high.isValid() || value.truncated(int(high.size())) < high);
    };
    if (!inside(release, from, before))
        return false;
    // A build whose CUDA is not known matches only a row that holds for every CUDA.
    return cuda.isValid() ? inside(cuda, cudaFrom, cudaBefore) : !cudaFrom.isValid() && !cudaBefore.isValid();
}

const FrameworkArchitecturesRow *CompatMatrix::frameworkArchitectures(const QString &framework, const Version &release,
                                                                      const Version &cuda) const
{
    for (const FrameworkArchitecturesRow &row : m_frameworkArchitectures)
        if (row.framework == framework && row.contains(release, cuda))
            return &row;
    return nullptr;
}

bool CompatMatrix::runsOn(const QStringList &architectures, const Version &computeCapability)
{
    if (!computeCapability.isValid())
        return true;
    const int major = computeCapability.major();
    const int minor = computeCapability.size() > 1 ? computeCapability.parts().at(1) : 0;
    for (const QString &architecture : architectures) {
        const QString digits = architecture.section(u'_', 1);
        bool ok = false;
        const int number = digits.left(digits.size() - 1).toInt(&ok) * 10 + digits.right(1).toInt();
        if (!ok || digits.size() < 2)
            continue;
        const int codeMajor = number / 10, codeMinor = number % 10;
        if (architecture.startsWith(QLatin1String("sm_")) && codeMajor == major && codeMinor <= minor)
            return true;
        if (architecture.startsWith(QLatin1String("compute_")) && (codeMajor < major || (codeMajor == major && codeMinor <= minor)))
            return true;
    }
    return false;
}

const CudnnTier *CompatMatrix::tierFor(const CudnnVariant &variant, const QList<Version> &computeCapabilities)
{
    // Tiers are listed broadest (lowest driver) first, so the first match asks the least.
    for (const CudnnTier &tier : variant.tiers) {
        const bool coversAll = std::all_of(computeCapabilities.cbegin(), computeCapabilities.cend(),
                                           [&](const Version &cc) { return tier.coversComputeCapability(cc); });
        if (coversAll)
            return &tier;
    }
    return nullptr;
}

std::optional<Version> CompatMatrix::tierDriverMinimum(const CudnnTier &tier, int cudaMajor, DriverOs os, bool *estimated) const
{
    if (estimated)
        *estimated = false;
    if (tier.driverMinimum(os))
        return tier.driverMinimum(os);
    const MinorCompatRow *floor = minorCompat(cudaMajor);
    if (!floor)
        return std::nullopt;
    if (estimated)
        *estimated = true;
    return floor->minimum(os);
}

CudnnPick CompatMatrix::newestCudnn(const CudnnConstraints &constraints) const
{
    for (const CudnnRelease &release : m_releases) {   // newest first
        if (!release.choosableByDefault() || !release.offers(constraints.platform, constraints.cudaMajor))
            continue;
        const CudnnSupportRange *range = cudnnSupport(release.version);
        const CudnnVariant *variant = range ? range->variant(constraints.cudaMajor) : nullptr;
        const CudnnTier *tier = variant ? tierFor(*variant, constraints.computeCapabilities) : nullptr;
        if (!tier)
            continue;
        CudnnPick pick;
        pick.driverMinimum = tierDriverMinimum(*tier, constraints.cudaMajor, constraints.os, &pick.driverMinimumEstimated);
        if (constraints.driver && pick.driverMinimum && *constraints.driver < *pick.driverMinimum)
            continue;
        pick.release = &release;
        pick.tier = tier;
        return pick;
    }
    return {};
}

} // namespace cudnnsetup
