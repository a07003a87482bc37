// Fuzz target: a user's shell profile (~/.bashrc) and /etc/environment, which the doctor reads
// line by line for exports that break LD_LIBRARY_PATH, PATH or CUDA_HOME and whose lines its
// fix rewrites. Whatever a profile holds, every finding must say what it found and what to do.
#include "FuzzSupport.h"

#include "core/doctor/rules/ShellProfileRules.h"
#include "core/model/SystemReport.h"

#include <QDir>

using namespace cudnnsetup;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QList<QByteArray> files = fuzz::parts(fuzz::bytes(data, size), 2);
    const QString root = fuzz::scratchFolder() + QStringLiteral("/root");
    const QString home = fuzz::scratchFolder() + QStringLiteral("/home");
    static const bool prepared = QDir().mkpath(root + QStringLiteral("/etc")) && QDir().mkpath(home)
                                 && QDir().mkpath(root + QStringLiteral("/usr/local/cuda-12.4/lib64"));
    FUZZ_CHECK(prepared);
    fuzz::writeFile(home + QStringLiteral("/.bashrc"), files.at(0));
    fuzz::writeFile(root + QStringLiteral("/etc/environment"), files.at(1));

    QProcessEnvironment environment;
    environment.insert(QStringLiteral("HOME"), home);
    environment.insert(QStringLiteral("LD_LIBRARY_PATH"), QStringLiteral("/usr/local/cuda-12.4/lib64"));
    environment.insert(QStringLiteral("PATH"), QStringLiteral("/usr/local/cuda-12.4/bin:/usr/bin:/bin"));
    const SystemPaths paths(root, *HostPlatform::fromRedistKey(QStringLiteral("linux-x86_64")), environment);
    const SystemReport report;
    for (const Finding &finding : ShellProfileRules::check({report, paths})) {
        FUZZ_CHECK(!finding.code.isEmpty());
        FUZZ_CHECK(!finding.title.isEmpty());
        FUZZ_CHECK(!finding.evidence.isEmpty());
        FUZZ_CHECK(!finding.manualStep.isEmpty());
    }
    return 0;
}
