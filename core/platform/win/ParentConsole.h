// ParentConsole: lets the windowed cudnn-setup.exe print to the console it was typed in.
// cudnn-setup.exe is built for the Windows GUI subsystem so that a double-click opens no console
// window (app/CMakeLists.txt); such a process starts with no standard output at all. Someone who
// types `cudnn-setup.exe scan` (rather than `cudnn-setup scan`, which runs cudnn-setup.com)
// would then see nothing. With a subcommand, main() calls connectToParentConsole() first.
#pragma once

namespace cudnnsetup::win {

enum class ParentConsole {
    AlreadyConnected, // standard output and error already lead somewhere (a console, a file, a
                      // pipe): a console program, or output redirected; nothing was changed
    Attached,         // attached to the parent's console; stdout and stderr now write there
    NoConsole,        // started from Explorer, a scheduler or the UAC prompt: nowhere to print
};

ParentConsole connectToParentConsole();

} // namespace cudnnsetup::win
