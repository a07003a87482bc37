#include "core/archive/ArchiveSurvey.h"

#include "core/archive/EntrySafety.h"
#include "core/probe/parsers/CudnnHeaderParser.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>

namespace cudnnsetup {

namespace {

// A hostile archive may hold millions of bad entries; the list keeps this many, the count all.
constexpr qsizetype kMaxUnsafeListed = 1000;
// Enough to say "this is CUDA" without filling a report with a toolkit's file list.
constexpr qsizetype kMaxForeignNames = 5;

// Where the version lives, best first (docs/nvidia-layouts.md, "Where the version lives"):
// cudnn_version.h from 8.0 on (with a _vN twin on Linux), cudnn.h up to 7.x.
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

} // namespace

SurveyCollector::Want SurveyCollector::stopIfKnown()
{
    if (m_scan == ArchiveScan::UntilKnown && everythingKnown(m_knownVersion, m_realLibraryFiles)) {
        m_survey.stoppedEarly = true;
        return Want::Stop;
    }
    return Want::Nothing;
}

SurveyCollector::Want SurveyCollector::observe(const ArchiveEntryInfo &entry)
{
    m_pendingHeader.clear();
    ++m_survey.entryCount;
    if (entry.type == ArchiveEntryInfo::Type::File)
        m_survey.unpackedBytes += entry.size;
    if (const std::optional<QString> why = unsafeEntryReason(entry)) {
        if (m_survey.unsafeEntries.size() < kMaxUnsafeListed)
            m_survey.unsafeEntries.append(QStringLiteral("%1 (%2)").arg(entry.rawPath, *why));
        ++m_survey.unsafeCount;
        return Want::Nothing;
    }
    const QStringList parts = pathComponents(entry.path);
    if (parts.isEmpty())
        return Want::Nothing; // "./" itself
    if (m_top.isNull())
        m_top = parts.first();
    else if (parts.first() != m_top)
        m_topShared = false;
    m_anyNested = m_anyNested || parts.size() > 1;
    if (entry.type == ArchiveEntryInfo::Type::Directory)
        return Want::Nothing;

    const QString fileName = parts.last();
    const QString folder = parts.mid(0, parts.size() - 1).join(u'/');
    if (const std::optional<CudnnLibraryName> library = parseCudnnLibraryName(fileName)) {
        m_survey.libraries.append({folder, fileName, *library});
        if (entry.type == ArchiveEntryInfo::Type::File && !m_realLibraryFiles.contains(library->subLibrary))
            m_realLibraryFiles.append(library->subLibrary);
        if (!m_knownVersion && library->fileVersion.isValid())
            m_knownVersion = library->fileVersion;
        return stopIfKnown();
    }
    const bool inInclude = parts.size() > 1 && parts.at(parts.size() - 2) == QStringLiteral("include");
    if (inInclude && fileName.startsWith(QStringLiteral("cudnn")) && fileName.endsWith(QStringLiteral(".h"))) {
        if (!m_survey.includeFolders.contains(folder))
            m_survey.includeFolders.append(folder);
        const int rank = versionHeaderRank(fileName);
        if (rank < 0)
            return Want::Nothing;
        HeaderCandidate candidate{rank, parts.join(u'/'), {}, {}};
        if (entry.type == ArchiveEntryInfo::Type::File) {
            m_headers.insert(fileName, candidate);
            m_pendingHeader = fileName;
            return Want::Body;
        }
        if (entry.type == ArchiveEntryInfo::Type::Symlink)
            candidate.linkTarget = entry.linkTarget.section(u'/', -1);
        m_headers.insert(fileName, candidate);
        return stopIfKnown();
    }
    if (isForeignNvidiaLibrary(fileName) && m_survey.foreignLibraries.size() < kMaxForeignNames)
        m_survey.foreignLibraries.append(fileName);
    if (entry.path.contains(QStringLiteral("cudnn_samples")))
        m_survey.samplesSeen = true;
    return Want::Nothing;
}

SurveyCollector::Want SurveyCollector::bodyRead(const QByteArray &body)
{
    if (m_pendingHeader.isEmpty())
        return Want::Nothing;
    HeaderCandidate &candidate = m_headers[m_pendingHeader];
    m_pendingHeader.clear();
    candidate.body = body.left(kMaxBodyBytes);
    if (!m_knownVersion)
        m_knownVersion = parseCudnnVersionHeader(candidate.body);
    return stopIfKnown();
}

ArchiveSurvey SurveyCollector::finish(const QString &format) const
{
    ArchiveSurvey survey = m_survey;
    survey.format = format;
    if (m_topShared && m_anyNested)
        survey.topDirectory = m_top;

    QList<HeaderCandidate> ranked = m_headers.values();
    std::sort(ranked.begin(), ranked.end(),
              [](const HeaderCandidate &a, const HeaderCandidate &b) {
                  return a.rank != b.rank ? a.rank < b.rank : a.path < b.path;
              });
    for (const HeaderCandidate &candidate : ranked) {
        // A header that is a link (cudnn.h -> cudnn_v7.h in a repackaged tree) is read through
        // its target, which was stored under its own name.
        const QByteArray body = candidate.linkTarget.isEmpty() ? candidate.body
                                                               : m_headers.value(candidate.linkTarget).body;
        if (const std::optional<Version> version = parseCudnnVersionHeader(body)) {
            survey.headerVersion = version;
            survey.headerFile = candidate.path;
            break;
        }
    }
    return survey;
}

ArchiveSurvey ArchiveSurvey::run(const QString &path, ArchiveScan scan, const std::atomic_bool *cancel)
{
    ArchiveStream stream;
    if (!stream.open(path)) {
        ArchiveSurvey survey;
        survey.failure = stream.failure();
        survey.error = stream.errorString();
        return survey;
    }
    SurveyCollector collector(scan);
    while (const std::optional<ArchiveEntryInfo> entry = stream.next()) {
        if (cancel && cancel->load()) {
            ArchiveSurvey survey = collector.finish(stream.formatName());
            survey.cancelled = true;
            return survey;
        }
        SurveyCollector::Want want = collector.observe(*entry);
        if (want == SurveyCollector::Want::Body) {
            const std::optional<QByteArray> body = stream.readBody(SurveyCollector::kMaxBodyBytes);
            if (!body)
                break; // the stream failed; reported below
            want = collector.bodyRead(*body);
        }
        if (want == SurveyCollector::Want::Stop)
            break;
    }
    ArchiveSurvey survey = collector.finish(stream.formatName());
    if (stream.failure() != ArchiveStream::Failure::None) {
        survey.failure = stream.failure();
        survey.error = stream.errorString();
    }
    return survey;
}

} // namespace cudnnsetup
