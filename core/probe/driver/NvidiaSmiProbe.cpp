#include "core/probe/driver/NvidiaSmiProbe.h"

#include "core/model/Sentences.h"
#include "core/platform/SystemPaths.h"
#include "core/platform/ToolRunner.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace cudnnsetup {

namespace {

QString outputText(const ToolResult &result)
{
    return QString::fromLocal8Bit(result.standardOutput) + u'\n' + QString::fromLocal8Bit(result.standardError);
}

QString firstLine(const QString &text)
{
    for (QStringView line : QStringView(text).split(u'\n')) {
        if (const QStringView trimmed = line.trimmed(); !trimmed.isEmpty())
            return trimmed.left(300).toString();
    }
    return {};
}

// A failed run: what the runner says, plus what it usually means for nvidia-smi.
void fail(NvidiaSmiAnswer &answer, const QString &program, const QString &detail, const QString &meaning = {})
{
    answer.outcome = NvidiaSmiAnswer::Outcome::Failed;
    answer.errorDetail = detail;
    answer.notes.append({program, joinSentences(detail, meaning)});
}

void failToRun(NvidiaSmiAnswer &answer, const QString &program, const ToolResult &result, int timeoutMs)
{
    QString meaning;
    if (result.outcome == ToolResult::Outcome::TimedOut)
        meaning = QCoreApplication::translate("DriverProbe",
                                              "A hanging nvidia-smi usually means that the driver or a GPU is stuck; "
                                              "restarting the computer often helps.");
    fail(answer, program, result.describeFailure(program, timeoutMs), meaning);
}

bool isRunnable(const QFileInfo &file)
{
    return file.isFile() && file.isExecutable();
}

} // namespace

QString findNvidiaSmi(const SystemPaths &paths)
{
    QStringList candidates;
    if (paths.platform().isWindows()) {
        candidates << paths.windowsSystem32() + QStringLiteral("/nvidia-smi.exe")
                   << paths.windowsProgramFiles() + QStringLiteral("/NVIDIA Corporation/NVSMI/nvidia-smi.exe");
    } else {
        // WSL2 puts it beside its libcuda, not in /usr/bin.
        candidates << paths.system(QStringLiteral("/usr/bin/nvidia-smi"))
                   << paths.system(QStringLiteral("/usr/lib/wsl/lib/nvidia-smi"));
    }
    if (paths.isLiveSystem()) {
        const QString name = paths.platform().isWindows() ? QStringLiteral("nvidia-smi.exe") : QStringLiteral("nvidia-smi");
        for (const QString &folder : paths.searchPathVariable(QStringLiteral("PATH")))
            candidates << folder + u'/' + name;
    }
    QString present;
    for (const QString &candidate : std::as_const(candidates)) {
        const QFileInfo file(candidate);
        if (isRunnable(file))
            return candidate;
        if (present.isEmpty() && (file.exists() || file.isSymLink()))
            present = candidate;
    }
    return present;
}

NvidiaSmiAnswer askNvidiaSmi(const QString &program, int timeoutMs, bool wantGpus)
{
    NvidiaSmiAnswer answer;

    const ToolResult table = ToolRunner::run(program, {}, timeoutMs);
    if (table.outcome != ToolResult::Outcome::Finished) {
        failToRun(answer, program, table, timeoutMs);
        return answer;   // one hang is enough: do not try its other options
    }
    const QString tableText = outputText(table);
    const NvidiaSmiParser::Problem problem = NvidiaSmiParser::recognizeProblem(tableText);
    if (problem == NvidiaSmiParser::Problem::CannotReachDriver) {
        fail(answer, program, firstLine(tableText),
             QCoreApplication::translate("DriverProbe",
                                         "The NVIDIA driver's files are installed, but its kernel module is not running. "
                                         "This happens after a driver update without a restart, or when Secure Boot "
                                         "blocks the module."));
        return answer;
    }

    QString headerError;
    std::optional<NvidiaSmiInfo> header =
        NvidiaSmiParser::parseHeader(QString::fromLocal8Bit(table.standardOutput), &headerError);
    if (!header) {
        // Without a GPU there is no table, but --version still names the driver.
        const ToolResult version = ToolRunner::run(program, {QStringLiteral("--version")}, timeoutMs);
        if (version.outcome != ToolResult::Outcome::Finished) {
            failToRun(answer, program, version, timeoutMs);
            return answer;
        }
        if (version.exitCode == 0)
            header = NvidiaSmiParser::parseVersion(QString::fromLocal8Bit(version.standardOutput));
    }
    if (header)
        answer.info = *header;
    if (problem == NvidiaSmiParser::Problem::NoDevices) {
        answer.outcome = NvidiaSmiAnswer::Outcome::NoDevices;
        return answer;
    }
    if (!header) {
        const QString detail = table.exitCode != 0 ? table.describeFailure(program, timeoutMs) : headerError;
        fail(answer, program, detail,
             QCoreApplication::translate("DriverProbe",
                                         "Its output was not understood, so the driver could not be identified. "
                                         "It begins: \"%1\"")
                 .arg(firstLine(tableText).left(120)));
        return answer;
    }
    if (!wantGpus) {
        answer.outcome = NvidiaSmiAnswer::Outcome::Answered;
        return answer;
    }

    QStringList fields = NvidiaSmiParser::defaultQueryFields();
    const auto query = [&] {
        const QStringList arguments = {QStringLiteral("--query-gpu=") + fields.join(u','),
                                       QStringLiteral("--format=csv,noheader,nounits")};
        return ToolRunner::run(program, arguments, timeoutMs);
    };
    ToolResult rows = query();
    // R470 drivers do not know compute_cap ("Field "compute_cap" is not a valid field to query.").
    if (rows.outcome == ToolResult::Outcome::Finished && rows.exitCode != 0
        && outputText(rows).contains(QLatin1String("compute_cap"))) {
        fields.removeAll(QStringLiteral("compute_cap"));
        rows = query();
    }
    if (rows.outcome != ToolResult::Outcome::Finished) {
        failToRun(answer, program, rows, timeoutMs);
        return answer;
    }
    if (NvidiaSmiParser::recognizeProblem(outputText(rows)) == NvidiaSmiParser::Problem::NoDevices) {
        answer.outcome = NvidiaSmiAnswer::Outcome::NoDevices;
        return answer;
    }
    if (rows.exitCode != 0) {
        fail(answer, program, rows.describeFailure(program, timeoutMs));
        return answer;
    }
    QString rowsError;
    const std::optional<NvidiaSmiInfo> listed =
        NvidiaSmiParser::parseQueryGpu(QString::fromLocal8Bit(rows.standardOutput), fields, &rowsError);
    if (!listed) {
        fail(answer, program, rowsError,
             QCoreApplication::translate("DriverProbe", "The list of GPUs could not be read."));
        return answer;
    }
    answer.info.gpus = listed->gpus;
    if (!answer.info.driverVersion.isValid()) {
        answer.info.driverVersion = listed->driverVersion;
        answer.info.driverVersionText = listed->driverVersionText;
    }
    answer.outcome = listed->gpus.isEmpty() ? NvidiaSmiAnswer::Outcome::NoDevices : NvidiaSmiAnswer::Outcome::Answered;
    return answer;
}

} // namespace cudnnsetup
