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

    SystemPaths paths(std::optional<HostPlatform> platform = {}) const
    {
        return SystemPaths(sysroot.root(), platform.value_or(HostPlatform::current()), environment);
    }

    ScanOptions options() const
    {
        ScanOptions o;
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
