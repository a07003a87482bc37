// BackgroundSha256: a Sha256Stream fed on its own thread. While a download writes one chunk to
// disk, the previous one is being hashed: SHA-256 costs about as much CPU as receiving and
// writing together, so doing both on one thread roughly halves the rate on a fast link (a lab
// mirror on 10 GbE, a local share). Chunks are shared, not copied; at most `maxPendingBytes`
// wait in the queue, after which add() blocks, so memory stays bounded.
#pragma once

#include "core/platform/Sha256Stream.h"

#include <QByteArray>

#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>

namespace cudnnsetup {

class BackgroundSha256
{
public:
    explicit BackgroundSha256(qsizetype maxPendingBytes = 8 << 20);
    ~BackgroundSha256();
    BackgroundSha256(const BackgroundSha256 &) = delete;
    BackgroundSha256 &operator=(const BackgroundSha256 &) = delete;

    // Queues `chunk` for hashing. The caller must not modify it afterwards (QByteArray's
    // copy-on-write makes a later write to the caller's copy detach, so that is safe too).
    void add(const QByteArray &chunk);

    // The stream with everything queued so far hashed into it; use it only from the thread
    // that calls add(), and not while adding.
    Sha256Stream &stream();
    QByteArray hexDigest();
    void reset();

private:
    void waitUntilDrained(std::unique_lock<std::mutex> &lock);
    void run();

    const qsizetype m_maxPendingBytes;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<QByteArray> m_queue;
    qsizetype m_pendingBytes = 0;
    bool m_hashing = false;
    bool m_stop = false;
    Sha256Stream m_stream;
    std::thread m_thread;   // started by the first add()
};

} // namespace cudnnsetup
