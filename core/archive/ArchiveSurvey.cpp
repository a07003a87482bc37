#include "core/archive/ArchiveSurvey.h"

#include "core/archive/EntrySafety.h"
#include "core/probe/parsers/CudnnHeaderParser.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>

namespace cudnnsetup {

namespace {

// cudnn_version.h is a few kB and the 7.x cudnn.h about 100 kB; the defines are at the top.
constexpr qint64 kMaxHeaderBytes = 1024 * 1024;
// A hostile archive may hold millions of bad entries; the list keeps this many, the count all.
constexpr qsizetype kMaxUnsafeListed = 1000;
// Enough to say "this is CUDA" without filling a report with a toolkit's file list.
constexpr qsizetype kMaxForeignNames = 5;

// Where the version lives, best first (reference/nvidia-facts.md §5): cudnn_version.h from
// 8.0 on (with a _vN twin on Linux), cudnn.h up to 7.x.
int versionHeaderRank(const QString &fileName)
{
    static const QRegularExpression re(QStringLiteral("^cudnn(_version)?(_v\\d+)?\\.h$"));
    const QRegularExpressionMatch m = re.match(fileName);
    if (!m.hasMatch())
        return -1;
    return (m.hasCaptured(1) ? 0 : 2) + (m.hasCaptured(2) ? 1 : 0);
}

// Libraries of the CUDA toolkit and its neighbours: an archive of these is a common mix-up.
bool isForeignNvidiaLibrary(const QString &fileName)
{
    static const QRegularExpression re(
        QStringLiteral("^(?:lib)?(?:cudart|cublas|cublaslt|cufft|curand|cusolver|cusparse|nvrtc|nvjitlink|"
                       "nvinfer|cupti|nvblas)[\\w.]*\\.(?:so[\\d.]*|dll)$|^nvcc(?:\\.exe)?$"),
        QRegularExpression::CaseInsensitiveOption);
    return re.match(fileName).hasMatch();
}

QStringList pathComponents(const QString &path)
{
    QStringList parts = path.split(u'/', Qt::SkipEmptyParts);
    parts.removeAll(QStringLiteral("."));
    return parts;
}

// True once the version is known (from the header, or from a Linux library's full file name)
// and every sub-library its major must have has been seen as a real file, not only as a link
// whose target may come later.
bool everythingKnown(const std::optional<Version> &version, const QStringList &realFiles)
{
    if (!version)
        return false;
    const QStringList expected = expectedCudnnSubLibraries(version->major());
    if (expected.isEmpty())
        return false;
    for (const QString &subLibrary : expected)
        if (!realFiles.contains(subLibrary))
            return false;
    return true;
}

struct HeaderCandidate
{
    int rank = -1;
    QString path;
    QByteArray body;
    QString linkTarget; // file name the header links to, when it is a symlink
};

} // namespace

ArchiveSurvey ArchiveSurvey::run(const QString &path, ArchiveScan scan, const std::atomic_bool *cancel)
{
    ArchiveSurvey survey;
    ArchiveStream stream;
    if (!stream.open(path)) {
        survey.failure = stream.failure();
        survey.error = stream.errorString();
        return survey;
    }

    QString top;
    bool topShared = true;
    bool anyNested = false;
    QHash<QString, HeaderCandidate> headers; // by file name
    std::optional<Version> knownVersion;      // for stopping early; the final pick is below
    QStringList realLibraryFiles;             // sub-libraries seen as real files

    while (const std::optional<ArchiveEntryInfo> entry = stream.next()) {
        if (cancel && cancel->load()) {
            survey.cancelled = true;
            return survey;
        }
        ++survey.entryCount;
        if (entry->type == ArchiveEntryInfo::Type::File)
            survey.unpackedBytes += entry->size;
        if (const std::optional<QString> why = unsafeEntryReason(*entry)) {
            if (survey.unsafeEntries.size() < kMaxUnsafeListed)
                survey.unsafeEntries.append(QStringLiteral("%1 (%2)").arg(entry->rawPath, *why));
            ++survey.unsafeCount;
            continue;
        }
        const QStringList parts = pathComponents(entry->path);
        if (parts.isEmpty())
            continue; // "./" itself
        if (top.isNull())
            top = parts.first();
        else if (parts.first() != top)
            topShared = false;
        anyNested = anyNested || parts.size() > 1;
        if (entry->type == ArchiveEntryInfo::Type::Directory)
            continue;

        const QString fileName = parts.last();
        const QString folder = parts.mid(0, parts.size() - 1).join(u'/');
        if (const std::optional<CudnnLibraryName> library = parseCudnnLibraryName(fileName)) {
            survey.libraries.append({folder, fileName, *library});
            if (entry->type == ArchiveEntryInfo::Type::File && !realLibraryFiles.contains(library->subLibrary))
                realLibraryFiles.append(library->subLibrary);
            if (!knownVersion && library->fileVersion.isValid())
                knownVersion = library->fileVersion;
            if (scan == ArchiveScan::UntilKnown && everythingKnown(knownVersion, realLibraryFiles)) {
                survey.stoppedEarly = true;
                break;
            }
            continue;
        }
        const bool inInclude = parts.size() > 1 && parts.at(parts.size() - 2) == QStringLiteral("include");
        if (inInclude && fileName.startsWith(QStringLiteral("cudnn")) && fileName.endsWith(QStringLiteral(".h"))) {
            if (!survey.includeFolders.contains(folder))
                survey.includeFolders.append(folder);
            const int rank = versionHeaderRank(fileName);
            if (rank < 0)
                continue;
            HeaderCandidate candidate{rank, parts.join(u'/'), {}, {}};
            if (entry->type == ArchiveEntryInfo::Type::Symlink) {
                candidate.linkTarget = entry->linkTarget.section(u'/', -1);
            } else if (entry->type == ArchiveEntryInfo::Type::File) {
                const std::optional<QByteArray> body = stream.readBody(kMaxHeaderBytes);
                if (!body)
                    break; // the stream failed; reported below
                candidate.body = *body;
                if (!knownVersion)
                    knownVersion = parseCudnnVersionHeader(candidate.body);
            }
            headers.insert(fileName, candidate);
            if (scan == ArchiveScan::UntilKnown && everythingKnown(knownVersion, realLibraryFiles)) {
                survey.stoppedEarly = true;
                break;
            }
            continue;
        }
        if (isForeignNvidiaLibrary(fileName) && survey.foreignLibraries.size() < kMaxForeignNames)
            survey.foreignLibraries.append(fileName);
        if (entry->path.contains(QStringLiteral("cudnn_samples")))
            survey.samplesSeen = true;
    }
    if (stream.failure() != ArchiveStream::Failure::None) {
        survey.failure = stream.failure();
        survey.error = stream.errorString();
        return survey;
    }
    survey.format = stream.formatName();
    if (topShared && anyNested)
        survey.topDirectory = top;

    QList<HeaderCandidate> ranked = headers.values();
    std::sort(ranked.begin(), ranked.end(),
              [](const HeaderCandidate &a, const HeaderCandidate &b) {
                  return a.rank != b.rank ? a.rank < b.rank : a.path < b.path;
              });
    for (const HeaderCandidate &candidate : ranked) {
        // A header that is a link (cudnn.h -> cudnn_v7.h in a repackaged tree) is read through
        // its target, which was stored under its own name.
        const QByteArray body = candidate.linkTarget.isEmpty() ? candidate.body
                                                               : headers.value(candidate.linkTarget).body;
        if (const std::optional<Version> version = parseCudnnVersionHeader(body)) {
            survey.headerVersion = version;
            survey.headerFile = candidate.path;
            break;
        }
    }
    return survey;
}

} // namespace cudnnsetup
