#include "core/doctor/pasted/ErrorLogFile.h"

#include "core/doctor/pasted/PastedErrorText.h"

#include <QFile>
#include <QFileInfo>

namespace cudnnsetup {

namespace {

// Enough to see a byte-order mark and the shape of UTF-16 without one.
constexpr qint64 kStartBytes = 1024;

} // namespace

ErrorLogFile ErrorLogFile::read(const QString &path)
{
    ErrorLogFile log;
    log.path = path;
    const QFileInfo info(path);
    QFile file(path);
    if (info.isDir()) {
        log.problem = tr("Cannot read the error text from %1: %2").arg(path, tr("it is a folder"));
        return log;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        log.problem = tr("Cannot read the error text from %1: %2").arg(path, file.errorString());
        return log;
    }
    // A FIFO or a device has no size: it is read from its start, like a pasted text.
    log.size = file.isSequential() ? 0 : file.size();
    QByteArray start, tail;
    qint64 offset = 0;
    if (log.size > PastedErrorText::kLimit) {
        start = file.read(kStartBytes);
        offset = log.size - PastedErrorText::kLimit;
        if (!file.seek(offset)) {
            log.problem = tr("Cannot read the error text from %1: %2").arg(path, file.errorString());
            return log;
        }
        log.cut = true;
    }
    tail = file.read(PastedErrorText::kLimit);
    if (file.error() != QFileDevice::NoError) {
        log.problem = tr("Cannot read the error text from %1: %2").arg(path, file.errorString());
        return log;
    }
    if (file.isSequential() && !file.atEnd() && file.read(1).size() == 1)
        log.cut = true;   // more than was read; what was read is its start
    log.text = offset > 0 ? PastedErrorText::decodeTail(start, tail, offset) : PastedErrorText::decode(tail);
    log.binary = PastedErrorText::looksLikeBinary(log.text);
    return log;
}

} // namespace cudnnsetup
