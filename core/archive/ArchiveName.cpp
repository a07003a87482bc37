#include "core/archive/ArchiveName.h"

#include <QRegularExpression>

namespace cudnnsetup {

namespace {

// Longest first: ".tar.gz" must not be taken for a bare ".gz".
constexpr QStringView kExtensions[] = {u".tar.xz", u".tar.gz", u".tgz", u".zip"};

// Chrome/Edge/Firefox name a second download "name (1).ext"; some tools drop the blank.
const QRegularExpression &duplicateSuffix()
{
    static const QRegularExpression re(QStringLiteral("\\s?\\(\\d{1,4}\\)$"));
    return re;
}

// cudnn-linux-x86_64-9.20.0.48_cuda12-archive, cudnn_jit-linux-sbsa-9.20.0.48_cuda13-archive,
// cudnn_samples-source-9.20.0.48-archive, cudnn-linux-sbsa-8.4.1.50_cuda11.6-archive.
const QRegularExpression &currentScheme()
{
    static const QRegularExpression re(QStringLiteral(
        "^(cudnn(?:_[a-z]+)*)-([a-z]+(?:-[a-z0-9_]+)?)-(\\d+(?:\\.\\d+){1,3})"
        "(?:_cuda(\\d+(?:\\.\\d+)?))?-archive$"));
    return re;
}

// cudnn-10.2-linux-x64-v7.6.5.32, cudnn-9.2-windows10-x64-v7.6.0.64.
const QRegularExpression &legacyScheme()
{
    static const QRegularExpression re(QStringLiteral(
        "^cudnn-(\\d+\\.\\d+)-(linux|windows\\d*|osx)-(x64|ppc64le|aarch64sbsa|sbsa|aarch64)"
        "-v(\\d+(?:\\.\\d+){1,3})$"));
    return re;
}

// The legacy names used their own words for what the redist manifests now call platforms.
QString legacyPlatform(const QString &os, const QString &arch)
{
    const QString system = os.startsWith(QStringLiteral("windows")) ? QStringLiteral("windows") : os;
    if (arch == QStringLiteral("x64"))
        return system + QStringLiteral("-x86_64");
    if (arch == QStringLiteral("aarch64sbsa"))
        return system + QStringLiteral("-sbsa");
    return system + u'-' + arch;
}

int majorOf(const QString &cudaVersion)
{
    return cudaVersion.section(u'.', 0, 0).toInt();
}

} // namespace

std::optional<ArchiveName> ArchiveName::parse(QStringView name)
{
    ArchiveName result;
    QString stem = name.toString();
    for (QStringView extension : kExtensions) {
        if (stem.endsWith(extension, Qt::CaseInsensitive)) {
            stem.chop(extension.size());
            result.extension = extension.mid(1).toString();
            break;
        }
    }
    if (!result.extension.isEmpty())
        stem.remove(duplicateSuffix());

    if (const QRegularExpressionMatch m = currentScheme().match(stem); m.hasMatch()) {
        result.component = m.captured(1);
        result.platform = m.captured(2);
        const std::optional<Version> version = Version::parse(m.captured(3));
        if (!version)
            return std::nullopt; // more digits than a version part can hold
        result.version = *version;
        result.cudaVersion = m.captured(4);
        result.cudaMajor = majorOf(result.cudaVersion);
        return result;
    }
    if (const QRegularExpressionMatch m = legacyScheme().match(stem); m.hasMatch()) {
        result.component = QStringLiteral("cudnn");
        result.cudaVersion = m.captured(1);
        result.cudaMajor = majorOf(result.cudaVersion);
        result.platform = legacyPlatform(m.captured(2), m.captured(3));
        const std::optional<Version> version = Version::parse(m.captured(4));
        if (!version)
            return std::nullopt;
        result.version = *version;
        result.legacy = true;
        return result;
    }
    return std::nullopt;
}

} // namespace cudnnsetup
