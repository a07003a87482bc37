// The administrator's half of an install for all users on Windows, `cudnn-setup.com apply --plan
// FILE` (what the wizard starts through UAC), and the elevated `uninstall` and `status`, run for
// real under wine. This program runs, as every test program under wine, with the unelevated half
// of wine's token, as a user's programs run on Windows; the administrator's half is started with
// the elevated half (tests/win/RunWithToken.cpp), as UAC would once approved.
//
// The user's half is done in this process, as the wizard would do it: the cuDNN 9.19 zip for
// CUDA 13 unpacked, planned into CUDA 13 in Program Files with the machine's Path and CUDA_PATH,
// and written as the plan for the administrator. Anyone who can run a program as the user can
// rewrite that file, so each forged plan must be refused as a whole, with nothing changed on disk
// or in wine's registry. The plan as written installs, and its DLLs carry the install folder's
// access rules, not the ones of the user's staging folder. An elevated process believes no
// record the user could have written, and does not even read the user's own records.
//
// wine keeps a file's owner as the Unix user the wineserver runs as, so under wine no folder is
// ever the administrators': the elevated apply refuses every records folder here, and the plan as
// written is applied by an unelevated child (wine lets it write Program Files and the machine's
// registry, which Windows would not).
#include "WindowsCliSupport.h"

#include "core/install/Installer.h"
#include "core/platform/HostPlatform.h"
#include "core/platform/SystemPaths.h"

#include <QJsonArray>

#include <functional>
#include <vector>

#include <windows.h>

#include <aclapi.h>

#ifndef CUDNN_RUN_WITH_TOKEN
#error "CUDNN_RUN_WITH_TOKEN (tests/win/RunWithToken.cpp) comes from tests/win/cli/CMakeLists.txt"
#endif

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

// run_with_token's status when this system gives no elevated token without UAC's prompt.
constexpr int kCannotElevate = 125;

std::vector<BYTE> wellKnown(WELL_KNOWN_SID_TYPE type)
{
    std::vector<BYTE> sid(SECURITY_MAX_SID_SIZE);
    DWORD size = DWORD(sid.size());
    CreateWellKnownSid(type, nullptr, sid.data(), &size);
    return sid;
}

// Whether a rule of the access list of `path` lets Everyone or BUILTIN\Users write it.
bool othersMayWrite(const QString &path)
{
    PACL dacl = nullptr;
    PSECURITY_DESCRIPTOR descriptor = nullptr;
    if (GetNamedSecurityInfoW(reinterpret_cast<LPCWSTR>(QDir::toNativeSeparators(path).utf16()), SE_FILE_OBJECT,
                              DACL_SECURITY_INFORMATION, nullptr, nullptr, &dacl, nullptr, &descriptor)
        != ERROR_SUCCESS)
        return true;
    std::vector<BYTE> everyone = wellKnown(WinWorldSid);
    std::vector<BYTE> users = wellKnown(WinBuiltinUsersSid);
    bool mayWrite = dacl == nullptr;
    for (DWORD i = 0; dacl != nullptr && i < dacl->AceCount; ++i) {
        void *entry = nullptr;
        if (!GetAce(dacl, i, &entry) || static_cast<ACE_HEADER *>(entry)->AceType != ACCESS_ALLOWED_ACE_TYPE)
            continue;
        auto *ace = static_cast<ACCESS_ALLOWED_ACE *>(entry);
        const bool others = EqualSid(&ace->SidStart, everyone.data()) || EqualSid(&ace->SidStart, users.data());
        if (others && (ace->Mask & (FILE_WRITE_DATA | FILE_APPEND_DATA | GENERIC_WRITE | GENERIC_ALL)) != 0)
            mayWrite = true;
    }
    LocalFree(descriptor);
    return mayWrite;
}

// Gives the file a rule that lets Everyone change it, as a staging folder open to others would.
bool letEveryoneChange(const QString &path)
{
    std::vector<BYTE> system = wellKnown(WinLocalSystemSid);
    std::vector<BYTE> everyone = wellKnown(WinWorldSid);
    std::vector<BYTE> memory(sizeof(ACL) + 2 * (sizeof(ACCESS_ALLOWED_ACE) + SECURITY_MAX_SID_SIZE));
    auto *acl = reinterpret_cast<PACL>(memory.data());
    return InitializeAcl(acl, DWORD(memory.size()), ACL_REVISION) && AddAccessAllowedAce(acl, ACL_REVISION, GENERIC_ALL, system.data())
           && AddAccessAllowedAce(acl, ACL_REVISION, FILE_GENERIC_READ | FILE_GENERIC_WRITE | DELETE, everyone.data())
           && SetNamedSecurityInfoW(const_cast<wchar_t *>(reinterpret_cast<const wchar_t *>(QDir::toNativeSeparators(path).utf16())),
                                    SE_FILE_OBJECT, DACL_SECURITY_INFORMATION, nullptr, nullptr, acl, nullptr)
                  == ERROR_SUCCESS;
}

class WindowsElevatedApplyCliTest : public WindowsCliTest
{
protected:
    void SetUp() override
    {
        WindowsCliTest::SetUp();
        if (HasFatalFailure())
            return;
        m_records = QDir::fromNativeSeparators(qEnvironmentVariable("ProgramData", QStringLiteral("C:/ProgramData")))
                    + QStringLiteral("/cudnn-setup");
        ASSERT_FALSE(QFileInfo::exists(m_records)) << "an earlier test left " << m_records.toStdString();
        m_pathExtBefore = queryRegistry(SystemEnvironmentKey, QStringLiteral("PATHEXT"));
        m_cuda13 = makeToolkit(QStringLiteral("13.0"), QStringLiteral("13.0.88"));
        m_outside = m_systemFolder + QStringLiteral("/cudnn64_9.dll");
    }

    void TearDown() override
    {
        QDir(m_records).removeRecursively();
        QFile::remove(m_outside);
        if (queryRegistry(SystemEnvironmentKey, QStringLiteral("PATHEXT")) != m_pathExtBefore && m_pathExtBefore)
            setRegistry(SystemEnvironmentKey, QStringLiteral("PATHEXT"), m_pathExtBefore->type, m_pathExtBefore->data);
        WindowsCliTest::TearDown();
    }

    // The user's half: unpacked, planned for all users into CUDA 13 with the machine's
    // environment, and written for the administrator. Returns the plan file.
    QString userHalf()
    {
        const UnpackedArchive unpacked = Installer::unpack(windowsZip(QStringLiteral("9.19.0.56"), 13), state());
        EXPECT_TRUE(unpacked.ok()) << unpacked.extraction.reason.toStdString();
        InstallRequest request;
        request.layout = InstallLayout::IntoToolkit;
        request.scope = InstallScope::System;
        request.toolkit = {m_cuda13, Version::parse(QStringLiteral("13.0")).value_or(Version())};
        request.homeFolder = QDir::homePath();
        request.editEnvironment = true;
        const SystemPaths paths(QString(), HostPlatform::current(), m_environment);
        const InstallPlan plan = Installer::plan(unpacked, request, paths);
        EXPECT_TRUE(plan.canProceed()) << plan.blockers.join(u' ').toStdString();
        EXPECT_FALSE(plan.registryEdits.isEmpty());
        QString error;
        const QString file = Installer::writeElevatedPlan(plan, QString(), &error);
        EXPECT_FALSE(file.isEmpty()) << error.toStdString();
        return file;
    }

    static QJsonObject read(const QString &planFile)
    {
        QFile file(planFile);
        EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << planFile.toStdString();
        return QJsonDocument::fromJson(file.readAll()).object();
    }

    static void write(const QString &planFile, const QJsonObject &plan)
    {
        QFile file(planFile);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(QJsonDocument(plan).toJson());
    }

    // cudnn-setup.com with the elevated half of this process's token, as UAC starts it.
    ProgramRun elevated(const QStringList &arguments) const
    {
        ProgramRun run = runProgram(QStringLiteral(CUDNN_RUN_WITH_TOKEN),
                                    QStringList{QStringLiteral("--elevated"), QStringLiteral(CUDNN_SETUP_CONSOLE)} + arguments,
                                    m_environment);
        if (run.exitCode == kCannotElevate && run.err.contains(QStringLiteral("run_with_token:")))
            ADD_FAILURE() << "no elevated token to start cudnn-setup with: " << run.describe();
        return run;
    }

    ProgramRun apply(const QString &planFile) const
    {
        return cli({QStringLiteral("apply"), QStringLiteral("--plan"), native(planFile)});
    }
    ProgramRun applyElevated(const QString &planFile) const
    {
        return elevated({QStringLiteral("apply"), QStringLiteral("--plan"), native(planFile)});
    }

    // What a refused plan must leave as it was.
    struct Machine
    {
        TreeSnapshot toolkit;
        std::optional<RegistryValue> systemPath, userPath, cudaPath, pathExt;
        bool outsideExists = false;
        bool recordsExist = false;
    };
    Machine machine() const
    {
        return {TreeSnapshot::take(m_cuda13),
                queryRegistry(SystemEnvironmentKey, QStringLiteral("Path")),
                queryRegistry(UserEnvironmentKey, QStringLiteral("Path")),
                queryRegistry(SystemEnvironmentKey, QStringLiteral("CUDA_PATH")),
                queryRegistry(SystemEnvironmentKey, QStringLiteral("PATHEXT")),
                QFileInfo::exists(m_outside),
                QFileInfo::exists(m_records + QStringLiteral("/transactions"))};
    }
    void expectUnchanged(const Machine &before) const
    {
        const Machine after = machine();
        EXPECT_EQ(before.toolkit.differences(after.toolkit), QStringList());
        EXPECT_EQ(after.systemPath, before.systemPath);
        EXPECT_EQ(after.userPath, before.userPath);
        EXPECT_EQ(after.cudaPath, before.cudaPath);
        EXPECT_EQ(after.pathExt, before.pathExt);
        EXPECT_FALSE(after.outsideExists) << m_outside.toStdString();
        EXPECT_EQ(after.recordsExist, before.recordsExist);
    }

    QString m_records;
    QString m_cuda13;
    QString m_systemFolder = QDir::fromNativeSeparators(qEnvironmentVariable("SystemRoot", QStringLiteral("C:/windows")))
                             + QStringLiteral("/system32");
    QString m_outside;
    std::optional<RegistryValue> m_pathExtBefore;
};

} // namespace

TEST_F(WindowsElevatedApplyCliTest, ForgedPlansAreRefusedAndNothingChanges)
{
    const QString planFile = userHalf();
    const QJsonObject written = read(planFile);
    ASSERT_FALSE(written.isEmpty());
    const QString bin = native(m_cuda13) + QStringLiteral("\\bin\\x64");

    struct Forgery
    {
        const char *what;
        std::function<void(QJsonObject &)> forge;
        QString named; // what the refusal must name (with either slash)
    };
    const std::vector<Forgery> forgeries{
        {"another machine variable (PATHEXT)",
         [&](QJsonObject &plan) {
             QJsonArray edits = plan.value(QStringLiteral("registryEdits")).toArray();
             edits.append(QJsonObject{{QStringLiteral("kind"), QStringLiteral("set-if-missing")},
                                      {QStringLiteral("scope"), QStringLiteral("system")},
                                      {QStringLiteral("name"), QStringLiteral("PATHEXT")},
                                      {QStringLiteral("folder"), bin}});
             plan.insert(QStringLiteral("registryEdits"), edits);
         },
         QStringLiteral("PATHEXT")},
        {"a Path folder outside the install folder",
         [&](QJsonObject &plan) {
             QJsonArray edits = plan.value(QStringLiteral("registryEdits")).toArray();
             for (qsizetype i = 0; i < edits.size(); ++i) {
                 QJsonObject edit = edits.at(i).toObject();
                 if (edit.value(QStringLiteral("kind")).toString() == QStringLiteral("append-to-path"))
                     edit.insert(QStringLiteral("folder"), QStringLiteral("C:\\Users\\Public\\bin"));
                 edits[i] = edit;
             }
             plan.insert(QStringLiteral("registryEdits"), edits);
         },
         QStringLiteral("C:/Users/Public/bin")},
        {"a DLL outside Program Files",
         [&](QJsonObject &plan) {
             QJsonArray files = plan.value(QStringLiteral("files")).toArray();
             for (const QJsonValue &value : files) {
                 QJsonObject file = value.toObject();
                 if (!file.value(QStringLiteral("destination")).toString().endsWith(QStringLiteral("/cudnn64_9.dll")))
                     continue;
                 file.insert(QStringLiteral("destination"), m_outside);
                 files.append(file);
                 break;
             }
             plan.insert(QStringLiteral("files"), files);
         },
         QStringLiteral("cudnn64_9.dll")},
    };
    for (const Forgery &forgery : forgeries) {
        SCOPED_TRACE(forgery.what);
        QJsonObject forged = written;
        forgery.forge(forged);
        ASSERT_NE(forged, written);
        write(planFile, forged);
        const Machine before = machine();

        const ProgramRun run = applyElevated(planFile);

        EXPECT_EQ(run.exitCode, 1) << run.describe();
        EXPECT_TRUE(run.err.contains(QStringLiteral("refused"))) << run.describe();
        EXPECT_TRUE(QString(run.err).replace(u'\\', u'/').contains(forgery.named, Qt::CaseInsensitive)) << run.describe();
        expectUnchanged(before);
    }

    // The plan as the user's half wrote it is applied (unelevated: see the top of this file): the
    // refusals came from the forgeries.
    write(planFile, written);
    const ProgramRun run = apply(planFile);
    ASSERT_EQ(run.exitCode, 0) << run.describe();
    EXPECT_TRUE(QFileInfo::exists(m_cuda13 + QStringLiteral("/bin/x64/cudnn64_9.dll")));
    EXPECT_FALSE(QFileInfo::exists(m_outside));
    const ProgramRun undo = cli({QStringLiteral("uninstall")});
    EXPECT_EQ(undo.exitCode, 0) << undo.describe();
}

TEST_F(WindowsElevatedApplyCliTest, TheInstalledDllsDoNotKeepTheRulesOfTheUsersStagingFolder)
{
    const QString planFile = userHalf();
    QStringList staged;
    for (const QJsonValue &value : read(planFile).value(QStringLiteral("files")).toArray())
        if (const QString source = value.toObject().value(QStringLiteral("source")).toString(); source.endsWith(QStringLiteral(".dll")))
            staged.append(source);
    ASSERT_FALSE(staged.isEmpty());
    // The user's staged DLLs may be changed by Everyone (wine keeps that as the "others" bits).
    for (const QString &source : staged) {
        ASSERT_TRUE(letEveryoneChange(source)) << source.toStdString();
        EXPECT_TRUE(othersMayWrite(source)) << source.toStdString();
    }

    const ProgramRun run = apply(planFile);

    ASSERT_EQ(run.exitCode, 0) << run.describe();
    const QStringList installed = QDir(m_cuda13 + QStringLiteral("/bin/x64")).entryList({QStringLiteral("cudnn*.dll")}, QDir::Files);
    EXPECT_EQ(installed.size(), staged.size());
    for (const QString &dll : installed)
        EXPECT_FALSE(othersMayWrite(m_cuda13 + QStringLiteral("/bin/x64/") + dll)) << dll.toStdString();
    // The record is the system's, where the plan named it.
    EXPECT_TRUE(QFileInfo::exists(m_records + QStringLiteral("/transactions"))) << run.describe();

    const ProgramRun undo = cli({QStringLiteral("uninstall")});
    EXPECT_EQ(undo.exitCode, 0) << undo.describe();
    EXPECT_TRUE(QDir(m_cuda13 + QStringLiteral("/bin/x64")).entryList({QStringLiteral("cudnn*.dll")}, QDir::Files).isEmpty());
}

TEST_F(WindowsElevatedApplyCliTest, AnElevatedApplyRefusesARecordsFolderTheUserMadeInProgramData)
{
    // Every user may create folders in ProgramData: a user (or a program running as one) makes
    // the system's records folder first, to own what the administrator will believe.
    ASSERT_TRUE(QDir().mkpath(m_records + QStringLiteral("/transactions")));
    const QString planFile = userHalf();
    const Machine before = machine();

    const ProgramRun run = applyElevated(planFile);

    EXPECT_EQ(run.exitCode, 1) << run.describe();
    EXPECT_TRUE(run.err.contains(QStringLiteral("cannot be used"))) << run.describe();
    EXPECT_TRUE(run.err.contains(QStringLiteral("not to the administrators"))) << run.describe();
    expectUnchanged(before);
    EXPECT_TRUE(QDir(m_records + QStringLiteral("/transactions")).isEmpty());
}

TEST_F(WindowsElevatedApplyCliTest, AnElevatedUninstallActsOnNoRecordTheUserCouldHaveWritten)
{
    // A per-user install, its record in a folder of the user's.
    const ProgramRun installed = install(windowsZip(QStringLiteral("9.19.0.56"), 13), m_cuda13, QStringLiteral("user"));
    ASSERT_EQ(installed.exitCode, 0) << installed.describe();
    const Machine before = machine();

    const ProgramRun undo = elevated({QStringLiteral("uninstall"), QStringLiteral("--state-dir"), native(state())});

    EXPECT_EQ(undo.exitCode, 1) << undo.describe();
    EXPECT_TRUE(undo.err.contains(QStringLiteral("is not used"))) << undo.describe();
    EXPECT_TRUE(undo.err.contains(QStringLiteral("not to the administrators"))) << undo.describe();
    expectUnchanged(before);
    EXPECT_TRUE(QFileInfo::exists(m_cuda13 + QStringLiteral("/bin/x64/cudnn64_9.dll")));

    // The user's own uninstall uses it.
    const ProgramRun userUndo = records(QStringLiteral("uninstall"));
    EXPECT_EQ(userUndo.exitCode, 0) << userUndo.describe();
    EXPECT_FALSE(QFileInfo::exists(m_cuda13 + QStringLiteral("/bin/x64/cudnn64_9.dll")));
}

TEST_F(WindowsElevatedApplyCliTest, AnElevatedProcessDoesNotReadTheUsersOwnRecords)
{
    // A per-user install with its record where per-user records go (%LOCALAPPDATA%).
    const ProgramRun installed = cli({QStringLiteral("install"), QStringLiteral("--archive"),
                                      native(windowsZip(QStringLiteral("9.19.0.56"), 13)), QStringLiteral("--cuda-root"), native(m_cuda13),
                                      QStringLiteral("--layout"), QStringLiteral("toolkit"), QStringLiteral("--scope"),
                                      QStringLiteral("user"), QStringLiteral("--no-nvcc")});
    ASSERT_EQ(installed.exitCode, 0) << installed.describe();
    const ProgramRun mine = cli({QStringLiteral("status"), QStringLiteral("--json")});
    ASSERT_EQ(mine.exitCode, 0) << mine.describe();
    const QJsonArray listed = parseJson(mine.out).value(QStringLiteral("installs")).toArray();
    ASSERT_EQ(listed.size(), 1) << mine.describe();
    const QString userRecords = QFileInfo(listed.at(0).toObject().value(QStringLiteral("folder")).toString() + QStringLiteral("/../.."))
                                    .canonicalFilePath();

    const ProgramRun asAdministrator = elevated({QStringLiteral("status"), QStringLiteral("--json")});

    EXPECT_EQ(asAdministrator.exitCode, 0) << asAdministrator.describe();
    EXPECT_TRUE(parseJson(asAdministrator.out).value(QStringLiteral("installs")).toArray().isEmpty()) << asAdministrator.describe();
    // Not read at all: not even refused.
    EXPECT_FALSE(asAdministrator.err.contains(QStringLiteral("is not used"))) << asAdministrator.describe();

    const ProgramRun undo = cli({QStringLiteral("uninstall")});
    EXPECT_EQ(undo.exitCode, 0) << undo.describe();
    if (!userRecords.isEmpty() && userRecords.contains(QStringLiteral("AppData"), Qt::CaseInsensitive))
        QDir(userRecords).removeRecursively();
}
