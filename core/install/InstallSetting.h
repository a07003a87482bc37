// InstallSetting: the machine an install is planned against and the folders of its records —
// where the new record (and the archive unpacked for it) goes, and where earlier installs are
// looked up. forScope() is the one rule every front end names them by (the CLI's `install` and
// `doctor`, provisioning, the wizard), so that an interrupted install found by one is found by all.
#pragma once

#include "core/install/InstallLayout.h"
#include "core/platform/SystemPaths.h"

#include <QStringList>

namespace cudnnsetup {

struct InstallSetting
{
    SystemPaths paths;           // the machine planned against (--sysroot, --platform)
    QString stateFolder;         // where the new record and its unpacked archive go
    QStringList recordFolders;   // where earlier installs are looked up

    // `chosenFolder` (--state-dir, an answer file's, a test's) is where the new record goes and
    // the only folder looked in. Without it, the records folder of `scope` — for all users the
    // system's, except where this account cannot keep records there (below) — and both default
    // folders are looked in.
    static InstallSetting forScope(const SystemPaths &paths, InstallScope scope, const QString &chosenFolder = {});
};

} // namespace cudnnsetup
