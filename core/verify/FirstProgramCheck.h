// FirstProgramCheck: after the wizard has installed NVIDIA's CUDA redist parts and cuDNN, proves
// that they work together the way a student's first program uses them. Three steps: nvcc answers
// `--version` (its release read by core/probe/parsers/NvccVersionParser.h); nvcc compiles a ten-line
// program that calls cudnnGetVersion() and cudaRuntimeGetVersion(), with the host compiler of
// core/probe/HostCompiler.h; and the program runs, with the cuDNN and CUDA library folders put
// first on LD_LIBRARY_PATH (Linux) or PATH (Windows), and prints both numbers on one line. Neither
// call needs a GPU or a driver, so the check also passes on a machine without them.
//
// Each step ends ok, failed or skipped, with one translated sentence saying what happened and, when
// it did not work, what to do (nvcc missing, hung, NVVM not beside bin/, no host compiler, the
// first compiler error, a library the loader did not find). The cuDNN folders given must hold its
// headers and libraries, and the program must report the cuDNN expected: a linker or loader that
// takes another copy from its own search path would prove nothing about this one. The layouts are
// those of the CUDA redist (docs/nvidia-layouts.md, "CUDA redist"); Windows or Linux is decided at
// run time from the request's platform. Blocks the calling thread (at most the sum of the
// timeouts); never throws.
#pragma once

#include "core/model/Version.h"
#include "core/platform/HostPlatform.h"
#include "core/platform/SystemPaths.h"
#include "core/probe/HostCompiler.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <optional>

class QTemporaryDir;

namespace cudnnsetup {

struct ToolResult;

struct FirstProgramRequest
{
    HostPlatform platform = HostPlatform::current();   // the steps run only when this is the system we run on
    // The flat CUDA tree: bin/nvcc, nvvm/bin/cicc, include/, lib/ (Windows: lib/x64, DLLs in bin/ or bin/x64).
    QString toolkitRoot;
    QString cudnnIncludeDir;   // holds cudnn.h
    QString cudnnLibraryDir;   // what the linker reads: libcudnn.so (Linux), cudnn.lib (Windows)
    // Where the loader must find libcudnn.so.9 / cudnn64_9.dll (on Windows the DLL folder); "" = cudnnLibraryDir.
    QString cudnnRuntimeDir;
    Version expectedCudnnVersion;     // the cuDNN just installed; when valid, a program reporting another fails the run
    HostCompilerCheck hostCompiler;   // not usable: compile and run are skipped with its verdict
    // The environment the program runs in, with the library folders put first (nvcc, through
    // core/platform/ToolRunner.h, inherits this process's own).
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    int versionTimeoutMs = 30000;
    int compileTimeoutMs = 300000;   // a cold disk and an antivirus scanning every new file
    int runTimeoutMs = 30000;
};

struct FirstProgramStep
{
    enum class Status { Skipped, Ok, Failed };

    Status status = Status::Skipped;
    bool timedOut = false;   // failed because it did not finish in time and was killed
    QString sentence;        // translated: what happened; on failure or skip, why and what to do
    QString command;         // the command line that ran, for the log; "" when nothing ran
    QString outputTail;      // on failure: the end of what the command printed

    bool ok() const { return status == Status::Ok; }
};

struct FirstProgramResult
{
    FirstProgramStep version;   // nvcc --version
    FirstProgramStep compile;   // nvcc -ccbin <host compiler> ... first_program.cu -lcudnn
    FirstProgramStep run;       // the compiled program

    Version toolkitRelease;     // 13.0, from nvcc --version
    Version nvccVersion;        // 13.0.88, nvcc's own component version
    Version cudnnVersion;       // 9.19.0, from cudnnGetVersion() in the program
    Version runtimeVersion;     // 13.0, from cudaRuntimeGetVersion() in the program

    bool passed() const { return version.ok() && compile.ok() && run.ok(); }
    // The three sentences, one after the other.
    QString summary() const;
};

class FirstProgramCheck
{
    Q_DECLARE_TR_FUNCTIONS(FirstProgramCheck)

public:
    static FirstProgramResult run(const FirstProgramRequest &request);

    // The request for a toolkit just put together with cuDNN in its flat layout (the CLI's
    // install and the wizard's Verify page): `root` with cuDNN's headers in `includeFolder` and
    // libraries in `libraryFolder` (on Windows the DLLs; the import libraries are in lib/x64),
    // and the host compiler for `cudaRelease`'s major looked up on `paths` (this blocks for its
    // `--version`, a few seconds at most).
    static FirstProgramRequest requestFor(const SystemPaths &paths, const QString &root, const QString &includeFolder,
                                          const QString &libraryFolder, const Version &cudnnVersion,
                                          const Version &cudaRelease);

    // The program's source, and the line it prints ("cudnn-setup-first-program cudnn=91900
    // runtime=13000") read back; nullopt when no such line is in the output.
    static QByteArray programSource();
    struct ProgramVersions
    {
        Version cudnn;     // 91900 -> 9.19.0
        Version runtime;   // 13000 -> 13.0
    };
    static std::optional<ProgramVersions> parseProgramOutput(const QByteArray &output);

private:
    // The steps of run(), in order. Each fills in its step of the result and says whether the
    // next may go ahead; the explain* ones word a step that failed.
    static bool askNvccVersion(const FirstProgramRequest &request, FirstProgramResult &result);
    static bool readyToCompile(const FirstProgramRequest &request, FirstProgramStep &compile);
    static bool writeProgramSource(const QTemporaryDir &folder, const QString &source, FirstProgramStep &compile);
    static bool compileProgram(const FirstProgramRequest &request, const QTemporaryDir &folder, const QString &source,
                               const QString &program, FirstProgramStep &compile);
    static void explainCompileFailure(const FirstProgramRequest &request, const ToolResult &built,
                                      const QString &compileOutput, FirstProgramStep &compile);
    static void runProgram(const FirstProgramRequest &request, const QTemporaryDir &folder, const QString &program,
                           FirstProgramResult &result);
    static void explainRunFailure(const FirstProgramRequest &request, const QString &cudnnRuntime, const ToolResult &ran,
                                  const QString &runOutput, FirstProgramStep &run);
    // Said both before the compile and when nvcc does not find cudnn.h.
    static QString cudnnHeaderMissing(const FirstProgramRequest &request);
};

} // namespace cudnnsetup
