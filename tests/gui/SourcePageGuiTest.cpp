// The Source page ("Get the cuDNN archive") driven like a user would, against a prepared machine
// (a fake RTX 4060 behind driver 550.54.14, CUDA 12.4) and a local HTTP server in NVIDIA's redist
// layout that serves a real cuDNN tarball built by the test. Nothing here touches the internet:
// the session's download source points at 127.0.0.1, and the license store, the cache and the
// Downloads folder are temporary folders of each test.
#include "GuiTestSupport.h"
#include "core/acquire/ReleaseCatalogue.h"
#include "tests/fixtures/archives/ArchiveBuilder.h"
#include "fixtures/archives/RedistFolderBuilder.h"
#include "tests/fixtures/fake_driver/FakeDriverFixture.h"
#include "fixtures/http_server/HttpServerFixture.h"
#include "tests/fixtures/sysroot/SysrootBuilder.h"
#include "wizard_pages/ExpandableLabel.h"
#include "wizard_pages/SetupWizard.h"
#include "wizard_pages/SourcePage.h"
#include "wizard_pages/WizardSession.h"

#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QCryptographicHash>
#include <QDesktopServices>
#include <QDir>
#include <QDropEvent>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace cudnnsetup;
using cudnnsetup::testing::ArchiveBuilder;
using cudnnsetup::testing::RedistFolderBuilder;
using cudnnsetup::testing::HttpServerFixture;
using cudnnsetup::testing::SysrootBuilder;

namespace {

constexpr int kScanTimeoutMs = 30000;
constexpr int kDownloadTimeoutMs = 60000;

// Catches QDesktopServices::openUrl for https, so no real browser is started.
class UrlCatcher : public QObject
{
    Q_OBJECT

public:
    QList<QUrl> urls;

public Q_SLOTS:
    void open(const QUrl &url) { urls.append(url); }
};

class SourcePageGuiTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_sysroot.isValid() && m_mirror.isValid() && m_scratch.isValid());
        SysrootBuilder machine(m_sysroot.path());
        ASSERT_FALSE(fixtures::installFakeDriver(m_sysroot.path(),
                                                 QStringLiteral("driver_version=12040\nnvml_driver_version=550.54.14\n")
                                                     + fixtures::fakeDeviceLine(0, QStringLiteral("NVIDIA GeForce RTX 4060"),
                                                                                8, 9, 8585216000LL, 24))
                         .isEmpty());
        machine.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));
        machine.symlink(QStringLiteral("usr/local/cuda"), QStringLiteral("cuda-12.4"));
    }

    // The wizard on the Toolkit page with the scan done; the session fetches from the local
    // server (plain http allowed, as an IT override would), into this test's own cache.
    void openWizard()
    {
        m_server = std::make_unique<HttpServerFixture>(m_mirror.path());
        ASSERT_TRUE(m_server->isRunning()) << m_server->errorString().toStdString();
        m_session = std::make_unique<WizardSession>(cudnnsetup::testing::sysrootScanOptions(m_sysroot.path()));
        m_session->setFetchSource(cudnnsetup::testing::localFetchSource(m_server->url(QStringLiteral("/")).toString(),
                                                                        m_scratch.filePath(QStringLiteral("cache"))));
        m_session->setLicenseSettingsFile(m_scratch.filePath(QStringLiteral("licenses.ini")));
        m_session->setDownloadsFolder(m_scratch.filePath(QStringLiteral("Downloads")));
        ASSERT_TRUE(QDir().mkpath(m_session->downloadsFolder()));

        m_wizard = std::make_unique<SetupWizard>(m_session.get());
        m_wizard->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(m_wizard.get()));
        ASSERT_TRUE(cudnnsetup::testing::goForwardTo(*m_wizard, SetupWizard::Toolkit, kScanTimeoutMs));
        ASSERT_TRUE(QTest::qWaitFor([&] { return m_session->hasReport() && !m_session->isScanning(); }, kScanTimeoutMs));
        const Recommendation &recommendation = m_session->report().recommendation;
        ASSERT_TRUE(recommendation.available) << recommendation.reason.toStdString();
        ASSERT_EQ(recommendation.cudaMajor, 12) << "the machine has CUDA 12.4";
        m_version = recommendation.cudnnVersion;
        m_target = ReleaseCatalogue::target(m_version, 12, m_session->report().platform);
        ASSERT_FALSE(m_target.fileName.isEmpty());
    }

    void goToSourcePage()
    {
        QAbstractButton *next = m_wizard->button(QWizard::NextButton);
        ASSERT_TRUE(next->isVisible() && next->isEnabled());
        QTest::mouseClick(next, Qt::LeftButton);
        ASSERT_EQ(m_wizard->currentId(), SetupWizard::Acquire);
    }

    // The mirror cases pick cuDNN 9.19.0.56 for CUDA 12 on the page: a release whose archives'
    // checksums the program does not ship (resources/compat/nvidia-archive-checksums.json), so a
    // test archive may stand in for NVIDIA's file on a mirror.
    void pickUnpublishedRelease()
    {
        auto *combo = onPage<QComboBox>("releaseCombo");
        const int index = combo->findText(QStringLiteral("cuDNN 9.19.0.56 for CUDA 12"), Qt::MatchStartsWith);
        ASSERT_GE(index, 0) << "no 9.19.0.56 for CUDA 12 among the releases offered";
        combo->setCurrentIndex(index);
        m_version = Version::parse(QStringLiteral("9.19.0.56")).value_or(Version());
        m_target = ReleaseCatalogue::target(m_version, 12, m_session->report().platform);
    }

    // The mirror in NVIDIA's layout: redistrib_<label>.json describing a real cuDNN tarball at
    // cudnn/linux-x86_64/<fileName>, declaring CUDA 12 and 13. `manifestSha` replaces the true
    // checksum when given; returns the true one.
    QByteArray writeMirror(const QByteArray &manifestSha = {})
    {
        RedistFolderBuilder redist(m_mirror.path(), m_version.toString(), ReleaseCatalogue::manifestLabel(m_version));
        const QString archive = ArchiveBuilder::cudnnLinuxTarball(redist.platformFolder(QStringLiteral("linux-x86_64")),
                                                                  m_version.toString(), 12);
        EXPECT_EQ(QFileInfo(archive).fileName(), m_target.fileName);
        const QByteArray sha = redist.addExistingArchive(QStringLiteral("linux-x86_64"), 12, archive, manifestSha).sha256;
        redist.declareCudaVariants({12, 13});
        redist.writeManifest();
        return sha;
    }

    template<typename T>
    T *onPage(const char *name) const
    {
        T *widget = m_wizard->currentPage()->findChild<T *>(QString::fromLatin1(name));
        EXPECT_NE(widget, nullptr) << "no " << name << " on page " << m_wizard->currentId();
        return widget;
    }

    // With an archive in hand the Source page leads on to unpacking it.
    bool nextEnabled() const
    {
        QAbstractButton *next = m_wizard->button(QWizard::NextButton);
        return next->isVisible() && next->isEnabled();
    }

    // Waits until the manifest is read and the license offer is shown.
    bool waitForLicenseOffer() const
    {
        auto *link = onPage<QLabel>("licenseLink");
        return link && QTest::qWaitFor([&] { return link->isVisible(); }, kDownloadTimeoutMs);
    }

    // Drops `path` on the Source page as a file manager would.
    void dropFile(const QString &path) { ASSERT_TRUE(cudnnsetup::testing::dropFile(m_wizard->currentPage(), path)); }

    QTemporaryDir m_sysroot;
    QTemporaryDir m_mirror;
    QTemporaryDir m_scratch;
    std::unique_ptr<HttpServerFixture> m_server;
    std::unique_ptr<WizardSession> m_session;
    std::unique_ptr<SetupWizard> m_wizard;
    Version m_version;
    ArchiveTarget m_target;
};

TEST_F(SourcePageGuiTest, PreselectsTheRecommendedReleaseAndTheNvidiaRoute)
{
    openWizard();
    writeMirror();
    goToSourcePage();

    auto *combo = onPage<QComboBox>("releaseCombo");
    ASSERT_TRUE(combo);
    EXPECT_TRUE(combo->currentText().contains(m_version.toString())) << combo->currentText().toStdString();
    EXPECT_TRUE(combo->currentText().contains(QStringLiteral("CUDA 12"))) << combo->currentText().toStdString();
    EXPECT_GT(combo->count(), 1) << "other releases can be chosen";

    auto *recommended = qobject_cast<ExpandableLabel *>(onPage<QLabel>("recommendedLabel"));
    ASSERT_TRUE(recommended);
    const QString reason = m_session->report().recommendation.reason;
    ASSERT_FALSE(reason.isEmpty());
    // Why this one: one click away ("More…"), and then in place.
    EXPECT_FALSE(recommended->text().contains(reason.toHtmlEscaped())) << recommended->text().toStdString();
    EXPECT_TRUE(recommended->fullText().contains(reason.toHtmlEscaped()));
    Q_EMIT recommended->linkActivated(QStringLiteral("#more"));
    EXPECT_TRUE(recommended->text().contains(reason.toHtmlEscaped())) << recommended->text().toStdString();
    EXPECT_TRUE(recommended->isVisible());

    EXPECT_TRUE(onPage<QRadioButton>("routeNvidia")->isChecked());
    for (const char *route : {"routeBrowser", "routeLocal", "routeMirror"})
        EXPECT_FALSE(onPage<QRadioButton>(route)->isChecked()) << route;
    EXPECT_FALSE(onPage<QLineEdit>("mirrorEdit")->isVisible());
    EXPECT_FALSE(onPage<QLabel>("releaseProblemsLabel")->isVisible()) << "the recommended build has no known problems";

    // Not complete without an archive.
    EXPECT_FALSE(m_wizard->currentPage()->isComplete());
    EXPECT_FALSE(m_wizard->button(QWizard::NextButton)->isEnabled());
}

// The download source lists a release newer than the wizard's data (NVIDIA's layout, read
// through the server's directory index): it is offered beside the others, marked and explained,
// while the recommended one stays the default.
TEST_F(SourcePageGuiTest, AReleaseOnlyTheSourceListsIsOfferedWithANote)
{
    openWizard();
    writeMirror();
    RedistFolderBuilder newer(m_mirror.path(), QStringLiteral("9.90.0.7"), QStringLiteral("9.90.0"));
    newer.addArchive(QStringLiteral("linux-x86_64"), 12, QByteArray(4096, 'n'));
    newer.addArchive(QStringLiteral("linux-x86_64"), 13, QByteArray(4096, 'm'));
    newer.writeManifest();
    goToSourcePage();

    auto *combo = onPage<QComboBox>("releaseCombo");
    const QString offered = QStringLiteral("cuDNN 9.90.0.7 for CUDA 12");
    WAIT_UNTIL(combo->findText(offered, Qt::MatchStartsWith) >= 0, kDownloadTimeoutMs);
    EXPECT_TRUE(combo->currentText().contains(m_version.toString())) << "the default stays the recommended release: "
                                                                     << combo->currentText().toStdString();
    const int index = combo->findText(offered, Qt::MatchStartsWith);
    EXPECT_TRUE(combo->itemText(index).contains(QStringLiteral("not yet in the wizard's data"))) << combo->itemText(index).toStdString();
    combo->setCurrentIndex(index);
    auto *notes = onPage<QLabel>("releaseNotesLabel");
    EXPECT_TRUE(notes->isVisible());
    EXPECT_TRUE(notes->text().contains(QStringLiteral("Newer than the wizard's compatibility data"))) << notes->text().toStdString();
    EXPECT_EQ(onPage<QComboBox>("releaseCombo")->currentText().left(offered.size()), offered);
}

TEST_F(SourcePageGuiTest, StartStaysDisabledUntilTheLicenseIsAccepted)
{
    openWizard();
    writeMirror();
    goToSourcePage();
    ASSERT_TRUE(waitForLicenseOffer());

    auto *link = onPage<QLabel>("licenseLink");
    EXPECT_TRUE(link->text().contains(QStringLiteral("NVIDIA cuDNN Software License Agreement"))) << link->text().toStdString();
    EXPECT_TRUE(link->text().contains(m_server->url(QStringLiteral("/cudnn/LICENSE.txt")).toString()))
        << link->text().toStdString();
    EXPECT_TRUE(link->openExternalLinks());

    auto *accept = onPage<QCheckBox>("acceptLicenseCheck");
    auto *start = onPage<QPushButton>("startButton");
    ASSERT_TRUE(accept->isVisible());
    EXPECT_FALSE(accept->isChecked());
    EXPECT_FALSE(start->isEnabled());
    QTest::mouseClick(start, Qt::LeftButton);
    QTest::qWait(200);
    EXPECT_FALSE(onPage<QProgressBar>("downloadProgress")->isVisible()) << "nothing may be downloaded";
    EXPECT_FALSE(m_session->licenseStore().isAccepted(m_version));

    accept->click();
    EXPECT_TRUE(start->isEnabled());
    accept->click();
    EXPECT_FALSE(start->isEnabled());
    EXPECT_FALSE(QFile::exists(m_scratch.filePath(QStringLiteral("cache/") + m_target.fileName)));
}

TEST_F(SourcePageGuiTest, DownloadsFromTheServerAndCompletesThePage)
{
    openWizard();
    const QByteArray sha = writeMirror();
    goToSourcePage();
    ASSERT_TRUE(waitForLicenseOffer());
    QSignalSpy acquired(m_session.get(), &WizardSession::acquiredArchiveChanged);

    onPage<QCheckBox>("acceptLicenseCheck")->click();
    QTest::mouseClick(onPage<QPushButton>("startButton"), Qt::LeftButton);
    WAIT_UNTIL(m_session->hasAcquiredArchive() || onPage<QLabel>("errorLabel")->isVisible(), kDownloadTimeoutMs);
    ASSERT_TRUE(m_session->hasAcquiredArchive()) << onPage<QLabel>("errorLabel")->text().toStdString();

    const AcquiredArchive &archive = m_session->acquiredArchive();
    EXPECT_EQ(archive.path, QDir(m_scratch.filePath(QStringLiteral("cache"))).filePath(m_target.fileName));
    EXPECT_EQ(archive.sha256, sha);
    EXPECT_TRUE(archive.checksumVerified);
    EXPECT_EQ(archive.target.sha256, sha);
    EXPECT_EQ(archive.target.cudnnVersion, m_version);
    EXPECT_EQ(archive.identity.cudaMajor, 12);
    EXPECT_EQ(archive.identity.platform, QStringLiteral("linux-x86_64"));
    EXPECT_EQ(cudnnsetup::testing::sha256OfFile(archive.path), sha);
    EXPECT_GE(acquired.count(), 1);

    EXPECT_TRUE(m_wizard->currentPage()->isComplete());
    EXPECT_TRUE(nextEnabled());
    auto *ready = onPage<QLabel>("readyLabel");
    EXPECT_TRUE(ready->isVisible());
    EXPECT_TRUE(ready->text().contains(m_target.fileName)) << ready->text().toStdString();
    EXPECT_TRUE(ready->text().contains(QStringLiteral("verified"))) << ready->text().toStdString();
    EXPECT_TRUE(ready->toolTip().contains(QString::fromLatin1(sha))) << ready->toolTip().toStdString();
    EXPECT_FALSE(onPage<QLabel>("errorLabel")->isVisible());
    EXPECT_EQ(onPage<QProgressBar>("downloadProgress")->value(), onPage<QProgressBar>("downloadProgress")->maximum());

    // Accepted once, remembered for this release.
    EXPECT_TRUE(m_session->licenseStore().isAccepted(m_version));
}

TEST_F(SourcePageGuiTest, AnAcceptedLicenseIsNotAskedAgain)
{
    openWizard();
    writeMirror();
    m_session->licenseStore().accept(m_version);
    goToSourcePage();
    ASSERT_TRUE(waitForLicenseOffer());
    EXPECT_FALSE(onPage<QCheckBox>("acceptLicenseCheck")->isVisible());
    EXPECT_TRUE(onPage<QLabel>("licenseAcceptedLabel")->isVisible());
    EXPECT_TRUE(onPage<QPushButton>("startButton")->isEnabled());
}

TEST_F(SourcePageGuiTest, AChecksumMismatchShowsTheErrorAndThePageStaysIncomplete)
{
    openWizard();
    writeMirror(QByteArray(64, 'a'));
    goToSourcePage();
    ASSERT_TRUE(waitForLicenseOffer());

    onPage<QCheckBox>("acceptLicenseCheck")->click();
    QTest::mouseClick(onPage<QPushButton>("startButton"), Qt::LeftButton);
    auto *error = onPage<QLabel>("errorLabel");
    WAIT_UNTIL(error->isVisible(), kDownloadTimeoutMs);
    EXPECT_FALSE(error->text().isEmpty());
    EXPECT_TRUE(error->text().contains(m_target.fileName)) << error->text().toStdString();
    EXPECT_TRUE(onPage<QPushButton>("retryButton")->isVisible());
    EXPECT_FALSE(m_session->hasAcquiredArchive());
    EXPECT_FALSE(m_wizard->currentPage()->isComplete());
    EXPECT_FALSE(m_wizard->button(QWizard::NextButton)->isEnabled());
    EXPECT_FALSE(onPage<QLabel>("readyLabel")->isVisible());
    EXPECT_FALSE(QFile::exists(QDir(m_scratch.filePath(QStringLiteral("cache"))).filePath(m_target.fileName)));
}

TEST_F(SourcePageGuiTest, ALocalArchiveForAnotherPlatformOrCudaIsRefusedWithTheReason)
{
    openWizard();
    writeMirror();
    goToSourcePage();
    const QString windowsZip = ArchiveBuilder::cudnnWindowsZip(m_scratch.path(), m_version.toString(), 12);
    const QString cuda13 = ArchiveBuilder::cudnnLinuxTarball(m_scratch.path(), m_version.toString(), 13);

    dropFile(windowsZip);
    EXPECT_TRUE(onPage<QRadioButton>("routeLocal")->isChecked()) << "a drop chooses the local-archive route";
    auto *refusal = onPage<QLabel>("intakeRefusalLabel");
    WAIT_UNTIL(refusal->isVisible(), kDownloadTimeoutMs);
    EXPECT_TRUE(refusal->text().contains(QStringLiteral("windows-x86_64"))) << refusal->text().toStdString();
    EXPECT_TRUE(refusal->text().contains(QStringLiteral("linux-x86_64"))) << refusal->text().toStdString();
    EXPECT_FALSE(m_session->hasAcquiredArchive());
    EXPECT_FALSE(m_wizard->currentPage()->isComplete());
    EXPECT_FALSE(m_wizard->button(QWizard::NextButton)->isEnabled());

    refusal->clear();
    dropFile(cuda13);
    WAIT_UNTIL(refusal->isVisible() && refusal->text().contains(QStringLiteral("CUDA 13")), kDownloadTimeoutMs);
    EXPECT_TRUE(refusal->text().contains(QStringLiteral("CUDA 12"))) << refusal->text().toStdString();
    EXPECT_FALSE(m_session->hasAcquiredArchive());
    EXPECT_FALSE(m_wizard->button(QWizard::NextButton)->isEnabled());
}

TEST_F(SourcePageGuiTest, ALocalArchiveThatFitsCompletesThePage)
{
    openWizard();
    writeMirror();
    goToSourcePage();
    const QString tarball = ArchiveBuilder::cudnnLinuxTarball(m_scratch.path(), m_version.toString(), 12);

    dropFile(tarball);
    WAIT_UNTIL(m_session->hasAcquiredArchive(), kDownloadTimeoutMs);
    EXPECT_EQ(m_session->acquiredArchive().path, tarball);
    EXPECT_EQ(m_session->acquiredArchive().sha256, cudnnsetup::testing::sha256OfFile(tarball));
    EXPECT_FALSE(m_session->acquiredArchive().checksumVerified);
    EXPECT_TRUE(nextEnabled());
    EXPECT_TRUE(onPage<QLabel>("readyLabel")->text().contains(QFileInfo(tarball).fileName()));
    EXPECT_FALSE(onPage<QLabel>("intakeRefusalLabel")->isVisible());
    // Checked and unpacked in one pass: the flow goes straight on to the plan.
    ASSERT_TRUE(m_session->acquiredArchiveIsUnpacked());
    EXPECT_TRUE(QFileInfo(m_session->installWorkflow().unpacked().stagingFolder).isDir());
    EXPECT_EQ(m_wizard->currentPage()->nextId(), SetupWizard::Install);
}

TEST_F(SourcePageGuiTest, ALocalArchiveOfAnotherReleaseThatFitsIsTakenAndTheChoiceFollowsIt)
{
    openWizard();
    writeMirror();
    goToSourcePage();
    // An older release than the recommended one, listed for this machine without problems.
    Version older;
    for (const CatalogueEntry &entry : ReleaseCatalogue::entries(m_session->report()))
        if (entry.cudaMajor == 12 && entry.problems.isEmpty() && entry.version < m_version && !older.isValid())
            older = entry.version;
    ASSERT_TRUE(older.isValid());
    auto *combo = onPage<QComboBox>("releaseCombo");
    ASSERT_TRUE(combo->currentText().contains(m_version.toString()));

    const QString tarball = ArchiveBuilder::cudnnLinuxTarball(m_scratch.path(), older.toString(), 12);
    dropFile(tarball);
    WAIT_UNTIL(m_session->hasAcquiredArchive() || onPage<QLabel>("intakeRefusalLabel")->isVisible(), kDownloadTimeoutMs);
    ASSERT_TRUE(m_session->hasAcquiredArchive()) << onPage<QLabel>("intakeRefusalLabel")->text().toStdString();
    EXPECT_EQ(m_session->acquiredArchive().target.cudnnVersion, older);
    EXPECT_TRUE(combo->currentText().contains(older.toString())) << "the release choice follows the archive: "
                                                                   << combo->currentText().toStdString();
    const QString ready = onPage<QLabel>("readyLabel")->text();
    EXPECT_TRUE(ready.contains(QStringLiteral("not the recommended %1").arg(m_version.toString()))) << ready.toStdString();
    EXPECT_TRUE(ready.contains(QStringLiteral("It fits this computer"))) << ready.toStdString();
    EXPECT_TRUE(nextEnabled());
    EXPECT_EQ(m_wizard->currentPage()->nextId(), SetupWizard::Install);
}

TEST_F(SourcePageGuiTest, NothingSaidAboutAnEarlierChoiceOutlivesIt)
{
    openWizard();
    writeMirror();
    goToSourcePage();
    dropFile(ArchiveBuilder::cudnnLinuxTarball(m_scratch.path(), m_version.toString(), 13));
    auto *refusal = onPage<QLabel>("intakeRefusalLabel");
    WAIT_UNTIL(refusal->isVisible(), kDownloadTimeoutMs);

    // Another CUDA 12 release picked: the refusal was about the file chosen before, so it goes.
    auto *combo = onPage<QComboBox>("releaseCombo");
    const int before = combo->currentIndex();
    for (int i = 0; i < combo->count() && combo->currentIndex() == before; ++i)
        if (i != before && combo->itemText(i).contains(QStringLiteral("CUDA 12")))
            combo->setCurrentIndex(i);
    ASSERT_NE(combo->currentIndex(), before);
    EXPECT_FALSE(refusal->isVisible());

    dropFile(ArchiveBuilder::cudnnLinuxTarball(m_scratch.path(), m_version.toString(), 13));
    WAIT_UNTIL(refusal->isVisible(), kDownloadTimeoutMs);
    // Another way chosen: the same.
    onPage<QRadioButton>("routeMirror")->click();
    EXPECT_FALSE(refusal->isVisible());
}

TEST_F(SourcePageGuiTest, WhenNvidiasServerCannotBeReachedThePageSaysSoOnceAndOffersTheOtherWays)
{
    // A port on 127.0.0.1 that nothing listens on: the connection is refused at once.
    quint16 closedPort = 0;
    {
        QTcpServer probe;
        ASSERT_TRUE(probe.listen(QHostAddress::LocalHost));
        closedPort = probe.serverPort();
    }
    openWizard();
    FetchSource source = m_session->fetchSource();
    source.baseUrl = QStringLiteral("http://127.0.0.1:%1/").arg(closedPort);
    m_session->setFetchSource(source);
    goToSourcePage();

    auto *unreachable = onPage<QLabel>("serverUnreachableLabel");
    WAIT_UNTIL(unreachable->isVisible(), kDownloadTimeoutMs);
    EXPECT_TRUE(unreachable->text().contains(QStringLiteral("cannot be reached"))) << unreachable->text().toStdString();
    EXPECT_TRUE(onPage<QRadioButton>("routeLocal")->isChecked()) << "moved to a way that works without the server";
    EXPECT_TRUE(onPage<QPushButton>("chooseArchiveButton")->isVisible());
    EXPECT_FALSE(onPage<QLabel>("errorLabel")->isVisible()) << "said once, not again under the Download button";
    EXPECT_FALSE(onPage<QPushButton>("startButton")->isVisible());
}

TEST_F(SourcePageGuiTest, AMirrorFolderDeliversTheArchive)
{
    openWizard();
    goToSourcePage();
    pickUnpublishedRelease();
    const QByteArray sha = writeMirror();
    onPage<QRadioButton>("routeMirror")->click();
    auto *mirror = onPage<QLineEdit>("mirrorEdit");
    ASSERT_TRUE(mirror->isVisible());
    mirror->setFocus();
    QTest::keyClicks(mirror, m_mirror.path());
    QTest::keyClick(mirror, Qt::Key_Return);
    ASSERT_TRUE(waitForLicenseOffer());
    onPage<QCheckBox>("acceptLicenseCheck")->click();
    QTest::mouseClick(onPage<QPushButton>("startButton"), Qt::LeftButton);
    WAIT_UNTIL(m_session->hasAcquiredArchive() || onPage<QLabel>("errorLabel")->isVisible(), kDownloadTimeoutMs);
    ASSERT_TRUE(m_session->hasAcquiredArchive()) << onPage<QLabel>("errorLabel")->text().toStdString();
    EXPECT_EQ(m_session->acquiredArchive().sha256, sha);
    EXPECT_TRUE(nextEnabled());
}

// A plain http:// mirror: marked as not encrypted, and nothing is asked of it until the box under
// the note is ticked; then the file is offered with the note that its checksum is the mirror's
// own, and the Source page does not call it NVIDIA's. Another address clears the box.
TEST_F(SourcePageGuiTest, APlainHttpMirrorWaitsForTheBoxAndItsChecksumIsCalledTheMirrors)
{
    openWizard();
    goToSourcePage();
    pickUnpublishedRelease();
    const QByteArray sha = writeMirror();
    onPage<QRadioButton>("routeMirror")->click();
    auto *mirror = onPage<QLineEdit>("mirrorEdit");
    mirror->setFocus();
    const QString address = m_server->url(QStringLiteral("/")).toString();
    QTest::keyClicks(mirror, address);
    auto *note = onPage<QLabel>("mirrorNoteLabel");
    EXPECT_TRUE(note->isVisible());
    EXPECT_TRUE(note->text().contains(QStringLiteral("not encrypted"))) << note->text().toStdString();
    auto *consent = onPage<QCheckBox>("plainHttpConsentBox");
    ASSERT_TRUE(consent->isVisible());
    EXPECT_FALSE(consent->isChecked());

    // The NVIDIA route read the release listing of the session's source (this same server) when
    // the page opened; only what happens after that read counts.
    WAIT_UNTIL(!m_session->isReadingCatalogue(), kDownloadTimeoutMs);
    m_server->resetStats();
    QTest::keyClick(mirror, Qt::Key_Return);
    QTest::qWait(300);
    EXPECT_EQ(m_server->requestsServed(), 0) << "the plain http mirror was asked before the box was ticked";
    EXPECT_FALSE(onPage<QLabel>("licenseLink")->isVisible());

    consent->click();
    ASSERT_TRUE(waitForLicenseOffer());
    EXPECT_TRUE(onPage<QLabel>("downloadFileLabel")->text().contains(QStringLiteral("not against NVIDIA's own checksum")))
        << onPage<QLabel>("downloadFileLabel")->text().toStdString();
    onPage<QCheckBox>("acceptLicenseCheck")->click();
    QTest::mouseClick(onPage<QPushButton>("startButton"), Qt::LeftButton);
    WAIT_UNTIL(m_session->hasAcquiredArchive() || onPage<QLabel>("errorLabel")->isVisible(), kDownloadTimeoutMs);
    ASSERT_TRUE(m_session->hasAcquiredArchive()) << onPage<QLabel>("errorLabel")->text().toStdString();
    EXPECT_EQ(m_session->acquiredArchive().sha256, sha);
    EXPECT_TRUE(m_session->acquiredArchive().target.checksumFromMirrorOnly);
    const QString ready = onPage<QLabel>("readyLabel")->text();
    EXPECT_TRUE(ready.contains(QStringLiteral("mirror's checksum"))) << ready.toStdString();
    EXPECT_FALSE(ready.contains(QStringLiteral("verified against NVIDIA's"))) << ready.toStdString();

    // Another server: the consent was for the first one only.
    mirror->setFocus();
    mirror->selectAll();
    QTest::keyClicks(mirror, QStringLiteral("http://127.0.0.1:9/"));
    EXPECT_TRUE(consent->isVisible());
    EXPECT_FALSE(consent->isChecked());
}

TEST_F(SourcePageGuiTest, TheBrowserRouteOpensNvidiaAndPicksTheFileUpFromDownloads)
{
    openWizard();
    writeMirror();
    goToSourcePage();
    UrlCatcher browser;
    QDesktopServices::setUrlHandler(QStringLiteral("https"), &browser, "open");
    const auto unsetHandler = qScopeGuard([] { QDesktopServices::unsetUrlHandler(QStringLiteral("https")); });

    onPage<QRadioButton>("routeBrowser")->click();
    auto *instructions = onPage<QLabel>("browserInstructionsLabel");
    ASSERT_TRUE(instructions->isVisible());
    EXPECT_TRUE(instructions->text().contains(m_target.fileName)) << instructions->text().toStdString();
    EXPECT_FALSE(onPage<QPushButton>("startButton")->isVisible()) << "no download of its own on this route";

    QTest::mouseClick(onPage<QPushButton>("openBrowserButton"), Qt::LeftButton);
    ASSERT_EQ(browser.urls.size(), 1);
    EXPECT_EQ(browser.urls.first(), QUrl(QStringLiteral("https://developer.nvidia.com/cudnn")));
    QTest::mouseClick(onPage<QPushButton>("copyLinkButton"), Qt::LeftButton);
    EXPECT_EQ(QGuiApplication::clipboard()->text(), QStringLiteral("https://developer.nvidia.com/cudnn"));

    auto *status = onPage<QLabel>("browserStatusLabel");
    WAIT_UNTIL(status->text().contains(m_target.fileName), kDownloadTimeoutMs);

    // The wrong build arrives first: it is named and refused, and the wait goes on.
    const QString downloads = m_session->downloadsFolder();
    const QString windowsZip = ArchiveBuilder::cudnnWindowsZip(downloads, m_version.toString(), 12);
    auto *refusal = onPage<QLabel>("intakeRefusalLabel");
    WAIT_UNTIL(refusal->isVisible(), kDownloadTimeoutMs);
    EXPECT_TRUE(refusal->text().contains(QFileInfo(windowsZip).fileName())) << refusal->text().toStdString();
    EXPECT_FALSE(m_session->hasAcquiredArchive());

    // Then the right one, written the way browsers do: under a temporary name, renamed at the end.
    const QString tarball = ArchiveBuilder::cudnnLinuxTarball(m_scratch.path(), m_version.toString(), 12);
    const QString partial = QDir(downloads).filePath(m_target.fileName + QStringLiteral(".crdownload"));
    ASSERT_TRUE(QFile::copy(tarball, partial));
    WAIT_UNTIL(status->text().contains(QStringLiteral("still downloading")), kDownloadTimeoutMs);
    ASSERT_TRUE(QFile::rename(partial, QDir(downloads).filePath(m_target.fileName)));
    WAIT_UNTIL(m_session->hasAcquiredArchive(), kDownloadTimeoutMs);
    EXPECT_EQ(m_session->acquiredArchive().path, QDir(downloads).filePath(m_target.fileName));
    EXPECT_EQ(m_session->acquiredArchive().sha256, cudnnsetup::testing::sha256OfFile(tarball));
    EXPECT_TRUE(nextEnabled());
    EXPECT_TRUE(onPage<QLabel>("readyLabel")->text().contains(m_target.fileName));
}

} // namespace

int main(int argc, char **argv)
{
    return cudnnsetup::testing::runGuiTests(argc, argv);
}

#include "SourcePageGuiTest.moc"
