// GpuCheckExplanations: the words for the checks that need the NVIDIA driver and a GPU (driver,
// max-device-version, handle, convolution): they tell "no driver / no GPU here" apart from a
// driver or GPU that is there but does not work with this cuDNN. Internal to core/verify.
#pragma once

#include "core/verify/VerifyExplanations.h"

#include <QCoreApplication>

#include <optional>

namespace cudnnsetup {

class GpuCheckExplanations
{
    Q_DECLARE_TR_FUNCTIONS(GpuCheckExplanations)

public:
    // nullopt when the item is not one of these checks.
    static std::optional<ItemExplanation> explain(const VerifyItem &item, const VerifyResult &result);

private:
    static ItemExplanation driver(const VerifyItem &item, const VerifyResult &result);
    static ItemExplanation maxDeviceVersion(const VerifyItem &item, const VerifyResult &result);
    static ItemExplanation handle(const VerifyItem &item, const VerifyResult &result);
    static ItemExplanation convolution(const VerifyItem &item, const VerifyResult &result);
};

} // namespace cudnnsetup
