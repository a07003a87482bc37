#include "core/platform/SmallFileReader.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace cudnnsetup {

std::optional<QByteArray> SmallFileReader::read(const QString &path, QString *error, qint64 limit)
{
    auto fail = [&](const QString &why) -> std::optional<QByteArray> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const QFileInfo info(path);
    if (!info.exists())
        return fail(QCoreApplication::translate("SmallFileReader", "%1 does not exist.").arg(path));
    if (!info.isFile())   // follows links: a link to a FIFO or device is refused here, not read
        return fail(QCoreApplication::translate("SmallFileReader", "%1 is not a regular file.").arg(path));
    if (info.size() > limit)
        return fail(QCoreApplication::translate("SmallFileReader", "%1 is too large to be a version file (%2 bytes).")
                        .arg(path)
                        .arg(info.size()));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(QCoreApplication::translate("SmallFileReader", "%1 could not be read: %2").arg(path, file.errorString()));
    return file.read(limit);
}

} // namespace cudnnsetup
