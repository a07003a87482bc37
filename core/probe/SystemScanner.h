// SystemScanner: finds what the machine has (driver and GPUs, CUDA toolkits, every cuDNN copy),
// judges it against the compatibility data, and returns one SystemReport. Blocking and
// thread-safe: the wizard runs it on a worker thread, the CLI on the main one. It never throws
// and never hangs: whatever it cannot read becomes a ScanNote in the report.
#pragma once

#include "core/model/SystemReport.h"
#include "core/probe/ScanOptions.h"

namespace cudnnsetup {

class SystemScanner
{
public:
    explicit SystemScanner(ScanOptions options);
    SystemReport scan() const;

private:
    ScanOptions m_options;
};

} // namespace cudnnsetup
