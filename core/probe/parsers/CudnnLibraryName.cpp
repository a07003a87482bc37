#include "core/probe/parsers/CudnnLibraryName.h"

#include "core/model/CudnnSubLibraries.h"

namespace cudnnsetup {

namespace {

bool isAsciiDigits(QStringView text)
{
    if (text.isEmpty())
        return false;
    for (QChar c : text)
        if (c < u'0' || c > u'9')
            return false;
    return true;
}

// "cudnn" or "cudnn_" followed by '_'-separated words of lower-case letters and digits.
// cudnn_frontend is NVIDIA's separate C++ wrapper, not a part of cuDNN.
bool isSubLibrary(QStringView name)
{
    if (name == u"cudnn")
        return true;
    if (!name.startsWith(u"cudnn_"))
        return false;
    const QList<QStringView> words = name.mid(6).split(u'_');
    if (words.first() == u"frontend")
        return false;
    for (QStringView word : words) {
        if (word.isEmpty())
            return false;
        for (QChar c : word)
            if (!((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9')))
                return false;
    }
    return true;
}

// The number after "64_" is cuDNN's major version; a 0 there would clash with soMajor's
// "no version in the name".
std::optional<int> majorNumber(QStringView text)
{
    if (!isAsciiDigits(text) || text.size() > 4 || text.startsWith(u'0'))
        return std::nullopt;
    return text.toInt();
}

std::optional<CudnnLibraryName> parseLinuxName(QStringView fileName)
{
    if (!fileName.startsWith(u"lib"))
        return std::nullopt;
    const qsizetype so = fileName.indexOf(u".so");
    if (so < 0)
        return std::nullopt;
    CudnnLibraryName result;
    result.subLibrary = fileName.mid(3, so - 3).toString();
    if (!isSubLibrary(result.subLibrary))
        return std::nullopt;
    const QStringView suffix = fileName.mid(so + 3);
    if (suffix.isEmpty())
        return result;
    if (!suffix.startsWith(u'.'))
        return std::nullopt;
    const QList<QStringView> parts = suffix.mid(1).split(u'.');
    if (parts.size() > 4)
        return std::nullopt;
    QList<int> numbers;
    for (QStringView part : parts) {
        if (!isAsciiDigits(part) || part.size() > 9)
            return std::nullopt;
        numbers.append(part.toInt());
    }
    const std::optional<int> major = majorNumber(parts.first());
    if (!major)
        return std::nullopt;
    result.soMajor = *major;
    if (numbers.size() > 1)
        result.fileVersion = Version(numbers);
    return result;
}

std::optional<CudnnLibraryName> parseWindowsName(QStringView fileName)
{
    const QString lower = fileName.toString().toLower();
    if (!lower.endsWith(u".dll"))
        return std::nullopt;
    const QStringView stem = QStringView(lower).chopped(4);
    const qsizetype marker = stem.lastIndexOf(u"64_");
    if (marker < 0)
        return std::nullopt;
    const std::optional<int> major = majorNumber(stem.mid(marker + 3));
    if (!major || !isSubLibrary(stem.left(marker)))
        return std::nullopt;
    CudnnLibraryName result;
    result.subLibrary = stem.left(marker).toString();
    result.soMajor = *major;
    result.windowsDll = true;
    return result;
}

} // namespace

std::optional<CudnnLibraryName> parseCudnnLibraryName(QStringView fileName)
{
    if (std::optional<CudnnLibraryName> linuxName = parseLinuxName(fileName))
        return linuxName;
    return parseWindowsName(fileName);
}

QStringList expectedCudnnSubLibraries(int major)
{
    // cuDNN 7 and everything before it shipped as one library.
    if (major < 1 || major > 9)
        return {};
    QStringList names{QStringLiteral("cudnn")};
    for (const std::string &name : cudnnSubLibraries(major))
        names.append(QString::fromStdString(name));
    return names;
}

QString cudnnLibraryFileName(const QString &subLibrary, int major, bool windows)
{
    if (subLibrary.isEmpty())
        return {};
    // Plain concatenation: in a QString::arg() pattern "%164_" would read as placeholder %16.
    if (windows)
        return major > 0 ? subLibrary + QStringLiteral("64_") + QString::number(major)
                               + QStringLiteral(".dll")
                         : QString();
    const QString linkName = QStringLiteral("lib") + subLibrary + QStringLiteral(".so");
    return major > 0 ? linkName + u'.' + QString::number(major) : linkName;
}

} // namespace cudnnsetup
