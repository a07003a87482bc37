#include "core/acquire/download/HttpHeaders.h"

#include <limits>

namespace cudnnsetup {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t';
}

// Digits only, at least one, no overflow: what HTTP's 1*DIGIT allows and a qint64 can hold.
std::optional<qint64> decimal(const char *begin, const char *end)
{
    if (begin == end)
        return std::nullopt;
    qint64 value = 0;
    for (const char *c = begin; c != end; ++c) {
        if (*c < '0' || *c > '9')
            return std::nullopt;
        const int digit = *c - '0';
        if (value > (std::numeric_limits<qint64>::max() - digit) / 10)
            return std::nullopt;
        value = value * 10 + digit;
    }
    return value;
}

const char *skipSpaces(const char *c, const char *end)
{
    while (c != end && isSpace(*c))
        ++c;
    return c;
}

const char *find(const char *c, const char *end, char wanted)
{
    while (c != end && *c != wanted)
        ++c;
    return c;
}

} // namespace

QByteArray HttpHeaders::lastValue(const QByteArray &rawHeader)
{
    return rawHeader.mid(rawHeader.lastIndexOf(',') + 1).trimmed();
}

std::optional<ContentRange> HttpHeaders::parseContentRange(const QByteArray &value)
{
    const char *c = value.constData();
    const char *end = c + value.size();
    c = skipSpaces(c, end);
    while (end != c && isSpace(end[-1]))
        --end;
    static constexpr char unit[] = "bytes";
    const qsizetype unitLength = sizeof unit - 1;
    if (end - c <= unitLength || qstrncmp(c, unit, unitLength) != 0 || !isSpace(c[unitLength]))
        return std::nullopt;
    c = skipSpaces(c + unitLength, end);

    const char *dash = find(c, end, '-');
    const char *slash = find(dash, end, '/');
    if (dash == end || slash == end)
        return std::nullopt;
    const std::optional<qint64> first = decimal(c, dash);
    const std::optional<qint64> last = decimal(dash + 1, slash);
    if (!first || !last || *first > *last)
        return std::nullopt;

    ContentRange range{*first, *last, -1};
    if (slash + 1 == end - 1 && slash[1] == '*')
        return range;
    const std::optional<qint64> total = decimal(slash + 1, end);
    if (!total || *last >= *total)
        return std::nullopt;
    range.total = *total;
    return range;
}

std::optional<qint64> HttpHeaders::parseContentLength(const QByteArray &value)
{
    const QByteArray trimmed = value.trimmed();
    return decimal(trimmed.constData(), trimmed.constData() + trimmed.size());
}

} // namespace cudnnsetup
