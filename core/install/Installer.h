// Installer: the install pipeline's steps, shared by the wizard and the CLI — unpack the archive
// into a new transaction folder (nothing outside it is touched), plan against the real
// destination, then start the transaction that applies the plan. Each step is separate so the
// wizard can show the plan between them and the CLI can stop after it (--dry-run).
#pragma once

#include "core/archive/ArchiveExtractor.h"
#include "core/install/InstallPlan.h"
#include "core/install/InstallPlanner.h"
#include "core/install/Transaction.h"
#include "core/model/ToolkitInstall.h"

#include <QCoreApplication>

#include <memory>

namespace cudnnsetup {

struct UnpackedArchive
{
    QString id;             // the transaction's id
    QString stateFolder;
    QString stagingFolder;  // where the archive's tree now is
    ExtractionResult extraction;

    bool ok() const { return extraction.ok(); }
};

class Installer
{
    Q_DECLARE_TR_FUNCTIONS(Installer)

public:
    static UnpackedArchive unpack(const QString &archivePath, const QString &stateFolder,
                                  const ExtractionOptions &options = {});
    // `recordFolders`: where earlier installs are recorded; one that was interrupted blocks the
    // plan (a new install does not start on top of one that stopped part-way).
    static InstallPlan plan(const UnpackedArchive &unpacked, const QString &archivePath,
                            const InstallRequest &request, const SystemPaths &paths,
                            const QStringList &recordFolders = {});
    // Writes `plan` for the elevated half (`cudnn-setup apply --plan FILE`) into the temporary
    // folder and returns the file, or an empty string with `error` set. The plan's records go
    // where the system's records are, so that an administrator process never writes records
    // into the user's home.
    static QString writeElevatedPlan(InstallPlan plan, const QString &sysroot, QString *error);
    // Creates the transaction for `plan` (its folder already holds the staging tree).
    static std::unique_ptr<Transaction> begin(const InstallPlan &plan, QString *error);
    // Drops an unpacked archive whose plan will not be applied (a no-op, a cancelled preview).
    static void discard(const UnpackedArchive &unpacked);
    static void discard(const QString &stateFolder, const QString &id);

    // The toolkit to install into: the one at `cudaRoot` when given (its version from the scan
    // when the scan found it), else the scan's default toolkit; an empty root when there is none.
    static ToolkitTarget toolkitTarget(const QString &cudaRoot, const QList<ToolkitInstall> &toolkits);
};

} // namespace cudnnsetup
