// The Extract, Install and Environment pages driven like a user would: a real cuDNN 9 tarball
// (written with libarchive in NVIDIA's layout) is unpacked, planned and installed into a
// temporary CUDA Toolkit, and the Environment page reports what was written. The session's
// state folder and home folder are temporary folders and the scope is always "just for me":
// these tests run as root in CI, and must never write to /etc, /usr/local or the real home.
// The Welcome page's notice about an interrupted install is driven the same way.
#include "GuiTestSupport.h"
#include "core/archive/ArchiveIdentifier.h"
#include "core/environment/LinuxEnvironment.h"
#include "core/install/InstallRecords.h"
#include "core/install/Installer.h"
#include "core/install/Journal.h"
#include "core/provision/Provisioner.h"
#include "tests/fixtures/archives/ArchiveBuilder.h"
#include "tests/fixtures/sysroot/SysrootBuilder.h"
#include "wizard_pages/ManualStepsDialog.h"
#include "wizard_pages/SetupWizard.h"
#include "wizard_pages/WizardSession.h"

#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QApplication>
#include <QClipboard>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QRegularExpression>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <unistd.h>

using namespace cudnnsetup;
using cudnnsetup::testing::ArchiveBuilder;
using cudnnsetup::testing::ArchiveEntry;
using cudnnsetup::testing::ArchiveFormat;
using cudnnsetup::testing::SysrootBuilder;

namespace {

constexpr int kTimeoutMs = 60000;
const QString kVersion = QStringLiteral("9.10.2.21");

QStringList rowCells(const QTableWidget *table, int row)
{
    QStringList cells;
    for (int column = 0; column < table->columnCount(); ++column)
        cells << (table->item(row, column) ? table->item(row, column)->text() : QString());
    return cells;
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QByteArray sha256Hex(const QString &path)
{
    return QCryptographicHash::hash(readFile(path), QCryptographicHash::Sha256).toHex();
}

class InstallPagesGuiTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_sysroot.isValid() && m_work.isValid());
        m_home = m_work.filePath(QStringLiteral("home"));
        m_state = m_work.filePath(QStringLiteral("state"));
        ASSERT_TRUE(QDir().mkpath(m_home));
        ASSERT_TRUE(QDir().mkpath(m_work.filePath(QStringLiteral("archives"))));
        // A CUDA 12.9 toolkit outside the scanned sysroot: the scan finds nothing, the choice
        // of this toolkit is the session's (as an answer file or a previous visit would set it).
        m_cuda = SysrootBuilder(m_work.path()).toolkit(QStringLiteral("cuda-12.9"), QStringLiteral("12.9.1"));
    }

    void TearDown() override
    {
        m_wizard.reset();
        m_session.reset();
        // Undo the read-only folders of the elevation test, so the temporary folder can go.
        for (const QString &folder : {m_cuda + QStringLiteral("/lib64"), m_cuda + QStringLiteral("/include")})
            QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    }

    // NVIDIA's Linux tarball for kVersion; `libraryBytes` > 0 gives every library that size.
    QString writeArchive(qint64 libraryBytes = 0)
    {
        m_entries = ArchiveBuilder::cudnnLinuxEntries(kVersion, 12, QStringLiteral("linux-x86_64"), libraryBytes);
        const QString path = m_work.filePath(QStringLiteral("archives/")
                                             + ArchiveBuilder::archiveStem(QStringLiteral("linux-x86_64"), kVersion,
                                                                           QStringLiteral("12"))
                                             + QStringLiteral(".tar.xz"));
        ArchiveBuilder::write(path, ArchiveFormat::TarXz, m_entries);
        return path;
    }

    QByteArray entryContent(const QString &suffix) const
    {
        for (const ArchiveEntry &entry : m_entries)
            if (entry.kind == ArchiveEntry::Kind::File && entry.path.endsWith(suffix))
                return entry.content;
        return {};
    }

    // Just for me, into the temporary toolkit.
    InstallSpec choices() const
    {
        InstallSpec spec = m_session->installWorkflow().spec();
        spec.layout = InstallLayout::IntoToolkit;
        spec.scope = InstallScope::User;
        spec.toolkit = {m_cuda, *Version::parse(u"12.9.1")};
        spec.homeFolder = m_home;
        return spec;
    }

    // The session as the Source page leaves it, with the state and home folders in this test's
    // temporary folder.
    void makeSession(const QString &archive)
    {
        m_session = std::make_unique<WizardSession>(cudnnsetup::testing::sysrootScanOptions(m_sysroot.path()));
        m_session->setStateFolder(m_state);
        m_session->setHomeFolder(m_home);
        if (!archive.isEmpty()) {
            QString error;
            const std::optional<ArchiveIdentity> identity = ArchiveIdentifier::identify(archive, &error);
            ASSERT_TRUE(identity.has_value()) << error.toStdString();
            AcquiredArchive acquired;
            acquired.path = archive;
            acquired.identity = *identity;
            acquired.sha256 = sha256Hex(archive);
            m_session->setAcquiredArchive(acquired);
        }
        m_session->installWorkflow().setSpec(choices());
    }

    void openWizardAt(SetupWizard::PageId page)
    {
        m_wizard = std::make_unique<SetupWizard>(m_session.get());
        m_wizard->setStartId(page);
        m_wizard->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(m_wizard.get()));
        ASSERT_EQ(m_wizard->currentId(), page);
    }

    // With CUDNN_SETUP_GUI_GRABS=DIR the pages are saved as PNGs there, for looking at them.
    void grabPage(const char *name) const
    {
        const QString folder = qEnvironmentVariable("CUDNN_SETUP_GUI_GRABS");
        if (!folder.isEmpty())
            m_wizard->grab().save(folder + u'/' + QString::fromLatin1(name) + QStringLiteral(".png"));
    }

    template<typename T>
    T *onPage(const char *name) const
    {
        T *widget = m_wizard->currentPage()->findChild<T *>(QString::fromLatin1(name));
        EXPECT_NE(widget, nullptr) << "no " << name << " on page " << m_wizard->currentId();
        return widget;
    }

    QAbstractButton *button(QWizard::WizardButton which) const { return m_wizard->button(which); }
    bool usable(QAbstractButton *button) const { return button->isVisible() && button->isEnabled(); }

    // From the Extract page (unpacking) to the Install page with its plan on screen.
    void unpackAndPlan()
    {
        ASSERT_EQ(m_wizard->currentId(), SetupWizard::Extract);
        WAIT_UNTIL(usable(button(QWizard::NextButton)), kTimeoutMs);
        EXPECT_TRUE(onPage<QLabel>("extractResultLabel")->isVisible());
        QTest::mouseClick(button(QWizard::NextButton), Qt::LeftButton);
        ASSERT_EQ(m_wizard->currentId(), SetupWizard::Install);
        auto *title = onPage<QLabel>("planTitleLabel");
        WAIT_UNTIL(m_session->installWorkflow().currentPlan().has_value() && title->text().contains(m_session->installWorkflow().currentPlan()->version),
                   kTimeoutMs);
    }

    QStringList transactionFolders() const
    {
        return QDir(m_state + QStringLiteral("/transactions")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    }

    QTemporaryDir m_sysroot; // scanned: empty, so the scan finds no toolkit of the machine's own
    QTemporaryDir m_work;
    QString m_home;
    QString m_state;
    QString m_cuda;
    QList<ArchiveEntry> m_entries;
    std::unique_ptr<WizardSession> m_session;
    std::unique_ptr<SetupWizard> m_wizard;
};

} // namespace

TEST_F(InstallPagesGuiTest, UnpacksPlansInstallsIntoTheToolkitAndReportsTheEnvironment)
{
    const QString archive = writeArchive();
    makeSession(archive);
    openWizardAt(SetupWizard::Extract);

    // Extract: unpacks by itself, says what it unpacked; the log stays folded away.
    WAIT_UNTIL(usable(button(QWizard::NextButton)), kTimeoutMs);
    auto *result = onPage<QLabel>("extractResultLabel");
    EXPECT_TRUE(result->isVisible());
    EXPECT_TRUE(result->text().contains(kVersion)) << result->text().toStdString();
    EXPECT_TRUE(result->text().contains(QStringLiteral("link"))) << result->text().toStdString();
    EXPECT_FALSE(onPage<QPlainTextEdit>("extractLog")->isVisible());
    EXPECT_FALSE(onPage<QPushButton>("cancelExtractButton")->isVisible());
    EXPECT_EQ(onPage<QProgressBar>("extractProgress")->value(), onPage<QProgressBar>("extractProgress")->maximum());
    ASSERT_TRUE(m_session->installWorkflow().hasUnpacked());
    EXPECT_TRUE(QFileInfo(m_session->installWorkflow().unpacked().stagingFolder).isDir());
    EXPECT_TRUE(m_session->installWorkflow().unpacked().stagingFolder.startsWith(m_state));
    grabPage("5-extract");

    // Install: the preview before anything happens.
    QTest::mouseClick(button(QWizard::NextButton), Qt::LeftButton);
    ASSERT_EQ(m_wizard->currentId(), SetupWizard::Install);
    EXPECT_TRUE(m_wizard->currentPage()->isCommitPage());
    WAIT_UNTIL(usable(button(QWizard::CommitButton)), kTimeoutMs);
    EXPECT_EQ(button(QWizard::CommitButton)->text().remove(u'&'), QStringLiteral("Install"));
    EXPECT_TRUE(onPage<QRadioButton>("layoutIntoToolkit")->isChecked());
    EXPECT_TRUE(onPage<QRadioButton>("scopeUser")->isChecked());
    const QString title = onPage<QLabel>("planTitleLabel")->text();
    EXPECT_TRUE(title.contains(m_cuda)) << title.toStdString();
    // The counts say what happens; every file is one click away.
    auto *tree = onPage<QTreeWidget>("planFilesTree");
    EXPECT_FALSE(tree->isVisible());
    QTest::mouseClick(onPage<QAbstractButton>("planFilesToggle"), Qt::LeftButton);
    EXPECT_TRUE(tree->isVisible());
    const QList<QTreeWidgetItem *> soname = tree->findItems(QStringLiteral("libcudnn.so.9"), Qt::MatchExactly | Qt::MatchRecursive);
    ASSERT_EQ(soname.size(), 1);
    EXPECT_TRUE(soname.first()->text(1).startsWith(QStringLiteral("new link"))) << soname.first()->text(1).toStdString();
    EXPECT_TRUE(onPage<QLabel>("planEnvironmentLabel")->text().contains(QStringLiteral("LD_LIBRARY_PATH")));
    EXPECT_FALSE(onPage<QWidget>("elevationLabel")->isVisible());
    EXPECT_FALSE(QFileInfo::exists(m_cuda + QStringLiteral("/lib64/libcudnn.so.9"))) << "nothing may happen before Install";
    grabPage("6-install");
    // Every control has a name for screen readers and is reached with Tab.
    for (const char *name : {"layoutIntoToolkit", "layoutSideBySide", "toolkitCombo", "sideBySideFolderEdit",
                             "browseFolderButton", "scopeUser", "scopeSystem", "editEnvironmentCheck", "planFilesTree",
                             "installLogToggle", "perUserButton", "elevateButton", "showCommandsButton"}) {
        auto *control = onPage<QWidget>(name);
        ASSERT_NE(control, nullptr);
        EXPECT_FALSE(control->accessibleName().isEmpty()) << name;
        EXPECT_TRUE(control->focusPolicy() & Qt::TabFocus) << name;
    }

    // The reason speaks of the recommended layout only: choosing the other one takes it away.
    auto *reason = onPage<QLabel>("layoutReasonLabel");
    EXPECT_TRUE(reason->isVisible());
    EXPECT_TRUE(reason->text().contains(QStringLiteral("next to the CUDA libraries"))) << reason->text().toStdString();
    cudnnsetup::testing::clickIndicator(onPage<QRadioButton>("layoutSideBySide"));
    ASSERT_TRUE(onPage<QRadioButton>("layoutSideBySide")->isChecked());
    EXPECT_FALSE(reason->isVisible()) << "the toolkit sentence stays while side by side is chosen";
    WAIT_UNTIL(usable(button(QWizard::CommitButton)), kTimeoutMs);
    cudnnsetup::testing::clickIndicator(onPage<QRadioButton>("layoutIntoToolkit"));
    EXPECT_TRUE(reason->isVisible());
    WAIT_UNTIL(usable(button(QWizard::CommitButton)) && m_session->installWorkflow().currentPlan()
                   && m_session->installWorkflow().currentPlan()->layout == InstallLayout::IntoToolkit,
               kTimeoutMs);

    // Install: the commit button applies the plan, then the wizard moves on by itself.
    QTest::mouseClick(button(QWizard::CommitButton), Qt::LeftButton);
    WAIT_UNTIL(m_wizard->currentId() == SetupWizard::Environment, kTimeoutMs);
    ASSERT_TRUE(m_session->installWorkflow().currentOutcome().has_value());
    EXPECT_TRUE(m_session->installWorkflow().currentOutcome()->ok) << m_session->installWorkflow().currentOutcome()->error.toStdString();

    // The files, as the archive has them.
    const QString lib64 = m_cuda + QStringLiteral("/lib64");
    const QFileInfo link(lib64 + QStringLiteral("/libcudnn.so.9"));
    EXPECT_TRUE(link.isSymLink());
    EXPECT_EQ(link.symLinkTarget(), lib64 + QStringLiteral("/libcudnn.so.9.10.2"));
    const QByteArray expected = entryContent(QStringLiteral("/lib/libcudnn.so.9.10.2"));
    ASSERT_FALSE(expected.isEmpty());
    EXPECT_EQ(readFile(lib64 + QStringLiteral("/libcudnn.so.9.10.2")), expected);
    EXPECT_EQ(readFile(m_cuda + QStringLiteral("/include/cudnn_version.h")), entryContent(QStringLiteral("/include/cudnn_version.h")));
    EXPECT_TRUE(QFileInfo(lib64 + QStringLiteral("/libcudnn_ops.so")).isSymLink());

    // Environment: the table, the exact lines written, the snippet on disk.
    grabPage("7-environment");
    EXPECT_FALSE(button(QWizard::BackButton)->isEnabled()) << "no way back past the commit page";
    auto *table = onPage<QTableWidget>("environmentTable");
    ASSERT_TRUE(table->isVisible());
    int ldRow = -1;
    for (int row = 0; row < table->rowCount(); ++row)
        if (rowCells(table, row).value(0) == QStringLiteral("LD_LIBRARY_PATH"))
            ldRow = row;
    ASSERT_GE(ldRow, 0);
    EXPECT_TRUE(rowCells(table, ldRow).value(2).split(u':').contains(lib64)) << rowCells(table, ldRow).join(u'|').toStdString();
    const QString snippetFolder = LinuxEnvironment::snippetFolder(m_home);
    const QStringList snippets = QDir(snippetFolder).entryList({QStringLiteral("*.sh")}, QDir::Files);
    ASSERT_EQ(snippets.size(), 1) << snippetFolder.toStdString();
    const QString snippetPath = snippetFolder + u'/' + snippets.first();
    const QByteArray snippet = readFile(snippetPath);
    EXPECT_TRUE(snippet.contains(lib64.toUtf8())) << snippet.toStdString();
    EXPECT_EQ(table->item(ldRow, 3)->toolTip(), QDir::toNativeSeparators(snippetPath));
    EXPECT_EQ(rowCells(table, ldRow).value(3), QStringLiteral("~/.config/cudnn-setup/env.d/") + snippets.first());
    EXPECT_TRUE(QString::fromUtf8(readFile(m_home + QStringLiteral("/.profile"))).contains(LinuxEnvironment::profileLine()));
    const QString shown = onPage<QPlainTextEdit>("environmentFilesText")->toPlainText();
    EXPECT_TRUE(shown.contains(LinuxEnvironment::profileLine())) << shown.toStdString();
    EXPECT_TRUE(shown.contains(QString::fromUtf8(snippet).trimmed())) << shown.toStdString();
    EXPECT_TRUE(onPage<QLabel>("environmentNextStepLabel")->text().contains(QStringLiteral("new terminal")));
    QApplication::clipboard()->clear();
    QTest::mouseClick(onPage<QPushButton>("copySnippetButton"), Qt::LeftButton);
    EXPECT_EQ(QApplication::clipboard()->text(), QString::fromUtf8(snippet));

    // The record: installed, in the test's state folder, its unpacked copy gone.
    const QList<InstallRecord> records = InstallRecords::list({m_state});
    ASSERT_EQ(records.size(), 1);
    EXPECT_EQ(records.first().state, TransactionState::Installed);
    EXPECT_EQ(records.first().info.id, m_session->installWorkflow().currentPlan()->id);
    EXPECT_FALSE(QFileInfo::exists(records.first().folder + QStringLiteral("/staging")));
    EXPECT_FALSE(m_session->installWorkflow().hasUnpacked());

    // Next: the check of the copy just installed (ChecksPagesGuiTest drives the pages after
    // this one). The archive's libraries are not real ones, so no probe is run on them here.
    EXPECT_EQ(m_wizard->currentPage()->nextId(), SetupWizard::Verify);
    m_session->setProbePath(QString());
    QTest::mouseClick(button(QWizard::NextButton), Qt::LeftButton);
    ASSERT_EQ(m_wizard->currentId(), SetupWizard::Verify);
    WAIT_UNTIL(usable(button(QWizard::NextButton)), kTimeoutMs);
    const QString target = onPage<QLabel>("verifyTargetLabel")->text();
    EXPECT_TRUE(target.contains(lib64)) << target.toStdString();
    EXPECT_TRUE(target.contains(kVersion)) << target.toStdString();
    ASSERT_TRUE(m_session->verifyResult().has_value());
    EXPECT_EQ(m_session->verifyResult()->cudnnDir, lib64);
}

// A student's venv with pip's PyTorch and its own cuDNN 9.1 wheel: putting the toolkit's lib64
// (about to hold cuDNN 9.10) on every program's LD_LIBRARY_PATH would hand PyTorch cuDNN's parts
// of another release. The Install page says so, takes the activation script by default, shows
// what "every program" would do when chosen, and installs without touching the profiles.
TEST_F(InstallPagesGuiTest, AnInstallThatWouldShadowPipTorchsCudnnTakesAnActivationScriptByDefault)
{
    SysrootBuilder tree(m_sysroot.path());
    const QString site = QStringLiteral("home/student/venv/lib/python3.11/site-packages");
    tree.pipTorch(site);
    tree.cudnnWheel(site, 12, QStringLiteral("9.1.0.70"));
    const QString archive = writeArchive();
    makeSession(archive);
    ScanOptions options = cudnnsetup::testing::sysrootScanOptions(m_sysroot.path());
    options.environment.insert(QStringLiteral("VIRTUAL_ENV"), tree.path(QStringLiteral("home/student/venv")));
    m_session->setScanOptions(options);
    m_session->startScan();
    WAIT_UNTIL(m_session->hasReport() && !m_session->isScanning(), kTimeoutMs);
    ASSERT_EQ(m_session->report().frameworks.size(), 1);
    ASSERT_EQ(m_session->report().frameworks.first().fit, Verdict::Severity::Ok);

    openWizardAt(SetupWizard::Extract);
    unpackAndPlan();
    WAIT_UNTIL(usable(button(QWizard::CommitButton)), kTimeoutMs);
    auto *summary = onPage<QLabel>("frameworkImpactSummary");
    auto *changes = onPage<QLabel>("frameworkImpactChanges");
    auto *activation = onPage<QRadioButton>("libraryPathActivation");
    auto *everywhere = onPage<QRadioButton>("libraryPathEverywhere");
    ASSERT_TRUE(summary->isVisible());
    EXPECT_TRUE(summary->text().contains(QStringLiteral("keep the cuDNN they load now"))) << summary->text().toStdString();
    EXPECT_TRUE(changes->text().contains(QStringLiteral("PyTorch 2.5.1+cu124"))) << changes->text().toStdString();
    EXPECT_TRUE(changes->text().contains(QStringLiteral("SUBLIBRARY_VERSION_MISMATCH"))) << changes->text().toStdString();
    EXPECT_TRUE(activation->isVisible() && activation->isChecked()) << "the safe choice is the default";
    EXPECT_TRUE(onPage<QLabel>("activationScriptLabel")->text().contains(QStringLiteral("/.config/cudnn-setup/activate/")));
    EXPECT_FALSE(onPage<QLabel>("planEnvironmentLabel")->text().contains(QStringLiteral("LD_LIBRARY_PATH")))
        << onPage<QLabel>("planEnvironmentLabel")->text().toStdString();
    for (QRadioButton *choice : {activation, everywhere}) {
        EXPECT_FALSE(choice->accessibleName().isEmpty());
        EXPECT_TRUE(choice->focusPolicy() & Qt::TabFocus);
    }
    grabPage("6-install-frameworks");

    // "Every program": the page says what that stops, and the plan puts lib64 on LD_LIBRARY_PATH.
    cudnnsetup::testing::clickIndicator(everywhere);
    WAIT_UNTIL(usable(button(QWizard::CommitButton)) && m_session->installWorkflow().currentPlan()
                   && m_session->installWorkflow().currentPlan()->libraryPath == LibraryPathMode::Everywhere,
               kTimeoutMs);
    EXPECT_TRUE(summary->text().contains(QStringLiteral("would stop frameworks that work now"))) << summary->text().toStdString();
    EXPECT_TRUE(everywhere->isChecked());
    EXPECT_TRUE(onPage<QLabel>("planEnvironmentLabel")->text().contains(QStringLiteral("LD_LIBRARY_PATH")));
    EXPECT_FALSE(onPage<QLabel>("activationScriptLabel")->isVisible());

    // Back to the safe choice, and install.
    cudnnsetup::testing::clickIndicator(activation);
    WAIT_UNTIL(usable(button(QWizard::CommitButton)) && m_session->installWorkflow().currentPlan()
                   && m_session->installWorkflow().currentPlan()->libraryPath == LibraryPathMode::ActivationScript,
               kTimeoutMs);
    const QString script = m_session->installWorkflow().currentPlan()->activationScript;
    QTest::mouseClick(button(QWizard::CommitButton), Qt::LeftButton);
    WAIT_UNTIL(m_wizard->currentId() == SetupWizard::Environment, kTimeoutMs);
    ASSERT_TRUE(m_session->installWorkflow().currentOutcome().has_value());
    ASSERT_TRUE(m_session->installWorkflow().currentOutcome()->ok);

    // Nothing every program reads changed; the script gives the folder to whoever sources it.
    const QString lib64 = m_cuda + QStringLiteral("/lib64");
    EXPECT_FALSE(QFileInfo::exists(m_home + QStringLiteral("/.profile")));
    EXPECT_TRUE(QDir(LinuxEnvironment::snippetFolder(m_home)).entryList(QDir::Files).isEmpty());
    ASSERT_TRUE(QFileInfo::exists(script)) << script.toStdString();
    QProcess shell;
    QProcessEnvironment environment;
    environment.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin"));
    shell.setProcessEnvironment(environment);
    shell.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral(". \"%1\"; printf %s \"$LD_LIBRARY_PATH\"").arg(script)});
    ASSERT_TRUE(shell.waitForFinished(10000));
    EXPECT_EQ(QString::fromUtf8(shell.readAllStandardOutput()), lib64);
    const QString shown = onPage<QPlainTextEdit>("environmentFilesText")->toPlainText();
    EXPECT_TRUE(shown.contains(lib64)) << shown.toStdString();
    EXPECT_TRUE(onPage<QLabel>("environmentNotesLabel")->text().contains(QStringLiteral(". ") + script))
        << onPage<QLabel>("environmentNotesLabel")->text().toStdString();
}

TEST_F(InstallPagesGuiTest, SecondInstallOfTheSameArchiveHasNothingToDo)
{
    const QString archive = writeArchive();
    makeSession(archive);
    openWizardAt(SetupWizard::Extract);
    unpackAndPlan();
    QTest::mouseClick(button(QWizard::CommitButton), Qt::LeftButton);
    WAIT_UNTIL(m_wizard->currentId() == SetupWizard::Environment, kTimeoutMs);

    m_wizard.reset();
    m_session.reset();
    makeSession(archive);
    openWizardAt(SetupWizard::Extract);
    unpackAndPlan();
    auto *noOp = onPage<QLabel>("noOpLabel");
    EXPECT_TRUE(noOp->isVisible());
    EXPECT_TRUE(noOp->text().contains(QStringLiteral("nothing to do"))) << noOp->text().toStdString();
    ASSERT_TRUE(usable(button(QWizard::CommitButton)));
    EXPECT_EQ(button(QWizard::CommitButton)->text().remove(u'&'), QStringLiteral("Continue"));
    QTest::mouseClick(button(QWizard::CommitButton), Qt::LeftButton);
    ASSERT_EQ(m_wizard->currentId(), SetupWizard::Environment);
    EXPECT_EQ(InstallRecords::list({m_state}).size(), 1) << "a no-op makes no record";
    EXPECT_EQ(transactionFolders().size(), 1) << "its unpacked copy is removed";
    const QString summary = onPage<QLabel>("environmentSummaryLabel")->text();
    EXPECT_TRUE(summary.contains(QStringLiteral("No change was needed"))) << summary.toStdString();
}

TEST_F(InstallPagesGuiTest, CancelWhileUnpackingLeavesNothingBehindAndTryAgainWorks)
{
    // Large enough that unpacking takes seconds; Cancel is pressed right after the page shows.
    const QString archive = writeArchive(qint64(8) << 20);
    makeSession(archive);
    openWizardAt(SetupWizard::Extract);
    auto *cancel = onPage<QPushButton>("cancelExtractButton");
    ASSERT_TRUE(cancel->isVisible() && cancel->isEnabled()) << "unpacking starts when the page opens";
    QTest::mouseClick(cancel, Qt::LeftButton);

    auto *retry = onPage<QPushButton>("retryExtractButton");
    WAIT_UNTIL(retry->isVisible(), kTimeoutMs);
    const QString error = onPage<QLabel>("extractErrorLabel")->text();
    EXPECT_TRUE(error.contains(QStringLiteral("cancelled"))) << error.toStdString();
    EXPECT_FALSE(button(QWizard::NextButton)->isEnabled());
    EXPECT_FALSE(m_session->installWorkflow().hasUnpacked());
    EXPECT_TRUE(transactionFolders().isEmpty()) << transactionFolders().join(u' ').toStdString();

    QTest::mouseClick(retry, Qt::LeftButton);
    WAIT_UNTIL(usable(button(QWizard::NextButton)), kTimeoutMs);
    EXPECT_FALSE(retry->isVisible());
    EXPECT_EQ(transactionFolders().size(), 1);
}

TEST_F(InstallPagesGuiTest, ReadOnlyToolkitOffersThreeWaysOn)
{
    if (geteuid() == 0)
        GTEST_SKIP() << "root may write anywhere: no folder needs administrator rights";
    const QString archive = writeArchive();
    for (const QString &folder : {m_cuda + QStringLiteral("/lib64"), m_cuda + QStringLiteral("/include")})
        ASSERT_TRUE(QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::ExeOwner | QFileDevice::ReadGroup
                                                      | QFileDevice::ExeGroup | QFileDevice::ReadOther | QFileDevice::ExeOther));
    makeSession(archive);
    openWizardAt(SetupWizard::Extract);
    unpackAndPlan();

    // Which folders, and the three ways on; Install stays disabled.
    auto *explanation = onPage<QLabel>("elevationLabel");
    WAIT_UNTIL(explanation->isVisible(), kTimeoutMs);
    EXPECT_TRUE(explanation->text().contains(m_cuda + QStringLiteral("/lib64"))) << explanation->text().toStdString();
    EXPECT_TRUE(explanation->text().contains(m_cuda + QStringLiteral("/include"))) << explanation->text().toStdString();
    EXPECT_FALSE(button(QWizard::CommitButton)->isEnabled());
    for (const char *name : {"perUserButton", "elevateButton", "showCommandsButton"}) {
        auto *choice = onPage<QPushButton>(name);
        EXPECT_TRUE(choice->isVisible() && choice->isEnabled()) << name;
        EXPECT_FALSE(choice->accessibleName().isEmpty()) << name;
    }

    // The commands to do it by hand, with a Copy button.
    QTest::mouseClick(onPage<QPushButton>("showCommandsButton"), Qt::LeftButton);
    auto *dialog = m_wizard->findChild<ManualStepsDialog *>(QStringLiteral("manualStepsDialog"));
    ASSERT_NE(dialog, nullptr);
    WAIT_UNTIL(dialog->isVisible(), 5000);
    EXPECT_TRUE(dialog->commands().contains(QStringLiteral("sudo"))) << dialog->commands().toStdString();
    EXPECT_TRUE(dialog->commands().contains(m_cuda + QStringLiteral("/lib64"))) << dialog->commands().toStdString();
    QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("copyCommandsButton")), Qt::LeftButton);
    EXPECT_EQ(QApplication::clipboard()->text(), dialog->commands());
    dialog->reject();

    // Just for me instead: one click re-plans side by side in the home folder.
    QTest::mouseClick(onPage<QPushButton>("perUserButton"), Qt::LeftButton);
    WAIT_UNTIL(usable(button(QWizard::CommitButton)), kTimeoutMs);
    EXPECT_TRUE(onPage<QRadioButton>("layoutSideBySide")->isChecked());
    EXPECT_TRUE(onPage<QRadioButton>("scopeUser")->isChecked());
    EXPECT_FALSE(explanation->isVisible());
    const QString root = m_home + QStringLiteral("/.local/opt/nvidia/cudnn/") + kVersion + QStringLiteral("-cuda12");
    ASSERT_TRUE(m_session->installWorkflow().currentPlan().has_value());
    EXPECT_EQ(m_session->installWorkflow().currentPlan()->targetRoot, root);

    QTest::mouseClick(button(QWizard::CommitButton), Qt::LeftButton);
    WAIT_UNTIL(m_wizard->currentId() == SetupWizard::Environment, kTimeoutMs);
    EXPECT_TRUE(QFileInfo(root + QStringLiteral("/lib/libcudnn.so.9")).isSymLink());
    EXPECT_FALSE(QFileInfo::exists(m_cuda + QStringLiteral("/lib64/libcudnn.so.9")));
    auto *table = onPage<QTableWidget>("environmentTable");
    QStringList variables;
    for (int row = 0; row < table->rowCount(); ++row)
        variables << rowCells(table, row).value(0);
    EXPECT_TRUE(variables.contains(QStringLiteral("LD_LIBRARY_PATH"))) << variables.join(u',').toStdString();
    EXPECT_TRUE(variables.contains(QStringLiteral("CUDNN_PATH"))) << variables.join(u',').toStdString();
}

// The CLI `install`, `provision` and the wizard drive the same InstallWorkflow: for the same
// archive and machine they plan the same install (each with its own transaction id), and once the
// wizard has installed it, all three find it already in place.
class SameInstallEverywhereGuiTest : public InstallPagesGuiTest
{
protected:
    // `cudnn-setup install` as a child process, looking at the same (empty) sysroot with the
    // same environment as the session: nothing from outside but HOME.
    QJsonObject installCommand(const QString &archive, const QStringList &more, int *exitCode) const
    {
        QProcessEnvironment environment;
        environment.insert(QStringLiteral("PATH"), QString());
        environment.insert(QStringLiteral("HOME"), m_home);
        environment.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        environment.insert(QStringLiteral("XDG_STATE_HOME"), m_work.filePath(QStringLiteral("xdg-state")));
        QProcess install;
        install.setProcessEnvironment(environment);
        install.start(QStringLiteral(CUDNN_SETUP_BINARY),
                      QStringList{QStringLiteral("install"), QStringLiteral("--archive"), archive, QStringLiteral("--cuda-root"),
                                  m_cuda, QStringLiteral("--layout"), QStringLiteral("toolkit"), QStringLiteral("--scope"),
                                  QStringLiteral("user"), QStringLiteral("--state-dir"), m_state, QStringLiteral("--sysroot"),
                                  m_sysroot.path(), QStringLiteral("--platform"), QStringLiteral("linux-x86_64"),
                                  QStringLiteral("--no-nvcc"), QStringLiteral("--json")}
                          + more);
        EXPECT_TRUE(install.waitForFinished(60000)) << install.errorString().toStdString();
        *exitCode = install.exitCode();
        const QByteArray err = install.readAllStandardError();
        const QJsonDocument document = QJsonDocument::fromJson(install.readAllStandardOutput());
        EXPECT_TRUE(document.isObject()) << err.toStdString();
        return document.object();
    }

    ProvisionOutcome provision(const QString &archive, bool dryRun) const
    {
        ProvisionChoices choices;
        choices.licenseAccepted = true;
        choices.source = ProvisionChoices::Source::Archive;
        choices.archive = archive;
        choices.cudaRoot = m_cuda;
        choices.layout = InstallLayout::IntoToolkit;
        choices.scope = InstallScope::User;
        choices.verify = false;
        ProvisionSetting setting;
        setting.scan = cudnnsetup::testing::sysrootScanOptions(m_sysroot.path());
        setting.stateFolder = m_state;
        setting.homeFolder = m_home;
        setting.dryRun = dryRun;
        return Provisioner::run(choices, setting);
    }

    // A plan as JSON text with its transaction id (which also names its staging folder) taken
    // out, and the free space of the disk, which moves between the three plans.
    static std::string withoutId(const QJsonObject &plan)
    {
        const QString id = plan.value(QStringLiteral("id")).toString();
        EXPECT_FALSE(id.isEmpty());
        QString text = QString::fromUtf8(QJsonDocument(plan).toJson()).replace(id, QStringLiteral("<id>"));
        text.replace(QRegularExpression(QStringLiteral("\"bytesAvailable\": \\d+")), QStringLiteral("\"bytesAvailable\": <free>"));
        return text.toStdString();
    }
};

TEST_F(SameInstallEverywhereGuiTest, CommandLineProvisioningAndWizardPlanAndFindTheSameInstall)
{
    const QString archive = writeArchive();
    makeSession(archive);
    openWizardAt(SetupWizard::Extract);
    unpackAndPlan();
    WAIT_UNTIL(usable(button(QWizard::CommitButton)), kTimeoutMs);
    const std::optional<InstallDecision> &shown = m_session->installWorkflow().current();
    ASSERT_TRUE(shown.has_value());
    ASSERT_EQ(shown->kind, InstallDecision::Kind::Ready) << shown->plan->blockers.join(u'\n').toStdString();
    const std::string wizardPlan = withoutId(shown->plan->toJson());

    int exitCode = -1;
    const QJsonObject dryRun = installCommand(archive, {QStringLiteral("--dry-run")}, &exitCode);
    EXPECT_EQ(exitCode, 0);
    EXPECT_EQ(dryRun.value(QStringLiteral("result")).toString(), QStringLiteral("dry-run"));
    EXPECT_EQ(withoutId(dryRun.value(QStringLiteral("plan")).toObject()), wizardPlan);

    const ProvisionOutcome provisioned = provision(archive, true);
    EXPECT_EQ(provisioned.result, ProvisionResult::DryRun) << provisioned.reasons.join(u'\n').toStdString();
    ASSERT_TRUE(provisioned.summary.installPlan.has_value());
    EXPECT_EQ(withoutId(provisioned.summary.installPlan->toJson()), wizardPlan);

    // Neither left an unpacked copy behind; the wizard's own is the only one.
    EXPECT_EQ(transactionFolders(), QStringList{m_session->installWorkflow().unpacked().id});

    QTest::mouseClick(button(QWizard::CommitButton), Qt::LeftButton);
    WAIT_UNTIL(m_wizard->currentId() == SetupWizard::Environment, kTimeoutMs);
    ASSERT_EQ(m_session->installWorkflow().current()->kind, InstallDecision::Kind::Done);

    const QJsonObject again = installCommand(archive, {}, &exitCode);
    EXPECT_EQ(exitCode, 0);
    EXPECT_EQ(again.value(QStringLiteral("result")).toString(), QStringLiteral("already-installed"));
    EXPECT_EQ(provision(archive, false).result, ProvisionResult::AlreadyDone);
    m_wizard.reset();
    makeSession(archive);
    openWizardAt(SetupWizard::Extract);
    unpackAndPlan();
    EXPECT_EQ(m_session->installWorkflow().current()->kind, InstallDecision::Kind::AlreadyInPlace);
    EXPECT_EQ(InstallRecords::list({m_state}).size(), 1) << "one install, found three times";
}

// An install whose process died half-way: the Welcome page says so, and Roll back (or Resume)
// runs off the GUI thread and reports the result.
class InterruptedInstallGuiTest : public InstallPagesGuiTest
{
protected:
    // The real thing: `cudnn-setup install` killed with SIGKILL part-way (its crash-point hook),
    // leaving the journal, backups and half of the files exactly as a crash would.
    void leaveInterruptedInstall()
    {
        const QString archive = writeArchive();
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        for (const char *name : {"LD_LIBRARY_PATH", "CUDNN_PATH", "CUDA_HOME", "CUDA_PATH"})
            environment.remove(QString::fromLatin1(name));
        environment.insert(QStringLiteral("HOME"), m_home);
        environment.insert(QStringLiteral("CUDNN_SETUP_TEST_CRASH_AT"), QStringLiteral("40"));
        QProcess install;
        install.setProcessEnvironment(environment);
        install.start(QStringLiteral(CUDNN_SETUP_BINARY),
                      {QStringLiteral("install"), QStringLiteral("--archive"), archive, QStringLiteral("--cuda-root"), m_cuda,
                       QStringLiteral("--state-dir"), m_state, QStringLiteral("--scope"), QStringLiteral("user"),
                       QStringLiteral("--no-nvcc")});
        ASSERT_TRUE(install.waitForFinished(60000)) << install.errorString().toStdString();
        ASSERT_EQ(install.exitStatus(), QProcess::CrashExit)
            << "the install was meant to be killed part-way:\n" << install.readAllStandardError().toStdString();
        ASSERT_FALSE(libraryFiles().isEmpty()) << "part of the files are in place";
        const QList<InstallRecord> pending = InstallRecords::needingAttention({m_state});
        ASSERT_EQ(pending.size(), 1);
        ASSERT_EQ(pending.first().state, TransactionState::Interrupted);
        m_id = pending.first().info.id;
    }

    QStringList libraryFiles() const
    {
        return QDir(m_cuda + QStringLiteral("/lib64")).entryList({QStringLiteral("libcudnn*")}, QDir::AllEntries | QDir::System);
    }

    QString m_id;
};

TEST_F(InterruptedInstallGuiTest, WelcomePageRollsBackAnInterruptedInstall)
{
    leaveInterruptedInstall();
    makeSession({});
    openWizardAt(SetupWizard::Welcome);
    auto *notice = onPage<QLabel>("interruptedInstallLabel");
    ASSERT_TRUE(notice->isVisible());
    EXPECT_TRUE(notice->text().contains(m_cuda)) << notice->text().toStdString();

    QTest::mouseClick(onPage<QPushButton>("rollBackInstallButton"), Qt::LeftButton);
    auto *result = onPage<QLabel>("interruptedResultLabel");
    WAIT_UNTIL(result->isVisible(), kTimeoutMs);
    EXPECT_TRUE(result->text().contains(QStringLiteral("Rolled back"))) << result->text().toStdString();
    EXPECT_FALSE(notice->isVisible());
    EXPECT_TRUE(usable(button(QWizard::NextButton)));
    const std::optional<InstallRecord> record = InstallRecords::find({m_state}, m_id);
    ASSERT_TRUE(record.has_value());
    EXPECT_EQ(record->state, TransactionState::RolledBack);
    EXPECT_TRUE(libraryFiles().isEmpty()) << libraryFiles().join(u' ').toStdString();
}

TEST_F(InterruptedInstallGuiTest, WelcomePageResumesAnInterruptedInstall)
{
    leaveInterruptedInstall();
    makeSession({});
    openWizardAt(SetupWizard::Welcome);
    ASSERT_TRUE(onPage<QLabel>("interruptedInstallLabel")->isVisible());

    QTest::mouseClick(onPage<QPushButton>("resumeInstallButton"), Qt::LeftButton);
    auto *result = onPage<QLabel>("interruptedResultLabel");
    WAIT_UNTIL(result->isVisible(), kTimeoutMs);
    EXPECT_TRUE(result->text().contains(QStringLiteral("Finished installing"))) << result->text().toStdString();
    const std::optional<InstallRecord> record = InstallRecords::find({m_state}, m_id);
    ASSERT_TRUE(record.has_value());
    EXPECT_EQ(record->state, TransactionState::Installed);
    EXPECT_TRUE(QFileInfo(m_cuda + QStringLiteral("/lib64/libcudnn.so.9")).isSymLink());
}

int main(int argc, char **argv)
{
    return cudnnsetup::testing::runGuiTests(argc, argv);
}
