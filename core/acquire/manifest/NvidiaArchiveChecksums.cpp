#include "core/acquire/manifest/NvidiaArchiveChecksums.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

// Outside the namespace: Q_INIT_RESOURCE declares a global function.
static void initChecksumResource()
{
    Q_INIT_RESOURCE(nvidia_checksums);
}

namespace cudnnsetup {

const NvidiaArchiveChecksums &NvidiaArchiveChecksums::builtIn()
{
    static const NvidiaArchiveChecksums table = [] {
        initChecksumResource();
        QFile file(QStringLiteral(":/checksums/nvidia-archive-checksums.json"));
        if (!file.open(QIODevice::ReadOnly)) {
            qCritical("nvidia-archive-checksums.json is not embedded: %s", qPrintable(file.errorString()));
            return NvidiaArchiveChecksums();
        }
        QString error;
        std::optional<NvidiaArchiveChecksums> loaded = fromJson(file.readAll(), &error);
        if (!loaded) {
            qCritical("embedded nvidia-archive-checksums.json is broken: %s", qPrintable(error));
            return NvidiaArchiveChecksums();
        }
        return std::move(*loaded);
    }();
    return table;
}

std::optional<NvidiaArchiveChecksums> NvidiaArchiveChecksums::fromJson(const QByteArray &json, QString *error)
{
    auto fail = [&](const QString &why) -> std::optional<NvidiaArchiveChecksums> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (!document.isObject())
        return fail(parseError.error != QJsonParseError::NoError ? parseError.errorString() : QStringLiteral("not an object"));
    const QJsonObject root = document.object();
    if (!root.value(QStringLiteral("archives")).isObject())
        return fail(QStringLiteral("no \"archives\" object"));
    static const QRegularExpression hex(QRegularExpression::anchoredPattern(QStringLiteral("[0-9a-f]{64}")));
    NvidiaArchiveChecksums table;
    for (const QJsonValue &label : root.value(QStringLiteral("manifests")).toArray())
        table.m_manifests.append(label.toString());
    const QJsonObject archives = root.value(QStringLiteral("archives")).toObject();
    for (auto it = archives.begin(); it != archives.end(); ++it) {
        const QJsonObject entry = it.value().toObject();
        const QString sha = entry.value(QStringLiteral("sha256")).toString();
        const double size = entry.value(QStringLiteral("size")).toDouble(-1);
        if (!hex.match(sha).hasMatch() || size <= 0)
            return fail(QStringLiteral("%1: a sha256 of 64 lower-case hex digits and a positive size are needed").arg(it.key()));
        table.m_archives.insert(it.key(), {sha.toLatin1(), qint64(size)});
    }
    return table;
}

std::optional<PublishedArchive> NvidiaArchiveChecksums::find(const QString &relativePath) const
{
    const auto it = m_archives.constFind(relativePath);
    if (it == m_archives.constEnd())
        return std::nullopt;
    return *it;
}

QString NvidiaArchiveChecksums::disagreement(const QString &relativePath, const QByteArray &sha256, qint64 size) const
{
    const std::optional<PublishedArchive> published = find(relativePath);
    if (!published || (published->sha256 == sha256.toLower() && (size < 0 || size == published->size)))
        return {};
    const QString file = relativePath.section(u'/', -1);
    return tr("The mirror's list gives %1 the SHA-256 %2 (%3 bytes), but NVIDIA published %4 (%5 bytes) for that file: "
              "the mirror holds another file under NVIDIA's name, and it was not downloaded. Ask whoever runs the mirror to "
              "rebuild it from NVIDIA's files (cudnn-setup mirror), or download from NVIDIA.")
        .arg(file, QString::fromLatin1(sha256), QString::number(size), QString::fromLatin1(published->sha256),
             QString::number(published->size));
}

} // namespace cudnnsetup
