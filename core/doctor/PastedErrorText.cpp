#include "core/doctor/PastedErrorText.h"

#include <QRegularExpression>
#include <QStringDecoder>

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

QString PastedErrorText::normalise(const QString &pasted)
{
    QString text = pasted.left(kLimit);
    if (!text.isEmpty() && text.back().isHighSurrogate())
        text.chop(1);

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
        } else if (c == 0x3000 || c == 0x00A0 || c == 0x202F) {
            out += u' ';
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
