// InstallSupport: what the install and records commands share — where the records are, the
// scope asked for, progress printing, and Ctrl+C turned into a clean rollback.
#pragma once

#include "core/environment/EnvironmentChange.h"
#include "core/install/Transaction.h"

#include <QStringList>

#include <atomic>

namespace cudnnsetup {

class CommandLine;

namespace InstallSupport {

InstallScope scope(const CommandLine &commandLine);
// Where records are looked up (--state-dir, else both default folders: InstallSetting::forScope).
QStringList stateFolders(const CommandLine &commandLine);
Transaction::ProgressCallback printProgress();
// Set by Ctrl+C (SIGINT/SIGTERM) once installCancelHandler() has run.
const std::atomic_bool *installCancelHandler();

} // namespace InstallSupport
} // namespace cudnnsetup
