// ConsoleAttachment: lets the windowed cudnn-setup.exe print to the console it was typed in
// (core/platform/win/ParentConsole.h says why it has none of its own). Every other program —
// cudnn-setup.com, and cudnn-setup on Linux — already prints where it was started: for them this
// does nothing.
#pragma once

namespace cudnnsetup::ConsoleAttachment {

// Call before anything is printed, when a subcommand will print.
void connectToParentConsole();

} // namespace cudnnsetup::ConsoleAttachment
