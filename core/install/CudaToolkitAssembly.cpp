#include "core/install/CudaToolkitAssembly.h"

#include "core/install/InstallPlan.h"
#include "core/platform/FileOps.h"
#include "core/platform/SystemPaths.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>

namespace cudnnsetup {

namespace {

QString majorMinor(const Version &release)
{
    return QStringLiteral("%1.%2").arg(release.major()).arg(release.minor());
}

// Where a file of a component's folder goes, relative to the toolkit root.
QString placeInToolkit(const QString &relative, const QString &component)
{
    if (!relative.contains(u'/') && relative.startsWith(QStringLiteral("LICENSE")))
        return QStringLiteral("licenses/%1/%2").arg(component, relative);
    // A few Linux archives keep their libraries in lib64; the flat toolkit has one lib/.
    if (relative.startsWith(QStringLiteral("lib64/")))
        return QStringLiteral("lib/") + relative.mid(6);
    return relative;
}

} // namespace

QString CudaToolkitAssembly::defaultRoot(const Version &release, InstallScope scope, bool windows,
                                         const SystemPaths &paths, const QString &homeFolder)
{
    if (windows) {
        // Forward slashes whatever the host: a Windows tree may be planned on Linux.
        const QString localAppData = paths.environment()
                                         .value(QStringLiteral("LOCALAPPDATA"), homeFolder + QStringLiteral("/AppData/Local"))
                                         .replace(u'\\', u'/');
        const QString prefix = scope == InstallScope::System ? paths.windowsProgramFiles()
                                                             : localAppData + QStringLiteral("/Programs");
        return prefix + QStringLiteral("/NVIDIA GPU Computing Toolkit/CUDA/v") + majorMinor(release);
    }
    if (scope == InstallScope::System)
        return paths.system(QStringLiteral("/usr/local/cuda-") + majorMinor(release));
    return homeFolder + QStringLiteral("/.local/cuda-") + majorMinor(release);
}

QStringList CudaToolkitAssembly::programFolders(const QString &root, const Version &release, bool windows)
{
    QStringList folders{root + QStringLiteral("/bin")};
    if (windows && release.major() >= 13)
        folders.append(root + QStringLiteral("/bin/x64"));
    return folders;
}

bool CudaToolkitAssembly::stageRootEntries(const QString &folder)
{
    return QDir().mkpath(folder) && QFile::link(QStringLiteral("lib"), folder + QStringLiteral("/lib64"));
}

void CudaToolkitAssembly::addTo(InstallPlan &plan, const CudaPieces &pieces, const QString &root)
{
    QHash<QString, qsizetype> planned;   // destination -> index in plan.files
    for (qsizetype i = 0; i < plan.files.size(); ++i)
        planned.insert(plan.files[i].destination, i);
    QHash<QString, QString> unchangedBy; // destination already identical -> component
    QSet<QString> folders(plan.directories.cbegin(), plan.directories.cend());
    QStringList clashes;

    QList<StagedCudaComponent> trees = pieces.components;
    for (const StagedCudaComponent &component : pieces.components)
        plan.cudaComponents.append(QStringLiteral("%1 %2").arg(component.component, component.version.toString()));
    if (!pieces.rootEntries.isEmpty())
        trees.append({QString(), pieces.rootEntries, QString(), Version()});
    for (const StagedCudaComponent &component : trees) {
        const QDir top(component.stagedTop);
        QDirIterator entries(component.stagedTop, QDir::Files | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot,
                             QDirIterator::Subdirectories);
        QStringList relatives;
        while (entries.hasNext())
            relatives.append(top.relativeFilePath(entries.next()));
        relatives.sort();   // the same plan on every file system
        for (const QString &relative : relatives) {
            PlannedFile file;
            file.source = component.stagedTop + u'/' + relative;
            file.destination = root + u'/' + placeInToolkit(relative, component.component);
            file.incoming = FileFingerprint::of(file.source);
            file.existing = FileFingerprint::of(file.destination);
            if (const auto earlier = planned.constFind(file.destination); earlier != planned.cend()) {
                PlannedFile &first = plan.files[*earlier];
                if (!first.incoming.matches(file.incoming))
                    clashes.append(relative);
                if (first.incoming.kind == FileFingerprint::Kind::File)
                    plan.bytesNeeded -= first.incoming.size;
                first.source = file.source;   // the later component wins, as in an overlay
                first.incoming = file.incoming;
                if (file.incoming.kind == FileFingerprint::Kind::File)
                    plan.bytesNeeded += file.incoming.size;
                continue;
            }
            if (file.existing.matches(file.incoming)) {
                if (!unchangedBy.contains(file.destination)) {
                    unchangedBy.insert(file.destination, component.component);
                    ++plan.unchangedFiles;
                }
                continue;
            }
            for (const QString &folder : FileOps::missingFolders(QFileInfo(file.destination).absolutePath()))
                if (!folders.contains(folder)) {
                    folders.insert(folder);
                    plan.directories.append(folder);
                }
            if (file.incoming.kind == FileFingerprint::Kind::File)
                plan.bytesNeeded += file.incoming.size;
            planned.insert(file.destination, plan.files.size());
            plan.files.append(file);
        }
    }
    // Parents before children whatever the component order was.
    std::sort(plan.directories.begin(), plan.directories.end(),
              [](const QString &a, const QString &b) { return a.count(u'/') < b.count(u'/') || (a.count(u'/') == b.count(u'/') && a < b); });
    if (!clashes.isEmpty())
        plan.notes.append(tr("%n file(s) come in two CUDA components with different contents; the later component's "
                             "copy is installed (first: %1).", nullptr, int(clashes.size()))
                              .arg(clashes.first()));
}

} // namespace cudnnsetup
