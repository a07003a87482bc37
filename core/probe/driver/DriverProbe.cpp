#include "core/probe/driver/DriverProbe.h"

#include "core/model/Sentences.h"
#include "core/platform/SystemPaths.h"
#include "core/probe/driver/CudaDriverQuery.h"
#include "core/probe/driver/NvidiaSmiProbe.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

#include <optional>

namespace cudnnsetup {

namespace {

const QString SourceDriverApi = QStringLiteral("CUDA driver API");
const QString SourceNvml = QStringLiteral("NVML");
const QString SourceNvidiaSmi = QStringLiteral("nvidia-smi");
const QString SourceFileName = QStringLiteral("file name");
const QString LibcudaName = QStringLiteral("libcuda.so.1");
const QString NvcudaName = QStringLiteral("nvcuda.dll");

// Where distributions and NVIDIA's installers put the driver's user-space libraries: Debian and
// Ubuntu, Fedora/RHEL, WSL2, RPM Fusion / negativo17, Debian on arm64.
const char *const LinuxDriverFolders[] = {
    "/usr/lib/x86_64-linux-gnu", "/usr/lib64", "/usr/lib/wsl/lib", "/usr/lib64/nvidia", "/usr/lib/aarch64-linux-gnu",
};

bool isPresent(const QString &path)
{
    const QFileInfo file(path);
    return file.exists() || file.isSymLink();   // a dangling link is a broken driver, not no driver
}

QString canonical(const QString &path)
{
    const QString resolved = QFileInfo(path).canonicalFilePath();
    return resolved.isEmpty() ? path : resolved;
}

// The Linux driver installs libcuda.so.1 -> libcuda.so.580.65.06: the link names the version.
Version versionFromLibraryFileName(const QString &libraryPath)
{
    static const QRegularExpression pattern(QStringLiteral(R"(^libcuda\.so\.(\d+\.\d+(?:\.\d+)?)$)"));
    const QFileInfo file(libraryPath);
    QStringList names;
    if (file.isSymLink())
        names << QFileInfo(file.symLinkTarget()).fileName();
    names << QDir(file.absolutePath()).entryList({QStringLiteral("libcuda.so.*")}, QDir::Files | QDir::System);
    QSet<QString> versions;
    for (const QString &name : std::as_const(names)) {
        if (const QRegularExpressionMatch match = pattern.match(name); match.hasMatch())
            versions.insert(match.captured(1));
    }
    // Two driver versions side by side: the file names cannot tell which one is in use.
    if (versions.size() != 1)
        return {};
    return Version::parse(*versions.cbegin()).value_or(Version());
}

void addSource(DriverInfo &driver, const QString &source)
{
    driver.source = driver.source.isEmpty() ? source : driver.source + QStringLiteral(", ") + source;
}

struct LibrarySearch
{
    std::optional<CudaDriverAnswer> answer;   // the first library that ran cuInit
    QString presentButUnusable;               // a driver file that failed to load or lacked functions
    QString unusableReason;
};

LibrarySearch askDriverLibraries(const SystemPaths &paths, QList<ScanNote> &notes)
{
    LibrarySearch search;
    QSet<QString> tried;
    for (const QString &candidate : driverLibraryCandidates(paths, LibcudaName, NvcudaName)) {
        const bool bareName = !candidate.contains(u'/');
        if (!bareName && (!isPresent(candidate) || tried.contains(canonical(candidate))))
            continue;
        CudaDriverAnswer answer = queryCudaDriver(candidate);
        if (!answer.libraryPath.isEmpty())
            tried.insert(canonical(answer.libraryPath));
        switch (answer.outcome) {
        case CudaDriverAnswer::Outcome::NotLoaded:
            if (bareName)
                continue;   // not on the loader's path; the full paths below say more
            notes.append({candidate, QCoreApplication::translate("DriverProbe", "The CUDA driver library could not be loaded: %1")
                                         .arg(answer.problem)});
            if (search.presentButUnusable.isEmpty()) {
                search.presentButUnusable = candidate;
                search.unusableReason = answer.problem;
            }
            continue;
        case CudaDriverAnswer::Outcome::NotADriver:
            if (answer.isStub) {
                notes.append({answer.libraryPath,
                              QCoreApplication::translate("DriverProbe",
                                                          "This is the CUDA toolkit's stub library (for linking only), not "
                                                          "the NVIDIA driver. It was ignored; remove it from the library "
                                                          "search path (%1).")
                                  .arg(answer.problem)});
                continue;
            }
            notes.append({answer.libraryPath,
                          QCoreApplication::translate("DriverProbe", "This file is not a usable CUDA driver library: %1")
                              .arg(answer.problem)});
            if (search.presentButUnusable.isEmpty()) {
                search.presentButUnusable = answer.libraryPath;
                search.unusableReason = answer.problem;
            }
            continue;
        case CudaDriverAnswer::Outcome::Answered:
            search.answer = std::move(answer);
            return search;
        }
    }
    return search;
}

// The driver version from NVML; notes why not when an NVML library is there but does not say.
// Returns whether an NVML library exists at all.
bool askNvml(const SystemPaths &paths, DriverInfo &driver, QList<ScanNote> &notes)
{
    bool present = false;
    QSet<QString> tried;
    const QStringList candidates = driverLibraryCandidates(paths, QStringLiteral("libnvidia-ml.so.1"), QStringLiteral("nvml.dll"));
    for (const QString &candidate : candidates) {
        const bool bareName = !candidate.contains(u'/');
        if (!bareName && (!isPresent(candidate) || tried.contains(canonical(candidate))))
            continue;
        const NvmlAnswer answer = queryNvml(candidate);
        if (!answer.libraryPath.isEmpty())
            tried.insert(canonical(answer.libraryPath));
        if (bareName && !answer.loaded)
            continue;
        present = true;
        const std::optional<Version> version = Version::parse(answer.driverVersion);
        if (version && version->size() >= 2) {
            driver.version = *version;
            addSource(driver, SourceNvml);
            return true;
        }
        const QString subject = answer.libraryPath.isEmpty() ? candidate : answer.libraryPath;
        if (answer.problem.isEmpty())
            notes.append({subject, QCoreApplication::translate("DriverProbe", "NVML gave a driver version that is not a version number: \"%1\"")
                                       .arg(answer.driverVersion)});
        else
            notes.append({subject, QCoreApplication::translate("DriverProbe", "NVML could not tell the driver version: %1")
                                       .arg(answer.problem)});
    }
    return present;
}

void takeDriverAnswer(const CudaDriverAnswer &answer, DriverProbeResult &result)
{
    DriverInfo &driver = result.driver;
    driver.libraryPath = answer.libraryPath;
    driver.maxCudaVersion = answer.maxCudaVersion;
    addSource(driver, SourceDriverApi);
    if (answer.initResult == CudaDriverAnswer::NoDevice) {
        driver.state = DriverInfo::State::NoGpuVisible;
        driver.errorDetail = answer.initError;
    } else if (answer.initResult != CudaDriverAnswer::Success) {
        driver.state = DriverInfo::State::Failed;
        driver.errorDetail = answer.initError;
    } else {
        result.gpus = answer.gpus;
        driver.state = answer.gpus.isEmpty() ? DriverInfo::State::NoGpuVisible : DriverInfo::State::GpusFound;
    }
    for (const QString &problem : answer.deviceProblems)
        result.notes.append({answer.libraryPath,
                             QCoreApplication::translate("DriverProbe", "A GPU could not be fully described: %1").arg(problem)});
}

DriverProbeResult probeForeignSystem(const SystemPaths &paths)
{
    DriverProbeResult result;
    DriverInfo &driver = result.driver;
    QString library;
    for (const QString &candidate : driverLibraryCandidates(paths, LibcudaName, NvcudaName)) {
        if (candidate.contains(u'/') && isPresent(candidate)) {
            library = candidate;
            break;
        }
    }
    const QString nvidiaSmi = findNvidiaSmi(paths);
    if (library.isEmpty() && nvidiaSmi.isEmpty())
        return result;   // NotInstalled

    // Not GpusFound, NoGpuVisible or Failed: only the running system could tell. With its CUDA
    // driver library there the driver is installed and its working is unknown; nvidia-smi without
    // that library is a driver CUDA programs cannot use, on any system.
    driver.state = library.isEmpty() ? DriverInfo::State::Failed : DriverInfo::State::NotQueried;
    driver.libraryPath = library;
    driver.errorDetail = QCoreApplication::translate("DriverProbe",
                                                     "The driver of a %1 system cannot be queried from %2; only its files "
                                                     "were checked.")
                             .arg(paths.platform().redistKey(), HostPlatform::current().redistKey());
    if (!library.isEmpty() && !paths.platform().isWindows()) {
        driver.version = versionFromLibraryFileName(library);
        if (driver.version.isValid())
            addSource(driver, SourceFileName);
    }
    QString message = driver.errorDetail;
    if (library.isEmpty())
        message = joinSentences(message, QCoreApplication::translate("DriverProbe",
                                                      "nvidia-smi is there, but the CUDA driver library (%1) is missing, "
                                                      "so CUDA programs could not use a GPU.")
                              .arg(paths.platform().isWindows() ? NvcudaName : LibcudaName));
    result.notes.append({library.isEmpty() ? nvidiaSmi : library, message});
    return result;
}

} // namespace

// Libraries can only be loaded from a system of the kind we run on: a Windows image mounted on
// Linux, or an arm64 tree on x86_64, is read by its files alone.
bool driverCanBeQueried(const HostPlatform &target)
{
    const HostPlatform host = HostPlatform::current();
    const auto cpu = [](const QString &architecture) {
        return architecture == QLatin1String("aarch64") ? QStringLiteral("sbsa") : architecture;
    };
    return target.os == host.os && cpu(target.architecture) == cpu(host.architecture);
}

QStringList driverLibraryCandidates(const SystemPaths &paths, const QString &linuxName, const QString &windowsName)
{
    QStringList candidates;
    if (paths.platform().isWindows()) {
        candidates << paths.windowsSystem32() + u'/' + windowsName
                   << paths.windowsProgramFiles() + QStringLiteral("/NVIDIA Corporation/NVSMI/") + windowsName;
        return candidates;
    }
    if (paths.isLiveSystem())
        candidates << linuxName;
    for (const char *folder : LinuxDriverFolders)
        candidates << paths.system(QString::fromLatin1(folder) + u'/' + linuxName);
    return candidates;
}

DriverProbeResult probeDriver(const SystemPaths &paths, int toolTimeoutMs)
{
    if (!driverCanBeQueried(paths.platform()))
        return probeForeignSystem(paths);

    DriverProbeResult result;
    DriverInfo &driver = result.driver;

    const LibrarySearch library = askDriverLibraries(paths, result.notes);
    if (library.answer)
        takeDriverAnswer(*library.answer, result);

    const bool nvmlPresent = askNvml(paths, driver, result.notes);

    const QString nvidiaSmi = findNvidiaSmi(paths);
    if (!nvidiaSmi.isEmpty() && (!library.answer || !driver.version.isValid())) {
        const NvidiaSmiAnswer smi = askNvidiaSmi(nvidiaSmi, toolTimeoutMs, !library.answer);
        result.notes.append(smi.notes);
        bool used = false;
        if (!driver.version.isValid() && smi.info.driverVersion.isValid()) {
            driver.version = smi.info.driverVersion;
            used = true;
        }
        if (!driver.maxCudaVersion.isValid() && smi.info.maxCudaVersion.isValid()) {
            driver.maxCudaVersion = smi.info.maxCudaVersion;
            used = true;
        }
        if (!library.answer) {
            used = true;
            switch (smi.outcome) {
            case NvidiaSmiAnswer::Outcome::Answered:
                driver.state = DriverInfo::State::GpusFound;
                result.gpus = smi.info.gpus;
                break;
            case NvidiaSmiAnswer::Outcome::NoDevices:
                driver.state = DriverInfo::State::NoGpuVisible;
                break;
            case NvidiaSmiAnswer::Outcome::Failed:
                driver.state = DriverInfo::State::Failed;
                driver.errorDetail = smi.errorDetail;
                break;
            }
        }
        if (used)
            addSource(driver, SourceNvidiaSmi);
    }

    if (!library.answer) {
        if (!library.presentButUnusable.isEmpty()) {
            driver.libraryPath = library.presentButUnusable;
            if (nvidiaSmi.isEmpty()) {
                driver.state = DriverInfo::State::Failed;
                driver.errorDetail = library.unusableReason;
            }
        } else if (nvidiaSmi.isEmpty() && nvmlPresent) {
            // NVML without libcuda: a partial install (or a container given only "utility").
            driver.state = DriverInfo::State::Failed;
            driver.errorDetail = QCoreApplication::translate(
                "DriverProbe", "The NVIDIA management library (NVML) is installed, but the CUDA driver library is missing.");
        } else if (!nvidiaSmi.isEmpty() && driver.state != DriverInfo::State::Failed) {
            result.notes.append({nvidiaSmi,
                                 QCoreApplication::translate("DriverProbe",
                                                             "nvidia-smi reports an NVIDIA driver, but the CUDA driver library "
                                                             "(%1) was not found, so CUDA programs (and cuDNN) cannot use the "
                                                             "GPU. Reinstall the driver; in a container, enable the \"compute\" "
                                                             "driver capability.")
                                     .arg(paths.platform().isWindows() ? NvcudaName : LibcudaName)});
        }
    }

    if (!driver.version.isValid() && !driver.libraryPath.isEmpty() && !paths.platform().isWindows()) {
        driver.version = versionFromLibraryFileName(driver.libraryPath);
        if (driver.version.isValid())
            addSource(driver, SourceFileName);
    }
    return result;
}

} // namespace cudnnsetup
