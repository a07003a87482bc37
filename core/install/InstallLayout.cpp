#include "core/install/InstallLayout.h"

#include "core/model/ShownPath.h"
#include "core/platform/FileOps.h"
#include "core/platform/ProcessRights.h"

#include <QDir>
#include <QFileInfo>

namespace cudnnsetup {

namespace {

QString firstExisting(const QString &base, const QStringList &candidates, const QString &fallback)
{
    for (const QString &candidate : candidates)
        if (QFileInfo(base + u'/' + candidate).isDir())
            return candidate;
    return fallback;
}

// The folder a Linux toolkit keeps its libraries in: lib64 where it has one (NVIDIA's .run and
// packages), else lib.
QString toolkitLibraries(const QString &root)
{
    return firstExisting(root, {QStringLiteral("lib64"), QStringLiteral("lib")}, QStringLiteral("lib64"));
}

// The CUDA sub-folder of NVIDIA's Windows installer layout (bin\12.9\x64): the toolkit's
// major.minor when it is the archive's CUDA major, else the major alone.
QString cudaTag(const ArchiveIdentity &identity, const ToolkitTarget &toolkit)
{
    if (toolkit.version.isValid() && (identity.cudaMajor == 0 || toolkit.version.major() == identity.cudaMajor))
        return QStringLiteral("%1.%2").arg(toolkit.version.major()).arg(toolkit.version.minor());
    return identity.cudaMajor > 0 ? QString::number(identity.cudaMajor) : QStringLiteral("cuda");
}

} // namespace

QList<FolderMapping> InstallLayoutRules::mappings(const ArchiveIdentity &identity, const QString &stagedTop,
                                                  InstallLayout layout, const QString &targetRoot,
                                                  const ToolkitTarget &toolkit)
{
    using Role = FolderMapping::Role;
    QList<FolderMapping> mappings;
    const QString root = QDir::cleanPath(targetRoot);
    if (identity.isWindows()) {
        const QString dllFolder = identity.dllFolder.isEmpty() ? identity.libraryFolder : identity.dllFolder;
        const QString importFolder = firstExisting(stagedTop, {QStringLiteral("lib/x64"), QStringLiteral("lib")},
                                                   QStringLiteral("lib/x64"));
        if (layout == InstallLayout::IntoToolkit) {
            // CUDA 13 for Windows keeps its DLLs in bin\x64 (docs/nvidia-layouts.md, "CUDA toolkit
            // on Windows").
            const bool binX64 = QFileInfo(root + QStringLiteral("/bin/x64")).isDir()
                                || (toolkit.version.isValid() && toolkit.version.major() >= 13);
            mappings.append({dllFolder, root + (binX64 ? QStringLiteral("/bin/x64") : QStringLiteral("/bin")),
                             {QStringLiteral("cudnn*.dll")}, Role::Dlls});
            mappings.append({importFolder, root + QStringLiteral("/lib/x64"), {QStringLiteral("cudnn*.lib")}, Role::ImportLibraries});
            if (!identity.includeFolder.isEmpty())
                mappings.append({identity.includeFolder, root + QStringLiteral("/include"), {QStringLiteral("cudnn*.h")}, Role::Headers});
        } else {
            const QString tag = cudaTag(identity, toolkit);
            mappings.append({dllFolder, root + QStringLiteral("/bin/%1/x64").arg(tag), {QStringLiteral("cudnn*.dll")}, Role::Dlls});
            mappings.append({importFolder, root + QStringLiteral("/lib/%1/x64").arg(tag), {QStringLiteral("cudnn*.lib")},
                             Role::ImportLibraries});
            if (!identity.includeFolder.isEmpty())
                mappings.append({identity.includeFolder, root + QStringLiteral("/include/%1").arg(tag),
                                 {QStringLiteral("cudnn*.h")}, Role::Headers});
            mappings.append({QString(), root, {QStringLiteral("LICENSE*")}, Role::License});
        }
        return mappings;
    }
    if (layout == InstallLayout::IntoToolkit) {
        const QString libraries = toolkit.fromRedist ? QStringLiteral("lib") : toolkitLibraries(root);
        mappings.append({identity.libraryFolder, root + u'/' + libraries, {QStringLiteral("libcudnn*")}, Role::Libraries});
        if (!identity.includeFolder.isEmpty())
            mappings.append({identity.includeFolder, root + QStringLiteral("/include"), {QStringLiteral("cudnn*.h")}, Role::Headers});
    } else {
        mappings.append({identity.libraryFolder, root + QStringLiteral("/lib"), {QStringLiteral("libcudnn*")}, Role::Libraries});
        if (!identity.includeFolder.isEmpty())
            mappings.append({identity.includeFolder, root + QStringLiteral("/include"), {QStringLiteral("cudnn*.h")}, Role::Headers});
        mappings.append({QString(), root, {QStringLiteral("LICENSE*"), QStringLiteral("NVIDIA_SLA*")}, Role::License});
    }
    return mappings;
}

QString InstallLayoutRules::defaultSideBySideRoot(const ArchiveIdentity &identity, InstallScope scope,
                                                  const QString &systemPrefix, const QString &userPrefix)
{
    const QString prefix = scope == InstallScope::System ? systemPrefix : userPrefix;
    if (identity.isWindows())
        return prefix + QStringLiteral("/NVIDIA/CUDNN/v%1.%2").arg(identity.version.major()).arg(identity.version.minor());
    QString name = identity.version.toString();
    if (identity.cudaMajor > 0)
        name += QStringLiteral("-cuda%1").arg(identity.cudaMajor);
    return prefix + QStringLiteral("/nvidia/cudnn/") + name;
}

QString InstallLayoutRules::layoutKey(InstallLayout layout)
{
    return layout == InstallLayout::IntoToolkit ? QStringLiteral("toolkit") : QStringLiteral("side-by-side");
}

std::optional<InstallLayout> InstallLayoutRules::layoutFromKey(const QString &key)
{
    if (key == QStringLiteral("toolkit"))
        return InstallLayout::IntoToolkit;
    if (key == QStringLiteral("side-by-side"))
        return InstallLayout::SideBySide;
    return std::nullopt;
}

QString InstallLayoutRules::describe(InstallLayout layout)
{
    return layout == InstallLayout::IntoToolkit ? tr("into the CUDA Toolkit") : tr("side by side, in its own folder");
}

InstallScope InstallLayoutRules::automaticScope()
{
    return ProcessRights::runsAsRoot() ? InstallScope::System : InstallScope::User;
}

LayoutRecommendation InstallLayoutRules::recommend(const ToolkitTarget &toolkit, bool windowsArchive)
{
    const QString root = toolkit.root;
    const bool writable = !root.isEmpty() && FileOps::canWriteIn(root + QStringLiteral("/include"))
                          && FileOps::canWriteIn(root + u'/' + toolkitLibraries(root));
    LayoutRecommendation recommendation;
    recommendation.layout = writable && !windowsArchive ? InstallLayout::IntoToolkit : InstallLayout::SideBySide;
    if (windowsArchive)
        recommendation.reason = tr("On Windows cuDNN usually gets a folder of its own (NVIDIA's installer does the same); "
                                   "programs find it through PATH.");
    else if (root.isEmpty())
        recommendation.reason = tr("No CUDA Toolkit was found, so cuDNN goes in a folder of its own.");
    else if (writable)
        recommendation.reason = tr("cuDNN goes next to the CUDA libraries in %1, where programs built with this toolkit "
                                   "already look.").arg(shownPath(root));
    else
        recommendation.reason = tr("The CUDA Toolkit in %1 can only be changed with administrator rights. A folder of "
                                   "cuDNN's own in your home needs no password and is just as easy to remove.")
                                    .arg(shownPath(root));
    return recommendation;
}

} // namespace cudnnsetup
