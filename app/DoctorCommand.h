// DoctorCommand: `cudnn-setup doctor [--json] [--sysroot DIR] [--fix CODE | --fix-safe |
// --undo-last] [--report FILE [--show-user-names]] [--error-text FILE]` — scans, diagnoses what is wrong with the
// CUDA/cuDNN setup (docs/doctor-json.md), and on request applies the automatic fixes (or undoes
// the last one) as a journaled transaction, then diagnoses again. Exit status describes the
// machine as it is at the end: 0 healthy, 1 problems found or a fix/undo that could not be
// done, 2 could not check (also the usage-error code). --error-text explains a pasted error
// message instead (DoctorErrorText, which has its own exit status).
#pragma once

#include "app/Command.h"

#include <QCoreApplication>

namespace cudnnsetup {

class CommandLine;

class DoctorCommand
{
    Q_DECLARE_TR_FUNCTIONS(DoctorCommand)

public:
    static Command command();
    static int run(const CommandLine &commandLine);
};

} // namespace cudnnsetup
