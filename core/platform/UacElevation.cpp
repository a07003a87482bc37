#include "core/platform/UacElevation.h"

#include <QDir>

#ifdef Q_OS_WIN
#include <windows.h>
#include <shellapi.h>
#endif

namespace cudnnsetup::UacElevation {

Run runAsAdministrator(const QString &program, const QString &parameters)
{
    Run run;
#ifdef Q_OS_WIN
    const std::wstring file = QDir::toNativeSeparators(program).toStdWString();
    const std::wstring arguments = parameters.toStdWString();
    SHELLEXECUTEINFOW info{};
    info.cbSize = sizeof(info);
    info.fMask = SEE_MASK_NOCLOSEPROCESS | SEE_MASK_NOASYNC;
    info.lpVerb = L"runas";
    info.lpFile = file.c_str();
    info.lpParameters = arguments.c_str();
    info.nShow = SW_HIDE;
    if (!ShellExecuteExW(&info) || !info.hProcess) {
        run.outcome = GetLastError() == ERROR_CANCELLED ? Run::Outcome::Dismissed : Run::Outcome::CouldNotStart;
        return run;
    }
    WaitForSingleObject(info.hProcess, INFINITE);
    DWORD code = 1;
    GetExitCodeProcess(info.hProcess, &code);
    CloseHandle(info.hProcess);
    run.outcome = Run::Outcome::Finished;
    run.exitCode = int(code);
#else
    Q_UNUSED(program)
    Q_UNUSED(parameters)
#endif
    return run;
}

} // namespace cudnnsetup::UacElevation
