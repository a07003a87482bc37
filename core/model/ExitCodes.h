// ExitCodes: the exit status of every cudnn-setup command, in one place. Scripts, Ansible and
// Intune/ConfigMgr branch on them (README "Exit codes", docs/install.md, docs/provision.md), so a
// value never changes meaning. 0, 1 and 2 mean the same for every command; the values above 2
// belong to the commands named beside them, and `provision` has its own scale because fleet
// tools read its codes without knowing the other commands.
#pragma once

namespace cudnnsetup::ExitCode {

enum : int {
    Success = 0,
    Failure = 1,
    UsageError = 2,           // the command line (or a plan or answer file) is not usable

    LicenseNotAccepted = 3,   // fetch: the licence was declined or not accepted
    NeedsAdministrator = 4,   // install: a destination needs administrator rights; nothing changed
    NoGpuToRunOn = 5,         // verify: installed correctly, but no driver or GPU to run it on
    CouldNotCheck = 6,        // verify, bench: the check itself could not run (no probe, a crash, a hang)
    // doctor: the machine could not be examined. Fixed at 2 when the doctor came (it shares the
    // value with UsageError; both mean "no diagnosis was made").
    DoctorCouldNotCheck = 2,

    // provision (docs/provision.md)
    ProvisionDone = 0,
    ProvisionFailed = 1,
    ProvisionInvalid = 2,
    ProvisionCannotRun = 3,
    ProvisionVerificationFailed = 4,
    ProvisionDoneRestartNeeded = 3010,   // Windows: ERROR_SUCCESS_REBOOT_REQUIRED, the MSI convention
};

} // namespace cudnnsetup::ExitCode
