#include "core/frameworks/FrameworkFinder.h"

#include "core/platform/SmallFileReader.h"
#include "core/probe/parsers/PythonLiterals.h"
#include "core/probe/parsers/WheelMetadata.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

namespace cudnnsetup {

namespace {

// "torch-2.5.1+cu124.dist-info" -> ("torch", "2.5.1+cu124"); the name normalised as pip does
// (lower case, runs of -_. as one '-').
struct DistInfo
{
    QString name;
    QString version;
    QString folder;
};

QList<DistInfo> distInfos(const QString &site)
{
    QList<DistInfo> found;
    static const QRegularExpression separators(QStringLiteral("[-_.]+"));
    for (const QString &folder : QDir(site).entryList({QStringLiteral("*.dist-info")}, QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QString stem = folder.chopped(int(qstrlen(".dist-info")));
        const qsizetype dash = stem.indexOf(u'-');
        if (dash <= 0)
            continue;
        found.append({stem.left(dash).toLower().replace(separators, QStringLiteral("-")), stem.mid(dash + 1), folder});
    }
    return found;
}

const DistInfo *distInfoNamed(const QList<DistInfo> &infos, const QStringList &names)
{
    for (const QString &name : names)
        for (const DistInfo &info : infos)
            if (info.name == name)
                return &info;
    return nullptr;
}

std::optional<QByteArray> readSmall(const QString &path, qint64 limit = PythonLiterals::kReadLimit)
{
    if (!QFileInfo(path).isFile())
        return std::nullopt;
    return SmallFileReader::read(path, nullptr, limit);
}

// A version the way the build files write it: "12.4", "9.5.1"; TensorFlow's Windows builds write
// "64_112" (CUDA 11.2) and "64_8" (cuDNN 8); "False"/"None" on CPU builds.
Version buildVersion(QString text, bool cuda)
{
    text = text.trimmed();
    if (text.startsWith(QStringLiteral("64_"))) {
        const QString digits = text.mid(3);
        if (cuda && digits.size() >= 3)   // 112 -> 11.2, 120 -> 12.0
            text = digits.left(digits.size() - 1) + u'.' + digits.right(1);
        else
            text = digits;
    }
    return Version::parse(text).value_or(Version());
}

// The pin on nvidia-cudnn-cuNN in a METADATA file, if it has one for this platform.
std::optional<CudnnPin> cudnnPin(const QString &metadataPath, bool windows)
{
    const std::optional<QByteArray> bytes = readSmall(metadataPath, WheelMetadata::headerLimit);
    if (!bytes)
        return std::nullopt;
    const WheelMetadata metadata = WheelMetadata::parse(*bytes, windows);
    if (metadata.cudnnPins.isEmpty())
        return std::nullopt;
    return metadata.cudnnPins.first();
}

// Takes the pin's release as what the framework was built for (== pins name the exact cuDNN a
// package was built and tested with; >= pins the lowest it accepts).
void takePin(FrameworkInstall &framework, const CudnnPin &pin, const QString &metadataPath)
{
    if (!pin.lowest.isValid())
        return;
    framework.builtForCudnn = pin.lowest;
    framework.cudnnIsMinimum = !pin.exact;
    framework.cudnnFact = QStringLiteral("%1: %2").arg(metadataPath, pin.line);
    if (!framework.builtForCuda.isValid() && pin.cudaMajor > 0)
        framework.builtForCuda = Version({pin.cudaMajor});
    framework.sources.append(metadataPath);
}

// The GPU code a build file lists under `key`: TensorFlow's ('cuda_compute_capabilities',
// ['sm_60', ..., 'compute_90']) (older releases wrote '3.5', '7.0'), PaddlePaddle's
// compiled_cuda_archs = [61, 70, ...]; as sm_XY / compute_XY.
void takeArchitectures(FrameworkInstall &framework, const QByteArray &bytes, const QString &key, const QString &file)
{
    const QRegularExpression list(QRegularExpression::escape(key) + QStringLiteral(R"re(['"]?\s*[,:=]\s*[\[(]([^\])]{0,2000})[\])])re"));
    const QRegularExpressionMatch found = list.match(QString::fromUtf8(bytes));
    if (!found.hasMatch())
        return;
    static const QRegularExpression entry(QStringLiteral(R"re((sm|compute)_(\d{2,3})|(\d{1,2})\.(\d)|(?<![\d.])(\d)(\d)(?![\d.])|(?<![\d.])(\d{2})(\d)(?![\d.]))re"));
    QStringList architectures;
    for (QRegularExpressionMatchIterator it = entry.globalMatch(found.captured(1)); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (!m.captured(1).isEmpty())
            architectures.append(m.captured(1) + u'_' + m.captured(2));
        else if (!m.captured(3).isEmpty())
            architectures.append(QStringLiteral("sm_") + m.captured(3) + m.captured(4));
        else if (!m.captured(5).isEmpty())
            architectures.append(QStringLiteral("sm_") + m.captured(5) + m.captured(6));
        else
            architectures.append(QStringLiteral("sm_") + m.captured(7) + m.captured(8));
    }
    if (architectures.isEmpty())
        return;
    framework.gpuArchitectures = architectures;
    framework.gpuArchitecturesFact = QStringLiteral("%1: %2").arg(file, key);
}

class SiteReader
{
public:
    SiteReader(const QString &site, bool windows, const CompatMatrix &matrix)
        : m_site(site), m_windows(windows), m_matrix(matrix), m_infos(distInfos(site))
    {
    }

    QList<FrameworkInstall> read()
    {
        QList<FrameworkInstall> found;
        for (auto reader : {&SiteReader::pytorch, &SiteReader::tensorflow, &SiteReader::onnxRuntime, &SiteReader::paddle})
            if (std::optional<FrameworkInstall> framework = (this->*reader)())
                found.append(*framework);
        found += jaxPlugins();
        return found;
    }

private:
    FrameworkInstall start(FrameworkInstall::Kind kind, const DistInfo *info, const QString &fallbackPackage) const
    {
        FrameworkInstall framework;
        framework.kind = kind;
        framework.package = info ? info->name : fallbackPackage;
        framework.version = info ? info->version : QString();
        framework.sitePackages = m_site;
        framework.environment = FrameworkFinder::environmentOf(m_site);
        return framework;
    }

    QString metadataOf(const DistInfo *info) const
    {
        return info ? m_site + u'/' + info->folder + QStringLiteral("/METADATA") : QString();
    }

    QString path(const QString &relative) const { return m_site + u'/' + relative; }

    std::optional<FrameworkInstall> pytorch() const
    {
        const QString versionFile = path(QStringLiteral("torch/version.py"));
        const std::optional<QByteArray> bytes = readSmall(versionFile);
        if (!bytes)
            return std::nullopt;
        const QHash<QString, QString> values = PythonLiterals::assignments(*bytes);
        const DistInfo *info = distInfoNamed(m_infos, {QStringLiteral("torch")});
        FrameworkInstall framework = start(FrameworkInstall::Kind::PyTorch, info, QStringLiteral("torch"));
        framework.version = values.value(QStringLiteral("__version__"), framework.version);
        framework.sources.append(versionFile);
        framework.builtForCuda = buildVersion(values.value(QStringLiteral("cuda")), true);
        framework.gpuBuild = framework.builtForCuda.isValid();
        if (const std::optional<CudnnPin> pin = info ? cudnnPin(metadataOf(info), m_windows) : std::nullopt)
            takePin(framework, *pin, metadataOf(info));
        return framework;
    }

    std::optional<FrameworkInstall> tensorflow() const
    {
        const QString buildInfo = path(QStringLiteral("tensorflow/python/platform/build_info.py"));
        const std::optional<QByteArray> bytes = readSmall(buildInfo);
        if (!bytes)
            return std::nullopt;
        const QHash<QString, QString> values = PythonLiterals::keyedLiterals(*bytes);
        const DistInfo *info = distInfoNamed(m_infos, {QStringLiteral("tensorflow"), QStringLiteral("tensorflow-gpu"),
                                                       QStringLiteral("tensorflow-cpu"), QStringLiteral("tf-nightly")});
        FrameworkInstall framework = start(FrameworkInstall::Kind::TensorFlow, info, QStringLiteral("tensorflow"));
        framework.sources.append(buildInfo);
        // Older releases spell the keys cuda_version_number / cudnn_version_number.
        framework.builtForCuda = buildVersion(values.value(QStringLiteral("cuda_version"), values.value(QStringLiteral("cuda_version_number"))), true);
        framework.builtForCudnn = buildVersion(values.value(QStringLiteral("cudnn_version"), values.value(QStringLiteral("cudnn_version_number"))), false);
        if (framework.builtForCudnn.isValid())
            framework.cudnnFact = QStringLiteral("%1: cudnn_version %2").arg(buildInfo, framework.builtForCudnn.toString());
        framework.gpuBuild = values.value(QStringLiteral("is_cuda_build")) == QLatin1String("True") || framework.builtForCuda.isValid();
        takeArchitectures(framework, *bytes, QStringLiteral("cuda_compute_capabilities"), buildInfo);
        // The [and-cuda] extra pins the full cuDNN release; the build file has the major only.
        if (const std::optional<CudnnPin> pin = info ? cudnnPin(metadataOf(info), m_windows) : std::nullopt;
            pin && (!framework.builtForCudnn.isValid() || pin->allows(framework.builtForCudnn.major())))
            takePin(framework, *pin, metadataOf(info));
        return framework;
    }

    std::optional<FrameworkInstall> onnxRuntime() const
    {
        const QString buildInfo = path(QStringLiteral("onnxruntime/capi/build_and_package_info.py"));
        const std::optional<QByteArray> bytes = readSmall(buildInfo);
        if (!bytes)
            return std::nullopt;
        const QHash<QString, QString> values = PythonLiterals::assignments(*bytes);
        const QString package = values.value(QStringLiteral("package_name"), QStringLiteral("onnxruntime"));
        const DistInfo *info = distInfoNamed(m_infos, {package.toLower().replace(u'_', u'-')});
        FrameworkInstall framework = start(FrameworkInstall::Kind::OnnxRuntime, info, package);
        framework.version = values.value(QStringLiteral("__version__"), framework.version);
        framework.sources.append(buildInfo);
        framework.gpuBuild = package.contains(QStringLiteral("gpu"), Qt::CaseInsensitive);
        if (!framework.gpuBuild)
            return framework;
        framework.builtForCuda = buildVersion(values.value(QStringLiteral("cuda_version")), true);
        const Version release = Version::parse(framework.version).value_or(Version()).truncated(3);
        if (const FrameworkBuildRow *row = m_matrix.frameworkBuild(FrameworkInstall::kindKey(framework.kind), release,
                                                                   framework.builtForCuda.isValid() ? framework.builtForCuda.major() : 0)) {
            if (!framework.builtForCuda.isValid())
                framework.builtForCuda = Version({row->cudaMajor});
            framework.builtForCudnn = Version({row->cudnnMajor});
            framework.cudnnFact = QStringLiteral("compat.json frameworkBuilds: %1").arg(row->note);
        }
        if (const std::optional<CudnnPin> pin = info ? cudnnPin(metadataOf(info), m_windows) : std::nullopt;
            pin && (!framework.builtForCudnn.isValid() || pin->allows(framework.builtForCudnn.major())))
            takePin(framework, *pin, metadataOf(info));
        return framework;
    }

    std::optional<FrameworkInstall> paddle() const
    {
        const QString versionFile = path(QStringLiteral("paddle/version/__init__.py"));
        const std::optional<QByteArray> bytes = readSmall(versionFile);
        if (!bytes)
            return std::nullopt;
        const QHash<QString, QString> values = PythonLiterals::assignments(*bytes);
        const DistInfo *info = distInfoNamed(m_infos, {QStringLiteral("paddlepaddle-gpu"), QStringLiteral("paddlepaddle")});
        FrameworkInstall framework = start(FrameworkInstall::Kind::Paddle, info, QStringLiteral("paddlepaddle"));
        framework.version = values.value(QStringLiteral("full_version"), framework.version);
        framework.sources.append(versionFile);
        framework.builtForCuda = buildVersion(values.value(QStringLiteral("cuda_version")), true);
        framework.builtForCudnn = buildVersion(values.value(QStringLiteral("cudnn_version")), false);
        framework.gpuBuild = framework.builtForCuda.isValid();
        if (framework.builtForCudnn.isValid())
            framework.cudnnFact = QStringLiteral("%1: cudnn_version = '%2'").arg(versionFile, values.value(QStringLiteral("cudnn_version")));
        takeArchitectures(framework, *bytes, QStringLiteral("compiled_cuda_archs"), versionFile);
        return framework;
    }

    // jax_cuda12_plugin / jax_cuda13_plugin: the CUDA half of JAX (jax itself is CPU only).
    QList<FrameworkInstall> jaxPlugins() const
    {
        QList<FrameworkInstall> found;
        static const QRegularExpression plugin(QStringLiteral("^jax-cuda(\\d{2})-plugin$"));
        for (const DistInfo &info : m_infos) {
            const QRegularExpressionMatch match = plugin.match(info.name);
            if (!match.hasMatch())
                continue;
            FrameworkInstall framework = start(FrameworkInstall::Kind::Jax, &info, info.name);
            framework.gpuBuild = true;
            framework.builtForCuda = Version({match.captured(1).toInt()});
            framework.sources.append(metadataOf(&info));
            if (const std::optional<CudnnPin> pin = cudnnPin(metadataOf(&info), m_windows))
                takePin(framework, *pin, metadataOf(&info));
            found.append(framework);
        }
        return found;
    }

    QString m_site;
    bool m_windows;
    const CompatMatrix &m_matrix;
    QList<DistInfo> m_infos;
};

} // namespace

FrameworkFinder::FrameworkFinder(bool windows, const CompatMatrix &matrix) : m_windows(windows), m_matrix(matrix) {}

QList<FrameworkInstall> FrameworkFinder::find(const QStringList &sitePackagesFolders) const
{
    QList<FrameworkInstall> found;
    QSet<QString> seen;
    for (const QString &site : sitePackagesFolders) {
        const QString canonical = QFileInfo(site).canonicalFilePath();
        if (canonical.isEmpty() || seen.contains(canonical))
            continue;
        seen.insert(canonical);
        found += inSitePackages(site);
    }
    return found;
}

QList<FrameworkInstall> FrameworkFinder::inSitePackages(const QString &site) const
{
    return SiteReader(QDir::cleanPath(site), m_windows, m_matrix).read();
}

QString FrameworkFinder::environmentOf(const QString &site)
{
    const QString clean = QDir::cleanPath(site);
    const QString parent = QFileInfo(clean).path();   // .../lib/python3.12 or ...\Lib
    if (QFileInfo(parent).fileName().compare(QStringLiteral("Lib"), Qt::CaseInsensitive) == 0)
        return QFileInfo(parent).path();
    if (QFileInfo(parent).fileName().startsWith(QStringLiteral("python")))
        return QFileInfo(QFileInfo(parent).path()).path();   // <env>/lib/python3.X
    return parent;
}

} // namespace cudnnsetup
