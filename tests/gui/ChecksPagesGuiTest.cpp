// The pages after the install — Verify, Benchmark, Finish — driven like a user would. The probe is
// a stand-in: a shell script that prints an answer recorded from the real cudnn-probe (cuDNN 9.19
// on a machine without a driver), a hand-made broken variant, a no-driver benchmark, or a
// benchmark fixture with plausible H200 figures (tests/fixtures/probe_answers, see its README); other stand-ins
// crash, hang, or write down the arguments they were given. The benchmark's CPU row is real.
// Nothing is installed: the session's state and home folders are temporary (these tests run as
// root), and a session "install" is a plan and outcome set directly.
#include "GuiTestSupport.h"
#include "core/report/SummaryReport.h"
#include "core/verify/BenchmarkText.h"
#include "core/verify/VerifyExplanations.h"
#include "tests/fixtures/sysroot/SysrootBuilder.h"
#include "wizard_pages/BenchmarkPage.h"
#include "wizard_pages/FinishPage.h"
#include "wizard_pages/ExpandableLabel.h"
#include "wizard_pages/SetupWizard.h"
#include "wizard_pages/VerifyPage.h"
#include "wizard_pages/WizardSession.h"

#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QApplication>
#include <QBarSet>
#include <QChartView>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QHorizontalBarSeries>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace cudnnsetup;
using cudnnsetup::testing::SysrootBuilder;

namespace {

constexpr int kTimeoutMs = 60000;
// The CPU row on a small custom layer takes well under a second; this is for a loaded machine.
constexpr int kBenchmarkTimeoutMs = 180000;

QString dataFile(const char *name)
{
    return QStringLiteral(GUI_TEST_DATA_DIR "/") + QString::fromLatin1(name);
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QJsonObject readJson(const QString &path)
{
    return QJsonDocument::fromJson(readFile(path)).object();
}

// Shell quoting for a path inside single quotes.
QString quoted(const QString &text)
{
    return u'\'' + QString(text).replace(u'\'', QStringLiteral("'\\''")) + u'\'';
}

QStringList columnTexts(const QTableWidget *table, int column)
{
    QStringList texts;
    for (int row = 0; row < table->rowCount(); ++row)
        texts << (table->item(row, column) ? table->item(row, column)->text() : QString());
    return texts;
}

// The values of the one bar set of a chart view's one horizontal bar series.
QList<double> bars(const QChartView *view)
{
    QList<double> values;
    if (!view || view->chart()->series().size() != 1)
        return values;
    auto *series = qobject_cast<QHorizontalBarSeries *>(view->chart()->series().first());
    if (!series || series->count() != 1)
        return values;
    const QBarSet *set = series->barSets().first();
    for (int i = 0; i < set->count(); ++i)
        values << set->at(i);
    return values;
}

class ChecksPagesGuiTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_sysroot.isValid() && m_work.isValid());
        m_argsFile = m_work.filePath(QStringLiteral("probe-arguments.txt"));
    }

    void TearDown() override
    {
        m_wizard.reset();
        m_session.reset();
    }

    // A stand-in probe: writes down its arguments, then runs `body`.
    QString standIn(const QString &name, const QString &body) const
    {
        return SysrootBuilder(m_work.path())
            .executable(name, QStringLiteral("#!/bin/sh\nprintf '%s\\n' \"$@\" > %1\n%2\n").arg(quoted(m_argsFile), body).toUtf8());
    }

    // A stand-in that answers with a recorded JSON file (after the progress lines, for bench).
    QString printing(const char *dataName, const QStringList &progress = {}) const
    {
        QString body;
        for (const QString &line : progress)
            body += QStringLiteral("echo 'progress %1' >&2\n").arg(line);
        return standIn(QString::fromLatin1(dataName) + QStringLiteral(".sh"), body + QStringLiteral("cat ") + quoted(dataFile(dataName)));
    }

    QStringList probeArguments() const { return QString::fromUtf8(readFile(m_argsFile)).split(u'\n', Qt::SkipEmptyParts); }

    void makeSession(const QString &probe)
    {
        m_session = std::make_unique<WizardSession>(cudnnsetup::testing::sysrootScanOptions(m_sysroot.path()));
        m_session->setStateFolder(m_work.filePath(QStringLiteral("state")));
        m_session->setHomeFolder(m_work.filePath(QStringLiteral("home")));
        m_session->setProbePath(probe);
    }

    // What the Install page leaves after a successful install into `root` (nothing is written).
    void pretendInstalled(const QString &root = QStringLiteral("/usr/local/cuda-13.0"))
    {
        InstallPlan plan;
        plan.version = QStringLiteral("9.19.0.56");
        plan.cudaMajor = 13;
        plan.targetRoot = root;
        plan.libraryFolder = root + QStringLiteral("/lib64");
        plan.includeFolder = root + QStringLiteral("/include");
        plan.directories = {plan.libraryFolder};
        TransactionOutcome outcome;
        outcome.ok = true;
        m_session->installWorkflow().finish(plan, outcome);
    }

    // `prepare` runs before the window shows (and so before the first page starts its work).
    void openWizardAt(SetupWizard::PageId page, const std::function<void(SetupWizard &)> &prepare = {})
    {
        m_wizard = std::make_unique<SetupWizard>(m_session.get());
        m_wizard->resize(900, 720);
        m_wizard->setStartId(page);
        if (prepare)
            prepare(*m_wizard);
        m_wizard->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(m_wizard.get()));
        ASSERT_EQ(m_wizard->currentId(), page);
    }

    // With CUDNN_SETUP_GUI_GRABS=DIR the pages are saved as PNGs there, for looking at them: the
    // window, and the page's whole scrolling content ("-content").
    void grabPage(const char *name) const
    {
        const QString folder = qEnvironmentVariable("CUDNN_SETUP_GUI_GRABS");
        if (folder.isEmpty())
            return;
        QCoreApplication::processEvents();
        const QString stem = folder + u'/' + QString::fromLatin1(name);
        m_wizard->grab().save(stem + QStringLiteral(".png"));
        if (auto *scroll = m_wizard->currentPage()->findChild<QScrollArea *>())
            scroll->widget()->grab().save(stem + QStringLiteral("-content.png"));
    }

    template<typename T>
    T *onPage(const char *name) const
    {
        T *widget = m_wizard->currentPage()->findChild<T *>(QString::fromLatin1(name));
        EXPECT_NE(widget, nullptr) << "no " << name << " on page " << m_wizard->currentId();
        return widget;
    }

    // The row widget of one verify item, and a label inside it.
    QLabel *itemLabel(const QString &id, const char *name) const
    {
        auto *row = m_wizard->currentPage()->findChild<QWidget *>(QStringLiteral("verifyItem-") + id);
        EXPECT_NE(row, nullptr) << "no row for " << id.toStdString();
        return row ? row->findChild<QLabel *>(QString::fromLatin1(name)) : nullptr;
    }

    VerifyPage *verifyPage() const { return qobject_cast<VerifyPage *>(m_wizard->page(SetupWizard::Verify)); }
    BenchmarkPage *benchmarkPage() const { return qobject_cast<BenchmarkPage *>(m_wizard->page(SetupWizard::Benchmark)); }
    FinishPage *finishPage() const { return qobject_cast<FinishPage *>(m_wizard->page(SetupWizard::Finish)); }
    QAbstractButton *button(QWizard::WizardButton which) const { return m_wizard->button(which); }
    bool usable(QAbstractButton *button) const { return button->isVisible() && button->isEnabled(); }

    void waitForCheck()
    {
        WAIT_UNTIL(!verifyPage()->isChecking(), kTimeoutMs);
        WAIT_UNTIL(usable(button(QWizard::NextButton)), kTimeoutMs);
    }

    // Picks "Custom…" and types the nine numbers of `--shape`.
    void chooseCustomLayer(const QList<int> &numbers)
    {
        auto *layer = onPage<QComboBox>("benchmarkLayerCombo");
        ASSERT_NE(layer, nullptr);
        layer->setCurrentIndex(layer->findData(QStringLiteral("custom")));
        const char *names[] = {"benchmarkShapeN", "benchmarkShapeC", "benchmarkShapeH", "benchmarkShapeW", "benchmarkShapeK",
                               "benchmarkShapeR", "benchmarkShapeS", "benchmarkShapePad", "benchmarkShapeStride"};
        for (int i = 0; i < 9; ++i) {
            auto *spin = onPage<QSpinBox>(names[i]);
            ASSERT_NE(spin, nullptr);
            ASSERT_TRUE(spin->isVisible()) << names[i];
            spin->setValue(numbers.at(i));
        }
    }

    void runBenchmark()
    {
        auto *run = onPage<QPushButton>("benchmarkRunButton");
        ASSERT_TRUE(usable(run));
        QTest::mouseClick(run, Qt::LeftButton);
        EXPECT_TRUE(benchmarkPage()->isRunning());
        EXPECT_FALSE(button(QWizard::NextButton)->isEnabled()) << "Next waits for the benchmark";
        WAIT_UNTIL(!benchmarkPage()->isRunning(), kBenchmarkTimeoutMs);
        ASSERT_TRUE(m_session->benchmarkResult().has_value());
    }

    QTemporaryDir m_sysroot; // scanned: empty unless a test puts a machine in it
    QTemporaryDir m_work;
    QString m_argsFile;
    std::unique_ptr<WizardSession> m_session;
    std::unique_ptr<SetupWizard> m_wizard;
};

TEST_F(ChecksPagesGuiTest, VerifyPageShowsTheRecordedCheckOfACopyWithoutADriver)
{
    makeSession(printing("verify-cudnn-9.19-no-driver.json"));
    pretendInstalled();
    openWizardAt(SetupWizard::Verify);
    waitForCheck();

    // The copy installed in this session is the one checked.
    EXPECT_TRUE(probeArguments().contains(QStringLiteral("/usr/local/cuda-13.0/lib64"))) << probeArguments().join(u' ').toStdString();
    EXPECT_TRUE(probeArguments().contains(QStringLiteral("/usr/local/cuda-13.0/include")));
    const QString target = onPage<QLabel>("verifyTargetLabel")->text();
    EXPECT_TRUE(target.contains(QStringLiteral("installed just now"))) << target.toStdString();

    const VerifyResult expected = VerifyResult::fromJson(readJson(dataFile("verify-cudnn-9.19-no-driver.json")));
    ASSERT_EQ(expected.verdict(), VerifyResult::Verdict::ReadyNoGpu);
    ASSERT_TRUE(m_session->verifyResult().has_value());
    EXPECT_EQ(m_session->verifyResult()->verdict(), VerifyResult::Verdict::ReadyNoGpu);

    // The big line.
    auto *result = onPage<QLabel>("verifyResultLabel");
    EXPECT_TRUE(result->isVisible());
    EXPECT_TRUE(result->text().contains(VerifyExplanations::resultLine(expected).toHtmlEscaped())) << result->text().toStdString();

    // One row per item, in the probe's order, with PASS / FAIL / SKIP.
    QStringList statuses;
    for (QLabel *status : onPage<QWidget>("verifyChecklist")->findChildren<QLabel *>(QStringLiteral("verifyItemStatus")))
        statuses << status->text();
    QStringList want;
    for (const VerifyItem &item : expected.items)
        want << VerifyExplanations::statusText(item.status);
    EXPECT_EQ(statuses, want);
    EXPECT_EQ(statuses.size(), 10);
    EXPECT_EQ(statuses.count(QStringLiteral("PASS")), 5);
    EXPECT_EQ(statuses.count(QStringLiteral("FAIL")), 2);
    EXPECT_EQ(statuses.count(QStringLiteral("SKIP")), 3);
    EXPECT_EQ(itemLabel(QStringLiteral("libraries"), "verifyItemStatus")->text(), QStringLiteral("PASS"));
    EXPECT_EQ(itemLabel(QStringLiteral("driver"), "verifyItemStatus")->text(), QStringLiteral("FAIL"));

    // The banner says the outcome; each check is one click away, the counts on the button.
    auto *checks = onPage<QToolButton>("verifyChecklistToggle");
    ASSERT_TRUE(checks && checks->isVisible());
    EXPECT_TRUE(checks->text().contains(QStringLiteral("failed"))) << checks->text().toStdString();
    EXPECT_FALSE(onPage<QWidget>("verifyChecklist")->isVisible()) << "no check is broken: the list stays closed";
    QTest::mouseClick(checks, Qt::LeftButton);
    // The failed driver item says what it means.
    const VerifyItem *driver = expected.item(QStringLiteral("driver"));
    ASSERT_NE(driver, nullptr);
    const ItemExplanation why = VerifyExplanations::explain(*driver, expected);
    ASSERT_FALSE(why.meaning.isEmpty());
    QLabel *explanation = itemLabel(QStringLiteral("driver"), "verifyItemExplanation");
    ASSERT_NE(explanation, nullptr);
    EXPECT_TRUE(explanation->isVisible());
    EXPECT_TRUE(explanation->text().contains(why.meaning.toHtmlEscaped())) << explanation->text().toStdString();
    EXPECT_EQ(itemLabel(QStringLiteral("version"), "verifyItemExplanation"), nullptr) << "a plain pass needs no explanation";

    // The libraries the loader used, folded away until asked for.
    auto *libraries = onPage<QTableWidget>("verifyLibrariesTable");
    EXPECT_FALSE(libraries->isVisible());
    QTest::mouseClick(onPage<QAbstractButton>("verifyLibrariesToggle"), Qt::LeftButton);
    EXPECT_TRUE(libraries->isVisible());
    EXPECT_EQ(libraries->rowCount(), 8);
    EXPECT_TRUE(columnTexts(libraries, 1).contains(QStringLiteral("/usr/local/cuda/lib64/libcudnn_graph.so.9")));
    if (auto *scroll = m_wizard->currentPage()->findChild<QScrollArea *>())
        scroll->ensureWidgetVisible(libraries);
    grabPage("8-verify-libraries");
    QTest::mouseClick(onPage<QAbstractButton>("verifyLibrariesToggle"), Qt::LeftButton);
    grabPage("8-verify");

    EXPECT_EQ(m_wizard->currentPage()->nextId(), SetupWizard::Benchmark);
}

TEST_F(ChecksPagesGuiTest, VerifyPageSaysWhatToDoAboutABrokenCopy)
{
    makeSession(printing("verify-cudnn-9.19-missing-cnn.json"));
    pretendInstalled();
    openWizardAt(SetupWizard::Verify);
    waitForCheck();

    const VerifyResult expected = VerifyResult::fromJson(readJson(dataFile("verify-cudnn-9.19-missing-cnn.json")));
    ASSERT_EQ(expected.verdict(), VerifyResult::Verdict::Broken);
    const QString result = onPage<QLabel>("verifyResultLabel")->text();
    EXPECT_TRUE(result.contains(VerifyExplanations::resultLine(expected).toHtmlEscaped())) << result.toStdString();
    EXPECT_TRUE(result.contains(QStringLiteral("FAILED"))) << result.toStdString();
    EXPECT_TRUE(result.contains(QStringLiteral("Check again"))) << "the way on, in words: " << result.toStdString();

    EXPECT_EQ(itemLabel(QStringLiteral("libraries"), "verifyItemStatus")->text(), QStringLiteral("FAIL"));
    const ItemExplanation why = VerifyExplanations::explain(*expected.item(QStringLiteral("libraries")), expected);
    ASSERT_FALSE(why.action.isEmpty());
    QLabel *explanation = itemLabel(QStringLiteral("libraries"), "verifyItemExplanation");
    ASSERT_NE(explanation, nullptr);
    EXPECT_TRUE(explanation->isVisible());
    EXPECT_TRUE(explanation->text().contains(QStringLiteral("What to do:"))) << explanation->text().toStdString();
    EXPECT_TRUE(explanation->text().contains(why.action.toHtmlEscaped())) << explanation->text().toStdString();
    EXPECT_EQ(itemLabel(QStringLiteral("handle"), "verifyItemStatus")->text(), QStringLiteral("SKIP"));
    grabPage("8-verify-broken");
}

TEST_F(ChecksPagesGuiTest, AProbeThatCrashesLeavesTheWizardAliveAndNotChecked)
{
    makeSession(standIn(QStringLiteral("crash.sh"), QStringLiteral("kill -SEGV $$")));
    pretendInstalled();
    openWizardAt(SetupWizard::Verify);
    waitForCheck();

    ASSERT_TRUE(m_session->verifyResult().has_value());
    EXPECT_EQ(m_session->verifyResult()->verdict(), VerifyResult::Verdict::NotChecked);
    const QString result = onPage<QLabel>("verifyResultLabel")->text();
    EXPECT_TRUE(result.contains(QStringLiteral("NOT CHECKED"))) << result.toStdString();
    EXPECT_TRUE(result.contains(QStringLiteral("crashed"))) << result.toStdString();
    EXPECT_TRUE(result.contains(m_session->verifyResult()->failure.toHtmlEscaped())) << result.toStdString();
    EXPECT_EQ(onPage<QWidget>("verifyChecklist")->findChildren<QLabel *>(QStringLiteral("verifyItemStatus")).size(), 0);
    EXPECT_TRUE(m_wizard->isVisible());
    grabPage("8-verify-crashed");

    // Alive: the same page checks again with a working probe.
    m_session->setProbePath(printing("verify-cudnn-9.19-no-driver.json"));
    auto *again = onPage<QPushButton>("verifyAgainButton");
    ASSERT_TRUE(usable(again));
    QTest::mouseClick(again, Qt::LeftButton);
    waitForCheck();
    EXPECT_EQ(m_session->verifyResult()->verdict(), VerifyResult::Verdict::ReadyNoGpu);
    EXPECT_FALSE(onPage<QLabel>("verifyResultLabel")->text().contains(QStringLiteral("NOT CHECKED")));
}

TEST_F(ChecksPagesGuiTest, AProbeThatHangsIsStoppedAfterTheTimeout)
{
    makeSession(standIn(QStringLiteral("hang.sh"), QStringLiteral("exec sleep 60")));
    pretendInstalled();
    openWizardAt(SetupWizard::Verify, [](SetupWizard &wizard) {
        qobject_cast<VerifyPage *>(wizard.page(SetupWizard::Verify))->setTimeoutMs(1500);
    });
    EXPECT_TRUE(verifyPage()->isChecking());
    EXPECT_FALSE(button(QWizard::NextButton)->isEnabled());
    EXPECT_TRUE(onPage<QWidget>("verifyBusyIndicator")->isVisible());
    waitForCheck();

    EXPECT_EQ(m_session->verifyResult()->verdict(), VerifyResult::Verdict::NotChecked);
    const QString result = onPage<QLabel>("verifyResultLabel")->text();
    EXPECT_TRUE(result.contains(QStringLiteral("did not answer within"))) << result.toStdString();
    EXPECT_FALSE(onPage<QWidget>("verifyBusyIndicator")->isVisible());
}

TEST_F(ChecksPagesGuiTest, WithoutAnInstallTheScannedCopyIsChecked)
{
    // A machine with CUDA 12.4 and cuDNN 9.1.0 inside it.
    SysrootBuilder machine(m_sysroot.path());
    machine.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
    machine.symlink(QStringLiteral("usr/local/cuda"), QStringLiteral("cuda-12.4"));
    machine.cudnnLinuxLibraries(QStringLiteral("usr/local/cuda-12.4/lib64"), QStringLiteral("9.1.0"));
    machine.file(QStringLiteral("usr/local/cuda-12.4/include/cudnn_version.h"), SysrootBuilder::cudnnVersionHeader(9, 1, 0));
    makeSession(printing("verify-cudnn-9.19-no-driver.json"));
    openWizardAt(SetupWizard::Verify);   // the scan starts with the window; the check waits for it
    waitForCheck();

    const QStringList arguments = probeArguments();
    const qsizetype dir = arguments.indexOf(QStringLiteral("--cudnn-dir"));
    ASSERT_GE(dir, 0) << arguments.join(u' ').toStdString();
    EXPECT_TRUE(arguments.value(dir + 1).startsWith(m_sysroot.path())) << arguments.join(u' ').toStdString();
    EXPECT_TRUE(arguments.value(dir + 1).endsWith(QStringLiteral("lib64"))) << arguments.join(u' ').toStdString();
    const QString target = onPage<QLabel>("verifyTargetLabel")->text();
    EXPECT_TRUE(target.contains(QStringLiteral("9.1.0"))) << target.toStdString();
}

TEST_F(ChecksPagesGuiTest, TheWelcomePageLeadsStraightToCheckingAnExistingCopy)
{
    SysrootBuilder machine(m_sysroot.path());
    machine.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
    machine.symlink(QStringLiteral("usr/local/cuda"), QStringLiteral("cuda-12.4"));
    machine.cudnnLinuxLibraries(QStringLiteral("usr/local/cuda-12.4/lib64"), QStringLiteral("9.1.0"));
    makeSession(printing("verify-cudnn-9.19-no-driver.json"));
    openWizardAt(SetupWizard::Welcome);

    auto *check = onPage<QRadioButton>("checkGoalButton");
    ASSERT_NE(check, nullptr);
    grabPage("1-welcome");
    ASSERT_TRUE(check->isVisible());
    EXPECT_TRUE(onPage<QRadioButton>("installGoalButton")->isChecked()) << "installing is the default";
    // A radio button answers clicks on its circle and its text, not on the rest of its row.
    const auto onTheCircle = [](QWidget *radio) { return QPoint(8, radio->height() / 2); };
    QTest::mouseClick(check, Qt::LeftButton, {}, onTheCircle(check));
    ASSERT_TRUE(check->isChecked());
    WAIT_UNTIL(usable(button(QWizard::NextButton)), kTimeoutMs);
    QTest::mouseClick(button(QWizard::NextButton), Qt::LeftButton);
    ASSERT_EQ(m_wizard->currentId(), SetupWizard::Verify);
    waitForCheck();
    const QStringList arguments = probeArguments();
    const qsizetype dir = arguments.indexOf(QStringLiteral("--cudnn-dir"));
    ASSERT_GE(dir, 0) << arguments.join(u' ').toStdString();
    EXPECT_TRUE(arguments.value(dir + 1).startsWith(m_sysroot.path())) << arguments.join(u' ').toStdString();

    // Back returns to the choice, and the install route still starts with the hardware check.
    QTest::mouseClick(button(QWizard::BackButton), Qt::LeftButton);
    ASSERT_EQ(m_wizard->currentId(), SetupWizard::Welcome);
    auto *install = onPage<QRadioButton>("installGoalButton");
    QTest::mouseClick(install, Qt::LeftButton, {}, onTheCircle(install));
    QTest::mouseClick(button(QWizard::NextButton), Qt::LeftButton);
    EXPECT_EQ(m_wizard->currentId(), SetupWizard::Hardware);
}

TEST_F(ChecksPagesGuiTest, WithNoCopyAnywhereItSaysSoKindly)
{
    makeSession(printing("verify-cudnn-9.19-no-driver.json"));
    openWizardAt(SetupWizard::Verify);
    waitForCheck();

    auto *noCopy = onPage<QLabel>("verifyNoCopyLabel");
    EXPECT_TRUE(noCopy->isVisible());
    EXPECT_TRUE(noCopy->text().contains(QStringLiteral("no cuDNN on this computer to check"))) << noCopy->text().toStdString();
    EXPECT_FALSE(onPage<QWidget>("verifyResultLabel")->isVisible());
    EXPECT_TRUE(probeArguments().isEmpty()) << "nothing to run the probe on";
    EXPECT_FALSE(m_session->verifyResult().has_value());
    grabPage("8-verify-no-copy");
}

TEST_F(ChecksPagesGuiTest, BenchmarkWithoutAGpuTimesTheProcessorAndExplains)
{
    makeSession(printing("bench-no-driver-custom.json"));
    pretendInstalled();
    openWizardAt(SetupWizard::Benchmark);
    auto *notice = onPage<QLabel>("benchmarkNoticeLabel");
    WAIT_UNTIL(notice->isVisible(), kTimeoutMs);   // the scan found no GPU: said before the run
    auto *fp32 = onPage<QCheckBox>("benchmarkFp32Check");
    EXPECT_TRUE(fp32->isChecked());
    EXPECT_FALSE(fp32->isEnabled());
    EXPECT_FALSE(fp32->toolTip().isEmpty());

    chooseCustomLayer({2, 8, 12, 12, 8, 3, 3, 1, 1});
    EXPECT_FALSE(onPage<QSpinBox>("benchmarkBatchSpin")->isVisible()) << "a custom layer has its own batch";
    runBenchmark();

    const QStringList arguments = probeArguments();
    EXPECT_EQ(arguments.value(0), QStringLiteral("bench"));
    EXPECT_TRUE(arguments.contains(QStringLiteral("2,8,12,12,8,3,3,1,1"))) << arguments.join(u' ').toStdString();
    EXPECT_TRUE(arguments.contains(QStringLiteral("/usr/local/cuda-13.0/lib64"))) << arguments.join(u' ').toStdString();

    const BenchmarkResult &result = *m_session->benchmarkResult();
    EXPECT_EQ(result.gpuState, BenchmarkResult::GpuState::NoDriver);
    ASSERT_FALSE(BenchmarkText::noGpuExplanation(result).isEmpty());
    EXPECT_TRUE(notice->isVisible());
    EXPECT_TRUE(notice->text().contains(BenchmarkText::noGpuExplanation(result).toHtmlEscaped())) << notice->text().toStdString();

    // Five GPU rows, skipped with the reason; the CPU row timed.
    auto *table = onPage<QTableWidget>("benchmarkTable");
    ASSERT_EQ(table->rowCount(), 6);
    const QStringList times = columnTexts(table, 1);
    const QStringList notes = columnTexts(table, 5);
    for (int row = 0; row < 5; ++row) {
        EXPECT_TRUE(times.at(row).isEmpty()) << "no made-up numbers: " << times.at(row).toStdString();
        EXPECT_FALSE(notes.at(row).isEmpty()) << "row " << row << " says why it is missing";
    }
    const BenchmarkRow *cpu = result.row(QStringLiteral("cpu"));
    ASSERT_NE(cpu, nullptr);
    ASSERT_TRUE(cpu->hasTime()) << BenchmarkText::rowStatus(*cpu).toStdString();
    EXPECT_TRUE(times.at(5).contains(QStringLiteral("ms"))) << times.at(5).toStdString();
    EXPECT_TRUE(cpu->check.pass);

    // One bar: the CPU row's time.
    const QList<double> timeBars = bars(onPage<QChartView>("benchmarkTimeChart"));
    ASSERT_EQ(timeBars.size(), 1);
    EXPECT_DOUBLE_EQ(timeBars.first(), cpu->medianMs);
    EXPECT_TRUE(onPage<QWidget>("benchmarkCharts")->isVisible());
    grabPage("9-benchmark-no-gpu");
}

TEST_F(ChecksPagesGuiTest, BenchmarkShowsARecordedGpuResultAndExportsIt)
{
    makeSession(printing("bench-h200-fixture.json",
                         {QStringLiteral("0.1 cudnn-fp32"), QStringLiteral("0.5 cuda-tiled"), QStringLiteral("0.9 cuda-naive")}));
    pretendInstalled();
    openWizardAt(SetupWizard::Benchmark);
    auto *cpu = onPage<QCheckBox>("benchmarkCpuCheck");
    cpu->setChecked(false);   // the CPU row would time conv3_x at batch 64 for real: too slow here
    runBenchmark();

    const BenchmarkResult &result = *m_session->benchmarkResult();
    ASSERT_EQ(result.gpuState, BenchmarkResult::GpuState::Ok);
    EXPECT_FALSE(onPage<QWidget>("benchmarkNoticeLabel")->isVisible());
    EXPECT_TRUE(onPage<QLabel>("benchmarkPhaseLabel")->text().contains(QStringLiteral("Finished")));

    // One bar per timed row, in both charts.
    QList<double> medians, tflops;
    for (const BenchmarkRow &row : result.rows) {
        if (row.hasTime()) {   // the first row is drawn on top, so it is the last bar
            medians.prepend(row.medianMs);
            tflops.prepend(row.tflops);
        }
    }
    ASSERT_EQ(medians.size(), 5);
    EXPECT_EQ(bars(onPage<QChartView>("benchmarkTimeChart")), medians);
    EXPECT_EQ(bars(onPage<QChartView>("benchmarkThroughputChart")), tflops);

    const QString speedups = onPage<QLabel>("benchmarkSpeedupsLabel")->text();
    EXPECT_TRUE(speedups.contains(QStringLiteral("faster"))) << speedups.toStdString();
    EXPECT_TRUE(speedups.contains(BenchmarkText::speedups(result).first().toHtmlEscaped())) << speedups.toStdString();
    auto *table = onPage<QTableWidget>("benchmarkTable");
    ASSERT_EQ(table->rowCount(), 5);
    EXPECT_TRUE(columnTexts(table, 4).first().contains(QStringLiteral("IMPLICIT_PRECOMP_GEMM")));
    EXPECT_TRUE(columnTexts(table, 2).first().contains(QStringLiteral("54% of peak"))) << columnTexts(table, 2).first().toStdString();
    EXPECT_TRUE(table->isColumnHidden(5)) << "no row needs a note";
    const QString context = onPage<QLabel>("benchmarkContextLabel")->text();
    EXPECT_TRUE(context.contains(QStringLiteral("NVIDIA H200"))) << context.toStdString();
    EXPECT_TRUE(context.contains(QStringLiteral("9.19.0"))) << context.toStdString();
    grabPage("9-benchmark");
    onPage<QTabWidget>("benchmarkCharts")->setCurrentIndex(1);
    grabPage("9-benchmark-throughput");

    // Exports: what the Save buttons write once a file is chosen.
    EXPECT_TRUE(usable(onPage<QPushButton>("benchmarkSaveJsonButton")));
    const QString jsonPath = m_work.filePath(QStringLiteral("bench.json"));
    const QString csvPath = m_work.filePath(QStringLiteral("bench.csv"));
    ASSERT_TRUE(benchmarkPage()->exportTo(jsonPath, BenchmarkPage::ExportFormat::Json));
    ASSERT_TRUE(benchmarkPage()->exportTo(csvPath, BenchmarkPage::ExportFormat::Csv));
    QJsonParseError error;
    const QJsonDocument json = QJsonDocument::fromJson(readFile(jsonPath), &error);
    ASSERT_EQ(error.error, QJsonParseError::NoError) << error.errorString().toStdString();
    QStringList ids;
    for (const QJsonValue &row : json.object().value(QStringLiteral("rows")).toArray())
        ids << row.toObject().value(QStringLiteral("id")).toString();
    EXPECT_EQ(ids, (QStringList{QStringLiteral("cudnn-fp32"), QStringLiteral("cudnn-tf32"), QStringLiteral("cudnn-fp16-nhwc"),
                                QStringLiteral("cuda-tiled"), QStringLiteral("cuda-naive")}));
    const QStringList csv = QString::fromUtf8(readFile(csvPath)).split(u'\n', Qt::SkipEmptyParts);
    ASSERT_EQ(csv.size(), 6) << "a header and five rows";
    for (const QString &id : ids)
        EXPECT_EQ(csv.filter(id).size(), 1) << id.toStdString();
    EXPECT_TRUE(onPage<QLabel>("benchmarkExportStatusLabel")->text().contains(csvPath));
    EXPECT_FALSE(benchmarkPage()->exportTo(m_work.filePath(QStringLiteral("missing/bench.csv")), BenchmarkPage::ExportFormat::Csv));
}

TEST_F(ChecksPagesGuiTest, CancelStopsTheBenchmarkAndKeepsTheWizardUsable)
{
    makeSession(standIn(QStringLiteral("slow-bench.sh"), QStringLiteral("echo 'progress 0.2 cudnn-fp32' >&2\nexec sleep 60")));
    openWizardAt(SetupWizard::Benchmark);
    onPage<QCheckBox>("benchmarkCpuCheck")->setChecked(false);
    QTest::mouseClick(onPage<QPushButton>("benchmarkRunButton"), Qt::LeftButton);
    auto *phase = onPage<QLabel>("benchmarkPhaseLabel");
    WAIT_UNTIL(phase->text().contains(QStringLiteral("FP32")), kTimeoutMs);   // the probe's progress, on the GUI thread
    EXPECT_GT(onPage<QProgressBar>("benchmarkProgress")->value(), 0);
    auto *cancel = onPage<QPushButton>("benchmarkCancelButton");
    ASSERT_TRUE(usable(cancel));
    QTest::mouseClick(cancel, Qt::LeftButton);
    WAIT_UNTIL(!benchmarkPage()->isRunning(), 20000);
    EXPECT_TRUE(phase->text().contains(QStringLiteral("Cancelled"))) << phase->text().toStdString();
    EXPECT_FALSE(cancel->isVisible());
    EXPECT_TRUE(usable(onPage<QPushButton>("benchmarkRunButton")));
    EXPECT_TRUE(usable(button(QWizard::NextButton)));
}

TEST_F(ChecksPagesGuiTest, FinishPageSummarisesAndSavesTheReport)
{
    makeSession(QString());
    pretendInstalled();
    m_session->setVerifyResult(VerifyResult::fromJson(readJson(dataFile("verify-cudnn-9.19-no-driver.json"))));
    m_session->setBenchmarkResult(BenchmarkResult::fromProbeJson(readJson(dataFile("bench-h200-fixture.json"))));
    openWizardAt(SetupWizard::Finish);

    const QString resultLine = VerifyExplanations::resultLine(*m_session->verifyResult());
    const QString headline = BenchmarkText::speedups(*m_session->benchmarkResult()).first();
    EXPECT_TRUE(onPage<QLabel>("finishInstallLabel")->text().contains(QStringLiteral("/usr/local/cuda-13.0/lib64")));
    EXPECT_TRUE(onPage<QLabel>("finishVerifyLabel")->text().contains(resultLine.toHtmlEscaped()));
    EXPECT_TRUE(onPage<QLabel>("finishBenchmarkLabel")->text().contains(headline.toHtmlEscaped()));
    const QString next = qobject_cast<ExpandableLabel *>(onPage<QLabel>("finishNextStepsLabel"))->fullText();
    EXPECT_TRUE(next.contains(QStringLiteral("torch.backends.cudnn.version()"))) << next.toStdString();
    grabPage("10-finish");
    // User names in paths are masked unless the user opts in (UserNameMaskTest covers the masking).
    EXPECT_FALSE(onPage<QCheckBox>("finishKeepUserNamesCheck")->isChecked());
    // Repair mode did not run in this session: no line for it; once it has, its line is there.
    EXPECT_FALSE(onPage<QLabel>("finishRepairLabel")->isVisible());
    const DoctorReport diagnosis;   // checked, nothing found
    m_session->setDoctorReport(diagnosis);
    EXPECT_TRUE(onPage<QLabel>("finishRepairLabel")->isVisible());
    EXPECT_TRUE(onPage<QLabel>("finishRepairLabel")->text().contains(SummaryReport::repairLine(diagnosis, {}).toHtmlEscaped()));

    const QString textPath = m_work.filePath(QStringLiteral("report.txt"));
    ASSERT_TRUE(finishPage()->saveReportTo(textPath, FinishPage::ReportFormat::Text));
    const QString saved = QString::fromUtf8(readFile(textPath));
    EXPECT_TRUE(saved.contains(resultLine)) << saved.toStdString();
    EXPECT_TRUE(saved.contains(QStringLiteral("Repair: ") + SummaryReport::repairLine(diagnosis, {}))) << saved.toStdString();
    EXPECT_TRUE(saved.contains(BenchmarkText::render(*m_session->benchmarkResult()).trimmed())) << saved.toStdString();
    for (const BenchmarkRow &row : m_session->benchmarkResult()->rows)
        EXPECT_TRUE(saved.contains(BenchmarkText::rowName(row))) << row.id.toStdString();
    EXPECT_TRUE(onPage<QLabel>("finishStatusLabel")->text().contains(textPath));

    const QString jsonPath = m_work.filePath(QStringLiteral("report.json"));
    ASSERT_TRUE(finishPage()->saveReportTo(jsonPath, FinishPage::ReportFormat::Json));
    const QJsonObject json = readJson(jsonPath);
    EXPECT_EQ(json.value(QStringLiteral("verify")).toObject().value(QStringLiteral("verdict")).toString(), QStringLiteral("ready-no-gpu"));
    EXPECT_EQ(json.value(QStringLiteral("benchmark")).toObject().value(QStringLiteral("rows")).toArray().size(), 5);

    QApplication::clipboard()->clear();
    QTest::mouseClick(onPage<QPushButton>("finishCopyReportButton"), Qt::LeftButton);
    EXPECT_TRUE(QApplication::clipboard()->text().contains(resultLine));

    // The last page: Finish closes the wizard.
    EXPECT_EQ(m_wizard->currentPage()->nextId(), -1);
    ASSERT_TRUE(usable(button(QWizard::FinishButton)));
    QTest::mouseClick(button(QWizard::FinishButton), Qt::LeftButton);
    EXPECT_FALSE(m_wizard->isVisible());
    EXPECT_EQ(m_wizard->result(), QDialog::Accepted);
}

TEST_F(ChecksPagesGuiTest, EnvironmentLeadsToVerifyBenchmarkFinishAndBackAgain)
{
    makeSession(printing("verify-cudnn-9.19-no-driver.json"));
    pretendInstalled();
    openWizardAt(SetupWizard::Environment);
    QTest::mouseClick(button(QWizard::NextButton), Qt::LeftButton);
    ASSERT_EQ(m_wizard->currentId(), SetupWizard::Verify);
    waitForCheck();
    QTest::mouseClick(button(QWizard::NextButton), Qt::LeftButton);
    ASSERT_EQ(m_wizard->currentId(), SetupWizard::Benchmark);
    EXPECT_FALSE(onPage<QWidget>("benchmarkTable")->isVisible()) << "nothing runs before the user asks";
    QTest::mouseClick(button(QWizard::NextButton), Qt::LeftButton);
    ASSERT_EQ(m_wizard->currentId(), SetupWizard::Finish);
    EXPECT_TRUE(onPage<QLabel>("finishBenchmarkLabel")->text().contains(QStringLiteral("not run")));
    EXPECT_TRUE(usable(button(QWizard::FinishButton)));
    EXPECT_FALSE(button(QWizard::NextButton)->isVisible());

    QTest::mouseClick(button(QWizard::BackButton), Qt::LeftButton);
    EXPECT_EQ(m_wizard->currentId(), SetupWizard::Benchmark);
    QTest::mouseClick(button(QWizard::BackButton), Qt::LeftButton);
    EXPECT_EQ(m_wizard->currentId(), SetupWizard::Verify);
    EXPECT_TRUE(onPage<QLabel>("verifyResultLabel")->isVisible()) << "the result stays when coming back";
    QTest::mouseClick(button(QWizard::BackButton), Qt::LeftButton);
    EXPECT_EQ(m_wizard->currentId(), SetupWizard::Environment);
}

} // namespace

int main(int argc, char **argv)
{
    return cudnnsetup::testing::runGuiTests(argc, argv);
}
