// PathList: the PATH edits that must leave the user's entries alone. Qt-free, like PathList
// itself: this file also runs under wine in the Win32 layer's test program (tests/win), where
// wchar_t is 16-bit.
#include "core/environment/PathList.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

using cudnnsetup::PathListRules;
namespace PathList = cudnnsetup::PathList;

namespace {

const PathListRules windows = PathListRules::windows();
const PathListRules posix = PathListRules::posix();

// Every string of up to `maxLength` characters over `alphabet`: small enough to try them all,
// and it holds the awkward shapes (leading, trailing and doubled separators, lone quotes).
std::vector<std::wstring> allValues(const std::wstring &alphabet, std::size_t maxLength)
{
    std::vector<std::wstring> values{L""};
    std::vector<std::wstring> previousLength{L""};
    for (std::size_t length = 1; length <= maxLength; ++length) {
        std::vector<std::wstring> next;
        for (const std::wstring &prefix : previousLength)
            for (wchar_t c : alphabet)
                next.push_back(prefix + c);
        values.insert(values.end(), next.begin(), next.end());
        previousLength = std::move(next);
    }
    return values;
}

} // namespace

TEST(PathListTest, SplitKeepsEmptyEntriesAndJoinGivesTheValueBack)
{
    EXPECT_EQ(PathList::split(L"", windows), std::vector<std::wstring>{});
    EXPECT_EQ(PathList::split(L"a;;b", windows), (std::vector<std::wstring>{L"a", L"", L"b"}));
    EXPECT_EQ(PathList::split(L"a;", windows), (std::vector<std::wstring>{L"a", L""}));
    EXPECT_EQ(PathList::split(L":/usr/bin", posix), (std::vector<std::wstring>{L"", L"/usr/bin"}));
    for (const std::wstring &value : allValues(L"a;:\"", 6)) {
        EXPECT_EQ(PathList::join(PathList::split(value, windows), windows), value);
        EXPECT_EQ(PathList::join(PathList::split(value, posix), posix), value);
    }
}

TEST(PathListTest, QuotedEntryMayHoldTheSeparatorOnWindows)
{
    EXPECT_EQ(PathList::split(L"C:\\x;\"C:\\a;b\";D:\\y", windows),
              (std::vector<std::wstring>{L"C:\\x", L"\"C:\\a;b\"", L"D:\\y"}));
    EXPECT_TRUE(PathList::contains(L"C:\\x;\"C:\\a;b\"", L"C:\\a;b", windows));
    // Neither half of the quoted entry is an entry of its own.
    EXPECT_FALSE(PathList::contains(L"\"C:\\a;b\"", L"C:\\a", windows));
    EXPECT_FALSE(PathList::contains(L"\"C:\\a;b\"", L"b", windows));
    // Quotes around a plain entry are ignored when comparing, as cmd.exe ignores them.
    EXPECT_TRUE(PathList::sameEntry(L"\"C:\\Program Files\\x\"", L"C:\\Program Files\\x", windows));
    // POSIX has no quoting: a quote is an ordinary character.
    EXPECT_EQ(PathList::split(L"\"/a:b\"", posix), (std::vector<std::wstring>{L"\"/a", L"b\""}));
}

TEST(PathListTest, UnpairedQuoteDoesNotSwallowLaterEntries)
{
    const std::wstring value = L"C:\\x;\"C:\\broken;C:\\ours";
    EXPECT_EQ(PathList::split(value, windows).size(), 3u);
    EXPECT_TRUE(PathList::contains(value, L"C:\\ours", windows));
    EXPECT_EQ(PathList::append(value, L"C:\\ours", windows), value);
    EXPECT_EQ(PathList::remove(value, L"C:\\ours", windows), L"C:\\x;\"C:\\broken");
}

TEST(PathListTest, UnpairedQuoteRefusesAQuotedEntryOfOurs)
{
    // Written as C:\a;"C:\b;"D:\odd;name" the user's quote would pair with ours.
    const std::wstring value = L"C:\\a;\"C:\\b";
    EXPECT_EQ(PathList::append(value, L"D:\\odd;name", windows), value);
    // First in the list, ours pairs before the user's quote is reached.
    EXPECT_EQ(PathList::prepend(value, L"D:\\odd;name", windows), L"\"D:\\odd;name\";C:\\a;\"C:\\b");
}

TEST(PathListTest, EntryHoldingTheSeparatorIsQuotedOnWindowsAndRefusedOnPosix)
{
    EXPECT_EQ(PathList::append(L"C:\\x", L"D:\\odd;name", windows), L"C:\\x;\"D:\\odd;name\"");
    EXPECT_TRUE(PathList::contains(L"C:\\x;\"D:\\odd;name\"", L"D:\\odd;name", windows));
    EXPECT_EQ(PathList::remove(L"C:\\x;\"D:\\odd;name\"", L"D:\\odd;name", windows), L"C:\\x");

    EXPECT_FALSE(PathList::canHold(L"/opt/odd:name", posix));
    EXPECT_EQ(PathList::append(L"/usr/lib", L"/opt/odd:name", posix), L"/usr/lib");
    EXPECT_FALSE(PathList::canHold(L"C:\\has\"quote", windows));
    EXPECT_EQ(PathList::append(L"C:\\x", L"C:\\has\"quote", windows), L"C:\\x");
    EXPECT_FALSE(PathList::canHold(L"", windows));
    EXPECT_EQ(PathList::append(L"a;b", L"", windows), L"a;b");
}

TEST(PathListTest, WindowsComparesIgnoringCaseSlashesAndTrailingSeparators)
{
    const std::wstring ours = L"C:\\Program Files\\NVIDIA\\CUDNN\\v9.6\\bin";
    for (const std::wstring &spelling : {
             std::wstring(L"c:\\program files\\nvidia\\cudnn\\V9.6\\BIN"),
             std::wstring(L"C:/Program Files/NVIDIA/CUDNN/v9.6/bin"),
             std::wstring(L"C:\\Program Files\\NVIDIA\\CUDNN\\v9.6\\bin\\"),
             std::wstring(L"C:\\Program Files\\\\NVIDIA\\CUDNN\\v9.6\\bin\\\\"),
             std::wstring(L"\"C:\\Program Files\\NVIDIA\\CUDNN\\v9.6\\bin\"")}) {
        EXPECT_TRUE(PathList::sameEntry(ours, spelling, windows)) << std::string(spelling.begin(), spelling.end());
        EXPECT_FALSE(PathList::sameEntry(ours, spelling, posix)) << std::string(spelling.begin(), spelling.end());
    }
    EXPECT_FALSE(PathList::sameEntry(ours, L"C:\\Program Files\\NVIDIA\\CUDNN\\v9.6\\bin2", windows));
    EXPECT_FALSE(PathList::sameEntry(ours, L"C:\\Program Files\\NVIDIA\\CUDNN\\v9.5\\bin", windows));
    EXPECT_FALSE(PathList::sameEntry(ours, L" " + ours, windows));
    // A drive root keeps its backslash: "C:" alone means "the current folder on C:".
    EXPECT_TRUE(PathList::sameEntry(L"C:\\", L"c:/", windows));
    EXPECT_FALSE(PathList::sameEntry(L"C:\\", L"C:", windows));
    // A UNC prefix is not a run of slashes.
    EXPECT_FALSE(PathList::sameEntry(L"\\\\server\\share", L"\\server\\share", windows));
    EXPECT_TRUE(PathList::sameEntry(L"\\\\server\\share\\", L"//server/share", windows));
}

TEST(PathListTest, PosixIsExactExceptForTrailingSlashes)
{
    EXPECT_TRUE(PathList::sameEntry(L"/usr/local/cuda/lib64/", L"/usr/local/cuda/lib64", posix));
    EXPECT_FALSE(PathList::sameEntry(L"/usr/local/CUDA/lib64", L"/usr/local/cuda/lib64", posix));
    EXPECT_FALSE(PathList::sameEntry(L"/opt/a\\", L"/opt/a", posix));
    EXPECT_TRUE(PathList::sameEntry(L"/", L"//", posix));
    EXPECT_FALSE(PathList::sameEntry(L"/", L"", posix));
}

TEST(PathListTest, AppendAddsOnceWithoutDoublingSeparators)
{
    EXPECT_EQ(PathList::append(L"", L"C:\\ours", windows), L"C:\\ours");
    EXPECT_EQ(PathList::append(L"C:\\a", L"C:\\ours", windows), L"C:\\a;C:\\ours");
    EXPECT_EQ(PathList::append(L"C:\\a;", L"C:\\ours", windows), L"C:\\a;C:\\ours;");
    EXPECT_EQ(PathList::append(L"C:\\a;;C:\\b", L"C:\\ours", windows), L"C:\\a;;C:\\b;C:\\ours");
    EXPECT_EQ(PathList::append(L"C:\\a;c:/OURS/", L"C:\\ours", windows), L"C:\\a;c:/OURS/");
    EXPECT_EQ(PathList::prepend(L"C:\\a;", L"C:\\ours", windows), L"C:\\ours;C:\\a;");
    EXPECT_EQ(PathList::prepend(L"", L"/opt/ours", posix), L"/opt/ours");
    // On POSIX the trailing empty entry is "the current folder": it stays, and stays last.
    EXPECT_EQ(PathList::append(L"/usr/lib:", L"/opt/ours", posix), L"/usr/lib:/opt/ours:");
}

TEST(PathListTest, RemoveDropsOnlyOurEntryAndKeepsTheRestExactly)
{
    const std::wstring value = L"C:\\Windows;%USERPROFILE%\\bin;;C:\\ours\\;D:\\ours-not;c:/OURS;C:\\ours\\sub;";
    EXPECT_EQ(PathList::remove(value, L"C:\\ours", windows),
              L"C:\\Windows;%USERPROFILE%\\bin;;D:\\ours-not;C:\\ours\\sub;");
    EXPECT_EQ(PathList::remove(value, L"C:\\elsewhere", windows), value);
    EXPECT_EQ(PathList::remove(L"C:\\ours", L"C:\\ours", windows), L"");
    EXPECT_EQ(PathList::remove(L"a;;b", L"", windows), L"a;;b");
    EXPECT_EQ(PathList::remove(L"/usr/lib::/opt/ours:/opt/OURS", L"/opt/ours", posix), L"/usr/lib::/opt/OURS");
}

// The two promises the installer's undo relies on, tried on every short value (a generated
// set rather than a few chosen ones: the bugs live in the shapes nobody thinks of).
TEST(PathListTest, AppendIsIdempotentAndRemoveUndoesItByteForByte)
{
    struct Case { PathListRules rules; std::wstring alphabet; std::wstring ours; };
    const Case cases[] = {
        {windows, L"a;\"/", L"C:\\ours"},
        {windows, L"a;\"", L"E;F"}, // ours is written quoted
        {posix, L"a:/\"", L"/opt/ours"},
    };
    for (const Case &c : cases) {
        for (const std::wstring &value : allValues(c.alphabet, 5)) {
            ASSERT_FALSE(PathList::contains(value, c.ours, c.rules));
            const std::wstring appended = PathList::append(value, c.ours, c.rules);
            const std::wstring prepended = PathList::prepend(value, c.ours, c.rules);
            const std::string shown(value.begin(), value.end());
            const bool oursQuoted = PathList::spelledForList(c.ours, c.rules) != c.ours;
            const bool unpairedQuote = std::count(value.begin(), value.end(), L'"') % 2 == 1;
            if (appended == value) {
                // The one case append refuses: see UnpairedQuoteRefusesAQuotedEntryOfOurs.
                EXPECT_TRUE(oursQuoted && unpairedQuote) << shown;
                continue;
            }
            EXPECT_TRUE(PathList::contains(appended, c.ours, c.rules)) << shown;
            EXPECT_TRUE(PathList::contains(prepended, c.ours, c.rules)) << shown;
            EXPECT_EQ(PathList::append(appended, c.ours, c.rules), appended) << shown;
            EXPECT_EQ(PathList::prepend(appended, c.ours, c.rules), appended) << shown;
            EXPECT_EQ(PathList::remove(appended, c.ours, c.rules), value) << shown;
            EXPECT_EQ(PathList::remove(prepended, c.ours, c.rules), value) << shown;
            // Every entry of the user's is still there, in order, spelled the same.
            std::vector<std::wstring> userEntries = PathList::split(value, c.rules);
            std::vector<std::wstring> after = PathList::split(appended, c.rules);
            std::erase(after, PathList::spelledForList(c.ours, c.rules));
            EXPECT_EQ(after, userEntries) << shown;
            // No separator doubled by us: any "a;;b" in the result was already in the value.
            const std::wstring doubled{c.rules.separator, c.rules.separator};
            if (appended.find(doubled) != std::wstring::npos) {
                EXPECT_NE(value.find(doubled), std::wstring::npos) << shown;
            }
        }
    }
}
