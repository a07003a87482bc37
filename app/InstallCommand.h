// InstallCommand: `cudnn-setup install` (unpack, plan, apply; --dry-run stops after the plan)
// and `cudnn-setup apply --plan FILE`, the half that runs with administrator rights (through
// sudo, pkexec or UAC) and applies exactly the plan it is given.
#pragma once

#include "app/Command.h"

#include <QCoreApplication>

namespace cudnnsetup {

class CommandLine;

class InstallCommand
{
    Q_DECLARE_TR_FUNCTIONS(InstallCommand)

public:
    static Command command();
    static Command applyCommand();
    static int install(const CommandLine &commandLine);
    static int apply(const CommandLine &commandLine);
};

} // namespace cudnnsetup
