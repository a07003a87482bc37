// The Doctor page (repair mode) driven like a user would, on prepared machines: a CUDA 12.4
// toolkit with cuDNN 9.1.0 inside, healthy, or with its unversioned libcudnn.so link missing.
// The page scans and diagnoses with the real core code, the Fix button creates the link through
// DoctorFixer (a journaled transaction in a temporary state folder) and Undo last fix removes it
// again. The way in (Welcome -> Repair, Verify's Repair… on a broken copy) and the "What will a
// program load?" answer (a stand-in probe printing a recorded `which` answer) are driven too, and
// "I got an error message": real PyTorch and TensorFlow messages pasted or opened from log files
// (UTF-16 as PowerShell writes it, GBK, larger than is read, not text at all) and diagnosed
// against the page's own scan.
// Everything is written inside temporary folders: these tests run as root.
#include "GuiTestSupport.h"
#include "tests/fixtures/fake_driver/FakeDriverFixture.h"
#include "tests/fixtures/sysroot/SysrootBuilder.h"
#include "wizard_pages/DoctorPage.h"
#include "wizard_pages/PastedErrorPanel.h"
#include "wizard_pages/SetupWizard.h"
#include "wizard_pages/VerifyPage.h"
#include "wizard_pages/WelcomePage.h"
#include "wizard_pages/WizardSession.h"
#include "core/doctor/pasted/ErrorDiagnosisText.h"
#include "core/doctor/pasted/ErrorTextDiagnosis.h"

#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QTextDocument>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStringEncoder>
#include <QRadioButton>
#include <QScrollArea>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <memory>

using namespace cudnnsetup;
using cudnnsetup::testing::SysrootBuilder;

namespace {

constexpr int kTimeoutMs = 60000;
const QString kToolkit = QStringLiteral("usr/local/cuda-12.4");
const QString kLib = kToolkit + QStringLiteral("/lib64");
const QString kMissingLinkCode = QStringLiteral("link-unversioned-missing");

QString dataFile(const char *name)
{
    return QStringLiteral(GUI_TEST_DATA_DIR "/") + QString::fromLatin1(name);
}

// Shell quoting for a path inside single quotes.
QString quoted(const QString &text)
{
    return u'\'' + QString(text).replace(u'\'', QStringLiteral("'\\''")) + u'\'';
}

class DoctorPageGuiTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_sysroot.isValid() && m_work.isValid());
        SysrootBuilder sysroot(m_sysroot.path());
        // The healthy corpus case of the doctor's own tests: a driver for CUDA 12.8 (the fake one,
        // an RTX 4060), cuDNN inside the toolkit, and the toolkit's lib64 in ld.so.conf, so a
        // program finds it.
        ASSERT_FALSE(fixtures::installFakeDriver(m_sysroot.path(),
                                                 QStringLiteral("driver_version=12080\nnvml_driver_version=570.124.06\n")
                                                     + fixtures::fakeDeviceLine(0, QStringLiteral("NVIDIA GeForce RTX 4060"),
                                                                                8, 9, 8585216000LL, 24))
                         .isEmpty());
        sysroot.toolkit(kToolkit, QStringLiteral("12.4.1"));
        sysroot.cudnnLinuxLibraries(kLib, QStringLiteral("9.1.0"));
        sysroot.file(kToolkit + QStringLiteral("/include/cudnn_version.h"), SysrootBuilder::cudnnVersionHeader(9, 1, 0));
        sysroot.file(QStringLiteral("etc/ld.so.conf"), "include /etc/ld.so.conf.d/*.conf\n");
        sysroot.file(QStringLiteral("etc/ld.so.conf.d/cuda.conf"), "/usr/local/cuda-12.4/lib64\n");
    }

    void TearDown() override
    {
        m_wizard.reset();
        m_session.reset();
    }

    QString linkPath() const { return m_sysroot.filePath(kLib + QStringLiteral("/libcudnn.so")); }
    void breakLink() { ASSERT_TRUE(QFile::remove(linkPath())); }

    // A stand-in probe that prints `json` (a recorded answer) whatever it is asked.
    QString standIn(const QString &name, const QString &catFile) const
    {
        return SysrootBuilder(m_work.path())
            .executable(name, QStringLiteral("#!/bin/sh\ncat %1\n").arg(quoted(catFile)).toUtf8());
    }

    void makeSession(const QString &probe = {})
    {
        ScanOptions options = cudnnsetup::testing::sysrootScanOptions(m_sysroot.path());
        options.environment.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin"));
        m_session = std::make_unique<WizardSession>(options);
        m_session->setStateFolder(m_work.filePath(QStringLiteral("state")));
        m_session->setHomeFolder(m_work.filePath(QStringLiteral("home")));
        m_session->setLicenseSettingsFile(m_work.filePath(QStringLiteral("licenses.ini")));
        m_session->setDownloadsFolder(m_work.filePath(QStringLiteral("downloads")));
        if (!probe.isEmpty())
            m_session->setProbePath(probe);
    }

    void openWizardAt(SetupWizard::PageId page)
    {
        m_wizard = std::make_unique<SetupWizard>(m_session.get());
        m_wizard->resize(900, 720);
        m_wizard->setStartId(page);
        m_wizard->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(m_wizard.get()));
        ASSERT_EQ(m_wizard->currentId(), page);
    }

    DoctorPage *doctorPage() const { return qobject_cast<DoctorPage *>(m_wizard->page(SetupWizard::Doctor)); }

    void waitForDoctor()
    {
        DoctorPage *page = doctorPage();
        ASSERT_NE(page, nullptr);
        WAIT_UNTIL(page->hasReport() && !page->isBusy(), kTimeoutMs);
        QCoreApplication::processEvents();   // rows added to a shown list appear with the next events
    }

    template<typename T>
    T *onPage(const QString &name) const
    {
        T *widget = m_wizard->currentPage()->findChild<T *>(name);
        EXPECT_NE(widget, nullptr) << "no " << name.toStdString() << " on page " << m_wizard->currentId();
        return widget;
    }

    QWidget *findingRow(const QString &code) const
    {
        return m_wizard->currentPage()->findChild<QWidget *>(QStringLiteral("doctorFinding-") + code);
    }

    QString bannerText() const
    {
        auto *label = m_wizard->currentPage()->findChild<QLabel *>(QStringLiteral("doctorResultLabel"));
        return label ? label->text() : QString();
    }

    // With CUDNN_SETUP_GUI_GRABS=DIR the page is saved as PNGs there, for looking at it: the
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

    QTemporaryDir m_sysroot;
    QTemporaryDir m_work;
    std::unique_ptr<WizardSession> m_session;
    std::unique_ptr<SetupWizard> m_wizard;
};

TEST_F(DoctorPageGuiTest, HealthySetupShowsTheHealthyBanner)
{
    makeSession();
    openWizardAt(SetupWizard::Doctor);
    waitForDoctor();
    grabPage("doctor-healthy");

    QStringList found;
    for (const Finding &finding : doctorPage()->report().findings)
        found << finding.code + QStringLiteral(": ") + finding.title;
    EXPECT_TRUE(doctorPage()->report().healthy()) << found.join(u'\n').toStdString();
    EXPECT_TRUE(bannerText().contains(QStringLiteral("No problems found"))) << bannerText().toStdString();
    EXPECT_EQ(findingRow(kMissingLinkCode), nullptr);
    EXPECT_FALSE(onPage<QPushButton>(QStringLiteral("doctorFixSafeButton"))->isEnabled());
    EXPECT_FALSE(onPage<QPushButton>(QStringLiteral("doctorUndoButton"))->isEnabled());
    EXPECT_TRUE(onPage<QPushButton>(QStringLiteral("doctorRecheckButton"))->isEnabled());
    // The doctor's own answer to "what will a program load?", without running anything.
    const QString picks = onPage<QLabel>(QStringLiteral("doctorLoaderPicksLabel"))->text();
    EXPECT_TRUE(picks.contains(QStringLiteral("libcudnn.so.9"))) << picks.toStdString();
    EXPECT_TRUE(picks.contains(QStringLiteral("cuda-12.4/lib64/libcudnn.so.9"))) << picks.toStdString();
    EXPECT_TRUE(picks.contains(QStringLiteral("9.1.0"))) << picks.toStdString();
    // Every button a user can reach says what it does to a screen reader.
    for (QPushButton *button : m_wizard->currentPage()->findChildren<QPushButton *>())
        EXPECT_FALSE(button->accessibleName().isEmpty()) << button->objectName().toStdString();
}

TEST_F(DoctorPageGuiTest, FixCreatesTheMissingLinkAndUndoRemovesIt)
{
    breakLink();
    makeSession();
    openWizardAt(SetupWizard::Doctor);
    waitForDoctor();

    // Listed, with a fix; the result line counts it as a problem.
    QWidget *row = findingRow(kMissingLinkCode);
    ASSERT_NE(row, nullptr);
    EXPECT_TRUE(bannerText().contains(QStringLiteral("problem"))) << bannerText().toStdString();
    EXPECT_TRUE(onPage<QPushButton>(QStringLiteral("doctorFixSafeButton"))->isEnabled());
    EXPECT_FALSE(onPage<QPushButton>(QStringLiteral("doctorUndoButton"))->isEnabled());
    auto *toggle = row->findChild<QToolButton *>(QStringLiteral("doctorFindingToggle-") + kMissingLinkCode);
    ASSERT_NE(toggle, nullptr);
    auto *fix = row->findChild<QPushButton *>(QStringLiteral("doctorFixButton-") + kMissingLinkCode);
    ASSERT_NE(fix, nullptr);
    EXPECT_FALSE(fix->isVisible());   // closed until the user opens it
    toggle->click();
    ASSERT_TRUE(fix->isVisible());
    auto *step = row->findChild<QLabel *>(QStringLiteral("doctorManualStep-") + kMissingLinkCode);
    ASSERT_NE(step, nullptr);
    EXPECT_TRUE(step->text().contains(QStringLiteral("ln -s libcudnn.so.9"))) << step->text().toStdString();
    EXPECT_TRUE(step->textInteractionFlags() & Qt::TextSelectableByMouse);
    grabPage("doctor-broken");
    // Copy report: the text the CLI prints, ready to paste.
    QApplication::clipboard()->clear();
    onPage<QPushButton>(QStringLiteral("doctorCopyButton"))->click();
    EXPECT_TRUE(QApplication::clipboard()->text().contains(QStringLiteral("(") + kMissingLinkCode + u')'))
        << QApplication::clipboard()->text().toStdString();

    fix->click();
    waitForDoctor();
    EXPECT_EQ(findingRow(kMissingLinkCode), nullptr) << "still listed after its fix";
    const QFileInfo link(linkPath());
    EXPECT_TRUE(link.isSymLink());
    EXPECT_EQ(QFile::symLinkTarget(linkPath()), m_sysroot.filePath(kLib + QStringLiteral("/libcudnn.so.9")));
    auto *outcome = onPage<QLabel>(QStringLiteral("doctorOutcomeLabel"));
    EXPECT_TRUE(outcome->isVisible());
    EXPECT_TRUE(outcome->text().contains(QStringLiteral("Fixed"))) << outcome->text().toStdString();
    // Recorded with the installs, where `cudnn-setup status` looks.
    EXPECT_TRUE(DoctorFixer::lastFix(m_session->stateFolder()).has_value());
    auto *undo = onPage<QPushButton>(QStringLiteral("doctorUndoButton"));
    ASSERT_TRUE(undo->isEnabled());
    grabPage("doctor-fixed");

    undo->click();
    waitForDoctor();
    EXPECT_NE(findingRow(kMissingLinkCode), nullptr) << "undo did not bring the finding back";
    EXPECT_FALSE(QFileInfo(linkPath()).isSymLink());
    EXPECT_FALSE(QFileInfo::exists(linkPath()));
    EXPECT_FALSE(undo->isEnabled());
    EXPECT_TRUE(outcome->text().contains(QStringLiteral("Undone"))) << outcome->text().toStdString();

    // The session keeps the diagnosis and both changes for the Finish page's report.
    ASSERT_TRUE(m_session->doctorReport().has_value());
    EXPECT_TRUE(m_session->doctorReport()->hasFinding(kMissingLinkCode));
    ASSERT_EQ(m_session->repairsDone().size(), 2);
    EXPECT_TRUE(m_session->repairsDone().at(0).startsWith(QStringLiteral("Fixed:")));
    EXPECT_TRUE(m_session->repairsDone().at(1).startsWith(QStringLiteral("Undone:")));
}

TEST_F(DoctorPageGuiTest, FixAllSafeOnesAsksFirst)
{
    breakLink();
    makeSession();
    openWizardAt(SetupWizard::Doctor);
    waitForDoctor();

    auto *fixAll = onPage<QPushButton>(QStringLiteral("doctorFixSafeButton"));
    ASSERT_TRUE(fixAll->isEnabled());
    fixAll->click();
    auto *confirm = m_wizard->findChild<QMessageBox *>(QStringLiteral("doctorConfirmBox"));
    ASSERT_NE(confirm, nullptr);
    // The list of what will change names the link.
    EXPECT_TRUE(confirm->text().contains(QStringLiteral("libcudnn.so"))) << confirm->text().toStdString();
    confirm->button(QMessageBox::Cancel)->click();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);   // the answered box goes
    EXPECT_EQ(m_wizard->findChild<QMessageBox *>(QStringLiteral("doctorConfirmBox")), nullptr);
    EXPECT_FALSE(QFileInfo(linkPath()).isSymLink()) << "cancelled, yet changed";

    fixAll->click();
    confirm = m_wizard->findChild<QMessageBox *>(QStringLiteral("doctorConfirmBox"));
    ASSERT_NE(confirm, nullptr);
    confirm->button(QMessageBox::Ok)->click();
    WAIT_UNTIL(doctorPage()->isBusy(), kTimeoutMs);
    waitForDoctor();
    EXPECT_TRUE(QFileInfo(linkPath()).isSymLink());
    EXPECT_EQ(findingRow(kMissingLinkCode), nullptr);
}

TEST_F(DoctorPageGuiTest, WelcomeRepairLeadsToTheDoctorPage)
{
    breakLink();
    makeSession();
    openWizardAt(SetupWizard::Welcome);
    auto *repair = onPage<QRadioButton>(QStringLiteral("repairGoalButton"));
    ASSERT_NE(repair, nullptr);
    repair->click();
    EXPECT_EQ(qobject_cast<WelcomePage *>(m_wizard->currentPage())->goal(), WelcomePage::Goal::Repair);
    m_wizard->button(QWizard::NextButton)->click();
    ASSERT_EQ(m_wizard->currentId(), SetupWizard::Doctor);
    waitForDoctor();
    EXPECT_NE(findingRow(kMissingLinkCode), nullptr);
    // After the repair, the check that cuDNN loads and works.
    EXPECT_EQ(m_wizard->currentPage()->nextId(), SetupWizard::Verify);
}

TEST_F(DoctorPageGuiTest, BrokenCheckOffersRepair)
{
    makeSession(standIn(QStringLiteral("broken.sh"), dataFile("verify-cudnn-9.19-missing-cnn.json")));
    openWizardAt(SetupWizard::Verify);
    auto *verify = qobject_cast<VerifyPage *>(m_wizard->currentPage());
    ASSERT_NE(verify, nullptr);
    WAIT_UNTIL(!verify->isChecking(), kTimeoutMs);
    auto *repair = onPage<QPushButton>(QStringLiteral("verifyRepairButton"));
    ASSERT_TRUE(repair->isVisible());
    EXPECT_EQ(verify->nextId(), SetupWizard::Benchmark);   // Next still goes on to the benchmark
    repair->click();
    ASSERT_EQ(m_wizard->currentId(), SetupWizard::Doctor);
    waitForDoctor();
    // The check was already made: Next ends the repair on the Finish page.
    EXPECT_EQ(m_wizard->currentPage()->nextId(), SetupWizard::Finish);
    m_wizard->button(QWizard::BackButton)->click();
    EXPECT_EQ(m_wizard->currentId(), SetupWizard::Verify);
    EXPECT_EQ(verify->nextId(), SetupWizard::Benchmark);
}

TEST_F(DoctorPageGuiTest, WorkingCheckOffersNoRepair)
{
    makeSession(standIn(QStringLiteral("works.sh"), dataFile("verify-cudnn-9.19-no-driver.json")));
    openWizardAt(SetupWizard::Verify);
    auto *verify = qobject_cast<VerifyPage *>(m_wizard->currentPage());
    ASSERT_NE(verify, nullptr);
    WAIT_UNTIL(!verify->isChecking(), kTimeoutMs);
    EXPECT_FALSE(onPage<QPushButton>(QStringLiteral("verifyRepairButton"))->isVisible());
}

TEST_F(DoctorPageGuiTest, WhatWillAProgramLoadAsksTheProbe)
{
    // Recorded on this machine: cudnn-probe verify --search default.
    const QString answer = dataFile("which-cudnn-9.19.json");
    const QString notLoaded = m_work.filePath(QStringLiteral("which-none.json"));
    {
        QFile file(notLoaded);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(R"({"probe": 1, "mode": "which", "requested": "libcudnn.so.9",
                       "tried": ["libcudnn.so.9", "libcudnn.so.8"], "loaded": false, "path": "",
                       "error": "libcudnn.so.8: cannot open shared object file: No such file or directory",
                       "version": null, "versionError": ""})");
    }
    makeSession(standIn(QStringLiteral("which.sh"), answer));
    openWizardAt(SetupWizard::Doctor);
    waitForDoctor();
    auto *ask = onPage<QPushButton>(QStringLiteral("doctorProbeButton"));
    auto *label = onPage<QLabel>(QStringLiteral("doctorProbeAnswerLabel"));
    ask->click();
    WAIT_UNTIL(ask->isEnabled() && label->text().contains(QStringLiteral("9.19.0")), kTimeoutMs);
    EXPECT_TRUE(label->text().contains(QStringLiteral("/usr/local/cuda-13.0/lib/libcudnn.so.9"))) << label->text().toStdString();
    grabPage("doctor-which");

    m_session->setProbePath(standIn(QStringLiteral("which-none.sh"), notLoaded));
    ask->click();
    WAIT_UNTIL(ask->isEnabled() && label->text().contains(QStringLiteral("libcudnn.so.8")), kTimeoutMs);
    EXPECT_TRUE(label->text().contains(QStringLiteral("No cuDNN loads"))) << label->text().toStdString();

    // No probe at all: the reason, in words.
    m_session->setProbePath(m_work.filePath(QStringLiteral("no-such-probe")));
    ask->click();
    WAIT_UNTIL(ask->isEnabled() && label->text().contains(QStringLiteral("could not tell")), kTimeoutMs);
}


// The message PyTorch 2.3 prints when LD_LIBRARY_PATH puts an older cuDNN before its own wheel.
const QString kTorchMessage = QStringLiteral(
    "RuntimeError: cuDNN version incompatibility: PyTorch was compiled  against (9, 1, 0) but found runtime version "
    "(8, 9, 7). PyTorch already comes bundled with cuDNN. One option to resolving this error is to ensure PyTorch can "
    "find the bundled cuDNN. Looks like your LD_LIBRARY_PATH contains incompatible version of cudnn. Please either "
    "remove it from the path or install cudnn (9, 1, 0)");

// TensorFlow 2.x's line, inside a question as it is posted on a Chinese forum.
const QString kTensorFlowPost = QStringLiteral(
    "求助：运行 TensorFlow 的时候报错，GPU 用不了\n"
    "2024-03-01 10:00:00.123456: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic "
    "library 'libcudnn.so.8'; dlerror: libcudnn.so.8: cannot open shared object file: No such file or directory\n"
    "请问这是怎么回事？谢谢大家！");

class PastedErrorGuiTest : public DoctorPageGuiTest
{
protected:
    // The Doctor page with its check done and "I got an error message" opened by its toggle.
    void openPanel()
    {
        makeSession();
        openWizardAt(SetupWizard::Doctor);
        waitForDoctor();
        auto *toggle = onPage<QToolButton>(QStringLiteral("pastedErrorToggle"));
        ASSERT_NE(toggle, nullptr);
        toggle->click();
        m_panel = onPage<PastedErrorPanel>(QStringLiteral("pastedErrorPanel"));
        ASSERT_NE(m_panel, nullptr);
        ASSERT_TRUE(m_panel->isVisible());
        m_text = onPage<QPlainTextEdit>(QStringLiteral("pastedErrorText"));
        m_diagnose = onPage<QPushButton>(QStringLiteral("pastedErrorDiagnoseButton"));
        ASSERT_TRUE(m_text && m_diagnose);
    }

    // Pastes `text` as a user does (through the clipboard), clicks Diagnose and waits for the result.
    void pasteAndDiagnose(const QString &text)
    {
        QApplication::clipboard()->setText(text);
        m_text->clear();
        m_text->setFocus();
        m_text->paste();
        ASSERT_TRUE(m_diagnose->isEnabled());
        QTest::mouseClick(m_diagnose, Qt::LeftButton);
        waitForResult();
    }

    void waitForResult()
    {
        WAIT_UNTIL(!m_panel->isWorking() && m_panel->hasResult(), kTimeoutMs);
        QCoreApplication::processEvents();
    }

    // All the text the result shows, HTML markup left out.
    QString resultText() const
    {
        QStringList texts;
        for (QLabel *label : m_panel->findChild<QWidget *>(QStringLiteral("pastedErrorResult"))->findChildren<QLabel *>()) {
            QTextDocument document;
            document.setHtml(label->text());
            texts << document.toPlainText();
        }
        return texts.join(u'\n');
    }

    QString noteText() const { return onPage<QLabel>(QStringLiteral("pastedErrorNoteLabel"))->text(); }

    QString savedLog(const QString &name, const QByteArray &bytes) const
    {
        const QString path = m_work.filePath(name);
        QFile file(path);
        EXPECT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(bytes);
        return path;
    }

    // Opens `path` through the button and the file dialog, as a user does, and waits for it to be read.
    void openThroughDialog(const QString &path)
    {
        bool answered = false;
        cudnnsetup::testing::whenFileDialogOpens(m_wizard.get(), [path, &answered](QFileDialog *dialog) {
            answered = true;
            cudnnsetup::testing::typeIntoFileDialog(dialog, path);
        });
        QTest::mouseClick(onPage<QPushButton>(QStringLiteral("pastedErrorOpenButton")), Qt::LeftButton);
        EXPECT_TRUE(answered) << "no file dialog opened";
        WAIT_UNTIL(!m_panel->isWorking(), kTimeoutMs);
        QCoreApplication::processEvents();
    }

    PastedErrorPanel *m_panel = nullptr;
    QPlainTextEdit *m_text = nullptr;
    QPushButton *m_diagnose = nullptr;
};

TEST_F(PastedErrorGuiTest, PyTorchMessageIsExplainedWithItsVersions)
{
    openPanel();
    EXPECT_FALSE(m_diagnose->isEnabled()) << "Diagnose with nothing pasted";
    pasteAndDiagnose(QStringLiteral("Traceback (most recent call last):\n  File \"train.py\", line 3, in <module>\n")
                     + kTorchMessage + u'\n');
    grabPage("doctor-pasted-torch");
    const QString shown = resultText();
    // What was recognised, and the versions read out of it.
    EXPECT_TRUE(shown.contains(QStringLiteral("Recognised in the text"))) << shown.toStdString();
    EXPECT_TRUE(shown.contains(QStringLiteral("Line 3 (error-torch-cudnn-version-mismatch)"))) << shown.toStdString();
    EXPECT_TRUE(shown.contains(QStringLiteral("written by PyTorch; built with cuDNN 9.1.0; found cuDNN 8.9.7"))) << shown.toStdString();
    // The cause, tied to this machine's scan: its cuDNN 9.1.0 in the toolkit fits.
    auto *cause = onPage<QLabel>(QStringLiteral("pastedErrorCause-error-torch-cudnn-version-mismatch"));
    ASSERT_NE(cause, nullptr);
    EXPECT_TRUE(shown.contains(QStringLiteral("What happened: "))) << shown.toStdString();
    EXPECT_TRUE(shown.contains(QStringLiteral("What to do: "))) << shown.toStdString();
    EXPECT_TRUE(shown.contains(QStringLiteral("On this computer:"))) << shown.toStdString();
    EXPECT_TRUE(shown.contains(QStringLiteral("cuda-12.4/lib64"))) << shown.toStdString();
    EXPECT_TRUE(shown.contains(QStringLiteral("LD_LIBRARY_PATH is not set"))) << shown.toStdString();
    // The same sentences as `cudnn-setup doctor --error-text`, from the same core code.
    const ErrorDiagnosis expected = ErrorTextDiagnosis::diagnose(m_text->toPlainText(), m_session->report(),
                                                                 m_session->systemPaths(), doctorPage()->report());
    ASSERT_EQ(expected.causes.size(), 1);
    EXPECT_TRUE(shown.contains(expected.causes.first().title)) << shown.toStdString();
    EXPECT_TRUE(shown.contains(ErrorDiagnosisText::whatToDo(expected.causes.first()))) << shown.toStdString();

    // Editing the text takes the old result away; Clear empties the box and disables Diagnose.
    m_text->appendPlainText(QStringLiteral("more"));
    EXPECT_FALSE(m_panel->hasResult());
    auto *clear = onPage<QPushButton>(QStringLiteral("pastedErrorClearButton"));
    ASSERT_TRUE(clear->isEnabled());
    QTest::mouseClick(clear, Qt::LeftButton);
    EXPECT_TRUE(m_text->toPlainText().isEmpty());
    EXPECT_FALSE(m_diagnose->isEnabled());
    EXPECT_FALSE(m_panel->findChild<QWidget *>(QStringLiteral("pastedErrorResult"))->isVisible());
}

TEST_F(PastedErrorGuiTest, TensorFlowLineInsideChineseTextIsRecognised)
{
    openPanel();
    pasteAndDiagnose(kTensorFlowPost);
    grabPage("doctor-pasted-tensorflow");
    const QString shown = resultText();
    EXPECT_TRUE(shown.contains(QStringLiteral("Line 2 (error-cudnn-library-not-found)"))) << shown.toStdString();
    EXPECT_TRUE(shown.contains(QStringLiteral("written by TensorFlow; asked for libcudnn.so.8"))) << shown.toStdString();
    EXPECT_NE(onPage<QLabel>(QStringLiteral("pastedErrorCause-error-cudnn-library-not-found")), nullptr);
    // This machine has cuDNN 9 only: the explanation says so.
    EXPECT_TRUE(shown.contains(QStringLiteral("libcudnn.so.8"))) << shown.toStdString();
    EXPECT_TRUE(shown.contains(QStringLiteral("cuDNN 9"))) << shown.toStdString();
}

TEST_F(PastedErrorGuiTest, UnrecognisedTextSaysWhatItKnowsAndWhatToDo)
{
    openPanel();
    pasteAndDiagnose(QStringLiteral("Segmentation fault (core dumped)\n我的程序崩溃了"));
    const QString shown = resultText();
    EXPECT_NE(onPage<QLabel>(QStringLiteral("pastedErrorNotRecognisedLabel")), nullptr);
    EXPECT_TRUE(shown.contains(ErrorDiagnosisText::notRecognised())) << shown.toStdString();
    EXPECT_TRUE(shown.contains(QStringLiteral("PyTorch"))) << shown.toStdString();
    EXPECT_TRUE(shown.contains(QStringLiteral("Re-check"))) << shown.toStdString();
    EXPECT_FALSE(shown.contains(QStringLiteral("Recognised in the text"))) << shown.toStdString();
}

TEST_F(PastedErrorGuiTest, LogFilesInUtf16AndGbkAreReadAndDiagnosed)
{
    openPanel();
    // PowerShell's `python train.py > log.txt`: UTF-16LE with a byte-order mark, CRLF line ends.
    QStringEncoder utf16(QStringConverter::Utf16LE, QStringConverter::Flag::WriteBom);
    const QString powershell = QStringLiteral("Traceback (most recent call last):\r\n  File \"train.py\", line 3\r\n") + kTorchMessage
                               + QStringLiteral("\r\n");
    openThroughDialog(savedLog(QStringLiteral("log-utf16.txt"), utf16.encode(powershell)));
    waitForResult();
    EXPECT_TRUE(m_text->toPlainText().contains(QStringLiteral("PyTorch was compiled  against (9, 1, 0)")));
    EXPECT_TRUE(noteText().contains(QStringLiteral("log-utf16.txt"))) << noteText().toStdString();
    EXPECT_TRUE(resultText().contains(QStringLiteral("built with cuDNN 9.1.0; found cuDNN 8.9.7"))) << resultText().toStdString();

    // A zh-CN Windows console's GBK, where this Qt can decode it (ICU); the English line is read either way.
    QStringEncoder gbk("GB18030");
    if (gbk.isValid()) {
        openThroughDialog(savedLog(QStringLiteral("log-gbk.txt"), gbk.encode(kTensorFlowPost)));
        waitForResult();
        EXPECT_TRUE(m_text->toPlainText().contains(QStringLiteral("请问这是怎么回事"))) << m_text->toPlainText().toStdString();
        EXPECT_TRUE(resultText().contains(QStringLiteral("asked for libcudnn.so.8"))) << resultText().toStdString();
    }
}

TEST_F(PastedErrorGuiTest, LargeBinaryAndUnreadableFilesAreSaidInWords)
{
    openPanel();
    // A long training log (3 MiB of progress lines) that ends in the error: its last MiB is read.
    QByteArray log;
    for (int step = 0; log.size() < 3 * 1024 * 1024; ++step)
        log += "epoch 1 step " + QByteArray::number(step) + " loss 0.1234 lr 0.001 — 训练中\n";
    log += kTorchMessage.toUtf8() + '\n';
    openThroughDialog(savedLog(QStringLiteral("train.log"), log));
    waitForResult();
    EXPECT_TRUE(noteText().contains(QStringLiteral("Only the last MiB"))) << noteText().toStdString();
    EXPECT_LE(m_text->toPlainText().size(), 1024 * 1024);
    EXPECT_TRUE(resultText().contains(QStringLiteral("Only the last MiB"))) << resultText().toStdString();
    EXPECT_NE(onPage<QLabel>(QStringLiteral("pastedErrorCause-error-torch-cudnn-version-mismatch")), nullptr) << resultText().toStdString();

    // Not text at all: said so, and the box keeps what it had.
    QByteArray garbage(64 * 1024, '\0');
    for (qsizetype i = 0; i < garbage.size(); ++i)
        garbage[i] = char((i * 131 + 7) % 256);
    const QString before = m_text->toPlainText();
    openThroughDialog(savedLog(QStringLiteral("model.bin"), garbage));
    EXPECT_TRUE(noteText().contains(QStringLiteral("does not look like text"))) << noteText().toStdString();
    EXPECT_EQ(m_text->toPlainText(), before);

    // A file that cannot be opened (loadFile is what the dialog's answer calls): the reason.
    m_panel->loadFile(m_work.filePath(QStringLiteral("no-such.log")));
    WAIT_UNTIL(!m_panel->isWorking(), kTimeoutMs);
    EXPECT_TRUE(noteText().contains(QStringLiteral("Cannot read the error text from"))) << noteText().toStdString();
    m_panel->loadFile(m_work.path());
    WAIT_UNTIL(!m_panel->isWorking(), kTimeoutMs);
    EXPECT_TRUE(noteText().contains(QStringLiteral("it is a folder"))) << noteText().toStdString();
}

TEST_F(PastedErrorGuiTest, ReachableWithTheKeyboard)
{
    openPanel();
    // Tab leaves the text box (it does not type a tab) and reaches the buttons.
    m_text->setFocus();
    QTest::keyClicks(m_text, QStringLiteral("x"));
    QTest::keyClick(m_text, Qt::Key_Tab);
    EXPECT_FALSE(m_text->hasFocus());
    EXPECT_EQ(m_text->toPlainText(), QStringLiteral("x"));
    EXPECT_TRUE(m_diagnose->hasFocus()) << "the focus went elsewhere";
    for (QPushButton *button : m_panel->findChildren<QPushButton *>()) {
        EXPECT_FALSE(button->accessibleName().isEmpty()) << button->objectName().toStdString();
        EXPECT_FALSE(QKeySequence::mnemonic(button->text()).isEmpty()) << button->objectName().toStdString();
    }
}

} // namespace

int main(int argc, char **argv)
{
    return cudnnsetup::testing::runGuiTests(argc, argv);
}
