#include "core/doctor/pasted/PastedErrorText.h"

#include <QRegularExpression>
#include <QStringDecoder>
#include <QStringEncoder>

#include <algorithm>
#include <optional>

namespace cudnnsetup {

namespace {

// UTF-16LE written without a byte-order mark: ASCII text then has a zero in every odd byte.
bool looksLikeUtf16LittleEndian(const QByteArray &bytes)
{
    const qsizetype pairs = qMin<qsizetype>(bytes.size(), 1024) / 2;
    if (pairs < 4)
        return false;
    qsizetype zeroOdd = 0, zeroEven = 0;
    for (qsizetype i = 0; i < pairs; ++i) {
        zeroEven += bytes.at(2 * i) == '\0';
        zeroOdd += bytes.at(2 * i + 1) == '\0';
    }
    return zeroOdd * 10 >= pairs * 4 && zeroEven * 20 < pairs;
}

// The text when `decoder` reads all of `bytes` without an error. The decoder keeps state, so a
// character cut off at the end is left pending rather than counted as an error.
std::optional<QString> decodedWithoutError(QStringDecoder &&decoder, const QByteArray &bytes)
{
    if (!decoder.isValid())
        return std::nullopt;   // e.g. GB18030 in a Qt built without ICU
    QString text = decoder.decode(bytes);
    if (decoder.hasError())
        return std::nullopt;
    return text;
}

} // namespace

QString PastedErrorText::decode(const QByteArray &input)
{
    const QByteArray bytes = input.left(kLimit);
    if (const std::optional<QStringConverter::Encoding> marked = QStringConverter::encodingForData(bytes))
        return QStringDecoder(*marked).decode(bytes);   // the decoder drops the mark itself
    if (looksLikeUtf16LittleEndian(bytes))
        return QStringDecoder(QStringConverter::Utf16LE).decode(bytes);
    if (std::optional<QString> text = decodedWithoutError(QStringDecoder(QStringConverter::Utf8), bytes))
        return *text;
    if (std::optional<QString> text = decodedWithoutError(QStringDecoder("GB18030"), bytes))
        return *text;
    if (std::optional<QString> text = decodedWithoutError(QStringDecoder(QStringConverter::System), bytes))
        return *text;
    return QString::fromUtf8(bytes);   // invalid sequences become U+FFFD
}

QString PastedErrorText::decodeTail(const QByteArray &start, const QByteArray &tail, qint64 offset)
{
    if (offset <= 0)
        return decode(tail);
    std::optional<QStringConverter::Encoding> encoding = QStringConverter::encodingForData(start);
    if (!encoding && looksLikeUtf16LittleEndian(start))
        encoding = QStringConverter::Utf16LE;
    qsizetype unit = 1;
    if (encoding == QStringConverter::Utf16 || encoding == QStringConverter::Utf16LE || encoding == QStringConverter::Utf16BE)
        unit = 2;
    else if (encoding == QStringConverter::Utf32 || encoding == QStringConverter::Utf32LE || encoding == QStringConverter::Utf32BE)
        unit = 4;
    if (unit > 1) {
        // A wide encoding has no byte-order mark in the middle: the cut is put on a character
        // boundary and decoded as the start says; the partial line goes after decoding.
        const qsizetype skip = qsizetype((unit - offset % unit) % unit);
        const QString text = QStringDecoder(*encoding).decode(tail.mid(skip).left(kLimit));
        const qsizetype newline = text.indexOf(u'\n');
        return newline >= 0 ? text.mid(newline + 1) : text;
    }
    // UTF-8 and GBK: byte 0x0A is never part of a longer character, so the text after the first
    // one starts on a character boundary, and decode() tells the encoding as for a whole file.
    const qsizetype newline = tail.indexOf('\n');
    return decode(newline >= 0 ? tail.mid(newline + 1) : tail);
}

bool PastedErrorText::looksLikeBinary(const QString &decoded)
{
    const qsizetype checked = qMin<qsizetype>(decoded.size(), 64 * 1024);
    if (checked == 0)
        return false;
    qsizetype odd = 0;
    for (qsizetype i = 0; i < checked; ++i) {
        const char16_t c = decoded.at(i).unicode();
        const bool control = (c < 0x20 && c != u'\t' && c != u'\n' && c != u'\r' && c != u'\f' && c != 0x1B) || c == 0x7F;
        odd += control || c == QChar::ReplacementCharacter || (c >= 0xE000 && c <= 0xF8FF);
    }
    return odd * 20 > checked;
}

namespace {

// The byte Windows-1252 (or Latin-1, for the positions 1252 leaves undefined) shows as `c`.
std::optional<char> windows1252Byte(char16_t c)
{
    if (c >= 0x80 && c <= 0xFF)
        return char(c);
    static const char16_t high[32] = {0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
                                      0x2039, 0x0152, 0x8D, 0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
                                      0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178};
    for (int i = 0; i < 32; ++i)
        if (high[i] == c)
            return char(0x80 + i);
    return std::nullopt;
}

bool isCjk(char16_t c)
{
    return (c >= 0x2E80 && c <= 0x9FFF) || (c >= 0xAC00 && c <= 0xD7AF) || (c >= 0xF900 && c <= 0xFAFF)
           || (c >= 0xFF00 && c <= 0xFFEF);
}

// `bytes` as UTF-8 when they are valid UTF-8 and decode to something else than `run`.
std::optional<QString> validUtf8(const QByteArray &bytes)
{
    QStringDecoder utf8(QStringConverter::Utf8);
    QString text = utf8.decode(bytes);
    if (utf8.hasError() || text.contains(QChar::ReplacementCharacter))
        return std::nullopt;
    return text;
}

// One run of non-ASCII characters, repaired when it is one of the two common mojibakes.
QString repairedRun(const QString &run)
{
    if (run.size() < 2)
        return run;
    QByteArray bytes;
    for (QChar c : run) {
        const std::optional<char> byte = windows1252Byte(c.unicode());
        if (!byte) {
            bytes.clear();
            break;
        }
        bytes.append(*byte);
    }
    if (!bytes.isEmpty())
        if (std::optional<QString> text = validUtf8(bytes))
            return *text;
    QStringEncoder gbk("GB18030");
    if (!gbk.isValid())
        return run;   // a Qt without ICU: GBK cannot be told here
    const QByteArray gbkBytes = gbk.encode(run);
    if (gbk.hasError() || gbkBytes.size() < 4)
        return run;
    const std::optional<QString> text = validUtf8(gbkBytes);
    if (!text || text->isEmpty() || !std::all_of(text->cbegin(), text->cend(), [](QChar c) { return isCjk(c.unicode()); }))
        return run;
    return *text;
}

} // namespace

QString PastedErrorText::repairMojibake(const QString &text)
{
    QString out;
    out.reserve(text.size());
    qsizetype i = 0;
    while (i < text.size()) {
        if (text.at(i).unicode() < 0x80 || text.at(i).isSpace() || text.at(i).isSurrogate()) {
            out += text.at(i++);
            continue;
        }
        qsizetype end = i;
        while (end < text.size() && text.at(end).unicode() >= 0x80 && !text.at(end).isSpace() && !text.at(end).isSurrogate())
            ++end;
        out += repairedRun(text.mid(i, end - i));
        i = end;
    }
    return out;
}

QString PastedErrorText::joinHardWraps(const QString &normalised, QList<int> *lineOf)
{
    const QStringList lines = normalised.split(u'\n');
    QStringList joined;
    QList<int> starts;
    auto isWordCharacter = [](QChar c) { return c.isLetterOrNumber() || c == u'_'; };
    qsizetype i = 0;
    while (i < lines.size()) {
        if (lines.at(i).trimmed().isEmpty()) {
            joined.append(lines.at(i));
            starts.append(int(i) + 1);
            ++i;
            continue;
        }
        qsizetype end = i;   // the block of non-empty lines [i, end)
        qsizetype width = 0;
        while (end < lines.size() && !lines.at(end).trimmed().isEmpty())
            width = std::max(width, lines.at(end++).size());
        int atWidth = 0;
        bool splitsAWord = false;
        for (qsizetype k = i; k < end; ++k) {
            if (lines.at(k).size() != width)
                continue;
            ++atWidth;
            if (k + 1 < end && isWordCharacter(lines.at(k).back()) && isWordCharacter(lines.at(k + 1).front()))
                splitsAWord = true;
        }
        const bool wrapped = width >= 40 && atWidth >= 2 && splitsAWord;
        while (i < end) {
            QString line = lines.at(i);
            starts.append(int(i) + 1);
            while (wrapped && lines.at(i).size() == width && i + 1 < end)
                line += lines.at(++i);
            joined.append(line);
            ++i;
        }
    }
    if (lineOf)
        *lineOf = starts;
    return joined.join(u'\n');
}

QString PastedErrorText::normalise(const QString &pasted)
{
    QString text = pasted.left(kLimit);
    if (!text.isEmpty() && text.back().isHighSurrogate())
        text.chop(1);
    text = repairMojibake(text);
    // Markdown's bold markers, which forum posts put around (or inside) the message.
    text.remove(QStringLiteral("**"));

    // ESC [ ... final byte (colours, cursor moves), ESC ] ... BEL or ESC \ (window titles), other
    // two-character escapes, and what a legacy Windows console shows for ESC when its text is
    // copied ("←[31m").
    static const QRegularExpression escapes(QStringLiteral(R"re(\x1B\[[0-?]*[ -/]*[@-~]|\x1B\][^\x07\x1B]*(?:\x07|\x1B\\)|\x1B[@-Z\\-_]?|\x{2190}\[[0-9;]*m)re"));
    text.remove(escapes);

    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text.at(i).unicode();
        if (c == u'\r') {
            out += u'\n';
            if (i + 1 < text.size() && text.at(i + 1) == u'\n')
                ++i;
        } else if (c >= 0xFF01 && c <= 0xFF5E) {
            out += QChar(char16_t(c - 0xFEE0));   // full-width '：' '（' '，' 'Ａ' ... -> ASCII
        } else if (c == 0x3000 || c == 0x00A0 || c == 0x202F || (c >= 0x2500 && c <= 0x259F) || (c >= 0x2800 && c <= 0x28FF)) {
            out += u' ';   // spaces, box drawing and block elements (frames, progress bars), braille spinners
        } else if (c == 0x201C || c == 0x201D || c == 0x201E) {
            out += u'"';
        } else if (c == 0x2018 || c == 0x2019) {
            out += u'\'';
        } else if (c == 0 || c == 0x200B || c == 0x200C || c == 0x200D || c == 0x2060 || c == 0xFEFF) {
            continue;
        } else if (QChar::isHighSurrogate(c) && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            out += text.at(i);
            out += text.at(++i);
        } else if (QChar::isSurrogate(c)) {
            out += QChar(QChar::ReplacementCharacter);   // half a pair: the regular expressions refuse such text
        } else {
            out += QChar(c);
        }
    }
    return out;
}

} // namespace cudnnsetup
