// SummaryReport: the saved report of a wizard run, from a recorded verify answer (cuDNN 9.19 on a
// machine without a driver), a hand-made broken one, and a benchmark fixture (plausible H200
// figures, not a measurement). Each section appears only when its step happened; the text holds
// exactly what the step's own renderer says; the JSON carries the raw answers.
#include "core/install/PlanText.h"
#include "core/probe/ReportText.h"
#include "core/report/ReportFile.h"
#include "core/report/SummaryReport.h"
#include "core/verify/BenchmarkText.h"
#include "core/verify/VerifyExplanations.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

using namespace cudnnsetup;

namespace {

QJsonObject readJson(const char *name)
{
    QFile file(QStringLiteral(PROBE_DATA_DIR "/") + QString::fromLatin1(name));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << name;
    return QJsonDocument::fromJson(file.readAll()).object();
}

VerifyResult recordedVerify()
{
    return VerifyResult::fromJson(readJson("verify-cudnn-9.19-no-driver.json"));
}

BenchmarkResult h200Benchmark()
{
    return BenchmarkResult::fromProbeJson(readJson("bench-h200-fixture.json"));
}

InstallPlan plan()
{
    InstallPlan plan;
    plan.id = QStringLiteral("20261129-210000-abcd");
    plan.version = QStringLiteral("9.19.0.56");
    plan.cudaMajor = 13;
    plan.platform = QStringLiteral("linux-x86_64");
    plan.layout = InstallLayout::IntoToolkit;
    plan.scope = InstallScope::User;
    plan.targetRoot = QStringLiteral("/opt/cuda-13.0");
    plan.libraryFolder = QStringLiteral("/opt/cuda-13.0/lib64");
    plan.includeFolder = QStringLiteral("/opt/cuda-13.0/include");
    plan.directories = {QStringLiteral("/opt/cuda-13.0/lib64")};
    return plan;
}

TransactionOutcome succeeded()
{
    TransactionOutcome outcome;
    outcome.ok = true;
    outcome.performed = 12;
    return outcome;
}

TEST(SummaryReportTest, NothingDoneSaysSoAndHasNoSections)
{
    SummaryReport report;
    const QString text = report.toText();
    EXPECT_TRUE(text.startsWith(QStringLiteral("cuDNN Setup Wizard " CUDNN_SETUP_VERSION))) << text.toStdString();
    EXPECT_TRUE(text.contains(SummaryReport::installLine({}, {}))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("not checked"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("not run"))) << text.toStdString();
    for (const char *heading : {"\nVerification\n", "\nBenchmark\n", "\nInstall\n"})
        EXPECT_FALSE(text.contains(QString::fromLatin1(heading))) << heading;

    const QJsonObject json = report.toJson();
    EXPECT_EQ(json.value(QStringLiteral("report")).toString(), QStringLiteral("cudnn-setup-summary"));
    EXPECT_EQ(json.value(QStringLiteral("appVersion")).toString(), QStringLiteral(CUDNN_SETUP_VERSION));
    EXPECT_FALSE(json.value(QStringLiteral("created")).toString().isEmpty());
    for (const char *key : {"system", "install", "verify", "benchmark"})
        EXPECT_FALSE(json.contains(QLatin1String(key))) << key;
}

TEST(SummaryReportTest, EveryStepInOrderWithTheTextOfItsOwnRenderer)
{
    SummaryReport report;
    SystemReport system;
    system.platform = QStringLiteral("linux-x86_64");
    report.system = system;
    report.installPlan = plan();
    report.installOutcome = succeeded();
    report.verify = recordedVerify();
    report.benchmark = h200Benchmark();
    const QString text = report.toText();

    const QString verify = VerifyExplanations::render(*report.verify).trimmed();
    const QString benchmark = BenchmarkText::render(*report.benchmark).trimmed();
    const QString install = PlanText::render(*report.installPlan, false).trimmed();
    const QString scan = ReportText::render(system).trimmed();
    for (const QString &part : {verify, benchmark, install, scan})
        EXPECT_TRUE(text.contains(part)) << "missing:\n" << part.toStdString() << "\nin:\n" << text.toStdString();
    EXPECT_LT(text.indexOf(scan), text.indexOf(install));
    EXPECT_LT(text.indexOf(install), text.indexOf(verify));
    EXPECT_LT(text.indexOf(verify), text.indexOf(benchmark));

    // The summary lines at the top: the check's result line and the benchmark's headline.
    const QString top = text.left(text.indexOf(scan));
    EXPECT_TRUE(top.contains(VerifyExplanations::resultLine(*report.verify))) << top.toStdString();
    EXPECT_TRUE(top.contains(BenchmarkText::speedups(*report.benchmark).first())) << top.toStdString();
    EXPECT_TRUE(top.contains(QStringLiteral("/opt/cuda-13.0/lib64"))) << top.toStdString();
    // The table's numbers are in the saved text.
    EXPECT_TRUE(text.contains(QStringLiteral("NVIDIA H200"))) << text.toStdString();
}

// The frameworks of the scan as FrameworkFit leaves them: PyTorch whose own cuDNN gets its
// parts from a toolkit's older cuDNN on LD_LIBRARY_PATH, and a TensorFlow that fits.
SystemReport systemWithFrameworks()
{
    SystemReport system;
    system.platform = QStringLiteral("linux-x86_64");
    FrameworkInstall torch;
    torch.kind = FrameworkInstall::Kind::PyTorch;
    torch.package = QStringLiteral("torch");
    torch.version = QStringLiteral("2.5.1+cu124");
    torch.environment = QStringLiteral("/home/ana/venv");
    torch.sitePackages = QStringLiteral("/home/ana/venv/lib/python3.11/site-packages");
    torch.gpuBuild = true;
    torch.builtForCuda = Version({12, 4});
    torch.builtForCudnn = Version({9, 1, 0, 70});
    torch.cudnnFact = torch.sitePackages + QStringLiteral("/torch-2.5.1+cu124.dist-info/METADATA: Requires-Dist: nvidia-cudnn-cu12==9.1.0.70");
    torch.cudnnSource = FrameworkInstall::CudnnSource::OwnWheel;
    torch.loadedFile = torch.sitePackages + QStringLiteral("/nvidia/cudnn/lib/libcudnn.so.9");
    torch.loadedVersion = Version({9, 1, 0, 70});
    torch.loadedVia = QStringLiteral("the nvidia-cudnn package in its environment");
    torch.partsFrom = QStringLiteral("/usr/local/cuda-12.4/lib64");
    torch.partsVersion = Version({9, 0, 0});
    torch.fit = Verdict::Severity::Error;
    torch.problems = {QStringLiteral("LD_LIBRARY_PATH puts /usr/local/cuda-12.4/lib64 (cuDNN 9.0.0) before its own cuDNN 9.1.0.70.")};
    torch.problemCodes = {QLatin1String(FrameworkInstall::kCudnnPartsMixed)};
    FrameworkInstall tensorflow;
    tensorflow.kind = FrameworkInstall::Kind::TensorFlow;
    tensorflow.package = QStringLiteral("tensorflow");
    tensorflow.version = QStringLiteral("2.18.0");
    tensorflow.environment = QStringLiteral("/home/ana/tf");
    tensorflow.gpuBuild = true;
    tensorflow.builtForCuda = Version({12, 5});
    tensorflow.builtForCudnn = Version({9});
    tensorflow.loadedFile = QStringLiteral("/home/ana/tf/lib/python3.11/site-packages/nvidia/cudnn/lib/libcudnn.so.9");
    tensorflow.loadedVersion = Version({9, 3, 0, 75});
    tensorflow.loadedVia = QStringLiteral("the nvidia-cudnn package in its environment");
    system.frameworks = {torch, tensorflow};
    return system;
}

TEST(SummaryReportTest, TheFrameworksAreSummedUpAtTheTopAndEachIsInTheScan)
{
    SummaryReport report;
    report.system = systemWithFrameworks();
    const QString text = report.toText();
    const QString scan = ReportText::render(*report.system).trimmed();
    ASSERT_TRUE(text.contains(scan));
    const QString top = text.left(text.indexOf(scan));
    EXPECT_TRUE(top.contains(QStringLiteral("Frameworks: 2 found, 1 with a problem\n"
                                            "  - PyTorch 2.5.1+cu124 in /home/ana/venv: 1 problem(s)\n"
                                            "  - TensorFlow 2.18.0 in /home/ana/tf: fits the cuDNN it loads\n"))) << top.toStdString();

    // Each framework: where, built for, loads what, where its parts come from, fit, problems.
    for (const char *line : {"[Problem] PyTorch 2.5.1+cu124 (torch) in /home/ana/venv",
                             "  Built for: CUDA 12.4, cuDNN 9.1.0.70",
                             "  Loads: cuDNN 9.1.0.70, /home/ana/venv/lib/python3.11/site-packages/nvidia/cudnn/lib/libcudnn.so.9",
                             "  Its parts from: cuDNN 9.0.0, /usr/local/cuda-12.4/lib64 (LD_LIBRARY_PATH)",
                             "  Problem: LD_LIBRARY_PATH puts /usr/local/cuda-12.4/lib64",
                             "[OK] TensorFlow 2.18.0 (tensorflow) in /home/ana/tf"})
        EXPECT_TRUE(scan.contains(QString::fromUtf8(line))) << line << "\nin:\n" << scan.toStdString();
    EXPECT_EQ(scan.count(QStringLiteral("Its parts from:")), 1);

    const QJsonArray frameworks = report.toJson().value(QStringLiteral("system")).toObject().value(QStringLiteral("frameworks")).toArray();
    ASSERT_EQ(frameworks.size(), 2);
    EXPECT_EQ(frameworks.at(0).toObject().value(QStringLiteral("problemCodes")).toArray(),
              QJsonArray{QStringLiteral("framework-cudnn-parts-mixed")});
    EXPECT_EQ(frameworks.at(1).toObject().value(QStringLiteral("fit")).toString(), QStringLiteral("ok"));
}

TEST(SummaryReportTest, AScanWithoutFrameworksSaysSoAtTheTop)
{
    SummaryReport report;
    report.system = SystemReport();
    EXPECT_TRUE(report.toText().contains(QStringLiteral("Frameworks: ") + ReportText::noFrameworksText()));
}

TEST(SummaryReportTest, JsonCarriesTheRawAnswers)
{
    SummaryReport report;
    report.installPlan = plan();
    report.installOutcome = succeeded();
    report.verify = recordedVerify();
    report.benchmark = h200Benchmark();
    // Through text and back, as a saved file is read.
    const QJsonObject json = QJsonDocument::fromJson(QJsonDocument(report.toJson()).toJson()).object();

    const QJsonObject verify = json.value(QStringLiteral("verify")).toObject();
    EXPECT_EQ(verify.value(QStringLiteral("verdict")).toString(), QStringLiteral("ready-no-gpu"));
    EXPECT_EQ(verify.value(QStringLiteral("probe")).toObject(), report.verify->raw);
    EXPECT_EQ(verify.value(QStringLiteral("resultLine")).toString(), VerifyExplanations::resultLine(*report.verify));
    EXPECT_EQ(json.value(QStringLiteral("benchmark")).toObject(), report.benchmark->toJson());
    const QJsonObject install = json.value(QStringLiteral("install")).toObject();
    EXPECT_EQ(install.value(QStringLiteral("plan")).toObject(), report.installPlan->summaryJson());
    EXPECT_TRUE(install.value(QStringLiteral("outcome")).toObject().value(QStringLiteral("ok")).toBool());
}

TEST(SummaryReportTest, ACheckThatDidNotRunKeepsItsReason)
{
    SummaryReport report;
    report.verify = VerifyResult::notChecked(QStringLiteral("/opt/cudnn/lib"), QStringLiteral("The check stopped (it crashed)."));
    const QJsonObject verify = report.toJson().value(QStringLiteral("verify")).toObject();
    EXPECT_EQ(verify.value(QStringLiteral("verdict")).toString(), QStringLiteral("not-checked"));
    EXPECT_EQ(verify.value(QStringLiteral("failure")).toString(), QStringLiteral("The check stopped (it crashed)."));
    EXPECT_FALSE(verify.contains(QStringLiteral("probe")));
    EXPECT_TRUE(report.toText().contains(QStringLiteral("The check stopped (it crashed)."))) << report.toText().toStdString();
}

TEST(SummaryReportTest, BrokenCopyIsNamedBroken)
{
    const VerifyResult broken = VerifyResult::fromJson(readJson("verify-cudnn-9.19-missing-cnn.json"));
    ASSERT_EQ(broken.verdict(), VerifyResult::Verdict::Broken);
    EXPECT_EQ(SummaryReport::verdictKey(broken.verdict()), QStringLiteral("broken"));
    EXPECT_EQ(SummaryReport::verifyLine(broken), VerifyExplanations::resultLine(broken));
}

TEST(SummaryReportTest, InstallLineForEachOutcome)
{
    const InstallPlan installed = plan();
    const QString done = SummaryReport::installLine(installed, succeeded());
    EXPECT_TRUE(done.contains(installed.title())) << done.toStdString();
    EXPECT_TRUE(done.contains(QStringLiteral("/opt/cuda-13.0/lib64"))) << done.toStdString();

    InstallPlan nothingToDo = plan();
    nothingToDo.directories.clear();
    const QString noOp = SummaryReport::installLine(nothingToDo, succeeded());
    EXPECT_TRUE(noOp.contains(QStringLiteral("already installed"))) << noOp.toStdString();

    TransactionOutcome failed;
    failed.rolledBack = true;
    failed.error = QStringLiteral("No space left on device");
    const QString rolledBack = SummaryReport::installLine(installed, failed);
    EXPECT_TRUE(rolledBack.contains(QStringLiteral("undone"))) << rolledBack.toStdString();
    EXPECT_TRUE(rolledBack.contains(failed.error)) << rolledBack.toStdString();

    TransactionOutcome cancelled;
    cancelled.cancelled = cancelled.rolledBack = true;
    EXPECT_TRUE(SummaryReport::installLine(installed, cancelled).contains(QStringLiteral("cancelled")));
    // A plan that was never applied is not an install.
    EXPECT_EQ(SummaryReport::installLine(installed, std::nullopt), SummaryReport::installLine({}, {}));
}

TEST(SummaryReportTest, BenchmarkLineWithAndWithoutGpuRows)
{
    const BenchmarkResult gpu = h200Benchmark();
    EXPECT_EQ(SummaryReport::benchmarkLine(gpu), BenchmarkText::speedups(gpu).first());
    EXPECT_TRUE(SummaryReport::benchmarkLine(gpu).contains(QStringLiteral("faster")));

    // No driver: every GPU row skipped, only the CPU row timed.
    BenchmarkResult cpuOnly = BenchmarkResult::fromProbeJson(readJson("bench-no-driver-custom.json"));
    EXPECT_TRUE(SummaryReport::benchmarkLine(cpuOnly).contains(QStringLiteral("no row"))) << SummaryReport::benchmarkLine(cpuOnly).toStdString();
    BenchmarkRow cpu;
    cpu.id = cpu.implementation = QStringLiteral("cpu");
    cpu.precision = QStringLiteral("fp32");
    cpu.status = BenchmarkRow::Status::Ok;
    cpu.medianMs = 1.25;
    cpuOnly.rows.append(cpu);
    const QString line = SummaryReport::benchmarkLine(cpuOnly);
    EXPECT_TRUE(line.contains(QStringLiteral("1.25"))) << line.toStdString();
    EXPECT_TRUE(line.contains(QStringLiteral("no GPU"))) << line.toStdString();
}

TEST(ReportFileTest, WritesWholeFilesAndSaysWhyNot)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.txt"));
    ASSERT_TRUE(ReportFile::write(path, "first\n"));
    ASSERT_TRUE(ReportFile::write(path, "second\n"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_EQ(file.readAll(), QByteArray("second\n"));

    QString error;
    const QString missing = dir.filePath(QStringLiteral("no/such/folder/report.txt"));
    EXPECT_FALSE(ReportFile::write(missing, "x", &error));
    EXPECT_TRUE(error.contains(QDir::toNativeSeparators(missing))) << error.toStdString();
}

} // namespace
