// VerifyRunner: `cudnn-probe verify --cudnn-dir DIR` as a child process -> VerifyResult. Shared
// by `cudnn-setup verify` and the Verify page.
#pragma once

#include "core/verify/ProbeRunner.h"
#include "core/verify/VerifyResult.h"

namespace cudnnsetup {

class VerifyRunner
{
public:
    // Generous: loading every cuDNN 9 sub-library and creating a handle takes a few seconds on a
    // cold disk; a driver that hangs is what the timeout is for.
    static constexpr int kDefaultTimeoutMs = 60000;

    // A set cancel flag stops the probe (killed) and gives a NotChecked result: the wizard uses it
    // when it closes while a check runs, rather than waiting out the timeout.
    static VerifyResult run(const ProbeRunner &probe, const QString &cudnnDir, const QString &includeDir = {},
                            int timeoutMs = kDefaultTimeoutMs, const std::shared_ptr<std::atomic_bool> &cancel = {});
};

} // namespace cudnnsetup
