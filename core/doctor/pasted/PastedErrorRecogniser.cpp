#include "core/doctor/pasted/PastedErrorRecogniser.h"

#include "core/doctor/pasted/LoaderCode.h"
#include "core/doctor/pasted/PastedErrorText.h"
#include "core/doctor/pasted/PastedLibraryName.h"
#include "core/doctor/pasted/PastedMessageKinds.h"

#include <QMap>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <iterator>

namespace cudnnsetup {

namespace pasted {

QRegularExpression pattern(const QString &expression)
{
    return QRegularExpression(expression);
}

QString fileTheLoaderMissed(const QString &loaderMessage)
{
    static const QRegularExpression missed(QStringLiteral(R"re(([^\s:;'"(]{1,200})\s*:\s*cannot open shared object file)re"));
    const QRegularExpressionMatch m = missed.match(loaderMessage);
    return m.hasMatch() ? PastedLibraryName::fileName(m.captured(1)) : QString();
}

Span lineAround(const QString &text, qsizetype position, qsizetype limit)
{
    position = std::clamp<qsizetype>(position, 0, text.size());
    const qsizetype start = position == 0 ? 0 : text.lastIndexOf(u'\n', position - 1) + 1;
    qsizetype end = text.indexOf(u'\n', position);
    if (end < 0)
        end = text.size();
    return {std::max(start, position - limit), std::min(end, position + limit)};
}

int loaderCodeIn(QStringView text)
{
    static const QRegularExpression number(
        QStringLiteral(R"re((?:\[WinError\s*|error code(?: is)?:?\s*|Error code:?\s*|LoadLibrary failed with error\s*|\(Error\s*)(\d{1,6})\b)re"),
        QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch m = number.match(text.toString()); m.hasMatch())
        return m.captured(1).toInt();
    return LoaderCode::fromWindowsWords(text);
}

namespace {

// A name that suggests a framework's own GPU library (torch_cuda.dll, caffe2_nvrtc.dll): when it
// cannot be loaded, what is missing may well be CUDA or cuDNN, so it is not called unrelated.
bool soundsLikeGpuLibrary(const QString &fileName)
{
    return fileName.contains(QLatin1String("cuda"), Qt::CaseInsensitive) || fileName.contains(QLatin1String("nvrtc"), Qt::CaseInsensitive);
}

bool classifyByKind(PastedErrorMatch &match, PastedLibraryName::Kind kind)
{
    using Kind = PastedLibraryName::Kind;
    switch (kind) {
    case Kind::Optional:
        return false;
    case Kind::CudnnMain:
    case Kind::CudnnPart:
    case Kind::Zlib:
        if (match.errorCode == LoaderCode::kBadExecutable)
            match.code = QStringLiteral("error-dll-wrong-architecture");
        else if (match.errorCode == LoaderCode::kProcedureNotFound)
            match.code = QStringLiteral("error-dll-procedure-not-found");
        else if (kind == Kind::Zlib)
            match.code = QStringLiteral("error-zlibwapi-missing");
        else
            match.code = kind == Kind::CudnnMain ? QStringLiteral("error-cudnn-library-not-found")
                                                 : QStringLiteral("error-cudnn-sublibrary-not-loaded");
        return true;
    case Kind::Cuda:
        match.code = QStringLiteral("error-cuda-library-not-found");
        return true;
    case Kind::Driver:
        match.code = QStringLiteral("error-not-cudnn-driver");
        return true;
    case Kind::OnnxRuntimeProvider:
        match.code = match.errorCode == LoaderCode::kBadExecutable ? QStringLiteral("error-dll-wrong-architecture")
                                                                   : QStringLiteral("error-onnxruntime-provider-not-loaded");
        if (match.framework.isEmpty())
            match.framework = QStringLiteral("ONNX Runtime");
        return true;
    case Kind::Other:
        break;
    }
    return false;
}

} // namespace

bool classifyLoadFailure(PastedErrorMatch &match)
{
    using Kind = PastedLibraryName::Kind;
    const QString name = PastedLibraryName::fileName(match.library);
    const Kind kind = PastedLibraryName::kind(name);
    if (kind == Kind::Optional)
        return false;
    if (match.errorCode == LoaderCode::kPagingFileTooSmall) {
        match.code = QStringLiteral("error-not-cudnn-paging-file");
        return true;
    }
    // The library itself was found, a file it needs was not: what is missing decides.
    const Kind missing = match.missingFile.isEmpty() ? Kind::Other : PastedLibraryName::kind(match.missingFile);
    if ((kind == Kind::Other || kind == Kind::OnnxRuntimeProvider)
        && (missing == Kind::CudnnMain || missing == Kind::CudnnPart || missing == Kind::Cuda || missing == Kind::Driver
            || missing == Kind::Zlib)) {
        if (match.modulePath.isEmpty())
            match.modulePath = match.library;
        if (kind == Kind::OnnxRuntimeProvider && match.framework.isEmpty())
            match.framework = QStringLiteral("ONNX Runtime");
        match.library = match.missingFile;
        match.cudnnMajor = PastedLibraryName::cudnnMajor(match.library);
        match.cudaMajor = match.cudaMajor > 0 ? match.cudaMajor : PastedLibraryName::cudaMajor(match.library);
        // ONNX Runtime's provider without cuDNN keeps its own code (its cause knows the provider).
        if (kind == Kind::OnnxRuntimeProvider && (missing == Kind::CudnnMain || missing == Kind::CudnnPart)) {
            match.code = QStringLiteral("error-onnxruntime-provider-not-loaded");
            return true;
        }
        return classifyByKind(match, missing);
    }
    if (match.cudnnMajor == 0)
        match.cudnnMajor = PastedLibraryName::cudnnMajor(name);
    if (match.cudaMajor == 0)
        match.cudaMajor = PastedLibraryName::cudaMajor(name);
    if (kind != Kind::Other)
        return classifyByKind(match, kind);
    // Anything else: not cuDNN's business, said only where the loader's failure is plain.
    const bool plainFailure = match.errorCode == LoaderCode::kModuleNotFound || match.errorCode == LoaderCode::kProcedureNotFound
                              || match.errorCode == LoaderCode::kBadExecutable || !match.missingFile.isEmpty();
    if (!plainFailure || (soundsLikeGpuLibrary(name) && match.errorCode != LoaderCode::kBadExecutable))
        return false;
    match.code = QStringLiteral("error-not-cudnn-unrelated-library");
    return true;
}

} // namespace pasted

namespace {

using pasted::MessageKind;
using pasted::Span;

// Which of TensorFlow and JAX wrote an XLA message, from what else the text mentions.
QString xlaFramework(const QString &text)
{
    static const QRegularExpression jax(QStringLiteral(R"re(\bjax(?:lib)?\b)re"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression tensorflow(QStringLiteral(R"re(tensorflow)re"), QRegularExpression::CaseInsensitiveOption);
    const bool isJax = jax.match(text).hasMatch();
    const bool isTensorflow = tensorflow.match(text).hasMatch();
    if (isJax != isTensorflow)
        return isJax ? QStringLiteral("JAX") : QStringLiteral("TensorFlow");
    return QStringLiteral("TensorFlow or JAX");
}

struct Candidate
{
    Span span;
    PastedErrorMatch match;
    int firstLine = 0;   // lines of the joined text, 0-based
    int lastLine = 0;
};

// The line(s) of the message: from the start of its line to the end of its last line, cut to
// a readable length around the match.
QString excerptOf(const QString &text, qsizetype start, qsizetype end)
{
    constexpr qsizetype kBefore = 200, kLength = 600;
    const qsizetype lineStart = std::max(text.lastIndexOf(u'\n', start > 0 ? start - 1 : 0) + 1, start - kBefore);
    qsizetype lineEnd = text.indexOf(u'\n', std::max(start, end - 1));
    if (lineEnd < 0)
        lineEnd = text.size();
    const qsizetype length = std::min(lineEnd - lineStart, std::max<qsizetype>(end - lineStart, kLength));
    return text.mid(lineStart, std::min(length, kLength + kBefore)).trimmed();
}

const QList<MessageKind> &allKinds()
{
    static const QList<MessageKind> kinds = pasted::cudnnMessageKinds() + pasted::loadFailureKinds() + pasted::lookAlikeKinds()
                                            + pasted::supportingKinds();
    return kinds;
}

// A cuDNN problem, as opposed to a look-alike (error-not-cudnn-*) or CUDA's libraries.
bool isCudnnCode(const QString &code)
{
    return !code.startsWith(QLatin1String("error-not-cudnn-")) && code != QLatin1String("error-cuda-library-not-found");
}

} // namespace

bool PastedErrorMatch::isSupporting() const
{
    return code == QLatin1String("error-onnxruntime-cuda-provider-failed") || code == QLatin1String("error-tf-gpu-disabled")
           || code == QLatin1String("error-cudnn-initialization-failed") || code == QLatin1String("error-cudnn-symbol-not-loaded");
}

bool PastedErrorMatch::isNotCudnn() const
{
    return code.startsWith(QLatin1String("error-not-cudnn-"));
}

QString PastedErrorRecogniser::versionRuleKey(PastedErrorMatch::VersionRule rule)
{
    using Rule = PastedErrorMatch::VersionRule;
    switch (rule) {
    case Rule::NewerMinorAccepted:
        return QStringLiteral("newer-minor");
    case Rule::SameMinorOnly:
        return QStringLiteral("same-minor");
    case Rule::SameReleaseOnly:
        return QStringLiteral("same-release");
    case Rule::AtLeastMinimum:
        return QStringLiteral("minimum");
    case Rule::Unknown:
        break;
    }
    return {};
}

Version PastedErrorRecogniser::pastedVersion(QStringView token)
{
    token = token.trimmed();
    if (token.startsWith(u'(') && token.endsWith(u')')) {
        QList<int> parts;
        for (QStringView part : token.mid(1, token.size() - 2).split(u',')) {
            bool ok = false;
            const int value = part.trimmed().toInt(&ok);
            if (!ok || value < 0)
                return {};
            parts.append(value);
        }
        return Version(parts);
    }
    if (token.contains(u'.'))
        return Version::parse(token).value_or(Version());
    bool ok = false;
    const qint64 value = token.toLongLong(&ok);
    if (!ok || value <= 0)
        return {};
    return value >= 1000 ? Version::fromCudnnCode(value) : Version{int(value)};
}

QList<PastedErrorMatch> PastedErrorRecogniser::recognise(const QString &normalised)
{
    QList<int> originalLine;
    const QString text = PastedErrorText::joinHardWraps(normalised, &originalLine);

    // Every candidate, by precedence; then the ones no earlier (more specific) match overlaps.
    constexpr int kPerKind = 4 * kMaxMatches;
    QMap<qsizetype, qsizetype> taken;   // start -> end of the kept matches
    QList<Candidate> kept;
    for (const MessageKind &kind : allKinds()) {
        int seen = 0;
        for (QRegularExpressionMatchIterator it = kind.pattern.globalMatch(text); it.hasNext() && seen < kPerKind; ++seen) {
            const QRegularExpressionMatch found = it.next();
            Candidate candidate{{found.capturedStart(0), found.capturedEnd(0)}, {}};
            if (candidate.span.end <= candidate.span.start || !kind.read(found, text, candidate.span, candidate.match)
                || candidate.match.code.isEmpty())
                continue;
            auto next = taken.lowerBound(candidate.span.start);
            const bool overlapsNext = next != taken.end() && next.key() < candidate.span.end;
            const bool overlapsPrevious = next != taken.begin() && std::prev(next).value() > candidate.span.start;
            if (overlapsNext || overlapsPrevious)
                continue;
            taken.insert(candidate.span.start, candidate.span.end);
            kept.append(candidate);
        }
    }
    std::sort(kept.begin(), kept.end(), [](const Candidate &a, const Candidate &b) { return a.span.start < b.span.start; });

    qsizetype position = 0;
    int line = 0;
    for (Candidate &candidate : kept) {
        line += int(QStringView(text).mid(position, candidate.span.start - position).count(u'\n'));
        position = candidate.span.start;
        candidate.firstLine = line;
        candidate.lastLine = line + int(QStringView(text).mid(candidate.span.start, candidate.span.end - candidate.span.start).count(u'\n'));
    }
    // A look-alike is never also a cuDNN problem: a WinError 1455 while loading a cuDNN DLL is
    // memory, and nothing else read from those lines may say otherwise.
    QSet<int> lookAlikeLines;
    for (const Candidate &candidate : std::as_const(kept))
        if (candidate.match.isNotCudnn())
            for (int l = candidate.firstLine; l <= candidate.lastLine; ++l)
                lookAlikeLines.insert(l);
    QList<Candidate> lines;
    for (const Candidate &candidate : std::as_const(kept)) {
        bool sharesLines = false;
        for (int l = candidate.firstLine; l <= candidate.lastLine && isCudnnCode(candidate.match.code) && !sharesLines; ++l)
            sharesLines = lookAlikeLines.contains(l);
        if (!sharesLines)
            lines.append(candidate);
    }
    if (lines.size() > kMaxMatches)
        lines.resize(kMaxMatches);

    const QString xla = xlaFramework(text);
    QList<PastedErrorMatch> matches;
    for (Candidate &candidate : lines) {
        candidate.match.line = originalLine.value(candidate.firstLine, candidate.firstLine + 1);
        candidate.match.excerpt = excerptOf(text, candidate.span.start, candidate.span.end);
        if (candidate.match.framework == QLatin1String("TensorFlow or JAX"))
            candidate.match.framework = xla;
        matches.append(candidate.match);
    }
    return matches;
}

QString PastedErrorRecogniser::pythonEnvironment(const QString &text)
{
    // Windows paths may hold spaces (C:\Program Files\Python311\Lib\site-packages); Linux
    // paths are taken without, so that a date or a sentence before the path is not swallowed.
    static const QRegularExpression site(QStringLiteral(
        R"re([A-Za-z]:[\\/][^"'\n<>|*?:]{0,300}?[\\/](?:site|dist)-packages(?=[\\/"'\s]|$)|/[^"'\s<>|*?:]{0,300}?/(?:site|dist)-packages(?=[/"'\s]|$))re"));
    return site.match(text).captured(0);
}

} // namespace cudnnsetup
