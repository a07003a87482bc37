#include "app/InstallSupport.h"

#include "app/CommandLine.h"
#include "app/ConsoleOutput.h"
#include "core/install/InstallLayout.h"
#include "core/install/InstallSetting.h"

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

QStringList stateFolders(const CommandLine &commandLine)
{
    return InstallSetting::forScope(commandLine.scanOptions().systemPaths(), InstallScope::User,
                                    commandLine.value(QStringLiteral("state-dir")))
        .recordFolders;
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
