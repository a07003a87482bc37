// Benchmark for a student's archive, from the moment it is chosen on the Source page to the
// Install page showing its plan (target: at most 1.1x `xz -dc` of the same file, since the
// archive is decompressed once: checked and unpacked in one pass, its SHA-256 beside it). Times,
// in the same run and on the same file:
//   (a) xz -dc FILE > /dev/null, as a child process: the decompression alone;
//   (b) the real wizard (offscreen) on a prepared machine (a CUDA 13 toolkit in a temporary
//       sysroot): the file dropped on the Source page, then Next, until the Install page has its
//       plan — the intake, the step to the Install page and the plan, as the student waits.
// Each is run twice, alternating, and the better time of each is reported with the peak RSS
// of this process; nothing is asserted.
//
// The archive is NVIDIA's Linux tarball of this machine's own cuDNN (RealCudnnArchive: 9.19 for
// CUDA 13 here, about 330 MB), compressed as NVIDIA does, one xz block at level 6; it is built on
// the first run (several minutes) and kept in the temporary folder.
//
// Run: ./build/tests/perf/perf_chosen_to_planned [--repeat N]
#include "tests/fixtures/archives/RealCudnnArchive.h"
#include "tests/fixtures/sysroot/SysrootBuilder.h"
#include "wizard_pages/SetupWizard.h"
#include "wizard_pages/WizardSession.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDropEvent>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QMimeData>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstdio>
#include <sys/resource.h>

using namespace cudnnsetup;
using cudnnsetup::testing::RealCudnnArchive;
using cudnnsetup::testing::SysrootBuilder;

namespace {

constexpr int kTimeoutMs = 600000;

double decompressSeconds(const QString &archive)
{
    QProcess xz;
    xz.setStandardOutputFile(QProcess::nullDevice());
    QElapsedTimer timer;
    timer.start();
    xz.start(QStringLiteral("xz"), {QStringLiteral("-dc"), archive});
    if (!xz.waitForFinished(kTimeoutMs) || xz.exitCode() != 0)
        return -1;
    return double(timer.nsecsElapsed()) / 1e9;
}

bool next(SetupWizard &wizard, int expectedPage)
{
    QAbstractButton *button = wizard.button(QWizard::NextButton);
    if (!QTest::qWaitFor([&] { return button->isEnabled(); }, kTimeoutMs))
        return false;
    QTest::mouseClick(button, Qt::LeftButton);
    return wizard.currentId() == expectedPage;
}

// The wizard from its start to the Source page, then the timed part; -1 when it went wrong.
double wizardSeconds(const QString &archive)
{
    QTemporaryDir tree;
    QTemporaryDir work;
    SysrootBuilder machine(tree.path());
    machine.toolkit(QStringLiteral("usr/local/cuda-13.0"), QStringLiteral("13.0.2"));
    ScanOptions options;
    options.sysroot = tree.path();
    options.platform = HostPlatform{OsFamily::Linux, QStringLiteral("x86_64")};
    options.environment = QProcessEnvironment();
    options.runNvcc = false;
    WizardSession session(options);
    FetchSource source;
    source.baseUrl = QStringLiteral("http://127.0.0.1:9/");   // nothing leaves the machine
    source.allowInsecureHttp = true;
    source.cacheDir = work.filePath(QStringLiteral("cache"));
    session.setFetchSource(source);
    session.setStateFolder(work.filePath(QStringLiteral("state")));
    session.setHomeFolder(work.filePath(QStringLiteral("home")));
    SetupWizard wizard(&session);
    wizard.show();
    if (!QTest::qWaitForWindowExposed(&wizard) || !next(wizard, SetupWizard::Hardware)
        || !QTest::qWaitFor([&] { return session.hasReport() && !session.isScanning(); }, kTimeoutMs)
        || !next(wizard, SetupWizard::Toolkit) || !next(wizard, SetupWizard::Acquire))
        return -1;

    // Dropped on the page, as from a file manager: the moment the student has chosen it.
    QWidget *page = wizard.currentPage();
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(archive)});
    const QPoint at = page->rect().center();
    QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QElapsedTimer timer;
    timer.start();
    QApplication::sendEvent(page, &enter);
    QDropEvent drop(QPointF(at), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(page, &drop);
    if (!QTest::qWaitFor([&] { return session.hasAcquiredArchive() && wizard.button(QWizard::NextButton)->isEnabled(); },
                         kTimeoutMs)
        || !next(wizard, SetupWizard::Install)
        || !QTest::qWaitFor([&] { return session.installWorkflow().currentPlan().has_value(); }, kTimeoutMs))
        return -1;
    return double(timer.nsecsElapsed()) / 1e9;
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", qgetenv("QT_QPA_PLATFORM").isEmpty() ? QByteArray("offscreen") : qgetenv("QT_QPA_PLATFORM"));
    QApplication app(argc, argv);
    QLoggingCategory::setFilterRules(QStringLiteral("default.info=false"));   // the scanner's log lines
    int repeat = 2;
    for (int i = 1; i + 1 < argc; ++i)
        if (QByteArray(argv[i]) == "--repeat")
            repeat = std::max(1, QByteArray(argv[i + 1]).toInt());

    QString why;
    std::printf("preparing the archive (built once, kept for later runs) ...\n");
    std::fflush(stdout);
    const std::optional<RealCudnnArchive> archive = RealCudnnArchive::build({QStringLiteral("-6"), QStringLiteral("-T1")}, &why);
    if (!archive) {
        std::fprintf(stderr, "no archive: %s\n", qPrintable(why));
        return 1;
    }
    std::printf("archive: %s (%.1f MB, cuDNN %s for CUDA %d)\n", qPrintable(archive->path),
                double(QFileInfo(archive->path).size()) / 1e6, qPrintable(archive->release), archive->cudaMajor);

    double bestXz = -1;
    double bestWizard = -1;
    for (int run = 0; run < repeat; ++run) {
        const double xz = decompressSeconds(archive->path);
        const double wizard = wizardSeconds(archive->path);
        std::printf("run %d: xz -dc %.2f s, chosen -> Install page with its plan %.2f s\n", run + 1, xz, wizard);
        std::fflush(stdout);
        if (xz < 0 || wizard < 0) {
            std::fprintf(stderr, "a run failed\n");
            return 1;
        }
        bestXz = bestXz < 0 ? xz : std::min(bestXz, xz);
        bestWizard = bestWizard < 0 ? wizard : std::min(bestWizard, wizard);
    }
    struct rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    std::printf("\n%-46s %8.2f s\n", "xz -dc FILE > /dev/null (decompression alone)", bestXz);
    std::printf("%-46s %8.2f s  (%.2fx xz -dc; target <= 1.1x)\n", "archive chosen -> Install page with its plan",
                bestWizard, bestWizard / bestXz);
    std::printf("%-46s %8.1f MB\n", "peak RSS of this process (wizard included)", double(usage.ru_maxrss) / 1024.0);
    return 0;
}
