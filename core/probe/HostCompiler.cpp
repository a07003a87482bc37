#include "core/probe/HostCompiler.h"

#include "core/platform/ToolRunner.h"

#include <QFileInfo>
#include <QRegularExpression>

namespace cudnnsetup {

namespace {

// The first folder on PATH that holds `name`.
QString onPath(const SystemPaths &paths, const QString &name)
{
    for (const QString &folder : paths.searchPathVariable(QStringLiteral("PATH")))
        if (const QFileInfo file(folder + u'/' + name); file.isFile() && file.isExecutable())
            return file.absoluteFilePath();
    return {};
}

// "13.2.0" from `g++ -dumpfullversion`, "19.38.33133" from cl's banner.
Version firstVersionIn(const QByteArray &text)
{
    static const QRegularExpression number(QStringLiteral("(\\d+\\.\\d+(?:\\.\\d+)?)"));
    const QRegularExpressionMatch match = number.match(QString::fromLocal8Bit(text));
    return match.hasMatch() ? Version::parse(match.captured(1)).value_or(Version()) : Version();
}

} // namespace

Version HostCompiler::oldestGcc(int cudaMajor)
{
    return cudaMajor == 12 || cudaMajor == 13 ? Version{6} : Version();
}

Version HostCompiler::firstGccTooNew(int cudaMajor)
{
    // The newest releases of each major (12.9, 13.2) take up to gcc 14 and 15.
    switch (cudaMajor) {
    case 12: return Version{15};
    case 13: return Version{16};
    default: return {};
    }
}

HostCompilerCheck HostCompiler::check(const SystemPaths &paths, int cudaMajor, int timeoutMs)
{
    HostCompilerCheck check;
    const bool windows = paths.platform().isWindows();
    const bool runnable = paths.platform().os == HostPlatform::current().os;
    check.path = onPath(paths, windows ? QStringLiteral("cl.exe") : QStringLiteral("g++"));
    if (check.path.isEmpty()) {
        check.verdict = windows ? tr("No C++ compiler (cl.exe) was found. nvcc needs Microsoft's: install Visual Studio or "
                                     "its Build Tools with the \"Desktop development with C++\" workload, and start the "
                                     "compiler from its Developer Command Prompt.")
                                : tr("No C++ compiler (g++) was found. nvcc needs one: install g++ (on Debian and Ubuntu: "
                                     "sudo apt install g++).");
        return check;
    }
    if (runnable) {
        // g++ says its version on its own; cl prints its banner (to stderr) when run alone.
        const ToolResult answer = ToolRunner::run(check.path, windows ? QStringList{} : QStringList{QStringLiteral("-dumpfullversion")},
                                                  timeoutMs);
        check.version = firstVersionIn(answer.standardOutput + answer.standardError);
    }
    const Version oldest = oldestGcc(cudaMajor);
    const Version tooNew = firstGccTooNew(cudaMajor);
    if (windows || !check.version.isValid() || !oldest.isValid()) {
        check.usable = true;
        check.verdict = check.version.isValid() ? tr("C++ compiler: %1 (version %2).").arg(check.path, check.version.toString())
                                                : tr("C++ compiler: %1.").arg(check.path);
        return check;
    }
    if (check.version >= tooNew) {
        check.verdict = tr("g++ %1 (%2) is newer than CUDA %3's nvcc accepts (up to %4). Install an older g++ beside it "
                           "(for example g++-%5) and pass it to nvcc with -ccbin.")
                            .arg(check.version.toString(), check.path)
                            .arg(cudaMajor)
                            .arg(tooNew.major() - 1)
                            .arg(tooNew.major() - 1);
        return check;
    }
    if (check.version < oldest) {
        check.verdict = tr("g++ %1 (%2) is older than CUDA %3's nvcc accepts (%4 or newer). Install a newer g++.")
                            .arg(check.version.toString(), check.path)
                            .arg(cudaMajor)
                            .arg(oldest.major());
        return check;
    }
    check.usable = true;
    check.verdict = tr("C++ compiler: g++ %1 (%2), which CUDA %3's nvcc accepts.").arg(check.version.toString(), check.path).arg(cudaMajor);
    return check;
}

} // namespace cudnnsetup
