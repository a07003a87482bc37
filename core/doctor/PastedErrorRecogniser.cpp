#include "core/doctor/PastedErrorRecogniser.h"

#include "core/probe/parsers/CudnnLibraryName.h"

#include <QMap>
#include <QRegularExpression>

#include <algorithm>
#include <functional>
#include <iterator>

namespace cudnnsetup {

namespace {

// One kind of message: the pattern, and what to read from a match. `read` fills in the code and
// the fields and returns false for a match that is not ours after all (TensorRT's optional
// libnvinfer in TensorFlow's list, an undefined symbol of another library).
struct MessageKind
{
    QRegularExpression pattern;
    std::function<bool(const QRegularExpressionMatch &, PastedErrorMatch &)> read;
};

QString fileNameOf(const QString &path)
{
    const qsizetype slash = std::max(path.lastIndexOf(u'/'), path.lastIndexOf(u'\\'));
    return path.mid(slash + 1).trimmed();
}

// "libnvrtc.so.12" out of "libnvrtc.so.12: cannot open shared object file: No such file or directory".
QString fileTheLoaderMissed(const QString &loaderMessage)
{
    static const QRegularExpression missed(QStringLiteral(R"re(([^\s:;'"]{1,200}):\s*cannot open shared object file)re"));
    const QRegularExpressionMatch m = missed.match(loaderMessage);
    return m.hasMatch() ? fileNameOf(m.captured(1)) : QString();
}

bool isZlib(const QString &fileName)
{
    return fileName.startsWith(QLatin1String("zlibwapi"), Qt::CaseInsensitive);
}

// The code of "a library could not be loaded", by what the library is: cuDNN's main library,
// one of its sub-libraries, zlibwapi.dll, or a CUDA library. False for anything else.
bool classifyLoadFailure(PastedErrorMatch &match)
{
    const QString name = fileNameOf(match.library);
    if (match.errorCode == 193) {
        match.code = QStringLiteral("error-dll-wrong-architecture");
    } else if (isZlib(name)) {
        match.code = QStringLiteral("error-zlibwapi-missing");
    } else if (const std::optional<CudnnLibraryName> cudnn = parseCudnnLibraryName(name)) {
        match.cudnnMajor = cudnn->soMajor;
        match.code = cudnn->subLibrary == QLatin1String("cudnn") ? QStringLiteral("error-cudnn-library-not-found")
                                                                   : QStringLiteral("error-cudnn-sublibrary-not-loaded");
    } else if (name.contains(QLatin1String("cudnn"), Qt::CaseInsensitive)) {
        match.code = QStringLiteral("error-cudnn-library-not-found");
    } else {
        return false;
    }
    if (match.cudnnMajor == 0)
        if (const std::optional<CudnnLibraryName> cudnn = parseCudnnLibraryName(name))
            match.cudnnMajor = cudnn->soMajor;
    return true;
}

// The CUDA libraries TensorFlow reports one by one; TensorRT (libnvinfer) and the profiler
// (libcupti) are optional, and their warnings appear on working setups too.
bool isCudaLibrary(const QString &fileName)
{
    static const QRegularExpression cuda(QStringLiteral(R"re(^(?:lib)?(?:cudart|cublasLt|cublas|cufft|curand|cusolver|cusparse|nvrtc|nvJitLink)(?:64_\d+|\.so)?)re"));
    return cuda.match(fileName).hasMatch();
}

QList<MessageKind> messageKinds()
{
    // A version as printed: a tuple "(9, 1, 0)", dotted "9.1.0", or CUDNN_VERSION's integer.
    const QString version = QStringLiteral(R"re((\(\s*\d{1,6}\s*,\s*\d{1,6}\s*(?:,\s*\d{1,6}\s*)?\)|\d{1,9}(?:\.\d{1,9}){0,3}))re");
    auto re = [](const QString &pattern) { return QRegularExpression(pattern); };
    auto set = [](PastedErrorMatch &m, const char *code, const char *framework) {
        m.code = QLatin1String(code);
        m.framework = QLatin1String(framework);
    };
    // In order of precedence: where two matches overlap, the one listed first is kept.
    return {
        // torch/backends/cudnn/__init__.py; the double space is PyTorch's. Older releases said
        // "but linked against".
        {re(QStringLiteral(R"re(cuDNN version incompatibility:\s*PyTorch was compiled\s+against\s+%1\s+but\s+(?:found runtime version|linked against)\s+%1)re").arg(version)),
         [set](const QRegularExpressionMatch &r, PastedErrorMatch &m) {
             set(m, "error-torch-cudnn-version-mismatch", "PyTorch");
             m.builtWith = PastedErrorRecogniser::pastedVersion(r.captured(1));
             m.found = PastedErrorRecogniser::pastedVersion(r.captured(2));
             return true;
         }},
        // XLA's cuDNN check (TensorFlow, JAX); TensorFlow 1.x added "(compatibility version N)".
        {re(QStringLiteral(R"re((?i:Loaded runtime CuDNN library):\s*%1(?:\s*\(compatibility version \d{1,9}\))?\s+but source was compiled with:?\s*%1)re").arg(version)),
         [set](const QRegularExpressionMatch &r, PastedErrorMatch &m) {
             set(m, "error-xla-cudnn-version-mismatch", "TensorFlow or JAX");
             m.found = PastedErrorRecogniser::pastedVersion(r.captured(1));
             m.builtWith = PastedErrorRecogniser::pastedVersion(r.captured(2));
             return true;
         }},
        // jax/_src/xla_bridge.py: integers in CUDNN_VERSION's encoding.
        {re(QStringLiteral(R"re(Outdated cuDNN installation found\.?(?:\s*Version JAX was built against:\s*%1\s*Minimum supported:\s*%1\s*Installed version:\s*%1)?)re").arg(version)),
         [set](const QRegularExpressionMatch &r, PastedErrorMatch &m) {
             set(m, "error-jax-cudnn-outdated", "JAX");
             m.builtWith = PastedErrorRecogniser::pastedVersion(r.captured(1));
             m.minimum = PastedErrorRecogniser::pastedVersion(r.captured(2));
             m.found = PastedErrorRecogniser::pastedVersion(r.captured(3));
             return true;
         }},
        {re(QStringLiteral(R"re(The installed Paddle is compiled with CUDNN\s+%1,?\s*but CUDNN version in your machine is\s+%1)re").arg(version)),
         [set](const QRegularExpressionMatch &r, PastedErrorMatch &m) {
             set(m, "error-paddle-cudnn-version-mismatch", "PaddlePaddle");
             m.builtWith = PastedErrorRecogniser::pastedVersion(r.captured(1));
             m.found = PastedErrorRecogniser::pastedVersion(r.captured(2));
             return true;
         }},
        // The dynamic loader: a symbol the program or a cuDNN library needs is missing from
        // the cuDNN library that was loaded.
        {re(QStringLiteral(R"re(undefined symbol:\s*(\w{1,200})(?:,\s*version\s+([\w.\-]{1,80}))?)re")),
         [set](const QRegularExpressionMatch &r, PastedErrorMatch &m) {
             QString versionNode = r.captured(2);
             while (versionNode.endsWith(u'.'))
                 versionNode.chop(1);
             if (!r.captured(1).startsWith(QLatin1String("cudnn"), Qt::CaseInsensitive)
                 && !versionNode.startsWith(QLatin1String("libcudnn")))
                 return false;
             set(m, "error-cudnn-undefined-symbol", "");
             m.symbol = r.captured(1);
             m.symbolVersion = versionNode;
             m.library = versionNode;
             if (const std::optional<CudnnLibraryName> name = parseCudnnLibraryName(versionNode))
                 m.cudnnMajor = name->soMajor;
             return true;
         }},
        // cuDNN 9.11 and CUDA 13 builds dropped GPUs below compute capability 7.5.
        {re(QStringLiteral(R"re((?:cuDNN version\s+(\d{1,3}(?:\.\d{1,3}){0,3})\s+or newer\s+)?is not compatible with devices with SM\s*<\s*(\d{1,3}(?:\.\d{1,2})?))re")),
         [set](const QRegularExpressionMatch &r, PastedErrorMatch &m) {
             set(m, "error-cudnn-gpu-too-old", "cuDNN");
             m.found = PastedErrorRecogniser::pastedVersion(r.captured(1));
             const QString sm = r.captured(2);
             if (sm.contains(u'.')) {
                 m.computeCapability = Version::parse(sm).value_or(Version());
             } else {
                 const int value = sm.toInt();   // "SM < 75"
                 m.computeCapability = value >= 10 ? Version{value / 10, value % 10} : Version{value, 0};
             }
             return true;
         }},
        {re(QStringLiteral(R"re(CUDNN_STATUS_(?:SUBLIBRARY_)?VERSION_MISMATCH)re")),
         [set](const QRegularExpressionMatch &, PastedErrorMatch &m) {
             set(m, "error-cudnn-sublibrary-version-mismatch", "cuDNN");
             return true;
         }},
        // ONNX Runtime on Windows: the provider DLL or a DLL it needs (cuDNN, CUDA, MSVC runtime).
        // The quoted system message is in the language of Windows: "找不到指定的模块。".
        {re(QStringLiteral(R"re(LoadLibrary failed with error (\d{1,6}) "([^"\n]{0,200})" when trying to load "([^"\n]{1,400})")re")),
         [set](const QRegularExpressionMatch &r, PastedErrorMatch &m) {
             set(m, "error-onnxruntime-provider-not-loaded", "ONNX Runtime");
             m.errorCode = r.captured(1).toInt();
             m.modulePath = r.captured(3);
             m.library = fileNameOf(m.modulePath);
             if (m.errorCode == 193)
                 m.code = QStringLiteral("error-dll-wrong-architecture");
             return true;
         }},
        // ONNX Runtime on Linux: the loader's message names the missing file.
        {re(QStringLiteral(R"re(Failed to load library\s+(\S{0,300}?libonnxruntime_providers_\w{1,40}\.so)\s+with error:\s*([^\n]{0,400}))re")),
         [set](const QRegularExpressionMatch &r, PastedErrorMatch &m) {
             set(m, "error-onnxruntime-provider-not-loaded", "ONNX Runtime");
             m.modulePath = r.captured(1);
             m.missingFile = fileTheLoaderMissed(r.captured(2));
             m.library = m.missingFile;
             if (const std::optional<CudnnLibraryName> name = parseCudnnLibraryName(m.library))
                 m.cudnnMajor = name->soMajor;
             return true;
         }},
        // TensorFlow's loader, one line per library; TensorFlow 2.x adds the LD_LIBRARY_PATH it used.
        {re(QStringLiteral(R"re(Could not load dynamic library '([^'\n]{1,200})';\s*dlerror:\s*([^\n]{0,600}))re")),
         [set](const QRegularExpressionMatch &r, PastedErrorMatch &m) {
             set(m, "", "TensorFlow");
             m.library = fileNameOf(r.captured(1));
             const QString detail = r.captured(2);
             static const QRegularExpression searchPath(QStringLiteral(R"re(LD_LIBRARY_PATH:\s*(\S*))re"));
             m.searchPath = searchPath.match(detail).captured(1);
             const QString missed = fileTheLoaderMissed(detail);
             if (!missed.isEmpty() && missed != m.library)
                 m.missingFile = missed;
             if (isCudaLibrary(m.library)) {
                 m.code = QStringLiteral("error-cuda-library-not-found");
                 return true;
             }
             return classifyLoadFailure(m);
         }},
        // cuDNN's own loader (8.x; 9.x writes the same for its sub-libraries): Windows gives the
        // error code, Linux the loader's message.
        {re(QStringLiteral(R"re(Could not load library\s+([\w.\-]{1,120}?\.(?:dll|so(?:\.\d{1,6}){0,4}))\.?\s+Error(?:\s+code)?:?\s*([^\n]{0,400}))re")),
         [set](const QRegularExpressionMatch &r, PastedErrorMatch &m) {
             set(m, "", "cuDNN");
             m.library = r.captured(1);
             const QString detail = r.captured(2);
             static const QRegularExpression code(QStringLiteral(R"re(^\s*(\d{1,6})\b)re"));
             if (const QRegularExpressionMatch c = code.match(detail); c.hasMatch())
                 m.errorCode = c.captured(1).toInt();
             const QString missed = fileTheLoaderMissed(detail);
             if (!missed.isEmpty() && missed != m.library)
                 m.missingFile = missed;
             if (classifyLoadFailure(m))
                 return true;
             if (isCudaLibrary(m.library)) {
                 m.code = QStringLiteral("error-cuda-library-not-found");
                 return true;
             }
             return false;
         }},
        // Python on Windows (ctypes, PyTorch's DLL loading): [WinError 126] in the language of
        // Windows, then the file.
        {re(QStringLiteral(R"re(\[WinError (\d{1,6})\][^\n]{0,300}?Error loading "([^"\n]{1,400})")re")),
         [set](const QRegularExpressionMatch &r, PastedErrorMatch &m) {
             set(m, "", "");
             m.errorCode = r.captured(1).toInt();
             m.modulePath = r.captured(2);
             m.library = fileNameOf(m.modulePath);
             if (m.modulePath.contains(QLatin1String("torch"), Qt::CaseInsensitive))
                 m.framework = QStringLiteral("PyTorch");
             return classifyLoadFailure(m);
         }},
        {re(QStringLiteral(R"re(Could not locate zlibwapi\.dll)re")),
         [set](const QRegularExpressionMatch &, PastedErrorMatch &m) {
             set(m, "error-zlibwapi-missing", "cuDNN");
             m.library = QStringLiteral("zlibwapi.dll");
             return true;
         }},
        // The loader's own words, wherever they appear (ImportError, OSError, a C++ program).
        {re(QStringLiteral(R"re(((?:lib)?cudnn\w{0,60}\.so(?:\.\d{1,6}){0,4}):\s*cannot open shared object file)re")),
         [set](const QRegularExpressionMatch &r, PastedErrorMatch &m) {
             set(m, "", "");
             m.library = r.captured(1);
             return classifyLoadFailure(m);
         }},
        {re(QStringLiteral(R"re(Unable to load cuDNN\.?(?:\s*Is it installed\?)?)re")),
         [set](const QRegularExpressionMatch &, PastedErrorMatch &m) {
             set(m, "error-cudnn-library-not-found", "JAX");
             return true;
         }},
        {re(QStringLiteral(R"re(DNN library is not found)re")),
         [set](const QRegularExpressionMatch &, PastedErrorMatch &m) {
             set(m, "error-cudnn-library-not-found", "TensorFlow or JAX");
             return true;
         }},
        {re(QStringLiteral(R"re(cuDNN/MIOpen library not found)re")),
         [set](const QRegularExpressionMatch &, PastedErrorMatch &m) {
             set(m, "error-cudnn-library-not-found", "");
             return true;
         }},
        // Supporting messages: they say that something failed, the lines before them say why.
        {re(QStringLiteral(R"re(Failed to create CUDAExecutionProvider\.?(?:\s*Require cuDNN (\d{1,2})\.\*\s*and\s+CUDA (\d{1,2})\.\*)?)re")),
         [set](const QRegularExpressionMatch &r, PastedErrorMatch &m) {
             set(m, "error-onnxruntime-cuda-provider-failed", "ONNX Runtime");
             m.cudnnMajor = r.captured(1).toInt();
             m.cudaMajor = r.captured(2).toInt();
             return true;
         }},
        {re(QStringLiteral(R"re(Cannot dlopen some GPU libraries\.?|Skipping registering GPU devices)re")),
         [set](const QRegularExpressionMatch &, PastedErrorMatch &m) {
             set(m, "error-tf-gpu-disabled", "TensorFlow");
             return true;
         }},
        {re(QStringLiteral(R"re(DNN library initialization failed|CUDNN_STATUS_NOT_INITIALIZED|cuDNN failed to initialize|Could not create cudnn handle)re")),
         [set](const QRegularExpressionMatch &r, PastedErrorMatch &m) {
             set(m, "error-cudnn-initialization-failed", r.captured(0).startsWith(u'D') ? "TensorFlow or JAX" : "");
             return true;
         }},
    };
}

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
    qsizetype start = 0;
    qsizetype end = 0;
    PastedErrorMatch match;
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

} // namespace

bool PastedErrorMatch::isSupporting() const
{
    return code == QLatin1String("error-onnxruntime-cuda-provider-failed") || code == QLatin1String("error-tf-gpu-disabled")
           || code == QLatin1String("error-cudnn-initialization-failed");
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

QList<PastedErrorMatch> PastedErrorRecogniser::recognise(const QString &text)
{
    static const QList<MessageKind> kinds = messageKinds();
    // Every candidate, by precedence; then the ones no earlier (more specific) match overlaps.
    constexpr int kPerKind = 4 * kMaxMatches;
    QMap<qsizetype, qsizetype> taken;   // start -> end of the kept matches
    QList<Candidate> kept;
    for (const MessageKind &kind : kinds) {
        int seen = 0;
        for (QRegularExpressionMatchIterator it = kind.pattern.globalMatch(text); it.hasNext() && seen < kPerKind; ++seen) {
            const QRegularExpressionMatch found = it.next();
            Candidate candidate{found.capturedStart(0), found.capturedEnd(0), {}};
            if (candidate.end <= candidate.start || !kind.read(found, candidate.match) || candidate.match.code.isEmpty())
                continue;
            auto next = taken.lowerBound(candidate.start);
            const bool overlapsNext = next != taken.end() && next.key() < candidate.end;
            const bool overlapsPrevious = next != taken.begin() && std::prev(next).value() > candidate.start;
            if (overlapsNext || overlapsPrevious)
                continue;
            taken.insert(candidate.start, candidate.end);
            kept.append(candidate);
        }
    }
    std::sort(kept.begin(), kept.end(), [](const Candidate &a, const Candidate &b) { return a.start < b.start; });
    if (kept.size() > kMaxMatches)
        kept.resize(kMaxMatches);

    const QString xla = xlaFramework(text);
    QList<PastedErrorMatch> matches;
    qsizetype position = 0;
    int line = 1;
    for (Candidate &candidate : kept) {
        line += int(QStringView(text).mid(position, candidate.start - position).count(u'\n'));
        position = candidate.start;
        candidate.match.line = line;
        candidate.match.excerpt = excerptOf(text, candidate.start, candidate.end);
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
