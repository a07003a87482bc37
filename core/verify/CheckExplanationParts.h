// CheckExplanationParts: what the explanations of single checks share: reading an item's fields,
// version texts, the driver a cuDNN build needs, and the words for codes every check can have
// (unknown, not loaded, function missing). Internal to core/verify.
#pragma once

#include "core/verify/VerifyExplanations.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace cudnnsetup {

class CheckExplanationParts
{
    Q_DECLARE_TR_FUNCTIONS(CheckExplanationParts)

public:
    // The non-empty strings of the array `key`.
    static QStringList strings(const QJsonObject &object, const char *key);
    static QString field(const VerifyItem &item, const char *key);
    // 13010 -> "13.1"; "unknown" for 0.
    static QString cudaText(int code);
    // cudnnGetMaxDeviceVersion's encoding: major*100 + minor*10 (1210 -> "12.1").
    static QString deviceVersionText(qint64 value);
    static QString versionOrUnknown(const QString &version);
    // The CUDA major cuDNN was built for (cudnnGetCudartVersion 13010 -> 13); 0 when unknown.
    static int cudaMajor(const VerifyResult &result);
    // The NVIDIA driver to install for this build, as a phrase.
    static QString driverMinimum(const VerifyResult &result);
    static QString reinstallAction(const VerifyResult &result);

    // A code this version of the wizard does not know: the probe's own words.
    static ItemExplanation unknownCode(const VerifyItem &item);
    static ItemExplanation notLoaded();
    static ItemExplanation symbolMissing(const char *function, const VerifyResult &result);
};

} // namespace cudnnsetup
