// Long because: plan() goes through the target, every folder of the archive, the environment, the disk and the rights in turn, and the steps share the helpers at the top.
#include "core/install/InstallPlanner.h"

#include "core/environment/LinuxEnvironment.h"
#include "core/environment/WindowsEnvironment.h"
#include "core/install/FrameworkImpact.h"
#include "core/model/ShownPath.h"
#include "core/platform/FileOps.h"
#include "core/probe/CudnnCopyFinder.h"
#include "core/probe/CudnnCopyInspector.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QStorageInfo>

#include <algorithm>
#include <functional>

namespace cudnnsetup {

namespace {

using Role = FolderMapping::Role;

void appendUnique(QStringList &list, const QStringList &more)
{
    for (const QString &item : more)
        if (!list.contains(item))
            list.append(item);
}

QString versionOfCopyIn(const QString &libraryFolder, const QString &includeFolder, bool windows)
{
    QList<ScanNote> notes;
    CudnnCopyInspector::Request request;
    request.libraryDir = libraryFolder;
    if (!includeFolder.isEmpty())
        request.includeDirCandidates = {includeFolder};
    request.windows = windows;
    const std::optional<CudnnCopy> copy = CudnnCopyInspector::inspect(request, notes);
    if (!copy || !copy->bestVersion().isValid())
        return {};
    return copy->bestVersion().toString();
}

QString readText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

bool alreadyHasLine(const FileEdit &edit)
{
    return readText(edit.path).split(u'\n').contains(edit.line);
}

// Windows paths as they are written there, whatever the host: a plan for a Windows tree made
// on Linux shows C:\... too (QDir::toNativeSeparators would keep the slashes there).
QString windowsSeparators(QString path)
{
    return path.replace(u'/', u'\\');
}

// Reads the persistent environment of both scopes and asks WindowsEnvironment what to change.
// `broughtRelease`: the release of a toolkit this install brings (invalid: none), whose program
// folders and CUDA_PATH_V<major>_<minor> are set up too.
EnvironmentPlan windowsEnvironmentPlan(const PersistentEnvironment &registry, InstallScope scope,
                                       const QString &dllFolder, const QString &toolkitRoot, const Version &broughtRelease)
{
    const PersistentScope mine = scope == InstallScope::System ? PersistentScope::Machine : PersistentScope::User;
    const PersistentScope other = scope == InstallScope::System ? PersistentScope::User : PersistentScope::Machine;
    WindowsEnvironmentRequest request;
    request.scope = scope;
    request.dllFolder = windowsSeparators(dllFolder);
    request.toolkitRoot = windowsSeparators(toolkitRoot);
    request.currentPath = registry.read(mine, QStringLiteral("Path")).value;
    request.otherScopePath = registry.read(other, QStringLiteral("Path")).value;
    request.registryKey = registry.describe(mine);
    // A working CUDA_PATH in either scope is the user's CUDA install speaking: leave it.
    for (const PersistentScope where : {mine, other}) {
        const QString cudaPath = registry.read(where, QStringLiteral("CUDA_PATH")).value;
        if (!cudaPath.isEmpty() && (request.currentCudaPath.isEmpty() || !request.cudaPathFolderExists)) {
            request.currentCudaPath = cudaPath;
            request.cudaPathFolderExists = QFileInfo(cudaPath).isDir();
        }
    }
    if (broughtRelease.isValid()) {
        for (const QString &folder : CudaToolkitAssembly::programFolders(toolkitRoot, broughtRelease, true))
            request.toolkitProgramFolders.append(windowsSeparators(folder));
        request.versionedCudaPathName = QStringLiteral("CUDA_PATH_V%1_%2").arg(broughtRelease.major()).arg(broughtRelease.minor());
        request.currentVersionedCudaPath = registry.read(mine, request.versionedCudaPathName).value;
        request.versionedCudaPathFolderExists = QFileInfo(request.currentVersionedCudaPath).isDir();
    }
    return WindowsEnvironment::plan(request);
}

// What the environment change would do to the frameworks of the request's scan (FrameworkImpact).
// With the automatic choice, an environment that changes what a framework loads today gives way
// to the activation script `safer` plans, when that changes less.
void considerFrameworks(InstallPlan &plan, EnvironmentPlan &environment, const InstallRequest &request, const SystemPaths &paths,
                        const std::function<EnvironmentPlan()> &safer)
{
    if (!request.machine || request.machine->frameworks.isEmpty())
        return;
    const auto changesToWorking = [](const QList<FrameworkChange> &changes) {
        return int(std::count_if(changes.cbegin(), changes.cend(), [](const FrameworkChange &change) { return change.changesWhatWorks(); }));
    };
    const auto impactOf = [&](const EnvironmentPlan &candidate) {
        return FrameworkImpact::of(plan, FrameworkImpact::reachOf(candidate, plan.libraryFolder), *request.machine, paths);
    };
    QList<FrameworkChange> changes = impactOf(environment);
    if (request.libraryPath == LibraryPathMode::Automatic && safer && changesToWorking(changes) > 0) {
        EnvironmentPlan safe = safer();
        const QList<FrameworkChange> safeChanges = impactOf(safe);
        if (changesToWorking(safeChanges) < changesToWorking(changes)) {
            plan.notes.append(InstallPlanner::tr("Putting %1 on the library path of every program would change the cuDNN that %n "
                                                 "framework(s) on this computer load: the folder goes into an activation script "
                                                 "instead. To put it on every program's path anyway, choose that explicitly.",
                                                 nullptr, changesToWorking(changes))
                                  .arg(shownPath(plan.libraryFolder)));
            plan.avoidedFrameworkChanges = changes;
            plan.libraryPath = LibraryPathMode::ActivationScript;
            environment = std::move(safe);
            changes = safeChanges;
        }
    }
    plan.frameworkChanges = changes;
}

// Whether the chain of links from `name` (inside `folder`) ends at a file that is being removed
// or at nothing, rather than at a file that stays or arrives.
bool linkEndsIn(const QString &folder, QString name, const QSet<QString> &removed, const QSet<QString> &incoming)
{
    for (int hop = 0; hop < 16; ++hop) {
        if (incoming.contains(name))
            return false;
        if (removed.contains(name))
            return true;
        const std::optional<QString> text = FileOps::linkText(folder + u'/' + name);
        if (!text)
            return !QFileInfo::exists(folder + u'/' + name);
        if (text->contains(u'/'))
            return false; // leads out of the folder: not part of this copy
        name = *text;
    }
    return false;
}

// Where the install goes: the toolkit named, the side-by-side folder named, or the default
// side-by-side folder for the scope. False, with a blocker, when there is nowhere to go.
bool chooseTargetRoot(InstallPlan &plan, const InstallRequest &request, const ArchiveIdentity &identity,
                      const SystemPaths &paths, const CudaPieces &cuda)
{
    if (!cuda.isEmpty()) {
        if (request.layout != InstallLayout::IntoToolkit || !request.toolkit.fromRedist || request.toolkit.root.isEmpty()) {
            plan.blockers.append(InstallPlanner::tr("The CUDA pieces and cuDNN go into one new toolkit folder, but none was named."));
            return false;
        }
        plan.targetRoot = QDir::cleanPath(request.toolkit.root);
    } else if (request.layout == InstallLayout::IntoToolkit) {
        if (request.toolkit.root.isEmpty()) {
            plan.blockers.append(InstallPlanner::tr("No CUDA Toolkit was chosen to install into. Install the CUDA Toolkit first, "
                                                    "name its folder, or install side by side."));
            return false;
        }
        plan.targetRoot = QDir::cleanPath(request.toolkit.root);
        if (!QFileInfo(plan.targetRoot).isDir()) {
            plan.blockers.append(InstallPlanner::tr("The CUDA Toolkit folder %1 does not exist.").arg(shownPath(plan.targetRoot)));
            return false;
        }
    } else if (!request.sideBySideRoot.isEmpty()) {
        plan.targetRoot = QDir::cleanPath(request.sideBySideRoot);
    } else {
        const bool windowsArchive = identity.isWindows();
        const QProcessEnvironment &environment = paths.environment();
        const QString localAppData = environment.value(QStringLiteral("LOCALAPPDATA"),
                                                       request.homeFolder + QStringLiteral("/AppData/Local"));
        const QString systemPrefix = windowsArchive ? paths.windowsProgramFiles() : paths.system(QStringLiteral("/opt"));
        const QString userPrefix = windowsArchive ? QDir::fromNativeSeparators(localAppData) + QStringLiteral("/Programs")
                                                  : request.homeFolder + QStringLiteral("/.local/opt");
        plan.targetRoot = InstallLayoutRules::defaultSideBySideRoot(identity, request.scope, systemPrefix, userPrefix);
    }
    return true;
}

// The release of the cuDNN copy already in `targetFolder`, read once per folder.
QString existingVersionIn(QHash<QString, QString> &existingVersions, const QString &targetFolder, const InstallPlan &plan,
                          bool windowsArchive)
{
    if (!existingVersions.contains(targetFolder))
        existingVersions.insert(targetFolder, versionOfCopyIn(plan.libraryFolder, plan.includeFolder, windowsArchive));
    return existingVersions.value(targetFolder);
}

// The archive's files that `mapping` puts into its target folder: each placed, or counted as
// unchanged when the same file is there. Their names go into `names`. False when the archive has
// none there.
bool planPlacements(InstallPlan &plan, const FolderMapping &mapping, const QString &stagedTop, bool windowsArchive,
                    QHash<QString, QSet<QString>> &incomingNames, QHash<QString, QString> &existingVersions)
{
    const QString source = mapping.archiveFolder.isEmpty() ? stagedTop : stagedTop + u'/' + mapping.archiveFolder;
    const QFileInfoList entries = QDir(source).entryInfoList(mapping.patterns, QDir::Files | QDir::System | QDir::Hidden,
                                                             QDir::Name);
    if (entries.isEmpty())
        return false;
    appendUnique(plan.directories, FileOps::missingFolders(mapping.targetFolder));
    QSet<QString> &names = incomingNames[mapping.targetFolder];
    for (const QFileInfo &entry : entries) {
        const QString destination = mapping.targetFolder + u'/' + entry.fileName();
        names.insert(entry.fileName());
        PlannedFile file;
        file.source = entry.absoluteFilePath();
        file.destination = destination;
        file.incoming = FileFingerprint::of(file.source);
        file.existing = FileFingerprint::of(destination);
        if (file.existing.matches(file.incoming)) {
            ++plan.unchangedFiles;
            continue;
        }
        if (file.existing.exists() && mapping.role != Role::License)
            file.existingVersion = existingVersionIn(existingVersions, mapping.targetFolder, plan, windowsArchive);
        if (file.incoming.kind == FileFingerprint::Kind::File)
            plan.bytesNeeded += file.incoming.size;
        plan.files.append(file);
    }
    return true;
}

// What an older copy at the same place would leave behind: its files of the same major
// that the new release does not have (a sub-library dropped or renamed, another
// version's real files behind the links). Other majors stay: programs built for them
// still load them by their own names.
void planLeftoverRemovals(InstallPlan &plan, const FolderMapping &mapping, const QSet<QString> &names, int newMajor,
                          bool windowsArchive, QHash<QString, QString> &existingVersions)
{
    const QFileInfoList present = QDir(mapping.targetFolder).entryInfoList(mapping.patterns,
                                                                           QDir::Files | QDir::System, QDir::Name);
    QSet<QString> removed;
    QStringList unversionedLinks;
    for (const QFileInfo &old : present) {
        if (names.contains(old.fileName()))
            continue;
        const int major = InstallPlanner::majorInName(old.fileName());
        if (major == newMajor && major > 0) {
            plan.removals.append({old.absoluteFilePath(),
                                  existingVersionIn(existingVersions, mapping.targetFolder, plan, windowsArchive)});
            removed.insert(old.fileName());
        } else if (major > 0) {
            plan.keptFiles.append(shownPath(old.absoluteFilePath()));
        } else if (old.isSymLink()) {
            unversionedLinks.append(old.fileName());
        }
    }
    // An unversioned link (libcudnn_x.so -> libcudnn_x.so.9) of a sub-library the new
    // release dropped would point at nothing once its files are gone: it goes with them.
    for (const QString &link : unversionedLinks)
        if (linkEndsIn(mapping.targetFolder, link, removed, names))
            plan.removals.append({mapping.targetFolder + u'/' + link, existingVersions.value(mapping.targetFolder)});
}

// Linux: the profile, activation script and loader files that let programs find the new copy
// (LinuxEnvironment), with the frameworks that would then load another cuDNN considered.
void planLinuxEnvironment(InstallPlan &plan, const InstallRequest &request, const SystemPaths &paths, const CudaPieces &cuda)
{
    const QList<ToolkitInstall> noToolkits;
    const QStringList loaderConfigFolders = CudnnCopyFinder(paths, noToolkits).ldSoConfFolders();
    auto environmentPlan = [&](bool activationScript) {
        LinuxEnvironmentRequest environmentRequest;
        environmentRequest.scope = request.scope;
        environmentRequest.name = plan.environmentName();
        environmentRequest.libraryFolder = plan.libraryFolder;
        environmentRequest.cudnnRoot = request.layout == InstallLayout::SideBySide ? plan.targetRoot : QString();
        environmentRequest.homeFolder = request.homeFolder;
        environmentRequest.cudaRoot = cuda.isEmpty() ? QString() : plan.targetRoot;
        environmentRequest.activationScript = activationScript;
        return LinuxEnvironment::plan(environmentRequest, paths, loaderConfigFolders);
    };
    EnvironmentPlan environment = environmentPlan(request.libraryPath == LibraryPathMode::ActivationScript);
    plan.libraryPath = environment.activationScript.isEmpty() ? LibraryPathMode::Everywhere : LibraryPathMode::ActivationScript;
    considerFrameworks(plan, environment, request, paths, [&] { return environmentPlan(true); });
    plan.activationScript = environment.activationScript;
    for (const FileEdit &edit : environment.edits) {
        if (edit.kind == FileEdit::Kind::WholeFile
            && FileFingerprint::of(edit.path).matches(FileFingerprint::ofContent(edit.content)))
            continue;
        appendUnique(plan.directories, FileOps::missingFolders(QFileInfo(edit.path).absolutePath()));
        plan.environmentEdits.append(edit);
    }
    // The profile line is shared by every install that needs it, so each of them takes it
    // into its plan (adding it is a no-op when it is there) and the last one undone removes
    // it. An install that changes nothing else has no line to own.
    const bool changesSomething = !plan.files.isEmpty() || !plan.removals.isEmpty()
                                  || std::any_of(plan.environmentEdits.cbegin(), plan.environmentEdits.cend(),
                                                 [](const FileEdit &edit) { return edit.kind == FileEdit::Kind::WholeFile; });
    if (!changesSomething)
        plan.environmentEdits.removeIf([](const FileEdit &edit) { return alreadyHasLine(edit); });
    plan.environmentChanges = environment.changes;
    plan.refreshLoaderCache = environment.refreshLoaderCache && !plan.environmentEdits.isEmpty();
    plan.notes += environment.notes;
    if (plan.refreshLoaderCache && !paths.sysroot().isEmpty()) {
        plan.refreshLoaderCache = false;
        plan.notes.append(InstallPlanner::tr("ldconfig is not run for a --sysroot tree; run `ldconfig -r %1` there if needed.")
                              .arg(paths.sysroot()));
    }
}

// Windows: the registry values that let programs find the new copy (and the toolkit this install
// brings), with the frameworks considered.
void planWindowsEnvironment(InstallPlan &plan, const InstallRequest &request, const SystemPaths &paths, const CudaPieces &cuda)
{
    const PersistentEnvironment &registry
        = request.persistentEnvironment ? *request.persistentEnvironment : PersistentEnvironment::host();
    EnvironmentPlan environment = windowsEnvironmentPlan(
        registry, request.scope, plan.libraryFolder,
        request.layout == InstallLayout::IntoToolkit ? plan.targetRoot : request.toolkit.root,
        cuda.isEmpty() ? Version() : cuda.release);
    // PATH gets the folder at its end, and Windows frameworks load their own copies first: no
    // activation script is offered there (nor needed so far), but what changes is said.
    considerFrameworks(plan, environment, request, paths, {});
    plan.registryEdits = environment.registryEdits;
    plan.environmentChanges = environment.changes;
    plan.notes += environment.notes;
}

// Space: files move from the staging folder when it is on the same disk, so the unpacked
// copy already holds the room they need.
void checkDiskSpace(InstallPlan &plan, const QString &stagingFolder)
{
    const QStorageInfo target(FileOps::nearestExistingFolder(plan.targetRoot));
    if (!target.isValid())
        return;
    plan.bytesAvailable = target.bytesAvailable();
    if (QStorageInfo(stagingFolder).device() == target.device())
        plan.bytesAvailable += plan.bytesNeeded;
    if (plan.bytesAvailable >= 0 && plan.bytesNeeded > plan.bytesAvailable)
        plan.blockers.append(InstallPlanner::tr("The disk holding %1 has %2 MB free, but %3 MB are needed. Free some space or "
                                                "install somewhere else.")
                                 .arg(shownPath(plan.targetRoot))
                                 .arg(plan.bytesAvailable / (1024 * 1024))
                                 .arg((plan.bytesNeeded + 1024 * 1024 - 1) / (1024 * 1024)));
}

// Rights: every folder something is written in.
void checkWriteRights(InstallPlan &plan)
{
    QStringList written;
    for (const PlannedFile &file : plan.files)
        appendUnique(written, {QFileInfo(file.destination).absolutePath()});
    for (const PlannedRemoval &removal : plan.removals)
        appendUnique(written, {QFileInfo(removal.path).absolutePath()});
    for (const FileEdit &edit : plan.environmentEdits)
        appendUnique(written, {QFileInfo(edit.path).absolutePath()});
    for (const QString &folder : written)
        if (!FileOps::canWriteIn(folder))
            appendUnique(plan.notWritable, {shownPath(FileOps::nearestExistingFolder(folder))});
    plan.needsElevation = !plan.notWritable.isEmpty();
}

} // namespace

int InstallPlanner::majorInName(const QString &fileName)
{
    static const QRegularExpression patterns[] = {
        QRegularExpression(QStringLiteral("\\.so\\.(\\d+)")),
        QRegularExpression(QStringLiteral("64_(\\d+)\\.(?:dll|lib)$"), QRegularExpression::CaseInsensitiveOption),
        QRegularExpression(QStringLiteral("_v(\\d+)\\.(?:h|a)$")),
    };
    for (const QRegularExpression &pattern : patterns)
        if (const QRegularExpressionMatch match = pattern.match(fileName); match.hasMatch())
            return match.captured(1).toInt();
    return 0;
}

InstallPlan InstallPlanner::plan(const InstallRequest &request, const ArchiveIdentity &identity,
                                 const QString &archivePath, const QString &stagingFolder, const QString &id,
                                 const QString &stateFolder, const SystemPaths &paths, const CudaPieces &cuda)
{
    InstallPlan plan;
    plan.id = id;
    plan.stateFolder = stateFolder;
    plan.archivePath = archivePath;
    plan.version = identity.version.toString();
    plan.cudaMajor = identity.cudaMajor;
    plan.platform = identity.platform;
    plan.layout = request.layout;
    plan.scope = request.scope;
    if (!request.archiveChecksumNote.isEmpty())
        plan.notes.append(request.archiveChecksumNote);
    plan.refreshCommand = request.refreshCommand;
    if (!cuda.isEmpty()) {
        plan.cudaRelease = cuda.release.toString();
        plan.cudaProfile = cuda.profile;
    }
    if (!chooseTargetRoot(plan, request, identity, paths, cuda))
        return plan;

    const bool windowsArchive = identity.isWindows();
    const QString stagedTop = identity.topDirectory.isEmpty() ? stagingFolder : stagingFolder + u'/' + identity.topDirectory;
    const QList<FolderMapping> mappings
        = InstallLayoutRules::mappings(identity, stagedTop, request.layout, plan.targetRoot, request.toolkit);
    const int newMajor = identity.version.major();
    QHash<QString, QSet<QString>> incomingNames; // target folder -> names placed there
    QHash<QString, QString> existingVersions;     // target folder -> release of the copy there

    for (const FolderMapping &mapping : mappings) {
        if (mapping.role == Role::Libraries || mapping.role == Role::Dlls)
            plan.libraryFolder = mapping.targetFolder;
        if (mapping.role == Role::Headers)
            plan.includeFolder = mapping.targetFolder;
    }
    for (const FolderMapping &mapping : mappings) {
        if (!planPlacements(plan, mapping, stagedTop, windowsArchive, incomingNames, existingVersions))
            continue;
        if (mapping.role != Role::License)
            planLeftoverRemovals(plan, mapping, incomingNames[mapping.targetFolder], newMajor, windowsArchive, existingVersions);
    }
    if (plan.files.isEmpty() && plan.unchangedFiles == 0)
        plan.blockers.append(tr("The unpacked archive holds no cuDNN files to install."));
    if (!cuda.isEmpty())
        CudaToolkitAssembly::addTo(plan, cuda, plan.targetRoot);
    if (!plan.keptFiles.isEmpty())
        plan.notes.append(tr("%n file(s) of another cuDNN major version stay where they are: programs built for it "
                             "still load them by their own names.", nullptr, int(plan.keptFiles.size())));

    // Environment: only for an archive of the target system's OS (the --platform of a sysroot),
    // whichever OS this runs on.
    const bool archiveMatchesHost = windowsArchive == paths.platform().isWindows();
    if (request.editEnvironment && archiveMatchesHost && !paths.platform().isWindows())
        planLinuxEnvironment(plan, request, paths, cuda);
    else if (request.editEnvironment && archiveMatchesHost)
        planWindowsEnvironment(plan, request, paths, cuda);
    else if (request.editEnvironment && !archiveMatchesHost)
        plan.notes.append(tr("The environment is left alone: this archive is for another operating system."));

    checkDiskSpace(plan, stagingFolder);
    checkWriteRights(plan);
    return plan;
}

} // namespace cudnnsetup
