#include "core/install/InstallSetting.h"

#include "core/install/InstallRecords.h"
#include "core/platform/FileOps.h"
#include "core/platform/FolderPermissions.h"
#include "core/platform/ProcessRights.h"

namespace cudnnsetup {

namespace {

QString stateFolderOf(const SystemPaths &paths, InstallScope scope)
{
    const HostPlatform platform = paths.platform();
    const QString folder = InstallRecords::defaultFolder(scope, paths.sysroot(), platform);
    if (scope != InstallScope::System)
        return folder;
    // On Windows every user may create folders in ProgramData, and a records folder made with
    // the rules ProgramData passes down stays open to them: elevated, the system's records folder
    // is made here with rules of its own before the unpack puts anything in it (on Linux root's
    // 0755 folders need nothing more); unelevated, the user's own folder is used, since a records
    // folder the user made there would be theirs, and the administrator's half would refuse it.
    const bool windows = HostPlatform::current().isWindows();
    if (windows && ProcessRights::runsElevated())
        FolderPermissions::makeSystemFolder(folder);
    // A user who may not write the system's records folder unpacks into their own: the plan for
    // the administrator (`apply --plan`) names the system's folder for the records.
    if (!FileOps::canWriteIn(folder) || (windows && !ProcessRights::runsElevated()))
        return InstallRecords::defaultFolder(InstallScope::User, paths.sysroot(), platform);
    return folder;
}

} // namespace

InstallSetting InstallSetting::forScope(const SystemPaths &paths, InstallScope scope, const QString &chosenFolder)
{
    if (!chosenFolder.isEmpty())
        return {paths, chosenFolder, {chosenFolder}};
    return {paths, stateFolderOf(paths, scope), InstallRecords::defaultFolders(paths.sysroot(), paths.platform())};
}

} // namespace cudnnsetup
