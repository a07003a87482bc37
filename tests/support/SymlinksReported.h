// SymlinksReported: whether this system shows the symbolic links it makes, and the skip for the
// tests of links in Linux trees (libcudnn.so.9 -> libcudnn.so.9.20.0, a symlinked default toolkit).
// Linux does; Windows does where the account may make links (Developer Mode, or an
// administrator); wine makes them as Unix links but reports a plain file, or nothing, in their
// place. Asked of the system once, by making a link, not decided by the build's platform.
#pragma once

#include "support/TreeSnapshot.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <stdexcept>

namespace cudnnsetup::testing {

inline bool symlinksAreReported()
{
    static const bool reported = [] {
        const QTemporaryDir dir;
        if (!dir.isValid())
            return false;
        const QString link = dir.filePath(QStringLiteral("link"));
        try {
            writeFile(dir.filePath(QStringLiteral("target")), "x");
            makeSymlink(link, QStringLiteral("target"));
        } catch (const std::runtime_error &) {
            return false;
        }
        return kindOf(link) == TreeNode::Kind::Symlink && linkTextOf(link) == QLatin1String("target");
    }();
    return reported;
}

} // namespace cudnnsetup::testing

#define SKIP_UNLESS_SYMLINKS_ARE_REPORTED()                                                                   \
    if (!cudnnsetup::testing::symlinksAreReported())                                                          \
    GTEST_SKIP() << "this system does not report the symbolic links it makes (wine makes Unix links and "     \
                    "shows a plain file or nothing), so the links of a Linux tree cannot be checked here"
