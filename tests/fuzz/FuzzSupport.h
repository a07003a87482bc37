// FuzzSupport: what the libFuzzer targets share — the input as Qt types, a scratch folder for
// the targets whose parser reads files, and the check that turns a broken promise of a parser
// (a value it says it never returns) into a crash the fuzzer keeps.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QString>
#include <QTemporaryDir>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace cudnnsetup::fuzz {

inline QByteArray bytes(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

// Tool output is decoded as the scanner decodes it (ToolRunner: UTF-8, invalid bytes replaced).
inline QString text(const uint8_t *data, size_t size)
{
    return QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
}

// One folder for the whole fuzzing process, removed when it ends. Targets that write files
// reuse paths inside it, so a long run does not fill the disk.
inline const QString &scratchFolder()
{
    static QTemporaryDir folder;
    if (!folder.isValid()) {
        std::fprintf(stderr, "fuzz: no temporary folder: %s\n", qPrintable(folder.errorString()));
        std::abort();
    }
    static const QString path = folder.path();
    return path;
}

// Writes a file a parser is then pointed at; the fuzzer's own failure, not the parser's, if it
// cannot.
inline void writeFile(const QString &path, const QByteArray &content)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(content) != content.size()) {
        std::fprintf(stderr, "fuzz: cannot write %s: %s\n", qPrintable(path), qPrintable(file.errorString()));
        std::abort();
    }
}

// Splits one input into the several files some parsers read together (a transaction folder),
// at a line that a dictionary entry teaches the fuzzer.
inline QList<QByteArray> parts(const QByteArray &input, int count)
{
    static const QByteArray separator = "\n--8<--\n";
    QList<QByteArray> result;
    qsizetype start = 0;
    for (int i = 0; i < count - 1; ++i) {
        const qsizetype at = input.indexOf(separator, start);
        if (at < 0)
            break;
        result.append(input.mid(start, at - start));
        start = at + separator.size();
    }
    result.append(input.mid(start));
    while (result.size() < count)
        result.append(QByteArray());
    return result;
}

} // namespace cudnnsetup::fuzz

// A parser broke one of its own promises: report it as a crash, with the promise that broke.
#define FUZZ_CHECK(condition)                                                                      \
    do {                                                                                           \
        if (!(condition)) {                                                                        \
            std::fprintf(stderr, "fuzz: broken promise: %s (%s:%d)\n", #condition, __FILE__, __LINE__); \
            std::abort();                                                                          \
        }                                                                                          \
    } while (false)
