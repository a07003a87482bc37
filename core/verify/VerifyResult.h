// VerifyResult: what `cudnn-probe verify` found, parsed from its JSON (docs/probe-json.md), plus
// the overall verdict. Parsing never fails: missing or malformed fields read as "unknown".
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace cudnnsetup {

struct VerifyItem
{
    enum class Status { Pass, Fail, Skip };

    QString id;        // "libraries", "version", "sublibrary-versions", "header", "cudart",
                       // "dependencies", "driver", "max-device-version", "handle", "convolution"
    Status status = Status::Skip;
    QString code;      // the probe's machine-readable reason ("ok", "missing", "no-driver", ...)
    QString detail;    // the probe's short English, for logs
    QJsonObject raw;   // every field of the item, for the explanations
};

struct VerifyLibrary
{
    QString file;
    QString subLibrary;
    bool loaded = false;
    QString path;      // the file the loader actually used
    QString error;
};

struct VerifyResult
{
    // The overall answer, in the order a user cares about.
    enum class Verdict {
        Works,          // every item passed (a GPU ran the convolution)
        ReadyNoGpu,     // the copy is complete and consistent; only the GPU items failed or were
                        // skipped because there is no driver or no GPU here
        Broken,         // an item about the copy itself failed
        NotChecked,     // the probe did not run or did not answer (see failure)
    };

    bool ran = false;           // a verify JSON was read
    QString failure;            // translated, when !ran: why there is no result
    QString cudnnDir;
    QString includeDir;
    QList<VerifyItem> items;
    QList<VerifyLibrary> libraries;
    QString version;            // "9.19.0" from cudnnGetVersion, "" when unknown
    qint64 versionRaw = 0;      // 91900
    QString headerVersion;
    int cudartVersion = 0;      // cudnnGetCudartVersion, 13010
    int runtimeVersion = 0;     // the probe's own CUDA runtime
    int driverVersion = 0;      // 0 = no driver
    QString driver;             // "ok" | "no-driver" | "error"
    QStringList gpuNames;
    QJsonObject raw;            // the whole JSON, for the saved report

    static VerifyResult fromJson(const QJsonObject &json);
    static VerifyResult notChecked(const QString &cudnnDir, const QString &failure);

    Verdict verdict() const;
    const VerifyItem *item(const QString &id) const;
    int count(VerifyItem::Status status) const;
};

} // namespace cudnnsetup
