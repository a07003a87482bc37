// TransactionFolder: the layout of a state folder, named once. Each transaction has a folder
// <state>/transactions/<id>/ holding transaction.json (what it is; a folder without it is an
// unpacked archive no transaction took over), plan.json (the operations in order),
// journal.jsonl (what has happened), backup/ (what was overwritten or removed) and, until it is
// applied, staging/ (the unpacked archive).
#pragma once

#include <QFileInfo>
#include <QString>

namespace cudnnsetup::TransactionFolder {

inline QString transactionsOf(const QString &stateFolder) { return stateFolder + QStringLiteral("/transactions"); }
inline QString of(const QString &stateFolder, const QString &id) { return transactionsOf(stateFolder) + u'/' + id; }
inline QString infoFile(const QString &folder) { return folder + QStringLiteral("/transaction.json"); }
inline QString planFile(const QString &folder) { return folder + QStringLiteral("/plan.json"); }
inline QString journalFile(const QString &folder) { return folder + QStringLiteral("/journal.jsonl"); }
inline QString backupOf(const QString &folder) { return folder + QStringLiteral("/backup"); }
inline QString stagingOf(const QString &folder) { return folder + QStringLiteral("/staging"); }
// The plan for the administrator's half (`cudnn-setup apply --plan`), beside the unpacked files it names.
inline QString elevatedPlanOf(const QString &folder) { return folder + QStringLiteral("/plan-for-administrator.json"); }
// True once a transaction was created in `folder` (it is a record, not a leftover unpack).
inline bool isRecord(const QString &folder) { return QFileInfo::exists(infoFile(folder)); }

} // namespace cudnnsetup::TransactionFolder
