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

#include <atomic>
#include <chrono>
#include <filesystem>
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
                         [this](const QString &path, const ArchiveIdentity &identity) { found.append({path, identity}); });
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

    QList<QPair<QString, ArchiveIdentity>> found;
    QList<QPair<QString, QString>> rejected;
    QStringList statuses;
};

// Writes `bytes` to `partialPath` in `chunks` pieces with `pause` between them, like a browser
// saving a download, then renames it to `finalPath` (when different). `done` turns true after
// the last byte and the rename.
class SlowWriter
{
public:
    SlowWriter(QString partialPath, QString finalPath, QByteArray bytes, int chunks, std::chrono::milliseconds pause)
        : m_thread([=, this] {
              QFile out(partialPath);
              if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate))
                  return;
              const qsizetype step = (bytes.size() + chunks - 1) / chunks;
              for (qsizetype at = 0; at < bytes.size(); at += step) {
                  out.write(bytes.mid(at, step));
                  out.flush();
                  std::this_thread::sleep_for(pause);
              }
              out.close();
              // Replaces an existing file (Firefox's placeholder), as browsers do; QFile::rename
              // would refuse.
              if (partialPath != finalPath)
                  std::filesystem::rename(QFile::encodeName(partialPath).toStdString(),
                                          QFile::encodeName(finalPath).toStdString());
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
