// Benchmark for ArchiveExtractor (issue: "install end-to-end within 1.1x of `tar -xJf` + `cp -a`";
// the extraction itself must be as fast as `tar -xJf`, in about as little memory). Times both on
// the same ~1 GB cuDNN-like tar.xz in the same run and prints the figures with peak memory;
// nothing is asserted.
//
// The archive is NVIDIA's Linux layout built from the real cuDNN under /usr/local/cuda when it is
// there (each library stored twice, as the real tarball also holds static libraries of about that
// size), else from generated bodies; it is kept in $TMPDIR/cudnn-perf for the next run.
// Each extraction runs in a child process that reports its own peak (VmHWM: exec starts it
// afresh). tar's figure comes from getrusage(RUSAGE_CHILDREN), which Linux starts at the parent's
// size when forking, so this process stays small (about 13 MB) and that figure is a floor.
//
// Run: ./build/tests/perf/perf_extract [--repeat N] [--level 0-9] [--fresh]
#include "core/archive/ArchiveExtractor.h"
#include "fixtures/archives/ArchiveBuilder.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>

#include <archive.h>
#include <archive_entry.h>

#include <sys/resource.h>

#include <cstdio>
#include <stdexcept>

using namespace cudnnsetup;

namespace {

const QString kVersion = QStringLiteral("9.19.0.56");
const QString kTop = QStringLiteral("cudnn-linux-x86_64-9.19.0.56_cuda13-archive");
const QString kCudaLib = QStringLiteral("/usr/local/cuda/lib64");
const QString kCudaInclude = QStringLiteral("/usr/local/cuda/include");

void check(struct archive *a, int rc, const char *what)
{
    if (rc < ARCHIVE_WARN)
        throw std::runtime_error(std::string(what) + ": " + archive_error_string(a));
}

void addEntry(struct archive *a, const QString &path, int type, int perm, const QString &source = {},
              const QString &linkTarget = {})
{
    struct archive_entry *entry = archive_entry_new();
    archive_entry_set_pathname_utf8(entry, path.toUtf8().constData());
    archive_entry_set_filetype(entry, unsigned(type));
    archive_entry_set_perm(entry, mode_t(perm));
    archive_entry_set_mtime(entry, 1767225600, 0);
    if (type == AE_IFLNK)
        archive_entry_set_symlink_utf8(entry, linkTarget.toUtf8().constData());
    QFile body(source);
    if (!source.isEmpty() && !body.open(QIODevice::ReadOnly))
        throw std::runtime_error("cannot read " + source.toStdString());
    archive_entry_set_size(entry, source.isEmpty() ? 0 : body.size());
    check(a, archive_write_header(a, entry), "header");
    archive_entry_free(entry);
    QByteArray chunk(1 << 20, Qt::Uninitialized);
    for (qint64 got; !source.isEmpty() && (got = body.read(chunk.data(), chunk.size())) > 0;)
        if (archive_write_data(a, chunk.constData(), size_t(got)) != got)
            check(a, ARCHIVE_FATAL, "data");
}

// NVIDIA's 9.x Linux tarball, from the files this machine has: headers, each library as
// libX.so.9.19.0 with its .so.9 and .so links, and a static library as large as the shared one.
void writeFromRealFiles(const QString &archivePath, int level)
{
    struct archive *a = archive_write_new();
    archive_write_set_format_pax_restricted(a);
    archive_write_add_filter_xz(a);
    check(a, archive_write_set_filter_option(a, "xz", "compression-level", QByteArray::number(level).constData()),
          "level");
    check(a, archive_write_open_filename(a, QFile::encodeName(archivePath).constData()), "open");
    addEntry(a, kTop + u'/', AE_IFDIR, 0755);
    addEntry(a, kTop + QStringLiteral("/include/"), AE_IFDIR, 0755);
    for (const QFileInfo &header : QDir(kCudaInclude).entryInfoList({QStringLiteral("cudnn*.h")}, QDir::Files, QDir::Name))
        addEntry(a, kTop + QStringLiteral("/include/") + header.fileName(), AE_IFREG, 0644, header.filePath());
    addEntry(a, kTop + QStringLiteral("/lib/"), AE_IFDIR, 0755);
    const QString shortVersion = kVersion.section(u'.', 0, 2);
    for (const QFileInfo &library :
         QDir(kCudaLib).entryInfoList({QStringLiteral("libcudnn*.so.9")}, QDir::Files | QDir::NoSymLinks, QDir::Name)) {
        const QString stem = library.fileName().section(u'.', 0, 0); // libcudnn_ops
        const QString lib = kTop + QStringLiteral("/lib/");
        addEntry(a, lib + stem + QStringLiteral(".so.") + shortVersion, AE_IFREG, 0755, library.filePath());
        addEntry(a, lib + stem + QStringLiteral(".so.9"), AE_IFLNK, 0777, {}, stem + QStringLiteral(".so.") + shortVersion);
        addEntry(a, lib + stem + QStringLiteral(".so"), AE_IFLNK, 0777, {}, stem + QStringLiteral(".so.9"));
        addEntry(a, lib + stem + QStringLiteral("_static_v9.a"), AE_IFREG, 0644, library.filePath());
    }
    check(a, archive_write_close(a), "close");
    archive_write_free(a);
}

bool haveRealCudnn()
{
    return !QDir(kCudaLib).entryList({QStringLiteral("libcudnn_engines_precompiled.so.9")}, QDir::Files).isEmpty()
           && QFileInfo::exists(kCudaInclude + QStringLiteral("/cudnn_version.h"));
}

qint64 treeBytes(const QString &root)
{
    QProcess du;
    du.start(QStringLiteral("du"), {QStringLiteral("-sb"), root});
    du.waitForFinished(-1);
    return du.readAllStandardOutput().split('\t').value(0).toLongLong();
}

double runTimed(const QString &program, const QStringList &arguments, QByteArray *output = nullptr)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    if (!output)
        process.setStandardOutputFile(QProcess::nullDevice());
    QElapsedTimer timer;
    timer.start();
    process.start(program, arguments);
    process.waitForFinished(-1);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        std::fprintf(stderr, "%s failed (exit %d)\n", qPrintable(program), process.exitCode());
    if (output)
        *output = process.readAllStandardOutput();
    return seconds;
}

void settle(const QString &folder)
{
    QDir(folder).removeRecursively();
    runTimed(QStringLiteral("sync"), {}); // the next run must not pay for this one's writeback
}

long peakChildrenKiB()
{
    struct rusage usage {};
    getrusage(RUSAGE_CHILDREN, &usage);
    return usage.ru_maxrss;
}

// The child: one extraction, then "seconds peak-KiB bytes-written" on stdout.
int extractInChild(const QString &archive, const QString &destination)
{
    QElapsedTimer timer;
    timer.start();
    int reports = 0;
    ExtractionOptions options;
    options.progress = [&reports](const ExtractionProgress &) { ++reports; };
    const ExtractionResult result = ArchiveExtractor::extract(archive, destination, options);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    long peakKiB = 0;
    QFile status(QStringLiteral("/proc/self/status"));
    if (status.open(QIODevice::ReadOnly))
        for (const QByteArray &line : status.readAll().split('\n'))
            if (line.startsWith("VmHWM:"))
                peakKiB = line.mid(6).trimmed().split(' ').value(0).toLong();
    if (!result.ok()) {
        std::fprintf(stderr, "extraction failed: %s\n", qPrintable(result.reason));
        return 1;
    }
    std::printf("%.3f %ld %lld %d\n", seconds, peakKiB, static_cast<long long>(result.bytesWritten), reports);
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() == 4 && args.at(1) == QStringLiteral("--child"))
        return extractInChild(args.at(2), args.at(3));
    const int repeat = qMax(1, args.contains(QStringLiteral("--repeat"))
                                   ? args.value(args.indexOf(QStringLiteral("--repeat")) + 1).toInt() : 1);
    const int level = args.contains(QStringLiteral("--level"))
                          ? args.value(args.indexOf(QStringLiteral("--level")) + 1).toInt() : 1;

    const QString work = QDir::tempPath() + QStringLiteral("/cudnn-perf");
    QDir().mkpath(work);
    const bool real = haveRealCudnn();
    const QString archive = work + QStringLiteral("/%1-%2-level%3.tar.xz").arg(kTop, real ? QStringLiteral("real") : QStringLiteral("generated")).arg(level);
    if (args.contains(QStringLiteral("--fresh")) || !QFileInfo::exists(archive)) {
        std::printf("writing %s (xz level %d, from %s) ...\n", qPrintable(archive), level,
                    real ? "the cuDNN files under /usr/local/cuda" : "generated bodies");
        std::fflush(stdout);
        QElapsedTimer timer;
        timer.start();
        if (real)
            writeFromRealFiles(archive + QStringLiteral(".part"), level);
        else
            testing::ArchiveBuilder::write(archive + QStringLiteral(".part"), testing::ArchiveFormat::TarXz,
                                           testing::ArchiveBuilder::cudnnLinuxEntries(kVersion, 13, QStringLiteral("linux-x86_64"),
                                                                                      qint64(120) << 20));
        QFile::remove(archive);
        QFile::rename(archive + QStringLiteral(".part"), archive);
        std::printf("  written in %.1f s\n", double(timer.elapsed()) / 1e3);
    }
    // Into the page cache, for both contenders alike. Read here, in small pieces: a child's peak
    // RSS starts from ours when it is forked, so this process must stay small.
    {
        QFile input(archive);
        input.open(QIODevice::ReadOnly);
        QByteArray chunk(1 << 20, Qt::Uninitialized);
        while (input.read(chunk.data(), chunk.size()) > 0) {
        }
    }

    const QString byTar = work + QStringLiteral("/by-tar");
    const QString byExtractor = work + QStringLiteral("/by-extractor");
    const QString copied = work + QStringLiteral("/copied");
    settle(byTar);
    settle(byExtractor);
    settle(copied);
    double tarBest = 1e9, extractorBest = 1e9, copyBest = 1e9;
    long tarPeak = 0, extractorPeak = 0;
    qint64 unpacked = 0;
    for (int round = 0; round < repeat; ++round) {
        QDir().mkpath(byTar);
        const double tarSeconds =
            runTimed(QStringLiteral("tar"), {QStringLiteral("-xJf"), archive, QStringLiteral("-C"), byTar});
        tarBest = qMin(tarBest, tarSeconds);
        tarPeak = qMax(tarPeak, peakChildrenKiB()); // tar and its xz; read before the extractor's child runs
        runTimed(QStringLiteral("sync"), {});
        copyBest = qMin(copyBest, runTimed(QStringLiteral("cp"), {QStringLiteral("-a"), byTar, copied}));
        unpacked = treeBytes(byTar);
        settle(byTar);
        settle(copied);

        QByteArray output;
        runTimed(app.applicationFilePath(), {QStringLiteral("--child"), archive, byExtractor}, &output);
        const QList<QByteArray> fields = output.trimmed().split(' ');
        if (fields.size() < 4) {
            std::fprintf(stderr, "the extraction child printed nothing usable\n");
            return 1;
        }
        extractorBest = qMin(extractorBest, fields.at(0).toDouble());
        extractorPeak = qMax(extractorPeak, fields.at(1).toLong());
        std::printf("round %d: tar -xJf %.2f s, ArchiveExtractor %.2f s (%s progress reports)\n", round + 1,
                    tarSeconds, fields.at(0).toDouble(), fields.at(3).constData());
        settle(byExtractor);
    }

    std::printf("\narchive            %s\n", qPrintable(archive));
    std::printf("                   %.0f MB compressed, %.0f MB unpacked (%s)\n", double(QFileInfo(archive).size()) / 1e6,
                double(unpacked) / 1e6, real ? "real cuDNN files" : "generated bodies");
    std::printf("tar -xJf           %7.2f s   peak RSS %6.1f MB (tar, xz; at least this process's size)\n", tarBest,
                double(tarPeak) / 1024);
    std::printf("ArchiveExtractor   %7.2f s   peak RSS %6.1f MB   %.3fx tar -xJf\n", extractorBest,
                double(extractorPeak) / 1024, extractorBest / tarBest);
    std::printf("cp -a of the tree  %7.2f s\n", copyBest);
    std::printf("tar -xJf + cp -a   %7.2f s   (the end-to-end yardstick; best of %d)\n", tarBest + copyBest, repeat);
    return 0;
}
