// PastedErrorText: the bytes users save (PowerShell's UTF-16, a zh-CN console's GBK, UTF-8 cut at
// the size limit) and the text they paste (colour codes, CRLF, full-width punctuation) become
// text in which the English error lines read as printed.
#include "PastedErrorSamples.h"

#include "core/doctor/ErrorLogFile.h"
#include "core/doctor/PastedErrorRecogniser.h"
#include "core/doctor/PastedErrorText.h"

#include <QFile>
#include <QStringDecoder>
#include <QTemporaryDir>
#include <QStringEncoder>

#include <gtest/gtest.h>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

const QString kChinese = QStringLiteral("系统找不到指定的模块。");

QByteArray utf16(const QString &text, bool bigEndian, bool byteOrderMark)
{
    QStringEncoder encoder(bigEndian ? QStringConverter::Utf16BE : QStringConverter::Utf16LE,
                           byteOrderMark ? QStringConverter::Flag::WriteBom : QStringConverter::Flag::Default);
    return encoder.encode(text);
}

bool recognisesZlibwapi(const QString &decoded)
{
    const QList<PastedErrorMatch> matches = PastedErrorRecogniser::recognise(PastedErrorText::normalise(decoded));
    return matches.size() == 1 && matches[0].code == QLatin1String("error-zlibwapi-missing");
}

TEST(PastedErrorTextTest, PowerShellUtf16WithByteOrderMark)
{
    const QString text = kChinese + QStringLiteral("\r\n") + PastedErrorSamples::zlibwapi + QStringLiteral("\r\n");
    for (const bool bigEndian : {false, true}) {
        const QString decoded = PastedErrorText::decode(utf16(text, bigEndian, true));
        EXPECT_EQ(decoded, text) << "big endian: " << bigEndian;
        EXPECT_TRUE(recognisesZlibwapi(decoded));
    }
}

TEST(PastedErrorTextTest, Utf16LittleEndianWithoutByteOrderMark)
{
    const QString text = PastedErrorSamples::zlibwapi + u'\n' + kChinese;
    EXPECT_EQ(PastedErrorText::decode(utf16(text, false, false)), text);
}

TEST(PastedErrorTextTest, AChineseWindowsConsoleWritesGbk)
{
    // "系统找不到指定的模块。" in GBK, then the English message.
    const QByteArray gbk = QByteArray("\xcf\xb5\xcd\xb3\xd5\xd2\xb2\xbb\xb5\xbd\xd6\xb8\xb6\xa8\xb5\xc4\xc4\xa3\xbf\xe9\xa1\xa3\r\n")
                           + PastedErrorSamples::zlibwapi.toLatin1();
    const QString decoded = PastedErrorText::decode(gbk);
    EXPECT_TRUE(recognisesZlibwapi(decoded)) << decoded.toStdString();
    if (QStringDecoder("GB18030").isValid()) {   // Qt built with ICU
        EXPECT_TRUE(decoded.startsWith(kChinese)) << decoded.toStdString();
    }
}

TEST(PastedErrorTextTest, Utf8CutInsideACharacterStaysUtf8)
{
    const QByteArray utf8 = (PastedErrorSamples::zlibwapi + u'\n' + kChinese).toUtf8();
    const QString decoded = PastedErrorText::decode(utf8.left(utf8.size() - 2));   // the last character cut in two
    EXPECT_EQ(decoded, PastedErrorSamples::zlibwapi + u'\n' + kChinese.chopped(1));
}

TEST(PastedErrorTextTest, OnlyTheLimitIsRead)
{
    const QByteArray big(PastedErrorText::kLimit + 5000, 'a');
    EXPECT_EQ(PastedErrorText::decode(big).size(), PastedErrorText::kLimit);
    EXPECT_EQ(PastedErrorText::normalise(QString(PastedErrorText::kLimit + 7, u'b')).size(), PastedErrorText::kLimit);
    EXPECT_TRUE(PastedErrorText::decode(QByteArray()).isEmpty());
}

TEST(PastedErrorTextTest, NormaliseMakesTheEnglishLinesReadAsPrinted)
{
    EXPECT_EQ(PastedErrorText::normalise(QStringLiteral("\x1b[1;31mRuntimeError\x1b[0m：（9，1，0）\r\nnext\rline")),
              QStringLiteral("RuntimeError:(9,1,0)\nnext\nline"));
    // What a legacy Windows console shows for ESC, a window title, curly quotes, odd spaces.
    EXPECT_EQ(PastedErrorText::normalise(QStringLiteral("\u2190[33mwarn\u2190[0m \x1b]0;title\x07“a”\u3000‘b’\u00a0c\u200b")),
              QStringLiteral("warn \"a\" 'b' c"));
    // Chinese text and full stops stay as they are.
    EXPECT_EQ(PastedErrorText::normalise(kChinese), kChinese);
    // A surrogate pair cut at the limit is not left half.
    QString cut(PastedErrorText::kLimit - 1, u'x');
    cut += QStringLiteral("😀");
    EXPECT_FALSE(PastedErrorText::normalise(cut).back().isHighSurrogate());
}

TEST(PastedErrorTextTest, HalfASurrogatePairDoesNotHideTheMessage)
{
    // Random bytes read as UTF-16, or a paste from a broken clipboard, can hold them.
    const QString broken = QString(QChar(char16_t(0xD800))) + u'\n' + PastedErrorSamples::zlibwapi + QChar(char16_t(0xDC00))
                           + QStringLiteral("😀");
    const QString text = PastedErrorText::normalise(broken);
    EXPECT_TRUE(text.startsWith(QChar(QChar::ReplacementCharacter)));
    EXPECT_TRUE(text.endsWith(QStringLiteral("\uFFFD😀")));
    EXPECT_TRUE(recognisesZlibwapi(broken));
}

TEST(PastedErrorTextTest, BinaryDoesNotBreakAnything)
{
    QByteArray binary;
    for (int i = 0; i < 70000; ++i)
        binary.append(char(i * 37 % 256));
    const QString text = PastedErrorText::normalise(PastedErrorText::decode(binary));
    EXPECT_FALSE(text.contains(QChar(0)));
    EXPECT_TRUE(PastedErrorRecogniser::recognise(text).isEmpty());
}

// A log's end, read from an offset that falls inside a character: the partial character and
// line go, the rest reads as the file's start says.
TEST(PastedErrorTextTest, TailOfALogIsDecodedAsItsStartSays)
{
    const QString lines = kChinese + u'\n' + PastedErrorSamples::zlibwapi + u'\n';
    QString text;
    for (int i = 0; i < 50; ++i)
        text += lines;
    for (const bool bigEndian : {false, true}) {
        const QByteArray bytes = utf16(text, bigEndian, true);
        for (const qint64 offset : {qint64(301), qint64(302)}) {
            const QString tail = PastedErrorText::decodeTail(bytes.left(1024), bytes.mid(offset), offset);
            EXPECT_TRUE(text.endsWith(tail)) << "big endian " << bigEndian << ", offset " << offset;
            EXPECT_TRUE(tail.startsWith(kChinese) || tail.startsWith(PastedErrorSamples::zlibwapi));
            EXPECT_TRUE(recognisesZlibwapi(tail.right(lines.size())));
        }
    }
    // UTF-16LE without a mark, as some tools write it.
    const QByteArray bare = utf16(text, false, false);
    EXPECT_TRUE(text.endsWith(PastedErrorText::decodeTail(bare.left(1024), bare.mid(777), 777)));
    // UTF-8 cut inside a Chinese character: not taken for GBK.
    const QByteArray utf8 = text.toUtf8();
    const qint64 inside = utf8.indexOf(kChinese.toUtf8(), 10) + 1;
    const QString tail = PastedErrorText::decodeTail(utf8.left(1024), utf8.mid(inside), inside);
    EXPECT_TRUE(text.endsWith(tail));
    EXPECT_TRUE(tail.startsWith(PastedErrorSamples::zlibwapi));
}

TEST(PastedErrorTextTest, BinaryIsToldFromText)
{
    QByteArray garbage(4096, '\0');
    for (qsizetype i = 0; i < garbage.size(); ++i)
        garbage[i] = char((i * 131 + 7) % 256);
    EXPECT_TRUE(PastedErrorText::looksLikeBinary(PastedErrorText::decode(garbage)));
    EXPECT_FALSE(PastedErrorText::looksLikeBinary(PastedErrorText::decode(utf16(kChinese + PastedErrorSamples::zlibwapi, false, true))));
    EXPECT_FALSE(PastedErrorText::looksLikeBinary(QStringLiteral("\x1b[31mError\x1b[0m\ttab\r\n")));
    EXPECT_FALSE(PastedErrorText::looksLikeBinary(QString()));
}

TEST(PastedErrorTextTest, LogFileReadsTheEndOfALargeFileAndSaysWhatWentWrong)
{
    QTemporaryDir folder;
    ASSERT_TRUE(folder.isValid());
    const QString large = folder.filePath(QStringLiteral("train.log"));
    QByteArray bytes;
    while (bytes.size() < 2 * PastedErrorText::kLimit)
        bytes += "step 123 loss 0.5 " + kChinese.toUtf8() + '\n';
    bytes += PastedErrorSamples::zlibwapi.toUtf8() + '\n';
    {
        QFile file(large);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }
    const ErrorLogFile log = ErrorLogFile::read(large);
    ASSERT_TRUE(log.ok()) << log.problem.toStdString();
    EXPECT_TRUE(log.cut);
    EXPECT_TRUE(log.keptEnd());
    EXPECT_FALSE(log.binary);
    EXPECT_EQ(log.size, bytes.size());
    EXPECT_LE(log.text.size(), PastedErrorText::kLimit);
    EXPECT_TRUE(log.text.startsWith(QStringLiteral("step 123")));
    EXPECT_TRUE(recognisesZlibwapi(log.text));

    const ErrorLogFile missing = ErrorLogFile::read(folder.filePath(QStringLiteral("none.log")));
    EXPECT_FALSE(missing.ok());
    EXPECT_TRUE(missing.problem.contains(QStringLiteral("none.log"))) << missing.problem.toStdString();
    const ErrorLogFile directory = ErrorLogFile::read(folder.path());
    EXPECT_TRUE(directory.problem.contains(QStringLiteral("it is a folder"))) << directory.problem.toStdString();
}

} // namespace
