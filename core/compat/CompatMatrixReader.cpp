// Long because: one reader per section of compat.json, each checking every key and type it reads.
#include "core/compat/CompatMatrixReader.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>
#include <cmath>

namespace cudnnsetup {

namespace {

constexpr int kSupportedSchemaVersion = 1;

QString child(const QString &path, const QString &key)
{
    return path.isEmpty() ? key : path + u'.' + key;
}

QString item(const QString &path, qsizetype index)
{
    return path + u'[' + QString::number(index) + u']';
}

} // namespace

bool CompatMatrixReader::fail(const QString &path, const QString &what)
{
    if (m_error.isEmpty())
        m_error = path + QStringLiteral(": ") + what;
    return false;
}

bool CompatMatrixReader::value(const QJsonObject &parent, const QString &path, const QString &key, QJsonValue *out)
{
    const auto it = parent.constFind(key);
    if (it == parent.constEnd())
        return fail(child(path, key), QStringLiteral("missing"));
    *out = it.value();
    return true;
}

bool CompatMatrixReader::object(const QJsonObject &parent, const QString &path, const QString &key, QJsonObject *out)
{
    QJsonValue v;
    if (!value(parent, path, key, &v))
        return false;
    if (!v.isObject())
        return fail(child(path, key), QStringLiteral("expected an object"));
    *out = v.toObject();
    return true;
}

bool CompatMatrixReader::array(const QJsonObject &parent, const QString &path, const QString &key, QJsonArray *out, bool allowEmpty)
{
    QJsonValue v;
    if (!value(parent, path, key, &v))
        return false;
    if (!v.isArray())
        return fail(child(path, key), QStringLiteral("expected an array"));
    *out = v.toArray();
    if (!allowEmpty && out->isEmpty())
        return fail(child(path, key), QStringLiteral("must not be empty"));
    return true;
}

bool CompatMatrixReader::string(const QJsonObject &parent, const QString &path, const QString &key, QString *out, bool optional)
{
    if (optional && !parent.contains(key))
        return true;
    QJsonValue v;
    if (!value(parent, path, key, &v))
        return false;
    if (!v.isString())
        return fail(child(path, key), QStringLiteral("expected a string"));
    *out = v.toString();
    return true;
}

bool CompatMatrixReader::integer(const QJsonObject &parent, const QString &path, const QString &key, int *out)
{
    QJsonValue v;
    if (!value(parent, path, key, &v))
        return false;
    const double d = v.toDouble(-1);
    if (!v.isDouble() || d < 1 || d > 1000 || std::floor(d) != d)
        return fail(child(path, key), QStringLiteral("expected a positive whole number"));
    *out = int(d);
    return true;
}

bool CompatMatrixReader::boolean(const QJsonObject &parent, const QString &path, const QString &key, bool *out)
{
    QJsonValue v;
    if (!value(parent, path, key, &v))
        return false;
    if (!v.isBool())
        return fail(child(path, key), QStringLiteral("expected true or false"));
    *out = v.toBool();
    return true;
}

bool CompatMatrixReader::optionalBoolean(const QJsonObject &parent, const QString &path, const QString &key, bool *out)
{
    return !parent.contains(key) || boolean(parent, path, key, out);
}

bool CompatMatrixReader::optionalInteger(const QJsonObject &parent, const QString &path, const QString &key, int *out)
{
    return !parent.contains(key) || integer(parent, path, key, out);
}

bool CompatMatrixReader::version(const QJsonObject &parent, const QString &path, const QString &key, Version *out)
{
    QString text;
    if (!string(parent, path, key, &text))
        return false;
    const std::optional<Version> parsed = Version::parse(text);
    if (!parsed)
        return fail(child(path, key), QStringLiteral("\"%1\" is not a version").arg(text));
    *out = *parsed;
    return true;
}

bool CompatMatrixReader::optionalVersion(const QJsonObject &parent, const QString &path, const QString &key, std::optional<Version> *out)
{
    QJsonValue v;
    if (!value(parent, path, key, &v))
        return false;
    if (v.isNull()) {
        out->reset();
        return true;
    }
    Version parsed;
    if (!version(parent, path, key, &parsed))
        return false;
    *out = parsed;
    return true;
}

bool CompatMatrixReader::versionList(const QJsonObject &parent, const QString &path, const QString &key, QList<Version> *out)
{
    QJsonArray values;
    if (!array(parent, path, key, &values))
        return false;
    for (qsizetype i = 0; i < values.size(); ++i) {
        const std::optional<Version> parsed = values.at(i).isString() ? Version::parse(values.at(i).toString()) : std::nullopt;
        if (!parsed)
            return fail(item(child(path, key), i), QStringLiteral("expected a version string"));
        out->append(*parsed);
    }
    return true;
}

bool CompatMatrixReader::majorList(const QJsonObject &parent, const QString &path, const QString &key, QList<int> *out)
{
    QJsonArray values;
    if (!array(parent, path, key, &values))
        return false;
    for (qsizetype i = 0; i < values.size(); ++i) {
        const double d = values.at(i).toDouble(-1);
        if (!values.at(i).isDouble() || d < 1 || std::floor(d) != d)
            return fail(item(child(path, key), i), QStringLiteral("expected a CUDA major number"));
        out->append(int(d));
    }
    return true;
}

bool CompatMatrixReader::rowObject(const QJsonValue &row, const QString &path, QJsonObject *out)
{
    if (!row.isObject())
        return fail(path, QStringLiteral("expected an object"));
    *out = row.toObject();
    return true;
}

bool CompatMatrixReader::provenance(const QJsonObject &row, const QString &path, Provenance *out)
{
    QJsonArray sources;
    if (!array(row, path, QStringLiteral("sources"), &sources))
        return false;
    for (qsizetype i = 0; i < sources.size(); ++i) {
        if (!sources.at(i).isString() || sources.at(i).toString().trimmed().isEmpty())
            return fail(item(child(path, QStringLiteral("sources")), i), QStringLiteral("expected a non-empty string"));
        out->sources.append(sources.at(i).toString());
    }
    return boolean(row, path, QStringLiteral("confirmed"), &out->confirmed)
        && string(row, path, QStringLiteral("note"), &out->note, true);
}

bool CompatMatrixReader::section(const QJsonObject &root, const QString &key, QJsonArray *rows)
{
    QJsonObject object;
    QString about;
    return this->object(root, {}, key, &object)
        && string(object, key, QStringLiteral("about"), &about)
        && array(object, key, QStringLiteral("rows"), rows);
}

template<typename ReadItem>
bool CompatMatrixReader::eachObject(const QJsonArray &array, const QString &path, ReadItem readItem)
{
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString itemPath = item(path, i);
        QJsonObject object;
        if (!rowObject(array.at(i), itemPath, &object) || !readItem(object, itemPath))
            return false;
    }
    return true;
}

template<typename Row, typename ReadFields>
bool CompatMatrixReader::readRows(const QJsonObject &root, const QString &key, QList<Row> *out, ReadFields readFields)
{
    QJsonArray rows;
    if (!section(root, key, &rows))
        return false;
    return eachObject(rows, key + QStringLiteral(".rows"), [&](const QJsonObject &o, const QString &path) {
        Row row;
        if (!readFields(o, path, row) || !provenance(o, path, &row))
            return false;
        out->append(row);
        return true;
    });
}

bool CompatMatrixReader::readToolkitDrivers(const QJsonObject &root, CompatMatrix *matrix)
{
    const bool ok = readRows(root, QStringLiteral("toolkitDrivers"), &matrix->m_toolkitDrivers,
                             [&](const QJsonObject &o, const QString &path, ToolkitDriverRow &row) {
        if (!version(o, path, QStringLiteral("release"), &row.release) || !string(o, path, QStringLiteral("label"), &row.label)
            || !optionalVersion(o, path, QStringLiteral("linux"), &row.linuxMinimum)
            || !optionalVersion(o, path, QStringLiteral("windows"), &row.windowsMinimum)
            || !optionalBoolean(o, path, QStringLiteral("preview"), &row.preview))
            return false;
        if (row.release.size() != 3)
            return fail(child(path, QStringLiteral("release")), QStringLiteral("expected NVIDIA's redist label X.Y.Z"));
        if (!row.linuxMinimum && !row.windowsMinimum)
            return fail(path, QStringLiteral("needs a Linux or a Windows minimum"));
        return true;
    });
    std::sort(matrix->m_toolkitDrivers.begin(), matrix->m_toolkitDrivers.end(),
              [](const ToolkitDriverRow &a, const ToolkitDriverRow &b) { return a.release > b.release; });
    return ok;
}

bool CompatMatrixReader::readMinorCompat(const QJsonObject &root, CompatMatrix *matrix)
{
    const bool ok = readRows(root, QStringLiteral("minorVersionCompatibility"), &matrix->m_minorCompat,
                             [&](const QJsonObject &o, const QString &path, MinorCompatRow &row) {
        return integer(o, path, QStringLiteral("cudaMajor"), &row.cudaMajor)
            && version(o, path, QStringLiteral("linux"), &row.linuxMinimum)
            && version(o, path, QStringLiteral("windows"), &row.windowsMinimum);
    });
    std::sort(matrix->m_minorCompat.begin(), matrix->m_minorCompat.end(),
              [](const MinorCompatRow &a, const MinorCompatRow &b) { return a.cudaMajor > b.cudaMajor; });
    return ok;
}

bool CompatMatrixReader::readToolkitCc(const QJsonObject &root, CompatMatrix *matrix)
{
    return readRows(root, QStringLiteral("toolkitComputeCapability"), &matrix->m_toolkitCc,
                    [&](const QJsonObject &o, const QString &path, ToolkitCcRow &row) {
        return integer(o, path, QStringLiteral("cudaMajor"), &row.cudaMajor)
            && version(o, path, QStringLiteral("minimum"), &row.minimum);
    });
}

bool CompatMatrixReader::readArchitectures(const QJsonObject &root, CompatMatrix *matrix)
{
    const bool ok = readRows(root, QStringLiteral("architectures"), &matrix->m_architectures,
                             [&](const QJsonObject &o, const QString &path, ArchitectureRow &row) {
        return version(o, path, QStringLiteral("computeCapability"), &row.computeCapability)
            && string(o, path, QStringLiteral("family"), &row.family)
            && version(o, path, QStringLiteral("firstToolkit"), &row.firstToolkit)
            && optionalInteger(o, path, QStringLiteral("lastDriverBranch"), &row.lastDriverBranch);
    });
    std::sort(matrix->m_architectures.begin(), matrix->m_architectures.end(),
              [](const ArchitectureRow &a, const ArchitectureRow &b) { return a.computeCapability < b.computeCapability; });
    return ok;
}

bool CompatMatrixReader::readTier(const QJsonObject &o, const QString &path, int cudaMajor, CudnnTier *tier)
{
    const QString toolkitsPath = child(path, QStringLiteral("toolkits"));
    const QString driverPath = child(path, QStringLiteral("driver"));
    QJsonObject toolkits;
    QJsonObject driver;
    if (!object(o, path, QStringLiteral("toolkits"), &toolkits) || !version(toolkits, toolkitsPath, QStringLiteral("min"), &tier->toolkitMin)
        || !version(toolkits, toolkitsPath, QStringLiteral("max"), &tier->toolkitMax)
        || !object(o, path, QStringLiteral("driver"), &driver)
        || !optionalVersion(driver, driverPath, QStringLiteral("linux"), &tier->linuxDriver)
        || !optionalVersion(driver, driverPath, QStringLiteral("windows"), &tier->windowsDriver)
        || !versionList(o, path, QStringLiteral("computeCapabilities"), &tier->computeCapabilities) || !provenance(o, path, tier))
        return false;
    if (tier->toolkitMin.major() != cudaMajor || tier->toolkitMax.major() != cudaMajor)
        return fail(toolkitsPath, QStringLiteral("toolkits of another CUDA major"));
    if (tier->toolkitMax.truncated(tier->toolkitMin.size()) < tier->toolkitMin.truncated(tier->toolkitMax.size()))
        return fail(toolkitsPath, QStringLiteral("max is below min"));
    return true;
}

bool CompatMatrixReader::readVariant(const QJsonObject &o, const QString &path, CudnnVariant *variant)
{
    QJsonArray tiers;
    if (!integer(o, path, QStringLiteral("cudaMajor"), &variant->cudaMajor) || !array(o, path, QStringLiteral("tiers"), &tiers))
        return false;
    return eachObject(tiers, child(path, QStringLiteral("tiers")), [&](const QJsonObject &to, const QString &tierPath) {
        CudnnTier tier;
        if (!readTier(to, tierPath, variant->cudaMajor, &tier))
            return false;
        variant->tiers.append(tier);
        return true;
    });
}

bool CompatMatrixReader::readSupport(const QJsonObject &root, CompatMatrix *matrix)
{
    const QString key = QStringLiteral("cudnnSupport");
    const bool ok = readRows(root, key, &matrix->m_support, [&](const QJsonObject &o, const QString &path, CudnnSupportRange &range) {
        std::optional<Version> before;
        QJsonArray variants;
        if (!version(o, path, QStringLiteral("from"), &range.from) || !optionalVersion(o, path, QStringLiteral("before"), &before)
            || !array(o, path, QStringLiteral("variants"), &variants))
            return false;
        range.before = before.value_or(Version());
        if (range.before.isValid() && range.before <= range.from)
            return fail(child(path, QStringLiteral("before")), QStringLiteral("must be above from"));
        return eachObject(variants, child(path, QStringLiteral("variants")), [&](const QJsonObject &vo, const QString &variantPath) {
            CudnnVariant variant;
            if (!readVariant(vo, variantPath, &variant))
                return false;
            range.variants.append(variant);
            return true;
        });
    });
    if (!ok)
        return false;
    std::sort(matrix->m_support.begin(), matrix->m_support.end(),
              [](const CudnnSupportRange &a, const CudnnSupportRange &b) { return a.from < b.from; });
    for (qsizetype i = 1; i < matrix->m_support.size(); ++i) {
        const Version &previousEnd = matrix->m_support.at(i - 1).before;
        if (!previousEnd.isValid() || previousEnd > matrix->m_support.at(i).from)
            return fail(key + QStringLiteral(".rows"), QStringLiteral("release ranges overlap near %1").arg(matrix->m_support.at(i).from.toString()));
    }
    return true;
}

bool CompatMatrixReader::readPlatform(const QJsonObject &o, const QString &path, CudnnPlatform *platform)
{
    if (!majorList(o, path, QStringLiteral("cuda"), &platform->cudaMajors)
        || !string(o, path, QStringLiteral("note"), &platform->note, true))
        return false;
    if (!o.contains(QStringLiteral("archiveCudaSuffix")))
        return true;
    QJsonObject suffixes;
    if (!object(o, path, QStringLiteral("archiveCudaSuffix"), &suffixes))
        return false;
    for (auto it = suffixes.constBegin(); it != suffixes.constEnd(); ++it) {
        const QString suffixPath = child(child(path, QStringLiteral("archiveCudaSuffix")), it.key());
        bool ok = false;
        const int major = it.key().toInt(&ok);
        if (!ok || !platform->cudaMajors.contains(major))
            return fail(suffixPath, QStringLiteral("not a CUDA major this platform offers"));
        if (!it.value().isString() || !Version::parse(it.value().toString()))
            return fail(suffixPath, QStringLiteral("expected a version string"));
        platform->archiveCudaSuffix.insert(major, it.value().toString());
    }
    return true;
}

bool CompatMatrixReader::readReleases(const QJsonObject &root, CompatMatrix *matrix)
{
    const bool ok = readRows(root, QStringLiteral("cudnnReleases"), &matrix->m_releases,
                             [&](const QJsonObject &o, const QString &path, CudnnRelease &release) {
        QJsonObject platforms;
        if (!version(o, path, QStringLiteral("version"), &release.version) || !string(o, path, QStringLiteral("date"), &release.date, true)
            || !object(o, path, QStringLiteral("platforms"), &platforms)
            || !optionalBoolean(o, path, QStringLiteral("preview"), &release.preview))
            return false;
        if (release.version.size() != 4)
            return fail(child(path, QStringLiteral("version")), QStringLiteral("archives need the full 4-part version"));
        if (platforms.isEmpty())
            return fail(child(path, QStringLiteral("platforms")), QStringLiteral("must not be empty"));
        const CudnnSupportRange *range = matrix->cudnnSupport(release.version);
        if (!range)
            return fail(child(path, QStringLiteral("version")), QStringLiteral("no cudnnSupport row covers %1").arg(release.version.toString()));
        for (auto it = platforms.constBegin(); it != platforms.constEnd(); ++it) {
            const QString platformPath = child(child(path, QStringLiteral("platforms")), it.key());
            QJsonObject po;
            CudnnPlatform platform;
            platform.key = it.key();
            if (!rowObject(it.value(), platformPath, &po) || !readPlatform(po, platformPath, &platform))
                return false;
            for (int major : std::as_const(platform.cudaMajors))
                if (!range->variant(major))
                    return fail(child(platformPath, QStringLiteral("cuda")),
                                QStringLiteral("cudnnSupport has no CUDA %1 variant for %2").arg(major).arg(release.version.toString()));
            release.platforms.append(platform);
        }
        return true;
    });
    std::sort(matrix->m_releases.begin(), matrix->m_releases.end(),
              [](const CudnnRelease &a, const CudnnRelease &b) { return a.version > b.version; });
    return ok;
}

bool CompatMatrixReader::readFrameworks(const QJsonObject &root, CompatMatrix *matrix)
{
    static const QStringList known{QStringLiteral("pytorch"), QStringLiteral("tensorflow"), QStringLiteral("onnxruntime"),
                                   QStringLiteral("paddle"), QStringLiteral("jax")};
    auto framework = [&](const QJsonObject &o, const QString &path, QString *out) {
        if (!string(o, path, QStringLiteral("framework"), out))
            return false;
        return known.contains(*out) || fail(child(path, QStringLiteral("framework")),
                                            QStringLiteral("expected one of %1").arg(known.join(QStringLiteral(", "))));
    };
    const bool builds = readRows(root, QStringLiteral("frameworkBuilds"), &matrix->m_frameworkBuilds,
                                 [&](const QJsonObject &o, const QString &path, FrameworkBuildRow &row) {
        std::optional<Version> before;
        return framework(o, path, &row.framework) && version(o, path, QStringLiteral("from"), &row.from)
            && optionalVersion(o, path, QStringLiteral("before"), &before)
            && integer(o, path, QStringLiteral("cudaMajor"), &row.cudaMajor)
            && integer(o, path, QStringLiteral("cudnnMajor"), &row.cudnnMajor)
            && boolean(o, path, QStringLiteral("pypiDefault"), &row.pypiDefault)
            && (row.before = before.value_or(Version()), true);
    });
    const bool windows = builds && readRows(root, QStringLiteral("frameworkWindowsGpu"), &matrix->m_frameworkWindowsGpu,
                                            [&](const QJsonObject &o, const QString &path, FrameworkWindowsGpuRow &row) {
        std::optional<Version> last;
        return framework(o, path, &row.framework) && optionalVersion(o, path, QStringLiteral("lastRelease"), &last)
            && (row.lastRelease = last.value_or(Version()), true);
    });
    static const QRegularExpression architecture(QRegularExpression::anchoredPattern(QStringLiteral("(sm|compute)_[0-9]{2,3}")));
    return windows && readRows(root, QStringLiteral("frameworkGpuArchitectures"), &matrix->m_frameworkArchitectures,
                               [&](const QJsonObject &o, const QString &path, FrameworkArchitecturesRow &row) {
        std::optional<Version> before, cudaFrom, cudaBefore;
        QJsonArray list;
        if (!framework(o, path, &row.framework) || !version(o, path, QStringLiteral("from"), &row.from)
            || !optionalVersion(o, path, QStringLiteral("before"), &before) || !optionalVersion(o, path, QStringLiteral("cudaFrom"), &cudaFrom)
            || !optionalVersion(o, path, QStringLiteral("cudaBefore"), &cudaBefore) || !array(o, path, QStringLiteral("architectures"), &list))
            return false;
        row.before = before.value_or(Version());
        row.cudaFrom = cudaFrom.value_or(Version());
        row.cudaBefore = cudaBefore.value_or(Version());
        for (qsizetype i = 0; i < list.size(); ++i) {
            if (!list.at(i).isString() || !architecture.match(list.at(i).toString()).hasMatch())
                return fail(item(child(path, QStringLiteral("architectures")), i), QStringLiteral("expected sm_XY or compute_XY"));
            row.architectures.append(list.at(i).toString());
        }
        return true;
    });
}

std::optional<CompatMatrix> CompatMatrixReader::read(const QByteArray &json)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        fail(QStringLiteral("(document)"), QStringLiteral("not valid JSON at offset %1: %2").arg(parseError.offset).arg(parseError.errorString()));
        return std::nullopt;
    }
    if (!document.isObject()) {
        fail(QStringLiteral("(document)"), QStringLiteral("expected an object"));
        return std::nullopt;
    }
    const QJsonObject root = document.object();
    CompatMatrix matrix;
    QString about;
    if (!string(root, {}, QStringLiteral("about"), &about) || !integer(root, {}, QStringLiteral("schemaVersion"), &matrix.m_schemaVersion))
        return std::nullopt;
    if (matrix.m_schemaVersion != kSupportedSchemaVersion) {
        fail(QStringLiteral("schemaVersion"), QStringLiteral("version %1 is not supported (this program reads %2)")
                                                 .arg(matrix.m_schemaVersion).arg(kSupportedSchemaVersion));
        return std::nullopt;
    }
    if (!string(root, {}, QStringLiteral("dataAsOf"), &matrix.m_dataAsOf) || !readToolkitDrivers(root, &matrix)
        || !readMinorCompat(root, &matrix) || !readToolkitCc(root, &matrix) || !readArchitectures(root, &matrix)
        || !readSupport(root, &matrix) || !readReleases(root, &matrix) || !readFrameworks(root, &matrix))
        return std::nullopt;
    return matrix;
}

} // namespace cudnnsetup
