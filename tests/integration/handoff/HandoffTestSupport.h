// HandoffTestSupport: what the hand-off tests share — archives as bytes with their checksums,
// a recorder for the watcher's signals, and a writer thread that saves a file the way a browser
// does (in chunks, with pauses, optionally under a temporary name renamed at the end).
#pragma once

#include "core/acquire/handoff/DownloadsWatcher.h"
#include "fixtures/archives/ArchiveBuilder.h"

#include <QCryptographicHash>
#include <QFile>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <thread>

inline void PrintTo(const QString &text, std::ostream *os)
{
    *os << '"' << text.toStdString() << '"';
}

namespace cudnnsetup::handofftest {

using testing::ArchiveBuilder;
using testing::ArchiveFormat;

// Generous: these wait for work that normally takes well under a second.
constexpr int kTimeoutMs = 20000;

struct BuiltArchive
{
    QString fileName;
    QByteArray bytes;
    QByteArray sha256;
};

inline BuiltArchive linuxArchive(const QString &version, int cudaMajor)
{
    BuiltArchive archive;
    archive.fileName = ArchiveBuilder::archiveStem(QStringLiteral("linux-x86_64"), version, QString::number(cudaMajor))
                       + QStringLiteral(".tar.xz");
    // Library bodies of 64 kB make a file of a size worth writing in chunks.
    archive.bytes = ArchiveBuilder::bytes(ArchiveFormat::TarXz,
                                          ArchiveBuilder::cudnnLinuxEntries(version, cudaMajor, QStringLiteral("linux-x86_64"),
                                                                            64 * 1024));
    archive.sha256 = QCryptographicHash::hash(archive.bytes, QCryptographicHash::Sha256).toHex();
    return archive;
}

inline ArchiveTarget targetFor(const BuiltArchive &archive, const QString &version, int cudaMajor)
{
    ArchiveTarget target;
    target.cudnnVersion = *Version::parse(version);
    target.platform = QStringLiteral("linux-x86_64");
    target.cudaMajor = cudaMajor;
    target.fileName = archive.fileName;
    target.sha256 = archive.sha256;
    target.size = archive.bytes.size();
    return target;
}

inline void writeAll(const QString &path, const QByteArray &bytes)
{
    QFile out(path);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
    ASSERT_EQ(out.write(bytes), bytes.size());
}

class Recorder
{
public:
    explicit Recorder(DownloadsWatcher &watcher)
    {
        QObject::connect(&watcher, &DownloadsWatcher::archiveFound, &watcher,
                         [this](const QString &path, const QByteArray &sha256) { found.append({path, sha256}); });
        QObject::connect(&watcher, &DownloadsWatcher::archiveRejected, &watcher,
                         [this](const QString &path, const QString &reason) { rejected.append({path, reason}); });
        QObject::connect(&watcher, &DownloadsWatcher::statusChanged, &watcher,
                         [this](const QString &status) { statuses.append(status); });
    }

    int verdicts() const { return int(found.size() + rejected.size()); }
    bool sawStatusContaining(const QString &text) const
    {
        for (const QString &status : statuses)
            if (status.contains(text))
                return true;
        return false;
    }

    QList<QPair<QString, QByteArray>> found;   // the file and its verified SHA-256 (empty: none to compare)
    QList<QPair<QString, QString>> rejected;
    QStringList statuses;
};

// Writes `bytes` to `partialPath` in `chunks` pieces with `pause` between them, like a browser
// saving a download, then renames it to `finalPath` (when different). `done` turns true after
// the last byte and the rename. The thread uses the standard library only: a browser is
// another program, so nothing of Qt's (no QFile, hence no thread adopted by Qt) should live in
// the writer's thread.
class SlowWriter
{
public:
    SlowWriter(const QString &partialPath, const QString &finalPath, const QByteArray &bytes, int chunks,
               std::chrono::milliseconds pause)
        : m_thread([partial = std::filesystem::path(QFile::encodeName(partialPath).toStdString()),
                    finished = std::filesystem::path(QFile::encodeName(finalPath).toStdString()),
                    data = std::string(bytes.constData(), size_t(bytes.size())), chunks, pause, this] {
              std::ofstream out(partial, std::ios::binary | std::ios::trunc);
              if (!out)
                  return;
              const size_t step = (data.size() + size_t(chunks) - 1) / size_t(chunks);
              for (size_t at = 0; at < data.size(); at += step) {
                  out.write(data.data() + at, std::streamsize(std::min(step, data.size() - at)));
                  out.flush();
                  std::this_thread::sleep_for(pause);
              }
              out.close();
              // Replaces an existing file (Firefox's placeholder), as browsers do.
              if (partial != finished) {
                  std::error_code error;
                  std::filesystem::rename(partial, finished, error);
                  if (error)
                      return;
              }
              done = true;
          })
    {
    }
    ~SlowWriter() { m_thread.join(); }

    std::atomic_bool done{false};

private:
    std::thread m_thread;
};

} // namespace cudnnsetup::handofftest
