// ArchiveTestSupport: readable GoogleTest output for the Qt and model types the archive tests
// compare, a temporary folder per test, and entry lists that more than one suite writes.
#pragma once

#include "core/archive/ArchiveIdentifier.h"

#include "fixtures/archives/ArchiveBuilder.h"

#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <ostream>

inline void PrintTo(const QString &text, std::ostream *os)
{
    *os << '"' << text.toStdString() << '"';
}

inline void PrintTo(const QStringList &list, std::ostream *os)
{
    *os << '{';
    for (qsizetype i = 0; i < list.size(); ++i)
        *os << (i ? ", \"" : "\"") << list.at(i).toStdString() << '"';
    *os << '}';
}

namespace cudnnsetup {

inline void PrintTo(const Version &version, std::ostream *os)
{
    *os << (version.isValid() ? version.toString().toStdString() : std::string("<invalid>"));
}

inline void PrintTo(ArchiveProblem problem, std::ostream *os)
{
    static const char *const names[] = {"None",      "Unreadable", "NotAnArchive", "Corrupt",  "NotCudnn",
                                        "Mismatch",  "Ambiguous",  "Unsafe",       "Cancelled"};
    *os << names[int(problem)];
}

inline void PrintTo(ArchiveIdentity::Layout layout, std::ostream *os)
{
    static const char *const names[] = {"LinuxTarball", "LegacyCudaFolder", "WindowsZip"};
    *os << names[int(layout)];
}

// NVIDIA's CUDA runtime archive (cuda_cudart-linux-x86_64-12.4.127-archive.tar.xz): a real
// redist archive that is not cuDNN, the most likely mix-up.
inline QList<testing::ArchiveEntry> cudaRuntimeEntries()
{
    using testing::ArchiveEntry;
    const QString top = QStringLiteral("cuda_cudart-linux-x86_64-12.4.127-archive/");
    return {ArchiveEntry::directory(top), ArchiveEntry::file(top + QStringLiteral("include/cuda_runtime.h"), "/* */"),
            ArchiveEntry::file(top + QStringLiteral("lib/libcudart.so.12.4.127"), "\x7f" "ELF"),
            ArchiveEntry::symlink(top + QStringLiteral("lib/libcudart.so.12"), QStringLiteral("libcudart.so.12.4.127")),
            ArchiveEntry::file(top + QStringLiteral("LICENSE"), "CUDA EULA")};
}

// A 9.20.0.48 Linux tarball whose version headers say `headerVersion`: only the headers' text,
// not any name, tells the two apart.
inline QList<testing::ArchiveEntry> cudnn920WithHeaderSaying(const QString &headerVersion)
{
    using testing::ArchiveBuilder;
    QList<testing::ArchiveEntry> entries = ArchiveBuilder::cudnnLinuxEntries(QStringLiteral("9.20.0.48"));
    for (const QString &header : {QStringLiteral("include/cudnn_version.h"), QStringLiteral("include/cudnn_version_v9.h")})
        ArchiveBuilder::setContent(entries, header, ArchiveBuilder::versionHeader(headerVersion));
    return entries;
}

// A fresh folder for each test's archives, removed afterwards.
class ArchiveTest : public ::testing::Test
{
protected:
    void SetUp() override { ASSERT_TRUE(m_dir.isValid()); }
    QString dir() const { return m_dir.path(); }
    QString path(const QString &name) const { return m_dir.filePath(name); }

private:
    QTemporaryDir m_dir;
};

} // namespace cudnnsetup
