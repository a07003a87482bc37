#include "core/acquire/handoff/DownloadNames.h"

#include "core/archive/ArchiveName.h"

namespace cudnnsetup {

namespace {

// Chrome/Edge, Firefox, Safari, Opera.
constexpr QStringView kPartialSuffixes[] = {u".crdownload", u".part", u".download", u".opdownload"};

} // namespace

bool DownloadNames::isPartial(const QString &fileName)
{
    for (QStringView suffix : kPartialSuffixes)
        if (fileName.endsWith(suffix, Qt::CaseInsensitive))
            return true;
    return false;
}

QString DownloadNames::withoutPartialSuffix(const QString &fileName)
{
    for (QStringView suffix : kPartialSuffixes)
        if (fileName.endsWith(suffix, Qt::CaseInsensitive))
            return fileName.chopped(suffix.size());
    return fileName;
}

DownloadNames::Kind DownloadNames::classify(const QString &fileName, const ArchiveTarget &target)
{
    if (isPartial(fileName))
        return Kind::Partial;
    if (!target.fileName.isEmpty() && fileName == target.fileName)
        return Kind::Candidate;
    // Only archive file names: a folder named like an archive's top directory is not a download.
    const std::optional<ArchiveName> name = ArchiveName::parse(fileName);
    return name && !name->extension.isEmpty() ? Kind::Candidate : Kind::Unrelated;
}

bool DownloadNames::isTargetBuild(const QString &fileName, const ArchiveTarget &target)
{
    if (!target.fileName.isEmpty() && fileName == target.fileName)
        return true;
    const std::optional<ArchiveName> name = ArchiveName::parse(fileName);
    if (!name || !name->isLibrary() || name->extension.isEmpty())
        return false;
    if (const std::optional<ArchiveName> wanted = ArchiveName::parse(target.fileName)) {
        return name->platform == wanted->platform && name->version == wanted->version
               && name->cudaMajor == wanted->cudaMajor && name->extension == wanted->extension;
    }
    // No file name to compare with: the target's own fields decide.
    return target.cudnnVersion.isValid() && name->version == target.cudnnVersion
           && name->platform == target.platform && name->cudaMajor == target.cudaMajor;
}

} // namespace cudnnsetup
