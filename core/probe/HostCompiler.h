// HostCompiler: the C++ compiler nvcc hands a program's host code to, which NVIDIA's CUDA redist
// does not bring (docs/nvidia-layouts.md, "CUDA redist"): g++ on Linux, in the range of versions
// the CUDA major supports, and MSVC's cl.exe on Windows (Visual Studio or its Build Tools). It is
// looked for on the scan's PATH and, on the system the wizard runs on, asked its version with a
// timeout (a compiler of another system is only found, never run). What is missing, too new or
// too old is said in one sentence with what to do, for the develop profile of the CUDA install.
#pragma once

#include "core/model/Version.h"
#include "core/platform/SystemPaths.h"

#include <QCoreApplication>
#include <QString>

namespace cudnnsetup {

struct HostCompilerCheck
{
    QString path;         // the compiler found; empty when none
    Version version;      // invalid when it was not asked or did not say
    bool usable = false;  // found, and (where the range is known) in range
    QString verdict;      // translated: what was found, and what to do when it is not usable
};

class HostCompiler
{
    Q_DECLARE_TR_FUNCTIONS(HostCompiler)

public:
    // The g++ versions nvcc of `cudaMajor` accepts: [minimum, beyondMaximum). Invalid versions
    // for a major the wizard does not know.
    static Version oldestGcc(int cudaMajor);
    static Version firstGccTooNew(int cudaMajor);

    static HostCompilerCheck check(const SystemPaths &paths, int cudaMajor, int timeoutMs = 5000);
};

} // namespace cudnnsetup
