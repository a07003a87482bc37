// What the driver probe tests share: a sysroot in a temporary folder, and ways to look at a result.
#pragma once

#include "core/platform/SystemPaths.h"
#include "core/probe/driver/DriverProbe.h"
#include "tests/fixtures/fake_driver/FakeDriverFixture.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <string>

namespace cudnnsetup::fixtures {

inline constexpr qint64 MiB = qint64(1) << 20;
inline const QString Rtx4060 = QStringLiteral("NVIDIA GeForce RTX 4060");

inline QString readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

inline std::string notesText(const DriverProbeResult &result)
{
    std::string text;
    for (const ScanNote &note : result.notes)
        text += note.subject.toStdString() + ": " + note.message.toStdString() + "\n";
    return text;
}

class DriverProbeTest : public ::testing::Test
{
protected:
    void SetUp() override { ASSERT_TRUE(root.isValid()); }

    QString path(const QString &absolute) const { return root.path() + absolute; }
    QString libraryFolder() const { return path(defaultDriverLibraryFolder()); }
    QString nvidiaSmi() const { return path(QStringLiteral("/usr/bin/nvidia-smi")); }

    DriverProbeResult probe(int timeoutMs = 10000, HostPlatform platform = HostPlatform::current()) const
    {
        return probeDriver(SystemPaths(root.path(), platform, QProcessEnvironment()), timeoutMs);
    }

    static QString oneGpuIni()
    {
        return QStringLiteral("driver_version=13000\nnvml_driver_version=580.65.06\ncall_log=1\n")
            + fakeDeviceLine(0, Rtx4060, 8, 9, 8585216000, 24);
    }

    QTemporaryDir root;
};

} // namespace cudnnsetup::fixtures
