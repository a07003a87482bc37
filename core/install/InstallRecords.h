// InstallRecords: the transactions kept in a state folder (…/transactions/<id>/), newest first,
// with their state — which installs can be uninstalled, and which were interrupted and must be
// resumed or rolled back. Per-user installs keep their records in the user's app-data folder,
// system-wide ones in /var/lib/cudnn-setup (C:\ProgramData\cudnn-setup on Windows), so an
// install made elevated is found again by the next start of the wizard.
#pragma once

#include "core/environment/EnvironmentChange.h"
#include "core/install/Transaction.h"
#include "core/platform/HostPlatform.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace cudnnsetup {

struct InstallRecord
{
    QString folder;
    TransactionInfo info;
    TransactionState state = TransactionState::Planned;

    bool needsAttention() const
    {
        return state == TransactionState::Interrupted || state == TransactionState::UndoInterrupted
               || state == TransactionState::UndoIncomplete;
    }
};

class InstallRecords
{
    Q_DECLARE_TR_FUNCTIONS(InstallRecords)

public:
    // `sysroot` re-roots the system folder, as for the scan; `platform` (the scan's) says where
    // that folder is: ProgramData on Windows, /var/lib elsewhere.
    static QString defaultFolder(InstallScope scope, const QString &sysroot = {},
                                 const HostPlatform &platform = HostPlatform::current());
    // Both default folders (user first), for looking up records of either scope. An elevated
    // process on Windows gets only the system's: its %LOCALAPPDATA% is still the user's, which
    // the user's unelevated programs can write (root on Linux reads both, and refuses a record in
    // a folder it does not own, untrustedBecause).
    static QStringList defaultFolders(const QString &sysroot = {}, const HostPlatform &platform = HostPlatform::current());

    // Run elevated (root on Linux, an elevated token on Windows: ProcessRights::runsElevated), a
    // record is believed only when no one else can have written it: its state folder, its
    // transactions folder, its own folder and its files are writable only by the administrators
    // (TrustedFiles::writableOnlyByUs: owned by root, or on Windows by Administrators, SYSTEM or
    // TrustedInstaller, and no one else may write them). A forged record under a user's HOME read
    // by `sudo -E`, or in a folder a user made in ProgramData, is skipped. The reason a record was
    // skipped; empty when it is used (always, when not elevated).
    static QString untrustedBecause(const QString &stateFolder, const QString &recordFolder);
    // The records of `stateFolders` skipped for that, each with its reason (translated).
    static QStringList refusedWhenElevated(const QStringList &stateFolders);

    // Every readable record in `stateFolders`, newest first (the trusted ones, run elevated).
    static QList<InstallRecord> list(const QStringList &stateFolders);
    static QList<InstallRecord> needingAttention(const QStringList &stateFolders);
    static std::optional<InstallRecord> find(const QStringList &stateFolders, const QString &id);
    static std::optional<InstallRecord> latestInstalled(const QStringList &stateFolders);
    // A later finished install in the same place stacks on this one: it replaced this one's
    // files and relies on the ones it found identical. Installs are undone newest first, so
    // this one can only be uninstalled once that one is.
    static std::optional<InstallRecord> stackedOn(const QStringList &stateFolders, const InstallRecord &record);

    // Unpacked archives whose install was never started (the wizard closed at the preview):
    // folders without a transaction record, older than `minimumAgeSeconds`; and the staging
    // folder a kill right after the commit left in a finished install.
    static void removeAbandoned(const QString &stateFolder, qint64 minimumAgeSeconds = 24 * 3600);
};

} // namespace cudnnsetup
