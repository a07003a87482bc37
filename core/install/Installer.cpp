#include "core/install/Installer.h"

#include "core/install/InstallRecords.h"
#include "core/model/ShownPath.h"
#include "core/platform/FileOps.h"

#include <QDir>
#include <QJsonDocument>
#include <QFileInfo>

namespace cudnnsetup {

UnpackedArchive Installer::unpack(const QString &archivePath, const QString &stateFolder, const ExtractionOptions &options)
{
    UnpackedArchive unpacked;
    unpacked.stateFolder = stateFolder;
    unpacked.id = Transaction::newId();
    const QString folder = Transaction::folderFor(stateFolder, unpacked.id);
    unpacked.stagingFolder = folder + QStringLiteral("/staging");
    if (!QDir().mkpath(folder)) {
        unpacked.extraction.problem = ExtractionProblem::CannotWrite;
        unpacked.extraction.reason = tr("The folder %1 for unpacking the archive cannot be created. Check that the disk "
                                        "is writable.").arg(shownPath(folder));
        return unpacked;
    }
    unpacked.extraction = ArchiveExtractor::extract(archivePath, unpacked.stagingFolder, options);
    if (!unpacked.extraction.ok())
        QDir(folder).removeRecursively();
    return unpacked;
}

InstallPlan Installer::plan(const UnpackedArchive &unpacked, const QString &archivePath, const InstallRequest &request,
                            const SystemPaths &paths, const QStringList &recordFolders)
{
    const ArchiveIdentity identity = unpacked.extraction.identification.identity.value_or(ArchiveIdentity{});
    InstallPlan plan = InstallPlanner::plan(request, identity, archivePath, unpacked.stagingFolder, unpacked.id,
                                            unpacked.stateFolder, paths);
    const QList<InstallRecord> pending = InstallRecords::needingAttention(recordFolders);
    if (!pending.isEmpty())
        plan.blockers.append(tr("An earlier install was interrupted: %1 (record %2). Resume it or roll it back first, "
                                "then install.")
                                 .arg(pending.first().info.title, pending.first().info.id));
    return plan;
}

QString Installer::writeElevatedPlan(InstallPlan plan, const QString &sysroot, QString *error)
{
    plan.stateFolder = InstallRecords::defaultFolder(InstallScope::System, sysroot);
    const QString file = QDir::tempPath() + QStringLiteral("/cudnn-setup-plan-") + plan.id + QStringLiteral(".json");
    if (!FileOps::writeAtomically(file, QJsonDocument(plan.toJson()).toJson(), 0644, error))
        return {};
    return file;
}

std::unique_ptr<Transaction> Installer::begin(const InstallPlan &plan, QString *error)
{
    return Transaction::create(plan.stateFolder, plan.transactionInfo(), plan.operations(), error);
}

void Installer::discard(const UnpackedArchive &unpacked)
{
    discard(unpacked.stateFolder, unpacked.id);
}

void Installer::discard(const QString &stateFolder, const QString &id)
{
    const QString folder = Transaction::folderFor(stateFolder, id);
    if (!QFileInfo::exists(folder + QStringLiteral("/transaction.json")))
        QDir(folder).removeRecursively();
}

ToolkitTarget Installer::toolkitTarget(const QString &cudaRoot, const QList<ToolkitInstall> &toolkits)
{
    if (cudaRoot.isEmpty()) {
        for (const ToolkitInstall &toolkit : toolkits)
            if (toolkit.isDefault)
                return {toolkit.root, toolkit.version};
        return toolkits.isEmpty() ? ToolkitTarget{} : ToolkitTarget{toolkits.first().root, toolkits.first().version};
    }
    const QString wanted = QFileInfo(cudaRoot).canonicalFilePath();
    for (const ToolkitInstall &toolkit : toolkits)
        if (!wanted.isEmpty() && toolkit.canonicalRoot == wanted)
            return {cudaRoot, toolkit.version};
    return {cudaRoot, Version()};
}

} // namespace cudnnsetup
