// RecordsCommand: the commands that work on install records — `status` (what was installed,
// what was interrupted), `uninstall` (undo a finished install), `rollback` (undo an interrupted
// one) and `resume` (finish an interrupted install or undo).
#pragma once

#include "app/Command.h"

#include <QCoreApplication>

namespace cudnnsetup {

class CommandLine;

class RecordsCommand
{
    Q_DECLARE_TR_FUNCTIONS(RecordsCommand)

public:
    static Command statusCommand();
    static Command uninstallCommand();
    static Command rollbackCommand();
    static Command resumeCommand();
    static int status(const CommandLine &commandLine);
    static int uninstall(const CommandLine &commandLine);
    static int rollback(const CommandLine &commandLine);
    static int resume(const CommandLine &commandLine);
};

} // namespace cudnnsetup
