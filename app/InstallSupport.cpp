#include "app/InstallSupport.h"

#include "app/CommandLine.h"
#include "app/ConsoleOutput.h"
#include "core/install/InstallLayout.h"
#include "core/install/InstallRecords.h"
#include "core/platform/FileOps.h"
#include "core/platform/FolderPermissions.h"
#include "core/platform/HostPlatform.h"
#include "core/platform/ProcessRights.h"

#include <QCoreApplication>

#include <csignal>

namespace cudnnsetup::InstallSupport {

namespace {

struct InstallSupportText
{
    Q_DECLARE_TR_FUNCTIONS(InstallSupport)
};

std::atomic_bool g_cancelRequested{false};

extern "C" void requestCancel(int)
{
    g_cancelRequested.store(true);
}

} // namespace

InstallScope scope(const CommandLine &commandLine)
{
    const QString value = commandLine.value(QStringLiteral("scope"));
    if (value == QLatin1String("system"))
        return InstallScope::System;
    if (value == QLatin1String("user"))
        return InstallScope::User;
    return InstallLayoutRules::automaticScope();
}

QString stateFolderFor(const CommandLine &commandLine, InstallScope scope)
{
    const QString given = commandLine.value(QStringLiteral("state-dir"));
    if (!given.isEmpty())
        return given;
    const ScanOptions options = commandLine.scanOptions();
    const QString folder = InstallRecords::defaultFolder(scope, options.sysroot, options.targetPlatform());
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
        return InstallRecords::defaultFolder(InstallScope::User, options.sysroot, options.targetPlatform());
    return folder;
}

QStringList stateFolders(const CommandLine &commandLine)
{
    const QString given = commandLine.value(QStringLiteral("state-dir"));
    const ScanOptions options = commandLine.scanOptions();
    return given.isEmpty() ? InstallRecords::defaultFolders(options.sysroot, options.targetPlatform())
                           : QStringList{given};
}

Transaction::ProgressCallback printProgress()
{
    return [](const TransactionProgress &progress) {
        const int percent = progress.total > 0 ? progress.done * 100 / progress.total : 100;
        const QString step = progress.undoing && !progress.step.isEmpty() ? InstallSupportText::tr("Undoing: %1").arg(progress.step) : progress.step;
        ConsoleOutput::progress(QStringLiteral("[%1/%2] %3").arg(progress.done).arg(progress.total).arg(step), percent);
    };
}

const std::atomic_bool *installCancelHandler()
{
    std::signal(SIGINT, requestCancel);
    std::signal(SIGTERM, requestCancel);
    return &g_cancelRequested;
}

} // namespace cudnnsetup::InstallSupport
