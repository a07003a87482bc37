// The wizard on a machine with a driver and nothing else (a fake RTX 4060 behind driver 580, no
// CUDA Toolkit): the Toolkit page offers the CUDA pieces cuDNN needs with their sizes, the Source
// page gets the cuDNN archive and those pieces from a local HTTP server in NVIDIA's layouts (the
// cuDNN redist, and a miniature CUDA redist: tests/fixtures/archives/SmallCudaRedist.h) or from a
// folder, and the Install page unpacks them beside cuDNN and installs both into one new toolkit
// folder in one transaction. Nothing here touches the internet or the real system: the state,
// home, cache and license files are this test's temporary folders.
#include "GuiTestSupport.h"
#include "core/acquire/ReleaseCatalogue.h"
#include "core/compat/CudaToolkitChoice.h"
#include "core/install/InstallRecords.h"
#include "core/model/DataSize.h"
#include "core/report/SummaryReport.h"
#include "fixtures/archives/RedistFolderBuilder.h"
#include "fixtures/http_server/HttpServerFixture.h"
#include "tests/fixtures/archives/ArchiveBuilder.h"
#include "tests/fixtures/archives/RealCudaRedist.h"
#include "tests/fixtures/archives/RealCudnnArchive.h"
#include "tests/fixtures/archives/SmallCudaRedist.h"
#include "tests/fixtures/fake_driver/FakeDriverFixture.h"
#include "tests/fixtures/sysroot/SysrootBuilder.h"
#include "wizard_pages/SetupWizard.h"
#include "wizard_pages/WizardSession.h"

#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QCheckBox>
#include <QStandardPaths>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTemporaryDir>
#include <QTest>

using namespace cudnnsetup;
using cudnnsetup::testing::ArchiveBuilder;
using cudnnsetup::testing::HttpServerFixture;
using cudnnsetup::testing::RealCudaRedist;
using cudnnsetup::testing::RealCudnnArchive;
using cudnnsetup::testing::RedistFolderBuilder;
using cudnnsetup::testing::SmallCudaRedist;
using cudnnsetup::testing::SysrootBuilder;

namespace {

constexpr int kTimeoutMs = 60000;

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

class CudaPiecesGuiTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_sysroot.isValid() && m_mirror.isValid() && m_work.isValid());
        ASSERT_FALSE(fixtures::installFakeDriver(m_sysroot.path(),
                                                 QStringLiteral("driver_version=13000\nnvml_driver_version=580.95.05\n")
                                                     + fixtures::fakeDeviceLine(0, QStringLiteral("NVIDIA GeForce RTX 4060"),
                                                                                8, 9, 8585216000LL, 24))
                         .isEmpty());
        for (const char *folder : {"state", "home", "cache", "Downloads"})
            ASSERT_TRUE(QDir().mkpath(m_work.filePath(QString::fromLatin1(folder))));
    }

    void TearDown() override
    {
        m_wizard.reset();
        m_session.reset();
    }

    QString home() const { return m_work.filePath(QStringLiteral("home")); }
    QString state() const { return m_work.filePath(QStringLiteral("state")); }
    QString cudaFolder() const { return m_mirror.filePath(QStringLiteral("cuda")); }
    // Where a just-for-me install puts the new toolkit.
    QString newRoot() const
    {
        return home() + QStringLiteral("/.local/cuda-%1.%2").arg(m_release.major()).arg(m_release.minor());
    }

    // The wizard on the Toolkit page with the scan done; both redists are served from 127.0.0.1.
    void openWizard(bool withToolkit = false)
    {
        m_server = std::make_unique<HttpServerFixture>(m_mirror.path());
        ASSERT_TRUE(m_server->isRunning()) << m_server->errorString().toStdString();
        ScanOptions options = cudnnsetup::testing::sysrootScanOptions(m_sysroot.path());
        if (!m_path.isEmpty()) {
            QProcessEnvironment environment;
            environment.insert(QStringLiteral("PATH"), m_path);
            options.environment = environment;
        }
        m_session = std::make_unique<WizardSession>(options);
        m_session->setFetchSource(cudnnsetup::testing::localFetchSource(m_server->url(QStringLiteral("/")).toString(),
                                                                        m_work.filePath(QStringLiteral("cache"))));
        m_session->setLicenseSettingsFile(m_work.filePath(QStringLiteral("licenses.ini")));
        m_session->setDownloadsFolder(m_work.filePath(QStringLiteral("Downloads")));
        m_session->setStateFolder(state());
        m_session->setHomeFolder(home());

        m_wizard = std::make_unique<SetupWizard>(m_session.get());
        m_wizard->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(m_wizard.get()));
        ASSERT_TRUE(cudnnsetup::testing::goForwardTo(*m_wizard, SetupWizard::Toolkit, kTimeoutMs));
        ASSERT_TRUE(QTest::qWaitFor([&] { return m_session->hasReport() && !m_session->isScanning(); }, kTimeoutMs));
        const SystemReport &report = m_session->report();
        ASSERT_EQ(report.toolkits.isEmpty(), !withToolkit);
        ASSERT_TRUE(report.recommendation.available) << report.recommendation.reason.toStdString();
        ASSERT_EQ(report.recommendation.cudaMajor, 13) << "driver 580 runs CUDA 13";
        m_version = report.recommendation.cudnnVersion;
        const CudaToolkitChoice choice = CudaToolkitChooser::choose(report, 13);
        ASSERT_TRUE(choice.release.has_value()) << choice.reason.toStdString();
        m_release = *choice.release;
    }

    // The cuDNN redist at the server's root, the CUDA redist of m_release under cuda/.
    void writeRedists()
    {
        RedistFolderBuilder redist(m_mirror.path(), m_version.toString(), ReleaseCatalogue::manifestLabel(m_version));
        const QString archive = ArchiveBuilder::cudnnLinuxTarball(redist.platformFolder(QStringLiteral("linux-x86_64")),
                                                                  m_version.toString(), 13);
        redist.addExistingArchive(QStringLiteral("linux-x86_64"), 13, archive);
        redist.declareCudaVariants({12, 13});
        redist.writeManifest();
        SmallCudaRedist::write(cudaFolder(), SmallCudaRedist::runtimeComponents(), m_release.toString());
    }

    // The runtime profile's download, as the manifest has it.
    qint64 runtimeBytes() const
    {
        const QJsonObject manifest
            = QJsonDocument::fromJson(readFile(cudaFolder() + QStringLiteral("/redistrib_%1.json").arg(m_release.toString())))
                  .object();
        qint64 bytes = 0;
        for (const char *component : {"cuda_cudart", "libcublas", "cuda_nvrtc"})
            bytes += manifest.value(QLatin1String(component))
                         .toObject()
                         .value(QStringLiteral("linux-x86_64"))
                         .toObject()
                         .value(QStringLiteral("size"))
                         .toString()
                         .toLongLong();
        return bytes;
    }

    template<typename T>
    T *onPage(const char *name) const
    {
        T *widget = m_wizard->currentPage()->findChild<T *>(QString::fromLatin1(name));
        EXPECT_NE(widget, nullptr) << "no " << name << " on page " << m_wizard->currentId();
        return widget;
    }

    // With CUDNN_SETUP_GUI_GRABS=DIR the pages are saved as PNGs there, for looking at them.
    void grabPage(const char *name) const
    {
        const QString folder = qEnvironmentVariable("CUDNN_SETUP_GUI_GRABS");
        if (!folder.isEmpty())
            m_wizard->grab().save(folder + u'/' + QString::fromLatin1(name) + QStringLiteral(".png"));
    }

    QAbstractButton *button(QWizard::WizardButton which) const { return m_wizard->button(which); }
    bool usable(QAbstractButton *button) const { return button->isVisible() && button->isEnabled(); }

    void next()
    {
        ASSERT_TRUE(usable(button(QWizard::NextButton)));
        QTest::mouseClick(button(QWizard::NextButton), Qt::LeftButton);
    }

    // On the Source page: the cuDNN archive downloaded from the server and taken in.
    void downloadCudnn()
    {
        auto *accept = onPage<QCheckBox>("acceptLicenseCheck");
        WAIT_UNTIL(accept->isVisible(), kTimeoutMs);
        accept->click();
        QTest::mouseClick(onPage<QPushButton>("startButton"), Qt::LeftButton);
        WAIT_UNTIL(m_session->hasAcquiredArchive() || onPage<QLabel>("errorLabel")->isVisible(), kTimeoutMs);
        ASSERT_TRUE(m_session->hasAcquiredArchive()) << onPage<QLabel>("errorLabel")->text().toStdString();
    }

    // On the Source page: the CUDA pieces from `from` (the server when empty).
    void getCudaPieces(const QString &from = {})
    {
        if (!from.isEmpty())
            onPage<QLineEdit>("cudaFromEdit")->setText(from);
        if (auto *accept = onPage<QCheckBox>("cudaLicenseCheck"); !accept->isChecked())
            accept->click();
        auto *get = onPage<QPushButton>("getCudaButton");
        ASSERT_TRUE(get->isEnabled());
        QTest::mouseClick(get, Qt::LeftButton);
        auto *status = onPage<QLabel>("cudaStatusLabel");
        WAIT_UNTIL(m_session->hasCudaPieces() || (!m_session->cudaPieces().ok() && status->isVisible()), kTimeoutMs);
    }

    QTemporaryDir m_sysroot;   // a driver and a GPU, no CUDA Toolkit
    QTemporaryDir m_mirror;
    QTemporaryDir m_work;
    std::unique_ptr<HttpServerFixture> m_server;
    std::unique_ptr<WizardSession> m_session;
    std::unique_ptr<SetupWizard> m_wizard;
    Version m_version;
    Version m_release;
    QString m_path;   // the scan's PATH (where the host compiler is looked for); empty: none
};

} // namespace

TEST_F(CudaPiecesGuiTest, ADriverAndNothingElseEndsWithCudaAndCudnnInOneUndoableStep)
{
    openWizard();
    writeRedists();

    // Toolkit page: the offer, what cuDNN cannot do without chosen, with its size from the list.
    auto *runtime = onPage<QRadioButton>("cudaRuntimeChoice");
    auto *develop = onPage<QRadioButton>("cudaDevelopChoice");
    // The scan may have ended before the server had the files: read the list again.
    m_session->startScan();
    WAIT_UNTIL(runtime->text().contains(dataSizeText(runtimeBytes())), kTimeoutMs);
    EXPECT_TRUE(runtime->isVisible());
    EXPECT_TRUE(runtime->isChecked());
    EXPECT_TRUE(onPage<QLabel>("cudaRuntimeText")->text().contains(m_release.toString()));
    EXPECT_TRUE(onPage<QLabel>("cudaOfferLabel")->text().contains(QStringLiteral("No CUDA Toolkit was found")));
    // The miniature redist has no compiler: that choice says so and cannot be made.
    EXPECT_TRUE(develop->text().contains(QStringLiteral("not offered"))) << develop->text().toStdString();
    EXPECT_FALSE(develop->isEnabled());
    ASSERT_EQ(m_session->cudaProfile(), CudaProfile::Runtime);
    for (const char *name : {"cudaRuntimeChoice", "cudaDevelopChoice", "cudaNoneChoice"})
        EXPECT_FALSE(onPage<QWidget>(name)->accessibleName().isEmpty()) << name;
    grabPage("cuda-1-toolkit");
    // The user's "Not now" outlasts a rescan; choosing the pieces again brings them back.
    cudnnsetup::testing::clickIndicator(onPage<QRadioButton>("cudaNoneChoice"));
    EXPECT_FALSE(m_session->cudaProfile().has_value());
    m_session->startScan();
    WAIT_UNTIL(!m_session->isScanning(), kTimeoutMs);
    EXPECT_TRUE(onPage<QRadioButton>("cudaNoneChoice")->isChecked());
    EXPECT_FALSE(m_session->cudaProfile().has_value());
    cudnnsetup::testing::clickIndicator(runtime);
    ASSERT_EQ(m_session->cudaProfile(), CudaProfile::Runtime);

    // Source page: cuDNN alone does not complete it while the CUDA pieces are missing.
    next();
    ASSERT_EQ(m_wizard->currentId(), SetupWizard::Acquire);
    EXPECT_TRUE(onPage<QWidget>("cudaPiecesLabel")->isVisible());
    // The session's source is a mirror (this test's server): its cuda/ folder, where `mirror
    // --cuda-releases` puts the pieces.
    EXPECT_EQ(onPage<QLineEdit>("cudaFromEdit")->text(), m_server->url(QStringLiteral("/cuda/")).toString());
    EXPECT_TRUE(onPage<QLabel>("cudaLicenseLink")->text().contains(QStringLiteral("cuda_cudart/LICENSE.txt")));
    EXPECT_FALSE(onPage<QPushButton>("getCudaButton")->isEnabled()) << "nothing is fetched before the license is accepted";
    downloadCudnn();
    EXPECT_FALSE(m_wizard->currentPage()->isComplete());
    EXPECT_FALSE(button(QWizard::NextButton)->isEnabled());
    getCudaPieces();
    ASSERT_TRUE(m_session->hasCudaPieces()) << m_session->cudaPieces().problem.toStdString();
    EXPECT_EQ(m_session->cudaPieces().release, m_release);
    ASSERT_EQ(m_session->cudaPieces().archives.size(), 3);
    for (const CudaArchiveFile &file : m_session->cudaPieces().archives)
        EXPECT_TRUE(file.path.startsWith(m_work.filePath(QStringLiteral("cache")))) << file.path.toStdString();
    EXPECT_TRUE(onPage<QLabel>("cudaStatusLabel")->text().contains(QStringLiteral("Ready"))) << onPage<QLabel>("cudaStatusLabel")->text().toStdString();
    WAIT_UNTIL(usable(button(QWizard::NextButton)), kTimeoutMs);
    grabPage("cuda-2-source");

    // Install page: the pieces unpacked beside cuDNN, one plan into the new toolkit folder.
    next();
    ASSERT_EQ(m_wizard->currentId(), SetupWizard::Install);
    WAIT_UNTIL(usable(button(QWizard::CommitButton)), kTimeoutMs);
    const std::optional<InstallPlan> plan = m_session->installWorkflow().currentPlan();
    ASSERT_TRUE(plan.has_value());
    EXPECT_EQ(plan->targetRoot, newRoot());
    EXPECT_TRUE(plan->bringsCuda());
    EXPECT_EQ(plan->cudaRelease, m_release.toString());
    const QString title = onPage<QLabel>("planTitleLabel")->text();
    EXPECT_TRUE(title.contains(QStringLiteral("CUDA ") + m_release.toString())) << title.toStdString();
    EXPECT_TRUE(onPage<QRadioButton>("layoutIntoToolkit")->isChecked());
    EXPECT_FALSE(onPage<QRadioButton>("layoutSideBySide")->isEnabled()) << "cuDNN goes into the toolkit the pieces make";
    EXPECT_TRUE(onPage<QComboBox>("toolkitCombo")->currentText().contains(QStringLiteral("New"))) << onPage<QComboBox>("toolkitCombo")->currentText().toStdString();
    EXPECT_FALSE(QFileInfo::exists(newRoot())) << "nothing may happen before Install";
    grabPage("cuda-3-install");

    QTest::mouseClick(button(QWizard::CommitButton), Qt::LeftButton);
    WAIT_UNTIL(m_wizard->currentId() == SetupWizard::Environment, kTimeoutMs);
    const std::optional<TransactionOutcome> outcome = m_session->installWorkflow().currentOutcome();
    ASSERT_TRUE(outcome.has_value());
    ASSERT_TRUE(outcome->ok) << outcome->error.toStdString();

    // One toolkit: the CUDA libraries from their archives, cuDNN beside them, lib64 -> lib.
    EXPECT_EQ(readFile(newRoot() + QStringLiteral("/lib/libcublasLt.so.13.1.0.3")), QByteArray("ELF libcublasLt 13.1.0.3"));
    EXPECT_TRUE(QFileInfo(newRoot() + QStringLiteral("/lib/libnvrtc.so.13")).isSymLink());
    EXPECT_TRUE(QFileInfo::exists(newRoot() + QStringLiteral("/include/cuda_runtime.h")));
    EXPECT_TRUE(QFileInfo::exists(newRoot() + QStringLiteral("/include/cudnn_version.h")));
    EXPECT_TRUE(QFileInfo(newRoot() + QStringLiteral("/lib/libcudnn.so.9")).isSymLink());
    EXPECT_TRUE(QFileInfo(newRoot() + QStringLiteral("/lib64")).isSymLink());
    EXPECT_TRUE(QFileInfo::exists(newRoot() + QStringLiteral("/licenses/libcublas/LICENSE")));

    // One record for both, and the summary names the pieces.
    const QList<InstallRecord> records = InstallRecords::list({state()});
    ASSERT_EQ(records.size(), 1);
    EXPECT_EQ(records.first().state, TransactionState::Installed);
    const QString line = SummaryReport::installLine(m_session->installWorkflow().currentPlan(), outcome);
    EXPECT_TRUE(line.contains(QStringLiteral("cuda_nvrtc"))) << line.toStdString();
    EXPECT_TRUE(line.contains(QStringLiteral("CUDA ") + m_release.toString())) << line.toStdString();
}

// The Toolkit page offers the CUDA release the source's CUDA redist really has: here only 13.0.0,
// older than the newest the driver runs, so that one is offered (read through the server's index).
TEST_F(CudaPiecesGuiTest, TheToolkitPageOffersOnlyACudaReleaseTheRedistHas)
{
    SmallCudaRedist::write(cudaFolder(), SmallCudaRedist::runtimeComponents(), QStringLiteral("13.0.0"));
    openWizard();
    auto *runtimeText = onPage<QLabel>("cudaRuntimeText");
    WAIT_UNTIL(runtimeText->text().contains(QStringLiteral("13.0.0")), kTimeoutMs);
    EXPECT_TRUE(onPage<QLabel>("cudaOfferLabel")->text().contains(QStringLiteral("CUDA 13.0.0"))) << onPage<QLabel>("cudaOfferLabel")->text().toStdString();
}

TEST_F(CudaPiecesGuiTest, AFolderInNvidiasLayoutDeliversThePiecesAndAMissingOneIsNamed)
{
    openWizard();
    writeRedists();
    next();
    ASSERT_EQ(m_wizard->currentId(), SetupWizard::Acquire);

    // A folder without the runtime's cuBLAS: refused with the archive named, nothing in hand.
    QTemporaryDir partial;
    QList<cudnnsetup::testing::SmallCudaComponent> components = SmallCudaRedist::runtimeComponents();
    SmallCudaRedist::write(partial.path(), components, m_release.toString());
    const QString cublas = partial.path() + QStringLiteral("/libcublas");
    ASSERT_TRUE(QDir(cublas).removeRecursively());
    getCudaPieces(partial.path());
    EXPECT_FALSE(m_session->hasCudaPieces());
    const QString refusal = onPage<QLabel>("cudaStatusLabel")->text();
    EXPECT_TRUE(refusal.contains(QStringLiteral("libcublas"))) << refusal.toStdString();

    // The whole folder: taken at once, checked later as it unpacks.
    getCudaPieces(cudaFolder());
    ASSERT_TRUE(m_session->hasCudaPieces()) << m_session->cudaPieces().problem.toStdString();
    for (const CudaArchiveFile &file : m_session->cudaPieces().archives) {
        EXPECT_TRUE(file.path.startsWith(cudaFolder())) << file.path.toStdString();
        EXPECT_FALSE(file.sha256.isEmpty()) << "checked against the folder's list as it unpacks";
    }
    downloadCudnn();
    WAIT_UNTIL(usable(button(QWizard::NextButton)), kTimeoutMs);

    // Choosing no CUDA pieces on the Toolkit page takes the panel away and the page no longer needs them.
    m_session->setCudaProfile(std::nullopt);
    EXPECT_FALSE(onPage<QWidget>("cudaPiecesLabel")->isVisible());
    EXPECT_FALSE(m_session->hasCudaPieces());
    EXPECT_TRUE(m_wizard->currentPage()->isComplete());
}

TEST_F(CudaPiecesGuiTest, ADamagedPieceStopsTheInstallBeforeAnythingChanges)
{
    openWizard();
    writeRedists();
    // The folder's list promises another checksum than the cuBLAS archive has.
    const QString manifestPath = cudaFolder() + QStringLiteral("/redistrib_%1.json").arg(m_release.toString());
    QJsonObject manifest = QJsonDocument::fromJson(readFile(manifestPath)).object();
    QJsonObject cublas = manifest.value(QStringLiteral("libcublas")).toObject();
    QJsonObject platformEntry = cublas.value(QStringLiteral("linux-x86_64")).toObject();
    platformEntry.insert(QStringLiteral("sha256"), QString(64, u'0'));
    cublas.insert(QStringLiteral("linux-x86_64"), platformEntry);
    manifest.insert(QStringLiteral("libcublas"), cublas);
    QFile file(manifestPath);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(QJsonDocument(manifest).toJson());
    file.close();

    next();
    downloadCudnn();
    getCudaPieces(cudaFolder());
    ASSERT_TRUE(m_session->hasCudaPieces());
    WAIT_UNTIL(usable(button(QWizard::NextButton)), kTimeoutMs);
    next();
    ASSERT_EQ(m_wizard->currentId(), SetupWizard::Install);

    auto *failure = onPage<QLabel>("installFailureLabel");
    WAIT_UNTIL(failure->isVisible(), kTimeoutMs);
    EXPECT_TRUE(failure->text().contains(QStringLiteral("CUDA pieces could not be unpacked"))) << failure->text().toStdString();
    EXPECT_TRUE(failure->text().contains(QStringLiteral("libcublas"))) << failure->text().toStdString();
    EXPECT_FALSE(usable(button(QWizard::CommitButton)));
    EXPECT_FALSE(m_session->hasCudaPieces()) << "going back gets them again";
    EXPECT_FALSE(m_session->installWorkflow().hasUnpacked());
    EXPECT_FALSE(QFileInfo::exists(newRoot()));
    EXPECT_TRUE(InstallRecords::list({state()}).isEmpty());
    EXPECT_TRUE(QDir(state() + QStringLiteral("/transactions")).entryList(QDir::Dirs | QDir::NoDotAndDotDot).isEmpty());

    // Try again leads back to where the pieces are got.
    QTest::mouseClick(onPage<QPushButton>("retryInstallButton"), Qt::LeftButton);
    ASSERT_EQ(m_wizard->currentId(), SetupWizard::Acquire);
    EXPECT_TRUE(onPage<QPushButton>("getCudaButton")->isVisible());
}

TEST_F(CudaPiecesGuiTest, WithACudaToolkitNothingIsOffered)
{
    SysrootBuilder(m_sysroot.path()).toolkit(QStringLiteral("usr/local/cuda-13.0"), QStringLiteral("13.0.2"));
    openWizard(true);
    writeRedists();
    EXPECT_FALSE(onPage<QWidget>("cudaRuntimeChoice")->isVisible());
    EXPECT_FALSE(onPage<QWidget>("cudaOfferLabel")->isVisible());
    EXPECT_FALSE(m_session->cudaProfile().has_value());
    next();
    ASSERT_EQ(m_wizard->currentId(), SetupWizard::Acquire);
    EXPECT_FALSE(onPage<QWidget>("cudaPiecesLabel")->isVisible());
    downloadCudnn();
    WAIT_UNTIL(usable(button(QWizard::NextButton)), kTimeoutMs);
}

// The real CUDA 13 files of this machine in NVIDIA's redist layout (the compiler profile) and a
// real cuDNN 9.19 archive: after the install the Verify page has the new nvcc compile a first CUDA
// + cuDNN program and runs it, without a GPU.
TEST_F(CudaPiecesGuiTest, TheCompilerProfileEndsWithAFirstProgramThatCompilesAndRuns)
{
    if (QStandardPaths::findExecutable(QStringLiteral("g++"), {QStringLiteral("/usr/bin")}).isEmpty()
        || !QFileInfo::exists(QStringLiteral("/usr/local/cuda/bin/nvcc")))
        GTEST_SKIP() << "needs /usr/bin/g++ and this machine's CUDA 13 under /usr/local/cuda";
    QString why;
    const std::optional<RealCudaRedist> real = RealCudaRedist::build(RealCudaRedist::developComponents(), &why);
    if (!real)
        GTEST_SKIP() << why.toStdString();
    const std::optional<RealCudnnArchive> cudnn = RealCudnnArchive::build({QStringLiteral("-0"), QStringLiteral("-T0")}, &why);
    if (!cudnn)
        GTEST_SKIP() << why.toStdString();

    m_path = QStringLiteral("/usr/bin");   // where g++ is; the scan finds no toolkit there
    openWizard();
    ASSERT_EQ(m_release, *Version::parse(real->label)) << "the folder's release is the one the driver asks for";
    // The real cudnn-probe where it is built (it loads the new toolkit's cuDNN; no driver here),
    // else a stand-in with a recorded answer.
    const QString realProbe = QStringLiteral(CUDNN_PROBE_BINARY);
    const QString probe = !realProbe.isEmpty()
                              ? realProbe
                              : SysrootBuilder(m_work.path())
                                    .executable(QStringLiteral("probe.sh"),
                                                QStringLiteral("#!/bin/sh\ncat '%1'\n")
                                                    .arg(QStringLiteral(GUI_TEST_DATA_DIR "/verify-cudnn-9.19-no-driver.json"))
                                                    .toUtf8());
    m_session->setProbePath(probe);

    auto *develop = onPage<QRadioButton>("cudaDevelopChoice");
    WAIT_UNTIL(develop->isEnabled(), kTimeoutMs);
    cudnnsetup::testing::clickIndicator(develop);
    ASSERT_EQ(m_session->cudaProfile(), CudaProfile::Develop);
    auto *compilerText = onPage<QLabel>("cudaDevelopText");
    WAIT_UNTIL(compilerText->text().contains(QStringLiteral("/usr/bin/g++")), kTimeoutMs);

    next();
    ASSERT_EQ(m_wizard->currentId(), SetupWizard::Acquire);
    ASSERT_TRUE(cudnnsetup::testing::dropFile(m_wizard->currentPage(), cudnn->path));
    getCudaPieces(real->folder);
    ASSERT_TRUE(m_session->hasCudaPieces()) << m_session->cudaPieces().problem.toStdString();
    EXPECT_EQ(m_session->cudaPieces().archives.size(), 7);
    WAIT_UNTIL(usable(button(QWizard::NextButton)), kTimeoutMs);
    next();
    ASSERT_EQ(m_wizard->currentId(), SetupWizard::Install);
    WAIT_UNTIL(usable(button(QWizard::CommitButton)), 600000);
    QTest::mouseClick(button(QWizard::CommitButton), Qt::LeftButton);
    WAIT_UNTIL(m_wizard->currentId() == SetupWizard::Environment, 600000);
    ASSERT_TRUE(m_session->installWorkflow().succeeded());
    EXPECT_TRUE(QFileInfo(newRoot() + QStringLiteral("/bin/nvcc")).isExecutable());
    EXPECT_TRUE(QFileInfo::exists(newRoot() + QStringLiteral("/nvvm/bin/cicc")));

    ASSERT_TRUE(m_session->installWorkflow().currentPlan().has_value());
    EXPECT_EQ(m_session->installWorkflow().currentPlan()->cudaProfile, QStringLiteral("develop"));
    next();
    ASSERT_EQ(m_wizard->currentId(), SetupWizard::Verify);
    EXPECT_TRUE(m_session->installWorkflow().succeeded());
    auto *run = onPage<QLabel>("firstProgramRunLabel");
    ASSERT_TRUE(run->isVisible());
    WAIT_UNTIL(usable(button(QWizard::NextButton)), 600000);
    EXPECT_TRUE(onPage<QLabel>("firstProgramVersionLabel")->text().contains(QStringLiteral("13.0")))
        << onPage<QLabel>("firstProgramVersionLabel")->text().toStdString();
    EXPECT_TRUE(run->text().contains(QStringLiteral("cuDNN 9.19.0 with CUDA runtime 13.0")))
        << onPage<QLabel>("firstProgramCompileLabel")->text().toStdString() << "\n" << run->text().toStdString() << "\n"
        << onPage<QLabel>("firstProgramCompileLabel")->toolTip().toStdString();
    grabPage("cuda-4-verify");
    if (!realProbe.isEmpty()) {
        // The probe loaded the cuDNN just installed, and everything short of the driver passed.
        ASSERT_TRUE(m_session->verifyResult().has_value());
        const VerifyResult &verified = *m_session->verifyResult();
        EXPECT_EQ(verified.verdict(), VerifyResult::Verdict::ReadyNoGpu) << verified.failure.toStdString();
        EXPECT_EQ(verified.version, QStringLiteral("9.19.0"));
        int loaded = 0;
        for (const VerifyLibrary &library : verified.libraries) {
            if (library.path.isEmpty())
                continue;
            ++loaded;
            EXPECT_TRUE(QFileInfo(library.path).canonicalFilePath().startsWith(QFileInfo(newRoot()).canonicalFilePath()))
                << library.path.toStdString();
        }
        EXPECT_GT(loaded, 0) << "the probe names the files the loader used";
    }
}

int main(int argc, char **argv)
{
    return cudnnsetup::testing::runGuiTests(argc, argv);
}
