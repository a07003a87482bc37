#include "core/probe/parsers/DistInfoName.h"

namespace cudnnsetup {

namespace {

bool isAsciiDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

// PEP 503 normalisation, but with '_' (what wheel folder names use) instead of '-'. Returns
// an empty string for characters that no distribution name may contain.
QString normalisedPackage(QStringView name)
{
    QString result;
    bool pendingSeparator = false;
    for (QChar c : name) {
        if (c == u'-' || c == u'_' || c == u'.') {
            pendingSeparator = true;
            continue;
        }
        if (!isAsciiDigit(c) && !(c >= u'a' && c <= u'z') && !(c >= u'A' && c <= u'Z'))
            return {};
        // Names must start and end with a letter or digit, so a separator there is an error.
        if (pendingSeparator && result.isEmpty())
            return {};
        if (pendingSeparator)
            result.append(u'_');
        pendingSeparator = false;
        result.append(c.toLower());
    }
    return pendingSeparator ? QString() : result;
}

// Version::parse already refuses letters and '+', which rules out pre-, post-, dev- and local
// versions; it would still take a 'v' prefix or blanks, which a wheel name never has.
std::optional<Version> releaseVersion(QStringView text)
{
    if (text.isEmpty() || !isAsciiDigit(text.front()) || !isAsciiDigit(text.back()))
        return std::nullopt;
    return Version::parse(text);
}

} // namespace

std::optional<DistInfoName> parseDistInfoName(QStringView folderName)
{
    static constexpr QStringView suffix = u".dist-info";
    if (!folderName.endsWith(suffix, Qt::CaseInsensitive))
        return std::nullopt;
    const QStringView stem = folderName.chopped(suffix.size());
    // Wheel tools escape '-' in both halves, so the last one separates name from version.
    const qsizetype dash = stem.lastIndexOf(u'-');
    if (dash <= 0)
        return std::nullopt;
    DistInfoName result;
    result.package = normalisedPackage(stem.left(dash));
    const std::optional<Version> version = releaseVersion(stem.mid(dash + 1));
    if (result.package.isEmpty() || !version)
        return std::nullopt;
    result.version = *version;
    return result;
}

int cudaMajorFromCudnnPackage(QStringView package)
{
    const QString name = normalisedPackage(package);
    static constexpr QStringView prefix = u"nvidia_cudnn_cu";
    if (!name.startsWith(prefix))
        return 0;
    const QStringView digits = QStringView(name).mid(prefix.size());
    if (digits.isEmpty() || digits.size() > 3 || digits.startsWith(u'0'))
        return 0;
    for (QChar c : digits)
        if (!isAsciiDigit(c))
            return 0;
    return digits.toInt();
}

} // namespace cudnnsetup
