#include "core/platform/FileChecksum.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>

namespace cudnnsetup {

std::optional<QByteArray> FileChecksum::sha256Hex(const QString &path, QString *error, const std::atomic_bool *cancel)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QCoreApplication::translate("FileChecksum", "%1 could not be read: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    QCryptographicHash hash(QCryptographicHash::Sha256);
    QByteArray buffer(1 << 20, Qt::Uninitialized);
    for (;;) {
        if (cancel && cancel->load()) {
            if (error)
                *error = QCoreApplication::translate("FileChecksum", "Checking %1 was cancelled.").arg(path);
            return std::nullopt;
        }
        const qint64 read = file.read(buffer.data(), buffer.size());
        if (read < 0) {
            if (error)
                *error = QCoreApplication::translate("FileChecksum", "%1 could not be read: %2").arg(path, file.errorString());
            return std::nullopt;
        }
        if (read == 0)
            break;
        hash.addData(QByteArrayView(buffer.constData(), read));
    }
    return hash.result().toHex();
}

} // namespace cudnnsetup
