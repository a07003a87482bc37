// NvidiaSmiParser: what `nvidia-smi` prints, turned into values. Pure: text in, values out.
// Knows the table header of both generations (classic "Driver Version / CUDA Version" and the
// 610+ "KMD Version / CUDA UMD Version"), `nvidia-smi --version` (both forms) and the CSV of
// `--query-gpu` with or without header and units (docs/nvidia-layouts.md, "`nvidia-smi` output").
#pragma once

#include "core/model/GpuInfo.h"
#include "core/model/Version.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace cudnnsetup {

struct NvidiaSmiInfo
{
    Version driverVersion;        // 580.65.6 (Version drops leading zeros) ...
    QString driverVersionText;    // ... so the text as printed is kept too: "580.65.06"
    Version maxCudaVersion;       // the newest CUDA the driver supports; invalid when not printed
    QList<GpuInfo> gpus;          // only from --query-gpu
};

class NvidiaSmiParser
{
public:
    // Messages nvidia-smi prints instead of its table.
    enum class Problem {
        None,
        NoDevices,           // "No devices were found": a driver, but no GPU it can use
        CannotReachDriver,   // "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver"
    };
    static Problem recognizeProblem(QStringView output);

    // Plain `nvidia-smi`: the driver version (required) and the CUDA version (absent from legacy
    // drivers such as 340.108, and "N/A" where the CUDA library is missing).
    static std::optional<NvidiaSmiInfo> parseHeader(QStringView output, QString *error = nullptr);

    // `nvidia-smi --version`. The driver version comes from "KMD version", else "DRIVER version",
    // else (610+ prints "DRIVER version : Deprecated ...") from "NVIDIA-SMI version", which ships
    // with the driver.
    static std::optional<NvidiaSmiInfo> parseVersion(QStringView output, QString *error = nullptr);

    // The fields probeDriver asks for, in this order.
    static QStringList defaultQueryFields();
    // `--query-gpu=<fields> --format=csv[,noheader][,nounits]`. `fields` is what was asked for;
    // a header line, when present, names the columns itself and carries the units
    // ("memory.total [MiB]"). Values "[N/A]" and "[Not Supported]" mean unknown. Any row that
    // cannot be read makes the whole answer nullopt: a tool printing garbage is not believed in
    // part. No rows at all is a valid, empty answer.
    static std::optional<NvidiaSmiInfo> parseQueryGpu(QStringView csv,
                                                      const QStringList &fields = defaultQueryFields(),
                                                      QString *error = nullptr);
};

} // namespace cudnnsetup
