// CommandRegistry: every command of cudnn-setup, in the order `--help` lists them, and the
// options of the wizard (no command). Built on demand because the texts are translated.
#pragma once

#include "app/Command.h"

#include <QList>

namespace cudnnsetup {

namespace CommandRegistry {

QList<Command> all();
// What the wizard takes: the machine to show and where archives come from.
QList<QCommandLineOption> wizardOptions();
QString checkWizardOptions(const CommandLine &commandLine);

} // namespace CommandRegistry
} // namespace cudnnsetup
