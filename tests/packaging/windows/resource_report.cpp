// Stands in for cudnn-setup.exe, cudnn-setup.com and cudnn-probe.exe in the Windows installer
// check: the real programs need Qt and CUDA built for Windows, which this Linux machine does
// not have. Each copy is linked with the real resource script of the program it stands in for
// (cmake/WindowsResources.cmake), and, run after the installer put it in place, writes what
// Windows will read from it, as key=value lines, into the file named by its first argument:
//   description, product, version, original_file   the version resource
//   execution_level                                 the manifest's requestedExecutionLevel
//   long_path_aware                                 the manifest's longPathAware
//   icons                                           images in the first icon group (0: none)
#include <windows.h>

#include <cstdio>
#include <string>

namespace {

std::wstring versionString(const std::wstring &module, const wchar_t *name)
{
    DWORD ignored = 0;
    const DWORD size = GetFileVersionInfoSizeW(module.c_str(), &ignored);
    if (size == 0)
        return L"";
    std::wstring buffer(size, L'\0');
    if (!GetFileVersionInfoW(module.c_str(), 0, size, buffer.data()))
        return L"";
    // 040904b0: US English, Unicode, the block packaging/windows/version.rc.in writes.
    const std::wstring key = std::wstring(L"\\StringFileInfo\\040904b0\\") + name;
    wchar_t *value = nullptr;
    UINT length = 0;
    if (!VerQueryValueW(buffer.data(), key.c_str(), reinterpret_cast<void **>(&value), &length) || length == 0)
        return L"";
    return std::wstring(value, length - 1);
}

std::string manifestText()
{
    HRSRC found = FindResourceW(nullptr, MAKEINTRESOURCEW(1), MAKEINTRESOURCEW(24));   // RT_MANIFEST
    if (!found)
        return "";
    HGLOBAL loaded = LoadResource(nullptr, found);
    const char *bytes = static_cast<const char *>(LockResource(loaded));
    return bytes ? std::string(bytes, SizeofResource(nullptr, found)) : std::string();
}

// The value of attribute `attribute` of the first element named `element`, or of its text
// when `attribute` is empty; enough for the one manifest this reads, not an XML parser.
std::string manifestValue(const std::string &manifest, const std::string &element, const std::string &attribute)
{
    const size_t start = manifest.find("<" + element);
    if (start == std::string::npos)
        return "";
    const size_t end = manifest.find('>', start);
    if (attribute.empty()) {
        const size_t close = manifest.find('<', end);
        return manifest.substr(end + 1, close - end - 1);
    }
    const std::string marker = attribute + "=\"";
    const size_t at = manifest.find(marker, start);
    if (at == std::string::npos || at > end)
        return "";
    const size_t valueStart = at + marker.size();
    return manifest.substr(valueStart, manifest.find('"', valueStart) - valueStart);
}

int iconImages()
{
    HRSRC found = FindResourceW(nullptr, MAKEINTRESOURCEW(1), MAKEINTRESOURCEW(14));   // RT_GROUP_ICON
    if (!found)
        return 0;
    // GRPICONDIR: reserved, type, count (three WORDs), then one entry per image.
    const WORD *header = static_cast<const WORD *>(LockResource(LoadResource(nullptr, found)));
    return header ? header[2] : 0;
}

} // namespace

int wmain(int argc, wchar_t **argv)
{
    if (argc != 2) {
        std::fputs("usage: resource_report REPORT-FILE\n", stderr);
        return 2;
    }
    wchar_t modulePath[MAX_PATH];
    GetModuleFileNameW(nullptr, modulePath, MAX_PATH);
    const std::wstring module(modulePath);

    FILE *report = _wfopen(argv[1], L"w");
    if (!report)
        return 1;
    std::fwprintf(report, L"description=%ls\n", versionString(module, L"FileDescription").c_str());
    std::fwprintf(report, L"product=%ls\n", versionString(module, L"ProductName").c_str());
    std::fwprintf(report, L"version=%ls\n", versionString(module, L"ProductVersion").c_str());
    std::fwprintf(report, L"original_file=%ls\n", versionString(module, L"OriginalFilename").c_str());
    const std::string manifest = manifestText();
    std::fprintf(report, "execution_level=%s\n", manifestValue(manifest, "requestedExecutionLevel", "level").c_str());
    std::fprintf(report, "long_path_aware=%s\n", manifestValue(manifest, "longPathAware", "").c_str());
    std::fprintf(report, "icons=%d\n", iconImages());
    return std::fclose(report) == 0 ? 0 : 1;
}
