#include "core/acquire/CudaRedistFolder.h"

#include "core/archive/ArchiveName.h"
#include "core/model/ShownPath.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace cudnnsetup {

namespace {

// NVIDIA's CUDA manifests are a few tens of kilobytes; anything far larger is not one.
constexpr qint64 kLargestManifest = 4 << 20;

} // namespace

CudaRedistChoice CudaRedistFolder::choose(const QString &folder, CudaProfile profile, const QString &platform, int cudaMajor)
{
    CudaRedistChoice choice;
    choice.platform = platform;
    choice.profile = CudaComponents::key(profile);
    std::optional<RedistManifest> chosen;
    QString chosenFile;
    const QStringList files = QDir(folder).entryList({QStringLiteral("redistrib_*.json")}, QDir::Files, QDir::Name);
    for (const QString &name : files) {
        QFile file(folder + u'/' + name);
        if (file.size() > kLargestManifest || !file.open(QIODevice::ReadOnly))
            continue;
        std::optional<RedistManifest> manifest = RedistManifest::parse(file.readAll());
        if (!manifest || !manifest->component(QStringLiteral("cuda_cudart")))
            continue;   // not a CUDA manifest (cuDNN's share the name pattern)
        const std::optional<Version> label = Version::parse(manifest->releaseLabel);
        if (!label || (cudaMajor > 0 && label->major() != cudaMajor))
            continue;
        if (!chosen || Version::parse(chosen->releaseLabel).value_or(Version()) < *label) {
            chosen = std::move(manifest);
            chosenFile = name;
        }
    }
    if (!chosen) {
        choice.problem = cudaMajor > 0
                             ? tr("%1 holds no manifest of NVIDIA's CUDA %2 redist (redistrib_%2.x.y.json). Copy one there "
                                  "with its archives, or name another folder.").arg(shownPath(folder)).arg(cudaMajor)
                             : tr("%1 holds no manifest of NVIDIA's CUDA redist (redistrib_X.Y.Z.json). Copy one there "
                                  "with its archives, or name another folder.").arg(shownPath(folder));
        return choice;
    }
    const CudaComponentSet set = CudaComponents::pick(*chosen, profile, platform);
    choice.release = set.release;
    if (!set.missing.isEmpty()) {
        choice.problem = tr("The CUDA %1 manifest %2 has no %3 for %4, so the %5 profile cannot be installed from it.")
                             .arg(chosen->releaseLabel, chosenFile, set.missing.join(QStringLiteral(", ")), platform,
                                  CudaComponents::key(profile));
        return choice;
    }
    QStringList absent;
    for (const CudaComponentArchive &component : set.archives) {
        const QString path = RedistManifest::joinUrl(folder, component.archive.relativePath);
        if (!QFileInfo(path).isFile())
            absent.append(component.archive.relativePath);
        choice.archives.append({path, component.component, component.archive.sha256, component.archive.size});
        choice.bytes += std::max<qint64>(component.archive.size, 0);
    }
    if (!absent.isEmpty())
        choice.problem = tr("%n archive(s) of CUDA %1 are missing in %2: %3. Copy them there from NVIDIA's redist "
                            "(https://developer.download.nvidia.com/compute/cuda/redist/), keeping their folders.", nullptr, int(absent.size()))
                             .arg(chosen->releaseLabel, shownPath(folder), absent.join(QStringLiteral(", ")));
    return choice;
}

CudaRedistFolder::CudnnBuild CudaRedistFolder::buildOf(const QString &cudnnArchive, const QString &fallbackPlatform)
{
    const std::optional<ArchiveName> name = ArchiveName::parse(QFileInfo(cudnnArchive).fileName());
    return {name && !name->platform.isEmpty() ? name->platform : fallbackPlatform, name ? name->cudaMajor : 0};
}

CudaRedistChoice CudaRedistFolder::chooseFor(const QString &cudnnArchive, const QString &folder, CudaProfile profile,
                                             const QString &fallbackPlatform)
{
    const CudnnBuild build = buildOf(cudnnArchive, fallbackPlatform);
    return choose(folder, profile, build.platform, build.cudaMajor);
}

} // namespace cudnnsetup
