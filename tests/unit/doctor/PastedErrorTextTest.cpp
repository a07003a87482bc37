// PastedErrorText: the bytes users save (PowerShell's UTF-16, a zh-CN console's GBK, UTF-8 cut at
// the size limit) and the text they paste (colour codes, CRLF, full-width punctuation, Markdown,
// rich tracebacks' frames, a console's hard wraps, mojibake) become text in which the English
// error lines read as printed.
#include "PastedErrorSamples.h"

#include "core/doctor/pasted/ErrorLogFile.h"
#include "core/doctor/pasted/PastedErrorRecogniser.h"
#include "core/doctor/pasted/PastedErrorText.h"

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

TEST(PastedErrorTextTest, MarkdownAndFramesAreTakenOut)
{
    EXPECT_EQ(PastedErrorText::normalise(QStringLiteral("**Could not locate zlibwapi.dll.**")), QStringLiteral("Could not locate zlibwapi.dll."));
    // A rich traceback's frame, a progress bar and a spinner become spaces; the line stays one line.
    EXPECT_EQ(PastedErrorText::normalise(QStringLiteral("│ RuntimeError: x │\n100%|██▊| 3/3 ⠴ done")),
              QStringLiteral("  RuntimeError: x  \n100%|   | 3/3   done"));
}

TEST(PastedErrorTextTest, AConsolesHardWrapsAreJoined)
{
    // A 48-column console cut "104" and "to" in two (as in
    // tests/fixtures/pasted_errors/real/paddle_old_dynamicloader_libcudnn.txt, at 62 columns).
    const QString wrapped = QStringLiteral("F0531 03:56:01.989326  2382 DynamicLoader.cpp:10\n"
                                           "4] Check failed: nullptr != *dso_handle Failed t\n"
                                           "o find dynamic library: libcudnn.so (libcudnn.so\n"
                                           ": cannot open shared object file)\n"
                                           "\n"
                                           "next paragraph\n");
    QList<int> lineOf;
    EXPECT_EQ(PastedErrorText::joinHardWraps(wrapped, &lineOf),
              QStringLiteral("F0531 03:56:01.989326  2382 DynamicLoader.cpp:104] Check failed: nullptr != *dso_handle Failed to find "
                             "dynamic library: libcudnn.so (libcudnn.so: cannot open shared object file)\n\nnext paragraph\n"));
    EXPECT_EQ(lineOf, (QList<int>{1, 5, 6, 7}));
    // Without a line that ends inside a word, lines of one length are a log's, not a wrap.
    const QString log = QStringLiteral("W0608 17:24:46.596577 device_context.cc:422] device: 0, cuDNN Version: 7.4.\n"
                                       "W0608 17:24:46.596577 device_context.cc:422] device: 1, cuDNN Version: 7.4.\n");
    EXPECT_EQ(PastedErrorText::joinHardWraps(log), log);
    // Short lines are never taken for a wrap.
    EXPECT_EQ(PastedErrorText::joinHardWraps(QStringLiteral("abc\ndef\n")), QStringLiteral("abc\ndef\n"));
}

TEST(PastedErrorTextTest, MojibakeIsRepairedAndRealTextIsLeftAlone)
{
    // "找不到指定的模块" written as UTF-8 and shown as Windows-1252 (as a console or editor in a
    // Western code page does), its C1 bytes kept.
    const QString windows1252 = QStringLiteral("\u00e6\u2030\u00be\u00e4\u00b8\u008d\u00e5\u02c6\u00b0\u00e6\u0152\u2021\u00e5\u00ae\u0161"
                                               "\u00e7\u0161\u201e\u00e6\u00a8\u00a1\u00e5\u009d\u2014");
    EXPECT_EQ(PastedErrorText::repairMojibake(QStringLiteral("OSError: ") + windows1252), QStringLiteral("OSError: 找不到指定的模块"));
    EXPECT_EQ(PastedErrorText::normalise(QStringLiteral("Le module sp\u00c3\u00a9cifi\u00c3\u00a9 est introuvable")),
              QStringLiteral("Le module spécifié est introuvable"));
    for (const QString &real : {kChinese, QStringLiteral("各位大佬好，我在运行 train.py 的时候报错了"), QStringLiteral("La procédure spécifiée est introuvable."),
                                QStringLiteral("Не найден указанный модуль."), QStringLiteral("Größe °C ±5 × 2 — “quoted”")})
        EXPECT_EQ(PastedErrorText::repairMojibake(real), real) << real.toStdString();
    // UTF-8 shown as GBK, what a Chinese Windows console shows for a UTF-8 program.
    if (!QStringEncoder("GB18030").isValid())
        GTEST_SKIP() << "this Qt has no GB18030 codec (no ICU): GBK mojibake cannot be told here";
    const QString gbk = QStringLiteral("\u93b5\u53e5\u7b09\u9352\u7248\u5bda\u7039\u6c31\u6b91\u59af\u2033\u6f61");
    EXPECT_EQ(PastedErrorText::repairMojibake(QStringLiteral("OSError: ") + gbk), QStringLiteral("OSError: 找不到指定的模块"));
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
