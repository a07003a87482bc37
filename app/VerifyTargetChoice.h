// VerifyTargetChoice: the cuDNN copy verify and bench work on: --cudnn-dir (with --include-dir)
// when given, else the copy a scan of this machine picks. Shared by both commands.
#pragma once

#include "core/verify/VerifyTarget.h"

#include <optional>

namespace cudnnsetup {

class CommandLine;

// nullopt when no folder was given and the scan found no cuDNN copy; with explainWhenNone it
// then says so on stderr (verify needs a copy; bench runs its other rows without one).
std::optional<VerifyTarget> chooseVerifyTarget(const CommandLine &commandLine, bool explainWhenNone);

} // namespace cudnnsetup
