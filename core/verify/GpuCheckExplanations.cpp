// GpuCheckExplanations: one explanation per result code of the driver and GPU checks
// (docs/probe-json.md). Driver minimums are those of docs/nvidia-layouts.md, "Driver minimums".
#include "core/verify/GpuCheckExplanations.h"

#include "core/verify/CheckExplanationParts.h"

#include <QJsonArray>

namespace cudnnsetup {

using Parts = CheckExplanationParts;
using Status = VerifyItem::Status;

std::optional<ItemExplanation> GpuCheckExplanations::explain(const VerifyItem &item, const VerifyResult &result)
{
    const QString &id = item.id;
    if (id == QLatin1String("driver"))
        return driver(item, result);
    if (id == QLatin1String("max-device-version"))
        return maxDeviceVersion(item, result);
    if (id == QLatin1String("handle"))
        return handle(item, result);
    if (id == QLatin1String("convolution"))
        return convolution(item, result);
    return std::nullopt;
}

ItemExplanation GpuCheckExplanations::driver(const VerifyItem &item, const VerifyResult &result)
{
    ItemExplanation e;
    const int driverVersion = item.raw.value(QStringLiteral("driverVersion")).toInt(result.driverVersion);
    const QString driverError = Parts::field(item, "driverError");
    if (item.code == QLatin1String("ok")) {
        e.outcome = result.gpuNames.isEmpty()
                        ? tr("The NVIDIA driver answers; it supports CUDA up to %1.").arg(Parts::cudaText(driverVersion))
                        : tr("The NVIDIA driver answers (it supports CUDA up to %1) and sees %2.")
                              .arg(Parts::cudaText(driverVersion), result.gpuNames.join(QStringLiteral(", ")));
    } else if (item.code == QLatin1String("no-driver")) {
        e.outcome = tr("No NVIDIA driver is installed (the CUDA runtime reports %1).")
                        .arg(driverError.isEmpty() ? tr("no driver") : driverError);
        e.meaning = tr("cuDNN runs on the GPU through the NVIDIA driver. Without one nothing can run on a GPU, but the "
                       "cuDNN files themselves can still be complete and correct (the checks above say).");
        e.action = tr("Install the NVIDIA driver for your GPU, %1, then run this check again. A computer without an "
                      "NVIDIA GPU cannot use cuDNN.")
                       .arg(Parts::driverMinimum(result));
    } else if (item.code == QLatin1String("error")) {
        const bool tooOld = driverError == QLatin1String("cudaErrorInsufficientDriver") && driverVersion > 0;
        if (tooOld)
            e.outcome = tr("The NVIDIA driver supports CUDA up to %1, older than the CUDA %2 this check was built with.")
                            .arg(Parts::cudaText(driverVersion), Parts::cudaText(result.runtimeVersion));
        else
            e.outcome = tr("The NVIDIA driver did not answer (%1).").arg(driverError.isEmpty() ? item.detail : driverError);
        e.meaning = tooOld ? tr("The driver is too old for this CUDA version; cuDNN cannot run on it.")
                           : tr("A driver is there but the CUDA runtime cannot use it: no GPU is visible (a container "
                                "without GPU access, a disabled or failing GPU) or the driver is broken.");
        e.action = tr("Install the NVIDIA driver, %1, and restart. nvidia-smi should then list the GPU.")
                       .arg(Parts::driverMinimum(result));
    } else {
        return Parts::unknownCode(item);
    }
    return e;
}

ItemExplanation GpuCheckExplanations::maxDeviceVersion(const VerifyItem &item, const VerifyResult &result)
{
    ItemExplanation e;
    const qint64 maxDevice = item.raw.value(QStringLiteral("maxDeviceVersion")).toInteger();
    const QString supported = maxDevice > 0 ? Parts::deviceVersionText(maxDevice) : tr("unknown");
    if (item.code == QLatin1String("ok")) {
        e.outcome = tr("Every GPU is within what this cuDNN supports (compute capability up to %1).").arg(supported);
    } else if (item.code == QLatin1String("device-too-new")) {
        const QJsonArray devices = result.raw.value(QStringLiteral("devices")).toArray();
        QStringList tooNew;
        for (const QJsonValue &index : item.raw.value(QStringLiteral("devicesTooNew")).toArray()) {
            const QJsonObject device = devices.at(index.toInt()).toObject();
            const QString name = device.value(QStringLiteral("name")).toString();
            const QString capability = device.value(QStringLiteral("computeCapability")).toString();
            tooNew.append(name.isEmpty() ? tr("GPU %1").arg(index.toInt())
                                         : tr("%1 (compute capability %2)").arg(name, capability));
        }
        e.outcome = tr("%1 is newer than this cuDNN knows (it supports compute capability up to %2).")
                        .arg(tooNew.isEmpty() ? tr("A GPU") : tooNew.join(QStringLiteral(", ")), supported);
        e.meaning = tr("This cuDNN release has no code for that GPU's architecture: it fails on it, or works only "
                       "partly.");
        e.action = tr("Install a newer cuDNN release that supports this GPU; the wizard's recommendation on the first "
                      "pages takes the GPU into account.");
    } else if (item.code == QLatin1String("no-gpu")) {
        e.outcome = tr("Not compared: no GPU is visible (this cuDNN supports compute capability up to %1).").arg(supported);
        e.meaning = tr("Needs a GPU to compare with; see the driver check.");
    } else if (item.code == QLatin1String("not-available")) {
        e.outcome = tr("Not checked: this cuDNN version cannot report the newest GPU it supports.");
        e.meaning = tr("cuDNN 8 has no such function; the wizard's compatibility rules judge the GPU instead.");
    } else if (item.code == QLatin1String("not-loaded")) {
        return Parts::notLoaded();
    } else {
        return Parts::unknownCode(item);
    }
    return e;
}

ItemExplanation GpuCheckExplanations::handle(const VerifyItem &item, const VerifyResult &result)
{
    ItemExplanation e;
    const QString statusText = Parts::field(item, "statusText");
    const QString lastError = Parts::field(item, "lastError");
    const QString why = lastError.isEmpty() ? statusText : tr("%1: %2").arg(statusText, lastError);
    if (item.code == QLatin1String("ok")) {
        e.outcome = tr("cudnnCreate succeeded: cuDNN started on the GPU.");
    } else if (item.code == QLatin1String("no-driver")) {
        e.outcome = tr("cudnnCreate failed (%1) because there is no NVIDIA driver.").arg(statusText);
        e.meaning = tr("Expected without a driver: cuDNN loaded, but it needs a driver and a GPU to start.");
        e.action = tr("Install the NVIDIA driver, %1, then run this check again.").arg(Parts::driverMinimum(result));
    } else if (item.code == QLatin1String("no-gpu")) {
        e.outcome = tr("cudnnCreate failed (%1): no usable GPU.").arg(statusText);
        e.meaning = tr("cuDNN loaded, but there is no GPU it can start on.");
        e.action = tr("Check that nvidia-smi lists the GPU. In a container or virtual machine, give it access to the "
                      "GPU.");
    } else if (item.code == QLatin1String("create-failed")) {
        e.outcome = tr("cudnnCreate failed: %1.").arg(why.isEmpty() ? item.detail : why);
        e.meaning = tr("cuDNN could not start on the GPU although the driver answers. Common causes: a driver too old "
                       "for the CUDA version cuDNN was built for, a GPU this cuDNN does not support, or a GPU whose "
                       "memory is full.");
        e.action = tr("Update the NVIDIA driver (%1), close programs that use the GPU, and check that this cuDNN "
                      "supports the GPU; then run this check again.")
                       .arg(Parts::driverMinimum(result));
    } else if (item.code == QLatin1String("symbol-missing")) {
        return Parts::symbolMissing("cudnnCreate", result);
    } else if (item.code == QLatin1String("libraries-failed")) {
        e.outcome = tr("Not tried: not every cuDNN library loaded.");
        e.meaning = tr("Starting cuDNN with a library missing would stop the program (cuDNN aborts); fix the library "
                       "check first.");
    } else {
        return Parts::unknownCode(item);
    }
    return e;
}

ItemExplanation GpuCheckExplanations::convolution(const VerifyItem &item, const VerifyResult &result)
{
    ItemExplanation e;
    const QString gpu = result.gpuNames.isEmpty() ? tr("the GPU") : result.gpuNames.first();
    if (item.code == QLatin1String("ok")) {
        e.outcome = tr("A convolution ran on %1 and its results match the reference.").arg(gpu);
    } else if (item.code == QLatin1String("wrong-results")) {
        e.outcome = tr("A convolution ran on %1, but its results differ from the reference computed on the CPU.").arg(gpu);
        e.meaning = tr("cuDNN and this GPU do not compute correctly together: a driver bug, a damaged cuDNN file, or a "
                       "GPU fault (overheating, memory errors).");
        e.action = tr("Update the NVIDIA driver and reinstall cuDNN; if the results are still wrong, test the GPU's "
                      "memory and cooling.");
    } else if (item.code == QLatin1String("failed")) {
        e.outcome = tr("cuDNN could not run a convolution on %1 (%2).").arg(gpu, item.detail);
        e.meaning = tr("cuDNN started but could not run a plain convolution: often a missing cuBLASLt, a GPU "
                       "this cuDNN has no code for, or too little free GPU memory.");
        e.action = tr("Check the dependency and GPU checks above, close programs that use the GPU, and reinstall cuDNN "
                      "if they all passed.");
    } else if (item.code == QLatin1String("cuda-error")) {
        e.outcome = tr("A CUDA call failed while running the convolution (%1).").arg(item.detail);
        e.meaning = tr("The GPU or its driver reported an error: out of memory, a driver fault, or a GPU in a bad state.");
        e.action = tr("Close programs that use the GPU, update the NVIDIA driver, restart the computer and run this "
                      "check again.");
    } else if (item.code == QLatin1String("no-gpu")) {
        e.outcome = tr("Not run: there is no GPU to run it on.");
        e.meaning = tr("This is the one check that needs a GPU; everything before it can be checked without one.");
    } else if (item.code == QLatin1String("no-handle")) {
        e.outcome = tr("Not run: cuDNN could not start (see the check before).");
        e.meaning = tr("A convolution needs a started cuDNN; fix the check before first.");
        if (item.status == Status::Fail)
            e.action = tr("Fix the problem of the check before, then run this check again.");
    } else if (item.code == QLatin1String("not-implemented")) {
        e.outcome = tr("Not run: this version of the check program does not run a convolution yet.");
        e.meaning = tr("cuDNN started on the GPU (the check before); the benchmark runs convolutions.");
    } else {
        return Parts::unknownCode(item);
    }
    return e;
}

} // namespace cudnnsetup
