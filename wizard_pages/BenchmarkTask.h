// BenchmarkTask: runs a BenchmarkRequest (BenchmarkRunner: the probe's GPU rows, then the CPU
// row) on a worker thread and hands its progress to the GUI thread. Cancel stops it through the
// runner's shared flag: the probe is killed, the CPU row stops between runs, and the result
// carries what had finished.
#pragma once

#include "core/verify/BenchmarkRequest.h"
#include "core/verify/BenchmarkResult.h"
#include "core/verify/ProbeRunner.h"

#include "core/platform/BackgroundJob.h"

#include <QObject>

#include <atomic>
#include <memory>

namespace cudnnsetup {

class BenchmarkTask : public QObject
{
    Q_OBJECT

public:
    explicit BenchmarkTask(QObject *parent = nullptr);
    // Cancels a running benchmark and waits for it: the probe is killed at once and the CPU row
    // stops after its current run, so this is short.
    ~BenchmarkTask() override;

    void start(const ProbeRunner &probe, const BenchmarkRequest &request);
    void cancel();
    // From start() until finished() has been emitted.
    bool isRunning() const { return m_job.isRunning(); }
    bool isCancelling() const { return m_job.isCancelling(); }

Q_SIGNALS:
    // fraction 0..1 and the runner's translated phrase ("Timing cuDNN (FP16, NHWC)…").
    void progressed(double fraction, const QString &what);
    void finished(const cudnnsetup::BenchmarkResult &result);

private:
    BackgroundJob<BenchmarkResult> m_job;
};

} // namespace cudnnsetup
