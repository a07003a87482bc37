#include "core/acquire/ReleaseCatalogue.h"

#include "core/compat/CudnnPickCheck.h"

#include <algorithm>
#include <array>
#include <functional>

namespace cudnnsetup {

QString ReleaseCatalogue::defaultBaseUrl()
{
    return QStringLiteral("https://developer.download.nvidia.com/compute/cudnn/redist");
}

QStringList ReleaseCatalogue::releaseNotes(const CudnnRelease &release, const CompatMatrix &matrix)
{
    QStringList notes;
    if (release.preview)
        notes << tr("An early-access release: the wizard never picks it by itself.");
    if (release.unlisted)
        notes << tr("The download source does not offer this release; an archive of it that you already have can still "
                    "be installed.");
    if (release.listedOnly)
        notes << tr("Newer than the wizard's compatibility data (%1): what is known comes from NVIDIA's manifest, and the "
                    "rules of the newest known release are applied to it.")
                     .arg(matrix.dataAsOf());
    return notes;
}

QString ReleaseCatalogue::manifestLabel(const Version &release)
{
    return release.truncated(3).toString();
}

QList<CatalogueEntry> ReleaseCatalogue::entries(const SystemReport &report, const CompatMatrix &matrix, Unlisted unlisted)
{
    QList<CatalogueEntry> list;
    for (const CudnnRelease &release : matrix.cudnnReleases()) {
        const CudnnPlatform *platform = release.platform(report.platform);
        if (!platform || (release.unlisted && unlisted == Unlisted::Leave))
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
            entry.preview = release.preview;
            entry.listedOnly = release.listedOnly;
            entry.unlisted = release.unlisted;
            entry.choosableByDefault = release.choosableByDefault();
            entry.archiveBytes = platform->archiveBytes.value(major, -1);
            entry.notes = releaseNotes(release, matrix);
            list.append(entry);
        }
    }
    return list;
}

std::optional<Version> ReleaseCatalogue::findRelease(const QString &text, const CompatMatrix &matrix, const QString &platform,
                                                     int cudaMajor)
{
    const std::optional<Version> wanted = Version::parse(text);
    if (!wanted || wanted->size() < 2)
        return std::nullopt;
    const auto fits = [&](const CudnnRelease &release) {
        return (platform.isEmpty() || cudaMajor == 0) ? true : release.offers(platform, cudaMajor);
    };
    const std::array<std::function<bool(const CudnnRelease &)>, 3> preferences{
        [&](const CudnnRelease &release) { return !release.unlisted && fits(release); },
        [&](const CudnnRelease &release) { return !release.unlisted; },
        [](const CudnnRelease &) { return true; },
    };
    // Releases are newest first, so "9.20" finds the newest 9.20.x of the first preference met.
    for (const auto &preferred : preferences)
        for (const CudnnRelease &release : matrix.cudnnReleases())
            if (release.version.startsWith(*wanted) && preferred(release))
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

QString ReleaseCatalogue::unknownReleaseMessage(const QString &release)
{
    return tr("cuDNN %1 is not a release this wizard knows. `cudnn-setup releases` lists them.").arg(release);
}

BuildChoice ReleaseCatalogue::choose(const SystemReport &report, const QString &releaseText, int cudaMajor,
                                     const QString &fixHint, const CompatMatrix &matrix)
{
    BuildChoice choice;
    if (cudaMajor == 0 && report.recommendation.available)
        cudaMajor = report.recommendation.cudaMajor;
    if (cudaMajor == 0 && report.defaultToolkit() && report.defaultToolkit()->version.isValid())
        cudaMajor = report.defaultToolkit()->version.major();

    std::optional<Version> release;
    if (!releaseText.isEmpty()) {
        release = findRelease(releaseText, matrix, report.platform, cudaMajor);
        if (!release) {
            choice.unknownRelease = true;
            choice.error = unknownReleaseMessage(releaseText);
            return choice;
        }
    } else {
        const QList<CatalogueEntry> list = entries(report, matrix);
        for (const CatalogueEntry &entry : list)   // the recommended one, else the newest that fits
            if (entry.cudaMajor == cudaMajor && entry.recommended)
                release = entry.version;
        for (const CatalogueEntry &entry : list)
            if (!release && entry.cudaMajor == cudaMajor && entry.problems.isEmpty() && entry.choosableByDefault)
                release = entry.version;
    }
    if (!release || cudaMajor == 0) {
        choice.error = tr("No cuDNN build fits this computer. %1 %2").arg(report.recommendation.reason, fixHint).trimmed();
        return choice;
    }
    choice.notes = CudnnPickCheck::problems(report, *release, cudaMajor, matrix);
    if (const CudnnRelease *known = matrix.cudnnRelease(*release))
        choice.notes << releaseNotes(*known, matrix);
    choice.target = target(*release, cudaMajor, report.platform, matrix);
    return choice;
}

OtherBuildNote ReleaseCatalogue::noteForArchive(const Version &release, int cudaMajor, const SystemReport &report,
                                                const CompatMatrix &matrix)
{
    OtherBuildNote note;
    const Recommendation &recommended = report.recommendation;
    const QStringList problems = CudnnPickCheck::problems(report, release, cudaMajor, matrix);
    // A header gives 9.19.0 where the catalogue has 9.19.0.56: compare what both know.
    const int known = std::min(release.size(), recommended.cudnnVersion.size());
    const bool isRecommended = recommended.available && cudaMajor == recommended.cudaMajor
                               && release.truncated(known) == recommended.cudnnVersion.truncated(known);
    if (isRecommended && problems.isEmpty())
        return note;
    const QString build = tr("cuDNN %1 for CUDA %2").arg(release.toString()).arg(cudaMajor);
    if (!problems.isEmpty()) {
        note.warning = true;
        note.text = tr("This archive is %1. It can be installed, but it may not work on this computer: %2")
                        .arg(build, problems.join(u' '));
    } else if (!recommended.available) {
        note.text = tr("This archive is %1, and it fits this computer.").arg(build);
    } else if (release.truncated(known) < recommended.cudnnVersion.truncated(known)) {
        note.text = tr("This archive is %1, not the recommended %2. It fits this computer, so the wizard uses it as it "
                       "is. The newer release brings fixes and speed-ups; you can install it over this one later.")
                        .arg(build, recommended.cudnnVersion.toString());
    } else {
        note.text = tr("This archive is %1, newer than the recommended %2 (the wizard's data may not know it yet). It "
                       "fits this computer's platform and CUDA %3, so the wizard uses it as it is.")
                        .arg(build, recommended.cudnnVersion.toString())
                        .arg(cudaMajor);
    }
    return note;
}

} // namespace cudnnsetup
