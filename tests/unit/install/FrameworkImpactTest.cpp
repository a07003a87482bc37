// An install that never silently changes what a working framework loads (FrameworkImpact and the
// planner's automatic library-path choice): a machine built by the test in a sysroot — a venv
// with pip's PyTorch and its nvidia-cudnn wheel, TensorFlow asking the loader, toolkits with
// cuDNN — is scanned for real, a real cuDNN archive is planned and applied against it, and then a
// real shell sources the profiles (or the activation script) the install wrote, and the machine
// is scanned again with the LD_LIBRARY_PATH that shell ends up with: what the plan predicted is
// what the rescan finds.
#include "core/environment/LinuxEnvironment.h"
#include "core/install/FrameworkImpact.h"
#include "core/probe/SystemScanner.h"
#include "fixtures/sysroot/SysrootBuilder.h"
#include "unit/install/InstallTestSupport.h"
#include "support/SymlinksReported.h"

#include <QJsonArray>
#include <QProcess>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

const QString kVenv = QStringLiteral("home/student/venv");
const QString kSite = kVenv + QStringLiteral("/lib/python3.11/site-packages");

class FrameworkImpactTest : public InstallFixture
{
protected:
    void SetUp() override
    {
        InstallFixture::SetUp();
        if (HasFatalFailure())
            return;
        m_archive = ArchiveBuilder::cudnnLinuxTarball(archives(), QStringLiteral("9.20.0.48"), 12);
        m_environment.insert(QStringLiteral("PATH"), QString());
        m_environment.insert(QStringLiteral("HOME"), studentHome());
        sysroot.dir(QStringLiteral("home/student"));
    }

    QString studentHome() const { return sysroot.path(QStringLiteral("home/student")); }

    // pip install torch==2.5.1 in a venv: version.py, its pin, and the nvidia-cudnn-cu12 wheel.
    void pipTorch(const QString &cudnn = QStringLiteral("9.1.0.70"))
    {
        m_environment.insert(QStringLiteral("VIRTUAL_ENV"), sysroot.path(kVenv));
        sysroot.pipTorch(kSite, QStringLiteral("nvidia-cudnn-cu12==") + cudnn);
        sysroot.cudnnWheel(kSite, 12, cudnn);
    }

    // pip install tensorflow without [and-cuda]: it asks the loader for libcudnn.so.9.
    void tensorflowWithoutItsWheels()
    {
        m_environment.insert(QStringLiteral("VIRTUAL_ENV"), sysroot.path(kVenv));
        sysroot.file(kSite + QStringLiteral("/tensorflow/python/platform/build_info.py"),
                     "import collections\n\nbuild_info = collections.OrderedDict([('cuda_version', '12.5.1'), ('cudnn_version', '9'), "
                     "('is_cuda_build', True)])\n");
        sysroot.distInfo(kSite, QStringLiteral("tensorflow"), QStringLiteral("2.18.0"),
                         {QStringLiteral("nvidia-cudnn-cu12==9.3.0.75; extra == \"and-cuda\"")});
    }

    // cuDNN 9.3.0 for CUDA 12 in the distribution's library folder, which the loader searches.
    void distributionCudnn()
    {
        sysroot.cudnnLinuxLibraries(QStringLiteral("usr/lib/x86_64-linux-gnu"), QStringLiteral("9.3.0"));
        sysroot.file(QStringLiteral("usr/include/cudnn_version.h"), SysrootBuilder::cudnnVersionHeader(9, 3, 0));
    }

    SystemPaths machinePaths(const QProcessEnvironment &environment) const
    {
        return SystemPaths(sysroot.root(), *HostPlatform::fromRedistKey(u"linux-x86_64"), environment);
    }

    SystemReport scan(const QProcessEnvironment &environment) const
    {
        ScanOptions options;
        options.platform = *HostPlatform::fromRedistKey(u"linux-x86_64");
        options.sysroot = sysroot.root();
        options.environment = environment;
        options.toolTimeoutMs = 1500;
        return SystemScanner(options).scan();
    }

    InstallRequest request(LibraryPathMode mode, InstallScope scope = InstallScope::User) const
    {
        InstallRequest request = sideBySideRequest(sysroot.path(QStringLiteral("opt/cudnn")), Version(), true);
        request.scope = scope;
        request.homeFolder = studentHome();
        request.libraryPath = mode;
        request.machine = std::make_shared<const SystemReport>(scan(m_environment));
        return request;
    }

    Planned plan(LibraryPathMode mode, InstallScope scope = InstallScope::User)
    {
        return planFor(m_archive, request(mode, scope), machinePaths(m_environment));
    }

    InstallPlan apply(LibraryPathMode mode)
    {
        return install(m_archive, request(mode), machinePaths(m_environment));
    }

    // LD_LIBRARY_PATH in a new shell of the student: a real sh that reads ~/.profile (and the
    // snippets its line sources), then `extra` (". script").
    QString ldLibraryPathInNewShell(const QString &extra = {}) const
    {
        QProcess shell;
        QProcessEnvironment environment;
        environment.insert(QStringLiteral("HOME"), studentHome());
        environment.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin"));
        shell.setProcessEnvironment(environment);
        shell.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral(". \"$HOME/.profile\"; %1\nprintf %s \"$LD_LIBRARY_PATH\"")
                                                                           .arg(extra)});
        EXPECT_TRUE(shell.waitForFinished(10000));
        EXPECT_EQ(shell.exitCode(), 0) << QString::fromUtf8(shell.readAllStandardError());
        return QString::fromUtf8(shell.readAllStandardOutput());
    }

    // The machine as a new shell sees it: the scan's environment with that LD_LIBRARY_PATH.
    QProcessEnvironment withLibraryPath(const QString &ldLibraryPath) const
    {
        QProcessEnvironment environment = m_environment;
        if (ldLibraryPath.isEmpty())
            environment.remove(QStringLiteral("LD_LIBRARY_PATH"));
        else
            environment.insert(QStringLiteral("LD_LIBRARY_PATH"), sysroot.root() + ldLibraryPath);   // the sysroot's folder
        return environment;
    }

    static std::optional<FrameworkInstall> framework(const SystemReport &report, FrameworkInstall::Kind kind)
    {
        for (const FrameworkInstall &framework : report.frameworks)
            if (framework.kind == kind)
                return framework;
        return std::nullopt;
    }

    static bool setsLibraryPath(const InstallPlan &plan)
    {
        return std::any_of(plan.environmentChanges.cbegin(), plan.environmentChanges.cend(), [](const EnvironmentChange &change) {
            return change.variable == QLatin1String("LD_LIBRARY_PATH") || change.variable == QLatin1String("ld.so.conf");
        });
    }

    QTemporaryDir m_sysrootDir;
    SysrootBuilder sysroot{m_sysrootDir.path()};
    QProcessEnvironment m_environment;
    QString m_archive;
};

} // namespace

TEST_F(FrameworkImpactTest, PipTorchWouldTakeTheNewCopysPartsSoTheFolderGoesIntoAnActivationScript)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();   // the loader follows the soname links of a Linux tree
    pipTorch();
    const Planned planned = plan(LibraryPathMode::Automatic);
    const InstallPlan &plan = planned.plan;

    EXPECT_EQ(plan.libraryPath, LibraryPathMode::ActivationScript);
    EXPECT_FALSE(setsLibraryPath(plan));
    EXPECT_TRUE(plan.frameworkChanges.isEmpty()) << plan.frameworkChanges.first().text;
    ASSERT_EQ(plan.avoidedFrameworkChanges.size(), 1);
    const FrameworkChange &avoided = plan.avoidedFrameworkChanges.first();
    EXPECT_EQ(avoided.kind, FrameworkChange::Kind::PartsFromAnother);
    EXPECT_TRUE(avoided.breaks());
    EXPECT_EQ(avoided.before.fit, Verdict::Severity::Ok);
    EXPECT_TRUE(avoided.text.contains(QStringLiteral("PyTorch 2.5.1+cu124"))) << avoided.text;
    EXPECT_TRUE(avoided.text.contains(QStringLiteral("CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH"))) << avoided.text;
    EXPECT_EQ(avoided.after.partsFrom, QDir::cleanPath(plan.libraryFolder));
    EXPECT_EQ(avoided.after.partsVersion, Version({9, 20, 0}));
    EXPECT_EQ(plan.activationScript, QStringLiteral("/home/student/.config/cudnn-setup/activate/")
                                         + plan.activationScript.section(u'/', -1));
    EXPECT_TRUE(plan.toJson().value(QStringLiteral("avoidedFrameworkChanges")).toArray().first().toObject()
                    .value(QStringLiteral("breaks")).toBool());
}

TEST_F(FrameworkImpactTest, AppliedActivationScriptLeavesNewShellsAloneAndGivesTheFolderWhenSourced)
{
    pipTorch();
    const InstallPlan plan = apply(LibraryPathMode::Automatic);
    ASSERT_EQ(plan.libraryPath, LibraryPathMode::ActivationScript);
    const QString libraryFolder = plan.libraryFolder.mid(sysroot.root().size());   // as the machine sees it

    // A new login shell: CUDNN_PATH comes from the profile's snippet, LD_LIBRARY_PATH does not.
    EXPECT_EQ(ldLibraryPathInNewShell(), QString());
    const SystemReport after = scan(withLibraryPath(ldLibraryPathInNewShell()));
    const std::optional<FrameworkInstall> torch = framework(after, FrameworkInstall::Kind::PyTorch);
    ASSERT_TRUE(torch.has_value());
    EXPECT_EQ(torch->fit, Verdict::Severity::Ok) << torch->problems.join(u'\n');
    EXPECT_TRUE(torch->partsFrom.isEmpty());

    // The script gives the student's own shells the folder.
    const QString script = studentHome() + plan.activationScript.mid(QStringLiteral("/home/student").size());
    ASSERT_TRUE(QFileInfo::exists(script)) << script;
    EXPECT_EQ(ldLibraryPathInNewShell(QStringLiteral(". \"%1\"").arg(script)), libraryFolder);

    // Uninstall takes the script with it.
    uninstall(plan.id);
    EXPECT_FALSE(QFileInfo::exists(script));
}

TEST_F(FrameworkImpactTest, EverywhereWhenAskedSaysWhatBreaksAndTheRescanFindsExactlyThat)
{
    pipTorch();
    const InstallPlan plan = apply(LibraryPathMode::Everywhere);
    EXPECT_EQ(plan.libraryPath, LibraryPathMode::Everywhere);
    EXPECT_TRUE(setsLibraryPath(plan));
    EXPECT_TRUE(plan.avoidedFrameworkChanges.isEmpty());
    ASSERT_EQ(plan.frameworkChanges.size(), 1);
    const FrameworkChange &change = plan.frameworkChanges.first();
    EXPECT_TRUE(change.breaks());

    const QString newShell = ldLibraryPathInNewShell();
    EXPECT_EQ(newShell, plan.libraryFolder.mid(sysroot.root().size()));
    const std::optional<FrameworkInstall> torch = framework(scan(withLibraryPath(newShell)), FrameworkInstall::Kind::PyTorch);
    ASSERT_TRUE(torch.has_value());
    EXPECT_EQ(torch->fit, Verdict::Severity::Error);
    EXPECT_EQ(torch->partsFrom, change.after.partsFrom);
    EXPECT_EQ(torch->partsVersion, change.after.partsVersion);
    EXPECT_EQ(torch->problemCodes, change.after.problemCodes);
    EXPECT_EQ(torch->problemCodes, QStringList{QString::fromLatin1(FrameworkInstall::kCudnnPartsMixed)});
}

TEST_F(FrameworkImpactTest, WithoutFrameworksTheFolderGoesOnLdLibraryPathAsBefore)
{
    const Planned planned = plan(LibraryPathMode::Automatic);
    EXPECT_EQ(planned.plan.libraryPath, LibraryPathMode::Everywhere);
    EXPECT_TRUE(setsLibraryPath(planned.plan));
    EXPECT_TRUE(planned.plan.frameworkChanges.isEmpty());
    EXPECT_TRUE(planned.plan.activationScript.isEmpty());
}

TEST_F(FrameworkImpactTest, AFrameworkThatFindsNoCudnnTodayGetsTheNewOneAndThatIsNotAvoided)
{
    SKIP_UNLESS_SYMLINKS_ARE_REPORTED();   // the loader follows the soname links of a Linux tree
    tensorflowWithoutItsWheels();
    const Planned planned = plan(LibraryPathMode::Automatic);
    const InstallPlan &plan = planned.plan;
    EXPECT_EQ(plan.libraryPath, LibraryPathMode::Everywhere);
    ASSERT_EQ(plan.frameworkChanges.size(), 1);
    const FrameworkChange &change = plan.frameworkChanges.first();
    EXPECT_EQ(change.kind, FrameworkChange::Kind::FindsOne);
    EXPECT_EQ(change.before.cudnnSource, FrameworkInstall::CudnnSource::Missing);
    EXPECT_EQ(change.after.cudnnSource, FrameworkInstall::CudnnSource::Loader);
    EXPECT_EQ(change.after.loadedVia, QStringLiteral("LD_LIBRARY_PATH"));
    EXPECT_EQ(change.after.loadedVersion, Version({9, 20, 0}));
    EXPECT_EQ(change.after.fit, Verdict::Severity::Ok) << change.after.problems.join(u'\n');
    EXPECT_FALSE(change.breaks());
}

TEST_F(FrameworkImpactTest, AFrameworkThatLoadsTheDistributionsCudnnWouldLoadTheNewOneSoAnActivationScript)
{
    tensorflowWithoutItsWheels();
    distributionCudnn();
    const Planned planned = plan(LibraryPathMode::Automatic);
    const InstallPlan &plan = planned.plan;
    EXPECT_EQ(plan.libraryPath, LibraryPathMode::ActivationScript);
    ASSERT_EQ(plan.avoidedFrameworkChanges.size(), 1);
    const FrameworkChange &avoided = plan.avoidedFrameworkChanges.first();
    EXPECT_EQ(avoided.kind, FrameworkChange::Kind::LoadsAnother);
    EXPECT_EQ(avoided.before.loadedVersion, Version({9, 3, 0}));
    EXPECT_EQ(avoided.after.loadedVersion, Version({9, 20, 0}));
    EXPECT_FALSE(avoided.breaks()) << "9.20 fits a build for cuDNN 9 too";
    EXPECT_TRUE(avoided.text.contains(QStringLiteral("TensorFlow 2.18.0"))) << avoided.text;
}

TEST_F(FrameworkImpactTest, ForAllUsersTheLoaderConfigurationWouldReachItTooSoTheScriptGoesUnderEtc)
{
    tensorflowWithoutItsWheels();
    distributionCudnn();
    sysroot.file(QStringLiteral("etc/ld.so.conf"), "include /etc/ld.so.conf.d/*.conf\n");
    const Planned planned = plan(LibraryPathMode::Automatic, InstallScope::System);
    const InstallPlan &plan = planned.plan;
    ASSERT_EQ(plan.avoidedFrameworkChanges.size(), 1);
    EXPECT_EQ(plan.avoidedFrameworkChanges.first().after.loadedVia, QStringLiteral("ld.so.conf"));
    EXPECT_EQ(plan.libraryPath, LibraryPathMode::ActivationScript);
    EXPECT_FALSE(plan.refreshLoaderCache);
    EXPECT_TRUE(plan.activationScript.startsWith(QStringLiteral("/etc/cudnn-setup/activate/"))) << plan.activationScript;
    for (const FileEdit &edit : plan.environmentEdits)
        EXPECT_FALSE(edit.path.contains(QStringLiteral("ld.so.conf.d"))) << edit.path;
}

TEST_F(FrameworkImpactTest, AnActivationScriptWhenAskedEvenWithoutFrameworks)
{
    const Planned planned = plan(LibraryPathMode::ActivationScript);
    EXPECT_EQ(planned.plan.libraryPath, LibraryPathMode::ActivationScript);
    EXPECT_FALSE(setsLibraryPath(planned.plan));
    EXPECT_FALSE(planned.plan.activationScript.isEmpty());
}
