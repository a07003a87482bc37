// The administrator's half of a Windows install (what UAC runs: `cudnn-setup apply --plan FILE`),
// in-process on a Windows tree under wine: the planner's own plan for all users is applied with
// every staged file copied into the apply's own staging folder and its SHA-256 checked first; a
// staged file changed after the preview refuses the whole apply, and nothing is installed. A
// Windows plan names drive paths, so it is applied on a Windows host only (here: wine).
#include "InstallTestSupport.h"

#include "core/install/InstallWorkflow.h"
#include "core/platform/HostPlatform.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace cudnnsetup::testing {
namespace {

class ElevatedApplyWindowsTest : public InstallFixture
{
protected:
    void SetUp() override
    {
        if (!HostPlatform::current().isWindows())
            GTEST_SKIP() << "a Windows plan names drive paths and is applied on Windows; this runs under wine";
        InstallFixture::SetUp();
        QDir().mkpath(toolkit() + QStringLiteral("/bin"));
        QDir().mkpath(toolkit() + QStringLiteral("/lib/x64"));
        writeFile(toolkit() + QStringLiteral("/include/cuda.h"), "/* cuda.h */\n", 0644, 1700000000);
        QDir().mkpath(sysroot() + QStringLiteral("/ProgramData"));
    }

    QString sysroot() const { return path(QStringLiteral("system")); }
    QString toolkit() const { return sysroot() + QStringLiteral("/Program Files/NVIDIA GPU Computing Toolkit/CUDA/v12.9"); }
    SystemPaths paths() const
    {
        return SystemPaths(sysroot(), HostPlatform{OsFamily::Windows, QStringLiteral("x86_64")}, cleanEnvironment(home()));
    }

    // The plan as `apply --plan FILE` reads it, after the user's half wrote it.
    InstallPlan writtenPlan()
    {
        const QString archive = ArchiveBuilder::cudnnWindowsZip(archives(), QStringLiteral("9.20.0.48"), 12);
        m_unpacked = Installer::unpack(archive, state());
        EXPECT_TRUE(m_unpacked.ok()) << m_unpacked.extraction.reason;
        InstallRequest request;
        request.layout = InstallLayout::IntoToolkit;
        request.scope = InstallScope::System;
        request.toolkit = {toolkit(), Version::parse(QStringLiteral("12.9")).value_or(Version())};
        request.homeFolder = home();
        request.editEnvironment = false;   // the machine's registry is not the test's to change
        const InstallPlan plan = Installer::plan(m_unpacked, request, paths());
        EXPECT_TRUE(plan.canProceed()) << plan.blockers.join(u' ');
        QString error;
        QFile file(Installer::writeElevatedPlan(plan, sysroot(), &error));
        EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << error;
        const std::optional<InstallPlan> written = InstallPlan::fromJson(QJsonDocument::fromJson(file.readAll()).object(), &error);
        EXPECT_TRUE(written.has_value()) << error;
        return written.value_or(plan);
    }

    InstallDecision apply(const InstallPlan &plan) const { return InstallWorkflow::applyElevated(plan, paths(), {}, nullptr); }

    static QByteArray contentOf(const QString &file)
    {
        QFile in(file);
        return in.open(QIODevice::ReadOnly) ? in.readAll() : QByteArray();
    }

    UnpackedArchive m_unpacked;
};

TEST_F(ElevatedApplyWindowsTest, TheStagedFilesAreCopiedCheckedAndInstalledFromTheApplysOwnCopy)
{
    const InstallPlan plan = writtenPlan();
    ASSERT_FALSE(plan.files.isEmpty());
    QList<QPair<QString, QByteArray>> expected;
    for (const PlannedFile &file : plan.files)
        if (file.incoming.kind == FileFingerprint::Kind::File) {
            ASSERT_EQ(file.sourceSha256.size(), 64) << file.destination;
            expected.append({file.destination, contentOf(file.source)});
        }
    ASSERT_FALSE(expected.isEmpty());

    const InstallDecision decision = apply(plan);
    ASSERT_EQ(decision.kind, InstallDecision::Kind::Done) << decision.error;
    for (const auto &[destination, content] : expected)
        EXPECT_EQ(contentOf(destination), content) << destination;
    // The files were taken from the apply's own copies: each staged file the user's half
    // prepared is still where it was, untouched.
    for (const PlannedFile &file : plan.files)
        if (file.incoming.kind == FileFingerprint::Kind::File)
            EXPECT_TRUE(QFileInfo::exists(file.source)) << file.source;
    EXPECT_TRUE(decision.plan->stateFolder.startsWith(sysroot() + QStringLiteral("/ProgramData/"), Qt::CaseInsensitive))
        << decision.plan->stateFolder;
}

TEST_F(ElevatedApplyWindowsTest, AStagedFileChangedAfterThePreviewRefusesTheWholeApply)
{
    const InstallPlan plan = writtenPlan();
    const auto swapped = std::find_if(plan.files.cbegin(), plan.files.cend(), [](const PlannedFile &file) {
        return file.incoming.kind == FileFingerprint::Kind::File && file.destination.endsWith(QStringLiteral(".dll"));
    });
    ASSERT_NE(swapped, plan.files.cend());
    // Same size, other bytes: only the checksum can tell.
    QByteArray changed = contentOf(swapped->source);
    ASSERT_FALSE(changed.isEmpty());
    changed[0] = char(changed[0] ^ 0x01);
    QFile out(swapped->source);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
    out.write(changed);
    out.close();

    const InstallDecision decision = apply(plan);
    EXPECT_EQ(decision.kind, InstallDecision::Kind::Failed);
    EXPECT_TRUE(decision.error.contains(QFileInfo(swapped->destination).fileName())) << decision.error;
    for (const PlannedFile &file : plan.files)
        EXPECT_FALSE(QFileInfo::exists(file.destination)) << file.destination << " was installed from a refused plan";
}

} // namespace
} // namespace cudnnsetup::testing
