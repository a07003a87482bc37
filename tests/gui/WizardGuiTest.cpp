// The wizard's first pages, driven like a user would: click Next, wait for the scan, read the
// tables and labels, press Copy report. Each test scans a prepared sysroot (an empty tree, a
// fake driver, a CUDA toolkit), never the machine the test runs on.
#include "GuiTestSupport.h"
#include "core/platform/Translations.h"
#include "core/probe/ReportText.h"
#include "wizard_pages/AboutDialog.h"
#include "wizard_pages/ExpandableLabel.h"
#include "wizard_pages/SetupWizard.h"
#include "wizard_pages/WizardSession.h"
#if defined(FAKE_LIBCUDA)   // the fake driver exists where the fixture does (not on Windows)
#include "tests/fixtures/fake_driver/FakeDriverFixture.h"
#endif

#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QGroupBox>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSet>
#include <QTextDocumentFragment>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace cudnnsetup;

namespace {

constexpr int kScanTimeoutMs = 30000;

bool writeFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
}

QStringList rowCells(const QTableWidget *table, int row)
{
    QStringList cells;
    for (int column = 0; column < table->columnCount(); ++column)
        cells << (table->item(row, column) ? table->item(row, column)->text() : QString());
    return cells;
}

class WizardGuiTest : public ::testing::Test
{
protected:
    void SetUp() override { ASSERT_TRUE(m_sysroot.isValid()); }

    // Options for a scan that sees only the sysroot: no PATH, no CUDA variables, no nvcc runs.
    ScanOptions options() const
    {
        ScanOptions o = cudnnsetup::testing::sysrootScanOptions(m_sysroot.path());
        for (const QString &name : m_extraEnvironment.keys())
            o.environment.insert(name, m_extraEnvironment.value(name));
        return o;
    }

    // Shows the wizard (which starts the first scan), goes to `page` with the Next button, and
    // waits until the scan has finished.
    void startWizardAt(SetupWizard::PageId page)
    {
        m_session = std::make_unique<WizardSession>(options());
        m_wizard = std::make_unique<SetupWizard>(m_session.get());
        m_wizard->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(m_wizard.get()));
        ASSERT_EQ(m_wizard->currentId(), SetupWizard::Welcome);
        ASSERT_TRUE(m_session->isScanning() || m_session->hasReport()) << "showing the wizard starts the scan";
        ASSERT_TRUE(cudnnsetup::testing::goForwardTo(*m_wizard, page, kScanTimeoutMs));
        ASSERT_TRUE(waitForScan());
    }

    bool waitForScan() const
    {
        return QTest::qWaitFor([&] { return m_session->hasReport() && !m_session->isScanning(); }, kScanTimeoutMs);
    }

    template<typename T>
    T *onPage(const char *name) const
    {
        T *widget = m_wizard->currentPage()->findChild<T *>(QString::fromLatin1(name));
        EXPECT_NE(widget, nullptr) << "no " << name << " on page " << m_wizard->currentId();
        return widget;
    }

    // The cells of a table on the current page that must be visible and hold exactly one row.
    QStringList onlyRow(const char *tableName) const
    {
        auto *table = onPage<QTableWidget>(tableName);
        if (!table)
            return {};
        EXPECT_TRUE(table->isVisible()) << tableName;
        QStringList rows;
        for (int row = 0; row < table->rowCount(); ++row)
            rows << rowCells(table, row).join(QStringLiteral(" | "));
        EXPECT_EQ(rows.size(), 1) << tableName << ":\n" << rows.join(u'\n').toStdString();
        return rows.size() == 1 ? rowCells(table, 0) : QStringList();
    }

    QTemporaryDir m_sysroot;
    QProcessEnvironment m_extraEnvironment;   // beside the sysroot's (a VIRTUAL_ENV)
    std::unique_ptr<WizardSession> m_session;
    std::unique_ptr<SetupWizard> m_wizard;
};

TEST_F(WizardGuiTest, EmptySystemSaysKindlyThatThereIsNoDriver)
{
    startWizardAt(SetupWizard::Hardware);

    auto *driverStatus = onPage<QLabel>("driverStatusLabel");
    ASSERT_TRUE(driverStatus);
    const QString state = ReportText::driverStateText(DriverInfo{});
    EXPECT_TRUE(driverStatus->text().contains(state.toHtmlEscaped())) << driverStatus->text().toStdString();
    // What it means is one click away.
    EXPECT_TRUE(qobject_cast<ExpandableLabel *>(driverStatus)->fullText().contains(QStringLiteral("That is fine for installing cuDNN")))
        << driverStatus->text().toStdString();
    EXPECT_TRUE(driverStatus->text().contains(QStringLiteral("What to do:"))) << driverStatus->text().toStdString();
    // Said once on the page: the list of what it means does not repeat the driver's state.
    int saidOnPage = 0;
    for (const QLabel *label : m_wizard->currentPage()->findChildren<QLabel *>())
        if (label->isVisible() && label->text().contains(state.toHtmlEscaped()))
            ++saidOnPage;
    EXPECT_EQ(saidOnPage, 1);
    EXPECT_EQ(m_wizard->currentPage()->findChild<QWidget *>(QStringLiteral("verdict-driver-not-installed")), nullptr);
    EXPECT_FALSE(onPage<QTableWidget>("gpuTable")->isVisible());
    EXPECT_TRUE(onPage<QLabel>("noGpuLabel")->isVisible());
    EXPECT_EQ(onPage<QLabel>("noGpuLabel")->text(), QStringLiteral("The GPUs can be listed once the driver works."));
    EXPECT_TRUE(m_wizard->button(QWizard::NextButton)->isEnabled());
}

#if defined(FAKE_LIBCUDA)
const QString kFakeGpuName = QStringLiteral("NVIDIA GeForce RTX 4060");

// One GPU (compute capability 8.9, 8 GiB, 24 SMs) behind driver 580.65.06 for CUDA 13.0.
QString fakeGpuIni()
{
    return QStringLiteral("driver_version=13000\nnvml_driver_version=580.65.06\n")
        + fixtures::fakeDeviceLine(0, kFakeGpuName, 8, 9, 8585216000, 24);
}

TEST_F(WizardGuiTest, HardwarePageShowsTheFakeGpu)
{
    ASSERT_FALSE(fixtures::installFakeDriver(m_sysroot.path(), fakeGpuIni()).isEmpty());
    startWizardAt(SetupWizard::Hardware);

    const QStringList cells = onlyRow("gpuTable");
    const std::string shown = cells.join(QStringLiteral(" | ")).toStdString();
    EXPECT_TRUE(cells.contains(kFakeGpuName)) << shown;
    EXPECT_TRUE(cells.contains(QStringLiteral("8.9"))) << shown;
    EXPECT_TRUE(cells.contains(QStringLiteral("24"))) << shown;
    EXPECT_FALSE(onPage<QLabel>("noGpuLabel")->isVisible());

    auto *driverStatus = onPage<QLabel>("driverStatusLabel");
    EXPECT_EQ(m_session->report().driver.state, DriverInfo::State::GpusFound);
    EXPECT_TRUE(driverStatus->text().contains(QStringLiteral("NVIDIA driver 580.65.06 works"))) << driverStatus->text().toStdString();
}

TEST_F(WizardGuiTest, CopyReportPutsTheReportOnTheClipboard)
{
    ASSERT_FALSE(fixtures::installFakeDriver(m_sysroot.path(), fakeGpuIni()).isEmpty());
    startWizardAt(SetupWizard::Hardware);
    QGuiApplication::clipboard()->clear();

    auto *copy = onPage<QAbstractButton>("copyReportButton");
    ASSERT_TRUE(copy);
    ASSERT_TRUE(copy->isEnabled());
    QTest::mouseClick(copy, Qt::LeftButton);

    const QString text = QGuiApplication::clipboard()->text();
    EXPECT_TRUE(text.contains(kFakeGpuName)) << text.toStdString();
    EXPECT_EQ(text, ReportText::render(m_session->report()));
}
#endif // FAKE_LIBCUDA

TEST_F(WizardGuiTest, NextIsDisabledWhileScanningAgain)
{
    startWizardAt(SetupWizard::Hardware);
    QSignalSpy finished(m_session.get(), &WizardSession::scanFinished);

    auto *rescan = onPage<QAbstractButton>("rescanButton");
    ASSERT_TRUE(rescan);
    QTest::mouseClick(rescan, Qt::LeftButton);
    EXPECT_TRUE(m_session->isScanning());
    EXPECT_FALSE(m_wizard->currentPage()->isComplete());
    EXPECT_FALSE(m_wizard->button(QWizard::NextButton)->isEnabled());
    EXPECT_FALSE(rescan->isEnabled());
    EXPECT_FALSE(onPage<QAbstractButton>("copyReportButton")->isEnabled());

    ASSERT_TRUE(finished.wait(kScanTimeoutMs));
    EXPECT_TRUE(m_wizard->currentPage()->isComplete());
    EXPECT_TRUE(m_wizard->button(QWizard::NextButton)->isEnabled());
    EXPECT_TRUE(rescan->isEnabled());
}

TEST_F(WizardGuiTest, ToolkitPageListsToolkitAndLeadsToTheSourcePage)
{
    const QString root = m_sysroot.filePath(QStringLiteral("usr/local/cuda-12.4"));
    ASSERT_TRUE(writeFile(root + QStringLiteral("/version.json"),
                          R"({"cuda":{"name":"CUDA SDK","version":"12.4.1"}})"));
    for (const char *folder : {"bin", "include", "lib64"})
        ASSERT_TRUE(QDir().mkpath(root + u'/' + QString::fromLatin1(folder)));

    startWizardAt(SetupWizard::Toolkit);

    const QString row = onlyRow("toolkitTable").join(QStringLiteral(" | "));
    EXPECT_TRUE(row.contains(QStringLiteral("12.4.1"))) << row.toStdString();
    EXPECT_TRUE(row.contains(QStringLiteral("cuda-12.4"))) << row.toStdString();
    EXPECT_TRUE(onPage<QLabel>("recommendationLabel")->isVisible());

    // Next: getting the archive (SourcePageGuiTest drives that page, against a local server).
    EXPECT_TRUE(m_wizard->button(QWizard::NextButton)->isVisible());
    EXPECT_TRUE(m_wizard->button(QWizard::NextButton)->isEnabled());
    EXPECT_FALSE(m_wizard->button(QWizard::FinishButton)->isVisible());
    EXPECT_EQ(m_wizard->currentPage()->nextId(), SetupWizard::Acquire);
}

TEST_F(WizardGuiTest, ToolkitPageSaysSoWhenThereIsNoToolkit)
{
    startWizardAt(SetupWizard::Toolkit);
    EXPECT_FALSE(onPage<QTableWidget>("toolkitTable")->isVisible());
    EXPECT_TRUE(onPage<QLabel>("noToolkitLabel")->isVisible());
    EXPECT_FALSE(onPage<QTableWidget>("cudnnTable")->isVisible());
    EXPECT_TRUE(onPage<QLabel>("noCudnnLabel")->isVisible());
    EXPECT_FALSE(onPage<QTableWidget>("frameworkTable")->isVisible());
    EXPECT_TRUE(onPage<QLabel>("noFrameworkLabel")->isVisible());
}

TEST_F(WizardGuiTest, ToolkitPageShowsEachFrameworkWithTheCudnnItLoads)
{
    // pip install torch in a venv: its version file, its pin, and the nvidia-cudnn-cu12 wheel.
    const QString site = m_sysroot.filePath(QStringLiteral("home/student/venv/lib/python3.11/site-packages"));
    ASSERT_TRUE(writeFile(site + QStringLiteral("/torch/version.py"), "__version__ = '2.5.1+cu124'\ncuda: Optional[str] = '12.4'\n"));
    ASSERT_TRUE(writeFile(site + QStringLiteral("/torch-2.5.1+cu124.dist-info/METADATA"),
                          "Metadata-Version: 2.1\nName: torch\nVersion: 2.5.1+cu124\n"
                          "Requires-Dist: nvidia-cudnn-cu12==9.1.0.70; platform_system == \"Linux\"\n\n"));
    for (const char *library : {"libcudnn.so.9", "libcudnn_ops.so.9", "libcudnn_cnn.so.9", "libcudnn_adv.so.9", "libcudnn_graph.so.9",
                                "libcudnn_engines_precompiled.so.9", "libcudnn_engines_runtime_compiled.so.9", "libcudnn_heuristic.so.9"})
        ASSERT_TRUE(writeFile(site + QStringLiteral("/nvidia/cudnn/lib/") + QLatin1String(library), "\x7f" "ELF"));
    ASSERT_TRUE(QDir().mkpath(site + QStringLiteral("/nvidia_cudnn_cu12-9.1.0.70.dist-info")));
    m_extraEnvironment.insert(QStringLiteral("VIRTUAL_ENV"), m_sysroot.filePath(QStringLiteral("home/student/venv")));

    startWizardAt(SetupWizard::Toolkit);

    const QStringList row = onlyRow("frameworkTable");
    ASSERT_EQ(row.size(), 5);
    EXPECT_EQ(row.at(0), QStringLiteral("PyTorch 2.5.1+cu124"));
    EXPECT_TRUE(row.at(1).endsWith(QStringLiteral("home/student/venv"))) << row.at(1).toStdString();
    EXPECT_EQ(row.at(2), QStringLiteral("CUDA 12.4, cuDNN 9.1.0.70"));
    EXPECT_TRUE(row.at(3).startsWith(QStringLiteral("cuDNN 9.1.0.70 from "))) << row.at(3).toStdString();
    EXPECT_TRUE(row.at(3).contains(QStringLiteral("nvidia/cudnn/lib/libcudnn.so.9"))) << row.at(3).toStdString();
    EXPECT_EQ(row.at(4), QStringLiteral("yes"));
    EXPECT_FALSE(onPage<QLabel>("noFrameworkLabel")->isVisible());
}

TEST(WizardSessionTest, ScanRequestedDuringAScanIsQueuedNotRunTwice)
{
    QTemporaryDir sysroot;
    ScanOptions options;
    options.sysroot = sysroot.path();
    options.environment = QProcessEnvironment();
    options.runNvcc = false;
    WizardSession session(options);
    QSignalSpy started(&session, &WizardSession::scanStarted);
    QSignalSpy finished(&session, &WizardSession::scanFinished);

    session.startScan();
    session.startScan();
    EXPECT_TRUE(session.isScanning());
    ASSERT_TRUE(finished.wait(kScanTimeoutMs));
    QTest::qWait(50);   // a second, unqueued scan would report here
    EXPECT_EQ(started.count(), 1);
    EXPECT_EQ(finished.count(), 1);
    EXPECT_TRUE(session.hasReport());
    EXPECT_FALSE(session.isScanning());
    EXPECT_EQ(session.report().sysroot, sysroot.path());
}

TEST_F(WizardGuiTest, AboutShowsTheVersionsAndTheLicences)
{
    const QString root = m_sysroot.filePath(QStringLiteral("usr/local/cuda-12.4"));
    ASSERT_TRUE(writeFile(root + QStringLiteral("/version.json"), R"({"cuda":{"name":"CUDA SDK","version":"12.4.1"}})"));
    for (const char *folder : {"bin", "include", "lib64"})
        ASSERT_TRUE(QDir().mkpath(root + u'/' + QString::fromLatin1(folder)));
    startWizardAt(SetupWizard::Welcome);
    QAbstractButton *about = m_wizard->findChild<QAbstractButton *>(QStringLiteral("aboutButton"));
    ASSERT_NE(about, nullptr);
    ASSERT_TRUE(about->isVisible());
    QTest::mouseClick(about, Qt::LeftButton);

    auto *dialog = m_wizard->findChild<AboutDialog *>(QStringLiteral("aboutDialog"));
    ASSERT_NE(dialog, nullptr);
    const QString versions = dialog->versionsText();
    EXPECT_TRUE(versions.startsWith(QStringLiteral("cuDNN Setup Wizard"))) << versions.toStdString();
    EXPECT_TRUE(versions.contains(QStringLiteral("Qt ") + QString::fromLatin1(qVersion()))) << versions.toStdString();
    EXPECT_TRUE(versions.contains(QStringLiteral("CUDA Toolkit: 12.4.1"))) << versions.toStdString();
    EXPECT_TRUE(versions.contains(QStringLiteral("cuDNN: none found"))) << versions.toStdString();
    const QString licences = dialog->findChild<QLabel *>(QStringLiteral("aboutLicences"))->text();
    EXPECT_TRUE(licences.contains(QStringLiteral("LGPL")));
    EXPECT_TRUE(licences.contains(QStringLiteral("https://docs.nvidia.com/deeplearning/cudnn/latest/reference/eula.html")));

    QTest::mouseClick(dialog->findChild<QAbstractButton *>(QStringLiteral("copyVersionsButton")), Qt::LeftButton);
    EXPECT_EQ(QApplication::clipboard()->text(), versions);
    dialog->reject();
    EXPECT_TRUE(QTest::qWaitFor([&] { return !m_wizard->findChild<AboutDialog *>(QStringLiteral("aboutDialog")); }, 5000))
        << "closing the dialog deletes it";
}

#if defined(FAKE_LIBCUDA)
// The English words a reader of `root` would see: the text of every visible label, button,
// group box, table cell and header, less what is meant to stay as it is — product and API names,
// and paths, file names, versions and addresses (anything with / \ . _ - : or a digit in it).
QStringList englishWordsShown(const QWidget *root)
{
    static const QSet<QString> names{
        QStringLiteral("CUDA"),   QStringLiteral("cuDNN"), QStringLiteral("NVIDIA"), QStringLiteral("GPU"),
        QStringLiteral("GPUs"),   QStringLiteral("GeForce"), QStringLiteral("RTX"),  QStringLiteral("NVML"),
        QStringLiteral("PTX"),    QStringLiteral("JIT"),   QStringLiteral("API"),    QStringLiteral("SDK"),
        QStringLiteral("SM"),     QStringLiteral("SMs"),   QStringLiteral("OK"),     QStringLiteral("nvcc"),
        QStringLiteral("GB"),     QStringLiteral("MB"),    QStringLiteral("GiB"),    QStringLiteral("MiB"),
        QStringLiteral("Ada"),    QStringLiteral("Lovelace"), QStringLiteral("Hopper"), QStringLiteral("Ampere"),
        QStringLiteral("Blackwell"), QStringLiteral("Turing"), QStringLiteral("Volta"), QStringLiteral("Pascal"),
        QStringLiteral("USB"),
        // The frameworks of the Toolkit page ("ONNX Runtime" is one name).
        QStringLiteral("Python"), QStringLiteral("PyTorch"), QStringLiteral("TensorFlow"), QStringLiteral("ONNX"),
        QStringLiteral("Runtime"), QStringLiteral("PaddlePaddle"), QStringLiteral("JAX"),
    };
    QStringList texts;
    for (const QWidget *widget : root->findChildren<QWidget *>()) {
        if (!widget->isVisible() || widget->objectName() == QLatin1String("languageBox"))
            continue;
        if (const auto *label = qobject_cast<const QLabel *>(widget))
            texts << QTextDocumentFragment::fromHtml(label->text()).toPlainText();
        else if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
            texts << button->text();
        else if (const auto *box = qobject_cast<const QGroupBox *>(widget))
            texts << box->title();
        else if (const auto *table = qobject_cast<const QTableWidget *>(widget)) {
            for (int column = 0; column < table->columnCount(); ++column)
                if (table->horizontalHeaderItem(column))
                    texts << table->horizontalHeaderItem(column)->text();
            for (int row = 0; row < table->rowCount(); ++row)
                texts << rowCells(table, row);
        }
    }
    static const QRegularExpression token(QStringLiteral(R"([^\s,;()（）：，。、「」“”]+)"));
    static const QRegularExpression word(QStringLiteral("^[A-Za-z]{2,}$"));
    static const QRegularExpression technical(QStringLiteral(R"([/\\._\-:0-9@=])"));
    QStringList found;
    for (const QString &text : texts) {
        for (const QString &line : text.split(u'\n')) {
            // A citation of NVIDIA's documents (the line carries its address) stays as NVIDIA wrote it.
            if (line.contains(QLatin1String("http")))
                continue;
            // Names: the interface the driver facts come through (as NVML is a name) and NVIDIA's site.
            const QString named = QString(line)
                                      .remove(u'&')
                                      .remove(QStringLiteral("CUDA driver API"))
                                      .remove(QStringLiteral("NVIDIA Developer"));
            for (const QRegularExpressionMatch &match : token.globalMatch(named)) {
                const QString piece = match.captured(0);
                if (!technical.match(piece).hasMatch() && !names.contains(piece) && word.match(piece).hasMatch())
                    found << QStringLiteral("%1  (in: %2)").arg(piece, line);
            }
        }
    }
    return found;
}

class WizardLanguageGuiTest : public WizardGuiTest, public ::testing::WithParamInterface<const char *>
{
protected:
    void TearDown() override
    {
        Translations::install(QLocale(QStringLiteral("en")));
        QLocale::setDefault(QLocale(QStringLiteral("en")));
    }
};

TEST_P(WizardLanguageGuiTest, ChoosingTheLanguageOnTheWelcomePageLeavesNoEnglishOnTheMainPages)
{
    const QString language = QString::fromLatin1(GetParam());
    ASSERT_FALSE(fixtures::installFakeDriver(m_sysroot.path(), fakeGpuIni()).isEmpty());
    const QString root = m_sysroot.filePath(QStringLiteral("usr/local/cuda-12.4"));
    ASSERT_TRUE(writeFile(root + QStringLiteral("/version.json"), R"({"cuda":{"name":"CUDA SDK","version":"12.4.1"}})"));
    for (const char *folder : {"bin", "include", "lib64"})
        ASSERT_TRUE(QDir().mkpath(root + u'/' + QString::fromLatin1(folder)));
    startWizardAt(SetupWizard::Welcome);
    onPage<QRadioButton>("repairGoalButton")->setChecked(true);
    const QString englishTitle = m_wizard->currentPage()->title();

    auto *languages = onPage<QComboBox>("languageBox");
    ASSERT_NE(languages, nullptr);
    languages->setCurrentIndex(languages->findData(language));
    ASSERT_TRUE(QTest::qWaitFor([&] { return m_wizard->currentPage() && m_wizard->currentPage()->title() != englishTitle; }, 5000))
        << "the Welcome page is not rebuilt in " << GetParam();
    EXPECT_EQ(Translations::current(), language);
    EXPECT_TRUE(onPage<QRadioButton>("repairGoalButton")->isChecked()) << "the goal chosen before is kept";
    EXPECT_EQ(onPage<QComboBox>("languageBox")->currentData().toString(), language);
    onPage<QRadioButton>("installGoalButton")->setChecked(true);
    ASSERT_TRUE(waitForScan());

    for (const SetupWizard::PageId page : {SetupWizard::Welcome, SetupWizard::Hardware, SetupWizard::Toolkit, SetupWizard::Acquire}) {
        ASSERT_TRUE(cudnnsetup::testing::goForwardTo(*m_wizard, page, kScanTimeoutMs));
        ASSERT_TRUE(waitForScan());
        QTest::qWait(50);
        const QStringList english = englishWordsShown(m_wizard.get());
        EXPECT_TRUE(english.isEmpty()) << "page " << page << " in " << GetParam() << " still shows English:\n"
                                       << english.join(u'\n').toStdString();
    }
}

INSTANTIATE_TEST_SUITE_P(Chinese, WizardLanguageGuiTest, ::testing::Values("zh_CN", "zh_TW"));
#endif // FAKE_LIBCUDA

} // namespace

int main(int argc, char **argv)
{
    return cudnnsetup::testing::runGuiTests(argc, argv);
}
