// Journal: the append-only record of one transaction (journal.jsonl: one JSON object per line).
// Every record is flushed to the disk before append() returns, and the Transaction appends the
// record of an operation *before* the operation touches anything — so whatever state a crash
// leaves, the journal names every change that may have happened. A torn last line (a crash in
// the middle of writing it) is ignored when reading: its operation had not started.
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

namespace cudnnsetup {

class Journal
{
public:
    explicit Journal(QString path);

    const QString &path() const { return m_path; }
    // Appends one record and flushes it to the disk; false (with `error`) when that failed, in
    // which case the caller must not go on with the change the record announces.
    bool append(const QJsonObject &record, QString *error);
    // Every complete record, in order.
    QList<QJsonObject> read() const;

private:
    QString m_path;
};

} // namespace cudnnsetup
