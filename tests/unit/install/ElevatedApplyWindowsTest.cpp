// The administrator's half of a Windows install (what UAC runs: `cudnn-setup apply --plan FILE`),
// in-process on a Windows tree under wine: the planner's own plan for all users is applied with
// every staged file copied into the apply's own staging folder and its SHA-256 checked first; a
// staged file changed after the preview refuses the whole apply, and nothing is installed; the
// installed files are new files written in their folder, not the apply's copies moved there with
// the access rules of the folder they were staged in. A Windows plan names drive paths, so it is
// applied on a Windows host only (here: wine).
#include "InstallTestSupport.h"

#include "core/install/InstallWorkflow.h"
#include "core/install/TransactionFolder.h"
#include "core/platform/HostPlatform.h"

#include <QJsonDocument>
#include <QJsonObject>

#ifdef Q_OS_WIN
#include <windows.h>

#include <aclapi.h>
#endif

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

#ifdef Q_OS_WIN
std::wstring native(const QString &path)
{
    return QDir::toNativeSeparators(path).toStdWString();
}

// The identity of the file at `path` (volume and file index): the same for two names of one file.
std::optional<std::pair<DWORD, quint64>> fileIdentity(const QString &path)
{
    const HANDLE handle = CreateFileW(native(path).c_str(), FILE_READ_ATTRIBUTES, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
                                      nullptr, OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS, nullptr);
    if (handle == INVALID_HANDLE_VALUE)
        return std::nullopt;
    BY_HANDLE_FILE_INFORMATION information{};
    const bool ok = GetFileInformationByHandle(handle, &information);
    CloseHandle(handle);
    if (!ok)
        return std::nullopt;
    return std::pair{information.dwVolumeSerialNumber, (quint64(information.nFileIndexHigh) << 32) | information.nFileIndexLow};
}

std::vector<BYTE> everyoneSid()
{
    std::vector<BYTE> sid(SECURITY_MAX_SID_SIZE);
    DWORD size = DWORD(sid.size());
    CreateWellKnownSid(WinWorldSid, nullptr, sid.data(), &size);
    return sid;
}

// Lets Everyone change the file (with SYSTEM's full control kept), as a staging folder open to
// the user would.
bool letEveryoneChange(const QString &path)
{
    std::vector<BYTE> system(SECURITY_MAX_SID_SIZE);
    DWORD size = DWORD(system.size());
    CreateWellKnownSid(WinLocalSystemSid, nullptr, system.data(), &size);
    std::vector<BYTE> everyone = everyoneSid();
    std::vector<BYTE> memory(sizeof(ACL) + 2 * (sizeof(ACCESS_ALLOWED_ACE) + SECURITY_MAX_SID_SIZE));
    auto *acl = reinterpret_cast<PACL>(memory.data());
    return InitializeAcl(acl, DWORD(memory.size()), ACL_REVISION) && AddAccessAllowedAce(acl, ACL_REVISION, GENERIC_ALL, system.data())
           && AddAccessAllowedAce(acl, ACL_REVISION, FILE_GENERIC_READ | FILE_GENERIC_WRITE | DELETE, everyone.data())
           && SetNamedSecurityInfoW(const_cast<wchar_t *>(native(path).c_str()), SE_FILE_OBJECT, DACL_SECURITY_INFORMATION, nullptr,
                                    nullptr, acl, nullptr)
                  == ERROR_SUCCESS;
}

// Whether a rule of the file's access list lets Everyone write it.
bool everyoneMayWrite(const QString &path)
{
    PACL dacl = nullptr;
    PSECURITY_DESCRIPTOR descriptor = nullptr;
    if (GetNamedSecurityInfoW(native(path).c_str(), SE_FILE_OBJECT, DACL_SECURITY_INFORMATION, nullptr, nullptr, &dacl, nullptr,
                              &descriptor)
        != ERROR_SUCCESS)
        return false;
    std::vector<BYTE> everyone = everyoneSid();
    bool mayWrite = dacl == nullptr;
    for (DWORD i = 0; dacl != nullptr && i < dacl->AceCount; ++i) {
        void *entry = nullptr;
        if (GetAce(dacl, i, &entry) && static_cast<ACE_HEADER *>(entry)->AceType == ACCESS_ALLOWED_ACE_TYPE) {
            auto *ace = static_cast<ACCESS_ALLOWED_ACE *>(entry);
            if (EqualSid(&ace->SidStart, everyone.data()) && (ace->Mask & (FILE_WRITE_DATA | GENERIC_WRITE | GENERIC_ALL)) != 0)
                mayWrite = true;
        }
    }
    LocalFree(descriptor);
    return mayWrite;
}
#endif

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
    for (const PlannedFile &file : plan.files) {
        if (file.incoming.kind == FileFingerprint::Kind::File) {
            EXPECT_TRUE(QFileInfo::exists(file.source)) << file.source;
        }
    }
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

#ifdef Q_OS_WIN
// Just before the first file is placed, every copy in the apply's own staging folder is given a
// rule that lets Everyone change it and a second name (a hard link, the witness). The installed
// files are other files than those copies, and carry no such rule: a file moved on Windows keeps
// its security descriptor, a file written in Program Files takes that folder's.
TEST_F(ElevatedApplyWindowsTest, TheInstalledFilesAreWrittenInTheirFolderNotMovedThereWithTheStagingRules)
{
    const InstallPlan plan = writtenPlan();
    const QString staging = TransactionFolder::stagingOf(
        Transaction::folderFor(InstallRecords::defaultFolder(InstallScope::System, sysroot(), paths().platform()), plan.id));
    const QString witnesses = path(QStringLiteral("witnesses"));
    QDir().mkpath(witnesses);
    QStringList staged;
    bool everyRuleSet = true;
    const Transaction::ProgressCallback beforeTheFirstFile = [&](const TransactionProgress &progress) {
        if (progress.undoing || progress.done != 0 || !staged.isEmpty())
            return;
        for (const QString &name : QDir(staging).entryList(QDir::Files)) {
            const QString copy = staging + u'/' + name;
            staged.append(name);
            everyRuleSet = letEveryoneChange(copy) && everyRuleSet;
            EXPECT_TRUE(CreateHardLinkW(native(witnesses + u'/' + name).c_str(), native(copy).c_str(), nullptr)) << name;
        }
    };
    const InstallDecision decision = InstallWorkflow::applyElevated(plan, paths(), beforeTheFirstFile, nullptr);
    ASSERT_EQ(decision.kind, InstallDecision::Kind::Done) << decision.error;
    ASSERT_FALSE(staged.isEmpty()) << "no staged copy in " << staging;
    ASSERT_TRUE(everyRuleSet);

    int dlls = 0;
    for (const PlannedFile &file : plan.files) {
        if (file.incoming.kind != FileFingerprint::Kind::File)
            continue;
        // The apply's copy n is "<nnnnn>-<the destination's name>" (StagedFileProof).
        const auto copy = std::find_if(staged.cbegin(), staged.cend(), [&](const QString &name) {
            return name.section(u'-', 1) == QFileInfo(file.destination).fileName();
        });
        ASSERT_NE(copy, staged.cend()) << file.destination;
        const QString witness = witnesses + u'/' + *copy;
        ASSERT_TRUE(fileIdentity(witness).has_value()) << witness;
        ASSERT_TRUE(fileIdentity(file.destination).has_value()) << file.destination;
        EXPECT_NE(fileIdentity(file.destination), fileIdentity(witness)) << file.destination << " is the staged copy, moved";
        EXPECT_EQ(contentOf(file.destination), contentOf(witness)) << file.destination;
        // wine keeps a rule for Everyone as the Unix mode's "others" bits, so it shows there too.
        EXPECT_TRUE(everyoneMayWrite(witness)) << witness;
        EXPECT_FALSE(everyoneMayWrite(file.destination)) << file.destination << " kept the staging folder's rule";
        dlls += file.destination.endsWith(QStringLiteral(".dll")) ? 1 : 0;
    }
    EXPECT_GT(dlls, 0);
}
#endif

} // namespace
} // namespace cudnnsetup::testing
