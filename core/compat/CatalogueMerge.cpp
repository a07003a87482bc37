#include "core/compat/CatalogueMerge.h"

#include <algorithm>

namespace cudnnsetup {

namespace {

// The redist label of a cuDNN release: its first three parts ("9.20.0" for 9.20.0.48).
QString cudnnLabel(const Version &version)
{
    return version.truncated(3).toString();
}

const ListedRelease *findListed(const QList<ListedRelease> &listed, const QString &label)
{
    for (const ListedRelease &release : listed)
        if (release.label == label)
            return &release;
    return nullptr;
}

// What a row known only from the listing carries: its preview flag, where it was read, and that
// no document in the shipped data stands behind it.
template<typename Row>
void markListedOnly(Row &row, const ListedRelease &found, const QString &source, const QString &note)
{
    row.preview = found.preview;
    row.listedOnly = true;
    row.confirmed = false;
    row.sources = {source};
    row.note = note;
}

} // namespace

CompatMatrix CatalogueMerge::merge(const CompatMatrix &shipped, const ListedCatalogue &listed)
{
    CompatMatrix matrix = shipped;
    if (!listed.cudnnSource.isEmpty())
        mergeCudnn(matrix, listed);
    if (!listed.cudaSource.isEmpty())
        mergeCuda(matrix, listed);
    return matrix;
}

void CatalogueMerge::mergeCudnn(CompatMatrix &matrix, const ListedCatalogue &listed)
{
    for (CudnnRelease &release : matrix.m_releases) {
        const ListedRelease *found = findListed(listed.cudnn, cudnnLabel(release.version));
        release.unlisted = !found;
        if (!found)
            continue;
        release.preview = release.preview || found->preview;
        for (CudnnPlatform &platform : release.platforms)
            for (const CudnnPlatform &fromManifest : found->platforms)
                if (fromManifest.key == platform.key)
                    platform.archiveBytes = fromManifest.archiveBytes;
    }
    for (const ListedRelease &found : listed.cudnn) {
        if (!found.manifestRead || found.version.size() != 4 || found.platforms.isEmpty())
            continue;   // nothing to offer without the manifest's archives
        const bool known = std::any_of(matrix.m_releases.cbegin(), matrix.m_releases.cend(), [&](const CudnnRelease &release) {
            return cudnnLabel(release.version) == found.label;
        });
        if (known || !matrix.cudnnSupport(found.version))
            continue;   // a release no support row covers (a new major) cannot be judged at all
        CudnnRelease release;
        release.version = found.version;
        release.date = found.date;
        release.platforms = found.platforms;
        markListedOnly(release, found, listed.cudnnSource,
                       QStringLiteral("Read from the listing and its manifest; not in the shipped data."));
        // Keep only the CUDA variants the support data knows for this release.
        const CudnnSupportRange *range = matrix.cudnnSupport(found.version);
        for (CudnnPlatform &platform : release.platforms)
            platform.cudaMajors.removeIf([&](int major) { return !range->variant(major); });
        release.platforms.removeIf([](const CudnnPlatform &platform) { return platform.cudaMajors.isEmpty(); });
        if (!release.platforms.isEmpty())
            matrix.m_releases.append(release);
    }
    std::sort(matrix.m_releases.begin(), matrix.m_releases.end(),
              [](const CudnnRelease &a, const CudnnRelease &b) { return a.version > b.version; });
}

void CatalogueMerge::mergeCuda(CompatMatrix &matrix, const ListedCatalogue &listed)
{
    for (ToolkitDriverRow &row : matrix.m_toolkitDrivers) {
        const ListedRelease *found = findListed(listed.cuda, row.release.toString());
        row.unlisted = !found;
        if (found)
            row.preview = row.preview || found->preview;
    }
    for (const ListedRelease &found : listed.cuda) {
        const bool known = std::any_of(matrix.m_toolkitDrivers.cbegin(), matrix.m_toolkitDrivers.cend(),
                                       [&](const ToolkitDriverRow &row) { return row.release.toString() == found.label; });
        if (known || !found.manifestRead || found.version.size() != 3 || !matrix.minorCompat(found.version.major()))
            continue;   // unreadable (nothing could be fetched), or a new CUDA major with no floor to judge a driver by
        ToolkitDriverRow row;
        row.release = found.version;
        row.label = found.name.isEmpty() ? QStringLiteral("CUDA %1").arg(found.label) : found.name;
        row.linuxMinimum = found.linuxDriver;
        markListedOnly(row, found, listed.cudaSource,
                       QStringLiteral("Read from the listing; the driver minimum is the driver its manifest ships, where it has one."));
        matrix.m_toolkitDrivers.append(row);
    }
    std::sort(matrix.m_toolkitDrivers.begin(), matrix.m_toolkitDrivers.end(),
              [](const ToolkitDriverRow &a, const ToolkitDriverRow &b) { return a.release > b.release; });
}

} // namespace cudnnsetup
