// CrashPoint: a test hook for crash safety. With CUDNN_SETUP_TEST_CRASH_AT=N in the environment
// the process kills itself with SIGKILL (TerminateProcess on Windows) at the Nth point it passes:
// after each journal record and in the middle of each file operation. The crash tests run the
// real binary with N = 1, 2, 3, ... to stop it at every step, then resume or roll back. Unset,
// it costs one integer comparison.
//
// With CUDNN_SETUP_TEST_FAIL_AT=N instead, the Nth operation of a transaction fails with an
// injected error before it does anything, so that a failure half-way (and its rollback) can be
// tested through the real binary where no real fault can be arranged.
#pragma once

#include <QString>

namespace cudnnsetup {

void crashPoint();
// Empty, or the error the operation about to run must fail with.
QString injectedFailure();

} // namespace cudnnsetup
