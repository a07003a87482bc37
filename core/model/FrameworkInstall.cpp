#include "core/model/FrameworkInstall.h"

#include <QJsonArray>

namespace cudnnsetup {

QString FrameworkInstall::kindKey(Kind kind)
{
    switch (kind) {
    case Kind::PyTorch: return QStringLiteral("pytorch");
    case Kind::TensorFlow: return QStringLiteral("tensorflow");
    case Kind::OnnxRuntime: return QStringLiteral("onnxruntime");
    case Kind::Paddle: return QStringLiteral("paddle");
    case Kind::Jax: return QStringLiteral("jax");
    }
    return QString();
}

QString FrameworkInstall::kindName(Kind kind)
{
    switch (kind) {
    case Kind::PyTorch: return QStringLiteral("PyTorch");
    case Kind::TensorFlow: return QStringLiteral("TensorFlow");
    case Kind::OnnxRuntime: return QStringLiteral("ONNX Runtime");
    case Kind::Paddle: return QStringLiteral("PaddlePaddle");
    case Kind::Jax: return QStringLiteral("JAX");
    }
    return QString();
}

QString FrameworkInstall::sourceKey(CudnnSource source)
{
    switch (source) {
    case CudnnSource::Unknown: return QStringLiteral("unknown");
    case CudnnSource::OwnWheel: return QStringLiteral("own-wheel");
    case CudnnSource::Bundled: return QStringLiteral("bundled");
    case CudnnSource::Environment: return QStringLiteral("environment");
    case CudnnSource::Loader: return QStringLiteral("loader");
    case CudnnSource::Missing: return QStringLiteral("missing");
    }
    return QString();
}

void FrameworkInstall::clearJudgement()
{
    cudnnSource = CudnnSource::Unknown;
    loadedFile.clear();
    loadedVersion = Version();
    loadedVia.clear();
    partsFrom.clear();
    partsVersion = Version();
    fit = Verdict::Severity::Ok;
    problems.clear();
    problemCodes.clear();
    note.clear();
}

QJsonObject FrameworkInstall::toJson() const
{
    auto versionValue = [](const Version &version) {
        return version.isValid() ? QJsonValue(version.toString()) : QJsonValue(QJsonValue::Null);
    };
    return {
        {QStringLiteral("kind"), kindKey(kind)},
        {QStringLiteral("package"), package},
        {QStringLiteral("version"), version},
        {QStringLiteral("environment"), environment},
        {QStringLiteral("sitePackages"), sitePackages},
        {QStringLiteral("gpuBuild"), gpuBuild},
        {QStringLiteral("builtForCuda"), versionValue(builtForCuda)},
        {QStringLiteral("builtForCudnn"), versionValue(builtForCudnn)},
        {QStringLiteral("cudnnIsMinimum"), cudnnIsMinimum},
        {QStringLiteral("cudnnFact"), cudnnFact},
        {QStringLiteral("sources"), QJsonArray::fromStringList(sources)},
        {QStringLiteral("gpuArchitectures"), QJsonArray::fromStringList(gpuArchitectures)},
        {QStringLiteral("gpuArchitecturesFact"), gpuArchitecturesFact},
        {QStringLiteral("cudnnSource"), sourceKey(cudnnSource)},
        {QStringLiteral("loadedFile"), loadedFile},
        {QStringLiteral("loadedVersion"), versionValue(loadedVersion)},
        {QStringLiteral("loadedVia"), loadedVia},
        {QStringLiteral("partsFrom"), partsFrom},
        {QStringLiteral("partsVersion"), versionValue(partsVersion)},
        {QStringLiteral("fit"), Verdict::severityKey(fit)},
        {QStringLiteral("problems"), QJsonArray::fromStringList(problems)},
        {QStringLiteral("problemCodes"), QJsonArray::fromStringList(problemCodes)},
        {QStringLiteral("note"), note},
    };
}

} // namespace cudnnsetup
