// LoaderVisibilityRules (family 1): cuDNN is on the disk but not where programs look for it.
// Linux: no folder the loader searches (LD_LIBRARY_PATH, ld.so.conf, the system folders) holds
// a copy of that major, while one sits in /opt, a home folder, a toolkit's lib64 that nothing
// names, or only in a Python package. Windows: no PATH folder holds the DLLs — often because
// PATH names ...\CUDNN\v9.x\bin while the cuDNN 9 installer put them in bin\<cuda>\x64.
//
// The fix adds the folder the way an install would (LinuxEnvironment / WindowsEnvironment, per
// user). It is safe only where no copy of that major is found today: then nothing that works
// now can start loading something else.
#pragma once

#include "core/doctor/rules/DoctorContext.h"
#include "core/doctor/rules/Finding.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace cudnnsetup {

class LoaderVisibilityRules
{
    Q_DECLARE_TR_FUNCTIONS(LoaderVisibilityRules)

public:
    static QList<Finding> check(const DoctorContext &context);

private:
    static QList<Finding> checkLinux(const DoctorContext &context);
    static QList<Finding> checkWindows(const DoctorContext &context);
    // Folders that our env.d snippets or the user's profiles add to LD_LIBRARY_PATH for new
    // sessions: the fix is in place, this session just started before it.
    static bool addedForNewSessions(const SystemPaths &paths, const QString &folder);
    static FindingFix linuxFix(const SystemPaths &paths, const QString &folder, bool safe);
    static FindingFix windowsFix(const SystemPaths &paths, const QString &folder, bool safe);
    // A copy only a Python package carries, next to a toolkit: worth knowing, not a problem.
    static Finding pythonOnly(const SystemPaths &paths, const CudnnCopy &wheel, int major, Finding f);
};

} // namespace cudnnsetup
