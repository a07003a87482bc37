// MirrorCommand: `cudnn-setup mirror --releases LIST --platforms LIST --dest DIR` — builds a lab
// mirror (NVIDIA's layout, every archive verified) with core/acquire/MirrorBuilder.
#pragma once

#include "app/Command.h"

#include <QCoreApplication>

namespace cudnnsetup {

class CommandLine;

class MirrorCommand
{
    Q_DECLARE_TR_FUNCTIONS(MirrorCommand)

public:
    static Command command();
    static int run(const CommandLine &commandLine);
};

} // namespace cudnnsetup
