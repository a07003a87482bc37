// SystemReport: everything one scan found, the verdicts on it, and the cuDNN that fits.
// toJson() is the `cudnn-setup scan --json` schema (documented in docs/scan-json.md); bump
// kSchemaVersion whenever a field changes meaning or disappears.
#pragma once

#include "core/model/CudnnCopy.h"
#include "core/model/DriverInfo.h"
#include "core/model/FrameworkInstall.h"
#include "core/model/GpuInfo.h"
#include "core/model/ScanNote.h"
#include "core/model/ToolkitInstall.h"
#include "core/model/Verdict.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace cudnnsetup {

// The cuDNN archive the compatibility rules pick for this machine.
struct Recommendation
{
    bool available = false;     // false when nothing fits (reason says why)
    Version cudnnVersion;       // e.g. 9.27.0.42
    int cudaMajor = 0;          // archive variant: cuda12, cuda13
    QString platform;           // "linux-x86_64", "windows-x86_64", ...
    QString archiveName;        // cudnn-linux-x86_64-9.27.0.42_cuda13-archive.tar.xz
    QString reason;             // translated: why this one
};

struct SystemReport
{
    static constexpr int kSchemaVersion = 1;

    QString platform;           // redist platform key of this machine: "linux-x86_64", "windows-x86_64"
    QString sysroot;            // empty for the live system
    qint64 scanMilliseconds = 0;

    DriverInfo driver;
    QList<GpuInfo> gpus;
    QList<ToolkitInstall> toolkits;
    QList<CudnnCopy> cudnnCopies;
    QList<FrameworkInstall> frameworks;   // in the Python environments found, each judged (core/frameworks)
    QList<ScanNote> notes;
    QList<Verdict> verdicts;
    Recommendation recommendation;

    const ToolkitInstall *defaultToolkit() const;
    // The worst severity among the verdicts (Ok when there are none).
    Verdict::Severity overallSeverity() const;

    QJsonObject toJson() const;
};

} // namespace cudnnsetup
