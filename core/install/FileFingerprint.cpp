#include "core/install/FileFingerprint.h"

#include "core/platform/FileOps.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>

namespace cudnnsetup {

namespace {

QString kindName(FileFingerprint::Kind kind)
{
    switch (kind) {
    case FileFingerprint::Kind::Missing: return QStringLiteral("missing");
    case FileFingerprint::Kind::File: return QStringLiteral("file");
    case FileFingerprint::Kind::Symlink: return QStringLiteral("symlink");
    case FileFingerprint::Kind::Directory: return QStringLiteral("directory");
    case FileFingerprint::Kind::Other: return QStringLiteral("other");
    }
    return {};
}

FileFingerprint::Kind kindFromName(const QString &name)
{
    for (FileFingerprint::Kind kind : {FileFingerprint::Kind::File, FileFingerprint::Kind::Symlink,
                                       FileFingerprint::Kind::Directory, FileFingerprint::Kind::Other})
        if (kindName(kind) == name)
            return kind;
    return FileFingerprint::Kind::Missing;
}

} // namespace

FileFingerprint FileFingerprint::of(const QString &path)
{
    FileFingerprint fingerprint;
    if (const std::optional<QString> text = FileOps::linkText(path)) {
        fingerprint.kind = Kind::Symlink;
        fingerprint.linkText = *text;
        return fingerprint;
    }
    const QFileInfo info(path);
    if (!info.exists())
        return fingerprint;
    if (info.isDir()) {
        fingerprint.kind = Kind::Directory;
        return fingerprint;
    }
    if (!info.isFile()) {
        fingerprint.kind = Kind::Other;
        return fingerprint;
    }
    fingerprint.kind = Kind::File;
    fingerprint.size = info.size();
    fingerprint.modifiedMs = info.lastModified().toMSecsSinceEpoch();
    if (fingerprint.size <= kHashedBytes) {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly))
            fingerprint.sha256 = QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex();
    }
    return fingerprint;
}

FileFingerprint FileFingerprint::ofContent(const QByteArray &content)
{
    FileFingerprint fingerprint;
    fingerprint.kind = Kind::File;
    fingerprint.size = content.size();
    if (content.size() <= kHashedBytes)
        fingerprint.sha256 = QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex();
    return fingerprint;
}

bool FileFingerprint::matches(const FileFingerprint &other) const
{
    if (kind != other.kind)
        return false;
    switch (kind) {
    case Kind::Missing:
    case Kind::Directory:
    case Kind::Other:
        return true;
    case Kind::Symlink:
        return linkText == other.linkText;
    case Kind::File:
        break;
    }
    if (size != other.size)
        return false;
    if (!sha256.isEmpty() && !other.sha256.isEmpty())
        return sha256 == other.sha256;
    if (modifiedMs >= 0 && other.modifiedMs >= 0)
        return modifiedMs == other.modifiedMs;
    return true;
}

QJsonObject FileFingerprint::toJson() const
{
    QJsonObject json{{QStringLiteral("kind"), kindName(kind)}};
    if (kind == Kind::File) {
        json.insert(QStringLiteral("size"), size);
        json.insert(QStringLiteral("modifiedMs"), modifiedMs);
        if (!sha256.isEmpty())
            json.insert(QStringLiteral("sha256"), QString::fromLatin1(sha256));
    }
    if (kind == Kind::Symlink)
        json.insert(QStringLiteral("linkText"), linkText);
    return json;
}

FileFingerprint FileFingerprint::fromJson(const QJsonObject &json)
{
    FileFingerprint fingerprint;
    fingerprint.kind = kindFromName(json.value(QStringLiteral("kind")).toString());
    fingerprint.size = json.value(QStringLiteral("size")).toInteger();
    fingerprint.modifiedMs = json.value(QStringLiteral("modifiedMs")).toInteger(-1);
    fingerprint.sha256 = json.value(QStringLiteral("sha256")).toString().toLatin1();
    fingerprint.linkText = json.value(QStringLiteral("linkText")).toString();
    return fingerprint;
}

} // namespace cudnnsetup
