// ReleasesCommand: `cudnn-setup releases [--cuda N] [--json]` — the cuDNN releases the wizard
// knows for this machine's platform, the recommended one, and why others would not work here.
#pragma once

#include "app/Command.h"

#include <QCoreApplication>

namespace cudnnsetup {

class CommandLine;

class ReleasesCommand
{
    Q_DECLARE_TR_FUNCTIONS(ReleasesCommand)

public:
    static Command command();
    static int run(const CommandLine &commandLine);
};

} // namespace cudnnsetup
