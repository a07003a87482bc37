#include "core/install/InstallRecords.h"
#include "core/install/TransactionFolder.h"
#include "core/platform/ProcessRights.h"
#include "core/platform/TrustedFiles.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include <algorithm>

namespace cudnnsetup {

QString InstallRecords::defaultFolder(InstallScope scope, const QString &sysroot, const HostPlatform &platform)
{
    if (scope == InstallScope::User)
        return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/installs");
    if (!platform.isWindows())
        return sysroot + QStringLiteral("/var/lib/cudnn-setup");
    if (!sysroot.isEmpty())
        return sysroot + QStringLiteral("/ProgramData/cudnn-setup");
    const QString programData = QDir::fromNativeSeparators(qEnvironmentVariable("ProgramData", QStringLiteral("C:/ProgramData")));
    return programData + QStringLiteral("/cudnn-setup");
}

QStringList InstallRecords::defaultFolders(const QString &sysroot, const HostPlatform &platform)
{
    const QString system = defaultFolder(InstallScope::System, sysroot, platform);
    if (HostPlatform::current().isWindows() && ProcessRights::runsElevated())
        return {system};
    return {defaultFolder(InstallScope::User, sysroot, platform), system};
}

QString InstallRecords::untrustedBecause(const QString &stateFolder, const QString &folder)
{
    if (!ProcessRights::runsElevated())
        return {};
    QString why;
    for (const QString &path : {stateFolder, TransactionFolder::transactionsOf(stateFolder), folder,
                                TransactionFolder::infoFile(folder), TransactionFolder::planFile(folder),
                                TransactionFolder::journalFile(folder), TransactionFolder::backupOf(folder)})
        if (!TrustedFiles::writableOnlyByUs(path, &why))
            return why;
    return {};
}

QStringList InstallRecords::refusedWhenElevated(const QStringList &stateFolders)
{
    QStringList refused;
    for (const QString &stateFolder : stateFolders) {
        const QDir transactions(TransactionFolder::transactionsOf(stateFolder));
        for (const QString &id : transactions.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            const QString folder = transactions.filePath(id);
            if (TransactionFolder::isRecord(folder))
                if (const QString why = untrustedBecause(stateFolder, folder); !why.isEmpty())
                    refused.append(tr("The record %1 is not used: %2 Records acted on with administrator rights must "
                                      "be in folders only the administrator can change.").arg(id, why));
        }
    }
    return refused;
}

QList<InstallRecord> InstallRecords::list(const QStringList &stateFolders)
{
    QList<InstallRecord> records;
    for (const QString &stateFolder : stateFolders) {
        const QDir transactions(TransactionFolder::transactionsOf(stateFolder));
        for (const QString &id : transactions.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            const QString folder = transactions.filePath(id);
            if (!TransactionFolder::isRecord(folder) || !untrustedBecause(stateFolder, folder).isEmpty())
                continue;
            if (const std::unique_ptr<Transaction> transaction = Transaction::open(folder, nullptr))
                records.append({folder, transaction->info(), transaction->state()});
        }
    }
    std::sort(records.begin(), records.end(), [](const InstallRecord &a, const InstallRecord &b) {
        return a.info.created != b.info.created ? a.info.created > b.info.created : a.info.id > b.info.id;
    });
    return records;
}

QList<InstallRecord> InstallRecords::needingAttention(const QStringList &stateFolders)
{
    QList<InstallRecord> records = list(stateFolders);
    records.removeIf([](const InstallRecord &record) { return !record.needsAttention(); });
    return records;
}

std::optional<InstallRecord> InstallRecords::find(const QStringList &stateFolders, const QString &id)
{
    for (const InstallRecord &record : list(stateFolders))
        if (record.info.id == id)
            return record;
    return std::nullopt;
}

std::optional<InstallRecord> InstallRecords::latestInstalled(const QStringList &stateFolders)
{
    for (const InstallRecord &record : list(stateFolders))
        if (record.state == TransactionState::Installed)
            return record;
    return std::nullopt;
}

std::optional<InstallRecord> InstallRecords::stackedOn(const QStringList &stateFolders, const InstallRecord &record)
{
    const QString target = record.info.details.value(QStringLiteral("target")).toString();
    for (const InstallRecord &other : list(stateFolders)) {
        if (other.info.id == record.info.id)
            break; // the list is newest first: everything after this is older
        if (other.state == TransactionState::Installed
            && other.info.details.value(QStringLiteral("target")).toString() == target)
            return other;
    }
    return std::nullopt;
}

void InstallRecords::removeAbandoned(const QString &stateFolder, qint64 minimumAgeSeconds)
{
    const QDir transactions(TransactionFolder::transactionsOf(stateFolder));
    const QDateTime cutoff = QDateTime::currentDateTimeUtc().addSecs(-minimumAgeSeconds);
    for (const QFileInfo &folder : transactions.entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (TransactionFolder::isRecord(folder.absoluteFilePath())) {
            // A kill right after the commit leaves the emptied staging folder of a finished install.
            const QString staging = TransactionFolder::stagingOf(folder.absoluteFilePath());
            if (QFileInfo::exists(staging)) {
                const std::unique_ptr<Transaction> transaction = Transaction::open(folder.absoluteFilePath(), nullptr);
                if (transaction && !InstallRecord{folder.absoluteFilePath(), transaction->info(), transaction->state()}.needsAttention()
                    && transaction->state() != TransactionState::Planned)
                    QDir(staging).removeRecursively();
            }
            continue;
        }
        if (folder.lastModified().toUTC() < cutoff)
            QDir(folder.absoluteFilePath()).removeRecursively();
    }
}

} // namespace cudnnsetup
