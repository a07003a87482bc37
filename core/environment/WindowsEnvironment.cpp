#include "core/environment/WindowsEnvironment.h"

#include "core/environment/PathList.h"

namespace cudnnsetup {

EnvironmentPlan WindowsEnvironment::plan(const WindowsEnvironmentRequest &request)
{
    EnvironmentPlan plan;
    const PathListRules rules = PathListRules::windows();
    QString path = request.currentPath;
    auto addToPath = [&](const QString &folder, const QString &alreadyNote) {
        if (folder.isEmpty())
            return;
        if (PathList::contains(path.toStdWString(), folder.toStdWString(), rules)
            || PathList::contains(request.otherScopePath.toStdWString(), folder.toStdWString(), rules)) {
            plan.notes.append(alreadyNote);
            return;
        }
        plan.registryEdits.append({RegistryEdit::Kind::AppendToPath, request.scope, QStringLiteral("Path"), folder});
        const QString before = path;
        path = QString::fromStdWString(PathList::append(path.toStdWString(), folder.toStdWString(), rules));
        plan.changes.append({QStringLiteral("PATH"), before, path, request.registryKey});
    };
    for (const QString &folder : request.toolkitProgramFolders)
        addToPath(folder, tr("%1 is already on PATH: programs find the CUDA tools and DLLs there.").arg(folder));
    if (!request.toolkitProgramFolders.contains(request.dllFolder, Qt::CaseInsensitive))
        addToPath(request.dllFolder, tr("%1 is already on PATH: programs find the cuDNN DLLs there.").arg(request.dllFolder));
    if (!request.toolkitRoot.isEmpty()) {
        if (!request.currentCudaPath.isEmpty() && request.cudaPathFolderExists) {
            plan.notes.append(tr("CUDA_PATH already names %1 and is left as it is.").arg(request.currentCudaPath));
        } else {
            plan.registryEdits.append({RegistryEdit::Kind::SetFolderIfMissing, request.scope, QStringLiteral("CUDA_PATH"),
                                       request.toolkitRoot});
            plan.changes.append({QStringLiteral("CUDA_PATH"), request.currentCudaPath, request.toolkitRoot, request.registryKey});
        }
    }
    if (!request.versionedCudaPathName.isEmpty() && !request.toolkitRoot.isEmpty()
        && !(request.versionedCudaPathFolderExists && !request.currentVersionedCudaPath.isEmpty())) {
        plan.registryEdits.append({RegistryEdit::Kind::SetFolderIfMissing, request.scope, request.versionedCudaPathName,
                                   request.toolkitRoot});
        plan.changes.append({request.versionedCudaPathName, request.currentVersionedCudaPath, request.toolkitRoot,
                             request.registryKey});
    }
    return plan;
}

} // namespace cudnnsetup
