#include "core/archive/ArchiveIdentifier.h"

#include "core/archive/ArchiveSurvey.h"
#include "core/model/ShownPath.h"

#include <QFileInfo>
#include <QSet>

#include <algorithm>

namespace cudnnsetup {

namespace {

using Problem = ArchiveProblem;

// A reason names a few examples; a hostile archive could hold thousands of bad entries.
constexpr qsizetype kMaxListed = 5;

ArchiveIdentification refuse(Problem problem, const QString &reason)
{
    ArchiveIdentification result;
    result.problem = problem;
    result.reason = reason;
    return result;
}

// The first few items, and how many more of `total` there are.
QString listSome(const QStringList &items, qsizetype total = -1)
{
    if (total < 0)
        total = items.size();
    const QString shown = items.mid(0, kMaxListed).join(QStringLiteral("; "));
    if (total <= kMaxListed)
        return shown;
    return ArchiveIdentifier::tr("%1; and %n more", nullptr, int(total - kMaxListed)).arg(shown);
}

QString withoutTop(const QString &folder, const QString &top)
{
    if (top.isEmpty())
        return folder;
    if (folder == top)
        return QString();
    return folder.mid(top.size() + 1);
}

// What a name says, and which name it was: the file's or the top folder's.
struct Claim
{
    QString label; // translated: "The file name cudnn-…zip"
    QString text;  // the name itself
    ArchiveName name;
};

// What the files inside say, whatever the names claim.
struct Contents
{
    bool windows = false;
    int major = 0;
    Version version;      // 3 parts from the header or library files, or just the major
    QString versionFrom;  // the archive path that gave the version, for the explanation
    QString libraryFolder;
    QStringList libraryNames;
    QSet<QString> subLibraries;
};

QString describeOtherComponent(const ArchiveName &name, const QString &fileName)
{
    if (name.component == QStringLiteral("cudnn_samples"))
        return ArchiveIdentifier::tr("%1 is NVIDIA's cuDNN samples archive (example source code), not the cuDNN "
                                     "library. Download the archive whose name starts with \"cudnn-\" instead.")
            .arg(fileName);
    if (name.component == QStringLiteral("cudnn_jit"))
        return ArchiveIdentifier::tr("%1 is NVIDIA's cuDNN JIT add-on, not the cuDNN library itself. Download the "
                                     "archive whose name starts with \"cudnn-\" instead.")
            .arg(fileName);
    return ArchiveIdentifier::tr("%1 is NVIDIA's %2 archive, not the cuDNN library.").arg(fileName, name.component);
}

// Reads the library list; sets a refusal when the files cannot be one cuDNN copy.
std::optional<Contents> readContents(const ArchiveSurvey &survey, const QString &fileName,
                                     ArchiveIdentification *refusal)
{
    if (survey.libraries.isEmpty()) {
        if (!survey.foreignLibraries.isEmpty())
            *refusal = refuse(Problem::NotCudnn,
                              ArchiveIdentifier::tr("%1 holds no cuDNN library. It contains %2, which belong to the "
                                                    "CUDA Toolkit or another NVIDIA library, not to cuDNN.")
                                  .arg(fileName, survey.foreignLibraries.join(QStringLiteral(", "))));
        else if (survey.samplesSeen)
            *refusal = refuse(Problem::NotCudnn,
                              ArchiveIdentifier::tr("%1 holds no cuDNN library; it looks like the cuDNN samples "
                                                    "(example source code), not the cuDNN library.")
                                  .arg(fileName));
        else
            *refusal = refuse(Problem::NotCudnn,
                              ArchiveIdentifier::tr("%1 holds no cuDNN library (no libcudnn*.so or cudnn*.dll "
                                                    "file), so it is not a cuDNN archive.")
                                  .arg(fileName));
        return std::nullopt;
    }

    Contents contents;
    QSet<QString> folders;
    QSet<int> majors;
    QSet<bool> systems;
    QList<Version> fileVersions;
    for (const ArchiveSurvey::Library &library : survey.libraries) {
        folders.insert(library.folder);
        systems.insert(library.name.windowsDll);
        if (library.name.soMajor > 0)
            majors.insert(library.name.soMajor);
        if (library.name.fileVersion.isValid() && !fileVersions.contains(library.name.fileVersion))
            fileVersions.append(library.name.fileVersion);
        contents.subLibraries.insert(library.name.subLibrary);
        contents.libraryNames.append(library.fileName);
    }
    if (systems.size() > 1) {
        *refusal = refuse(Problem::Ambiguous,
                          ArchiveIdentifier::tr("%1 holds both Linux and Windows cuDNN libraries, so it is not an "
                                                "archive as NVIDIA ships it.")
                              .arg(fileName));
        return std::nullopt;
    }
    if (folders.size() > 1) {
        QStringList names = folders.values();
        names.sort();
        *refusal = refuse(Problem::Ambiguous,
                          ArchiveIdentifier::tr("%1 holds cuDNN libraries in more than one folder (%2), so it is "
                                                "not clear which copy to install.")
                              .arg(fileName, names.join(QStringLiteral(", "))));
        return std::nullopt;
    }
    contents.windows = *systems.begin();
    contents.libraryFolder = *folders.begin();
    if (majors.size() > 1) {
        QStringList numbers;
        for (int major : majors)
            numbers.append(QString::number(major));
        numbers.sort();
        *refusal = refuse(Problem::Ambiguous,
                          ArchiveIdentifier::tr("%1 mixes libraries of cuDNN %2.")
                              .arg(fileName, numbers.join(QStringLiteral(" / "))));
        return std::nullopt;
    }
    if (fileVersions.size() > 1) {
        QStringList versions;
        for (const Version &version : fileVersions)
            versions.append(version.toString());
        *refusal = refuse(Problem::Ambiguous,
                          ArchiveIdentifier::tr("%1 mixes libraries of different cuDNN releases (%2).")
                              .arg(fileName, versions.join(QStringLiteral(", "))));
        return std::nullopt;
    }
    contents.major = majors.isEmpty() ? 0 : *majors.begin();

    if (!contents.subLibraries.contains(QStringLiteral("cudnn"))) {
        QStringList parts = contents.subLibraries.values();
        parts.sort();
        const int major = contents.major > 0 ? contents.major : 9;
        *refusal = refuse(Problem::NotCudnn,
                          ArchiveIdentifier::tr("%1 holds parts of cuDNN (%2) but not the main cuDNN library (%3), "
                                                "so it is not a cuDNN release archive.")
                              .arg(fileName, parts.join(QStringLiteral(", ")),
                                   cudnnLibraryFileName(QStringLiteral("cudnn"), major, contents.windows)));
        return std::nullopt;
    }

    // The header is the authority for the version; the library file names must agree with it.
    const std::optional<Version> fileVersion =
        fileVersions.isEmpty() ? std::nullopt : std::optional<Version>(fileVersions.first());
    if (survey.headerVersion) {
        contents.version = *survey.headerVersion;
        contents.versionFrom = survey.headerFile;
        const bool majorDiffers = contents.major > 0 && contents.major != survey.headerVersion->major();
        if (majorDiffers || (fileVersion && *fileVersion != *survey.headerVersion)) {
            *refusal = refuse(Problem::Mismatch,
                              ArchiveIdentifier::tr("In %1, %2 says cuDNN %3, but the libraries are cuDNN %4.")
                                  .arg(fileName, survey.headerFile, survey.headerVersion->toString(),
                                       fileVersion ? fileVersion->toString() : QString::number(contents.major)));
            return std::nullopt;
        }
    } else if (fileVersion) {
        contents.version = *fileVersion;
        contents.versionFrom = contents.libraryFolder;
    } else if (contents.major > 0) {
        contents.version = Version{contents.major};
        contents.versionFrom = contents.libraryFolder;
    } else {
        *refusal = refuse(Problem::Ambiguous,
                          ArchiveIdentifier::tr("The cuDNN version of %1 cannot be told: it has no version header "
                                                "and its library names carry no version.")
                              .arg(fileName));
        return std::nullopt;
    }
    if (contents.major == 0)
        contents.major = contents.version.major();
    return contents;
}

QString systemName(bool windows)
{
    return windows ? ArchiveIdentifier::tr("Windows") : ArchiveIdentifier::tr("Linux");
}

// Every claim must match the files inside, and the file name must match the folder inside.
std::optional<ArchiveIdentification> checkClaims(const QList<Claim> &claims, const Contents &contents)
{
    for (const Claim &claim : claims) {
        if (!claim.name.isLibrary())
            return refuse(Problem::NotCudnn,
                          ArchiveIdentifier::tr("%1 names NVIDIA's %2 package, not the cuDNN library.")
                              .arg(claim.label, claim.name.component));
        if (claim.name.version.truncated(contents.version.size()) != contents.version)
            return refuse(Problem::Mismatch,
                          ArchiveIdentifier::tr("%1 says cuDNN %2, but the files inside are cuDNN %3 (from %4).")
                              .arg(claim.label, claim.name.version.toString(), contents.version.toString(),
                                   contents.versionFrom));
        if (claim.name.isWindows() != contents.windows)
            return refuse(Problem::Mismatch,
                          ArchiveIdentifier::tr("%1 says it is for %2, but the archive contains %3 libraries (%4).")
                              .arg(claim.label, claim.name.platform, systemName(contents.windows),
                                   listSome(contents.libraryNames)));
    }
    if (claims.size() == 2) {
        const ArchiveName &file = claims.at(0).name;
        const ArchiveName &folder = claims.at(1).name;
        const bool cudaDiffers = file.cudaMajor > 0 && folder.cudaMajor > 0 && file.cudaMajor != folder.cudaMajor;
        if (file.version != folder.version || file.platform != folder.platform || cudaDiffers)
            return refuse(Problem::Mismatch,
                          ArchiveIdentifier::tr("The file name %1 does not match the folder inside it, %2; the "
                                                "file may have been renamed.")
                              .arg(claims.at(0).text, claims.at(1).text));
    }
    return std::nullopt;
}

QStringList orderedSubLibraries(const QSet<QString> &found, int major)
{
    QStringList ordered;
    for (const QString &known : expectedCudnnSubLibraries(major))
        if (found.contains(known))
            ordered.append(known);
    QStringList extra;
    for (const QString &name : found)
        if (!ordered.contains(name))
            extra.append(name);
    extra.sort();
    return ordered + extra;
}

} // namespace

ArchiveIdentification ArchiveIdentifier::examine(const QString &path, const std::atomic_bool *cancel, ArchiveScan scan)
{
    const QFileInfo info(path);
    const QString fileName = info.fileName();
    if (!info.exists())
        return refuse(Problem::Unreadable, tr("%1 does not exist.").arg(shownPath(path)));
    if (info.isDir())
        return refuse(Problem::Unreadable,
                      tr("%1 is a folder, not an archive file.").arg(shownPath(path)));
    if (info.size() == 0)
        return refuse(Problem::NotAnArchive,
                      tr("%1 is empty (0 bytes): its download did not finish or failed.").arg(fileName));

    // A name that says "samples" or "JIT add-on" is refused before the file is read at all.
    if (const std::optional<ArchiveName> name = ArchiveName::parse(fileName); name && !name->isLibrary())
        return refuse(Problem::NotCudnn, describeOtherComponent(*name, fileName));

    return judge(ArchiveSurvey::run(path, scan, cancel), path);
}

ArchiveIdentification ArchiveIdentifier::judge(const ArchiveSurvey &survey, const QString &archivePath)
{
    const QString fileName = QFileInfo(archivePath).fileName();
    const std::optional<ArchiveName> name = ArchiveName::parse(fileName);
    if (name && !name->isLibrary())
        return refuse(Problem::NotCudnn, describeOtherComponent(*name, fileName));
    if (survey.cancelled)
        return refuse(Problem::Cancelled, tr("Checking %1 was cancelled.").arg(fileName));
    switch (survey.failure) {
    case ArchiveStream::Failure::None: break;
    case ArchiveStream::Failure::CannotOpen:
        return refuse(Problem::Unreadable, tr("%1 could not be read: %2").arg(fileName, survey.error));
    case ArchiveStream::Failure::NotAnArchive:
        return refuse(Problem::NotAnArchive,
                      tr("%1 is not an archive that can be opened (%2). Download it again from NVIDIA.")
                          .arg(fileName, survey.error));
    case ArchiveStream::Failure::Corrupt:
        return refuse(Problem::Corrupt,
                      tr("%1 is damaged or incomplete (%2). This usually means the download was interrupted: "
                         "download it again.")
                          .arg(fileName, survey.error));
    }
    if (survey.entryCount == 0)
        return refuse(Problem::NotAnArchive, tr("%1 is an archive with nothing in it.").arg(fileName));
    if (!survey.unsafeEntries.isEmpty()) {
        ArchiveIdentification result =
            refuse(Problem::Unsafe, tr("%1 contains entries that would be written outside the folder it is unpacked "
                                       "into, so it will not be used: %2. Archives from NVIDIA have none.")
                                        .arg(fileName, listSome(survey.unsafeEntries, survey.unsafeCount)));
        result.unsafeEntries = survey.unsafeEntries;
        return result;
    }

    ArchiveIdentification refusal;
    const std::optional<Contents> contents = readContents(survey, fileName, &refusal);
    if (!contents)
        return refusal;

    QList<Claim> claims;
    if (name)
        claims.append({tr("The file name %1").arg(fileName), fileName, *name});
    if (const std::optional<ArchiveName> folderName = ArchiveName::parse(survey.topDirectory))
        claims.append({tr("The folder inside, %1,").arg(survey.topDirectory), survey.topDirectory, *folderName});
    if (std::optional<ArchiveIdentification> mismatch = checkClaims(claims, *contents))
        return *mismatch;

    ArchiveIdentity identity;
    identity.fileName = fileName;
    identity.version = claims.isEmpty() ? contents->version : claims.first().name.version;
    identity.topDirectory = survey.topDirectory;
    identity.libraryFolder = withoutTop(contents->libraryFolder, survey.topDirectory);
    if (contents->windows)
        identity.dllFolder = identity.libraryFolder;
    identity.hasHeaders = !survey.includeFolders.isEmpty();
    if (identity.hasHeaders)
        identity.includeFolder = withoutTop(survey.includeFolders.first(), survey.topDirectory);
    identity.subLibraries = orderedSubLibraries(contents->subLibraries, contents->major);
    for (const QString &expected : expectedCudnnSubLibraries(contents->major))
        if (!contents->subLibraries.contains(expected))
            identity.missingSubLibraries.append(expected);
    identity.format = survey.format;
    identity.entryCount = survey.entryCount;
    identity.unpackedBytes = survey.unpackedBytes;
    identity.listingComplete = !survey.stoppedEarly;

    if (survey.topDirectory == QStringLiteral("cuda"))
        identity.layout = ArchiveIdentity::Layout::LegacyCudaFolder;
    else if (contents->windows)
        identity.layout = ArchiveIdentity::Layout::WindowsZip;
    else
        identity.layout = ArchiveIdentity::Layout::LinuxTarball;

    for (const Claim &claim : claims) {
        if (identity.platform.isEmpty())
            identity.platform = claim.name.platform;
        if (identity.cudaMajor == 0)
            identity.cudaMajor = claim.name.cudaMajor;
    }
    if (identity.platform.isEmpty()) {
        if (contents->windows) {
            // Every Windows cuDNN before 9.27 is x64; an ARM64 build would say so in its folder.
            identity.platform = identity.dllFolder.contains(QStringLiteral("arm64")) ? QStringLiteral("windows-arm64")
                                                                                    : QStringLiteral("windows-x86_64");
        } else {
            identity.platform = QStringLiteral("linux");
            identity.notes.append(tr("Neither the file name nor the folder inside says which processor these Linux "
                                     "libraries are for (x86_64 or ARM64); make sure it is the one of this computer."));
        }
    }
    if (identity.cudaMajor == 0)
        identity.notes.append(tr("Neither the file name nor the folder inside says which CUDA version this cuDNN "
                                 "was built for."));

    ArchiveIdentification result;
    result.identity = identity;
    return result;
}

std::optional<ArchiveIdentity> ArchiveIdentifier::identify(const QString &path, QString *error,
                                                           const std::atomic_bool *cancel)
{
    ArchiveIdentification result = examine(path, cancel);
    if (error)
        *error = result.reason;
    return result.identity;
}

} // namespace cudnnsetup
