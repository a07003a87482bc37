// VerifyResult: reading the probe's verify JSON, and the one verdict a user acts on.
#include "core/verify/VerifyResult.h"

#include "core/model/Version.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace cudnnsetup {

namespace {

QString str(const QJsonObject &object, const char *key)
{
    return object.value(QLatin1String(key)).toString();
}

VerifyItem::Status statusFrom(const QString &text)
{
    if (text == QLatin1String("pass"))
        return VerifyItem::Status::Pass;
    if (text == QLatin1String("fail"))
        return VerifyItem::Status::Fail;
    // "skip", and anything unreadable: nothing is claimed either way.
    return VerifyItem::Status::Skip;
}

// The probe's version object {raw, major, minor, patch, text}; text preferred, raw decoded when
// the text is missing (an older or hand-written probe).
QString versionText(const QJsonValue &value)
{
    const QJsonObject object = value.toObject();
    const QString text = str(object, "text");
    if (!text.isEmpty())
        return text;
    const qint64 raw = object.value(QStringLiteral("raw")).toInteger();
    return raw > 0 ? Version::fromCudnnCode(raw).toString() : QString();
}

// A failure that says only "there is no driver / no GPU here": the copy itself may be fine.
bool isNoGpuFailure(const VerifyItem &item)
{
    if (item.id == QLatin1String("driver"))
        return item.code == QLatin1String("no-driver") || item.code == QLatin1String("error");
    if (item.id == QLatin1String("handle"))
        return item.code == QLatin1String("no-driver") || item.code == QLatin1String("no-gpu");
    if (item.id == QLatin1String("convolution"))
        // Not run because there was no GPU or no handle: the items above already say why.
        return item.code == QLatin1String("no-gpu") || item.code == QLatin1String("no-handle");
    return false;
}

} // namespace

VerifyResult VerifyResult::fromJson(const QJsonObject &json)
{
    VerifyResult result;
    result.raw = json;
    result.cudnnDir = str(json, "cudnnDir");
    result.includeDir = str(json, "includeDir");

    for (const QJsonValue &value : json.value(QStringLiteral("items")).toArray()) {
        const QJsonObject object = value.toObject();
        VerifyItem item;
        item.id = str(object, "id");
        if (item.id.isEmpty())
            continue;
        item.status = statusFrom(str(object, "status"));
        item.code = str(object, "code");
        item.detail = str(object, "detail");
        item.raw = object;
        result.items.append(item);
    }
    for (const QJsonValue &value : json.value(QStringLiteral("libraries")).toArray()) {
        const QJsonObject object = value.toObject();
        VerifyLibrary library;
        library.file = str(object, "file");
        library.subLibrary = str(object, "subLibrary");
        library.loaded = object.value(QStringLiteral("loaded")).toBool();
        library.path = str(object, "path");
        library.error = str(object, "error");
        result.libraries.append(library);
    }

    const QJsonObject version = json.value(QStringLiteral("version")).toObject();
    result.version = versionText(version);
    result.versionRaw = version.value(QStringLiteral("raw")).toInteger();
    result.headerVersion = str(json, "headerVersion");
    result.cudartVersion = json.value(QStringLiteral("cudartVersion")).toInt();
    result.runtimeVersion = json.value(QStringLiteral("runtimeVersion")).toInt();
    result.driverVersion = json.value(QStringLiteral("driverVersion")).toInt();
    result.driver = str(json, "driver");
    for (const QJsonValue &value : json.value(QStringLiteral("devices")).toArray()) {
        const QString name = str(value.toObject(), "name");
        if (!name.isEmpty())
            result.gpuNames.append(name);
    }

    // Without any check there is nothing to judge: a JSON of another mode, or an empty one.
    result.ran = !result.items.isEmpty();
    if (!result.ran)
        result.failure = QCoreApplication::translate("VerifyResult",
                                                     "The cuDNN check answered without any checks, so there is no result.");
    return result;
}

VerifyResult VerifyResult::notChecked(const QString &cudnnDir, const QString &failure)
{
    VerifyResult result;
    result.cudnnDir = cudnnDir;
    result.failure = failure;
    return result;
}

VerifyResult::Verdict VerifyResult::verdict() const
{
    if (!ran)
        return Verdict::NotChecked;
    bool anyFailure = false;
    for (const VerifyItem &item : items) {
        if (item.status != VerifyItem::Status::Fail)
            continue;
        // device-too-new lands here too: the copy may be complete, but not for this GPU.
        if (!isNoGpuFailure(item))
            return Verdict::Broken;
        anyFailure = true;
    }
    if (anyFailure)
        return Verdict::ReadyNoGpu;
    const VerifyItem *convolution = item(QStringLiteral("convolution"));
    const VerifyItem *handle = item(QStringLiteral("handle"));
    if (convolution && convolution->status == VerifyItem::Status::Pass)
        return Verdict::Works;
    // A probe without the convolution check (code "not-implemented") can prove no more than a
    // handle created on the GPU.
    if (handle && handle->status == VerifyItem::Status::Pass
        && (!convolution || convolution->code == QLatin1String("not-implemented")))
        return Verdict::Works;
    // Nothing failed, but nothing ran on a GPU either.
    return Verdict::ReadyNoGpu;
}

const VerifyItem *VerifyResult::item(const QString &id) const
{
    for (const VerifyItem &candidate : items)
        if (candidate.id == id)
            return &candidate;
    return nullptr;
}

int VerifyResult::count(VerifyItem::Status status) const
{
    int n = 0;
    for (const VerifyItem &candidate : items)
        n += candidate.status == status ? 1 : 0;
    return n;
}

} // namespace cudnnsetup
