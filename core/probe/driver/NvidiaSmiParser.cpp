#include "core/probe/driver/NvidiaSmiParser.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <limits>

namespace cudnnsetup {

namespace {

void setError(QString *error, const QString &message)
{
    if (error)
        *error = message;
}

// Enough of a line to recognise it in a report, without pasting a screenful of garbage.
QString excerpt(QStringView line)
{
    const QString text = line.trimmed().toString();
    return text.size() > 120 ? text.left(117) + QStringLiteral("...") : text;
}

// "[N/A]", "[Not Supported]", "[Unknown Error]", "N/A": nvidia-smi's ways of saying "unknown".
bool isUnknownValue(QStringView value)
{
    return value.isEmpty() || value == u"N/A" || (value.startsWith(u'[') && value.endsWith(u']'));
}

QStringList splitLines(QStringView text)
{
    QStringList lines;
    for (QStringView line : text.split(u'\n')) {
        const QStringView trimmed = line.trimmed();   // also drops the '\r' of CRLF output
        if (!trimmed.isEmpty())
            lines.append(trimmed.toString());
    }
    return lines;
}

// A column name from a CSV header cell: "memory.total [MiB]" -> ("memory.total", "MiB").
std::pair<QString, QString> splitHeaderCell(const QString &cell)
{
    const qsizetype open = cell.indexOf(u'[');
    if (open > 0 && cell.endsWith(u']'))
        return {cell.left(open).trimmed().toLower(), cell.mid(open + 1, cell.size() - open - 2).trimmed()};
    return {cell.trimmed().toLower(), QString()};
}

// `--format=csv` without noheader starts with the field names: "index, name, memory.total [MiB]".
bool isHeaderLine(const QStringList &cells, const QStringList &requested)
{
    static const QRegularExpression fieldName(QStringLiteral(R"(^[a-z][a-z0-9_.]*$)"));
    bool namesARequestedField = false;
    for (const QString &cell : cells) {
        const QString name = splitHeaderCell(cell).first;
        if (!fieldName.match(name).hasMatch())
            return false;
        namesARequestedField = namesARequestedField || requested.contains(name);
    }
    return namesARequestedField;
}

std::optional<qint64> bytesFromMemoryValue(const QString &value, const QString &headerUnit)
{
    const QStringList pieces = value.split(u' ', Qt::SkipEmptyParts);
    if (pieces.isEmpty() || pieces.size() > 2)
        return std::nullopt;
    bool ok = false;
    const qint64 amount = pieces.at(0).toLongLong(&ok);
    if (!ok || amount < 0)
        return std::nullopt;
    const QString unit = pieces.size() == 2 ? pieces.at(1) : (headerUnit.isEmpty() ? QStringLiteral("MiB") : headerUnit);
    qint64 factor = 0;
    if (unit == QLatin1String("MiB"))
        factor = qint64(1) << 20;
    else if (unit == QLatin1String("GiB"))
        factor = qint64(1) << 30;
    else if (unit == QLatin1String("KiB"))
        factor = qint64(1) << 10;
    else if (unit == QLatin1String("B"))
        factor = 1;
    else
        return std::nullopt;
    if (amount > std::numeric_limits<qint64>::max() / factor)
        return std::nullopt;
    return amount * factor;
}

} // namespace

NvidiaSmiParser::Problem NvidiaSmiParser::recognizeProblem(QStringView output)
{
    if (output.contains(u"No devices were found", Qt::CaseInsensitive))
        return Problem::NoDevices;
    if (output.contains(u"couldn't communicate with the NVIDIA driver", Qt::CaseInsensitive)
        || output.contains(u"could not communicate with the NVIDIA driver", Qt::CaseInsensitive))
        return Problem::CannotReachDriver;
    return Problem::None;
}

std::optional<NvidiaSmiInfo> NvidiaSmiParser::parseHeader(QStringView output, QString *error)
{
    static const QRegularExpression driverPattern(
        QStringLiteral(R"((?:Driver|KMD)\s+Version\s*:\s*(\d+(?:\.\d+)+)\b)"),
        QRegularExpression::CaseInsensitiveOption);
    // "CUDA Version: 12.8" (classic) and "CUDA UMD Version: 13.3" (610+); "N/A" without libcuda.
    static const QRegularExpression cudaPattern(
        QStringLiteral(R"(CUDA(?:\s+UMD)?\s+Version\s*:\s*(\d+\.\d+)\b)"),
        QRegularExpression::CaseInsensitiveOption);

    const QString text = output.toString();
    const QRegularExpressionMatch driver = driverPattern.match(text);
    if (!driver.hasMatch()) {
        setError(error, QCoreApplication::translate("NvidiaSmiParser",
                                                    "nvidia-smi printed no driver version (neither \"Driver Version\" nor "
                                                    "\"KMD Version\")."));
        return std::nullopt;
    }
    NvidiaSmiInfo info;
    info.driverVersionText = driver.captured(1);
    const std::optional<Version> driverVersion = Version::parse(info.driverVersionText);
    if (!driverVersion) {   // digits, but more than a version part holds (found by tests/fuzz)
        setError(error, QCoreApplication::translate("NvidiaSmiParser",
                                                    "nvidia-smi printed a driver version that is not a version number: %1")
                            .arg(info.driverVersionText.left(40)));
        return std::nullopt;
    }
    info.driverVersion = *driverVersion;
    if (const QRegularExpressionMatch cuda = cudaPattern.match(text); cuda.hasMatch())
        info.maxCudaVersion = Version::parse(cuda.captured(1)).value_or(Version());
    return info;
}

std::optional<NvidiaSmiInfo> NvidiaSmiParser::parseVersion(QStringView output, QString *error)
{
    QString smiVersion, driverVersion, kmdVersion, cudaVersion;
    for (const QString &line : splitLines(output)) {
        const qsizetype colon = line.indexOf(u':');
        if (colon <= 0)
            continue;
        const QString key = line.left(colon).simplified().toLower();
        const QString value = line.mid(colon + 1).trimmed();
        if (key == QLatin1String("nvidia-smi version"))
            smiVersion = value;
        else if (key == QLatin1String("driver version"))
            driverVersion = value;
        else if (key == QLatin1String("kmd version"))
            kmdVersion = value;
        else if (key == QLatin1String("cuda version") || key == QLatin1String("cuda umd version"))
            cudaVersion = value;
    }

    NvidiaSmiInfo info;
    for (const QString &candidate : {kmdVersion, driverVersion, smiVersion}) {
        if (const auto version = Version::parse(candidate); version && version->size() >= 2) {
            info.driverVersion = *version;
            info.driverVersionText = candidate;
            break;
        }
    }
    if (!info.driverVersion.isValid()) {
        setError(error, QCoreApplication::translate("NvidiaSmiParser", "nvidia-smi --version printed no driver version."));
        return std::nullopt;
    }
    if (const auto cuda = Version::parse(cudaVersion); cuda && cuda->size() == 2)
        info.maxCudaVersion = *cuda;
    return info;
}

QStringList NvidiaSmiParser::defaultQueryFields()
{
    return {QStringLiteral("index"), QStringLiteral("name"), QStringLiteral("driver_version"),
            QStringLiteral("compute_cap"), QStringLiteral("memory.total")};
}

std::optional<NvidiaSmiInfo> NvidiaSmiParser::parseQueryGpu(QStringView csv, const QStringList &fields, QString *error)
{
    QStringList lines = splitLines(csv);
    QStringList columns;
    for (const QString &field : fields)
        columns.append(field.trimmed().toLower());
    QStringList headerUnits(columns.size());

    if (!lines.isEmpty() && !columns.isEmpty()) {
        const QStringList cells = lines.first().split(u',');
        if (isHeaderLine(cells, columns)) {
            columns.clear();
            headerUnits.clear();
            for (const QString &cell : cells) {
                const auto [name, unit] = splitHeaderCell(cell);
                columns.append(name);
                headerUnits.append(unit);
            }
            lines.removeFirst();
        }
    }
    const qsizetype nameColumn = columns.indexOf(QStringLiteral("name"));

    NvidiaSmiInfo info;
    for (const QString &line : lines) {
        QStringList cells = line.split(u',');
        for (QString &cell : cells)
            cell = cell.trimmed();
        // Only the name is free text; a comma in it shows up as extra cells.
        if (nameColumn >= 0 && cells.size() > columns.size()) {
            const qsizetype extra = cells.size() - columns.size();
            const QStringList nameParts = cells.mid(nameColumn, extra + 1);
            cells.remove(nameColumn, extra + 1);
            cells.insert(nameColumn, nameParts.join(QStringLiteral(", ")));
        }
        if (cells.size() != columns.size()) {
            setError(error, QCoreApplication::translate("NvidiaSmiParser", "nvidia-smi printed a line that is not a GPU row: \"%1\"")
                                .arg(excerpt(line)));
            return std::nullopt;
        }

        GpuInfo gpu;
        gpu.index = int(info.gpus.size());
        gpu.source = QStringLiteral("nvidia-smi");
        bool rowOk = true;
        for (qsizetype i = 0; i < columns.size() && rowOk; ++i) {
            const QString &column = columns.at(i);
            const QString &value = cells.at(i);
            if (column == QLatin1String("index")) {
                bool ok = false;
                gpu.index = value.toInt(&ok);
                rowOk = ok && gpu.index >= 0 && !value.startsWith(u'+');
            } else if (column == QLatin1String("name")) {
                gpu.name = value;
                rowOk = !value.isEmpty();
            } else if (column == QLatin1String("compute_cap")) {
                if (!isUnknownValue(value)) {
                    const auto cc = Version::parse(value);
                    rowOk = cc && cc->size() == 2;
                    gpu.computeCapability = cc.value_or(Version());
                }
            } else if (column == QLatin1String("memory.total")) {
                if (!isUnknownValue(value)) {
                    const auto bytes = bytesFromMemoryValue(value, headerUnits.value(i));
                    rowOk = bytes.has_value();
                    gpu.totalMemoryBytes = bytes.value_or(-1);
                }
            } else if (column == QLatin1String("driver_version")) {
                if (!isUnknownValue(value)) {
                    const auto version = Version::parse(value);
                    rowOk = version.has_value();
                    if (version && !info.driverVersion.isValid()) {
                        info.driverVersion = *version;
                        info.driverVersionText = value;
                    }
                }
            }
        }
        if (!rowOk) {
            setError(error, QCoreApplication::translate("NvidiaSmiParser", "nvidia-smi printed a GPU row that could not be read: \"%1\"")
                                .arg(excerpt(line)));
            return std::nullopt;
        }
        info.gpus.append(gpu);
    }
    return info;
}

} // namespace cudnnsetup
