#include "app/CommandRegistry.h"

#include "app/BenchCommand.h"
#include "app/CommandOptions.h"
#include "app/DoctorCommand.h"
#include "app/FetchCommand.h"
#include "app/InstallCommand.h"
#include "app/MirrorCommand.h"
#include "app/ProvisionCommand.h"
#include "app/RecordsCommand.h"
#include "app/ReleasesCommand.h"
#include "app/ScanCommand.h"
#include "app/VerifyCommand.h"

namespace cudnnsetup::CommandRegistry {

QList<Command> all()
{
    return {ScanCommand::command(),      ReleasesCommand::command(),  FetchCommand::command(),
            InstallCommand::command(),   InstallCommand::applyCommand(), RecordsCommand::statusCommand(),
            RecordsCommand::uninstallCommand(), RecordsCommand::rollbackCommand(), RecordsCommand::resumeCommand(),
            VerifyCommand::command(),    BenchCommand::command(),     DoctorCommand::command(),
            ProvisionCommand::command(), MirrorCommand::command()};
}

QList<QCommandLineOption> wizardOptions()
{
    return CommandOptions::machine() + CommandOptions::source();
}

QString checkWizardOptions(const CommandLine &commandLine)
{
    if (QString problem = CommandOptions::checkMachine(commandLine); !problem.isEmpty())
        return problem;
    return CommandOptions::checkSource(commandLine);
}

} // namespace cudnnsetup::CommandRegistry
