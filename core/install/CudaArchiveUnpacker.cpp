#include "core/install/CudaArchiveUnpacker.h"

#include "core/platform/HostPlatform.h"
#include "core/platform/Sha256Stream.h"

#include <QFileInfo>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <numeric>
#include <vector>

namespace cudnnsetup {

namespace {

// How often the waiting caller's thread looks at the caller's cancel flag.
constexpr auto kCancelPollInterval = std::chrono::milliseconds(25);

// What the workers share. Everything but `stop` is guarded by `mutex`, which the caller's
// callbacks are also called under.
struct SharedRun
{
    SharedRun(const QList<CudaArchiveFile> &archives, const QString &folder, const ExtractionOptions &options,
              const std::function<void(const CudaArchiveFile &)> &starting)
        : archives(archives), folder(folder), options(options), starting(starting)
    {
    }

    const QList<CudaArchiveFile> &archives;
    const QString &folder;
    const ExtractionOptions &options;
    const std::function<void(const CudaArchiveFile &)> &starting;

    std::mutex mutex;
    std::condition_variable changed;
    std::atomic_bool stop{false};
    std::vector<int> order;            // indexes, largest archive first
    size_t next = 0;                   // the next in `order` to take up
    int running = 0;                   // workers not yet ended
    std::vector<ExtractionResult> results;
    std::vector<bool> finished;
    int failed = -1;                   // the index that failed first
    std::vector<ExtractionProgress> progress;
    qint64 totalBytes = 0;
    bool threadsOfItsOwn = true;       // false: everything on the caller's thread

    void report(int index, const ExtractionProgress &one)
    {
        if (!options.progress)
            return;
        std::lock_guard<std::mutex> lock(mutex);
        progress[size_t(index)] = one;
        ExtractionProgress sum;
        sum.archiveBytesTotal = totalBytes;
        for (const ExtractionProgress &each : progress) {
            sum.archiveBytesRead += each.archiveBytesRead;
            sum.bytesWritten += each.bytesWritten;
            sum.entriesDone += each.entriesDone;
        }
        sum.entry = one.entry;
        options.progress(sum);
    }

    void work()
    {
        while (true) {
            int index = -1;
            {
                std::lock_guard<std::mutex> lock(mutex);
                if (stop.load() || (options.cancel && options.cancel->load()) || next >= order.size())
                    break;
                index = order[next++];
                if (starting)
                    starting(archives[index]);
            }
            ExtractionOptions own = options;
            // Workers stop on `stop`, which the waiting caller sets on its cancel; on the
            // caller's own thread its flag is looked at directly.
            own.cancel = threadsOfItsOwn ? &stop : options.cancel;
            own.progress = [this, index](const ExtractionProgress &one) { report(index, one); };
            const CudaArchiveFile &archive = archives[index];
            ExtractionResult result = CudaArchiveUnpacker::unpackOne(archive, folder + u'/' + archive.component, own,
                                                                     threadsOfItsOwn);
            std::lock_guard<std::mutex> lock(mutex);
            if (!result.ok() && failed < 0 && result.problem != ExtractionProblem::Cancelled) {
                failed = index;
                stop = true;
            }
            results[size_t(index)] = std::move(result);
            finished[size_t(index)] = true;
        }
        std::lock_guard<std::mutex> lock(mutex);
        --running;
        changed.notify_all();
    }
};

} // namespace

CudaArchiveUnpacker::Outcome CudaArchiveUnpacker::unpack(const QList<CudaArchiveFile> &archives, const QString &folder,
                                                         const ExtractionOptions &options,
                                                         const std::function<void(const CudaArchiveFile &)> &starting,
                                                         int workers)
{
    Outcome outcome;
    if (archives.isEmpty())
        return outcome;
    SharedRun run(archives, folder, options, starting);
    const size_t count = size_t(archives.size());
    run.results.resize(count);
    run.finished.assign(count, false);
    run.progress.resize(count);
    std::vector<qint64> sizes(count);
    for (size_t i = 0; i < count; ++i) {
        sizes[i] = qMax<qint64>(0, QFileInfo(archives[qsizetype(i)].path).size());
        run.totalBytes += sizes[i];
    }
    run.order.resize(count);
    std::iota(run.order.begin(), run.order.end(), 0);
    std::stable_sort(run.order.begin(), run.order.end(), [&](int a, int b) { return sizes[size_t(a)] > sizes[size_t(b)]; });

    if (workers <= 0)
        workers = defaultWorkers();
    workers = int(qMin<size_t>(size_t(workers), count));
    run.running = workers;
    run.threadsOfItsOwn = workers > 1;
    std::vector<std::unique_ptr<QThread>> threads;
    if (!run.threadsOfItsOwn) {
        run.work();   // on this thread: see defaultWorkers()
    } else {
        threads.reserve(size_t(workers));
        for (int i = 0; i < workers; ++i) {
            threads.emplace_back(QThread::create([&run] { run.work(); }));
            threads.back()->start();
        }
    }
    {
        // This thread only waits; it passes the caller's cancel on to the workers.
        std::unique_lock<std::mutex> lock(run.mutex);
        while (run.running > 0) {
            run.changed.wait_for(lock, kCancelPollInterval);
            if (options.cancel && options.cancel->load())
                run.stop = true;
        }
    }
    for (const std::unique_ptr<QThread> &thread : threads)
        thread->wait();

    if (run.failed >= 0) {
        outcome.failure = std::move(run.results[size_t(run.failed)]);
        return outcome;
    }
    for (size_t i = 0; i < count; ++i) {
        if (!run.finished[i] || !run.results[i].ok()) {
            // Only a cancel leaves an archive cancelled or not taken up without a failure.
            outcome.failure.problem = ExtractionProblem::Cancelled;
            outcome.failure.reason = tr("Unpacking the CUDA pieces was cancelled. Nothing of them was kept.");
            return outcome;
        }
    }
    outcome.unpacked = QList<ExtractionResult>(run.results.begin(), run.results.end());
    return outcome;
}

int CudaArchiveUnpacker::defaultWorkers()
{
    // The mingw build under wine hangs or faults at exit, now and then, once worker threads of
    // its own (QThread or std::thread) have unpacked and hashed: tests/win/cli's
    // WindowsCudaPiecesCliTest showed it in about half of the runs. Until the same is measured on
    // a real Windows, Windows unpacks one archive after another on the caller's thread.
    if (HostPlatform::current().isWindows())
        return 1;
    return qBound(1, QThread::idealThreadCount(), kMaxWorkers);
}

ExtractionResult CudaArchiveUnpacker::unpackOne(const CudaArchiveFile &archive, const QString &destination,
                                                const ExtractionOptions &options, bool hashBeside)
{
    ExtractionOptions componentOptions = options;
    componentOptions.expect = ExpectedContents::CudaComponent;
    const QString name = QFileInfo(archive.path).fileName();
    const qint64 size = QFileInfo(archive.path).size();
    if (archive.size >= 0 && QFileInfo(archive.path).isFile() && size != archive.size) {
        ExtractionResult result;
        result.problem = ExtractionProblem::Corrupt;
        result.reason = tr("%1 is %2 bytes, but NVIDIA's manifest says %3: the download is incomplete or it is "
                           "another file. Delete it and download it again.").arg(name).arg(size).arg(archive.size);
        return result;
    }
    // The SHA-256 runs beside the unpacking on a thread of its own, as for the cuDNN archive
    // (ArchiveIntake), or first where there are no threads of its own (defaultWorkers()).
    std::atomic_bool stopHashing{false};
    QString hashError;
    QByteArray sha256;
    std::unique_ptr<QThread> hashing;
    if (!archive.sha256.isEmpty() && !hashBeside) {
        sha256 = Sha256Stream::ofFile(archive.path, options.cancel, &hashError);
    } else if (!archive.sha256.isEmpty()) {
        hashing.reset(QThread::create([&] { sha256 = Sha256Stream::ofFile(archive.path, &stopHashing, &hashError); }));
        hashing->start();
    }
    ExtractionResult result = ArchiveExtractor::extract(archive.path, destination, componentOptions);
    if (!result.ok())
        stopHashing = true;
    if (hashing)
        hashing->wait();
    if (!result.ok())
        return result;
    if (!archive.sha256.isEmpty() && sha256.compare(archive.sha256, Qt::CaseInsensitive) != 0) {
        result.problem = ExtractionProblem::Corrupt;
        result.reason = hashError.isEmpty()
                            ? tr("The SHA-256 of %1 is not the one in NVIDIA's manifest: the file is damaged or not "
                                 "NVIDIA's. Delete it and download it again.").arg(name)
                            : hashError;
        return result;
    }
    if (!result.component || result.component->component != archive.component) {
        result.problem = ExtractionProblem::NotCudnn;
        result.reason = tr("%1 holds %2, not the CUDA component %3 the manifest names for it.")
                            .arg(name, result.component ? result.component->component : tr("something else"),
                                 archive.component);
        return result;
    }
    return result;
}

} // namespace cudnnsetup
