// EntrySafety: which entry headers could write outside the unpack folder, for both '/' and '\'
// separators, and the links NVIDIA's own archives contain (which must stay allowed).
#include "core/archive/EntrySafety.h"

#include "ArchiveTestSupport.h"

namespace cudnnsetup {
namespace {

using Type = ArchiveEntryInfo::Type;

struct SafetyRow
{
    const char *label;
    Type type;
    const char16_t *path;
    const char16_t *target;
    const char16_t *reason; // nullptr: safe
};

const SafetyRow kRows[] = {
    {"NvidiaFile", Type::File, u"cudnn-linux-x86_64-9.20.0.48_cuda12-archive/lib/libcudnn.so.9.20.0", u"", nullptr},
    {"NvidiaSonameLink", Type::Symlink, u"cudnn-linux-x86_64-9.20.0.48_cuda12-archive/lib/libcudnn.so.9",
     u"libcudnn.so.9.20.0", nullptr},
    {"DotSlashPrefix", Type::File, u"./cuda/include/cudnn.h", u"", nullptr},
    {"LinkToSibling", Type::Symlink, u"top/lib/a", u"../include/cudnn.h", nullptr},
    {"HardLinkInside", Type::HardLink, u"top/lib/b", u"top/lib/a", nullptr},
    {"Folder", Type::Directory, u"top/include/", u"", nullptr},
    {"DotDotInName", Type::File, u"top/lib/libcudnn..so", u"", nullptr},

    {"AbsolutePath", Type::File, u"/etc/cron.d/evil", u"", u"absolute path"},
    {"WindowsDrive", Type::File, u"C:/Windows/System32/evil.dll", u"", u"absolute path"},
    {"WindowsRootBackslash", Type::File, u"\\Windows\\evil.dll", u"", u"absolute path"},
    {"ParentAtStart", Type::File, u"../evil.sh", u"", u"path climbs out with \"..\""},
    {"ParentInMiddle", Type::File, u"top/../../evil.sh", u"", u"path climbs out with \"..\""},
    {"ParentBackslash", Type::File, u"top\\..\\..\\evil.dll", u"", u"path climbs out with \"..\""},
    {"Fifo", Type::Special, u"top/fifo", u"", u"device node, FIFO or socket"},
    {"LinkAbsolute", Type::Symlink, u"top/lib/passwd", u"/etc/passwd",
     u"symbolic link to /etc/passwd, outside the archive's folder"},
    {"LinkClimbsOut", Type::Symlink, u"top/lib/escape", u"../../../etc/passwd",
     u"symbolic link to ../../../etc/passwd, outside the archive's folder"},
    // Inside the archive, but out of its top folder: only what is inside that is installed, so
    // the link would point into the folder above the install.
    {"LinkLeavesTheTopFolder", Type::Symlink, u"top/lib/libcudnn.so", u"../../other/libcudnn.so.9",
     u"symbolic link to ../../other/libcudnn.so.9, outside the archive's folder"},
    {"LinkAtTheRootToASibling", Type::Symlink, u"latest", u"top", nullptr},
    {"HardLinkAbsolute", Type::HardLink, u"top/shadow", u"/etc/shadow", u"hard link to /etc/shadow, outside the archive"},
    {"HardLinkClimbs", Type::HardLink, u"top/x", u"../x", u"hard link to ../x, outside the archive"},
    {"OnlySeparators", Type::File, u"//", u"", u"entry without a name"},
};

class EntrySafetyTable : public ::testing::TestWithParam<SafetyRow>
{
};

TEST_P(EntrySafetyTable, JudgesAsExpected)
{
    const SafetyRow &row = GetParam();
    ArchiveEntryInfo entry;
    entry.type = row.type;
    entry.rawPath = QString::fromUtf16(row.path);
    entry.path = entry.rawPath;
    entry.linkTarget = QString::fromUtf16(row.target);
    const std::optional<QString> reason = unsafeEntryReason(entry);
    ASSERT_EQ(reason.has_value(), row.reason != nullptr);
    if (reason) {
        EXPECT_EQ(*reason, QString::fromUtf16(row.reason));
    }
}

INSTANTIATE_TEST_SUITE_P(Entries, EntrySafetyTable, ::testing::ValuesIn(kRows),
                         [](const ::testing::TestParamInfo<SafetyRow> &info) { return std::string(info.param.label); });

} // namespace
} // namespace cudnnsetup
