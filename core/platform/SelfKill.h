// SelfKill: ends this process at once, the way a crash or `kill -9` would — no destructors, no
// atexit handlers, no buffers flushed — so that the crash-safety tests (core/install/CrashPoint.h)
// leave exactly what a real power cut or kill leaves.
#pragma once

namespace cudnnsetup {

// Exit status 137 (128 + SIGKILL) on Windows, where the process terminates itself with it.
[[noreturn]] void killThisProcessNow();

} // namespace cudnnsetup
