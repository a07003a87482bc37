#include "NameParsing.h"

#include <algorithm>
#include <cctype>
#include <vector>

namespace probe {

namespace {

bool allDigits(const std::string &text)
{
    return !text.empty() && text.size() <= 6
        && std::all_of(text.begin(), text.end(), [](unsigned char c) { return std::isdigit(c); });
}

bool isSubLibrary(const std::string &name)
{
    // "cudnn" or "cudnn_" followed by at least one of [a-z_].
    if (name == "cudnn")
        return true;
    if (name.size() <= 6 || name.compare(0, 6, "cudnn_") != 0)
        return false;
    return std::all_of(name.begin() + 6, name.end(), [](unsigned char c) { return (c >= 'a' && c <= 'z') || c == '_'; });
}

bool isSpace(char c)
{
    return c == ' ' || c == '\t';
}

} // namespace

std::optional<CudnnFileName> parseCudnnFileName(const std::string &name, bool windows)
{
    std::string sub, digits;
    if (windows) {
        std::string lower = name;
        std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return char(std::tolower(c)); });
        const std::string suffix = ".dll";
        if (lower.size() <= suffix.size() || lower.compare(lower.size() - suffix.size(), suffix.size(), suffix) != 0)
            return std::nullopt;
        const std::string stem = lower.substr(0, lower.size() - suffix.size());
        const size_t marker = stem.rfind("64_");
        if (marker == std::string::npos)
            return std::nullopt;
        sub = stem.substr(0, marker);
        digits = stem.substr(marker + 3);
    } else {
        const size_t so = name.find(".so.");
        if (name.compare(0, 3, "lib") != 0 || so == std::string::npos)
            return std::nullopt;
        sub = name.substr(3, so - 3);
        digits = name.substr(so + 4);
    }
    if (!isSubLibrary(sub) || !allDigits(digits))
        return std::nullopt;
    return CudnnFileName{sub, std::stoi(digits)};
}

std::string fullVersionOfSoName(const std::string &name)
{
    const size_t so = name.rfind(".so.");
    if (so == std::string::npos)
        return {};
    std::vector<std::string> parts(1);
    for (size_t i = so + 4; i < name.size(); ++i) {
        if (name[i] == '.')
            parts.emplace_back();
        else
            parts.back().push_back(name[i]);
    }
    if (parts.size() < 3 || !std::all_of(parts.begin(), parts.end(), allDigits))
        return {};
    return parts[0] + "." + parts[1] + "." + parts[2];
}

int definedNumber(const std::string &text, const std::string &macro)
{
    size_t at = 0;
    while ((at = text.find('#', at)) != std::string::npos) {
        size_t i = at + 1;
        while (i < text.size() && isSpace(text[i]))
            ++i;
        const bool define = text.compare(i, 6, "define") == 0;
        at = i;
        if (!define)
            continue;
        i += 6;
        const size_t nameStart = i;
        while (i < text.size() && isSpace(text[i]))
            ++i;
        if (i == nameStart || text.compare(i, macro.size(), macro) != 0)
            continue;
        i += macro.size();
        const size_t valueStart = i;
        while (i < text.size() && isSpace(text[i]))
            ++i;
        if (i == valueStart)
            continue;   // a longer macro name, or nothing after it
        size_t end = i;
        while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end])))
            ++end;
        if (end > i && end - i <= 6)
            return std::stoi(text.substr(i, end - i));
    }
    return -1;
}

} // namespace probe
