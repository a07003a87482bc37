// CopyCheckExplanations: the words for the checks about the cuDNN copy itself (libraries, version,
// sub-library versions, header, cudart, dependencies): what was found, what a failure means for
// programs that use the copy, and how to repair it. Internal to core/verify.
#pragma once

#include "core/verify/VerifyExplanations.h"

#include <QCoreApplication>

#include <optional>

namespace cudnnsetup {

class CopyCheckExplanations
{
    Q_DECLARE_TR_FUNCTIONS(CopyCheckExplanations)

public:
    // nullopt when the item is not one of these checks.
    static std::optional<ItemExplanation> explain(const VerifyItem &item, const VerifyResult &result);

private:
    static ItemExplanation libraries(const VerifyItem &item, const VerifyResult &result);
    static ItemExplanation version(const VerifyItem &item, const VerifyResult &result);
    static ItemExplanation subLibraryVersions(const VerifyItem &item, const VerifyResult &result);
    static ItemExplanation header(const VerifyItem &item, const VerifyResult &result);
    static ItemExplanation cudart(const VerifyItem &item, const VerifyResult &result);
    static ItemExplanation dependencies(const VerifyItem &item, const VerifyResult &result);
};

} // namespace cudnnsetup
