// TransferRate: speed and time left from the last few seconds of a transfer, so the figure
// follows a network that speeds up or slows down instead of averaging over the whole run.
#pragma once

#include <QtGlobal>

#include <deque>
#include <utility>

namespace cudnnsetup {

class TransferRate
{
public:
    explicit TransferRate(qint64 windowMs = 5000) : m_windowMs(windowMs) {}

    // Forget the history: after a pause, a retry wait or a restart the old speed means nothing.
    void reset() { m_samples.clear(); }
    // `position`: bytes done so far; `nowMs`: a monotonic clock.
    void sample(qint64 position, qint64 nowMs);

    double bytesPerSecond() const;
    // Whole seconds to move `remaining` bytes at the current speed; -1 when not known.
    int secondsLeft(qint64 remaining) const;

private:
    qint64 m_windowMs;
    std::deque<std::pair<qint64, qint64>> m_samples;   // (nowMs, position), oldest first
};

} // namespace cudnnsetup
