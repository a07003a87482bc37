// Long because: each step (nvcc --version, the compile, the run) fails in many ways, each with its own sentence, and the steps share the helpers at the top.
// FirstProgramCheck: nvcc --version, the compile and the run, and what each way of failing means.
#include "core/verify/FirstProgramCheck.h"

#include "core/model/Sentences.h"
#include "core/model/ShownPath.h"
#include "core/platform/ToolRunner.h"
#include "core/probe/parsers/NvccVersionParser.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <algorithm>
#include <utility>

namespace cudnnsetup {

namespace {

// What is kept of a failed command's output for the report: its end, where compilers and the
// loader say what went wrong.
constexpr int kFirstProgramTailLines = 15;
constexpr qsizetype kFirstProgramTailChars = 2000;

// Windows' exit codes for a program the loader could not start (ntstatus.h): a DLL not found, an
// entry point missing from one, a DLL for the other architecture.
constexpr quint32 kStatusDllNotFound = 0xC0000135u;
constexpr quint32 kStatusEntryPointNotFound = 0xC0000139u;
constexpr quint32 kStatusInvalidImageFormat = 0xC000007Bu;

int wholeSeconds(int milliseconds)
{
    return (std::max(milliseconds, 1) + 999) / 1000;
}

// What a command printed, both channels, as text that is safe to show: a control character (a
// terminal escape in a damaged tool's output) becomes U+FFFD, line breaks stay.
QString combinedOutput(const ToolResult &result)
{
    QString text = QString::fromLocal8Bit(result.standardOutput);
    const QString error = QString::fromLocal8Bit(result.standardError);
    if (!text.isEmpty() && !error.isEmpty() && !text.endsWith(u'\n'))
        text += u'\n';
    text += error;
    text.remove(u'\r');
    for (QChar &c : text)
        if ((c.unicode() < 0x20 && c != u'\n' && c != u'\t') || c.unicode() == 0x7f)
            c = QChar::ReplacementCharacter;
    return text.trimmed();
}

QString outputTailOf(const QString &output)
{
    QStringList lines = output.split(u'\n');
    if (lines.size() > kFirstProgramTailLines)
        lines = lines.mid(lines.size() - kFirstProgramTailLines);
    QString tail = lines.join(u'\n').trimmed();
    if (tail.size() > kFirstProgramTailChars)
        tail = QStringLiteral("…") + tail.right(kFirstProgramTailChars);
    return tail;
}

// The line a student would look at first: the compiler's or the linker's first error.
QString firstErrorLine(const QString &output)
{
    static const QRegularExpression error(QStringLiteral("\\berror\\b|\\bcannot find\\b|\\bundefined reference\\b|\\bnot found\\b"),
                                          QRegularExpression::CaseInsensitiveOption);
    QString firstNonEmpty;
    for (const QString &raw : output.split(u'\n')) {
        const QString line = raw.trimmed();
        if (line.isEmpty())
            continue;
        if (firstNonEmpty.isEmpty())
            firstNonEmpty = line;
        if (error.match(line).hasMatch())
            return line.left(400);
    }
    return firstNonEmpty.left(400);
}

QString commandLine(const QString &program, const QStringList &arguments)
{
    QStringList parts;
    for (const QString &part : QStringList{program} + arguments)
        parts.append(part.contains(u' ') ? u'"' + part + u'"' : part);
    return parts.join(u' ');
}

// The folder as the tools of `platform` want it written (nvcc and cl on Windows take either form;
// the loader's PATH wants backslashes).
QString forTool(const QString &path, const HostPlatform &platform)
{
    if (!platform.isWindows())
        return path;
    QString windows = path;
    windows.replace(u'/', u'\\');
    return windows;
}

// What `-lcudnn` takes from a folder, and what the loader then asks for (libcudnn.so.9, cudnn64_9.dll).
QString cudnnLinkLibrary(const HostPlatform &platform)
{
    return platform.isWindows() ? QStringLiteral("cudnn.lib") : QStringLiteral("libcudnn.so");
}

QString cudnnRuntimePattern(const HostPlatform &platform)
{
    return platform.isWindows() ? QStringLiteral("cudnn64_*.dll") : QStringLiteral("libcudnn.so.*");
}

bool holdsCudnnLinkLibrary(const QString &folder, const HostPlatform &platform)
{
    const QDir dir(folder);
    return dir.exists(cudnnLinkLibrary(platform)) || (!platform.isWindows() && dir.exists(QStringLiteral("libcudnn.a")));
}

bool holdsCudnnRuntime(const QString &folder, const HostPlatform &platform)
{
    return !QDir(folder).entryList({cudnnRuntimePattern(platform)}, QDir::Files | QDir::System).isEmpty();
}

// The flat CUDA tree the request names, with forward slashes.
QString toolkitRoot(const FirstProgramRequest &request)
{
    return QDir::fromNativeSeparators(request.toolkitRoot);
}

// The folders put first on the loader's path for the run, as the loader wants them written: the
// cuDNN runtime folder, then the toolkit's library folders that are there.
QStringList installedLibraryFolders(const FirstProgramRequest &request, const QString &cudnnRuntime)
{
    const QString root = toolkitRoot(request);
    QStringList folders;
    if (!cudnnRuntime.isEmpty())
        folders.append(cudnnRuntime);
    const QStringList toolkitFolders = request.platform.isWindows()
                                           ? QStringList{QStringLiteral("/bin/x64"), QStringLiteral("/bin")}
                                           : QStringList{QStringLiteral("/lib"), QStringLiteral("/lib64")};
    for (const QString &sub : toolkitFolders)
        if (QFileInfo(root + sub).isDir())
            folders.append(root + sub);
    QStringList searchPath;
    for (const QString &entry : std::as_const(folders))
        searchPath.append(forTool(entry, request.platform));
    return searchPath;
}

} // namespace

QByteArray FirstProgramCheck::programSource()
{
    return QByteArrayLiteral("// cudnn-setup's first program: nvcc, the CUDA runtime and cuDNN working together.\n"
                             "#include <cstdio>\n"
                             "#include <cuda_runtime_api.h>\n"
                             "#include <cudnn.h>\n"
                             "int main()\n"
                             "{\n"
                             "    int runtime = 0;\n"
                             "    if (cudaRuntimeGetVersion(&runtime) != cudaSuccess)\n"
                             "        return 1;\n"
                             "    std::printf(\"cudnn-setup-first-program cudnn=%zu runtime=%d\\n\", cudnnGetVersion(), runtime);\n"
                             "    return 0;\n"
                             "}\n");
}

std::optional<FirstProgramCheck::ProgramVersions> FirstProgramCheck::parseProgramOutput(const QByteArray &output)
{
    static const QRegularExpression line(QStringLiteral("^cudnn-setup-first-program cudnn=(\\d{1,9}) runtime=(\\d{1,9})\\s*$"),
                                         QRegularExpression::MultilineOption);
    const QRegularExpressionMatch match = line.match(QString::fromLatin1(output));
    if (!match.hasMatch())
        return std::nullopt;
    ProgramVersions versions;
    versions.cudnn = Version::fromCudnnCode(match.captured(1).toLongLong());
    versions.runtime = Version::fromCudaCode(match.captured(2).toLongLong());
    if (!versions.cudnn.isValid() || !versions.runtime.isValid())
        return std::nullopt;
    return versions;
}

QString FirstProgramResult::summary() const
{
    return joinSentences({version.sentence, compile.sentence, run.sentence});
}

FirstProgramRequest FirstProgramCheck::requestFor(const SystemPaths &paths, const QString &root,
                                                  const QString &includeFolder, const QString &libraryFolder,
                                                  const Version &cudnnVersion, const Version &cudaRelease)
{
    FirstProgramRequest request;
    request.platform = paths.platform();
    request.toolkitRoot = root;
    request.cudnnIncludeDir = includeFolder;
    request.cudnnLibraryDir = paths.platform().isWindows() ? root + QStringLiteral("/lib/x64") : libraryFolder;
    request.cudnnRuntimeDir = libraryFolder;
    request.expectedCudnnVersion = cudnnVersion;
    request.hostCompiler = HostCompiler::check(paths, cudaRelease.major());
    return request;
}

FirstProgramResult FirstProgramCheck::run(const FirstProgramRequest &request)
{
    FirstProgramResult result;
    const HostPlatform &platform = request.platform;
    const QString notCompiled = tr("Not tried, because the test program was not compiled.");

    // 0. Only a toolkit of the system we run on can be run.
    if (platform.os != HostPlatform::current().os) {
        result.version.sentence = tr("The toolkit at %1 is for %2, not for the system the wizard runs on, so its nvcc cannot "
                                     "be tried here. Run the check on that system.")
                                      .arg(shownPath(toolkitRoot(request)),
                                           platform.isWindows() ? QStringLiteral("Windows") : QStringLiteral("Linux"));
        result.compile.sentence = tr("Not tried, because nvcc could not be run.");
        result.run.sentence = notCompiled;
        return result;
    }

    // 1. nvcc --version.
    if (!askNvccVersion(request, result)) {
        result.compile.sentence = tr("Not tried, because nvcc could not be run.");
        result.run.sentence = notCompiled;
        return result;
    }

    // 2. The compile, in a temporary folder, with the cuDNN just installed.
    if (!readyToCompile(request, result.compile)) {
        result.run.sentence = notCompiled;
        return result;
    }
    QTemporaryDir folder(QDir::tempPath() + QStringLiteral("/cudnn-setup-first-program-XXXXXX"));
    const QString source = folder.filePath(QStringLiteral("first_program.cu"));
    const QString program = folder.filePath(QStringLiteral("first_program") + platform.executableSuffix());
    if (!writeProgramSource(folder, source, result.compile) || !compileProgram(request, folder, source, program, result.compile)) {
        result.run.sentence = notCompiled;
        return result;
    }

    // 3. The run, with the folders just installed first on the loader's path.
    runProgram(request, folder, program, result);
    return result;
}

bool FirstProgramCheck::askNvccVersion(const FirstProgramRequest &request, FirstProgramResult &result)
{
    const QString nvcc = toolkitRoot(request) + QStringLiteral("/bin/nvcc") + request.platform.executableSuffix();
    FirstProgramStep &version = result.version;
    bool nvccRuns = false;
    version.status = FirstProgramStep::Status::Failed;
    if (!QFileInfo(nvcc).isFile()) {
        version.sentence = tr("nvcc was not found at %1: the CUDA compiler component (cuda_nvcc) is not installed. Install "
                              "the CUDA Toolkit again with the develop profile, which includes it.")
                               .arg(shownPath(nvcc));
        return nvccRuns;
    }
    const QStringList arguments{QStringLiteral("--version")};
    version.command = commandLine(nvcc, arguments);
    const ToolResult answer = ToolRunner::run(nvcc, arguments, request.versionTimeoutMs);
    const QString output = combinedOutput(answer);
    switch (answer.outcome) {
    case ToolResult::Outcome::TimedOut:
        version.timedOut = true;
        version.sentence = tr("nvcc --version did not answer within %n second(s) and was killed. Something blocked it "
                              "(an antivirus scanning the new files, a disk that does not answer) or the file is "
                              "damaged: try again, and if it hangs again, install the develop profile again.",
                              nullptr, wholeSeconds(request.versionTimeoutMs));
        break;
    case ToolResult::Outcome::FailedToStart:
        version.sentence = tr("nvcc at %1 could not be started (%2). The file may be damaged, not executable or built "
                              "for another system: install the develop profile again.")
                               .arg(shownPath(nvcc), answer.errorString);
        break;
    case ToolResult::Outcome::Crashed:
        version.sentence = tr("nvcc --version crashed (%1). The file may be damaged: install the develop profile again.")
                               .arg(answer.errorString);
        break;
    case ToolResult::Outcome::Finished:
        if (answer.exitCode != 0) {
            version.sentence = tr("nvcc --version failed with exit code %1. The toolkit may be incomplete: install the "
                                  "develop profile again.")
                                   .arg(answer.exitCode);
            break;
        }
        nvccRuns = true;
        if (const auto parsed = parseNvccVersion(QString::fromLocal8Bit(answer.standardOutput))) {
            result.toolkitRelease = parsed->release;
            result.nvccVersion = parsed->compiler;
            version.status = FirstProgramStep::Status::Ok;
            version.sentence = tr("nvcc answers: CUDA %1 (nvcc %2).")
                                   .arg(parsed->release.toString(), parsed->compiler.toStringOrUnknown());
        } else {
            version.sentence = tr("nvcc --version printed no CUDA release (\"%1\"). The file at %2 may not be NVIDIA's "
                                  "nvcc: install the develop profile again.")
                                   .arg(output.simplified().left(200), shownPath(nvcc));
        }
        break;
    }
    if (!version.ok())
        version.outputTail = outputTailOf(output);
    return nvccRuns;
}

QString FirstProgramCheck::cudnnHeaderMissing(const FirstProgramRequest &request)
{
    return tr("There is no cudnn.h in %1: the cuDNN headers are not where the check looked. "
              "Install cuDNN again, or choose the folder that holds cudnn.h.")
        .arg(shownPath(request.cudnnIncludeDir));
}

bool FirstProgramCheck::readyToCompile(const FirstProgramRequest &request, FirstProgramStep &compile)
{
    if (!request.hostCompiler.usable) {
        compile.sentence = !request.hostCompiler.verdict.isEmpty()
                               ? request.hostCompiler.verdict
                               : tr("Not tried, because no C++ compiler that nvcc accepts was found.");
        return false;
    }

    // The copy just installed must be what the program is built and run with: a linker or loader
    // that takes another copy from its own path would prove nothing about it.
    if (!request.cudnnIncludeDir.isEmpty() && !QFileInfo(request.cudnnIncludeDir + QStringLiteral("/cudnn.h")).isFile()) {
        compile.status = FirstProgramStep::Status::Failed;
        compile.sentence = cudnnHeaderMissing(request);
        return false;
    }
    if (!request.cudnnLibraryDir.isEmpty() && !holdsCudnnLinkLibrary(request.cudnnLibraryDir, request.platform)) {
        compile.status = FirstProgramStep::Status::Failed;
        compile.sentence = tr("There is no %1 in %2: the cuDNN library folder is missing or incomplete, so the test program "
                              "cannot be linked with this cuDNN. Install cuDNN again, or choose the folder that holds %1.")
                               .arg(cudnnLinkLibrary(request.platform), shownPath(request.cudnnLibraryDir));
        return false;
    }
    return true;
}

bool FirstProgramCheck::writeProgramSource(const QTemporaryDir &folder, const QString &source, FirstProgramStep &compile)
{
    bool written = false;
    if (folder.isValid()) {
        QFile file(source);
        written = file.open(QIODevice::WriteOnly) && file.write(programSource()) == programSource().size();
        written = file.flush() && written;
    }
    if (!written) {
        compile.status = FirstProgramStep::Status::Failed;
        compile.sentence = tr("The test program could not be written to a temporary folder in %1 (%2). Free some disk space "
                              "or check that you may write there.")
                               .arg(shownPath(QDir::tempPath()), folder.isValid() ? QFile(source).errorString() : folder.errorString());
    }
    return written;
}

bool FirstProgramCheck::compileProgram(const FirstProgramRequest &request, const QTemporaryDir &folder, const QString &source,
                                       const QString &program, FirstProgramStep &compile)
{
    const HostPlatform &platform = request.platform;
    const QString nvcc = toolkitRoot(request) + QStringLiteral("/bin/nvcc") + platform.executableSuffix();
    QStringList arguments{QStringLiteral("-ccbin"), forTool(request.hostCompiler.path, platform)};
    if (!request.cudnnIncludeDir.isEmpty())
        arguments.append(QStringLiteral("-I") + forTool(request.cudnnIncludeDir, platform));
    if (!request.cudnnLibraryDir.isEmpty())
        arguments.append(QStringLiteral("-L") + forTool(request.cudnnLibraryDir, platform));
    arguments += {QStringLiteral("-o"), forTool(program, platform), forTool(source, platform), QStringLiteral("-lcudnn")};
    compile.command = commandLine(nvcc, arguments);
    const ToolResult built = ToolRunner::run(nvcc, arguments, request.compileTimeoutMs);
    // The temporary folder's name says nothing to the user; the file names are enough.
    const QString compileOutput = combinedOutput(built)
                                      .replace(QDir::toNativeSeparators(folder.path()) + QDir::separator(), QString())
                                      .replace(folder.path() + u'/', QString());
    if (built.succeeded() && QFileInfo(program).isFile()) {
        compile.status = FirstProgramStep::Status::Ok;
        compile.sentence = tr("nvcc compiled the test program with %1.").arg(shownPath(request.hostCompiler.path));
        return true;
    }
    compile.status = FirstProgramStep::Status::Failed;
    compile.outputTail = outputTailOf(compileOutput);
    explainCompileFailure(request, built, compileOutput, compile);
    return false;
}

void FirstProgramCheck::explainCompileFailure(const FirstProgramRequest &request, const ToolResult &built,
                                              const QString &compileOutput, FirstProgramStep &compile)
{
    const HostPlatform &platform = request.platform;
    const QString root = toolkitRoot(request);
    const QString cicc = root + QStringLiteral("/nvvm/bin/cicc") + platform.executableSuffix();
    const auto ciccSentence = [&] {
        return tr("nvcc could not run its device compiler %1: nvvm/ is not next to bin/. On CUDA 13, NVVM is a "
                  "component of its own (libnvvm); install the develop profile again so that nvvm/ lands beside bin/ "
                  "in %2.")
            .arg(shownPath(cicc), shownPath(root));
    };
    static const QRegularExpression ciccMissing(QStringLiteral("cicc.*(not found|no such file|not recognized|cannot find)"),
                                                QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression headerMissing(QStringLiteral("cudnn\\.h.*(no such file|cannot open)"),
                                                  QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression runtimeMissing(QStringLiteral("cannot find -lcuda(rt|devrt)|cuda(rt|rt_static|devrt)\\.lib"),
                                                   QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression libraryMissing(QStringLiteral("cannot find -lcudnn\\b|cudnn\\.lib"),
                                                   QRegularExpression::CaseInsensitiveOption);
    // A missing cicc is said by the shell nvcc runs it through ("sh: 1: .../nvvm/bin/cicc: not
    // found"; on Windows "... is not recognized"); the file's absence is the last clue.
    const bool ciccFailed = ciccMissing.match(compileOutput).hasMatch();
    if (built.outcome == ToolResult::Outcome::TimedOut) {
        compile.timedOut = true;
        compile.sentence = tr("Compiling the test program did not finish within %n second(s), and nvcc was killed. A "
                              "very slow disk or an antivirus scanning every new file can cause this; try again.",
                              nullptr, wholeSeconds(request.compileTimeoutMs));
    } else if (built.outcome == ToolResult::Outcome::FailedToStart || built.outcome == ToolResult::Outcome::Crashed) {
        compile.sentence = tr("nvcc stopped while compiling the test program (%1). Install the develop profile again.")
                               .arg(built.errorString);
    } else if (ciccFailed) {
        compile.sentence = ciccSentence();
    } else if (headerMissing.match(compileOutput).hasMatch()) {
        compile.sentence = cudnnHeaderMissing(request);
    } else if (libraryMissing.match(compileOutput).hasMatch()) {
        compile.sentence = tr("The linker found no cuDNN library in %1 (%2). The cuDNN library folder is missing or holds "
                              "no %3: install cuDNN again, or choose the folder that holds it.")
                               .arg(shownPath(request.cudnnLibraryDir), firstErrorLine(compileOutput), cudnnLinkLibrary(platform));
    } else if (runtimeMissing.match(compileOutput).hasMatch()) {
        // nvcc links from the folders its bin/nvcc.profile names: lib64/ beside bin/ on Linux
        // (as /usr/local/cuda has it), lib/x64 on Windows.
        compile.sentence = tr("The linker found no CUDA runtime library (%1). nvcc links it from the folders its "
                              "bin/nvcc.profile names (%2), and the toolkit's libraries are not there: install the "
                              "develop profile again.")
                               .arg(firstErrorLine(compileOutput),
                                    shownPath(root + (platform.isWindows() ? QStringLiteral("/lib/x64") : QStringLiteral("/lib64"))));
    } else if (!QFileInfo(cicc).isFile()) {
        compile.sentence = ciccSentence();
    } else {
        const QString first = firstErrorLine(compileOutput);
        compile.sentence = first.isEmpty()
                               ? tr("nvcc could not compile the test program (exit code %1) and said nothing. Install the "
                                    "develop profile again.")
                                     .arg(built.exitCode)
                               : tr("nvcc could not compile the test program: %1. The toolkit may be incomplete (the "
                                    "develop profile also needs cuda_cccl, and on CUDA 13 cuda_crt), or the C++ compiler "
                                    "is one this nvcc does not accept.")
                                     .arg(first);
    }
}

void FirstProgramCheck::runProgram(const FirstProgramRequest &request, const QTemporaryDir &folder, const QString &program,
                                   FirstProgramResult &result)
{
    FirstProgramStep &run = result.run;
    const HostPlatform &platform = request.platform;
    const bool windows = platform.isWindows();
    const QString cudnnRuntime = request.cudnnRuntimeDir.isEmpty() ? request.cudnnLibraryDir : request.cudnnRuntimeDir;
    if (!cudnnRuntime.isEmpty() && !holdsCudnnRuntime(cudnnRuntime, platform)) {
        run.status = FirstProgramStep::Status::Failed;
        run.sentence = tr("There is no %1 in %2, so the test program would load another cuDNN copy or none: the cuDNN "
                          "library folder is not where the loader looks for it. Install cuDNN again, or choose the folder "
                          "that holds %1.")
                           .arg(cudnnRuntimePattern(platform), shownPath(cudnnRuntime));
        return;
    }

    QStringList searchPath = installedLibraryFolders(request, cudnnRuntime);
    const QString variable = windows ? QStringLiteral("PATH") : QStringLiteral("LD_LIBRARY_PATH");
    const QChar separator = windows ? u';' : u':';
    const QString inherited = windows ? QStringLiteral("%PATH%") : QStringLiteral("$LD_LIBRARY_PATH");
    run.command = variable + u'=' + searchPath.join(separator) + separator + inherited + u' ' + forTool(program, platform);
    // On Windows QProcessEnvironment compares names without case, so "Path" keeps its spelling.
    QProcessEnvironment environment = request.environment;
    if (const QString before = environment.value(variable); !before.isEmpty())
        searchPath.append(before);
    environment.insert(variable, searchPath.join(separator));

    const ToolResult ran = ToolRunner::run(program, {}, request.runTimeoutMs, {folder.path(), environment});
    const QString runOutput = combinedOutput(ran);
    const auto versions = ran.succeeded() ? parseProgramOutput(ran.standardOutput) : std::nullopt;
    if (versions) {
        result.cudnnVersion = versions->cudnn;
        result.runtimeVersion = versions->runtime;
        const Version &expected = request.expectedCudnnVersion;
        if (expected.isValid() && versions->cudnn != expected.truncated(3)) {
            run.status = FirstProgramStep::Status::Failed;
            run.outputTail = outputTailOf(runOutput);
            run.sentence = tr("The test program loaded cuDNN %1, not the cuDNN %2 in %3: another copy comes first where "
                              "the loader looks (LD_LIBRARY_PATH, ld.so.conf or PATH). Remove that copy, or put this folder "
                              "first.")
                               .arg(versions->cudnn.toString(), expected.truncated(3).toString(), shownPath(cudnnRuntime));
            return;
        }
        run.status = FirstProgramStep::Status::Ok;
        run.sentence = tr("The test program ran and reports cuDNN %1 with CUDA runtime %2.")
                           .arg(versions->cudnn.toString(), versions->runtime.toString());
        return;
    }
    run.status = FirstProgramStep::Status::Failed;
    run.outputTail = outputTailOf(runOutput);
    explainRunFailure(request, cudnnRuntime, ran, runOutput, run);
}

void FirstProgramCheck::explainRunFailure(const FirstProgramRequest &request, const QString &cudnnRuntime, const ToolResult &ran,
                                          const QString &runOutput, FirstProgramStep &run)
{
    const bool windows = request.platform.isWindows();
    static const QRegularExpression loaderError(QStringLiteral("error while loading shared libraries: ([^:\\s]+): ([^\\n]*)"));
    const QRegularExpressionMatch notLoaded = loaderError.match(runOutput);
    const quint32 status = quint32(ran.exitCode);
    const bool windowsLoaderFailure = windows && ran.outcome != ToolResult::Outcome::TimedOut
                                      && (status == kStatusDllNotFound || status == kStatusEntryPointNotFound
                                          || status == kStatusInvalidImageFormat);
    if (ran.outcome == ToolResult::Outcome::TimedOut) {
        run.timedOut = true;
        run.sentence = tr("The test program did not finish within %n second(s) and was killed. It only asks two libraries "
                          "for their version, so something is blocking it: an antivirus, or a library that hangs while "
                          "it loads.",
                          nullptr, wholeSeconds(request.runTimeoutMs));
    } else if (notLoaded.hasMatch()) {
        // "libcudnn.so.9: cannot open shared object file: ..." when no folder holds it; the path
        // and "file too short" / "invalid ELF header" when the file found is not a library.
        const QString library = notLoaded.captured(1);
        const QString name = QFileInfo(library).fileName();
        const QString reason = notLoaded.captured(2).trimmed();
        const bool notFound = reason.contains(QLatin1String("cannot open shared object file"));
        if (!notFound && name.startsWith(QLatin1String("libcudnn")))
            run.sentence = tr("The test program found %1 but could not load it (%2): the file is damaged or not a library "
                              "for this system. Install cuDNN again.")
                               .arg(shownPath(library), reason);
        else if (!notFound)
            run.sentence = tr("The test program found %1 but could not load it (%2): the file is damaged or not a library "
                              "for this system. Install the component it belongs to again.")
                               .arg(shownPath(library), reason);
        else if (name.startsWith(QLatin1String("libcudnn")))
            run.sentence = tr("The test program could not load %1 (%2), although %3 was first on LD_LIBRARY_PATH: the cuDNN "
                              "library folder is not where the loader looks for it. Install cuDNN again, or choose the "
                              "folder that holds %1.")
                               .arg(name, reason, shownPath(cudnnRuntime));
        else if (name.startsWith(QLatin1String("libcudart")))
            run.sentence = tr("The test program could not load %1 (%2), although %3 was on LD_LIBRARY_PATH: the CUDA "
                              "runtime (cuda_cudart) is not where the loader looks for it. Install the CUDA Toolkit again.")
                               .arg(name, reason, shownPath(toolkitRoot(request) + QStringLiteral("/lib")));
        else
            run.sentence = tr("The test program could not load %1 (%2). It is a library of the system, not of CUDA or "
                              "cuDNN: install the package that provides it.")
                               .arg(name, reason);
    } else if (windowsLoaderFailure) {
        run.sentence = tr("The test program could not start: Windows did not find a DLL it needs, or found one for another "
                          "system (code 0x%1), although %2 and the toolkit's DLL folders were first on PATH. The cuDNN DLL "
                          "folder is not where the loader looks for it: install cuDNN again, or choose the folder that "
                          "holds its DLLs.")
                           .arg(status, 8, 16, QLatin1Char('0'))
                           .arg(shownPath(cudnnRuntime));
    } else if (ran.outcome == ToolResult::Outcome::FailedToStart) {
        run.sentence = tr("The test program could not be started (%1).").arg(ran.errorString);
    } else if (ran.outcome == ToolResult::Outcome::Crashed) {
        run.sentence = tr("The test program crashed (%1). A cuDNN or CUDA library it loaded may be damaged or from another "
                          "release: install cuDNN again.")
                           .arg(ran.errorString);
    } else if (ran.exitCode != 0) {
        run.sentence = tr("The test program failed with exit code %1: the CUDA runtime did not tell its version. Install the "
                          "CUDA Toolkit again.")
                           .arg(ran.exitCode);
    } else {
        run.sentence = tr("The test program ran but printed no versions (\"%1\").").arg(runOutput.simplified().left(200));
    }
}

} // namespace cudnnsetup
