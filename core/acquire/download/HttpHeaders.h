// HttpHeaders: the response headers the downloader believes, read from the raw bytes a server
// sent — Content-Range of a resumed download, Content-Length of a whole one — kept apart from
// the I/O so that every odd or hostile value can be tested (and fuzzed, tests/fuzz) on its own.
// A header that is malformed, self-contradictory or out of range reads as absent: the
// downloader then starts over or trusts the manifest's size, never a made-up number.
#pragma once

#include <QByteArray>
#include <QtGlobal>

#include <optional>

namespace cudnnsetup {

struct ContentRange
{
    qint64 first = -1;   // the first byte of the file this answer carries
    qint64 last = -1;    // the last one, inclusive
    qint64 total = -1;   // the file's whole size; -1 for "*" (unknown)
};

class HttpHeaders
{
public:
    // After a redirect, Qt 6.4 appends the final answer's headers to those of the redirect
    // answer ("Content-Length: 6, 1048576"), so only the last value belongs to the file sent.
    static QByteArray lastValue(const QByteArray &rawHeader);

    // "bytes 100-199/1000" or "bytes 100-199/*". nullopt for any other form, for first > last,
    // for a last byte at or past the total, and for numbers that do not fit in 63 bits.
    static std::optional<ContentRange> parseContentRange(const QByteArray &value);

    // A plain decimal byte count; nullopt for signs, spaces inside, junk and overflow.
    static std::optional<qint64> parseContentLength(const QByteArray &value);
};

} // namespace cudnnsetup
