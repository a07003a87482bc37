// CompatRules: judges a SystemReport against the compatibility data. Appends one Verdict per
// finding (what was found, why it matters, what to do, with the evidence) and fills in the
// recommended cuDNN archive. The individual rules live in DriverRules, GpuRules,
// CudnnCopyRules and CudnnRecommender; this class runs them in order and adds the verdicts
// about the machine as a whole.
//
// Verdict codes (stable; the GUI, the CLI and tests key on them):
//   driver-not-installed (warning), driver-no-gpu (warning), driver-failed (error),
//   driver-not-queried (info: another system's tree, its driver cannot be asked from here),
//   driver-ok (ok), driver-version-unknown (info),
//   driver-too-old-for-toolkit (error), driver-minor-version-compat (warning),
//   driver-supports-toolkit (ok),
//   toolkit-not-found (info), toolkit-version-unknown (info), toolkit-unknown-release (info),
//   gpu-compute-capability-unknown (info), gpu-too-old-for-toolkit (error),
//   gpu-too-new-for-toolkit (error), gpu-unknown-architecture (warning),
//   gpu-supported-by-toolkit (ok),
//   cudnn-copy-problems (warning), cudnn-cuda-major-mismatch (error; warning for copies that
//   are not on a search path or inside the toolkit), cudnn-unknown-release (info),
//   cudnn-gpu-unsupported (error), cudnn-driver-too-old (error), cudnn-copy-ok (ok),
//   machine-ready (ok).
#pragma once

#include "core/compat/CompatMatrix.h"
#include "core/model/SystemReport.h"

#include <QCoreApplication>

namespace cudnnsetup {

class CompatRules
{
    Q_DECLARE_TR_FUNCTIONS(CompatRules)

public:
    static void judge(SystemReport &report, const CompatMatrix &matrix = CompatMatrix::current());

    // The toolkit the rules judge: the default one; without a default, the newest found.
    static const ToolkitInstall *judgedToolkit(const SystemReport &report);
};

} // namespace cudnnsetup
