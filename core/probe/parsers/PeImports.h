// PeImports: what the Windows loader reads of a DLL or program before it loads it — the machine it
// is built for and the DLLs it imports by name, from its import table (loaded with it) and its
// delay-load table (loaded on first use): cudnn_ops64_9.dll → cublasLt64_12.dll names the CUDA
// major that build of cuDNN is for, torch_cuda.dll → cudnn64_9.dll the cuDNN a framework loads.
// Read through the PE headers and the section table (relative addresses to file offsets), each
// read bounded. Bad input gives nullopt with a reason, never a crash (fuzz_pe_imports).
#pragma once

#include <QIODevice>
#include <QString>
#include <QStringList>

#include <optional>

namespace cudnnsetup {

struct PeImportInfo
{
    static constexpr int kMachineAmd64 = 0x8664;
    static constexpr int kMachineArm64 = 0xaa64;
    static constexpr int kMachineI386 = 0x14c;

    int machine = 0;           // the COFF header's Machine
    bool pe32Plus = false;     // a 64-bit image
    QStringList imports;       // the DLLs of the import table, in order, as written
    QStringList delayImports;  // the DLLs of the delay-load table
};

class PeImports
{
public:
    static std::optional<PeImportInfo> read(QIODevice &device, QString *why = nullptr);
};

} // namespace cudnnsetup
