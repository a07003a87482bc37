// BenchCommand: `cudnn-setup bench [--layer NAME | --shape LIST] [--batch N] [--precision LIST]
// [--cudnn-dir DIR] [--no-cpu] [--csv FILE] [--json]` — times one convolution layer with cuDNN,
// with our own CUDA kernels and on the CPU. Exit status: 0 measured, 1 a row gave wrong results,
// 6 nothing could be measured.
#pragma once

#include "app/Command.h"

#include <QCoreApplication>

namespace cudnnsetup {

class CommandLine;

class BenchCommand
{
    Q_DECLARE_TR_FUNCTIONS(BenchCommand)

public:
    static Command command();
    static int run(const CommandLine &commandLine);
};

} // namespace cudnnsetup
