// Fuzz target: what the downloader reads from a server's answer before it trusts a byte of the
// body — Content-Range of a resumed download, Content-Length, the value Qt joins after a
// redirect — and the redirect rule (https only; http only for an http mirror the user allowed).
// Input: line 1 Content-Range, line 2 Content-Length, lines 3 and 4 a redirect's from and to.
#include "FuzzSupport.h"

#include "core/acquire/download/DownloadPolicy.h"
#include "core/acquire/download/HttpHeaders.h"

#include <QUrl>

using namespace cudnnsetup;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QList<QByteArray> lines = fuzz::bytes(data, size).split('\n');
    const auto line = [&](int index) { return index < lines.size() ? lines.at(index) : QByteArray(); };

    for (const QByteArray &value : {line(0), HttpHeaders::lastValue(line(0))}) {
        if (const std::optional<ContentRange> range = HttpHeaders::parseContentRange(value)) {
            FUZZ_CHECK(range->first >= 0 && range->first <= range->last);
            FUZZ_CHECK(range->total == -1 || range->last < range->total);
        }
    }
    if (const std::optional<qint64> length = HttpHeaders::parseContentLength(HttpHeaders::lastValue(line(1))))
        FUZZ_CHECK(*length >= 0);
    FUZZ_CHECK(!HttpHeaders::lastValue(line(1)).contains(','));

    const QUrl from(QString::fromUtf8(line(2)));
    const QUrl to(QString::fromUtf8(line(3)));
    for (bool allowHttp : {false, true}) {
        if (DownloadPolicy::redirectAllowed(from, to, allowHttp)) {
            const QString scheme = to.scheme().toLower();
            FUZZ_CHECK(scheme == u"https" || (allowHttp && scheme == u"http"));
            FUZZ_CHECK(!to.host().isEmpty());
        }
    }
    DownloadPolicy::sourceKind(from);
    DownloadPolicy::isNvidiaHost(to);
    const QString fileName = QString::fromUtf8(line(2));
    if (DownloadPolicy::isSafeFileName(fileName)) {
        FUZZ_CHECK(!fileName.contains(u'/') && !fileName.contains(u'\\'));
        FUZZ_CHECK(fileName != u"." && fileName != u"..");
    }
    return 0;
}
