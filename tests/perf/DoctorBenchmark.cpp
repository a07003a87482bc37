// Benchmark for repair mode's diagnosis (issue 6: "a full diagnosis of this machine in under 1 s
// without running the probe"). Times scan + Doctor::diagnose on the live machine, with and
// without the nvcc cross-check, the diagnosis alone on a finished scan, and — the obvious
// alternative, in the same run — asking the probe which cuDNN a program would load (it loads
// every cuDNN sub-library). Run: ./build/tests/perf/perf_doctor [repetitions]
#include "core/doctor/rules/Doctor.h"
#include "core/probe/SystemScanner.h"
#include "tests/perf/PerfTiming.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QProcess>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

using namespace cudnnsetup;
using perf::Figures;
using perf::measure;
using perf::print;

namespace {

SystemPaths livePaths(const ScanOptions &options)
{
    return SystemPaths(options.sysroot, HostPlatform::current(), options.environment);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QLoggingCategory::setFilterRules(QStringLiteral("default.info=false"));   // the scanner's log lines
    const int repetitions = argc > 1 ? std::max(3, std::atoi(argv[1])) : 15;

    ScanOptions noNvcc;
    noNvcc.runNvcc = false;
    const ScanOptions withNvcc;
    DoctorReport report;
    const Figures full = measure(repetitions, [&] { report = Doctor::diagnose(SystemScanner(noNvcc).scan(), livePaths(noNvcc)); });
    const Figures fullNvcc = measure(repetitions, [&] { Doctor::diagnose(SystemScanner(withNvcc).scan(), livePaths(withNvcc)); });
    const SystemReport scan = SystemScanner(noNvcc).scan();
    const Figures diagnosisOnly = measure(repetitions, [&] { Doctor::diagnose(scan, livePaths(noNvcc)); });

    std::printf("cudnn-setup doctor benchmark: %d repetitions (median of each)\n\n", repetitions);
    print("scan + diagnosis, nvcc not run (target < 1000 ms)", full);
    print("scan + diagnosis, with the nvcc --version cross-check", fullNvcc);
    print("diagnosis alone, on a finished scan", diagnosisOnly);

    // The alternative: load cuDNN for real through the probe (default loader search).
    const QString probe = QStringLiteral(CUDNN_PROBE_BINARY);
    if (QFileInfo(probe).isExecutable()) {
        const Figures loaded = measure(std::min(repetitions, 5), [&] {
            QProcess process;
            process.start(probe, {QStringLiteral("verify"), QStringLiteral("--search"), QStringLiteral("default")});
            process.waitForFinished(120000);
        });
        print("alternative: cudnn-probe verify --search default (loads cuDNN)", loaded);
    } else {
        std::printf("%-62s (not built here: %s)\n", "alternative: cudnn-probe verify --search default", qPrintable(probe));
    }

    int problems = 0;
    for (const Finding &finding : report.findings)
        problems += finding.isProblem() ? 1 : 0;
    std::printf("\ndiagnosis: %lld finding(s), %d problem(s), %lld toolkit(s), %lld cuDNN cop(ies)\n",
                qlonglong(report.findings.size()), problems, qlonglong(report.toolkits.size()), qlonglong(report.cudnnCopies.size()));
    for (const Finding &finding : report.findings)
        std::printf("  %-8s %s  %s\n", qPrintable(Verdict::severityKey(finding.severity)), qPrintable(finding.code), qPrintable(finding.title));
    return 0;
}
