#include "core/platform/win/ParentConsole.h"

#include <windows.h>

#include <cstdio>

namespace cudnnsetup::win {

namespace {

bool leadsSomewhere(DWORD standardHandle)
{
    const HANDLE handle = GetStdHandle(standardHandle);
    return handle != nullptr && handle != INVALID_HANDLE_VALUE && GetFileType(handle) != FILE_TYPE_UNKNOWN;
}

} // namespace

ParentConsole connectToParentConsole()
{
    // Redirected output (`cudnn-setup.exe scan --json > scan.json`) reaches a windowed program
    // as valid handles: attaching would send it to the console instead. Asked before attaching,
    // because attaching may fill the empty standard handles in.
    const bool outputLeadsSomewhere = leadsSomewhere(STD_OUTPUT_HANDLE);
    const bool errorLeadsSomewhere = leadsSomewhere(STD_ERROR_HANDLE);
    if (outputLeadsSomewhere && errorLeadsSomewhere)
        return ParentConsole::AlreadyConnected;
    if (!AttachConsole(ATTACH_PARENT_PROCESS))
        return ParentConsole::NoConsole;
    // The C runtime bound stdout and stderr (app/ConsoleOutput writes through them) to nothing
    // at start-up; bind each one that led nowhere to the console now.
    FILE *reopened = nullptr;
    if (!outputLeadsSomewhere)
        freopen_s(&reopened, "CONOUT$", "w", stdout);
    if (!errorLeadsSomewhere)
        freopen_s(&reopened, "CONOUT$", "w", stderr);
    return ParentConsole::Attached;
}

} // namespace cudnnsetup::win
