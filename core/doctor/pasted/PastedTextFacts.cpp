#include "core/doctor/pasted/PastedTextFacts.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace cudnnsetup {

namespace {

void addOnce(QList<Version> &versions, const Version &version)
{
    if (version.isValid() && !versions.contains(version))
        versions.append(version);
}

QJsonArray versionArray(const QList<Version> &versions)
{
    QJsonArray array;
    for (const Version &version : versions)
        array.append(version.toString());
    return array;
}

} // namespace

PastedTextFacts PastedTextFacts::read(const QString &text)
{
    PastedTextFacts facts;
    // "cuDNN: 8.4.1", "cudnn is v8.9.3", "cudnn:8.6.0", "cudnn-8.9", "CUDNN (VERSION 8.2.2.26)",
    // "cuDNN Version: 7.4.", conda's "cudnn8.7.0": the word, at most a few joining words, a version
    // with at least a minor. A name such as libcudnn.so.8 or cudnn64_8.dll has no such version.
    static const QRegularExpression cudnn(
        QStringLiteral(R"re((?<![\w.])cudnn(?:[\s:=_\-(]|version|is|\bv){0,8}v?(\d{1,2}\.\d{1,2}(?:\.\d{1,3}){0,2})(?![\w*]))re"),
        QRegularExpression::CaseInsensitiveOption);
    for (QRegularExpressionMatchIterator it = cudnn.globalMatch(text); it.hasNext();)
        addOnce(facts.cudnnVersions, Version::parse(it.next().captured(1)).value_or(Version()));

    // "CUDA Version: 12.4", "cuda is v11.8", "cuda :11.3", "cuda版本11.8", "Cuda-9.0", "CUDA11.7",
    // darknet's "CUDA-version: 11070 (11070)", nvcc's "release 11.8, V11.8.89", /usr/local/cuda-12.4.
    static const QRegularExpression cuda(
        QStringLiteral(R"re((?<![\w.])cuda(?:[\s:=_\-(]|version|版本|toolkit|tool kit|is|\bv){0,8}v?(\d{1,2}\.\d{1,2}|1\d{4})(?![\w*]|\.\*)|Cuda compilation tools, release (\d{1,2}\.\d{1,2}))re"),
        QRegularExpression::CaseInsensitiveOption);
    for (QRegularExpressionMatchIterator it = cuda.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString value = m.captured(1).isEmpty() ? m.captured(2) : m.captured(1);
        addOnce(facts.cudaVersions, value.contains(u'.') ? Version::parse(value).value_or(Version()) : Version::fromCudaCode(value.toLongLong()));
    }

    // pip's local version of a CUDA build: torch 2.0.1+cu118, torchvision 0.14.1+cu117.
    static const QRegularExpression build(QStringLiteral(R"re(\d\+cu(\d)(\d{1,2})\b)re"));
    for (QRegularExpressionMatchIterator it = build.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        // cu118 is 11.8, cu92 is 9.2, cu102 is 10.2, cu128 is 12.8
        const QString digits = m.captured(1) + m.captured(2);
        const Version version = digits.size() == 3 ? Version{digits.left(2).toInt(), digits.right(1).toInt()}
                                                   : Version{digits.left(1).toInt(), digits.right(1).toInt()};
        facts.frameworkCudaBuilds.removeAll(version);
        facts.frameworkCudaBuilds.append(version);
    }

    static const QRegularExpression loaded(QStringLiteral(
        R"re(Successfully opened (?:dynamic|CUDA) library\s+([\w.\-]{1,120}?)(?:\s|$| locally)|Successfully loaded (zlib) independently)re"));
    for (QRegularExpressionMatchIterator it = loaded.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString name = m.captured(1).isEmpty() ? m.captured(2) : m.captured(1);
        if (!facts.loadedLibraries.contains(name))
            facts.loadedLibraries.append(name);
    }

    static const QRegularExpression wsl(QStringLiteral(R"re(\bWSL2?\b|/usr/lib/wsl\b|Subsystem (?:for|on) (?:Linux|Windows)|microsoft-standard)re"),
                                        QRegularExpression::CaseInsensitiveOption);
    facts.wsl = wsl.match(text).hasMatch();

    static const QRegularExpression memory(QStringLiteral(R"re(Memory usage:\s*(\d{1,20}) bytes free,\s*(\d{1,20}) bytes total)re"));
    if (const QRegularExpressionMatch m = memory.match(text); m.hasMatch()) {
        facts.gpuMemoryFree = m.captured(1).toLongLong();
        facts.gpuMemoryTotal = m.captured(2).toLongLong();
    }
    return facts;
}

int PastedTextFacts::frameworkCudaMajor() const
{
    return frameworkCudaBuilds.isEmpty() ? 0 : frameworkCudaBuilds.last().major();
}

bool PastedTextFacts::isEmpty() const
{
    return cudnnVersions.isEmpty() && cudaVersions.isEmpty() && frameworkCudaBuilds.isEmpty() && loadedLibraries.isEmpty() && !wsl
           && gpuMemoryTotal < 0;
}

QJsonObject PastedTextFacts::toJson() const
{
    QJsonObject json{{QStringLiteral("cudnnVersions"), versionArray(cudnnVersions)},
                     {QStringLiteral("cudaVersions"), versionArray(cudaVersions)},
                     {QStringLiteral("frameworkCudaBuilds"), versionArray(frameworkCudaBuilds)},
                     {QStringLiteral("loadedLibraries"), QJsonArray::fromStringList(loadedLibraries)},
                     {QStringLiteral("wsl"), wsl}};
    json.insert(QStringLiteral("gpuMemoryFree"), gpuMemoryFree >= 0 ? QJsonValue(double(gpuMemoryFree)) : QJsonValue());
    json.insert(QStringLiteral("gpuMemoryTotal"), gpuMemoryTotal >= 0 ? QJsonValue(double(gpuMemoryTotal)) : QJsonValue());
    return json;
}

} // namespace cudnnsetup
