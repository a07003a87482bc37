#include "core/acquire/ReleaseCatalogue.h"

#include "core/compat/CudnnPickCheck.h"

namespace cudnnsetup {

QString ReleaseCatalogue::defaultBaseUrl()
{
    return QStringLiteral("https://developer.download.nvidia.com/compute/cudnn/redist");
}

QString ReleaseCatalogue::manifestLabel(const Version &release)
{
    return release.truncated(3).toString();
}

QList<CatalogueEntry> ReleaseCatalogue::entries(const SystemReport &report, const CompatMatrix &matrix)
{
    QList<CatalogueEntry> list;
    for (const CudnnRelease &release : matrix.cudnnReleases()) {
        const CudnnPlatform *platform = release.platform(report.platform);
        if (!platform)
            continue;
        QList<int> majors = platform->cudaMajors;
        std::sort(majors.begin(), majors.end(), std::greater<int>());
        for (int major : majors) {
            CatalogueEntry entry;
            entry.version = release.version;
            entry.cudaMajor = major;
            entry.date = release.date;
            entry.recommended = report.recommendation.available && report.recommendation.cudnnVersion == release.version
                && report.recommendation.cudaMajor == major;
            entry.problems = CudnnPickCheck::problems(report, release.version, major, matrix);
            list.append(entry);
        }
    }
    return list;
}

std::optional<Version> ReleaseCatalogue::findRelease(const QString &text, const CompatMatrix &matrix)
{
    const std::optional<Version> wanted = Version::parse(text);
    if (!wanted || wanted->size() < 2)
        return std::nullopt;
    // Releases are newest first, so "9.20" finds the newest 9.20.x.
    for (const CudnnRelease &release : matrix.cudnnReleases())
        if (release.version.startsWith(*wanted))
            return release.version;
    return std::nullopt;
}

ArchiveTarget ReleaseCatalogue::target(const Version &release, int cudaMajor, const QString &platform, const CompatMatrix &matrix)
{
    ArchiveTarget target;
    target.cudnnVersion = release;
    target.platform = platform;
    target.cudaMajor = cudaMajor;
    if (const CudnnRelease *known = matrix.cudnnRelease(release))
        target.fileName = CompatMatrix::archiveName(*known, platform, cudaMajor);
    return target;
}

} // namespace cudnnsetup
