// DoctorErrorText: `cudnn-setup doctor --error-text FILE|- [--json] [--sysroot DIR]` — reads the
// error message a user saved (FILE, its last MiB: ErrorLogFile) or pipes in (`-`), scans the machine, and prints what the
// message means on it (ErrorTextDiagnosis; docs/doctor-json.md, "Pasted error messages"). Exit
// status: 0 nothing recognised, 1 a problem recognised, 2 the text or the machine could not be
// read.
#pragma once

namespace cudnnsetup {

class CommandLine;

class DoctorErrorText
{
public:
    static int run(const CommandLine &commandLine);
};

} // namespace cudnnsetup
