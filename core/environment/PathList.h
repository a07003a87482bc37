// PathList: edits of a PATH-like variable (PATH, LD_LIBRARY_PATH) that add or remove one entry
// of ours and leave every other byte of the user's value exactly as it was. Qt-free on purpose:
// the Win32 layer (core/platform/win), cross-compiled with mingw-w64 without Qt, uses it too.
// Qt callers convert with QString::toStdWString / fromStdWString.
//
// Rules (PathListRules says which apply):
// - Entries are what lies between separators. Empty entries are kept: they are the user's, and
//   on POSIX an empty entry means "the current folder", so dropping one changes behaviour.
// - Two entries are "the same" after normalisation. Windows: case-insensitive, '/' equals '\',
//   runs of slashes count as one (a leading "\\" UNC prefix is kept), trailing slashes are
//   ignored (except the one of a drive root, "C:\", since "C:" means something else) and double
//   quotes are ignored, as cmd.exe does; letters outside ASCII fold with std::towupper in the
//   current C locale. POSIX: byte-exact except that trailing '/' are ignored
//   ("/opt/x/" and "/opt/x" name the same folder; "/" stays "/"). Whitespace is never trimmed:
//   " C:\x" is not the folder C:\x for the loader either.
// - Quotes (Windows only): a double-quoted part may hold the separator, so "C:\a;b" (with its
//   quotes) is ONE entry, as cmd.exe reads it; a quote without a closing partner is an ordinary
//   character. An entry of ours that contains ';' is written quoted; one that contains '"', or
//   (POSIX) ':', cannot be written at all (canHold() says so and append/prepend leave the value
//   alone).
// - append() adds before a trailing empty entry ("a;" -> "a;ours;"), so the user's trailing
//   separator survives, no separator is doubled, and remove() restores the value byte for byte:
//   remove(append(v, e), e) == v whenever v did not hold e (likewise for prepend).
// - append/prepend add nothing when an equal entry is already there, wherever it is: applying
//   them twice equals applying them once. remove() drops every entry equal to ours, since the
//   caller only asks when it added the entry itself (see core/platform/win/EnvironmentEdits.h).
#pragma once

#include <string>
#include <vector>

namespace cudnnsetup {

struct PathListRules
{
    wchar_t separator = L':';
    bool caseInsensitive = false;
    bool slashInsensitive = false; // '/' and '\' equal, runs of them count as one
    bool quotesGroup = false;      // "..." may hold the separator; quotes ignored when comparing

    static PathListRules windows();
    static PathListRules posix();
};

namespace PathList {

// The entries in order, each exactly as written (quotes included). "" has no entries; "a;" has
// two, the second empty. join(split(v)) == v for every v.
std::vector<std::wstring> split(const std::wstring &value, const PathListRules &rules);
std::wstring join(const std::vector<std::wstring> &entries, const PathListRules &rules);

// The form entries are compared in (see the header comment); mostly for tests and logs.
std::wstring comparisonKey(const std::wstring &entry, const PathListRules &rules);
bool sameEntry(const std::wstring &a, const std::wstring &b, const PathListRules &rules);
bool contains(const std::wstring &value, const std::wstring &entry, const PathListRules &rules);

// Whether `entry` can be written into a list at all (not empty; no quote on Windows; no ':' on
// POSIX).
bool canHold(const std::wstring &entry, const PathListRules &rules);
// `entry` as it is written into the list: quoted on Windows when it holds the separator.
std::wstring spelledForList(const std::wstring &entry, const PathListRules &rules);

// `value` with `entry` added last / first, or `value` unchanged when an equal entry is already
// there, when !canHold(entry), or (append, Windows) when an entry of ours that must be quoted
// would pair with an unpaired quote of the user's and merge with it.
std::wstring append(const std::wstring &value, const std::wstring &entry, const PathListRules &rules);
std::wstring prepend(const std::wstring &value, const std::wstring &entry, const PathListRules &rules);

// `value` without any entry equal to `entry`; all other entries kept exactly, in their order,
// empty ones included.
std::wstring remove(const std::wstring &value, const std::wstring &entry, const PathListRules &rules);

} // namespace PathList
} // namespace cudnnsetup
