#include "core/install/Journal.h"

#include "core/install/CrashPoint.h"
#include "core/platform/FileOps.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>

namespace cudnnsetup {

namespace {

struct JournalText
{
    Q_DECLARE_TR_FUNCTIONS(Journal)
};

} // namespace

Journal::Journal(QString path)
    : m_path(std::move(path))
{
}

bool Journal::append(const QJsonObject &record, QString *error)
{
    QFile file(m_path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Append)) {
        if (error)
            *error = JournalText::tr("The install journal %1 cannot be written: %2").arg(m_path, file.errorString());
        return false;
    }
    // A new journal gets its mode from us, not from the umask: libarchive's writer sets the
    // process's umask to 0 for an instant when worker threads start unpacking, and root acts only
    // on records no one else can write (InstallRecords::untrustedBecause).
    if (file.size() == 0)
        file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther);
    const QByteArray line = QJsonDocument(record).toJson(QJsonDocument::Compact) + '\n';
    const bool ok = file.write(line) == line.size() && file.flush() && FileOps::flush(file.handle());
    if (!ok && error)
        *error = JournalText::tr("The install journal %1 cannot be written: %2").arg(m_path, file.errorString());
    file.close();
    if (ok)
        crashPoint();
    return ok;
}

QList<QJsonObject> Journal::read() const
{
    QList<QJsonObject> records;
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly))
        return records;
    const QList<QByteArray> lines = file.readAll().split('\n');
    for (const QByteArray &line : lines) {
        if (line.trimmed().isEmpty())
            continue;
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(line, &parseError);
        if (parseError.error != QJsonParseError::NoError || !document.isObject())
            break; // a torn record can only be the last one
        records.append(document.object());
    }
    return records;
}

} // namespace cudnnsetup
