// Benchmark for the whole install (targets: within 1.1x of the manual method, `tar -xJf` then
// `cp -a` of include/* and lib/* into the toolkit, and a peak RSS under 150 MB). Times, in the
// same run and on the same ~1 GB cuDNN-like tar.xz:
//   (a) tar -xJf into a temporary folder, then cp -a include/* and lib/* into a fresh CUDA root;
//   (b) cudnn-setup install --archive ... --scope user --state-dir <tmp> --cuda-root <fresh root>
//       --no-env --no-nvcc, as a child process (the honest end to end: identify, unpack, plan,
//       journal, move into place).
// Each is run twice (alternating) and the better time of each is reported; nothing is asserted.
//
// The archive is NVIDIA's Linux 9.x layout built from the real cuDNN under /usr/local/cuda when
// it is there (tests/fixtures/archives/RealCudnnArchive.h, with the static libraries NVIDIA also
// ships, which brings it to about 1 GB unpacked; built with tar | xz -T0 and kept in the
// temporary folder), else from generated bodies (kept in /tmp/cudnn-setup-perf/).
//
// Peak memory: wait4() gives each child's ru_maxrss, which includes its waited-for children
// (tar's xz) but starts at this process's own size when it forks, so this process stays small
// and its size is printed as the floor. For cudnn-setup the kernel's VmHWM of the new image is
// also sampled while it runs.
//
// With --cuda-develop, the machine has no CUDA Toolkit and the install brings the develop profile
// of CUDA 13 with cuDNN (targets: within 1.1x of decompressing the same archives with `xz -dc`
// one after another, peak RSS under 150 MB):
//   (a) xz -dc of the cuDNN archive and of each CUDA component archive, in turn, to /dev/null;
//   (b) cudnn-setup install --archive ... --with-cuda develop --cuda-from <redist folder>
//       --cuda-root <new root> --no-env --no-first-program.
// (b) unpacks the CUDA archives side by side, one per core (CudaArchiveUnpacker), so it can take
// less time than (a) while using more CPU; both CPU times (wait4's user + system) are printed.
// The archives are this machine's real cuDNN and CUDA 13 files in NVIDIA's layouts, compressed
// at xz level 6 as NVIDIA's are (RealCudnnArchive, RealCudaRedist: the test fixtures, built once,
// in several minutes, and kept).
//
// Run: ./build/tests/perf/perf_install [--repeat N] [--fresh] [--cuda-develop]
#include "fixtures/archives/ArchiveBuilder.h"
#include "fixtures/archives/RealCudaRedist.h"
#include "fixtures/archives/RealCudnnArchive.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QTemporaryDir>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <vector>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

using namespace cudnnsetup::testing;

namespace {

const QString kCacheFolder = QStringLiteral("/tmp/cudnn-setup-perf");

struct ChildRun
{
    double seconds = 0;
    qint64 maxRssKiB = -1;   // wait4's ru_maxrss (floor: this process's size at the fork)
    qint64 sampledHwmKiB = -1; // VmHWM of the exec'd image, sampled while it ran
    qint64 childrenHwmKiB = -1; // the same for its own children together (tar's xz)
    double cpuSeconds = 0;   // user + system time of it and its waited-for children (wait4)
    int exitCode = -1;
    bool ok() const { return exitCode == 0; }
};

qint64 statusKiB(const QString &file, const char *key)
{
    QFile status(file);
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith(key))
            return line.mid(qstrlen(key) + 1).trimmed().split(' ').value(0).toLongLong();
    return -1;
}

QList<qint64> childrenOf(pid_t pid)
{
    QList<qint64> children;
    QFile file(QStringLiteral("/proc/%1/task/%1/children").arg(pid));
    if (file.open(QIODevice::ReadOnly))
        for (const QByteArray &child : file.readAll().trimmed().split(' '))
            if (!child.isEmpty())
                children.append(child.toLongLong());
    return children;
}

// Runs argv[0] (looked up in PATH) with `environment` (empty: ours), in `folder`; waits with
// wait4. `quiet`: its output goes to /dev/null.
ChildRun spawn(const QStringList &arguments, const QStringList &environment = {}, const QString &folder = {},
               bool quiet = false)
{
    QList<QByteArray> args;
    for (const QString &argument : arguments)
        args.append(QFile::encodeName(argument));
    std::vector<char *> argv;
    for (QByteArray &arg : args)
        argv.push_back(arg.data());
    argv.push_back(nullptr);
    QList<QByteArray> envs;
    for (const QString &variable : environment)
        envs.append(variable.toUtf8());
    std::vector<char *> envp;
    for (QByteArray &variable : envs)
        envp.push_back(variable.data());
    envp.push_back(nullptr);

    const QString previous = QDir::currentPath();
    if (!folder.isEmpty())
        QDir::setCurrent(folder);
    ChildRun run;
    QElapsedTimer timer;
    timer.start();
    pid_t pid = 0;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    if (quiet) {
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    }
    const int rc = posix_spawnp(&pid, argv[0], &actions, nullptr, argv.data(), environment.isEmpty() ? environ : envp.data());
    posix_spawn_file_actions_destroy(&actions);
    if (!folder.isEmpty())
        QDir::setCurrent(previous);
    if (rc != 0) {
        std::fprintf(stderr, "cannot start %s: %s\n", argv[0], std::strerror(rc));
        return run;
    }
    const QString statusFile = QStringLiteral("/proc/%1/status").arg(pid);
    int status = 0;
    struct rusage usage {};
    QHash<qint64, qint64> childPeaks;
    for (;;) {
        const pid_t done = ::wait4(pid, &status, WNOHANG, &usage);
        if (done == pid)
            break;
        if (done < 0 && errno != EINTR)
            return run;
        run.sampledHwmKiB = std::max(run.sampledHwmKiB, statusKiB(statusFile, "VmHWM:"));
        for (const qint64 child : childrenOf(pid))
            childPeaks[child] = std::max(childPeaks.value(child, -1), statusKiB(QStringLiteral("/proc/%1/status").arg(child), "VmHWM:"));
        ::usleep(20 * 1000);
    }
    for (const qint64 peak : childPeaks)
        run.childrenHwmKiB = std::max<qint64>(run.childrenHwmKiB, 0) + peak;
    run.seconds = double(timer.nsecsElapsed()) / 1e9;
    run.maxRssKiB = usage.ru_maxrss;
    run.cpuSeconds = double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
                     + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
    run.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    return run;
}

bool sh(const QString &script)
{
    return spawn({QStringLiteral("/bin/sh"), QStringLiteral("-c"), script}).ok();
}

QString quoted(const QString &path)
{
    QString text = path;
    text.replace(u'\'', QStringLiteral("'\\''"));
    return u'\'' + text + u'\'';
}

qint64 treeBytes(const QString &folder)
{
    qint64 total = 0;
    QDirIterator it(folder, QDir::Files | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        if (!it.fileInfo().isSymLink())
            total += it.fileInfo().size();
    }
    return total;
}

struct BenchArchive
{
    QString path;
    QString top;
    bool fromRealFiles = false;
};

// Built (once) from the real cuDNN files, with the static libraries NVIDIA also ships; empty
// path when they are not there.
BenchArchive realArchive(bool fresh)
{
    QString why;
    std::printf("preparing the archive from the real cuDNN (built once, kept for later runs) ...\n");
    std::fflush(stdout);
    const std::optional<RealCudnnArchive> real =
        RealCudnnArchive::build({QStringLiteral("-6"), QStringLiteral("-T0")}, &why, true, fresh);
    if (!real) {
        std::printf("no real archive: %s\n", qPrintable(why));
        return {};
    }
    return {real->path, real->topDirectory(), true};
}

BenchArchive generatedArchive(bool fresh)
{
    const QString top = ArchiveBuilder::archiveStem(QStringLiteral("linux-x86_64"), QStringLiteral("9.20.0.48"), QStringLiteral("12"));
    BenchArchive archive{kCacheFolder + u'/' + top + QStringLiteral(".tar.xz"), top, false};
    if (!fresh && QFileInfo::exists(archive.path))
        return archive;
    std::printf("building %s from generated bodies ...\n", qPrintable(archive.path));
    std::fflush(stdout);
    ArchiveBuilder::write(archive.path + QStringLiteral(".part"), ArchiveFormat::TarXz,
                          ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("9.20.0.48"), 12, QStringLiteral("linux-x86_64"),
                                                            qint64(120) << 20));
    QFile::remove(archive.path);
    QFile::rename(archive.path + QStringLiteral(".part"), archive.path);
    return archive;
}

void freshToolkit(const QString &root)
{
    QDir(root).removeRecursively();
    QDir().mkpath(root + QStringLiteral("/lib64"));
    QDir().mkpath(root + QStringLiteral("/include"));
}

struct Manual
{
    ChildRun tar;
    ChildRun copy;
    double seconds = 0;
    bool ok = false;
};

Manual manualInstall(const BenchArchive &archive, const QString &work)
{
    const QString unpacked = work + QStringLiteral("/unpacked");
    const QString root = work + QStringLiteral("/cuda-a");
    QDir(unpacked).removeRecursively();
    QDir().mkpath(unpacked);
    freshToolkit(root);
    sh(QStringLiteral("sync"));
    Manual manual;
    manual.tar = spawn({QStringLiteral("tar"), QStringLiteral("-xJf"), archive.path, QStringLiteral("-C"), unpacked});
    const QString top = unpacked + u'/' + archive.top;
    manual.copy = spawn({QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                         QStringLiteral("cp -a %1/include/* %2/include/ && cp -a %1/lib/* %2/lib64/")
                             .arg(quoted(top), quoted(root))});
    manual.seconds = manual.tar.seconds + manual.copy.seconds;
    manual.ok = manual.tar.ok() && manual.copy.ok() && QFileInfo::exists(root + QStringLiteral("/include/cudnn.h"));
    QDir(unpacked).removeRecursively();
    QDir(root).removeRecursively();
    return manual;
}

ChildRun cudnnSetupInstall(const BenchArchive &archive, const QString &work, const QString &binary)
{
    const QString root = work + QStringLiteral("/cuda-b");
    const QString state = work + QStringLiteral("/state");
    const QString home = work + QStringLiteral("/home");
    freshToolkit(root);
    QDir(state).removeRecursively();
    QDir().mkpath(state);
    QDir().mkpath(home);
    sh(QStringLiteral("sync"));
    const QStringList environment{QStringLiteral("HOME=") + home, QStringLiteral("XDG_DATA_HOME=") + home + QStringLiteral("/.local/share"),
                                  QStringLiteral("PATH=/usr/bin:/bin"), QStringLiteral("LANG=C.UTF-8"),
                                  QStringLiteral("TMPDIR=") + work};
    ChildRun run = spawn({binary, QStringLiteral("install"), QStringLiteral("--archive"), archive.path, QStringLiteral("--scope"),
                          QStringLiteral("user"), QStringLiteral("--state-dir"), state, QStringLiteral("--cuda-root"), root,
                          QStringLiteral("--no-env"), QStringLiteral("--no-nvcc")},
                         environment, {}, true);
    if (run.ok() && !QFileInfo::exists(root + QStringLiteral("/include/cudnn.h")))
        run.exitCode = 99;
    QDir(root).removeRecursively();
    QDir(state).removeRecursively();
    return run;
}

double mib(qint64 kib)
{
    return double(kib) / 1024.0;
}

// --cuda-develop: the archives, (a) and (b) as the head of this file says.
int cudaDevelopBenchmark(int repeat, const QString &binary)
{
    std::printf("preparing the archives from this machine's cuDNN and CUDA 13 (built once, kept for later runs) ...\n");
    std::fflush(stdout);
    QString why;
    // Compressed as NVIDIA does (xz level 6), so that decompression weighs what it weighs for a
    // student; -T0 only to build them sooner.
    const QStringList xz{QStringLiteral("-6"), QStringLiteral("-T0")};
    const std::optional<RealCudnnArchive> cudnn = RealCudnnArchive::build(xz, &why);
    const std::optional<RealCudaRedist> redist = cudnn ? RealCudaRedist::build(RealCudaRedist::developComponents(), &why, xz) : std::nullopt;
    if (!cudnn || !redist) {
        std::fprintf(stderr, "no archives: %s\n", qPrintable(why));
        return 1;
    }
    QStringList archives{cudnn->path};
    qint64 compressed = QFileInfo(cudnn->path).size();
    for (const QString &component : redist->components) {
        archives.append(redist->archiveOf(component));
        compressed += QFileInfo(archives.last()).size();
    }
    std::printf("%lld archives, %.1f MiB compressed (cuDNN %s; CUDA %s develop profile from %s)\n", qint64(archives.size()),
                double(compressed) / (1 << 20), qPrintable(cudnn->release), qPrintable(redist->label), qPrintable(redist->folder));
    QTemporaryDir work(QDir::tempPath() + QStringLiteral("/cudnn-setup-perf-cuda-XXXXXX"));
    if (!work.isValid())
        return 1;
    QStringList quotedArchives;
    for (const QString &archive : archives)
        quotedArchives.append(quoted(archive));
    double bestXz = 1e9;
    double bestXzCpu = 0;
    ChildRun bestInstall;
    bestInstall.seconds = 1e9;
    for (int round = 1; round <= repeat; ++round) {
        sh(QStringLiteral("sync"));
        const ChildRun xz = spawn({QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                                   QStringLiteral("for f in %1; do xz -dc \"$f\" > /dev/null || exit 1; done").arg(quotedArchives.join(u' '))});
        std::printf("round %d (a) xz -dc, one archive after another: %.2f s (CPU %.2f s)%s\n", round, xz.seconds, xz.cpuSeconds,
                    xz.ok() ? "" : "  FAILED");
        if (xz.ok() && xz.seconds < bestXz) {
            bestXz = xz.seconds;
            bestXzCpu = xz.cpuSeconds;
        }
        const QString root = work.path() + QStringLiteral("/cuda-13.0");
        const QString state = work.path() + QStringLiteral("/state");
        const QString home = work.path() + QStringLiteral("/home");
        QDir(root).removeRecursively();
        QDir(state).removeRecursively();
        QDir().mkpath(state);
        QDir().mkpath(home);
        sh(QStringLiteral("sync"));
        ChildRun install = spawn({binary, QStringLiteral("install"), QStringLiteral("--archive"), cudnn->path, QStringLiteral("--scope"),
                                  QStringLiteral("user"), QStringLiteral("--state-dir"), state, QStringLiteral("--with-cuda"),
                                  QStringLiteral("develop"), QStringLiteral("--cuda-from"), redist->folder, QStringLiteral("--cuda-root"),
                                  root, QStringLiteral("--no-env"), QStringLiteral("--no-nvcc"), QStringLiteral("--no-first-program")},
                                 {QStringLiteral("HOME=") + home, QStringLiteral("PATH=/usr/bin:/bin"), QStringLiteral("LANG=C.UTF-8"),
                                  QStringLiteral("TMPDIR=") + work.path()},
                                 {}, true);
        if (install.ok() && !QFileInfo::exists(root + QStringLiteral("/bin/nvcc")))
            install.exitCode = 99;
        std::printf("round %d (b) cudnn-setup install --with-cuda develop: %.2f s (CPU %.2f s), peak RSS %.1f MiB (ru_maxrss), "
                    "%.1f MiB (sampled VmHWM)%s\n",
                    round, install.seconds, install.cpuSeconds, mib(install.maxRssKiB), mib(install.sampledHwmKiB),
                    install.ok() ? "" : qPrintable(QStringLiteral("  FAILED, exit code %1").arg(install.exitCode)));
        if (install.ok() && install.seconds < bestInstall.seconds)
            bestInstall = install;
        QDir(root).removeRecursively();
        QDir(state).removeRecursively();
        std::fflush(stdout);
    }
    if (bestXz >= 1e9 || bestInstall.seconds >= 1e9) {
        std::fprintf(stderr, "a run failed; no comparison\n");
        return 1;
    }
    std::printf("\nbest of %d:\n", repeat);
    std::printf("  (a) xz -dc of every archive       %7.2f s   CPU %.2f s\n", bestXz, bestXzCpu);
    std::printf("  (b) cudnn-setup install           %7.2f s   CPU %.2f s   peak RSS %.1f MiB (ru_maxrss), %.1f MiB (VmHWM)\n",
                bestInstall.seconds, bestInstall.cpuSeconds, mib(bestInstall.maxRssKiB), mib(bestInstall.sampledHwmKiB));
    std::printf("  (the CUDA archives unpack side by side, one per core (CudaArchiveUnpacker): (b) can take less\n"
                "   time than (a) while it uses more CPU, which the SHA-256 checks and the writing add)\n");
    std::printf("  ratio b/a                         %7.2f     (target <= 1.10)\n", bestInstall.seconds / bestXz);
    std::printf("  peak RSS of (b)                   %7.1f MiB (target < 150 MB)\n",
                mib(std::max(bestInstall.maxRssKiB, bestInstall.sampledHwmKiB)));
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int repeat = 2;
    bool fresh = false;
    bool cudaDevelop = false;
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i) {
        if (args[i] == QStringLiteral("--repeat") && i + 1 < args.size())
            repeat = std::max(1, args[++i].toInt());
        else if (args[i] == QStringLiteral("--fresh"))
            fresh = true;
        else if (args[i] == QStringLiteral("--cuda-develop"))
            cudaDevelop = true;
    }
    if (cudaDevelop)
        return cudaDevelopBenchmark(repeat, QStringLiteral(CUDNN_SETUP_BINARY));
    QDir().mkpath(kCacheFolder);
    BenchArchive archive = realArchive(fresh);
    if (archive.path.isEmpty())
        archive = generatedArchive(fresh);

    QTemporaryDir work(QDir::tempPath() + QStringLiteral("/cudnn-setup-perf-install-XXXXXX"));
    if (!work.isValid()) {
        std::fprintf(stderr, "cannot create a work folder\n");
        return 1;
    }
    // The unpacked size, once (not timed).
    {
        const QString probe = work.path() + QStringLiteral("/probe");
        QDir().mkpath(probe);
        spawn({QStringLiteral("tar"), QStringLiteral("-xJf"), archive.path, QStringLiteral("-C"), probe});
        std::fflush(stdout);
        std::printf("archive: %s\n  %s, %.1f MiB compressed, %.1f MiB unpacked\n", qPrintable(archive.path),
                    archive.fromRealFiles ? "from the real cuDNN files" : "generated bodies",
                    double(QFileInfo(archive.path).size()) / (1 << 20), double(treeBytes(probe)) / (1 << 20));
        QDir(probe).removeRecursively();
    }
    std::printf("this process at the forks (floor of every ru_maxrss): %.1f MiB\n", mib(statusKiB(QStringLiteral("/proc/self/status"), "VmRSS:")));
    std::fflush(stdout);

    Manual bestManual;
    ChildRun bestInstall;
    bestManual.seconds = bestInstall.seconds = 1e9;
    for (int round = 1; round <= repeat; ++round) {
        const Manual manual = manualInstall(archive, work.path());
        std::printf("round %d (a) tar -xJf + cp -a: %.2f s (tar %.2f s, cp %.2f s), peak RSS tar %.1f MiB + xz %.1f MiB "
                    "(sampled VmHWM; ru_maxrss %.1f MiB)%s\n",
                    round, manual.seconds, manual.tar.seconds, manual.copy.seconds, mib(manual.tar.sampledHwmKiB),
                    mib(manual.tar.childrenHwmKiB), mib(manual.tar.maxRssKiB), manual.ok ? "" : "  FAILED");
        if (manual.ok && manual.seconds < bestManual.seconds)
            bestManual = manual;
        const ChildRun install = cudnnSetupInstall(archive, work.path(), QStringLiteral(CUDNN_SETUP_BINARY));
        std::printf("round %d (b) cudnn-setup install: %.2f s, peak RSS %.1f MiB (ru_maxrss), %.1f MiB (sampled VmHWM)%s\n", round,
                    install.seconds, mib(install.maxRssKiB), mib(install.sampledHwmKiB),
                    install.ok() ? "" : qPrintable(QStringLiteral("  FAILED, exit code %1").arg(install.exitCode)));
        if (install.ok() && install.seconds < bestInstall.seconds)
            bestInstall = install;
        std::fflush(stdout);
    }
    if (bestManual.seconds >= 1e9 || bestInstall.seconds >= 1e9) {
        std::fprintf(stderr, "a run failed; no comparison\n");
        return 1;
    }
    std::printf("\nbest of %d:\n", repeat);
    std::printf("  (a) tar -xJf + cp -a          %7.2f s   peak RSS tar %.1f MiB + xz %.1f MiB\n", bestManual.seconds,
                mib(bestManual.tar.sampledHwmKiB), mib(bestManual.tar.childrenHwmKiB));
    std::printf("  (b) cudnn-setup install       %7.2f s   peak RSS %.1f MiB (ru_maxrss), %.1f MiB (VmHWM)\n", bestInstall.seconds,
                mib(bestInstall.maxRssKiB), mib(bestInstall.sampledHwmKiB));
    std::printf("  ratio b/a                     %7.2f     (target <= 1.10)\n", bestInstall.seconds / bestManual.seconds);
    std::printf("  peak RSS of (b)               %7.1f MiB (target < 150 MB)\n",
                mib(std::max(bestInstall.maxRssKiB, bestInstall.sampledHwmKiB)));
    return 0;
}
