#include "core/model/SystemReport.h"

#include <QJsonArray>

namespace cudnnsetup {

namespace {

QJsonValue versionValue(const Version &version)
{
    return version.isValid() ? QJsonValue(version.toString()) : QJsonValue(QJsonValue::Null);
}

QJsonObject gpuJson(const GpuInfo &gpu)
{
    return {
        {QStringLiteral("index"), gpu.index},
        {QStringLiteral("name"), gpu.name},
        {QStringLiteral("computeCapability"), versionValue(gpu.computeCapability)},
        {QStringLiteral("totalMemoryBytes"), gpu.totalMemoryBytes >= 0 ? QJsonValue(double(gpu.totalMemoryBytes)) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("multiprocessors"), gpu.multiprocessorCount >= 0 ? QJsonValue(gpu.multiprocessorCount) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("source"), gpu.source},
    };
}

QJsonObject driverJson(const DriverInfo &driver)
{
    return {
        {QStringLiteral("state"), DriverInfo::stateKey(driver.state)},
        {QStringLiteral("version"), versionValue(driver.version)},
        {QStringLiteral("maxCudaVersion"), versionValue(driver.maxCudaVersion)},
        {QStringLiteral("library"), driver.libraryPath},
        {QStringLiteral("source"), driver.source},
        {QStringLiteral("error"), driver.errorDetail},
    };
}

QJsonObject toolkitJson(const ToolkitInstall &toolkit)
{
    return {
        {QStringLiteral("root"), toolkit.root},
        {QStringLiteral("canonicalRoot"), toolkit.canonicalRoot},
        {QStringLiteral("version"), versionValue(toolkit.version)},
        {QStringLiteral("versionSource"), toolkit.versionSource},
        {QStringLiteral("nvcc"), toolkit.nvccPath},
        {QStringLiteral("nvccVersion"), versionValue(toolkit.nvccVersion)},
        {QStringLiteral("nvccProblem"), toolkit.nvccProblem},
        {QStringLiteral("foundVia"), QJsonArray::fromStringList(toolkit.foundVia)},
        {QStringLiteral("isDefault"), toolkit.isDefault},
        {QStringLiteral("defaultReason"), toolkit.defaultReason},
    };
}

QJsonObject libraryJson(const CudnnLibraryFile &file)
{
    QJsonObject object{
        {QStringLiteral("path"), file.path},
        {QStringLiteral("subLibrary"), file.subLibrary},
        {QStringLiteral("soMajor"), file.soMajor},
        {QStringLiteral("fileVersion"), versionValue(file.fileVersion)},
        {QStringLiteral("isSymlink"), file.isSymlink},
    };
    if (file.isSymlink) {
        object.insert(QStringLiteral("symlinkTarget"), file.symlinkTarget);
        object.insert(QStringLiteral("dangling"), file.dangling);
    }
    return object;
}

QJsonObject copyJson(const CudnnCopy &copy)
{
    QJsonArray libraries;
    for (const CudnnLibraryFile &file : copy.libraries)
        libraries.append(libraryJson(file));
    return {
        {QStringLiteral("kind"), CudnnCopy::kindKey(copy.kind)},
        {QStringLiteral("libraryDir"), copy.libraryDir},
        {QStringLiteral("includeDir"), copy.includeDir},
        {QStringLiteral("toolkitRoot"), copy.toolkitRoot},
        {QStringLiteral("version"), versionValue(copy.bestVersion())},
        {QStringLiteral("headerVersion"), versionValue(copy.headerVersion)},
        {QStringLiteral("headerPath"), copy.headerPath},
        {QStringLiteral("packageVersion"), versionValue(copy.packageVersion)},
        {QStringLiteral("packageSource"), copy.packageSource},
        {QStringLiteral("cudaMajor"), copy.cudaMajor > 0 ? QJsonValue(copy.cudaMajor) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("cudaMajorFrom"), copy.cudaMajorFrom},
        {QStringLiteral("libraryMajor"), copy.libraryMajor() > 0 ? QJsonValue(copy.libraryMajor()) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("subLibraries"), QJsonArray::fromStringList(copy.subLibraries())},
        {QStringLiteral("libraries"), libraries},
        {QStringLiteral("foundVia"), QJsonArray::fromStringList(copy.foundVia)},
        {QStringLiteral("problems"), QJsonArray::fromStringList(copy.problems)},
    };
}

QJsonObject verdictJson(const Verdict &verdict)
{
    return {
        {QStringLiteral("code"), verdict.code},
        {QStringLiteral("severity"), Verdict::severityKey(verdict.severity)},
        {QStringLiteral("title"), verdict.title},
        {QStringLiteral("explanation"), verdict.explanation},
        {QStringLiteral("nextStep"), verdict.nextStep},
        {QStringLiteral("evidence"), QJsonArray::fromStringList(verdict.evidence)},
    };
}

QJsonObject recommendationJson(const Recommendation &recommendation)
{
    return {
        {QStringLiteral("available"), recommendation.available},
        {QStringLiteral("cudnnVersion"), versionValue(recommendation.cudnnVersion)},
        {QStringLiteral("cudaMajor"), recommendation.cudaMajor > 0 ? QJsonValue(recommendation.cudaMajor) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("platform"), recommendation.platform},
        {QStringLiteral("archive"), recommendation.archiveName},
        {QStringLiteral("reason"), recommendation.reason},
    };
}

template <typename T, typename F>
QJsonArray arrayOf(const QList<T> &items, F toJson)
{
    QJsonArray array;
    for (const T &item : items)
        array.append(toJson(item));
    return array;
}

} // namespace

const ToolkitInstall *SystemReport::defaultToolkit() const
{
    for (const ToolkitInstall &toolkit : toolkits)
        if (toolkit.isDefault)
            return &toolkit;
    return nullptr;
}

Verdict::Severity SystemReport::overallSeverity() const
{
    Verdict::Severity worst = Verdict::Severity::Ok;
    for (const Verdict &verdict : verdicts)
        worst = std::max(worst, verdict.severity);
    return worst;
}

QJsonObject SystemReport::toJson() const
{
    return {
        {QStringLiteral("schema"), QStringLiteral("cudnn-setup/scan")},
        {QStringLiteral("schemaVersion"), kSchemaVersion},
        {QStringLiteral("platform"), platform},
        {QStringLiteral("sysroot"), sysroot},
        {QStringLiteral("scanMilliseconds"), double(scanMilliseconds)},
        {QStringLiteral("driver"), driverJson(driver)},
        {QStringLiteral("gpus"), arrayOf(gpus, gpuJson)},
        {QStringLiteral("toolkits"), arrayOf(toolkits, toolkitJson)},
        {QStringLiteral("cudnnCopies"), arrayOf(cudnnCopies, copyJson)},
        {QStringLiteral("frameworks"), arrayOf(frameworks, [](const FrameworkInstall &framework) { return framework.toJson(); })},
        {QStringLiteral("notes"), arrayOf(notes, [](const ScanNote &note) {
             return QJsonObject{{QStringLiteral("subject"), note.subject}, {QStringLiteral("message"), note.message}};
         })},
        {QStringLiteral("verdicts"), arrayOf(verdicts, verdictJson)},
        {QStringLiteral("recommendation"), recommendationJson(recommendation)},
    };
}

} // namespace cudnnsetup
