// ScanCommand: `cudnn-setup scan [--json]` — the system report, as text or JSON.
#pragma once

#include "app/Command.h"

#include <QCoreApplication>

namespace cudnnsetup {

class CommandLine;

class ScanCommand
{
    Q_DECLARE_TR_FUNCTIONS(ScanCommand)

public:
    static Command command();
    static int run(const CommandLine &commandLine);
};

} // namespace cudnnsetup
