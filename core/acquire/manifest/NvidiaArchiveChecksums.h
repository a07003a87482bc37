// NvidiaArchiveChecksums: the SHA-256 and size NVIDIA's own redist manifests give for cuDNN
// archives, shipped with the program (resources/compat/nvidia-archive-checksums.json). A lab
// mirror supplies its own manifest, so its checksum proves only that the file came through whole;
// for a file NVIDIA published, this table proves more: a mirror whose manifest gives that file
// another checksum or size holds something else under NVIDIA's name and is refused (ArchiveFetch,
// MirrorBuilder), and a file that matches is NVIDIA's even when it came from a mirror.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>

namespace cudnnsetup {

struct PublishedArchive
{
    QByteArray sha256;   // lower-case hex
    qint64 size = -1;
};

class NvidiaArchiveChecksums
{
    Q_DECLARE_TR_FUNCTIONS(NvidiaArchiveChecksums)

public:
    // The shipped table, loaded once (thread-safe); empty when it is missing or broken.
    static const NvidiaArchiveChecksums &builtIn();
    static std::optional<NvidiaArchiveChecksums> fromJson(const QByteArray &json, QString *error);

    // By the manifest's relative_path ("cudnn/linux-x86_64/cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz").
    std::optional<PublishedArchive> find(const QString &relativePath) const;
    qsizetype size() const { return m_archives.size(); }
    // The manifest labels the table was read from ("9.20.0", ...).
    const QStringList &manifests() const { return m_manifests; }

    // What a mirror's manifest says of a file, against the table. Empty when the table does not
    // know the file or agrees; else the translated refusal (nothing is downloaded).
    QString disagreement(const QString &relativePath, const QByteArray &sha256, qint64 size) const;

private:
    QHash<QString, PublishedArchive> m_archives;
    QStringList m_manifests;
};

} // namespace cudnnsetup
