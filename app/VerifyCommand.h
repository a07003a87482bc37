// VerifyCommand: `cudnn-setup verify [--cudnn-dir DIR] [--include-dir DIR] [--json]` — loads a
// cuDNN copy in cudnn-probe and reports, item by item, whether it works. Without --cudnn-dir it
// verifies the copy a scan picks (VerifyTargets). Exit status: 0 works, 1 broken, 5 installed
// correctly but no NVIDIA driver or GPU to run it, 6 could not be checked.
#pragma once

#include "app/Command.h"

#include <QCoreApplication>

namespace cudnnsetup {

class CommandLine;

class VerifyCommand
{
    Q_DECLARE_TR_FUNCTIONS(VerifyCommand)

public:
    static Command command();
    static int run(const CommandLine &commandLine);
};

} // namespace cudnnsetup
