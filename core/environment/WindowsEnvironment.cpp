#include "core/environment/WindowsEnvironment.h"

#include "core/environment/PathList.h"

namespace cudnnsetup {

EnvironmentPlan WindowsEnvironment::plan(const WindowsEnvironmentRequest &request)
{
    EnvironmentPlan plan;
    const PathListRules rules = PathListRules::windows();
    const std::wstring folder = request.dllFolder.toStdWString();
    if (!request.dllFolder.isEmpty()) {
        if (PathList::contains(request.currentPath.toStdWString(), folder, rules)
            || PathList::contains(request.otherScopePath.toStdWString(), folder, rules)) {
            plan.notes.append(tr("%1 is already on PATH: programs find the cuDNN DLLs there.").arg(request.dllFolder));
        } else {
            plan.registryEdits.append({RegistryEdit::Kind::AppendToPath, request.scope, QStringLiteral("Path"), request.dllFolder});
            plan.changes.append({QStringLiteral("PATH"), request.currentPath,
                                 QString::fromStdWString(PathList::append(request.currentPath.toStdWString(), folder, rules)),
                                 request.registryKey});
        }
    }
    if (!request.toolkitRoot.isEmpty()) {
        if (!request.currentCudaPath.isEmpty() && request.cudaPathFolderExists) {
            plan.notes.append(tr("CUDA_PATH already names %1 and is left as it is.").arg(request.currentCudaPath));
        } else {
            plan.registryEdits.append({RegistryEdit::Kind::SetFolderIfMissing, request.scope, QStringLiteral("CUDA_PATH"),
                                       request.toolkitRoot});
            plan.changes.append({QStringLiteral("CUDA_PATH"), request.currentCudaPath, request.toolkitRoot, request.registryKey});
        }
    }
    return plan;
}

} // namespace cudnnsetup
