// PastedErrorText: an error message a user pasted or saved, made readable for the recogniser.
// What users paste is rarely clean: a Chinese Windows console writes GBK, PowerShell's `>` writes
// UTF-16 with a byte-order mark, terminals leave colour codes in a log, a Chinese input method
// or forum turns ':' and '(' into their full-width forms, Windows ends lines with CRLF, a
// console hard-wraps long lines at its width (also in the middle of a word), Markdown adds
// ** markers, rich tracebacks draw boxes, and text decoded with the wrong code page turns
// Chinese into mojibake.
// Pure: bytes or text in, text out; any input (binary, huge, broken) gives some text and never
// an error.
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace cudnnsetup {

class PastedErrorText
{
public:
    // What is read at most (characters of text, bytes of a file): error messages are short,
    // and a log of this size already holds thousands of lines.
    static constexpr qsizetype kLimit = 1024 * 1024;

    // Bytes as saved by a terminal, an editor or PowerShell: UTF-8, or UTF-16/UTF-32 with a
    // byte-order mark, or UTF-16LE without one; anything that is not valid UTF-8 is tried as
    // GB18030 (GBK's superset, what a Simplified Chinese Windows console writes) where this
    // build of Qt can decode it, then as the system's own code page, and is otherwise decoded
    // with replacement characters. A multi-byte character cut off at the end is dropped.
    static QString decode(const QByteArray &bytes);

    // The end of a saved text too long to read whole (a log's error is at its end): `start` is
    // the file's first bytes, which tell the encoding (a byte-order mark, UTF-16 without one),
    // and `tail` its bytes from `offset` on. The partial character and the partial line the cut
    // leaves at the tail's start are dropped; `offset` 0 is decode(tail).
    static QString decodeTail(const QByteArray &start, const QByteArray &tail, qint64 offset);

    // Decoded text that is not text: a program, an image or an archive given as a log. More than
    // one character in twenty of its start is a replacement character, a control character
    // other than tab, line ends, form feed and ESC, or from the private use area (where GB18030
    // puts byte sequences no Chinese text has).
    static bool looksLikeBinary(const QString &decoded);

    // The text the recogniser reads: at most kLimit characters; ANSI escape sequences (colours,
    // cursor moves) removed; CRLF and lone CR turned into LF; full-width ASCII forms
    // (U+FF01–U+FF5E), the ideographic and no-break spaces and curly quotes turned into their
    // ASCII forms; zero-width characters and NUL removed; half a surrogate pair replaced with
    // U+FFFD; Markdown's bold markers (**) removed; box-drawing, block and braille characters
    // (rich tracebacks' frames, progress bars, spinners) turned into spaces; mojibake repaired
    // where it is unambiguous (repairMojibake). Line numbers stay those of the pasted text.
    static QString normalise(const QString &pasted);

    // Text that was UTF-8 but was decoded as Windows-1252 / Latin-1 ("æ‰¾ä¸åˆ°" for "找不到") or
    // as GBK ("鎵句笉鍒" for "找不到"), repaired run by run: a run of non-ASCII characters is
    // replaced only when its bytes in that code page are valid UTF-8 that decodes to Chinese,
    // Japanese or Korean text, which real text in that code page practically never is. Other
    // text, including real Chinese and accented Latin, is left as it is.
    static QString repairMojibake(const QString &text);

    // A console that wraps long lines at its width (80 columns, or whatever the window had)
    // leaves hard line breaks inside words ("Failed to create CUDAE" / "xecutionProvider"). In a
    // block of non-empty lines whose longest lines all have the same length W (at least 40, at
    // least two of them) and where at least one of them ends inside a word, every line of
    // exactly W characters is joined with the next one. `lineOf` gets, for each line of the
    // result, the 1-based line of `normalised` where it starts.
    static QString joinHardWraps(const QString &normalised, QList<int> *lineOf = nullptr);
};

} // namespace cudnnsetup
