#include "core/doctor/pasted/PastedLibraryName.h"

#include "core/probe/parsers/CudnnLibraryName.h"

#include <QRegularExpression>

#include <algorithm>

namespace cudnnsetup {

namespace {

const QRegularExpression &cudaPattern()
{
    // The names NVIDIA gives its CUDA libraries on Linux (libX.so[.N[.M]]) and Windows (X64_N.dll,
    // X64_NNN_0.dll); torch's hashed copies (libnvrtc-5e8a26c9.so.12) count too.
    static const QRegularExpression pattern(
        QStringLiteral(R"re(^(?:lib)?(cudart|cublasLt|cublas|cufftw|cufft|curand|cusolverMg|cusolver|cusparse|nvrtc-builtins|nvrtc|nvJitLink|nvblas)(?:[-_.\d]|64_|\.so|\.dll|$))re"),
        QRegularExpression::CaseInsensitiveOption);
    return pattern;
}

} // namespace

QString PastedLibraryName::fileName(const QString &path)
{
    const qsizetype slash = std::max(path.lastIndexOf(u'/'), path.lastIndexOf(u'\\'));
    QString name = path.mid(slash + 1).trimmed();
    while (name.endsWith(u'"') || name.endsWith(u'\'') || name.endsWith(u'`'))
        name.chop(1);
    return name;
}

bool PastedLibraryName::isCudnn(QStringView fileName)
{
    const PastedLibraryName::Kind k = kind(fileName);
    return k == Kind::CudnnMain || k == Kind::CudnnPart;
}

PastedLibraryName::Kind PastedLibraryName::kind(QStringView fileName)
{
    const QString lower = fileName.toString().toLower();
    if (lower.startsWith(QLatin1String("zlibwapi")))
        return Kind::Zlib;
    // Windows names are matched case-insensitively, as Windows loads them.
    const QStringView name = lower.endsWith(QLatin1String(".dll")) ? QStringView(lower) : fileName;
    if (const std::optional<CudnnLibraryName> cudnn = parseCudnnLibraryName(name))
        return cudnn->subLibrary == QLatin1String("cudnn") ? Kind::CudnnMain : Kind::CudnnPart;
    if (lower.startsWith(QLatin1String("onnxruntime_providers_")) || lower.startsWith(QLatin1String("libonnxruntime_providers_")))
        return Kind::OnnxRuntimeProvider;
    static const QRegularExpression driver(QStringLiteral(R"re(^(?:libcuda\.so(?:\.[\d.]+)?|nvcuda\.dll|libnvidia-ml\.so(?:\.[\d.]+)?|nvml\.dll)$)re"));
    if (driver.match(lower).hasMatch())
        return Kind::Driver;
    static const QRegularExpression optional(QStringLiteral(R"re(^(?:lib)?(?:nvinfer|nvonnxparser|nvparsers|cupti))re"));
    if (optional.match(lower).hasMatch())
        return Kind::Optional;
    if (cudaPattern().match(fileName).hasMatch())
        return Kind::Cuda;
    if (lower.contains(QLatin1String("cudnn")) && !lower.contains(QLatin1String("frontend")))
        return Kind::CudnnMain;   // a cuDNN name the parser does not take (libcudnn.so.8.bak): still cuDNN's
    return Kind::Other;
}

int PastedLibraryName::cudnnMajor(QStringView fileName)
{
    const QString lower = fileName.toString().toLower();
    const QStringView name = lower.endsWith(QLatin1String(".dll")) ? QStringView(lower) : fileName;
    const std::optional<CudnnLibraryName> cudnn = parseCudnnLibraryName(name);
    return cudnn ? cudnn->soMajor : 0;
}

int PastedLibraryName::cudaMajor(QStringView fileName)
{
    const QRegularExpressionMatch name = cudaPattern().match(fileName);
    if (!name.hasMatch())
        return 0;
    const QString library = name.captured(1).toLower();
    if (library != QLatin1String("cudart") && library != QLatin1String("cublas") && library != QLatin1String("cublaslt")
        && library != QLatin1String("nvrtc") && library != QLatin1String("nvrtc-builtins") && library != QLatin1String("nvjitlink"))
        return 0;
    static const QRegularExpression so(QStringLiteral(R"re(\.so\.(\d{1,2})(?:\.|$))re"));
    if (const QRegularExpressionMatch m = so.match(fileName); m.hasMatch())
        return m.captured(1).toInt();
    // Windows: cudart64_110.dll (11.0), cublas64_12.dll, nvrtc64_120_0.dll (12.0), nvJitLink_120_0.dll;
    // before CUDA 10.1 major and minor were run together in two digits: cudart64_90.dll (9.0).
    static const QRegularExpression dll(QStringLiteral(R"re((?:64)?_(\d{2,3})(?:_\d+)?\.dll$)re"), QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch m = dll.match(fileName); m.hasMatch()) {
        const QString digits = m.captured(1);
        if (digits.size() == 3)
            return digits.left(2).toInt();
        return digits.toInt() >= 20 ? digits.left(1).toInt() : digits.toInt();
    }
    return 0;
}

} // namespace cudnnsetup
