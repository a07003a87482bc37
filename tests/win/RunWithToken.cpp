// run_with_token: starts a program with the unelevated or the elevated half of this process's
// UAC token, waits for it and ends with its exit code; the program gets this process's standard
// handles, environment and folder.
//
// wine 8 starts every program with an administrator's elevated token (the full half of a UAC
// split token), where Windows starts a user's programs with the unelevated half and only UAC's
// prompt gives the full one. run-under-wine.sh --unelevated starts the test programs through
// this, so that under wine they run as a user's programs run on Windows; the tests of the
// administrator's half start cudnn-setup with --elevated, as UAC would once approved.
//
// Usage: run_with_token --unelevated|--elevated PROGRAM [ARGUMENTS...]
// Exit status: the program's; 125 when it cannot be started so (on Windows an unelevated process
// gets no elevated token it can start a program with: that takes UAC's prompt).
#include <windows.h>

#include <cstdio>
#include <cwchar>
#include <string>
#include <utility>

namespace {

constexpr int kCannotStart = 125;

// The command line after its first `count` arguments, exactly as written (quotes kept).
const wchar_t *afterArguments(const wchar_t *line, int count)
{
    for (int i = 0; i < count; ++i) {
        while (*line == L' ' || *line == L'\t')
            ++line;
        bool quoted = false;
        while (*line != L'\0' && (quoted || (*line != L' ' && *line != L'\t'))) {
            if (*line == L'"')
                quoted = !quoted;
            ++line;
        }
    }
    while (*line == L' ' || *line == L'\t')
        ++line;
    return line;
}

int cannotStart(const wchar_t *what)
{
    std::fwprintf(stderr, L"run_with_token: %ls (Windows error %lu)\n", what, GetLastError());
    return kCannotStart;
}

} // namespace

int wmain(int argc, wchar_t **argv)
{
    const bool elevated = argc >= 3 && std::wcscmp(argv[1], L"--elevated") == 0;
    if (argc < 3 || (!elevated && std::wcscmp(argv[1], L"--unelevated") != 0)) {
        std::fwprintf(stderr, L"usage: run_with_token --unelevated|--elevated PROGRAM [ARGUMENTS...]\n");
        return 2;
    }
    HANDLE own = nullptr;
    if (!OpenProcessToken(GetCurrentProcess(), TOKEN_QUERY | TOKEN_DUPLICATE, &own))
        return cannotStart(L"OpenProcessToken");
    TOKEN_ELEVATION elevation{};
    DWORD size = 0;
    if (!GetTokenInformation(own, TokenElevation, &elevation, sizeof elevation, &size))
        return cannotStart(L"GetTokenInformation(TokenElevation)");
    // This process's own token when it is already the one asked for; else the other half.
    HANDLE token = nullptr;
    if ((elevation.TokenIsElevated != 0) != elevated) {
        TOKEN_LINKED_TOKEN linked{};
        if (!GetTokenInformation(own, TokenLinkedToken, &linked, sizeof linked, &size))
            return cannotStart(L"this process's token has no other half (no UAC split token)");
        if (!DuplicateTokenEx(linked.LinkedToken, MAXIMUM_ALLOWED, nullptr, SecurityImpersonation, TokenPrimary, &token))
            return cannotStart(L"the other half of this process's token cannot start a program");
        CloseHandle(linked.LinkedToken);
    }
    CloseHandle(own);

    STARTUPINFOW startup{};
    startup.cb = sizeof startup;
    startup.dwFlags = STARTF_USESTDHANDLES;
    for (const auto &[which, handle] : {std::pair{STD_INPUT_HANDLE, &startup.hStdInput}, std::pair{STD_OUTPUT_HANDLE, &startup.hStdOutput},
                                        std::pair{STD_ERROR_HANDLE, &startup.hStdError}}) {
        *handle = GetStdHandle(which);
        SetHandleInformation(*handle, HANDLE_FLAG_INHERIT, HANDLE_FLAG_INHERIT);
    }
    std::wstring commandLine = afterArguments(GetCommandLineW(), 2);
    PROCESS_INFORMATION process{};
    const BOOL started = token != nullptr
                             ? CreateProcessAsUserW(token, nullptr, commandLine.data(), nullptr, nullptr, TRUE, 0, nullptr,
                                                    nullptr, &startup, &process)
                             : CreateProcessW(nullptr, commandLine.data(), nullptr, nullptr, TRUE, 0, nullptr, nullptr, &startup,
                                              &process);
    if (!started)
        return cannotStart(L"CreateProcess");
    if (token != nullptr)
        CloseHandle(token);
    WaitForSingleObject(process.hProcess, INFINITE);
    DWORD status = 1;
    GetExitCodeProcess(process.hProcess, &status);
    CloseHandle(process.hThread);
    CloseHandle(process.hProcess);
    return static_cast<int>(status);
}
