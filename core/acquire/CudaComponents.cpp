#include "core/acquire/CudaComponents.h"

namespace cudnnsetup {

QStringList CudaComponents::names(CudaProfile profile, int cudaMajor)
{
    QStringList components{QStringLiteral("cuda_cudart"), QStringLiteral("libcublas"), QStringLiteral("cuda_nvrtc")};
    if (profile == CudaProfile::Develop) {
        components << QStringLiteral("cuda_nvcc") << QStringLiteral("cuda_cccl");
        if (cudaMajor >= 13)
            components << QStringLiteral("cuda_crt") << QStringLiteral("libnvvm");
    }
    return components;
}

CudaComponentSet CudaComponents::pick(const RedistManifest &manifest, CudaProfile profile, const QString &platform)
{
    CudaComponentSet set;
    set.release = Version::parse(manifest.releaseLabel).value_or(Version());
    const int major = set.release.isValid() ? set.release.major() : 0;
    for (const QString &component : names(profile, major)) {
        const RedistArchive *archive = manifest.find(component, platform, 0);
        if (!archive && major >= 13 && platform == QLatin1String("linux-aarch64"))
            archive = manifest.find(component, QStringLiteral("linux-sbsa"), 0);
        if (!archive) {
            set.missing.append(component);
            continue;
        }
        set.archives.append({component, manifest.target(*archive)});
        set.downloadBytes += std::max<qint64>(archive->size, 0);
    }
    return set;
}

QString CudaComponents::key(CudaProfile profile)
{
    return profile == CudaProfile::Develop ? QStringLiteral("develop") : QStringLiteral("runtime");
}

std::optional<CudaProfile> CudaComponents::fromKey(const QString &key)
{
    if (key == QLatin1String("runtime"))
        return CudaProfile::Runtime;
    if (key == QLatin1String("develop"))
        return CudaProfile::Develop;
    return std::nullopt;
}

QString CudaComponents::describe(CudaProfile profile)
{
    return profile == CudaProfile::Develop
               ? tr("The CUDA pieces cuDNN needs, and the compiler: enough to build and run a CUDA and cuDNN program.")
               : tr("The CUDA pieces cuDNN needs to run (cuBLAS, NVRTC and the CUDA runtime).");
}

} // namespace cudnnsetup
