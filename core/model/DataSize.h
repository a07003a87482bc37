// DataSize: how every size the user reads is written (archives, downloads, disk space, GPU
// memory). One format everywhere, so the same archive never shows as "512.0 MB" in one place
// and "488.3 MiB" in another; QLocale supplies the decimal separator and the unit names.
#pragma once

#include <QLocale>
#include <QString>

namespace cudnnsetup {

inline QString dataSizeText(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}

} // namespace cudnnsetup
