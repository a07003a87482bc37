#include "core/probe/parsers/CondaMetaName.h"

#include <QRegularExpression>

namespace cudnnsetup {

std::optional<CondaMetaName> parseCondaMetaName(QStringView fileName)
{
    static const QRegularExpression pattern(QStringLiteral("^(?:lib)?cudnn-(\\d+(?:\\.\\d+){2,3})-([^-]+)\\.json$"));
    const QRegularExpressionMatch match = pattern.match(fileName);
    if (!match.hasMatch())
        return std::nullopt;
    const std::optional<Version> version = Version::parse(match.capturedView(1));
    if (!version)
        return std::nullopt;   // numbers too large for a version
    CondaMetaName result;
    result.version = *version;
    // "cuda12_1", "cuda120_...": only a one- or two-digit major is a CUDA major.
    static const QRegularExpression cuda(QStringLiteral("cuda(\\d{1,2})(?!\\d)"));
    if (const QRegularExpressionMatch build = cuda.match(match.capturedView(2)); build.hasMatch())
        result.cudaMajor = build.capturedView(1).toInt();
    return result;
}

} // namespace cudnnsetup
