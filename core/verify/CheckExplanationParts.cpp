// CheckExplanationParts: phrases and field readers shared by the copy and GPU explanations.
#include "core/verify/CheckExplanationParts.h"

#include "core/model/ShownPath.h"
#include "core/model/Version.h"

#include <QJsonArray>

namespace cudnnsetup {

QStringList CheckExplanationParts::strings(const QJsonObject &object, const char *key)
{
    QStringList out;
    for (const QJsonValue &value : object.value(QLatin1String(key)).toArray())
        if (!value.toString().isEmpty())
            out.append(value.toString());
    return out;
}

QString CheckExplanationParts::field(const VerifyItem &item, const char *key)
{
    return item.raw.value(QLatin1String(key)).toString();
}

QString CheckExplanationParts::cudaText(int code)
{
    return code > 0 ? Version::fromCudaCode(code).toString() : tr("unknown");
}

// cudnnGetMaxDeviceVersion's encoding: major*100 + minor*10 (1210 = compute capability 12.1).
QString CheckExplanationParts::deviceVersionText(qint64 value)
{
    return QStringLiteral("%1.%2").arg(value / 100).arg((value % 100) / 10);
}

QString CheckExplanationParts::versionOrUnknown(const QString &version)
{
    return version.isEmpty() ? tr("of unknown version") : version;
}

// The CUDA major cuDNN was built for, from cudnnGetCudartVersion (13010 -> 13); 0 when unknown.
int CheckExplanationParts::cudaMajor(const VerifyResult &result)
{
    return result.cudartVersion > 0 ? result.cudartVersion / 1000 : 0;
}

// The driver a user must install for this cuDNN build (docs/nvidia-layouts.md, "Driver minimums";
// the cuDNN 9.17 support matrix lists Linux >= 580.65.06 for CUDA 13 and >= 525.60.13 / 527.41 for
// CUDA 12).
QString CheckExplanationParts::driverMinimum(const VerifyResult &result)
{
    switch (cudaMajor(result)) {
    case 13: return tr("version 580 or newer (this cuDNN is built for CUDA 13; on Linux at least 580.65.06)");
    case 12: return tr("version 525.60.13 or newer on Linux, 527.41 or newer on Windows (this cuDNN is built for CUDA 12)");
    case 0: return tr("a current version for your GPU");
    default: return tr("a version that supports CUDA %1").arg(cudaMajor(result));
    }
}

QString CheckExplanationParts::reinstallAction(const VerifyResult &result)
{
    return tr("Reinstall cuDNN into %1 from one complete archive (or let the wizard install it again), so that every "
              "file comes from the same release.")
        .arg(shownPath(result.cudnnDir));
}

ItemExplanation CheckExplanationParts::unknownCode(const VerifyItem &item)
{
    ItemExplanation e;
    e.outcome = item.detail.isEmpty() ? tr("The check reported \"%1\".").arg(item.code)
                                      : tr("%1 (reported as \"%2\").").arg(item.detail, item.code);
    if (item.status == VerifyItem::Status::Fail) {
        e.meaning = tr("This is a problem this version of the wizard has no explanation for; the words above are the "
                       "check's own.");
        e.action = tr("Save the report and look up the check's message; a newer version of the wizard may explain it.");
    } else if (item.status == VerifyItem::Status::Skip) {
        e.meaning = tr("This check was skipped; the words above are the check's own.");
    }
    return e;
}

ItemExplanation CheckExplanationParts::notLoaded()
{
    ItemExplanation e;
    e.outcome = tr("Not checked: no cuDNN library could be loaded to ask.");
    e.meaning = tr("This can only be asked from a loaded library; the library check above says why none loaded.");
    return e;
}

ItemExplanation CheckExplanationParts::symbolMissing(const char *function, const VerifyResult &result)
{
    ItemExplanation e;
    e.outcome = tr("The loaded library has no function %1.").arg(QLatin1String(function));
    e.meaning = tr("A real cuDNN library of this version has it: the file is damaged, cut short, or not cuDNN.");
    e.action = reinstallAction(result);
    return e;
}

} // namespace cudnnsetup
