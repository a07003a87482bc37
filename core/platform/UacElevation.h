// UacElevation: runs a program through Windows' UAC prompt ("runas") and waits for it — how the
// wizard, which never runs as administrator itself, applies a plan with administrator rights on
// Windows (core/install/ElevatedApply.h; Linux uses pkexec there). Only a Windows host has the
// prompt: elsewhere nothing can be started this way.
#pragma once

#include <QString>

namespace cudnnsetup::UacElevation {

struct Run
{
    enum class Outcome {
        Finished,      // it ran; exitCode is its exit code
        Dismissed,     // the user closed or refused the prompt: nothing ran
        CouldNotStart, // no such program, no UAC (not Windows), or the shell refused
    };
    Outcome outcome = Outcome::CouldNotStart;
    int exitCode = 1;
};

// Blocks until the elevated program ends: call it off the GUI thread. `parameters` is one
// command-line string, quoted as the program expects.
Run runAsAdministrator(const QString &program, const QString &parameters);

} // namespace cudnnsetup::UacElevation
