// PathList: see the header for the rules; this file only implements them.
#include "core/environment/PathList.h"

#include <algorithm>
#include <cwctype>

namespace cudnnsetup {

PathListRules PathListRules::windows()
{
    PathListRules rules;
    rules.separator = L';';
    rules.caseInsensitive = true;
    rules.slashInsensitive = true;
    rules.quotesGroup = true;
    return rules;
}

PathListRules PathListRules::posix()
{
    return PathListRules{};
}

namespace PathList {

namespace {

wchar_t folded(wchar_t c)
{
    if (c >= L'a' && c <= L'z')
        return static_cast<wchar_t>(c - L'a' + L'A');
    if (c < 0x80)
        return c;
    return static_cast<wchar_t>(std::towupper(static_cast<std::wint_t>(c)));
}

bool isDriveRoot(const std::wstring &path)
{
    return path.size() == 3 && path[1] == L':' && path[2] == L'\\';
}

} // namespace

std::vector<std::wstring> split(const std::wstring &value, const PathListRules &rules)
{
    std::vector<std::wstring> entries;
    if (value.empty())
        return entries;
    std::size_t entryStart = 0;
    std::size_t i = 0;
    while (i < value.size()) {
        if (rules.quotesGroup && value[i] == L'"') {
            const std::size_t closing = value.find(L'"', i + 1);
            // An unpaired quote groups nothing: treating it as opening a group that runs to the
            // end would hide every later entry (ours included) and make append add it again.
            if (closing != std::wstring::npos) {
                i = closing + 1;
                continue;
            }
        }
        if (value[i] == rules.separator) {
            entries.push_back(value.substr(entryStart, i - entryStart));
            entryStart = i + 1;
        }
        ++i;
    }
    entries.push_back(value.substr(entryStart));
    return entries;
}

std::wstring join(const std::vector<std::wstring> &entries, const PathListRules &rules)
{
    std::wstring value;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (i > 0)
            value += rules.separator;
        value += entries[i];
    }
    return value;
}

std::wstring comparisonKey(const std::wstring &entry, const PathListRules &rules)
{
    std::wstring key;
    key.reserve(entry.size());
    const wchar_t folderSeparator = rules.slashInsensitive ? L'\\' : L'/';
    for (wchar_t c : entry) {
        if (rules.quotesGroup && c == L'"')
            continue;
        if (rules.slashInsensitive && c == L'/')
            c = L'\\';
        // Runs count as one, but the first two characters may be the "\\" of a UNC path.
        if (rules.slashInsensitive && c == L'\\' && key.size() >= 2 && key.back() == L'\\')
            continue;
        key += rules.caseInsensitive ? folded(c) : c;
    }
    while (key.size() > 1 && key.back() == folderSeparator
           && !(rules.slashInsensitive && isDriveRoot(key)))
        key.pop_back();
    return key;
}

bool sameEntry(const std::wstring &a, const std::wstring &b, const PathListRules &rules)
{
    return comparisonKey(a, rules) == comparisonKey(b, rules);
}

bool contains(const std::wstring &value, const std::wstring &entry, const PathListRules &rules)
{
    const std::wstring key = comparisonKey(entry, rules);
    const std::vector<std::wstring> entries = split(value, rules);
    return std::any_of(entries.begin(), entries.end(), [&](const std::wstring &existing) {
        return comparisonKey(existing, rules) == key;
    });
}

bool canHold(const std::wstring &entry, const PathListRules &rules)
{
    if (entry.empty())
        return false;
    if (rules.quotesGroup)
        return entry.find(L'"') == std::wstring::npos;
    return entry.find(rules.separator) == std::wstring::npos;
}

std::wstring spelledForList(const std::wstring &entry, const PathListRules &rules)
{
    if (rules.quotesGroup && entry.find(rules.separator) != std::wstring::npos)
        return L'"' + entry + L'"';
    return entry;
}

namespace {

// `entries` joined, or `unchanged` when the joined value would not split back into them: an
// unpaired quote of the user's ("C:\a;"C:\b) would pair with the opening quote of an entry of
// ours written quoted, merging the two. Rare enough that leaving PATH alone is the answer.
std::wstring joinedIfReadBackAlike(const std::vector<std::wstring> &entries,
                                   const std::wstring &unchanged, const PathListRules &rules)
{
    std::wstring joined = join(entries, rules);
    return split(joined, rules) == entries ? joined : unchanged;
}

} // namespace

std::wstring append(const std::wstring &value, const std::wstring &entry, const PathListRules &rules)
{
    if (!canHold(entry, rules) || contains(value, entry, rules))
        return value;
    std::vector<std::wstring> entries = split(value, rules);
    // Before a trailing empty entry, so that the user's trailing separator stays where it was
    // and remove() gives back exactly the value we started from.
    const auto position = (!entries.empty() && entries.back().empty()) ? entries.end() - 1
                                                                        : entries.end();
    entries.insert(position, spelledForList(entry, rules));
    return joinedIfReadBackAlike(entries, value, rules);
}

std::wstring prepend(const std::wstring &value, const std::wstring &entry, const PathListRules &rules)
{
    if (!canHold(entry, rules) || contains(value, entry, rules))
        return value;
    std::vector<std::wstring> entries = split(value, rules);
    entries.insert(entries.begin(), spelledForList(entry, rules));
    return joinedIfReadBackAlike(entries, value, rules);
}

std::wstring remove(const std::wstring &value, const std::wstring &entry, const PathListRules &rules)
{
    // An empty "entry" would match every empty entry of the user's: never ours to remove.
    if (entry.empty())
        return value;
    const std::wstring key = comparisonKey(entry, rules);
    std::vector<std::wstring> entries = split(value, rules);
    const auto end = std::remove_if(entries.begin(), entries.end(), [&](const std::wstring &existing) {
        return comparisonKey(existing, rules) == key;
    });
    if (end == entries.end())
        return value;
    entries.erase(end, entries.end());
    return join(entries, rules);
}

} // namespace PathList
} // namespace cudnnsetup
