#include "core/probe/parsers/CudnnHeaderParser.h"

#include <QString>

#include <array>

namespace cudnnsetup {

namespace {

constexpr std::array<QStringView, 3> kNames = {u"CUDNN_MAJOR", u"CUDNN_MINOR",
                                               u"CUDNN_PATCHLEVEL"};

QStringView skipBlanks(QStringView text)
{
    qsizetype i = 0;
    while (i < text.size() && (text[i] == u' ' || text[i] == u'\t'))
        ++i;
    return text.mid(i);
}

// Splits off the leading run of characters up to a blank or the start of a comment.
QStringView takeToken(QStringView *text)
{
    qsizetype i = 0;
    while (i < text->size() && (*text)[i] != u' ' && (*text)[i] != u'\t' && (*text)[i] != u'/')
        ++i;
    const QStringView token = text->left(i);
    *text = skipBlanks(text->mid(i));
    return token;
}

struct Define
{
    QStringView name;
    QStringView value;
};

// "#define NAME VALUE" with optional blanks after '#' (legal C) and an optional trailing
// comment, in a line already trimmed. Returns nullopt for every other kind of line.
std::optional<Define> parseDefine(QStringView line)
{
    if (!line.startsWith(u'#'))
        return std::nullopt;
    line = skipBlanks(line.mid(1));
    if (!line.startsWith(u"define") || line.size() == 6 || (line[6] != u' ' && line[6] != u'\t'))
        return std::nullopt;
    line = skipBlanks(line.mid(6));
    Define define;
    define.name = takeToken(&line);
    define.value = takeToken(&line);
    if (!line.isEmpty() && !line.startsWith(u"//") && !line.startsWith(u"/*"))
        return std::nullopt;
    return define;
}

std::optional<int> decimal(QStringView text)
{
    if (text.isEmpty() || text.size() > 9)
        return std::nullopt;
    for (QChar c : text)
        if (c < u'0' || c > u'9')
            return std::nullopt;
    return text.toInt();
}

} // namespace

std::optional<Version> parseCudnnVersionHeader(const QByteArray &headerText)
{
    // Latin-1 maps every byte to a character, so junk cannot make the decoding itself fail.
    const QString text = QString::fromLatin1(headerText);
    std::array<std::optional<int>, 3> values;
    for (QStringView line : QStringView(text).split(u'\n')) {
        const std::optional<Define> define = parseDefine(line.trimmed());
        if (!define)
            continue;
        for (std::size_t i = 0; i < kNames.size(); ++i) {
            if (define->name != kNames[i])
                continue;
            const std::optional<int> value = decimal(define->value);
            // A non-numeric value or a second, different definition (say, under an #if we do
            // not evaluate) means we cannot tell which version the compiler would see.
            if (!value || (values[i] && *values[i] != *value))
                return std::nullopt;
            values[i] = value;
        }
    }
    if (!values[0] || !values[1] || !values[2])
        return std::nullopt;
    return Version{*values[0], *values[1], *values[2]};
}

QStringList parseCudnnHeaderIncludes(const QByteArray &headerText)
{
    const QString text = QString::fromLatin1(headerText);
    QStringList names;
    for (QStringView line : QStringView(text).split(u'\n')) {
        line = line.trimmed();
        if (!line.startsWith(u'#'))
            continue;
        line = skipBlanks(line.mid(1));
        if (!line.startsWith(u"include"))
            continue;
        line = skipBlanks(line.mid(7));
        if (!line.startsWith(u'"'))
            continue;   // <...>: a system or CUDA header
        const qsizetype end = line.indexOf(u'"', 1);
        if (end < 0)
            continue;
        const QString name = line.mid(1, end - 1).toString();
        if (name.startsWith(QLatin1String("cudnn")) && name.endsWith(QLatin1String(".h")) && !name.contains(u'/')
            && !names.contains(name))
            names.append(name);
    }
    return names;
}

} // namespace cudnnsetup
