// StandardInput: the bytes piped into the program (`type err.txt | cudnn-setup doctor
// --error-text -`), exactly as they come. Windows opens standard input in text mode, where the
// byte 0x1A ends the input — and that byte occurs inside UTF-16 text, which PowerShell pipes and
// writes; so it is read in binary mode there.
#pragma once

#include <QByteArray>

namespace cudnnsetup::StandardInput {

// At most `limit` bytes, up to the end of the input.
QByteArray read(qsizetype limit);

} // namespace cudnnsetup::StandardInput
