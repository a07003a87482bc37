// FileChecksum: SHA-256 of a file, read in fixed-size chunks (archives are up to 2 GB; memory
// stays flat). Cancellable through a flag checked between chunks.
#pragma once

#include <QByteArray>
#include <QString>

#include <atomic>
#include <optional>

namespace cudnnsetup {

class FileChecksum
{
public:
    // Lower-case hex SHA-256, or nullopt with `error` set (unreadable file, cancelled).
    static std::optional<QByteArray> sha256Hex(const QString &path, QString *error = nullptr,
                                               const std::atomic_bool *cancel = nullptr);
};

} // namespace cudnnsetup
