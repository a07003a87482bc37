// TerminalInput: the two things a prompt on standard input needs from the OS — whether a person
// is typing there at all, and turning the echo off while a password is typed.
#pragma once

namespace cudnnsetup::TerminalInput {

// Standard input is a terminal (or a Windows console), not a pipe or a file.
bool isTerminal();
// Whether typed characters are shown; does nothing when standard input is no terminal.
void setEcho(bool on);

} // namespace cudnnsetup::TerminalInput
