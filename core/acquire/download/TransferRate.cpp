#include "core/acquire/download/TransferRate.h"

#include <cmath>

namespace cudnnsetup {

void TransferRate::sample(qint64 position, qint64 nowMs)
{
    m_samples.emplace_back(nowMs, position);
    // Keep one sample older than the window so the rate always spans a full window.
    while (m_samples.size() > 2 && m_samples[1].first <= nowMs - m_windowMs)
        m_samples.pop_front();
}

double TransferRate::bytesPerSecond() const
{
    if (m_samples.size() < 2)
        return 0.0;
    const auto &[firstMs, firstPosition] = m_samples.front();
    const auto &[lastMs, lastPosition] = m_samples.back();
    if (lastMs <= firstMs)
        return 0.0;
    return double(lastPosition - firstPosition) * 1000.0 / double(lastMs - firstMs);
}

int TransferRate::secondsLeft(qint64 remaining) const
{
    const double rate = bytesPerSecond();
    if (remaining < 0 || rate <= 0.0)
        return -1;
    return int(std::ceil(double(remaining) / rate));
}

} // namespace cudnnsetup
