// ProvisionCommand: `cudnn-setup provision` — the answers from --answer-file and the flags
// (flags win), then one unattended Provisioner run, its report and log where asked, and the
// documented exit code. Never prompts; needs no display or terminal.
#pragma once

#include "app/Command.h"

#include <QCoreApplication>

namespace cudnnsetup {

class CommandLine;

class ProvisionCommand
{
    Q_DECLARE_TR_FUNCTIONS(ProvisionCommand)

public:
    static Command command();
    static int run(const CommandLine &commandLine);
};

} // namespace cudnnsetup
