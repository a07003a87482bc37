#include "app/DoctorCommand.h"

#include "app/CommandLine.h"
#include "app/ConsoleOutput.h"
#include "core/doctor/Doctor.h"
#include "core/doctor/DoctorText.h"
#include "core/probe/SystemScanner.h"

#include <QJsonDocument>

namespace cudnnsetup {

int DoctorCommand::run(const CommandLine &commandLine)
{
    const ScanOptions options = commandLine.scanOptions();
    const SystemReport scan = SystemScanner(options).scan();
    // The same sysroot, platform and environment the scan used, so both read the same machine.
    const SystemPaths paths(options.sysroot, options.platform.value_or(HostPlatform::current()), options.environment);
    const DoctorReport report = Doctor::diagnose(scan, paths);

    if (commandLine.parser().isSet(QStringLiteral("json")))
        ConsoleOutput::outBytes(QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented));
    else
        ConsoleOutput::out(DoctorText::render(report));

    if (!report.couldNotCheck.isEmpty())
        return CommandLine::DoctorCouldNotCheck;
    return report.healthy() ? CommandLine::Success : CommandLine::Failure;
}

} // namespace cudnnsetup
