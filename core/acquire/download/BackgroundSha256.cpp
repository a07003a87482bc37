#include "core/acquire/download/BackgroundSha256.h"

namespace cudnnsetup {

BackgroundSha256::BackgroundSha256(qsizetype maxPendingBytes) : m_maxPendingBytes(maxPendingBytes) {}

BackgroundSha256::~BackgroundSha256()
{
    {
        const std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_changed.notify_all();
    if (m_thread.joinable())
        m_thread.join();
}

void BackgroundSha256::add(const QByteArray &chunk)
{
    if (chunk.isEmpty())
        return;
    std::unique_lock lock(m_mutex);
    if (!m_thread.joinable())
        m_thread = std::thread([this] { run(); });
    // Back-pressure: the producer waits rather than letting the queue grow without bound.
    m_changed.wait(lock, [this] { return m_pendingBytes < m_maxPendingBytes; });
    m_queue.push_back(chunk);
    m_pendingBytes += chunk.size();
    lock.unlock();
    m_changed.notify_all();
}

void BackgroundSha256::waitUntilDrained(std::unique_lock<std::mutex> &lock)
{
    m_changed.wait(lock, [this] { return m_queue.empty() && !m_hashing; });
}

Sha256Stream &BackgroundSha256::stream()
{
    std::unique_lock lock(m_mutex);
    waitUntilDrained(lock);
    return m_stream;
}

QByteArray BackgroundSha256::hexDigest()
{
    return stream().hexDigest();
}

void BackgroundSha256::reset()
{
    stream().reset();
}

void BackgroundSha256::run()
{
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_changed.wait(lock, [this] { return m_stop || !m_queue.empty(); });
        if (m_queue.empty())
            return;   // stopping, and nothing left to hash
        const QByteArray chunk = std::move(m_queue.front());
        m_queue.pop_front();
        m_hashing = true;
        lock.unlock();
        m_stream.add(chunk.constData(), chunk.size());
        lock.lock();
        m_hashing = false;
        m_pendingBytes -= chunk.size();
        m_changed.notify_all();
    }
}

} // namespace cudnnsetup
