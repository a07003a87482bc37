// ArchiveTestSupport: readable GoogleTest output for the Qt and model types the archive tests
// compare, and a temporary folder per test.
#pragma once

#include "core/archive/ArchiveIdentifier.h"

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
