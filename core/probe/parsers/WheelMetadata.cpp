#include "core/probe/parsers/WheelMetadata.h"

#include "core/model/Version.h"

#include <QRegularExpression>

#include <algorithm>

namespace cudnnsetup {

namespace {

// Environment markers name the platform a requirement is for.
bool markerExcludes(const QString &marker, bool windows)
{
    static const QRegularExpression system(QStringLiteral("(platform_system|sys_platform)\\s*==\\s*[\"']([^\"']+)[\"']"));
    for (auto it = system.globalMatch(marker); it.hasNext();) {
        const QString value = it.next().captured(2).toLower();
        const bool forWindows = value.startsWith(QStringLiteral("win"));
        const bool forLinux = value == QLatin1String("linux");
        if ((windows && forLinux) || (!windows && forWindows))
            return true;
    }
    return false;
}

// "==9.1.0.70", ">=9.1,<10", "~=8.9": the range of majors they allow; false when they say
// nothing about the major, or allow none.
bool applySpecifiers(const QString &specifiers, CudnnPin &pin)
{
    static const QRegularExpression clause(QStringLiteral("^(==|~=|>=|<=|>|<|!=|===)\\s*(\\d+(?:\\.\\d+)*)"));
    bool constrained = false;
    for (const QString &raw : specifiers.split(u',', Qt::SkipEmptyParts)) {
        const QRegularExpressionMatch match = clause.match(raw.trimmed());
        if (!match.hasMatch())
            continue;
        const QString op = match.captured(1);
        const std::optional<Version> version = Version::parse(match.captured(2));
        if (!version)
            continue;
        const int major = version->major();
        const bool wholeMajor = version->truncated(1) == *version;   // "<10" or "<10.0.0"
        if (op == QLatin1String("==") || op == QLatin1String("===") || op == QLatin1String("~=")) {
            pin.minMajor = std::max(pin.minMajor, major);
            pin.maxMajor = std::min(pin.maxMajor, major);
            pin.exact = op != QLatin1String("~=");
            pin.lowest = std::max(pin.lowest, *version);
        } else if (op == QLatin1String(">=") || op == QLatin1String(">")) {
            pin.minMajor = std::max(pin.minMajor, major);
            pin.lowest = std::max(pin.lowest, *version);
        } else if (op == QLatin1String("<")) {
            pin.maxMajor = std::min(pin.maxMajor, wholeMajor ? major - 1 : major);
        } else if (op == QLatin1String("<=")) {
            pin.maxMajor = std::min(pin.maxMajor, major);
        } else {
            continue;   // != excludes one release, not a major
        }
        constrained = true;
    }
    return constrained && pin.minMajor <= pin.maxMajor;
}

} // namespace

WheelMetadata WheelMetadata::parse(const QByteArray &metadata, bool windows)
{
    // Names compare case- and -/_-insensitively; the cuda suffix is one or two digits (a
    // longer one cannot be a CUDA major, and would not fit an int).
    static const QRegularExpression requiresDist(
        QStringLiteral("^Requires-Dist:\\s*nvidia[-_.]cudnn[-_.]cu(\\d{1,2})(?![\\d])\\s*(?:\\[[^\\]]*\\])?\\s*\\(?([^;)]*)\\)?\\s*(?:;(.*))?$"),
        QRegularExpression::CaseInsensitiveOption);
    WheelMetadata result;
    const QByteArray headers = metadata.left(headerLimit);
    qsizetype start = 0;
    while (start < headers.size()) {
        qsizetype end = headers.indexOf('\n', start);
        if (end < 0)
            end = headers.size();
        const QString line = QString::fromUtf8(headers.constData() + start, end - start).trimmed();
        start = end + 1;
        if (line.isEmpty())
            break;   // the headers end at the first empty line; the description follows
        if (line.startsWith(QStringLiteral("Name:"), Qt::CaseInsensitive))
            result.name = line.mid(5).trimmed();
        else if (line.startsWith(QStringLiteral("Version:"), Qt::CaseInsensitive))
            result.version = line.mid(8).trimmed();
        const QRegularExpressionMatch match = requiresDist.match(line);
        if (!match.hasMatch() || markerExcludes(match.captured(3), windows))
            continue;
        CudnnPin pin;
        pin.line = line;
        pin.cudaMajor = match.captured(1).toInt();
        const QString specifiers = match.captured(2).trimmed();
        if (!applySpecifiers(specifiers, pin))
            continue;
        pin.spec = QStringLiteral("nvidia-cudnn-cu%1%2").arg(pin.cudaMajor).arg(QString(specifiers).remove(u' '));
        static const QRegularExpression extra(QStringLiteral("extra\\s*==\\s*[\"']([^\"']+)[\"']"));
        if (const QRegularExpressionMatch named = extra.match(match.captured(3)); named.hasMatch())
            pin.extra = named.captured(1);
        result.cudnnPins.append(pin);
    }
    return result;
}

} // namespace cudnnsetup
