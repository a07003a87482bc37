// A library that could not be loaded, read by structure: a library name next to the words of a
// load failure, in each wording the frameworks, cuDNN's own loaders and the operating system's
// loaders use, with the loader's code where there is one. classifyLoadFailure turns the name, the
// code and the file the loader missed into the code of the message.
#include "core/doctor/pasted/LoaderCode.h"
#include "core/doctor/pasted/PastedLibraryName.h"
#include "core/doctor/pasted/PastedMessageKinds.h"

#include <QRegularExpression>

#include <algorithm>

namespace cudnnsetup::pasted {

namespace {

// A library file name as it appears in these messages: libX.so[.N…] or X.dll.
const QString kLibrary = QStringLiteral(R"re([\w.\-+]{1,160}?\.(?:dll|DLL|so(?:\.\d{1,9}){0,4}))re");

void setFramework(PastedErrorMatch &m, const char *framework)
{
    m.framework = QLatin1String(framework);
}

// The framework whose folder a Windows DLL path runs through.
QString frameworkOfPath(const QString &path)
{
    static const QList<std::pair<const char *, const char *>> folders = {
        {"\\torch\\", "PyTorch"}, {"/torch/", "PyTorch"}, {"\\onnxruntime\\", "ONNX Runtime"}, {"/onnxruntime/", "ONNX Runtime"},
        {"\\paddle\\", "PaddlePaddle"}, {"/paddle/", "PaddlePaddle"}, {"\\tensorflow\\", "TensorFlow"}, {"/tensorflow/", "TensorFlow"},
        {"\\ctranslate2\\", "CTranslate2"}, {"/ctranslate2/", "CTranslate2"}};
    for (const auto &[folder, framework] : folders)
        if (path.contains(QLatin1String(folder), Qt::CaseInsensitive))
            return QLatin1String(framework);
    return {};
}

// The end of a load failure's detail: its line, or what a loader adds on the next one.
QString detailAfter(const QString &text, const QRegularExpressionMatch &r, int group)
{
    const Span line = lineAround(text, r.capturedEnd(group));
    return text.mid(r.capturedStart(group), line.end - r.capturedStart(group));
}

// ONNX Runtime's provider, or any library, that failed because `missing` was not found.
bool readDependentFailure(PastedErrorMatch &m, const QString &dependentPath, const QString &missing, int code)
{
    m.modulePath = dependentPath;
    m.library = PastedLibraryName::fileName(dependentPath);
    m.missingFile = missing;
    m.errorCode = code;
    if (m.framework.isEmpty())
        m.framework = frameworkOfPath(dependentPath);
    return classifyLoadFailure(m);
}

// A Python module named just before "DLL load failed": the module of "while importing X", the
// package of the traceback's last frame, or the one in "Unable to import required dependencies: X".
QString moduleBefore(const QString &text, qsizetype position)
{
    const QString before = text.mid(std::max<qsizetype>(0, position - 600), std::min<qsizetype>(position, 600));
    static const QRegularExpression names(QStringLiteral(
        R"re(site-packages[\\/](\w{1,80})|^\s*(?:from\s+(\w{1,80})|import\s+(\w{1,80}))|dependencies:\s*(\w{1,80}))re"),
                                          QRegularExpression::MultilineOption);
    QString module;
    for (QRegularExpressionMatchIterator it = names.globalMatch(before); it.hasNext();) {
        const QRegularExpressionMatch name = it.next();
        for (int group = 1; group <= 4; ++group)
            if (!name.captured(group).isEmpty())
                module = name.captured(group);
    }
    return module;
}

// Python packages whose native modules load CUDA and cuDNN: a "DLL load failed" there may well be
// a GPU library, so it is not called unrelated.
bool isGpuFramework(const QString &module)
{
    static const QStringList frameworks = {QStringLiteral("torch"),      QStringLiteral("_C"),         QStringLiteral("tensorflow"),
                                           QStringLiteral("paddle"),     QStringLiteral("onnxruntime"), QStringLiteral("jaxlib"),
                                           QStringLiteral("ctranslate2"), QStringLiteral("cupy"),      QStringLiteral("_pywrap_tensorflow_internal")};
    return frameworks.contains(module, Qt::CaseInsensitive) || module.contains(QLatin1String("cuda"), Qt::CaseInsensitive);
}

} // namespace

QList<MessageKind> loadFailureKinds()
{
    return {
        // ONNX Runtime on Windows: the provider DLL or a DLL it needs (cuDNN, CUDA, MSVC runtime).
        // The quoted system message is in the language of Windows: "找不到指定的模块。".
        {pattern(QStringLiteral(R"re(LoadLibrary failed with error (\d{1,6}) "([^"\n]{0,200})" when trying to load "([^"\n]{1,400})")re")),
         [](const QRegularExpressionMatch &r, const QString &, Span &, PastedErrorMatch &m) {
             setFramework(m, "ONNX Runtime");
             m.errorCode = r.captured(1).toInt();
             m.modulePath = r.captured(3);
             m.library = PastedLibraryName::fileName(m.modulePath);
             return classifyLoadFailure(m);
         }},
        // ONNX Runtime 1.20 and newer on Windows names the DLL that is missing: Error loading "…
        // onnxruntime_providers_cuda.dll" which depends on "cudnn64_9.dll" which is missing.
        // (Error 126: "…"). The words in between may arrive as mojibake; the quotes stay.
        {pattern(QStringLiteral(R"re(Error loading\s+"([^"\n]{1,400})"[^\n]{0,120}?"([^"\n]{1,200})"\s*which is missing\.?(?:\s*\(Error\s*(\d{1,6}))?)re")),
         [](const QRegularExpressionMatch &r, const QString &, Span &, PastedErrorMatch &m) {
             const int code = r.captured(3).isEmpty() ? LoaderCode::kModuleNotFound : r.captured(3).toInt();
             return readDependentFailure(m, r.captured(1), PastedLibraryName::fileName(r.captured(2)), code);
         }},
        // ONNX Runtime on Linux: the loader's message names the missing file.
        {pattern(QStringLiteral(R"re(Failed to load library\s+(\S{0,300}?libonnxruntime_providers_\w{1,40}\.so)\s+with error:\s*([^\n]{0,400}))re")),
         [](const QRegularExpressionMatch &r, const QString &, Span &, PastedErrorMatch &m) {
             setFramework(m, "ONNX Runtime");
             return readDependentFailure(m, r.captured(1), fileTheLoaderMissed(r.captured(2)), 0);
         }},
        // TensorFlow's loader, one line per library; TensorFlow 2.x adds the LD_LIBRARY_PATH it used.
        {pattern(QStringLiteral(R"re(Could not load dynamic library '([^'\n]{1,200})';\s*dlerror:\s*([^\n]{0,600}))re")),
         [](const QRegularExpressionMatch &r, const QString &, Span &, PastedErrorMatch &m) {
             setFramework(m, "TensorFlow");
             m.library = PastedLibraryName::fileName(r.captured(1));
             const QString detail = r.captured(2);
             static const QRegularExpression searchPath(QStringLiteral(R"re(LD_LIBRARY_PATH:\s*(\S*))re"));
             m.searchPath = searchPath.match(detail).captured(1);
             const QString missed = fileTheLoaderMissed(detail);
             if (!missed.isEmpty() && missed != m.library)
                 m.missingFile = missed;
             return classifyLoadFailure(m);
         }},
        // TensorFlow 1.x (2016–2017): "Couldn't open CUDA library libcudnn.so.5. LD_LIBRARY_PATH: …".
        {pattern(QStringLiteral(R"re(Couldn't open CUDA library\s+(%1)\.?(?:\s+LD_LIBRARY_PATH:\s*(\S*))?)re").arg(kLibrary)),
         [](const QRegularExpressionMatch &r, const QString &, Span &, PastedErrorMatch &m) {
             setFramework(m, "TensorFlow");
             m.library = r.captured(1);
             m.searchPath = r.captured(2);
             return classifyLoadFailure(m);
         }},
        // TensorFlow 0.x (2015).
        {pattern(QStringLiteral(R"re(Unable to load cuDNN DSO)re")),
         [](const QRegularExpressionMatch &, const QString &, Span &, PastedErrorMatch &m) {
             setFramework(m, "TensorFlow");
             m.code = QStringLiteral("error-cudnn-library-not-found");
             return true;
         }},
        // cuDNN's own loader (8.x; 9.x writes the same for its sub-libraries), and libraries that
        // copy it (OneFlow, FastDeploy): Windows gives the error code, Linux the loader's message.
        {pattern(QStringLiteral(R"re(Could not load library\s+(%1)\.?\s+Error(?:\s+code)?:?\s*([^\n]{0,400}))re").arg(kLibrary)),
         [](const QRegularExpressionMatch &r, const QString &text, Span &, PastedErrorMatch &m) {
             setFramework(m, "cuDNN");
             m.library = r.captured(1);
             const QString detail = detailAfter(text, r, 2);
             static const QRegularExpression code(QStringLiteral(R"re(^\s*(\d{1,6})\b)re"));
             if (const QRegularExpressionMatch c = code.match(detail); c.hasMatch())
                 m.errorCode = c.captured(1).toInt();
             const QString missed = fileTheLoaderMissed(detail);
             if (!missed.isEmpty() && missed != m.library)
                 m.missingFile = missed;
             const PastedLibraryName::Kind kind = PastedLibraryName::kind(PastedLibraryName::fileName(m.library));
             if (kind != PastedLibraryName::Kind::CudnnPart && kind != PastedLibraryName::Kind::CudnnMain && kind != PastedLibraryName::Kind::Zlib)
                 m.framework.clear();   // the same words from another library's loader (OneFlow, FastDeploy)
             return classifyLoadFailure(m);
         }},
        // cuDNN's loader when the file is on no search path at all (zlibwapi.dll, its parts), and
        // CTranslate2's for cuDNN 9 ("Could not locate cudnn_ops64_9.dll").
        {pattern(QStringLiteral(R"re(Could not locate\s+(%1)\.?\s*(?:Please make sure it is in your library path!?)?)re").arg(kLibrary)),
         [](const QRegularExpressionMatch &r, const QString &, Span &, PastedErrorMatch &m) {
             setFramework(m, "cuDNN");
             m.library = r.captured(1);
             return classifyLoadFailure(m);
         }},
        // CTranslate2 and cuDNN's frontend load cuDNN themselves, by every name of the release they
        // were built with: "Unable to load any of {libcudnn_ops.so.9.1.0, libcudnn_ops.so.9.1,
        // libcudnn_ops.so.9, libcudnn_ops.so}".
        {pattern(QStringLiteral(R"re(Unable to load any of\s*\{([^}\n]{1,600})\})re")),
         [](const QRegularExpressionMatch &r, const QString &, Span &, PastedErrorMatch &m) {
             QString soname, longest;
             for (const QString &item : r.captured(1).split(u',', Qt::SkipEmptyParts)) {
                 const QString name = item.trimmed();
                 static const QRegularExpression majorOnly(QStringLiteral(R"re(\.so\.\d{1,4}$|64_\d{1,4}\.dll$)re"), QRegularExpression::CaseInsensitiveOption);
                 if (soname.isEmpty() && majorOnly.match(name).hasMatch())
                     soname = name;
                 if (name.size() > longest.size())
                     longest = name;
             }
             m.library = soname.isEmpty() ? longest : soname;
             if (!classifyLoadFailure(m))
                 return false;
             // The first name tried is the release it was built with.
             if (const std::optional<Version> built = [&]() -> std::optional<Version> {
                     static const QRegularExpression release(QStringLiteral(R"re(\.so\.(\d{1,4}\.\d{1,4}(?:\.\d{1,4})?)$)re"));
                     const QRegularExpressionMatch v = release.match(longest);
                     return v.hasMatch() && PastedLibraryName::isCudnn(longest) ? Version::parse(v.captured(1)) : std::nullopt;
                 }())
                 m.builtWith = *built;
             return true;
         }},
        // CTranslate2 4.6 and newer on Windows: the DLL itself loads, a DLL it needs does not.
        {pattern(QStringLiteral(R"re(Successfully loaded\s+(%1)\s+without its dependencies\.?([^\n]{0,200}))re").arg(kLibrary)),
         [](const QRegularExpressionMatch &r, const QString &, Span &, PastedErrorMatch &m) {
             m.library = r.captured(1);
             m.errorCode = LoaderCode::kModuleNotFound;   // what loading it with its dependencies gives
             m.detail = r.captured(2).trimmed();           // "Successfully loaded zlib independently. Unknown dll missing."
             return classifyLoadFailure(m);
         }},
        // PaddlePaddle's dynamic loader (phi, fluid): "The third-party dynamic library
        // (cudnn64_8.dll) that Paddle depends on is not configured correctly. (error code is 126)".
        {pattern(QStringLiteral(R"re(The third-party dynamic library \(([^)\n]{1,200})\) that Paddle depends on is not configured correctly\.?(?:\s*\(error code is (\d{1,6})\))?)re")),
         [](const QRegularExpressionMatch &r, const QString &, Span &, PastedErrorMatch &m) {
             setFramework(m, "PaddlePaddle");
             m.library = PastedLibraryName::fileName(r.captured(1));
             m.errorCode = r.captured(2).toInt();
             return classifyLoadFailure(m);
         }},
        {pattern(QStringLiteral(R"re(Cannot load cudnn shared library\.?(?:\s*Cannot invoke method\s+(\w{1,80})\.?)?(?:\s*\[Hint:\s*cudnn_dso_handle should not be null\.?\])?)re")),
         [](const QRegularExpressionMatch &r, const QString &, Span &, PastedErrorMatch &m) {
             setFramework(m, "PaddlePaddle");
             m.code = QStringLiteral("error-cudnn-library-not-found");
             m.symbol = r.captured(1);
             return true;
         }},
        // PaddlePaddle 1.x: "Failed to find dynamic library: libcudnn.so (libcudnn.so: cannot open …)".
        {pattern(QStringLiteral(R"re(Failed to find dynamic library:\s*(%1)(?:\s*\(([^)]{0,400})\))?)re").arg(kLibrary)),
         [](const QRegularExpressionMatch &r, const QString &, Span &, PastedErrorMatch &m) {
             setFramework(m, "PaddlePaddle");
             m.library = r.captured(1);
             const QString missed = fileTheLoaderMissed(r.captured(2));
             if (!missed.isEmpty() && missed != m.library)
                 m.missingFile = missed;
             return classifyLoadFailure(m);
         }},
        // Python on Windows (ctypes, the frameworks' own DLL loading): [WinError N] in the language
        // of Windows, then the file, its opening quote sometimes lost to a wrap or a cut.
        {pattern(QStringLiteral(R"re(\[WinError (\d{1,6})\]([^"]{0,300}?)Error loading\s+"?([^"\n]{0,400}?\.(?:dll|DLL|pyd))"?(?:\s+or\s+one of its dependencies\.?)?)re")),
         [](const QRegularExpressionMatch &r, const QString &, Span &, PastedErrorMatch &m) {
             m.errorCode = r.captured(1).toInt();
             m.modulePath = r.captured(3).trimmed();
             m.library = PastedLibraryName::fileName(m.modulePath);
             m.framework = frameworkOfPath(m.modulePath);
             return classifyLoadFailure(m);
         }},
        // The same without the [WinError N] prefix: the code is in Windows' words before it.
        {pattern(QStringLiteral(R"re(Error loading\s+"?([^"\n]{0,400}?\.(?:dll|DLL|pyd))"?(?:\s+or\s+one of its dependencies\.?)?)re")),
         [](const QRegularExpressionMatch &r, const QString &text, Span &span, PastedErrorMatch &m) {
             const Span line = lineAround(text, r.capturedStart(0));
             m.errorCode = loaderCodeIn(text.mid(line.start, r.capturedStart(0) - line.start));
             m.modulePath = r.captured(1).trimmed();
             m.library = PastedLibraryName::fileName(m.modulePath);
             m.framework = frameworkOfPath(m.modulePath);
             span.start = line.start;
             return classifyLoadFailure(m);
         }},
        // The Linux loader's own words, wherever they appear (ImportError, OSError, a C++ program).
        {pattern(QStringLiteral(R"re(:\s*cannot open shared object file)re")),
         [](const QRegularExpressionMatch &r, const QString &text, Span &span, PastedErrorMatch &m) {
             const Span line = lineAround(text, r.capturedStart(0), 400);
             static const QRegularExpression file(QStringLiteral(R"re(([^\s:;'"(\[{]{1,300}\.so(?:\.[\w.]{1,40})?)\s*$)re"));
             const QRegularExpressionMatch name = file.match(text.mid(line.start, r.capturedStart(0) - line.start));
             if (!name.hasMatch())
                 return false;
             span.start = line.start + name.capturedStart(1);
             m.library = PastedLibraryName::fileName(name.captured(1));
             m.missingFile = m.library;
             if (!classifyLoadFailure(m))
                 return false;
             m.missingFile.clear();   // it is the library itself
             return true;
         }},
        // Python on Windows: "ImportError: DLL load failed[ while importing X]: <Windows' words>".
        {pattern(QStringLiteral(R"re(DLL load failed(?: while importing (\w{1,80}))?\s*:\s*([^\n]{0,120}))re")),
         [](const QRegularExpressionMatch &r, const QString &text, Span &, PastedErrorMatch &m) {
             const QString module = r.captured(1).isEmpty() ? moduleBefore(text, r.capturedStart(0)) : r.captured(1);
             if (module.isEmpty() || isGpuFramework(module))
                 return false;
             m.code = QStringLiteral("error-not-cudnn-unrelated-library");
             m.library = module;
             m.errorCode = LoaderCode::fromWindowsWords(r.captured(2));
             return true;
         }},
        // NVRTC's builtins, which CUDA's runtime compiler loads itself.
        {pattern(QStringLiteral(R"re(failed to open\s+((?:lib)?nvrtc-builtins[\w.\-]{0,40}?\.(?:so(?:\.\d{1,4}){0,3}|dll))\.?)re")),
         [](const QRegularExpressionMatch &r, const QString &, Span &, PastedErrorMatch &m) {
             m.library = r.captured(1);
             m.missingFile.clear();
             m.code = QStringLiteral("error-cuda-library-not-found");
             m.cudaMajor = PastedLibraryName::cudaMajor(m.library);
             return true;
         }},
        {pattern(QStringLiteral(R"re(Unable to load cuDNN\.?(?:\s*Is it installed\?)?)re")),
         [](const QRegularExpressionMatch &, const QString &, Span &, PastedErrorMatch &m) {
             setFramework(m, "JAX");
             m.code = QStringLiteral("error-cudnn-library-not-found");
             return true;
         }},
        {pattern(QStringLiteral(R"re(DNN library is not found)re")),
         [](const QRegularExpressionMatch &, const QString &, Span &, PastedErrorMatch &m) {
             setFramework(m, "TensorFlow or JAX");
             m.code = QStringLiteral("error-cudnn-library-not-found");
             return true;
         }},
        {pattern(QStringLiteral(R"re(cuDNN/MIOpen library not found)re")),
         [](const QRegularExpressionMatch &, const QString &, Span &, PastedErrorMatch &m) {
             m.code = QStringLiteral("error-cudnn-library-not-found");
             return true;
         }},
    };
}

} // namespace cudnnsetup::pasted
