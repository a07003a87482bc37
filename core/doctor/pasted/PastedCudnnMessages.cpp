// The frameworks' cuDNN version checks in every wording they have had, the loader's undefined
// and version-mismatched cuDNN symbols, cuDNN's own status words, and the supporting messages
// that say something failed and leave the why to the lines before them.
#include "core/doctor/pasted/PastedLibraryName.h"
#include "core/doctor/pasted/PastedMessageKinds.h"

#include <QRegularExpression>

#include <algorithm>

namespace cudnnsetup::pasted {

namespace {

// A version as printed: a tuple "(9, 1, 0)", dotted "9.1.0", or CUDNN_VERSION's integer.
const QString kVersion = QStringLiteral(R"re((\(\s*\d{1,6}\s*,\s*\d{1,6}\s*(?:,\s*\d{1,6}\s*)?\)|\d{1,9}(?:\.\d{1,9}){0,3}))re");

void set(PastedErrorMatch &m, const char *code, const char *framework)
{
    m.code = QLatin1String(code);
    m.framework = QLatin1String(framework);
}

// cuDNN 7 made minor versions backward compatible; the frameworks' checks accept a newer minor
// from 7 on and want the very minor before (torch/backends/cudnn/__init__.py, TensorFlow's
// cuda_dnn.cc of the 1.x releases).
PastedErrorMatch::VersionRule minorRule(const Version &builtWith)
{
    return builtWith.isValid() && builtWith.major() < 7 ? PastedErrorMatch::VersionRule::SameMinorOnly
                                                        : PastedErrorMatch::VersionRule::NewerMinorAccepted;
}

// The failing file and the outer "Could not load library X. Error:" before a symbol error, on its
// line: "python3: relocation error: /x/libcudnn_cnn_infer.so.8: symbol ...". Widens `span` to them.
void readSymbolContext(const QString &text, Span &span, PastedErrorMatch &m)
{
    const Span line = lineAround(text, span.start);
    const QString before = text.mid(line.start, span.start - line.start);
    static const QRegularExpression failingFile(QStringLiteral(R"re("?([^\s"]{1,400}?)\s*:\s*$)re"));
    if (const QRegularExpressionMatch file = failingFile.match(before); file.hasMatch()) {
        m.modulePath = file.captured(1);
        span.start = line.start + file.capturedStart(0);
    }
    static const QRegularExpression outer(QStringLiteral(R"re(Could not load library\s+([\w.\-]{1,120}?)\.?\s+Error:)re"));
    static const QRegularExpression loader(QStringLiteral(R"re((?:relocation error|symbol lookup error):)re"));
    if (const QRegularExpressionMatch library = outer.match(before); library.hasMatch()) {
        m.library = library.captured(1);
        span.start = std::min(span.start, line.start + library.capturedStart(0));
    } else if (const QRegularExpressionMatch lookup = loader.match(before); lookup.hasMatch()) {
        span.start = std::min(span.start, line.start + lookup.capturedStart(0));
    }
    if (m.library.isEmpty())
        m.library = PastedLibraryName::fileName(m.modulePath);
}

// An undefined or version-mismatched symbol is cuDNN's when the symbol, its version node or the
// library that needs it is cuDNN's (a mangled cuDNN symbol names its namespace: _ZN5cudnn...).
bool isCudnnSymbolError(const PastedErrorMatch &m)
{
    return m.symbol.startsWith(QLatin1String("cudnn"), Qt::CaseInsensitive) || m.symbol.contains(QLatin1String("cudnn"))
           || m.symbolVersion.startsWith(QLatin1String("libcudnn")) || PastedLibraryName::isCudnn(m.library);
}

bool readSymbolError(const QString &text, Span &span, PastedErrorMatch &m)
{
    while (m.symbolVersion.endsWith(u'.'))
        m.symbolVersion.chop(1);
    readSymbolContext(text, span, m);
    if (!isCudnnSymbolError(m))
        return false;
    m.code = QStringLiteral("error-cudnn-undefined-symbol");
    m.cudnnMajor = PastedLibraryName::cudnnMajor(m.symbolVersion);
    if (m.cudnnMajor == 0)
        m.cudnnMajor = PastedLibraryName::cudnnMajor(m.library);
    return true;
}

} // namespace

QList<MessageKind> cudnnMessageKinds()
{
    const QString version = kVersion;
    return {
        // torch/backends/cudnn/__init__.py; the double space is PyTorch's. 1.x said "but linked
        // against", 0.4 "cuDNN version mismatch" with CUDNN_VERSION integers and wanted the very
        // release it was built with.
        {pattern(QStringLiteral(R"re(cuDNN version (incompatibility|mismatch):\s*PyTorch was compiled\s+against\s+%1\s+but\s+(?:found runtime version|linked against)\s+%1)re")
                     .arg(version)),
         [](const QRegularExpressionMatch &r, const QString &, Span &, PastedErrorMatch &m) {
             set(m, "error-torch-cudnn-version-mismatch", "PyTorch");
             m.builtWith = PastedErrorRecogniser::pastedVersion(r.captured(2));
             m.found = PastedErrorRecogniser::pastedVersion(r.captured(3));
             m.versionRule = r.captured(1) == QLatin1String("mismatch") ? PastedErrorMatch::VersionRule::SameReleaseOnly
                                                                         : minorRule(m.builtWith);
             return true;
         }},
        // XLA's cuDNN check (TensorFlow, JAX). TensorFlow 1.4 and older compared "compatibility
        // versions" (major.minor) and wanted them equal; 1.5 to 1.x wanted the same minor below
        // cuDNN 7 and the same or a newer one from 7 on; since then the same major and the same
        // or a newer minor. Each says so in the sentence after the versions.
        {pattern(QStringLiteral(R"re((?i:Loaded runtime CuDNN library):\s*%1(\s*\(compatibility version \d{1,9}\))?\s+but source was compiled with:?\s*%1(?:\s*\(compatibility version \d{1,9}\))?)re")
                     .arg(version)),
         [](const QRegularExpressionMatch &r, const QString &text, Span &, PastedErrorMatch &m) {
             set(m, "error-xla-cudnn-version-mismatch", "TensorFlow or JAX");
             m.found = PastedErrorRecogniser::pastedVersion(r.captured(1));
             m.builtWith = PastedErrorRecogniser::pastedVersion(r.captured(3));
             const QString after = text.mid(r.capturedEnd(0), 300);
             // Both older wordings are TensorFlow 1.x's, from before JAX.
             if (!r.captured(2).isEmpty()) {
                 m.versionRule = PastedErrorMatch::VersionRule::SameMinorOnly;
                 m.framework = QStringLiteral("TensorFlow");
             } else if (after.contains(QLatin1String("in case of CuDNN 7.0 or later"))) {
                 m.versionRule = minorRule(m.builtWith);
                 m.framework = QStringLiteral("TensorFlow");
             } else {
                 m.versionRule = PastedErrorMatch::VersionRule::NewerMinorAccepted;
             }
             return true;
         }},
        // jax/_src/xla_bridge.py: integers in CUDNN_VERSION's encoding.
        {pattern(QStringLiteral(R"re(Outdated cuDNN installation found\.?(?:\s*Version JAX was built against:\s*%1\s*Minimum supported:\s*%1\s*Installed version:\s*%1)?)re")
                     .arg(version)),
         [](const QRegularExpressionMatch &r, const QString &, Span &, PastedErrorMatch &m) {
             set(m, "error-jax-cudnn-outdated", "JAX");
             m.builtWith = PastedErrorRecogniser::pastedVersion(r.captured(1));
             m.minimum = PastedErrorRecogniser::pastedVersion(r.captured(2));
             m.found = PastedErrorRecogniser::pastedVersion(r.captured(3));
             m.versionRule = PastedErrorMatch::VersionRule::AtLeastMinimum;
             return true;
         }},
        // Paddle warns when the cuDNN it finds is older than the major.minor it was built with.
        {pattern(QStringLiteral(R"re(The installed Paddle is compiled with CUDNN\s+%1,?\s*but CUDNN version in your machine is\s+%1)re").arg(version)),
         [](const QRegularExpressionMatch &r, const QString &, Span &, PastedErrorMatch &m) {
             set(m, "error-paddle-cudnn-version-mismatch", "PaddlePaddle");
             m.builtWith = PastedErrorRecogniser::pastedVersion(r.captured(1));
             m.found = PastedErrorRecogniser::pastedVersion(r.captured(2));
             m.versionRule = PastedErrorMatch::VersionRule::NewerMinorAccepted;
             return true;
         }},
        // glibc: a versioned symbol the library was linked against is not in the file the loader
        // gave it ("symbol X, version libcudnn_ops_infer.so.8 not defined in file
        // libcudnn_ops_infer.so.8 with link time reference") — two releases' parts together.
        {pattern(QStringLiteral(R"re(symbol\s+(\S{1,600}?),\s*version\s+(\S{1,120}?)\s+not defined in file\s+(\S{1,200}?)\s+with link time reference)re")),
         [](const QRegularExpressionMatch &r, const QString &text, Span &span, PastedErrorMatch &m) {
             m.symbol = r.captured(1);
             m.symbolVersion = r.captured(2);
             return readSymbolError(text, span, m);
         }},
        // The loader: a symbol the program or a cuDNN library needs is missing from the cuDNN
        // library that was loaded ("undefined symbol: X[, version N]", also inside "symbol lookup
        // error" and "Could not load library ... Error:").
        {pattern(QStringLiteral(R"re(undefined symbol:\s*(\w{1,600})(?:\s*,\s*version\s+([\w.\-]{1,120}))?)re")),
         [](const QRegularExpressionMatch &r, const QString &text, Span &span, PastedErrorMatch &m) {
             m.symbol = r.captured(1);
             m.symbolVersion = r.captured(2);
             return readSymbolError(text, span, m);
         }},
        // cuDNN 9.11 and CUDA 13 builds dropped GPUs below compute capability 7.5.
        {pattern(QStringLiteral(R"re((?:cuDNN version\s+(\d{1,3}(?:\.\d{1,3}){0,3})\s+or newer\s+)?is not compatible with devices with SM\s*<\s*(\d{1,3}(?:\.\d{1,2})?))re")),
         [](const QRegularExpressionMatch &r, const QString &, Span &, PastedErrorMatch &m) {
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
        {pattern(QStringLiteral(R"re(CUDNN_STATUS_(?:SUBLIBRARY_)?VERSION_MISMATCH)re")),
         [](const QRegularExpressionMatch &, const QString &, Span &, PastedErrorMatch &m) {
             set(m, "error-cudnn-sublibrary-version-mismatch", "cuDNN");
             return true;
         }},
        // A cuDNN kernel that started and failed: a build without code for the GPU, memory, or a
        // driver problem (the lines before it, if pasted, say which).
        {pattern(QStringLiteral(R"re(CUDNN_STATUS_EXECUTION_FAILED)re")),
         [](const QRegularExpressionMatch &, const QString &, Span &, PastedErrorMatch &m) {
             set(m, "error-cudnn-execution-failed", "cuDNN");
             return true;
         }},
    };
}

QList<MessageKind> supportingKinds()
{
    return {
        {pattern(QStringLiteral(R"re(Failed to create CUDAExecutionProvider\.?(?:\s*Require cuDNN (\d{1,2})\.\*\s*and\s+CUDA (\d{1,2})\.\*)?)re")),
         [](const QRegularExpressionMatch &r, const QString &, Span &, PastedErrorMatch &m) {
             set(m, "error-onnxruntime-cuda-provider-failed", "ONNX Runtime");
             m.cudnnMajor = r.captured(1).toInt();
             m.cudaMajor = r.captured(2).toInt();
             return true;
         }},
        {pattern(QStringLiteral(R"re(Cannot dlopen some GPU libraries\.?|Skipping registering GPU devices)re")),
         [](const QRegularExpressionMatch &, const QString &, Span &, PastedErrorMatch &m) {
             set(m, "error-tf-gpu-disabled", "TensorFlow");
             return true;
         }},
        // cuDNN loaded but could not start; TensorFlow 1.x/2.x says "Failed to get convolution
        // algorithm. This is probably because cuDNN failed to initialize", XLA adds the GPU's
        // free memory on the next line.
        {pattern(QStringLiteral(R"re(Failed to get convolution algorithm\.?(?:\s+This is probably because cuDNN failed to initialize)?|DNN library initialization failed|Could not create cudnn handle(?::\s*CUDNN_STATUS_\w{1,40})?|CUDNN_STATUS_NOT_INITIALIZED|cuDNN failed to initialize)re")),
         [](const QRegularExpressionMatch &r, const QString &text, Span &, PastedErrorMatch &m) {
             const QString words = r.captured(0);
             set(m, "error-cudnn-initialization-failed", words.startsWith(u'D') ? "TensorFlow or JAX" : words.startsWith(u'F') ? "TensorFlow" : "");
             static const QRegularExpression memory(QStringLiteral(R"re(Memory usage:\s*(\d{1,20}) bytes free,\s*(\d{1,20}) bytes total)re"));
             if (const QRegularExpressionMatch usage = memory.match(text.mid(r.capturedEnd(0), 400)); usage.hasMatch())
                 m.detail = usage.captured(0);
             return true;
         }},
        // The cuDNN loader of CTranslate2 and cuDNN's frontend, after it could not load a part.
        {pattern(QStringLiteral(R"re(Invalid handle\.\s*Cannot load symbol\s+(\w{1,120}))re")),
         [](const QRegularExpressionMatch &r, const QString &, Span &, PastedErrorMatch &m) {
             if (!r.captured(1).startsWith(QLatin1String("cudnn")))
                 return false;
             set(m, "error-cudnn-symbol-not-loaded", "");
             m.symbol = r.captured(1);
             return true;
         }},
    };
}

} // namespace cudnnsetup::pasted
