// The wizard driven with the keyboard only: every key goes to the focused widget (Tab and
// Shift+Tab to move, Space to press, arrows inside radio groups, Alt+letter mnemonics such as
// &Next to go on). On each page the test walks the Tab chain until it cycles and checks that
// (1) every visible, enabled control is reached by it, (2) every control has a name a screen
// reader can say (its accessible name, its own text, or a label's buddy link), (3) no two
// controls in the window share a mnemonic (Alt+N would then only move the focus), and then
// leaves the page with the keyboard. The main flow runs on a prepared machine (fake driver, a
// CUDA 12.4 toolkit in a temporary sysroot) with a real cuDNN tarball chosen in the Source page's
// file dialog by typing its path; the install goes "just for me" into that temporary toolkit,
// with temporary state and home folders (these tests run as root in CI). Repair mode is walked
// from the Welcome page on a machine with cuDNN inside the toolkit. The Welcome page is also
// checked with the notice of an interrupted install shown, whose buttons share the window with
// the goals. The probe is a stand-in printing recorded answers (tests/fixtures/probe_answers).
// Built for Windows too (the windows-mingw preset, run under wine): there the machine is a
// Windows one, with nvcuda.dll in System32, CUDA 12.4 in Program Files, a Windows zip and the
// environment in the (wine prefix's own) registry.
#include "GuiTestSupport.h"
#include "core/acquire/ReleaseCatalogue.h"
#include "core/install/FileOperations.h"
#include "core/install/Journal.h"
#include "core/install/Transaction.h"
#include "tests/fixtures/archives/ArchiveBuilder.h"
#include "tests/fixtures/fake_driver/FakeDriverFixture.h"
#include "tests/fixtures/sysroot/SysrootBuilder.h"
#include "wizard_pages/DoctorPage.h"
#include "wizard_pages/SetupWizard.h"
#include "wizard_pages/WizardSession.h"

#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QButtonGroup>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMap>
#include <QRadioButton>
#include <QSet>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>

using namespace cudnnsetup;
using cudnnsetup::testing::ArchiveBuilder;
using cudnnsetup::testing::SysrootBuilder;

namespace {

constexpr int kTimeoutMs = 30000;
// A table walks its cells with Tab before it lets the focus go; more presses than this on one
// widget is a keyboard trap.
constexpr int kMaxPressesOnOneWidget = 200;
#ifdef _WIN32
const QString kToolkit = QStringLiteral("Program Files/NVIDIA GPU Computing Toolkit/CUDA/v12.4");
#else
const QString kToolkit = QStringLiteral("usr/local/cuda-12.4");
#endif

QString dataFile(const char *name)
{
    return QStringLiteral(GUI_TEST_DATA_DIR "/") + QString::fromLatin1(name);
}

#ifndef _WIN32
// Shell quoting for a path inside single quotes.
QString quoted(const QString &text)
{
    return u'\'' + QString(text).replace(u'\'', QStringLiteral("'\\''")) + u'\'';
}
#endif

// The stand-in probe: the recorded answer for each question the pages ask.
QString writeStandInProbe(const QString &folder)
{
#ifdef _WIN32
    const auto file = [](const char *name) { return u'"' + QDir::toNativeSeparators(dataFile(name)) + u'"'; };
    return SysrootBuilder(folder).executable(
        QStringLiteral("probe.cmd"),
        QStringLiteral("@echo off\r\nif \"%1\"==\"bench\" (type %1 & exit /b 0)\r\n"
                       "for %%a in (%*) do if \"%%a\"==\"--search\" (type %2 & exit /b 0)\r\n"
                       "type %3\r\n")
            .arg(file("bench-no-driver-custom.json"), file("which-cudnn-9.19.json"), file("verify-cudnn-9.19-no-driver.json"))
            .toUtf8());
#else
    return SysrootBuilder(folder).executable(QStringLiteral("probe.sh"),
                                             QStringLiteral("#!/bin/sh\ncase \"$*\" in\n"
                                                            "  *--search*) cat %1 ;;\n"
                                                            "  bench*) cat %2 ;;\n"
                                                            "  *) cat %3 ;;\nesac\n")
                                                 .arg(quoted(dataFile("which-cudnn-9.19.json")),
                                                      quoted(dataFile("bench-no-driver-custom.json")),
                                                      quoted(dataFile("verify-cudnn-9.19-no-driver.json")))
                                                 .toUtf8());
#endif
}

// cuDNN 9.1.0 inside the toolkit, for repair mode.
void addCudnnToToolkit(SysrootBuilder &machine)
{
#ifdef _WIN32
    for (const char *name : {"cudnn64_9.dll", "cudnn_ops64_9.dll", "cudnn_graph64_9.dll"})
        machine.file(kToolkit + QStringLiteral("/bin/") + QLatin1String(name), "MZ cudnn 9.1.0");
#else
    machine.cudnnLinuxLibraries(kToolkit + QStringLiteral("/lib64"), QStringLiteral("9.1.0"));
#endif
    machine.file(kToolkit + QStringLiteral("/include/cudnn_version.h"), SysrootBuilder::cudnnVersionHeader(9, 1, 0));
}

QString describe(const QWidget *widget)
{
    if (!widget)
        return QStringLiteral("(nothing)");
    QString text;
    if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
        text = button->text();
    return QStringLiteral("%1 '%2'%3")
        .arg(QString::fromLatin1(widget->metaObject()->className()), widget->objectName(),
             text.isEmpty() ? QString() : QStringLiteral(" \"%1\"").arg(text));
}

// The controls a user operates; QHeaderView is part of its table, the line edit inside a combo
// box or spin box is reached through its owner.
bool isInteractive(const QWidget *widget)
{
    if (qobject_cast<const QHeaderView *>(widget))
        return false;
    if (qobject_cast<const QLineEdit *>(widget)
        && (qobject_cast<const QComboBox *>(widget->parentWidget()) || qobject_cast<const QAbstractSpinBox *>(widget->parentWidget())))
        return false;
    return qobject_cast<const QAbstractButton *>(widget) || qobject_cast<const QLineEdit *>(widget)
           || qobject_cast<const QComboBox *>(widget) || qobject_cast<const QAbstractItemView *>(widget)
           || qobject_cast<const QAbstractSpinBox *>(widget) || qobject_cast<const QTabBar *>(widget);
}

// The buttons an arrow key moves between, as Qt's QAbstractButton does: the exclusive group, or
// the auto-exclusive siblings.
QList<QAbstractButton *> exclusiveSiblings(QAbstractButton *button)
{
    if (QButtonGroup *group = button->group())
        return group->exclusive() ? group->buttons() : QList<QAbstractButton *>{};
    if (!button->autoExclusive() || !button->parentWidget())
        return {};
    QList<QAbstractButton *> siblings;
    for (QAbstractButton *other : button->parentWidget()->findChildren<QAbstractButton *>(Qt::FindDirectChildrenOnly))
        if (other->autoExclusive())
            siblings << other;
    return siblings;
}

class KeyboardWalkGuiTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_sysroot.isValid() && m_work.isValid());
        SysrootBuilder machine(m_sysroot.path());
        ASSERT_FALSE(fixtures::installFakeDriver(m_sysroot.path(),
                                                 QStringLiteral("driver_version=12080\nnvml_driver_version=570.124.06\n")
                                                     + fixtures::fakeDeviceLine(0, QStringLiteral("NVIDIA GeForce RTX 4060"),
                                                                                8, 9, 8585216000LL, 24))
                         .isEmpty());
#ifdef _WIN32
        machine.file(kToolkit + QStringLiteral("/version.json"), "{\"cuda\":{\"name\":\"CUDA SDK\",\"version\":\"12.4.1\"}}\n");
        machine.file(kToolkit + QStringLiteral("/bin/cudart64_12.dll"), "MZ cudart");
        machine.file(kToolkit + QStringLiteral("/include/cuda.h"), "/* cuda.h */\n");
#else
        machine.toolkit(kToolkit, QStringLiteral("12.4.1"));
        machine.symlink(QStringLiteral("usr/local/cuda"), QStringLiteral("cuda-12.4"));
#endif
        for (const char *folder : {"home", "state", "downloads", "archives", "cache"})
            ASSERT_TRUE(QDir().mkpath(m_work.filePath(QString::fromLatin1(folder))));
        // One stand-in for every question the pages ask the probe.
        m_probe = writeStandInProbe(m_work.path());
    }

    void TearDown() override
    {
        m_wizard.reset();
        m_session.reset();
    }

    void openWizard()
    {
#ifdef _WIN32
        ScanOptions options = cudnnsetup::testing::sysrootScanOptions(m_sysroot.path(), HostPlatform::current());
        options.environment.insert(QStringLiteral("PATH"), QStringLiteral("C:\\Windows\\System32;C:\\Windows"));
#else
        ScanOptions options = cudnnsetup::testing::sysrootScanOptions(m_sysroot.path());
        options.environment.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin"));
#endif
        m_session = std::make_unique<WizardSession>(options);
        cudnnsetup::testing::keepSessionOffline(*m_session, m_work.path());
        m_session->setProbePath(m_probe);

        m_wizard = std::make_unique<SetupWizard>(m_session.get());
        m_wizard->resize(900, 720);
        m_wizard->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(m_wizard.get()));
        m_wizard->activateWindow();
        ASSERT_TRUE(QTest::qWaitForWindowActive(m_wizard.get())) << "mnemonics need an active window";
        ASSERT_EQ(m_wizard->currentId(), SetupWizard::Welcome);
    }

    // What a crash leaves: an install whose first step had begun and never finished, in the
    // state folder the wizard reads, so the Welcome page shows its Resume / Roll back notice.
    void leaveInterruptedInstall()
    {
        auto step = std::make_unique<MakeDirectoryOperation>(m_work.filePath(QStringLiteral("interrupted")));
        step->recordBefore();
        const QJsonObject begun{{QStringLiteral("t"), QStringLiteral("begin")}, {QStringLiteral("seq"), 0},
                                {QStringLiteral("op"), step->toJson()}};
        std::vector<std::unique_ptr<Operation>> steps;
        steps.push_back(std::move(step));
        TransactionInfo info;
        info.title = QStringLiteral("cuDNN 9.19.0 for CUDA 12 into %1").arg(m_sysroot.filePath(kToolkit));
        QString error;
        const std::unique_ptr<Transaction> transaction =
            Transaction::create(m_work.filePath(QStringLiteral("state")), info, std::move(steps), &error);
        ASSERT_TRUE(transaction) << error.toStdString();
        ASSERT_TRUE(Journal(transaction->folder() + QStringLiteral("/journal.jsonl")).append(begun, &error)) << error.toStdString();
    }

    static QWidget *focused() { return QApplication::focusWidget(); }

    // One key, to the focused widget (to the window when nothing has the focus).
    void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) const
    {
        QWidget *target = focused();
        QTest::keyClick(target ? target : static_cast<QWidget *>(m_wizard.get()), key, modifiers);
    }

    // Tab until `target` has the focus; false when the chain cycles without it.
    bool tabTo(QWidget *target) const
    {
        for (int i = 0; i < 400 && focused() != target; ++i)
            press(Qt::Key_Tab);
        return focused() == target;
    }

    // The widgets Tab reaches from the focused one, in order, until the chain cycles. A widget
    // that keeps the focus for too many presses is a trap, said in `trap`.
    QList<QWidget *> tabChain(QString *trap) const
    {
        QList<QWidget *> order;
        QSet<QWidget *> seen;
        QWidget *previous = focused();
        if (previous) {
            order << previous;
            seen << previous;
        }
        int presses = 0;
        for (int i = 0; i < 2000; ++i) {
            press(Qt::Key_Tab);
            QWidget *now = focused();
            if (now == previous) {
                if (++presses > kMaxPressesOnOneWidget) {
                    *trap = describe(now);
                    return order;
                }
                continue;
            }
            if (seen.contains(now))
                return order;
            presses = 0;
            previous = now;
            seen << now;
            order << now;
        }
        *trap = QStringLiteral("the chain never cycles");
        return order;
    }

    // Whether a visible label names `widget` (QLabel::setBuddy, QFormLayout's string rows).
    bool hasBuddyLabel(const QWidget *widget) const
    {
        const QList<QLabel *> labels = m_wizard->findChildren<QLabel *>();
        return std::any_of(labels.cbegin(), labels.cend(), [widget](const QLabel *label) {
            return label->buddy() == widget && label->isVisible() && !label->text().trimmed().isEmpty();
        });
    }

    bool hasName(const QWidget *widget) const
    {
        if (!widget->accessibleName().trimmed().isEmpty() || qobject_cast<const QTabBar *>(widget))
            return true;
        if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
            if (!QString(button->text()).remove(u'&').trimmed().isEmpty())
                return true;
        return hasBuddyLabel(widget);
    }

    // Everything wrong with the keyboard and the names on the page now shown; empty when fine.
    // The focus ends where it started.
    QStringList pageFindings() const
    {
        QCoreApplication::processEvents();
        QStringList findings;
        QString trap;
        const QList<QWidget *> chain = tabChain(&trap);
        if (!trap.isEmpty())
            findings << QStringLiteral("Tab is trapped in %1").arg(trap);
        const QSet<QWidget *> reached(chain.cbegin(), chain.cend());

        QList<QWidget *> controls;
        for (QWidget *widget : m_wizard->findChildren<QWidget *>())
            if (isInteractive(widget) && widget->isVisible() && widget->isEnabled())
                controls << widget;

        const auto wasReached = [&](QWidget *widget) {
            if (reached.contains(widget) || (widget->focusProxy() && reached.contains(widget->focusProxy())))
                return true;
            // Arrow keys move inside an exclusive group once Tab has entered it.
            if (auto *button = qobject_cast<QAbstractButton *>(widget))
                for (QAbstractButton *sibling : exclusiveSiblings(button))
                    if (reached.contains(sibling))
                        return true;
            return false;
        };
        QMap<QString, QStringList> mnemonics;
        for (QWidget *control : std::as_const(controls)) {
            if (!wasReached(control))
                findings << QStringLiteral("not reached with Tab: %1 (focus policy %2)")
                                .arg(describe(control))
                                .arg(int(control->focusPolicy()));
            if (!hasName(control))
                findings << QStringLiteral("no accessible name or label: %1").arg(describe(control));
            if (const auto *button = qobject_cast<const QAbstractButton *>(control)) {
                const QKeySequence key = QKeySequence::mnemonic(button->text());
                if (!key.isEmpty())
                    mnemonics[key.toString()] << describe(control);
            }
        }
        for (const QLabel *label : m_wizard->findChildren<QLabel *>())
            if (label->buddy() && label->isVisible() && label->buddy()->isEnabled()) {
                const QKeySequence key = QKeySequence::mnemonic(label->text());
                if (!key.isEmpty())
                    mnemonics[key.toString()] << QStringLiteral("label \"%1\" for %2").arg(label->text(), describe(label->buddy()));
            }
        for (auto it = mnemonics.cbegin(); it != mnemonics.cend(); ++it)
            if (it->size() > 1)
                findings << QStringLiteral("%1 is the mnemonic of %2").arg(it.key(), it->join(QStringLiteral(" and ")));
        return findings;
    }

    void expectKeyboardFriendly(const char *where) const
    {
        const QStringList findings = pageFindings();
        EXPECT_TRUE(findings.isEmpty()) << where << " (page " << m_wizard->currentId() << "):\n  "
                                        << findings.join(QStringLiteral("\n  ")).toStdString();
    }

    QAbstractButton *button(QWizard::WizardButton which) const { return m_wizard->button(which); }
    bool usable(QWizard::WizardButton which) const { return button(which)->isVisible() && button(which)->isEnabled(); }

    // Alt+<mnemonic> of a wizard button; the button clicks after its short animation.
    void leaveWith(QWizard::WizardButton which, int expectedPage)
    {
        ASSERT_TRUE(usable(which)) << "page " << m_wizard->currentId();
        const QKeySequence key = QKeySequence::mnemonic(button(which)->text());
        ASSERT_FALSE(key.isEmpty()) << button(which)->text().toStdString() << " has no mnemonic";
        const int before = m_wizard->currentId();
        press(Qt::Key(key[0].key()), key[0].keyboardModifiers());
        WAIT_UNTIL(m_wizard->currentId() == expectedPage, 5000)
            << " (left page " << before << " with " << key.toString().toStdString() << "; the focus is on "
            << describe(focused()).toStdString() << ")";
    }

    template<typename T>
    T *onPage(const char *name) const
    {
        T *widget = m_wizard->currentPage()->findChild<T *>(QString::fromLatin1(name));
        EXPECT_NE(widget, nullptr) << "no " << name << " on page " << m_wizard->currentId();
        return widget;
    }

    // Answers the next file dialog as a keyboard user does: the path typed into the focused
    // file name box, then Return. What went wrong is left in m_dialogProblem.
    void typeIntoNextFileDialog(const QString &path)
    {
        m_dialogProblem = QStringLiteral("no file dialog opened");
        cudnnsetup::testing::whenFileDialogOpens(m_wizard.get(), [this, path](QFileDialog *dialog) {
            if (!QTest::qWaitForWindowActive(dialog)
                || !QTest::qWaitFor([dialog] { return focused() && dialog->isAncestorOf(focused()); }, 2000)) {
                m_dialogProblem = QStringLiteral("the file dialog never took the focus (it is on %1)").arg(describe(focused()));
                dialog->reject();
                return;
            }
            auto *field = qobject_cast<QLineEdit *>(focused());
            if (!field || !dialog->isAncestorOf(field)) {
                m_dialogProblem = QStringLiteral("the file dialog opens with the focus on %1, not on a file name box")
                                      .arg(describe(focused()));
                dialog->reject();
                return;
            }
            QTest::keyClicks(field, path);
            QTest::keyClick(focused(), Qt::Key_Return);
            m_dialogProblem.clear();
            if (dialog->isVisible()) {   // Return only closed the completer's list
                QTest::keyClick(focused(), Qt::Key_Return);
            }
        });
    }

    QTemporaryDir m_sysroot;
    QTemporaryDir m_work;
    QString m_probe;
    QString m_dialogProblem;
    std::unique_ptr<WizardSession> m_session;
    std::unique_ptr<SetupWizard> m_wizard;
};

} // namespace

TEST_F(KeyboardWalkGuiTest, TheMainFlowWithTheKeyboardOnly)
{
    openWizard();

    // Welcome: the install goal is preselected.
    expectKeyboardFriendly("Welcome");
    leaveWith(QWizard::NextButton, SetupWizard::Hardware);

    WAIT_UNTIL(usable(QWizard::NextButton), kTimeoutMs);   // the first scan
    expectKeyboardFriendly("Hardware");
    leaveWith(QWizard::NextButton, SetupWizard::Toolkit);

    expectKeyboardFriendly("Toolkit");
    const Recommendation &recommendation = m_session->report().recommendation;
    ASSERT_TRUE(recommendation.available) << recommendation.reason.toStdString();
    ASSERT_EQ(recommendation.cudaMajor, 12) << "the machine has CUDA 12.4";
#ifdef _WIN32
    const QString archive = ArchiveBuilder::cudnnWindowsZip(m_work.filePath(QStringLiteral("archives")),
                                                            recommendation.cudnnVersion.toString(), 12);
#else
    const QString archive = ArchiveBuilder::cudnnLinuxTarball(m_work.filePath(QStringLiteral("archives")),
                                                              recommendation.cudnnVersion.toString(), 12);
#endif
    leaveWith(QWizard::NextButton, SetupWizard::Acquire);

    // Source: NVIDIA's server cannot be reached here (port 9 refuses), so the page says so and
    // moves on to the local route; the other routes' panels in turn, chosen with the arrow keys
    // (the four routes stand two by two).
    auto *local = onPage<QRadioButton>("routeLocal");
    WAIT_UNTIL(local->isChecked(), kTimeoutMs);
    expectKeyboardFriendly("Source, local archive route");
    ASSERT_TRUE(tabTo(local)) << "the checked route is in the Tab chain";
    press(Qt::Key_Right);
    ASSERT_TRUE(onPage<QRadioButton>("routeMirror")->isChecked()) << "Right moves to the route beside";
    expectKeyboardFriendly("Source, mirror route");
    ASSERT_TRUE(tabTo(onPage<QRadioButton>("routeMirror")));
    press(Qt::Key_Up);
    ASSERT_TRUE(onPage<QRadioButton>("routeBrowser")->isChecked()) << "Up moves to the route above";
    expectKeyboardFriendly("Source, browser route");
    ASSERT_TRUE(tabTo(onPage<QRadioButton>("routeBrowser")));
    press(Qt::Key_Down);
    press(Qt::Key_Left);
    ASSERT_TRUE(local->isChecked());

    // The archive: Space on Choose, the path typed into the file dialog, Return.
    auto *choose = onPage<QAbstractButton>("chooseArchiveButton");
    ASSERT_TRUE(tabTo(choose));
    typeIntoNextFileDialog(archive);
    press(Qt::Key_Space);
    ASSERT_TRUE(m_dialogProblem.isEmpty()) << m_dialogProblem.toStdString();
    // A window manager gives the wizard the focus back when the dialog closes; offscreen, the
    // test does.
    m_wizard->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(m_wizard.get()));
    WAIT_UNTIL(m_session->hasAcquiredArchive(), kTimeoutMs);
    EXPECT_EQ(m_session->acquiredArchive().path, archive);
    WAIT_UNTIL(usable(QWizard::NextButton), kTimeoutMs);
    expectKeyboardFriendly("Source, archive chosen");
    // Checked and unpacked in one pass already: straight on to the plan.
    leaveWith(QWizard::NextButton, SetupWizard::Install);

    // Install: just for me, into the toolkit in the temporary sysroot (on Windows, where Program
    // Files needs an administrator, side by side in the temporary home's
    // AppData\Local\Programs); nothing else is written.
#ifdef _WIN32
    const QString installsUnder = m_work.filePath(QStringLiteral("home/AppData/Local/Programs"));
#else
    const QString installsUnder = m_sysroot.path();
#endif
    WAIT_UNTIL(m_session->installWorkflow().currentPlan().has_value() && usable(QWizard::CommitButton), kTimeoutMs);
    ASSERT_TRUE(onPage<QRadioButton>("scopeUser")->isChecked());
    ASSERT_TRUE(m_session->installWorkflow().currentPlan()->targetRoot.startsWith(installsUnder))
        << m_session->installWorkflow().currentPlan()->targetRoot.toStdString();
    expectKeyboardFriendly("Install");
    ASSERT_TRUE(onPage<QRadioButton>("scopeUser")->isChecked()) << "walking the Tab chain changed nothing";
    ASSERT_TRUE(m_session->installWorkflow().currentPlan()->targetRoot.startsWith(installsUnder));
    const QKeySequence install = QKeySequence::mnemonic(button(QWizard::CommitButton)->text());
    ASSERT_FALSE(install.isEmpty());
    press(Qt::Key(install[0].key()), install[0].keyboardModifiers());
    WAIT_UNTIL(m_wizard->currentId() == SetupWizard::Environment, kTimeoutMs);
    ASSERT_TRUE(m_session->installWorkflow().currentOutcome().has_value() && m_session->installWorkflow().currentOutcome()->ok);

    expectKeyboardFriendly("Environment");
    leaveWith(QWizard::NextButton, SetupWizard::Verify);

    WAIT_UNTIL(usable(QWizard::NextButton), kTimeoutMs);   // the stand-in probe answered
    expectKeyboardFriendly("Verify");
    leaveWith(QWizard::NextButton, SetupWizard::Benchmark);

    expectKeyboardFriendly("Benchmark");
    leaveWith(QWizard::NextButton, SetupWizard::Finish);

    expectKeyboardFriendly("Finish");
    const QKeySequence finish = QKeySequence::mnemonic(button(QWizard::FinishButton)->text());
    ASSERT_FALSE(finish.isEmpty());
    press(Qt::Key(finish[0].key()), finish[0].keyboardModifiers());
    WAIT_UNTIL(!m_wizard->isVisible(), 5000);
    EXPECT_EQ(m_wizard->result(), QDialog::Accepted);
}

TEST_F(KeyboardWalkGuiTest, RepairModeWithTheKeyboardOnly)
{
    SysrootBuilder machine(m_sysroot.path());
    addCudnnToToolkit(machine);
    openWizard();

    // Welcome: from the checked goal, Down twice reaches Repair.
    auto *installGoal = onPage<QRadioButton>("installGoalButton");
    ASSERT_TRUE(installGoal && installGoal->isChecked());
    ASSERT_TRUE(tabTo(installGoal)) << "the checked goal is in the Tab chain";
    press(Qt::Key_Down);
    press(Qt::Key_Down);
    ASSERT_TRUE(onPage<QRadioButton>("repairGoalButton")->isChecked()) << "the focus is on " << describe(focused()).toStdString();
    leaveWith(QWizard::NextButton, SetupWizard::Doctor);

    auto *doctor = qobject_cast<DoctorPage *>(m_wizard->currentPage());
    ASSERT_NE(doctor, nullptr);
    WAIT_UNTIL(doctor->hasReport() && !doctor->isBusy() && usable(QWizard::NextButton), kTimeoutMs);
    expectKeyboardFriendly("Doctor");
    leaveWith(QWizard::NextButton, SetupWizard::Verify);
}

TEST_F(KeyboardWalkGuiTest, TheWelcomePageWithAnInterruptedInstall)
{
    leaveInterruptedInstall();
    openWizard();
    ASSERT_TRUE(onPage<QLabel>("interruptedInstallLabel")->isVisible());
    ASSERT_TRUE(onPage<QAbstractButton>("resumeInstallButton")->isVisible());
    ASSERT_TRUE(onPage<QAbstractButton>("rollBackInstallButton")->isVisible());
    expectKeyboardFriendly("Welcome, with an interrupted install");
}

int main(int argc, char **argv)
{
    return cudnnsetup::testing::runGuiTests(argc, argv);
}
