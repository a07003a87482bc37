#include "core/probe/parsers/NvccVersionParser.h"

namespace cudnnsetup {

namespace {

// Version::parse also takes a 'v' prefix and surrounding blanks; inside nvcc's fixed format
// either one means the line is not what we think it is.
std::optional<Version> strictVersion(QStringView text, int partCount)
{
    if (text.isEmpty() || !text.front().isDigit() || !text.back().isDigit())
        return std::nullopt;
    const std::optional<Version> version = Version::parse(text);
    if (!version || version->size() != partCount)
        return std::nullopt;
    return version;
}

enum class LineKind { Unrelated, Malformed, Release };

LineKind parseReleaseLine(QStringView line, NvccVersion *result)
{
    static constexpr QStringView prefix = u"Cuda compilation tools, release ";
    if (!line.startsWith(prefix))
        return LineKind::Unrelated;
    const QStringView rest = line.mid(prefix.size());
    const qsizetype comma = rest.indexOf(u", V");
    if (comma < 0)
        return LineKind::Malformed;
    const std::optional<Version> release = strictVersion(rest.left(comma), 2);
    const std::optional<Version> compiler = strictVersion(rest.mid(comma + 3), 3);
    // nvcc's component version has always carried its release as prefix (12.4 -> V12.4.131);
    // anything else is a mangled line, not a new convention we could trust.
    if (!release || !compiler || !compiler->startsWith(*release))
        return LineKind::Malformed;
    *result = NvccVersion{*release, *compiler};
    return LineKind::Release;
}

} // namespace

std::optional<NvccVersion> parseNvccVersion(QStringView output)
{
    std::optional<NvccVersion> found;
    for (QStringView line : output.split(u'\n')) {
        NvccVersion candidate;
        switch (parseReleaseLine(line.trimmed(), &candidate)) {
        case LineKind::Unrelated:
            break;
        case LineKind::Malformed:
            return std::nullopt;
        case LineKind::Release:
            // Two different answers (output of two nvcc runs glued together) leave us unable to
            // say which compiler the caller will get.
            if (found && *found != candidate)
                return std::nullopt;
            found = candidate;
            break;
        }
    }
    return found;
}

} // namespace cudnnsetup
