// VerifyRunner: the verify command line for the probe, and its failures turned into a result.
#include "core/verify/VerifyRunner.h"

#include <QCoreApplication>

namespace cudnnsetup {

VerifyResult VerifyRunner::run(const ProbeRunner &probe, const QString &cudnnDir, const QString &includeDir,
                               int timeoutMs, const std::shared_ptr<std::atomic_bool> &cancel)
{
    if (cudnnDir.isEmpty())
        return VerifyResult::notChecked(
            cudnnDir,
            QCoreApplication::translate("VerifyRunner", "No cuDNN folder was given, so there was nothing to check."));

    QStringList arguments{QStringLiteral("verify"), QStringLiteral("--cudnn-dir"), cudnnDir};
    if (!includeDir.isEmpty())
        arguments << QStringLiteral("--include-dir") << includeDir;
    const ProbeRun run = probe.run(arguments, QStringLiteral("verify"), timeoutMs, cancel);
    if (!run.ok())
        return VerifyResult::notChecked(cudnnDir, run.failure);

    VerifyResult result = VerifyResult::fromJson(run.json);
    if (result.cudnnDir.isEmpty())
        result.cudnnDir = cudnnDir;
    return result;
}

} // namespace cudnnsetup
