// CrashPoint: a test hook for crash safety. With CUDNN_SETUP_TEST_CRASH_AT=N in the environment
// the process kills itself with SIGKILL (TerminateProcess on Windows) at the Nth point it passes:
// after each journal record and in the middle of each file operation. The crash tests run the
// real binary with N = 1, 2, 3, ... to stop it at every step, then resume or roll back. Unset,
// it costs one integer comparison.
#pragma once

namespace cudnnsetup {

void crashPoint();

} // namespace cudnnsetup
