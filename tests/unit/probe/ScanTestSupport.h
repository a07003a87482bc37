// Shared set-up for scanner tests: a temporary sysroot, and an environment that holds only what
// the test puts in it (so the developer's own PATH or CUDA_HOME never leaks into a result).
#pragma once

#include "core/platform/SystemPaths.h"
#include "core/probe/ScanOptions.h"
#include "fixtures/sysroot/SysrootBuilder.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace cudnnsetup::testing {

class ScanTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid());
        environment.insert(QStringLiteral("PATH"), QString());
        environment.insert(QStringLiteral("HOME"), sysroot.path(QStringLiteral("home/student")));
    }

    // The trees these tests build are Linux trees (libcudnn.so.9, /usr/local/cuda, ld.so.conf):
    // scanned as linux-x86_64 on every host, as `scan --sysroot --platform linux-x86_64` would.
    static HostPlatform linuxTree() { return *HostPlatform::fromRedistKey(u"linux-x86_64"); }

    SystemPaths paths(std::optional<HostPlatform> platform = {}) const
    {
        return SystemPaths(sysroot.root(), platform.value_or(linuxTree()), environment);
    }

    ScanOptions options() const
    {
        ScanOptions o;
        o.platform = linuxTree();
        o.sysroot = sysroot.root();
        o.environment = environment;
        o.toolTimeoutMs = 1500;
        return o;
    }

    QTemporaryDir m_dir;
    SysrootBuilder sysroot{m_dir.path()};
    QProcessEnvironment environment;
};

} // namespace cudnnsetup::testing
