#include "core/archive/CudaArchiveName.h"

#include <QRegularExpression>

namespace cudnnsetup {

std::optional<CudaArchiveName> CudaArchiveName::parse(const QString &name)
{
    // Component names are lower case with underscores; platforms are <os>-<architecture>.
    static const QRegularExpression pattern(QStringLiteral(
        "^([a-z][a-z0-9_]*)-((?:linux|windows)-[a-z0-9_]+)-(\\d+(?:\\.\\d+){1,3})-archive(?:\\.tar\\.xz|\\.tgz|\\.tar\\.gz|\\.zip)?$"));
    const QRegularExpressionMatch match = pattern.match(name);
    if (!match.hasMatch())
        return std::nullopt;
    const std::optional<Version> version = Version::parse(match.captured(3));
    if (!version)
        return std::nullopt;
    return CudaArchiveName{match.captured(1), match.captured(2), *version};
}

QString CudaArchiveName::folderName() const
{
    return QStringLiteral("%1-%2-%3-archive").arg(component, platform, version.toString());
}

} // namespace cudnnsetup
