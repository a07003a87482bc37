// DoctorCommand: `cudnn-setup doctor [--json] [--sysroot DIR]` — scans, then diagnoses what is
// wrong with the CUDA/cuDNN setup (docs/doctor-json.md). Exit status: 0 healthy, 1 problems
// found (a Warning or an Error), 2 could not check (also the usage-error code).
#pragma once

namespace cudnnsetup {

class CommandLine;

class DoctorCommand
{
public:
    static int run(const CommandLine &commandLine);
};

} // namespace cudnnsetup
