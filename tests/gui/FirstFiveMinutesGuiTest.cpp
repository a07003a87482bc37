// A student's first five minutes, as a test: the whole install path walked with the mouse on a
// laptop screen (1366×768, at 100 % and, with --scale=1.5, at 150 %), in the window's default
// size, with a real archive built from this machine's own cuDNN 9.19 for CUDA 13
// (tests/fixtures/archives/RealCudnnArchive.h) while the wizard recommends a newer release, and
// NVIDIA's server out of reach. The machine is prepared (a fake RTX 4060 behind driver 580, a
// CUDA 13.0 toolkit in a temporary sysroot), the install goes "just for me" into that toolkit,
// the Verify page's probe is a stand-in with a recorded answer. On the way it counts the user's
// actions (a click, or one file chosen in the file dialog, each count one) — at most ten from the
// first page to the Summary — and on every page checks that the content fits the window (no
// scroll bar needed, no text squeezed) and that the step list says where the user is.
#include "GuiTestSupport.h"
#include "tests/fixtures/archives/RealCudnnArchive.h"
#include "tests/fixtures/fake_driver/FakeDriverFixture.h"
#include "tests/fixtures/sysroot/SysrootBuilder.h"
#include "wizard_pages/SetupWizard.h"
#include "wizard_pages/StepList.h"
#include "wizard_pages/WindowPlacement.h"
#include "wizard_pages/WizardSession.h"

#include <gtest/gtest.h>

#include "core/verify/BenchmarkResult.h"

#include <QAbstractButton>
#include <QChartView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTabWidget>
#include <QTableView>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLayout>
#include <QRadioButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QTest>
#include <QTimer>

using namespace cudnnsetup;
using cudnnsetup::testing::RealCudnnArchive;
using cudnnsetup::testing::SysrootBuilder;

namespace {

constexpr int kTimeoutMs = 120000;   // unpacking a real 9.19 archive takes seconds, not minutes
constexpr int kMostActions = 10;
const QSize kLaptopScreen{1366, 768};

QString dataFile(const char *name)
{
    return QStringLiteral(GUI_TEST_DATA_DIR "/") + QString::fromLatin1(name);
}

QString quoted(const QString &text)
{
    return u'\'' + QString(text).replace(u'\'', QStringLiteral("'\\''")) + u'\'';
}

QString describe(const QWidget *widget)
{
    QString text;
    if (const auto *label = qobject_cast<const QLabel *>(widget))
        text = label->text().left(50);
    return QStringLiteral("%1 '%2'%3").arg(QString::fromLatin1(widget->metaObject()->className()), widget->objectName(),
                                          text.isEmpty() ? QString() : QStringLiteral(" (\"%1\")").arg(text));
}

// Why the current page does not fit its window: a scroll area that would scroll, a layout that
// wants more height than the page has, a wrapped text given less height than it needs.
QStringList overflowOf(const QWizardPage *page)
{
    QStringList problems;
    bool scrolls = false;
    for (const QScrollArea *scroll : page->findChildren<QScrollArea *>()) {
        if (!scroll->isVisible())
            continue;
        scrolls = true;
        if (const int more = scroll->verticalScrollBar()->maximum(); more > 0)
            problems << QStringLiteral("%1 scrolls by %2 px").arg(describe(scroll)).arg(more);
        if (const int more = scroll->horizontalScrollBar()->maximum(); more > 0)
            problems << QStringLiteral("%1 scrolls sideways by %2 px").arg(describe(scroll)).arg(more);
    }
    // A page without a scroll area squeezes its content instead (a scroll area's own wish for
    // height is no overflow: what it shows is checked above).
    if (const QLayout *layout = page->layout(); layout && !scrolls) {
        const int wanted = layout->hasHeightForWidth() ? layout->totalHeightForWidth(page->width())
                                                       : layout->totalMinimumSize().height();
        if (wanted > page->height())
            problems << QStringLiteral("the page wants %1 px of height and has %2").arg(wanted).arg(page->height());
    }
    for (const QLabel *label : page->findChildren<QLabel *>()) {
        if (!label->isVisible() || !label->wordWrap() || label->text().isEmpty())
            continue;
        if (const int needed = label->heightForWidth(label->width()); needed > label->height() + 1)
            problems << QStringLiteral("%1 shows %2 of its %3 px").arg(describe(label)).arg(label->height()).arg(needed);
    }
    return problems;
}

class FirstFiveMinutesGuiTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_work.isValid());
        QString why;
        const std::optional<RealCudnnArchive> archive = RealCudnnArchive::build({QStringLiteral("-0"), QStringLiteral("-T0")}, &why);
        if (!archive)
            GTEST_SKIP() << "no real cuDNN archive can be built here: " << why.toStdString();
        m_archive = *archive;

        // Driver 580 for CUDA 13, an RTX 4060, a CUDA 13.0 toolkit: the wizard recommends its
        // newest cuDNN for CUDA 13, newer than the student's 9.19.
        ASSERT_FALSE(fixtures::installFakeDriver(m_sysroot.root(),
                                                 QStringLiteral("driver_version=13000\nnvml_driver_version=580.65.06\n")
                                                     + fixtures::fakeDeviceLine(0, QStringLiteral("NVIDIA GeForce RTX 4060"),
                                                                                8, 9, 8585216000LL, 24))
                         .isEmpty());
        m_sysroot.toolkit(QStringLiteral("usr/local/cuda-13.0"), QStringLiteral("13.0.2"));
        m_sysroot.symlink(QStringLiteral("usr/local/cuda"), QStringLiteral("cuda-13.0"));
        for (const char *folder : {"state", "home", "downloads", "cache"})
            ASSERT_TRUE(QDir().mkpath(m_work.filePath(QString::fromLatin1(folder))));
        m_probe = SysrootBuilder(m_work.path())
                      .executable(QStringLiteral("probe.sh"),
                                  QStringLiteral("#!/bin/sh\ncase \"$*\" in\n  *--search*) cat %1 ;;\n  bench*) cat %2 ;;\n"
                                                 "  *) cat %3 ;;\nesac\n")
                                      .arg(quoted(dataFile("which-cudnn-9.19.json")),
                                           quoted(dataFile("bench-no-driver-custom.json")),
                                           quoted(dataFile("verify-cudnn-9.19-no-driver.json")))
                                      .toUtf8());
        // A first start: no size remembered from an earlier run.
        QSettings().remove(QStringLiteral("window/geometry"));
    }

    void TearDown() override
    {
        m_wizard.reset();
        m_session.reset();
    }

    void openWizard()
    {
        ScanOptions options = cudnnsetup::testing::sysrootScanOptions(m_sysroot.root());
        m_session = std::make_unique<WizardSession>(options);
        cudnnsetup::testing::keepSessionOffline(*m_session, m_work.path());
        m_session->setProbePath(m_probe);
        m_wizard = std::make_unique<SetupWizard>(m_session.get());
        m_wizard->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(m_wizard.get()));
    }

    // One user action: a click on `button`.
    void click(QAbstractButton *button)
    {
        ASSERT_TRUE(button && button->isVisible() && button->isEnabled()) << describe(button).toStdString();
        ++m_actions;
        QTest::mouseClick(button, Qt::LeftButton);
    }
    void next(int expectedPage)
    {
        QAbstractButton *next = m_wizard->button(QWizard::NextButton);
        WAIT_UNTIL(next->isVisible() && next->isEnabled(), kTimeoutMs);
        click(next);
        WAIT_UNTIL(m_wizard->currentId() == expectedPage, 5000);
    }
    // The next file dialog gets `path` chosen in it: one action, like a double-click on the file.
    void chooseInNextFileDialog(const QString &path)
    {
        cudnnsetup::testing::whenFileDialogOpens(m_wizard.get(), [this, path](QFileDialog *dialog) {
            ++m_actions;
            cudnnsetup::testing::typeIntoFileDialog(dialog, path);
        });
    }

    template<typename T>
    T *onPage(const char *name) const
    {
        T *widget = m_wizard->currentPage()->findChild<T *>(QString::fromLatin1(name));
        EXPECT_NE(widget, nullptr) << "no " << name << " on page " << m_wizard->currentId();
        return widget;
    }

    // The page fits the window, and the step list marks `currentStep` (1-based) as current with
    // every step before it done (-1: the steps are not checked).
    void expectPageFits(const char *page, int currentStep)
    {
        QTest::qWait(30);   // let the layouts settle after the last change
        // With CUDNN_SETUP_GUI_GRABS=DIR each page is saved there as a PNG, for looking at it.
        if (const QString folder = qEnvironmentVariable("CUDNN_SETUP_GUI_GRABS"); !folder.isEmpty())
            m_wizard->grab().save(QStringLiteral("%1/%2-%3.png").arg(folder).arg(++m_grabs).arg(QString::fromUtf8(page).replace(u' ', u'_').remove(u',')));
        const QStringList problems = overflowOf(m_wizard->currentPage());
        EXPECT_TRUE(problems.isEmpty()) << page << " at " << m_wizard->width() << "x" << m_wizard->height() << ":\n  "
                                        << problems.join(QStringLiteral("\n  ")).toStdString();
        if (currentStep < 0)
            return;
        const auto *steps = m_wizard->findChild<StepList *>();
        ASSERT_TRUE(steps && steps->isVisible());
        const QList<StepList::State> states = steps->states();
        for (int i = 0; i < states.size(); ++i) {
            const StepList::State expected = i + 1 < currentStep    ? StepList::State::Done
                                             : i + 1 == currentStep ? StepList::State::Current
                                                                    : StepList::State::ToCome;
            EXPECT_EQ(int(states.at(i)), int(expected)) << page << ": step " << i + 1 << " ("
                                                        << steps->names().value(i).toStdString() << ")";
        }
    }

    QTemporaryDir m_work;
    QTemporaryDir m_tree;
    SysrootBuilder m_sysroot{m_tree.path()};
    RealCudnnArchive m_archive;
    QString m_probe;
    std::unique_ptr<WizardSession> m_session;
    std::unique_ptr<SetupWizard> m_wizard;
    int m_actions = 0;
    int m_grabs = 0;
};

TEST_F(FirstFiveMinutesGuiTest, AStudentWithAFittingArchiveReachesAVerifiedInstallInTenActions)
{
    openWizard();
    const QScreen *screen = m_wizard->screen();
    const QSize physical = screen->geometry().size() * screen->devicePixelRatio();
    ASSERT_LE(std::abs(physical.width() - kLaptopScreen.width()) + std::abs(physical.height() - kLaptopScreen.height()), 2)
        << "main() sets the laptop screen up";
    EXPECT_EQ(m_wizard->size(), WindowPlacement::defaultSize(screen->availableGeometry()));
    EXPECT_LE(m_wizard->frameGeometry().height(), screen->availableGeometry().height());

    expectPageFits("Welcome", 0);
    next(SetupWizard::Hardware);
    WAIT_UNTIL(m_session->hasReport() && !m_session->isScanning(), kTimeoutMs);
    expectPageFits("Hardware", 1);
    next(SetupWizard::Toolkit);
    expectPageFits("Toolkit", 2);
    const Recommendation recommended = m_session->report().recommendation;
    ASSERT_TRUE(recommended.available) << recommended.reason.toStdString();
    ASSERT_EQ(recommended.cudaMajor, m_archive.cudaMajor);
    ASSERT_GT(recommended.cudnnVersion.truncated(3), Version::parse(m_archive.release)->truncated(3))
        << "the student's archive is not the recommended release";
    next(SetupWizard::Acquire);

    // NVIDIA's server cannot be reached: said once, and the page moves to the archive in hand.
    WAIT_UNTIL(onPage<QLabel>("serverUnreachableLabel")->isVisible(), kTimeoutMs);
    EXPECT_TRUE(onPage<QRadioButton>("routeLocal")->isChecked());
    expectPageFits("Source", 3);
    chooseInNextFileDialog(m_archive.path);
    click(onPage<QAbstractButton>("chooseArchiveButton"));
    WAIT_UNTIL(m_session->hasAcquiredArchive() || onPage<QLabel>("intakeRefusalLabel")->isVisible(), kTimeoutMs);
    ASSERT_TRUE(m_session->hasAcquiredArchive()) << onPage<QLabel>("intakeRefusalLabel")->text().toStdString();
    EXPECT_EQ(m_session->acquiredArchive().identity.version.truncated(3), Version::parse(m_archive.release)->truncated(3));
    EXPECT_TRUE(onPage<QLabel>("readyLabel")->text().contains(QStringLiteral("not the recommended")));
    expectPageFits("Source, archive taken", 3);
    // Checked and unpacked already: the Extract page is not shown.
    next(SetupWizard::Install);

    WAIT_UNTIL(m_session->installWorkflow().currentPlan().has_value()
                   && m_wizard->button(QWizard::CommitButton)->isEnabled(), kTimeoutMs);
    EXPECT_EQ(m_session->installWorkflow().currentPlan()->layout, InstallLayout::IntoToolkit);
    expectPageFits("Install", 4);
    click(m_wizard->button(QWizard::CommitButton));
    WAIT_UNTIL(m_wizard->currentId() == SetupWizard::Environment, kTimeoutMs);
    ASSERT_TRUE(m_session->installWorkflow().succeeded());
    expectPageFits("Environment", 5);
    next(SetupWizard::Verify);
    WAIT_UNTIL(m_wizard->button(QWizard::NextButton)->isEnabled(), kTimeoutMs);
    expectPageFits("Verify", 6);
    next(SetupWizard::Benchmark);
    expectPageFits("Benchmark", 7);
    next(SetupWizard::Finish);
    expectPageFits("Summary", 8);

    EXPECT_LE(m_actions, kMostActions) << "from the first page to the Summary";
    RecordProperty("actions", m_actions);
}

// The size and place the user leaves the window at are where it opens next time.
TEST_F(FirstFiveMinutesGuiTest, TheWindowOpensWhereTheUserLeftIt)
{
    openWizard();
    const QSize first = m_wizard->size();
    const QSize chosen = first - QSize(40, 30);
    m_wizard->resize(chosen);
    QTest::qWait(20);
    m_wizard->close();   // remembered here
    m_wizard.reset();
    m_session.reset();

    openWizard();
    EXPECT_EQ(m_wizard->size(), chosen);
    EXPECT_NE(m_wizard->size(), first);
}

// A finished benchmark at the default size: its chart readable (at least 250 px high) and every
// row of its table on one line, on a page that fits. The result is a recorded one (plausible
// H200 figures, not a measurement): the layout is what is checked here.
TEST_F(FirstFiveMinutesGuiTest, ABenchmarkResultShowsItsChartAndTableInTheDefaultWindow)
{
    openWizard();
    QFile answer(dataFile("bench-h200-fixture.json"));
    ASSERT_TRUE(answer.open(QIODevice::ReadOnly));
    m_session->setBenchmarkResult(BenchmarkResult::fromProbeJson(QJsonDocument::fromJson(answer.readAll()).object()));
    m_wizard->hide();
    m_wizard->setStartId(SetupWizard::Benchmark);
    m_wizard->restart();
    m_wizard->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(m_wizard.get()));
    ASSERT_EQ(m_wizard->currentId(), SetupWizard::Benchmark);
    QTest::qWait(50);

    auto *table = onPage<QTableView>("benchmarkTable");
    ASSERT_TRUE(table && table->model()->rowCount() > 2);
    const int line = table->fontMetrics().height();
    for (int row = 0; row < table->model()->rowCount(); ++row)
        EXPECT_LT(table->rowHeight(row), 2 * line) << "row " << row << " takes more than one line";
    const QList<QChartView *> charts = m_wizard->currentPage()->findChildren<QChartView *>();
    ASSERT_FALSE(charts.isEmpty());
    for (const QChartView *chart : charts) {
        if (chart->isVisible()) {
            EXPECT_GE(chart->height(), 250) << chart->objectName().toStdString();
        }
    }
    // The charts and the table take turns (tabs); each fits when shown.
    expectPageFits("Benchmark with a result, chart", -1);
    auto *tabs = onPage<QTabWidget>("benchmarkCharts");
    ASSERT_TRUE(tabs);
    tabs->setCurrentWidget(table);
    expectPageFits("Benchmark with a result, table", -1);
    EXPECT_TRUE(table->isVisible());
}

// Repair mode on the same machine after the install (cuDNN 9.19 inside the toolkit, the
// environment set up), and the Extract page when the unpacked files are gone: both fit too.
TEST_F(FirstFiveMinutesGuiTest, RepairModeAndUnpackingAgainFitTheDefaultWindow)
{
    openWizard();
    // The install first, as the student did (the flow above, without its checks).
    next(SetupWizard::Hardware);
    WAIT_UNTIL(m_session->hasReport() && !m_session->isScanning(), kTimeoutMs);
    next(SetupWizard::Toolkit);
    next(SetupWizard::Acquire);
    WAIT_UNTIL(onPage<QRadioButton>("routeLocal")->isChecked(), kTimeoutMs);
    chooseInNextFileDialog(m_archive.path);
    click(onPage<QAbstractButton>("chooseArchiveButton"));
    WAIT_UNTIL(m_session->hasAcquiredArchive(), kTimeoutMs);

    // The unpacked files gone (an install attempt uses them up): the Extract page unpacks again.
    m_session->installWorkflow().discard();
    next(SetupWizard::Extract);
    WAIT_UNTIL(m_session->installWorkflow().hasUnpacked() && m_wizard->button(QWizard::NextButton)->isEnabled(), kTimeoutMs);
    expectPageFits("Extract", 3);
    next(SetupWizard::Install);
    WAIT_UNTIL(m_wizard->button(QWizard::CommitButton)->isEnabled(), kTimeoutMs);
    click(m_wizard->button(QWizard::CommitButton));
    WAIT_UNTIL(m_wizard->currentId() == SetupWizard::Environment, kTimeoutMs);
    ASSERT_TRUE(m_session->installWorkflow().succeeded());

    // Later: the wizard again, to repair.
    m_wizard.reset();
    m_session.reset();
    openWizard();
    onPage<QRadioButton>("repairGoalButton")->click();
    next(SetupWizard::Doctor);
    WAIT_UNTIL(m_wizard->button(QWizard::NextButton)->isEnabled(), kTimeoutMs);
    QTest::qWait(200);   // the diagnosis is shown
    expectPageFits("Doctor", 1);
    const auto *steps = m_wizard->findChild<StepList *>();
    EXPECT_EQ(steps->names().size(), 4) << "repair mode has its own steps";
}

} // namespace

int main(int argc, char **argv)
{
    // Before QApplication: a 1366×768 laptop screen (the offscreen platform's own is 800×600),
    // at the scale given by --scale (tests/gui/CMakeLists.txt runs 1 and 1.5).
    QByteArray scale = "1";
    for (int i = 1; i < argc; ++i)
        if (const QByteArray argument(argv[i]); argument.startsWith("--scale="))
            scale = argument.mid(int(qstrlen("--scale=")));
    qputenv("QT_SCALE_FACTOR", scale);
    QTemporaryFile screens(QDir::tempPath() + QStringLiteral("/laptop-screen-XXXXXX.json"));
    const QByteArray platform = qgetenv("QT_QPA_PLATFORM");
    if ((platform.isEmpty() || platform == "offscreen") && screens.open()) {
        screens.write(QStringLiteral("{\"screens\": [{\"name\": \"laptop\", \"x\": 0, \"y\": 0, \"width\": %1, "
                                     "\"height\": %2, \"logicalDpi\": 96, \"logicalBaseDpi\": 96, \"dpr\": 1}]}")
                          .arg(kLaptopScreen.width())
                          .arg(kLaptopScreen.height())
                          .toUtf8());
        screens.flush();
        qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + QFile::encodeName(screens.fileName()));
    }
    return cudnnsetup::testing::runGuiTests(argc, argv);
}
