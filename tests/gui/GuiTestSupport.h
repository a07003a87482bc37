// What the GUI suites share: scan options that see only a prepared sysroot, and the main() that
// gives GoogleTest a QApplication (offscreen unless QT_QPA_PLATFORM says otherwise).
#pragma once

#include "core/probe/ScanOptions.h"

#include <gtest/gtest.h>

#include <QApplication>
#include <QProcessEnvironment>
#include <QStandardPaths>

namespace cudnnsetup::testing {

// A scan of `sysroot` only: Linux x86_64, no PATH, no CUDA variables, no nvcc runs.
inline ScanOptions sysrootScanOptions(const QString &sysroot)
{
    ScanOptions options;
    options.sysroot = sysroot;
    options.platform = HostPlatform{OsFamily::Linux, QStringLiteral("x86_64")};
    QProcessEnvironment environment;
    environment.insert(QStringLiteral("PATH"), QString());
    options.environment = environment;
    options.runNvcc = false;
    options.toolTimeoutMs = 2000;
    return options;
}

// ctest sets QT_QPA_PLATFORM too, but test discovery (--gtest_list_tests at build time) runs
// without it. Set QT_QPA_PLATFORM=xcb to watch the tests on a display. Qt's test mode keeps
// settings and caches written through QStandardPaths away from the user's own.
inline int runGuiTests(int argc, char **argv)
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}

} // namespace cudnnsetup::testing
