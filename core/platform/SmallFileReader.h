// SmallFileReader: read a small text file the scan depends on (version.json, cudnn_version.h,
// ld.so.conf) with a size cap, so a huge or special file (a FIFO, /dev/zero behind a link)
// can neither hang nor exhaust the scan. Failures come back as a translated reason.
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace cudnnsetup {

class SmallFileReader
{
public:
    static constexpr qint64 kDefaultLimit = 4 * 1024 * 1024;
    static std::optional<QByteArray> read(const QString &path, QString *error = nullptr, qint64 limit = kDefaultLimit);
};

} // namespace cudnnsetup
