// NvidiaSmiProbe: finds `nvidia-smi` and asks it, within a time limit, for the driver version,
// the supported CUDA version and (when wanted) the GPUs. It is the fallback for machines whose
// driver library cannot be loaded: a hanging or garbage-printing nvidia-smi ends up as a note.
#pragma once

#include "core/model/ScanNote.h"
#include "core/probe/driver/NvidiaSmiParser.h"

#include <QList>
#include <QString>

namespace cudnnsetup {

class SystemPaths;

struct NvidiaSmiAnswer
{
    enum class Outcome {
        Failed,      // did not run, hung, or printed nothing we understand (errorDetail says why)
        NoDevices,   // "No devices were found", or an empty GPU list
        Answered,    // a driver version, and the GPUs when they were asked for
    };
    Outcome outcome = Outcome::Failed;
    NvidiaSmiInfo info;           // what could be read, also when a later step failed
    QString errorDetail;          // the tool's failure in one sentence
    QList<ScanNote> notes;
};

// The nvidia-smi of the scanned system, or an empty string. Fixed locations under the sysroot
// (/usr/bin, /usr/lib/wsl/lib; on Windows System32 and the NVSMI folder), then, on the live
// system only, the PATH of paths.environment(). An executable file wins over one that is not; a
// file that is there but not executable is still returned, so that the user hears about it.
QString findNvidiaSmi(const SystemPaths &paths);

// `wantGpus` false: only the version header is read (the driver library gave the GPUs already).
NvidiaSmiAnswer askNvidiaSmi(const QString &program, int timeoutMs, bool wantGpus);

} // namespace cudnnsetup
