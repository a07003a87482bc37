// Installer: the install pipeline's single steps — unpack the archive into a new transaction
// folder (nothing outside it is touched), plan against the real destination, start the
// transaction that applies the plan. InstallWorkflow puts them in order for every front end;
// `apply --plan` and the tests use single steps.
#pragma once

#include "core/archive/ArchiveExtractor.h"
#include "core/install/CudaArchiveUnpacker.h"
#include "core/install/InstallPlan.h"
#include "core/install/InstallPlanner.h"
#include "core/install/Transaction.h"
#include "core/model/ToolkitInstall.h"
#include "core/probe/ScanOptions.h"

#include <QCoreApplication>

#include <memory>

namespace cudnnsetup {

struct UnpackedArchive
{
    QString id;             // the transaction's id
    QString archivePath;    // the archive it was unpacked from
    QString stateFolder;
    QString stagingFolder;  // where the archive's tree now is
    ExtractionResult extraction;
    CudaPieces cuda;        // CUDA redist archives unpacked beside it (Installer::unpackCuda)

    bool ok() const { return extraction.ok(); }
};

class Installer
{
    Q_DECLARE_TR_FUNCTIONS(Installer)

public:
    static UnpackedArchive unpack(const QString &archivePath, const QString &stateFolder,
                                  const ExtractionOptions &options = {});
    // Unpacks the CUDA redist archives of `cuda` into the same transaction's staging folder,
    // several at once (CudaArchiveUnpacker: each checked, its SHA-256 compared), and records
    // them in `unpacked` in the order given. `starting` is told each archive as it is taken up;
    // `options.progress` the sum over all of them. On the first failure `unpacked.extraction`
    // says what went wrong and the whole unpacked folder is removed; returns false.
    static bool unpackCuda(UnpackedArchive &unpacked, const Version &release, const QString &profile,
                           const QList<CudaArchiveFile> &cuda, const ExtractionOptions &options,
                           const std::function<void(const CudaArchiveFile &)> &starting = {});
    // Plans `request` against the unpacked tree (InstallWorkflow adds what the machine's
    // records say: an interrupted install blocks a new one).
    static InstallPlan plan(const UnpackedArchive &unpacked, const InstallRequest &request, const SystemPaths &paths);
    // Writes `plan` for the elevated half (`cudnn-setup apply --plan FILE`) into its transaction
    // folder (plan-for-administrator.json, mode 0600), with every staged file's SHA-256, and
    // returns the file, or an empty string with `error` set. The plan's records go where the
    // system's records are, so that an administrator process never writes records into the
    // user's home.
    static QString writeElevatedPlan(InstallPlan plan, const QString &sysroot, QString *error);
    // The arguments of `cudnn-setup apply` for that file: the plan, the target folder and
    // release it installs, which the administrator sees in the password prompt (pkexec shows
    // the command line), and the plan file's SHA-256 as it is now; `apply` checks all three.
    static QStringList applyArguments(const QString &planFile, const InstallPlan &plan, const QString &sysroot);
    // Creates the transaction for `plan` (its folder already holds the staging tree).
    static std::unique_ptr<Transaction> begin(const InstallPlan &plan, QString *error);
    // Drops an unpacked archive whose plan will not be applied (a no-op, a cancelled preview).
    static void discard(const UnpackedArchive &unpacked);
    static void discard(const QString &stateFolder, const QString &id);

    // The toolkit to install into: the one at `cudaRoot` when given (its version from the scan
    // when the scan found it), else the scan's default toolkit; an empty root when there is none.
    static ToolkitTarget toolkitTarget(const QString &cudaRoot, const QList<ToolkitInstall> &toolkits);
    // The same, and a root the scan did not find (one that is not in a standard place) is looked
    // at as if CUDA_HOME named it, so that its version is still known.
    static ToolkitTarget toolkitTarget(const QString &cudaRoot, const QList<ToolkitInstall> &toolkits,
                                       const ScanOptions &scan);
};

} // namespace cudnnsetup
