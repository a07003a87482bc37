// wizard_screenshots: renders each wizard page to a PNG, offscreen, against a prepared machine
// (a fake RTX 4060 with driver 550.54.14, CUDA 12.4 with cuDNN 9.1.0 inside, and a CUDA 13
// cuDNN wheel that does not fit) or, with --live, against this machine. The Source page reads
// its release list from a mirror folder made here (no network). The pages after the install
// (Verify, Benchmark, Finish) show recorded probe answers from tests/fixtures/probe_answers — cuDNN 9.19 on a
// machine without a driver, and a benchmark fixture with plausible H200 figures (not a
// measurement) — as if cuDNN had just been installed into /usr/local/cuda; with --live they run
// this machine's probe on its own cuDNN. Last, the Doctor page (repair mode) diagnoses the same
// machine. Used to look at the pages during development and to keep the README screenshots current.
// Built for Windows too: `cmake --build build-windows --target windows_screenshots` runs it under
// wine with Qt's Windows platform and style, on the same machine laid out as Windows has it.
//   wizard_screenshots OUTPUT_DIR [--live] [--lang zh_CN]
#include "fixtures/archives/RedistFolderBuilder.h"
#include "fixtures/fake_driver/FakeDriverFixture.h"
#include "fixtures/sysroot/SysrootBuilder.h"
#include "core/acquire/ReleaseCatalogue.h"
#include "core/install/InstallPlan.h"
#include "core/platform/Translations.h"
#include "core/verify/BenchmarkResult.h"
#include "wizard_pages/BenchmarkPage.h"
#include "wizard_pages/DoctorPage.h"
#include "wizard_pages/SetupWizard.h"
#include "wizard_pages/VerifyPage.h"
#include "wizard_pages/WindowPlacement.h"
#include "wizard_pages/WizardSession.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

using namespace cudnnsetup;

namespace {

#ifdef _WIN32
// The same machine as Windows has it: nvcuda.dll in System32, CUDA 12.4 in Program Files with
// cuDNN 9.1.0 in its bin\, and the wheel in a student's Python.
const QString ToolkitFolder = QStringLiteral("Program Files/NVIDIA GPU Computing Toolkit/CUDA/v12.4");
const QString StudentHome = QStringLiteral("Users/student");

void prepareMachine(testing::SysrootBuilder &sysroot)
{
    fixtures::installFakeDriver(sysroot.root(), QStringLiteral("driver_version=12040\nnvml_driver_version=551.61\n")
                                                    + fixtures::fakeDeviceLine(0, QStringLiteral("NVIDIA GeForce RTX 4060"), 8, 9,
                                                                               8585216000LL, 24));
    sysroot.file(ToolkitFolder + QStringLiteral("/version.json"), "{\"cuda\":{\"name\":\"CUDA SDK\",\"version\":\"12.4.1\"}}\n");
    sysroot.file(ToolkitFolder + QStringLiteral("/bin/cudart64_12.dll"), "MZ cudart");
    for (const char *name : {"cudnn64_9.dll", "cudnn_ops64_9.dll", "cudnn_cnn64_9.dll", "cudnn_adv64_9.dll", "cudnn_graph64_9.dll",
                             "cudnn_engines_precompiled64_9.dll", "cudnn_engines_runtime_compiled64_9.dll", "cudnn_heuristic64_9.dll"})
        sysroot.file(ToolkitFolder + QStringLiteral("/bin/") + QLatin1String(name), "MZ cudnn 9.1.0");
    sysroot.file(ToolkitFolder + QStringLiteral("/include/cudnn_version.h"), testing::SysrootBuilder::cudnnVersionHeader(9, 1, 0));
    const QString site = StudentHome + QStringLiteral("/AppData/Local/Programs/Python/Python311/Lib/site-packages");
    for (const char *name : {"cudnn64_9.dll", "cudnn_ops64_9.dll", "cudnn_graph64_9.dll"})
        sysroot.file(site + QStringLiteral("/nvidia/cudnn/bin/") + QLatin1String(name), "MZ cudnn 9.20.0");
    sysroot.file(site + QStringLiteral("/nvidia/cudnn/include/cudnn_version.h"), testing::SysrootBuilder::cudnnVersionHeader(9, 20, 0));
    sysroot.dir(site + QStringLiteral("/nvidia_cudnn_cu13-9.20.0.48.dist-info"));
}
#else
void prepareMachine(testing::SysrootBuilder &sysroot)
{
    fixtures::installFakeDriver(sysroot.root(), QStringLiteral("driver_version=12040\nnvml_driver_version=550.54.14\n")
                                                    + fixtures::fakeDeviceLine(0, QStringLiteral("NVIDIA GeForce RTX 4060"), 8, 9,
                                                                               8585216000LL, 24));
    sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"), QStringLiteral("12.4"), QStringLiteral("12.4.131"));
    sysroot.symlink(QStringLiteral("usr/local/cuda"), QStringLiteral("cuda-12.4"));
    sysroot.cudnnLinuxLibraries(QStringLiteral("usr/local/cuda-12.4/lib64"), QStringLiteral("9.1.0"));
    sysroot.file(QStringLiteral("usr/local/cuda-12.4/include/cudnn_version.h"), testing::SysrootBuilder::cudnnVersionHeader(9, 1, 0));
    const QString site = QStringLiteral("home/student/.local/lib/python3.11/site-packages");
    sysroot.cudnnSonameOnlyLibraries(site + QStringLiteral("/nvidia/cudnn/lib"), 9);
    sysroot.file(site + QStringLiteral("/nvidia/cudnn/include/cudnn_version.h"), testing::SysrootBuilder::cudnnVersionHeader(9, 20, 0));
    sysroot.dir(site + QStringLiteral("/nvidia_cudnn_cu13-9.20.0.48.dist-info"));
}
#endif

// A mirror folder with the redist manifest of the recommended release (the archive itself is
// not needed to show the page before the download, so it is only listed; no "cuda_variant").
void prepareMirror(const QString &folder, const Recommendation &recommendation)
{
    testing::RedistFolderBuilder redist(folder, recommendation.cudnnVersion.toString(),
                                        ReleaseCatalogue::manifestLabel(recommendation.cudnnVersion));
    redist.listArchive(QStringLiteral("cudnn"), recommendation.platform, recommendation.cudaMajor,
                       QStringLiteral("cudnn/%1/%2").arg(recommendation.platform, recommendation.archiveName), 891289560,
                       QByteArray(64, '0'), QByteArray(32, '0'));
    redist.declareCudaVariants({});
    redist.writeManifest();
}

// A stand-in for cudnn-probe that prints a recorded answer.
QString recordedProbe(const QString &folder, const char *dataName)
{
    const QString answer = QStringLiteral(GUI_TEST_DATA_DIR "/") + QString::fromLatin1(dataName);
#ifdef _WIN32
    return testing::SysrootBuilder(folder).executable(QString::fromLatin1(dataName) + QStringLiteral(".cmd"),
                                                       QStringLiteral("@type \"%1\"\r\n").arg(QDir::toNativeSeparators(answer)).toUtf8());
#else
    return testing::SysrootBuilder(folder).executable(QString::fromLatin1(dataName) + QStringLiteral(".sh"),
                                                       QStringLiteral("#!/bin/sh\ncat '%1'\n").arg(answer).toUtf8());
#endif
}

// What a finished install into the CUDA 13 toolkit leaves in the session (nothing is written).
void pretendInstalled(WizardSession &session)
{
    InstallPlan plan;
    plan.version = QStringLiteral("9.19.0.56");
    plan.cudaMajor = 13;
#ifdef _WIN32
    plan.targetRoot = QStringLiteral("C:/Program Files/NVIDIA GPU Computing Toolkit/CUDA/v13.0");
    plan.libraryFolder = plan.targetRoot + QStringLiteral("/bin/x64");
#else
    plan.targetRoot = QStringLiteral("/usr/local/cuda");
    plan.libraryFolder = QStringLiteral("/usr/local/cuda/lib64");
#endif
    plan.includeFolder = plan.targetRoot + QStringLiteral("/include");
    plan.directories = {plan.libraryFolder};
    TransactionOutcome outcome;
    outcome.ok = true;
    session.installWorkflow().finish(plan, outcome);
}

bool save(QWidget &window, const QString &path)
{
    QCoreApplication::processEvents();
    const bool ok = window.grab().save(path);
    std::printf("%s %s\n", ok ? "wrote" : "FAILED", qPrintable(path));
    return ok;
}

} // namespace

int main(int argc, char **argv)
{
#ifndef _WIN32
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
#endif
    QApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: wizard_screenshots OUTPUT_DIR [--live]\n");
        return 2;
    }
    const QString out = args.at(1);
    QDir().mkpath(out);
    if (const qsizetype lang = args.indexOf(QStringLiteral("--lang")); lang > 0 && lang + 1 < args.size())
        Translations::install(QLocale(args.at(lang + 1)));

    QTemporaryDir tree;
#ifdef _WIN32
    // The machine is the C: drive itself, so that the pages show the paths a student sees, not
    // those of a temporary folder: only in a throwaway wine prefix (the windows_screenshots
    // target says so), never on a real Windows, whose System32 would get the stand-in driver.
    if (!args.contains(QStringLiteral("--live")) && qEnvironmentVariable("CUDNN_SETUP_TEST_DISPOSABLE_C_DRIVE") != QLatin1String("1")) {
        std::fprintf(stderr, "wizard_screenshots writes a prepared machine onto C:; run it through the windows_screenshots target\n");
        return 2;
    }
    testing::SysrootBuilder sysroot(QStringLiteral("C:"));
#else
    testing::SysrootBuilder sysroot(tree.path());
#endif
    ScanOptions options;
    if (!args.contains(QStringLiteral("--live"))) {
        prepareMachine(sysroot);
        options.environment = QProcessEnvironment();
#ifdef _WIN32
        options.environment.insert(QStringLiteral("USERPROFILE"), sysroot.path(StudentHome));
        options.environment.insert(QStringLiteral("SystemRoot"), QStringLiteral("C:\\Windows"));
        options.environment.insert(QStringLiteral("ProgramW6432"), QStringLiteral("C:\\Program Files"));
        options.environment.insert(QStringLiteral("PATH"), QStringLiteral("C:\\Windows\\System32;C:\\%1\\bin")
                                                               .arg(QDir::toNativeSeparators(ToolkitFolder)));
#else
        options.sysroot = tree.path();
        options.environment.insert(QStringLiteral("HOME"), sysroot.path(QStringLiteral("home/student")));
        options.environment.insert(QStringLiteral("PATH"), sysroot.path(QStringLiteral("usr/local/cuda/bin")));
#endif
    }

    WizardSession session(options);
    QTemporaryDir scratch;
    FetchSource source = session.fetchSource();
    source.cacheDir = scratch.filePath(QStringLiteral("cache"));
    session.setFetchSource(source);
    session.setLicenseSettingsFile(scratch.filePath(QStringLiteral("licenses.ini")));
    SetupWizard wizard(&session);
    wizard.resize(WindowPlacement::preferredSize());   // what the pages are laid out for
    QSignalSpy finished(&session, &WizardSession::scanFinished);
    wizard.show();
    if (!QTest::qWaitForWindowExposed(&wizard) || !finished.wait(30000)) {
        std::fprintf(stderr, "the wizard did not show or the scan did not finish\n");
        return 1;
    }
    bool ok = save(wizard, out + QStringLiteral("/1-welcome.png"));
    wizard.button(QWizard::NextButton)->click();
    ok = save(wizard, out + QStringLiteral("/2-hardware.png")) && ok;
    wizard.button(QWizard::NextButton)->click();
    ok = save(wizard, out + QStringLiteral("/3-toolkit.png")) && ok;

    if (!args.contains(QStringLiteral("--live")) && session.report().recommendation.available) {
        const QString mirror = scratch.filePath(QStringLiteral("mirror"));
        prepareMirror(mirror, session.report().recommendation);
        source.baseUrl = mirror;
        session.setFetchSource(source);
    }
    wizard.button(QWizard::NextButton)->click();
    auto *license = wizard.currentPage()->findChild<QLabel *>(QStringLiteral("licenseLink"));
    if (!QTest::qWaitFor([&] { return license && license->isVisible(); }, 10000))
        std::fprintf(stderr, "the Source page did not read the release's file list\n");
    ok = save(wizard, out + QStringLiteral("/4-source.png")) && ok;

    // After the install: Verify, Benchmark (run with its default choices) and Finish.
    const bool live = args.contains(QStringLiteral("--live"));
    if (!live) {
        pretendInstalled(session);
        session.setProbePath(recordedProbe(scratch.path(), "verify-cudnn-9.19-no-driver.json"));
    }
    wizard.setStartId(SetupWizard::Verify);
    wizard.restart();
    auto *verify = qobject_cast<VerifyPage *>(wizard.currentPage());
    if (!QTest::qWaitFor([&] { return verify && !verify->isChecking(); }, 120000))
        std::fprintf(stderr, "the Verify page did not finish its check\n");
    ok = save(wizard, out + QStringLiteral("/8-verify.png")) && ok;
    // The benchmark is a real run: the processor row is timed here, and the GPU rows are asked of
    // the real cudnn-probe (where it was built), which says why it cannot time them on a
    // machine without a GPU. Without the probe, the GPU rows say that instead.
    if (const QString probe = QStringLiteral(CUDNN_PROBE_BINARY); !probe.isEmpty())
        session.setProbePath(probe);
    wizard.button(QWizard::NextButton)->click();
    auto *benchmark = qobject_cast<BenchmarkPage *>(wizard.currentPage());
    if (benchmark)
        benchmark->run();
    if (!QTest::qWaitFor([&] { return benchmark && !benchmark->isRunning(); }, 600000))
        std::fprintf(stderr, "the benchmark did not finish\n");
    ok = save(wizard, out + QStringLiteral("/9-benchmark.png")) && ok;
    wizard.button(QWizard::NextButton)->click();
    ok = save(wizard, out + QStringLiteral("/10-finish.png")) && ok;

    // Repair mode, on its own: diagnoses the machine (nothing is fixed here).
    wizard.setStartId(SetupWizard::Doctor);
    wizard.restart();
    auto *doctor = qobject_cast<DoctorPage *>(wizard.currentPage());
    if (!QTest::qWaitFor([&] { return doctor && doctor->hasReport() && !doctor->isBusy(); }, 60000))
        std::fprintf(stderr, "the Doctor page did not finish its check\n");
    ok = save(wizard, out + QStringLiteral("/11-doctor.png")) && ok;
    return ok ? 0 : 1;
}
