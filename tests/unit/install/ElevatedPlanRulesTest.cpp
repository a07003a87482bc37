// ElevatedPlanRules::vet on real plans: the planner's own plan for a system install in a
// temporary system tree is accepted as it is, and one changed part — a trailing newline where a
// pattern ends, a folder for an edit the plan does not make — refuses the whole plan (cases that
// fuzz_install_plan found).
#include "InstallTestSupport.h"

#include "core/install/ElevatedPlanRules.h"
#include "core/install/PlanText.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <functional>

namespace cudnnsetup::testing {
namespace {

class ElevatedPlanRulesTest : public InstallFixture
{
protected:
    void SetUp() override
    {
        InstallFixture::SetUp();
        const QString toolkit = sysroot() + QStringLiteral("/usr/local/cuda-13.0");
        QDir().mkpath(toolkit + QStringLiteral("/lib64"));
        QDir().mkpath(sysroot() + QStringLiteral("/etc/ld.so.conf.d"));
        QDir().mkpath(sysroot() + QStringLiteral("/var/lib"));
        writeFile(toolkit + QStringLiteral("/include/cuda.h"), "/* cuda.h */\n", 0644, 1700000000);
        writeFile(sysroot() + QStringLiteral("/etc/ld.so.conf"), "include /etc/ld.so.conf.d/*.conf\n", 0644, 1700000000);
    }

    QString sysroot() const { return path(QStringLiteral("system")); }
    SystemPaths paths() const { return linuxPaths(home(), sysroot()); }

    InstallPlan systemPlan(InstallLayout layout)
    {
        const QString archive = ArchiveBuilder::cudnnLinuxTarball(archives(), QStringLiteral("9.20.0.48"), 13);
        m_unpacked = Installer::unpack(archive, state());
        EXPECT_TRUE(m_unpacked.ok()) << m_unpacked.extraction.reason;
        InstallRequest request;
        request.layout = layout;
        request.scope = InstallScope::System;
        request.toolkit = {sysroot() + QStringLiteral("/usr/local/cuda-13.0"), Version()};
        request.homeFolder = home();
        const InstallPlan plan = Installer::plan(m_unpacked, request, paths());
        EXPECT_TRUE(plan.canProceed()) << plan.blockers.join(u' ');
        // As `apply --plan FILE` reads it: the file the user's half writes, with each staged
        // file's SHA-256.
        QString error;
        QFile file(Installer::writeElevatedPlan(plan, sysroot(), &error));
        EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << error;
        const std::optional<InstallPlan> written = InstallPlan::fromJson(QJsonDocument::fromJson(file.readAll()).object(), &error);
        EXPECT_TRUE(written.has_value()) << error;
        return written.value_or(plan);
    }

    QString refusalOf(const InstallPlan &plan) const
    {
        QString refusal;
        const std::optional<InstallPlan> vetted = ElevatedPlanRules::vet(plan, paths(), &refusal);
        return vetted ? QString() : refusal;
    }

    UnpackedArchive m_unpacked;
};

TEST_F(ElevatedPlanRulesTest, ThePlannersOwnSystemPlansAreAccepted)
{
    for (const InstallLayout layout : {InstallLayout::IntoToolkit, InstallLayout::SideBySide}) {
        const InstallPlan plan = systemPlan(layout);
        ASSERT_FALSE(plan.files.isEmpty());
        for (const PlannedFile &file : plan.files)
            EXPECT_EQ(file.sourceSha256.size(), file.incoming.kind == FileFingerprint::Kind::File ? 64 : 0) << file.destination;
        EXPECT_EQ(refusalOf(plan), QString());
    }
}

TEST_F(ElevatedPlanRulesTest, ANewlineAfterAWholeValueIsRefused)
{
    // `$` in a pattern also matches before a final newline; every check must see the whole value.
    const InstallPlan honest = systemPlan(InstallLayout::SideBySide);
    const std::vector<std::pair<const char *, std::function<void(InstallPlan &)>>> changes = {
        {"sha256", [](InstallPlan &plan) {
             for (PlannedFile &file : plan.files)
                 if (file.incoming.kind == FileFingerprint::Kind::File) {
                     file.sourceSha256 += '\n';
                     return;
                 }
         }},
        {"id", [](InstallPlan &plan) { plan.id += u'\n'; }},
        {"version", [](InstallPlan &plan) { plan.version += u'\n'; }},
        {"platform", [](InstallPlan &plan) { plan.platform += u'\n'; }},
    };
    for (const auto &[part, change] : changes) {
        InstallPlan forged = honest;
        change(forged);
        EXPECT_NE(refusalOf(forged), QString()) << "a newline after the " << part << " was accepted";
    }
}

TEST_F(ElevatedPlanRulesTest, AFolderOutsideTheTargetOnlyForAnEditThePlanMakes)
{
    InstallPlan plan = systemPlan(InstallLayout::SideBySide);
    const QString profileFolder = sysroot() + QStringLiteral("/etc/profile.d");
    ASSERT_TRUE(plan.directories.contains(profileFolder)) << plan.directories.join(u' ');
    EXPECT_EQ(refusalOf(plan), QString());
    plan.environmentEdits.erase(std::remove_if(plan.environmentEdits.begin(), plan.environmentEdits.end(),
                                               [&](const FileEdit &edit) { return edit.path.startsWith(profileFolder + u'/'); }),
                                plan.environmentEdits.end());
    EXPECT_NE(refusalOf(plan), QString());
}

// The user's half checks a plan before the password prompt, when its staged files have no
// SHA-256 yet (Installer::writeElevatedPlan adds them); the administrator's half requires them.
TEST_F(ElevatedPlanRulesTest, APreviewNeedsNoHashesTheApplyDoes)
{
    InstallPlan plan = systemPlan(InstallLayout::SideBySide);
    for (PlannedFile &file : plan.files)
        file.sourceSha256.clear();
    QString refusal;
    EXPECT_TRUE(ElevatedPlanRules::vet(plan, paths(), &refusal, ElevatedPlanRules::Check::Preview).has_value()) << refusal;
    EXPECT_TRUE(refusalOf(plan).contains(QStringLiteral("SHA-256"))) << refusalOf(plan);
    plan.targetRoot = sysroot() + QStringLiteral("/srv/cudnn");
    EXPECT_FALSE(ElevatedPlanRules::vet(plan, paths(), &refusal, ElevatedPlanRules::Check::Preview).has_value());
    EXPECT_TRUE(refusal.startsWith(QStringLiteral("Administrator rights cannot install this plan"))) << refusal;
}

// What the wizard shows before UAC's prompt: the release and target, the files, every change to
// the environment.
TEST_F(ElevatedPlanRulesTest, TheSummaryBeforeTheUacPromptSaysWhatTheRightsAreFor)
{
    const InstallPlan plan = systemPlan(InstallLayout::SideBySide);
    ASSERT_FALSE(plan.environmentChanges.isEmpty());
    const QString summary = PlanText::elevationSummary(plan);
    EXPECT_TRUE(summary.contains(QStringLiteral("For all users"))) << summary.toStdString();
    EXPECT_TRUE(summary.contains(plan.title())) << summary.toStdString();
    EXPECT_TRUE(summary.contains(QString::number(plan.files.size()))) << summary.toStdString();
    for (const EnvironmentChange &change : plan.environmentChanges)
        EXPECT_TRUE(summary.contains(change.variable) && summary.contains(change.where)) << summary.toStdString();
}

TEST(ElevatedPlanRulesText, CharactersThatHideOrReorderTextAreNotPlain)
{
    for (const char16_t c : {u'\n', u'\r', u'\t', char16_t(0), char16_t(0x7f), char16_t(0x85), char16_t(0x9b), char16_t(0x2028),
                             char16_t(0x2029), char16_t(0x200b), char16_t(0x200f), char16_t(0x202e), char16_t(0x2066),
                             char16_t(0xfeff)})
        EXPECT_TRUE(ElevatedPlanRules::hasHiddenCharacter(QStringLiteral("/usr/local/cuda") + QChar(c) + QStringLiteral("-13.0")))
            << "U+" << QString::number(c, 16).toStdString();
    for (const QString &plain : {QStringLiteral("/usr/local/cuda-13.0/lib64/libcudnn.so.9"),
                                 QStringLiteral("C:/Users/张三/AppData/Local/Programs/NVIDIA GPU Computing Toolkit/CUDA/v13.0"),
                                 QStringLiteral("/home/élève/cuda (copie)/lib")})
        EXPECT_FALSE(ElevatedPlanRules::hasHiddenCharacter(plain)) << plain.toStdString();
}

} // namespace
} // namespace cudnnsetup::testing
