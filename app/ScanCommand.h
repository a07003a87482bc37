// ScanCommand: `cudnn-setup scan [--json]` — the system report, as text or JSON.
#pragma once

namespace cudnnsetup {

class CommandLine;

class ScanCommand
{
public:
    static int run(const CommandLine &commandLine);
};

} // namespace cudnnsetup
