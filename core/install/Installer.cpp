#include "core/install/Installer.h"

#include "core/install/InstallRecords.h"
#include "core/model/ShownPath.h"
#include "core/platform/FileOps.h"
#include "core/platform/FolderPermissions.h"
#include "core/platform/ProcessRights.h"
#include "core/platform/Sha256Stream.h"
#include "core/probe/ToolkitFinder.h"
#include "core/install/TransactionFolder.h"

#include <QDir>
#include <QJsonDocument>
#include <QFileInfo>


namespace cudnnsetup {

UnpackedArchive Installer::unpack(const QString &archivePath, const QString &stateFolder, const ExtractionOptions &options)
{
    UnpackedArchive unpacked;
    unpacked.archivePath = archivePath;
    unpacked.stateFolder = stateFolder;
    unpacked.id = Transaction::newId();
    const QString folder = Transaction::folderFor(stateFolder, unpacked.id);
    unpacked.stagingFolder = TransactionFolder::stagingOf(folder);
    const bool made = FolderPermissions::makePath(folder, 0755);
    // The unpacked archive is the user's until it is installed: no one else reads it or swaps it.
    if (made && !ProcessRights::runsAsRoot())
        FolderPermissions::ensureFolderMode(folder, 0700);
    if (!made) {
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

bool Installer::unpackCuda(UnpackedArchive &unpacked, const Version &release, const QString &profile,
                           const QList<CudaArchiveFile> &cuda, const ExtractionOptions &options,
                           const std::function<void(const CudaArchiveFile &)> &starting)
{
    const QString folder = unpacked.stagingFolder + QStringLiteral("/cuda");
    auto fail = [&](ExtractionResult result) {
        discard(unpacked);
        unpacked.extraction = std::move(result);
        unpacked.cuda = {};
        return false;
    };
    auto cannotWrite = [&] {
        ExtractionResult result;
        result.problem = ExtractionProblem::CannotWrite;
        result.reason = tr("The folder %1 for unpacking the CUDA archives cannot be created. Check that the disk is "
                           "writable.").arg(shownPath(folder));
        return fail(result);
    };
    if (!QDir().mkpath(folder))
        return cannotWrite();
    unpacked.cuda.release = release;
    unpacked.cuda.profile = profile;
    CudaArchiveUnpacker::Outcome outcome = CudaArchiveUnpacker::unpack(cuda, folder, options, starting);
    if (!outcome.ok())
        return fail(std::move(outcome.failure));
    bool linux = true;
    for (qsizetype i = 0; i < cuda.size(); ++i) {
        const ExtractionResult &result = outcome.unpacked.at(i);
        unpacked.cuda.components.append({cuda.at(i).path, result.destination + u'/' + result.component->folderName(),
                                         cuda.at(i).component, result.component->version});
        linux = linux && result.component->platform.startsWith(QStringLiteral("linux"));
    }
    if (linux && !cuda.isEmpty()) {
        unpacked.cuda.rootEntries = folder + QStringLiteral("/.toolkit");
        if (!CudaToolkitAssembly::stageRootEntries(unpacked.cuda.rootEntries))
            return cannotWrite();
    }
    return true;
}

InstallPlan Installer::plan(const UnpackedArchive &unpacked, const InstallRequest &request, const SystemPaths &paths)
{
    const ArchiveIdentity identity = unpacked.extraction.identification.identity.value_or(ArchiveIdentity{});
    return InstallPlanner::plan(request, identity, unpacked.archivePath, unpacked.stagingFolder, unpacked.id,
                                unpacked.stateFolder, paths, unpacked.cuda);
}

QString Installer::writeElevatedPlan(InstallPlan plan, const QString &sysroot, QString *error)
{
    // Where the plan's own unpacked files are: the plan goes beside them, in the user's
    // transaction folder (0700), under a name no other user can take first.
    const QString folder = Transaction::folderFor(plan.stateFolder, plan.id);
    for (PlannedFile &file : plan.files)
        if (file.incoming.kind == FileFingerprint::Kind::File && !file.source.isEmpty()) {
            file.sourceSha256 = Sha256Stream::ofFile(file.source, nullptr, error);
            if (file.sourceSha256.isEmpty())
                return {};
        }
    plan.stateFolder = InstallRecords::defaultFolder(InstallScope::System, sysroot);
    const QString file = TransactionFolder::elevatedPlanOf(folder);
    if (!FileOps::writeAtomically(file, QJsonDocument(plan.toJson()).toJson(), 0600, error))
        return {};
    return file;
}

QStringList Installer::applyArguments(const QString &planFile, const InstallPlan &plan, const QString &sysroot)
{
    QStringList arguments{QStringLiteral("apply"), QStringLiteral("--plan"), planFile, QStringLiteral("--expect-target"),
                          plan.targetRoot, QStringLiteral("--expect-version"), plan.version};
    // The plan as it is now, when it is shown: a plan file changed before the administrator's
    // process reads it (staged files and all, since it carries their SHA-256) is refused.
    if (const QByteArray sha256 = Sha256Stream::ofFile(planFile, nullptr, nullptr); !sha256.isEmpty())
        arguments << QStringLiteral("--expect-plan-sha256") << QString::fromLatin1(sha256);
    if (!sysroot.isEmpty())
        arguments << QStringLiteral("--sysroot") << sysroot;
    return arguments;
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
    if (!TransactionFolder::isRecord(folder))
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

ToolkitTarget Installer::toolkitTarget(const QString &cudaRoot, const QList<ToolkitInstall> &toolkits, const ScanOptions &scan)
{
    ToolkitTarget target = toolkitTarget(cudaRoot, toolkits);
    if (cudaRoot.isEmpty() || target.version.isValid() || !QFileInfo(cudaRoot).isDir())
        return target;
    QProcessEnvironment environment = scan.environment;
    environment.insert(QStringLiteral("CUDA_HOME"), cudaRoot);
    const SystemPaths withRoot(scan.sysroot, scan.targetPlatform(), environment);
    const QString wanted = QFileInfo(cudaRoot).canonicalFilePath();
    for (const ToolkitInstall &toolkit : ToolkitFinder(withRoot, false, scan.toolTimeoutMs).find().toolkits)
        if (toolkit.canonicalRoot == wanted)
            target.version = toolkit.version;
    return target;
}

} // namespace cudnnsetup
