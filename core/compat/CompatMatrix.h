// CompatMatrix: the compatibility facts from resources/compat/compat.json (driver minimums per
// CUDA Toolkit, minor-version-compatibility floors, compute capabilities per toolkit and per
// cuDNN release, the known cuDNN releases), validated once and queried by the rules.
// It holds data and lookups only; judging a machine is CompatRules' job.
#pragma once

#include "core/model/Version.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace cudnnsetup {

// Where a fact comes from. Every row of the data file carries one.
struct Provenance
{
    QStringList sources;
    bool confirmed = true;    // false: not tied to an NVIDIA source (see the row's note)
    QString note;
};

// Which column of NVIDIA's driver tables applies.
enum class DriverOs { Linux, Windows };

struct ToolkitDriverRow : Provenance
{
    // NVIDIA's redist label. Up to 13.3 the third part is the update number (12.6.3 = CUDA 12.6
    // Update 3, 13.0.0 = 13.0 GA); from 13.4 on it is a build number (13.4.0 was a developer
    // preview, 13.4.1 is 13.4 GA, 13.4.2 is 13.4 Update 1), so `label` says which is which.
    Version release;
    QString label;                    // "CUDA 12.6 Update 3", as NVIDIA names it
    bool preview = false;             // a developer preview / early access / RC: never the default
    bool listedOnly = false;          // known from the redist listing only, not from the shipped data
    bool unlisted = false;            // the source in use does not list it: never offered or chosen
    std::optional<Version> linuxMinimum;     // nullopt: NVIDIA lists N/A
    std::optional<Version> windowsMinimum;

    const std::optional<Version> &minimum(DriverOs os) const { return os == DriverOs::Windows ? windowsMinimum : linuxMinimum; }
};

struct MinorCompatRow : Provenance
{
    int cudaMajor = 0;
    Version linuxMinimum;
    Version windowsMinimum;

    const Version &minimum(DriverOs os) const { return os == DriverOs::Windows ? windowsMinimum : linuxMinimum; }
};

struct ToolkitCcRow : Provenance
{
    int cudaMajor = 0;
    Version minimum;                  // lowest compute capability this major builds for
};

struct ArchitectureRow : Provenance
{
    Version computeCapability;        // 8.6
    QString family;                   // "Ampere": a proper name, not translated
    Version firstToolkit;             // the first CUDA Toolkit that can build for it
    int lastDriverBranch = 0;         // 580: no driver after the R580 series supports it; 0: none known
};

// One row of NVIDIA's cuDNN support matrix for one CUDA variant.
struct CudnnTier : Provenance
{
    Version toolkitMin;
    Version toolkitMax;               // a prefix: "13" covers every 13.x
    std::optional<Version> linuxDriver;
    std::optional<Version> windowsDriver;   // nullopt: N/A in NVIDIA's matrix
    QList<Version> computeCapabilities;     // as NVIDIA lists them, newest first

    const std::optional<Version> &driverMinimum(DriverOs os) const { return os == DriverOs::Windows ? windowsDriver : linuxDriver; }
    Version minimumComputeCapability() const;
    bool coversToolkit(const Version &toolkit) const;
    bool coversComputeCapability(const Version &cc) const;
};

struct CudnnVariant
{
    int cudaMajor = 0;
    QList<CudnnTier> tiers;
};

// The support matrix for cuDNN releases in [from, before); `before` invalid = open-ended.
struct CudnnSupportRange : Provenance
{
    Version from;
    Version before;
    QList<CudnnVariant> variants;

    bool contains(const Version &cudnn) const;
    const CudnnVariant *variant(int cudaMajor) const;
    QList<int> cudaMajors() const;
};

struct CudnnPlatform
{
    QString key;                      // "linux-x86_64", "windows-arm64", ...
    QList<int> cudaMajors;
    QMap<int, QString> archiveCudaSuffix;   // 13 -> "13.4" where NVIDIA named the archive _cuda13.4
    QMap<int, qint64> archiveBytes;         // from the release's manifest, where the catalogue read it
    QString note;
};

struct CudnnRelease : Provenance
{
    Version version;                  // 4 parts: 9.27.0.42
    QString date;                     // release_date where known, else empty
    QList<CudnnPlatform> platforms;
    bool preview = false;             // an early-access / RC build: offered, never the default
    bool listedOnly = false;          // known from the redist listing only: the rules predate it
    bool unlisted = false;            // the source in use does not list it: never offered or chosen

    const CudnnPlatform *platform(const QString &key) const;
    // Whether the wizard may pick it by itself: not a preview, and offered by the source in use.
    bool choosableByDefault() const { return !preview && !unlisted; }
    bool offers(const QString &platformKey, int cudaMajor) const;
};

// What a framework's GPU builds of a release range use, where its own files do not say (ONNX
// Runtime writes no cuDNN version, and its CUDA version only from 1.21). [from, before); `before`
// invalid = open-ended.
struct FrameworkBuildRow : Provenance
{
    QString framework;                // FrameworkInstall::kindKey: "onnxruntime"
    Version from;
    Version before;
    int cudaMajor = 0;
    int cudnnMajor = 0;
    bool pypiDefault = false;         // the build PyPI's GPU package of these releases is

    bool contains(const Version &release) const;
};

// The GPU code of a framework's official builds of a release range [from, before) for CUDA
// [cudaFrom, cudaBefore) (invalid bounds: open), where its installed files do not list it.
struct FrameworkArchitecturesRow : Provenance
{
    QString framework;
    Version from;
    Version before;
    Version cudaFrom;
    Version cudaBefore;
    QStringList architectures;        // "sm_70" (machine code), "compute_90" (PTX)

    bool contains(const Version &release, const Version &cuda) const;
};

// The last release of a framework with GPU support on native Windows; invalid: never had it.
struct FrameworkWindowsGpuRow : Provenance
{
    QString framework;
    Version lastRelease;
};

// What a cuDNN release must satisfy to be picked for a machine.
struct CudnnConstraints
{
    QString platform;                 // required
    int cudaMajor = 0;                // required
    QList<Version> computeCapabilities;   // every GPU's; empty = no GPU to check
    std::optional<Version> driver;    // nullopt = skip the driver check
    DriverOs os = DriverOs::Linux;
};

struct CudnnPick
{
    const CudnnRelease *release = nullptr;
    const CudnnTier *tier = nullptr;
    std::optional<Version> driverMinimum;   // the tier's, or the minor-version floor where N/A
    bool driverMinimumEstimated = false;    // true when taken from the minor-version floor
};

class CompatMatrix
{
public:
    // Parses and validates the data file. On failure returns nullopt and sets *error to a
    // message naming the offending key path, e.g. "toolkitDrivers.rows[3].linux: ...".
    static std::optional<CompatMatrix> fromJson(const QByteArray &json, QString *error);
    // The data compiled into the program (:/compat/compat.json), loaded once, thread-safe.
    // Empty (every lookup answers "unknown") if the embedded file is broken; the unit tests
    // guard against that.
    static const CompatMatrix &builtIn();
    // The data in effect: the shipped data merged with the release catalogue read from the source
    // in use (core/acquire/catalogue), once a front-end has read it; builtIn() until then. Every
    // rule and choice defaults to it, so the CLI, provisioning and the wizard judge by one set.
    static const CompatMatrix &current();
    // Makes `matrix` the data in effect for the rest of the process. The previous one stays
    // alive (callers on other threads may hold it), so a process should call this rarely.
    static void setCurrent(CompatMatrix matrix);

    static DriverOs driverOsForPlatform(const QString &platform);   // "windows-*" -> Windows
    // The archive file name (NVIDIA's scheme since 8.8.0, docs/nvidia-layouts.md, "Archive names"):
    // .zip on windows-*, else .tar.xz.
    static QString archiveName(const CudnnRelease &release, const QString &platform, int cudaMajor);

    int schemaVersion() const { return m_schemaVersion; }
    QString dataAsOf() const { return m_dataAsOf; }

    // --- CUDA Toolkit and driver ---
    // The row for a toolkit release: the newest row of the same major that is not newer than
    // `toolkit`. A third version part of 10 or more is a component build number (nvcc's 13.0.88),
    // not an update number, so such versions are looked up as X.Y GA. nullptr for an unknown major.
    const ToolkitDriverRow *toolkitDriverRow(const Version &toolkit) const;
    // True when the row found for `toolkit` is for the same major.minor (not a guess from an
    // older minor of the same major).
    bool knowsToolkit(const Version &toolkit) const;
    const MinorCompatRow *minorCompat(int cudaMajor) const;
    // Majors with a minor-version floor, newest first.
    QList<int> cudaMajors() const;
    // The newest CUDA major whose minor-version floor `driver` meets (0 when none).
    int newestCudaMajorForDriver(const Version &driver, DriverOs os) const;
    // The driver a toolkit release needs on `os`: its own row's minimum, or where NVIDIA lists
    // N/A the minor-version floor of its major (*estimated = true). nullopt for unknown majors.
    std::optional<Version> toolkitDriverMinimum(const Version &toolkit, DriverOs os, bool *estimated = nullptr) const;
    // The newest toolkit release whose own driver minimum `driver` meets, or nullptr.
    const ToolkitDriverRow *newestToolkitForDriver(const Version &driver, DriverOs os) const;

    // --- GPUs ---
    const ToolkitCcRow *toolkitComputeCapability(int cudaMajor) const;
    // The architecture row a GPU belongs to: same major, the highest minor not above its own.
    const ArchitectureRow *architecture(const Version &computeCapability) const;
    Version newestKnownComputeCapability() const;
    // The lowest driver-branch ceiling among `computeCapabilities` (580 for a Pascal card: the
    // R580 series is its last driver); 0 when none of them has one.
    int driverBranchCeiling(const QList<Version> &computeCapabilities) const;
    // Whether a driver of at least `minimum` exists for GPUs whose last branch is `ceiling`.
    static bool withinCeiling(const std::optional<Version> &minimum, int ceiling);

    // --- cuDNN ---
    const CudnnSupportRange *cudnnSupport(const Version &cudnn) const;
    const QList<CudnnRelease> &cudnnReleases() const { return m_releases; }   // newest first
    const CudnnRelease *cudnnRelease(const Version &version) const;
    // The first tier of `variant` that covers every capability, or nullptr.
    static const CudnnTier *tierFor(const CudnnVariant &variant, const QList<Version> &computeCapabilities);
    // The driver a tier needs on `os`; where NVIDIA lists N/A, the minor-version floor of the
    // variant's CUDA major (estimated = true).
    std::optional<Version> tierDriverMinimum(const CudnnTier &tier, int cudaMajor, DriverOs os, bool *estimated) const;
    // The newest known release that satisfies every constraint, or an empty pick.
    CudnnPick newestCudnn(const CudnnConstraints &constraints) const;

    // --- Frameworks ---
    // The row for a framework release built for `cudaMajor`; with `cudaMajor` 0 the row of the
    // release's default PyPI build. nullptr when the data has none.
    const FrameworkBuildRow *frameworkBuild(const QString &framework, const Version &release, int cudaMajor) const;
    const FrameworkWindowsGpuRow *frameworkWindowsGpu(const QString &framework) const;
    // The GPU code of `framework`'s `release` built for CUDA `cuda` (invalid: not known), or null.
    const FrameworkArchitecturesRow *frameworkArchitectures(const QString &framework, const Version &release, const Version &cuda) const;
    // Whether GPU code of `architectures` runs on a GPU of `computeCapability`: machine code sm_XY
    // on X.Y up to X.9, PTX compute_XY on X.Y and newer (the driver compiles it).
    static bool runsOn(const QStringList &architectures, const Version &computeCapability);

    const QList<ToolkitDriverRow> &toolkitDriverRows() const { return m_toolkitDrivers; }
    const QList<CudnnSupportRange> &cudnnSupportRanges() const { return m_support; }
    const QList<ArchitectureRow> &architectures() const { return m_architectures; }

private:
    friend class CompatMatrixReader;
    friend class CatalogueMerge;

    int m_schemaVersion = 0;
    QString m_dataAsOf;
    QList<ToolkitDriverRow> m_toolkitDrivers;        // newest first
    QList<MinorCompatRow> m_minorCompat;             // newest major first
    QList<ToolkitCcRow> m_toolkitCc;
    QList<ArchitectureRow> m_architectures;          // ascending compute capability
    QList<CudnnSupportRange> m_support;
    QList<CudnnRelease> m_releases;                  // newest first
    QList<FrameworkBuildRow> m_frameworkBuilds;
    QList<FrameworkWindowsGpuRow> m_frameworkWindowsGpu;
    QList<FrameworkArchitecturesRow> m_frameworkArchitectures;
};

} // namespace cudnnsetup
