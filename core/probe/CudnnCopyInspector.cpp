#include "core/probe/CudnnCopyInspector.h"

#include "core/probe/CudnnCudaMajor.h"

#include "core/platform/SmallFileReader.h"
#include "core/probe/parsers/CondaMetaName.h"
#include "core/probe/parsers/CudnnHeaderParser.h"
#include "core/probe/parsers/CudnnLibraryName.h"
#include "core/probe/parsers/DistInfoName.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>

#include <algorithm>

namespace cudnnsetup {

namespace {

// A header's bytes; nullopt when it is not there, or (with a note saying why) unreadable.
std::optional<QByteArray> readIfThere(const QString &path, QList<ScanNote> &notes, bool *unreadable)
{
    *unreadable = false;
    if (!QFileInfo::exists(path))
        return std::nullopt;
    QString error;
    std::optional<QByteArray> bytes = SmallFileReader::read(path, &error);
    if (!bytes) {
        notes.append({path, error});
        *unreadable = true;
    }
    return bytes;
}

} // namespace

QList<CudnnLibraryFile> CudnnCopyInspector::listLibraries(const QString &dir, bool windows, QList<ScanNote> &notes)
{
    QList<CudnnLibraryFile> files;
    const QFileInfo dirInfo(dir);
    if (!dirInfo.isReadable() || !dirInfo.isExecutable()) {
        notes.append({dir, tr("The folder %1 could not be read (no permission), so cuDNN files in it, if any, were not checked.").arg(dir)});
        return files;
    }
    // QDir::System is what lists dangling symlinks; they are exactly what we must report.
    const QFileInfoList entries = QDir(dir).entryInfoList(
        {QStringLiteral("libcudnn*"), QStringLiteral("cudnn*"), QStringLiteral("CUDNN*"), QStringLiteral("Cudnn*")},
        QDir::Files | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
    for (const QFileInfo &entry : entries) {
        const auto name = parseCudnnLibraryName(entry.fileName());
        if (!name || name->windowsDll != windows)
            continue;
        CudnnLibraryFile file;
        file.path = entry.absoluteFilePath();
        file.subLibrary = name->subLibrary;
        file.soMajor = name->soMajor;
        file.fileVersion = name->fileVersion;
        file.isSymlink = entry.isSymLink();
        if (file.isSymlink) {
            file.symlinkTarget = entry.symLinkTarget();
            file.dangling = !entry.exists();
        }
        files.append(file);
    }
    return files;
}

void CudnnCopyInspector::readHeader(CudnnCopy &copy, const QStringList &includeDirs, int major, QList<ScanNote> &notes)
{
    // cudnn_version.h from 8.0 on (Debian packages name it cudnn_version_v9.h); cudnn.h for 7.x.
    QStringList names{QStringLiteral("cudnn_version.h")};
    if (major > 0)
        names.append(QStringLiteral("cudnn_version_v%1.h").arg(major));
    names.append(QStringLiteral("cudnn.h"));
    for (const QString &dir : includeDirs) {
        for (const QString &name : names) {
            const QString path = dir + u'/' + name;
            bool unreadable = false;
            const std::optional<QByteArray> bytes = readIfThere(path, notes, &unreadable);
            if (!bytes)
                continue;
            if (const auto version = parseCudnnVersionHeader(*bytes)) {
                copy.headerVersion = *version;
                copy.headerPath = path;
                copy.includeDir = dir;
                return;
            }
            if (name != QLatin1String("cudnn.h"))   // cuDNN 8/9's cudnn.h has no version: not a problem
                notes.append({path, tr("%1 does not contain a readable cuDNN version (CUDNN_MAJOR, CUDNN_MINOR, "
                                       "CUDNN_PATCHLEVEL).")
                                        .arg(path)});
        }
    }
}

void CudnnCopyInspector::checkHeaderSet(CudnnCopy &copy, const QStringList &includeDirs, QList<ScanNote> &notes)
{
    // cuDNN 8 and 9's cudnn.h is little more than #include "cudnn_*.h" lines; with one of those
    // files missing (only cudnn.h copied, a half-extracted include folder) no program that
    // includes <cudnn.h> compiles. The list is read from the copy's own cudnn.h, since it changes
    // between majors (cudnn_ops_infer.h in 8, cudnn_graph.h in 9). Only cudnn.h's own list is
    // checked: the headers it names include nothing it does not name itself.
    QStringList folders;
    if (!copy.includeDir.isEmpty())
        folders.append(copy.includeDir);
    folders += includeDirs;
    for (const QString &dir : folders) {
        const QString path = dir + QStringLiteral("/cudnn.h");
        bool unreadable = false;
        const std::optional<QByteArray> bytes = readIfThere(path, notes, &unreadable);
        if (unreadable)
            return;
        if (!bytes)
            continue;
        if (copy.includeDir.isEmpty())
            copy.includeDir = dir;   // the headers of this copy, even without a version header
        QStringList missing;
        for (const QString &name : parseCudnnHeaderIncludes(*bytes))
            if (!QFileInfo::exists(dir + u'/' + name))   // a quoted #include looks beside the including file first
                missing.append(name);
        if (missing.isEmpty())
            return;
        copy.problems.append(tr("%1 includes headers that are not in its folder: %2. Programs that include cudnn.h do "
                                "not compile.")
                                 .arg(path, missing.join(QStringLiteral(", "))));
        copy.problemDetails.append({CudnnCopyProblem::Kind::HeadersIncomplete, QStringList{path} + missing});
        return;
    }
}

void CudnnCopyInspector::readPackageMetadata(CudnnCopy &copy, const QStringList &metadataDirs)
{
    for (const QString &dir : metadataDirs) {
        for (const QString &name : QDir(dir).entryList({QStringLiteral("nvidia_cudnn*.dist-info")}, QDir::Dirs)) {
            const auto info = parseDistInfoName(name);
            if (!info)
                continue;
            copy.packageVersion = info->version;
            copy.packageSource = name;
            if (const int major = cudaMajorFromCudnnPackage(info->package); major > 0)
                copy.cudaMajor = major;
            return;
        }
        for (const QString &name : QDir(dir).entryList({QStringLiteral("*cudnn-*.json")}, QDir::Files)) {
            if (const auto package = parseCondaMetaName(name)) {
                copy.packageVersion = package->version;
                copy.packageSource = QStringLiteral("conda-meta/") + name;
                if (package->cudaMajor > 0)
                    copy.cudaMajor = package->cudaMajor;
                return;
            }
        }
    }
}

void CudnnCopyInspector::findProblems(CudnnCopy &copy, bool windows)
{
    const int major = copy.libraryMajor();
    QSet<QString> present;
    for (const CudnnLibraryFile &file : copy.libraries)
        if (!file.dangling && (file.soMajor == major || file.fileVersion.major() == major))
            present.insert(file.subLibrary);

    for (const CudnnLibraryFile &file : copy.libraries)
        if (file.dangling) {
            copy.problems.append(tr("%1 is a link to %2, which does not exist.").arg(file.path, file.symlinkTarget));
            copy.problemDetails.append({CudnnCopyProblem::Kind::DanglingLink, {file.path, file.symlinkTarget}});
        }

    QStringList missing;
    for (const QString &expected : expectedCudnnSubLibraries(major))
        if (!present.contains(expected))
            missing.append(cudnnLibraryFileName(expected, major, windows));
    if (!missing.isEmpty() && !present.isEmpty()) {
        copy.problems.append(tr("Incomplete cuDNN %1: %2 missing. Programs fail when they first need the missing part.")
                                 .arg(major)
                                 .arg(missing.join(QStringLiteral(", "))));
        // Only the shim and nothing else is the classic "copied one DLL" mistake (cuDNN 8 on split it up).
        const bool onlyShim = major >= 8 && present == QSet<QString>{QStringLiteral("cudnn")};
        copy.problemDetails.append({onlyShim ? CudnnCopyProblem::Kind::OnlyShim : CudnnCopyProblem::Kind::Incomplete, missing});
    }

    // Versions written in file names (libcudnn_ops.so.9.1.0): all sub-libraries must agree.
    QMap<QString, QStringList> byVersion;
    for (const CudnnLibraryFile &file : copy.libraries)
        if (file.fileVersion.size() >= 3 && !file.isSymlink)
            byVersion[file.fileVersion.toString()].append(QFileInfo(file.path).fileName());
    if (byVersion.size() > 1) {
        QStringList parts;
        for (auto it = byVersion.cbegin(); it != byVersion.cend(); ++it)
            parts.append(QStringLiteral("%1 (%2)").arg(it.key(), it.value().join(QStringLiteral(", "))));
        copy.problems.append(tr("Sub-libraries from different cuDNN releases are mixed in this folder: %1. cuDNN refuses to "
                                "run like this (CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH).")
                                 .arg(parts.join(QStringLiteral("; "))));
        copy.problemDetails.append({CudnnCopyProblem::Kind::MixedReleases, parts});
    }

    // The header must describe the libraries beside it, or programs compile against one
    // release and load another.
    if (copy.headerVersion.isValid()) {
        const Version libraryVersion = byVersion.size() == 1 ? *Version::parse(byVersion.firstKey())
                                      : copy.packageVersion.isValid() ? copy.packageVersion
                                                                      : Version();
        if (libraryVersion.isValid() && libraryVersion.truncated(3) != copy.headerVersion.truncated(3)) {
            copy.problems.append(tr("The header %1 says cuDNN %2, but the libraries are cuDNN %3.")
                                     .arg(copy.headerPath, copy.headerVersion.toString(), libraryVersion.truncated(3).toString()));
            copy.problemDetails.append({CudnnCopyProblem::Kind::HeaderMismatch,
                                        {copy.headerPath, copy.headerVersion.toString(), libraryVersion.truncated(3).toString()}});
        } else if (!libraryVersion.isValid() && major > 0 && copy.headerVersion.major() != major) {
            copy.problems.append(tr("The header %1 says cuDNN %2, but the libraries are cuDNN %3.x.")
                                     .arg(copy.headerPath, copy.headerVersion.toString())
                                     .arg(major));
            copy.problemDetails.append({CudnnCopyProblem::Kind::HeaderMismatch,
                                        {copy.headerPath, copy.headerVersion.toString(), QStringLiteral("%1.x").arg(major)}});
        }
    }
}

std::optional<CudnnCopy> CudnnCopyInspector::inspect(const Request &request, QList<ScanNote> &notes)
{
    CudnnCopy copy;
    copy.libraries = listLibraries(request.libraryDir, request.windows, notes);
    if (copy.libraries.isEmpty())
        return std::nullopt;
    copy.kind = request.kind;
    copy.libraryDir = QDir::cleanPath(request.libraryDir);
    copy.toolkitRoot = request.toolkitRoot;
    copy.cudaMajor = request.cudaMajorHint;
    readHeader(copy, request.includeDirCandidates, copy.libraryMajor(), notes);
    readPackageMetadata(copy, request.metadataDirs);
    if (copy.cudaMajor > 0) {
        copy.cudaMajorFrom = request.cudaMajorHint > 0 && copy.packageSource.isEmpty()
                                 ? tr("the folder it is in")
                                 : copy.packageSource;
    } else {
        const CudnnCudaMajor::Found found = CudnnCudaMajor::of(copy, request.windows, request.sysroot);
        copy.cudaMajor = found.major;
        copy.cudaMajorFrom = found.fact;
    }
    findProblems(copy, request.windows);
    checkHeaderSet(copy, request.includeDirCandidates, notes);
    return copy;
}

} // namespace cudnnsetup
