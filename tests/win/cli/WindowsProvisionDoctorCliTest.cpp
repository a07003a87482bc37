// provision from an answer file and the doctor's registry fix through the real cudnn-setup.com
// under wine: a system-wide install exits 3010 (a restart makes the new Path reach services and
// signed-in users), a second run finds the machine already as asked; the doctor finds the cuDNN
// installer's classic mistake (Path names ...\bin, the DLLs are in bin\<cuda>\x64), fixes it in
// the user's Path and undoes the fix byte for byte.
#include "WindowsCliSupport.h"

#include <QJsonArray>

using namespace cudnnsetup::testing;

namespace {

class WindowsProvisionDoctorCliTest : public WindowsCliTest
{
protected:
    QString answerFile(const QString &archive, const QString &cudaRoot, const QString &scope) const
    {
        const QString path = m_work.path() + QStringLiteral("/lab.ini");
        const QString text = QStringLiteral("[license]\naccept-cudnn-license = yes\n\n[source]\nfrom = archive\narchive = %1\n\n"
                                            "[install]\ncuda-root = %2\nscope = %3\n\n[check]\nverify = no\n\n"
                                            "[output]\nreport = %4\n")
                                 .arg(native(archive), native(cudaRoot), scope, native(report()));
        writeFile(path, text.toUtf8());
        return path;
    }

    QString report() const { return m_work.path() + QStringLiteral("/provision report.json"); }

    QJsonObject readReport() const
    {
        QFile file(report());
        EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << report().toStdString();
        return parseJson(QString::fromUtf8(file.readAll()));
    }

    ProgramRun provision(const QString &answers) const
    {
        return cli({QStringLiteral("provision"), QStringLiteral("--answer-file"), native(answers), QStringLiteral("--no-nvcc"),
                    QStringLiteral("--state-dir"), native(state())});
    }

    static QJsonObject findingWith(const QJsonObject &report, const QString &code)
    {
        for (const QJsonValue &finding : report.value(QStringLiteral("findings")).toArray())
            if (finding[QStringLiteral("code")].toString() == code)
                return finding.toObject();
        return {};
    }

    // The PATH of a program started after a change: the system's Path, then the user's, as
    // Windows builds it at sign-in; then the Z:\ folders wine added from WINEPATH, where the
    // build's programs find their Qt and mingw DLLs (an installed copy has them beside it).
    QProcessEnvironment newSession() const
    {
        QProcessEnvironment environment;
        QStringList parts;
        for (const QString &key : {SystemEnvironmentKey, UserEnvironmentKey})
            if (const std::optional<RegistryValue> value = queryRegistry(key, QStringLiteral("Path")))
                parts << value->data;
        for (const QString &entry : m_environment.value(QStringLiteral("PATH")).split(u';'))
            if (entry.startsWith(QStringLiteral("Z:"), Qt::CaseInsensitive))
                parts << entry;
        environment.insert(QStringLiteral("PATH"), parts.join(u';'));
        return environment;
    }
};

} // namespace

TEST_F(WindowsProvisionDoctorCliTest, ASystemWideProvisionExits3010AndASecondRunFindsItDone)
{
    const QString cuda13 = makeToolkit(QStringLiteral("13.0"), QStringLiteral("13.0.88"));
    const QString answers = answerFile(windowsZip(QStringLiteral("9.19.0.56"), 13), cuda13, QStringLiteral("system"));

    const ProgramRun run = provision(answers);

    ASSERT_EQ(run.exitCode, 3010) << run.describe();
    const QJsonObject first = readReport();
    EXPECT_EQ(first[QStringLiteral("result")].toString(), QStringLiteral("installed"));
    EXPECT_EQ(first[QStringLiteral("exitCode")].toInt(), 3010);
    EXPECT_TRUE(first[QStringLiteral("restartNeeded")].toBool());
    EXPECT_EQ(first[QStringLiteral("machine")][QStringLiteral("platform")].toString(), QStringLiteral("windows-x86_64"));
    EXPECT_EQ(first[QStringLiteral("installed")][QStringLiteral("scope")].toString(), QStringLiteral("system"));
    EXPECT_TRUE(QFile::exists(cuda13 + QStringLiteral("/bin/x64/cudnn64_9.dll")));
    const std::optional<RegistryValue> path = queryRegistry(SystemEnvironmentKey, QStringLiteral("Path"));
    ASSERT_TRUE(path.has_value() && m_systemPathBefore.has_value());
    EXPECT_EQ(path->data, m_systemPathBefore->data + u';' + native(cuda13) + QStringLiteral("\\bin\\x64"));

    const ProgramRun again = provision(answers);

    ASSERT_EQ(again.exitCode, 0) << again.describe();
    EXPECT_EQ(readReport()[QStringLiteral("result")].toString(), QStringLiteral("already-done"));
    EXPECT_EQ(queryRegistry(SystemEnvironmentKey, QStringLiteral("Path")), path);

    ASSERT_EQ(records(QStringLiteral("uninstall")).exitCode, 0);
    EXPECT_EQ(queryRegistry(SystemEnvironmentKey, QStringLiteral("Path")), m_systemPathBefore);
}

TEST_F(WindowsProvisionDoctorCliTest, AProvisionForTheUserNeedsNoRestart)
{
    const QString cuda12 = makeToolkit(QStringLiteral("12.6"), QStringLiteral("12.6.85"));

    const ProgramRun run = provision(answerFile(windowsZip(QStringLiteral("9.19.0.56"), 12), cuda12, QStringLiteral("user")));

    ASSERT_EQ(run.exitCode, 0) << run.describe();
    EXPECT_FALSE(readReport()[QStringLiteral("restartNeeded")].toBool());
    EXPECT_TRUE(QFile::exists(cuda12 + QStringLiteral("/bin/cudnn64_9.dll")));
    EXPECT_EQ(queryRegistry(SystemEnvironmentKey, QStringLiteral("Path")), m_systemPathBefore);
    ASSERT_EQ(records(QStringLiteral("uninstall")).exitCode, 0);
}

TEST_F(WindowsProvisionDoctorCliTest, TheDoctorPointsPathAtTheCudaSubfolderAndUndoesItByteForByte)
{
    makeToolkit(QStringLiteral("12.9"), QStringLiteral("12.9.86"));
    // NVIDIA's cuDNN 9.10 installer; the guide told the student to add ...\v9.10\bin to Path.
    const QString release = m_programFiles + QStringLiteral("/NVIDIA/CUDNN/v9.10");
    const QString dlls = release + QStringLiteral("/bin/12.9/x64");
    for (const QString &name : {QStringLiteral("cudnn64_9.dll"), QStringLiteral("cudnn_ops64_9.dll"), QStringLiteral("cudnn_graph64_9.dll")})
        writeFile(dlls + u'/' + name, "MZ cudnn 9.10");
    writeFile(release + QStringLiteral("/include/12.9/cudnn_version.h"),
              "#define CUDNN_MAJOR 9\n#define CUDNN_MINOR 10\n#define CUDNN_PATCHLEVEL 2\n");
    const QString userPath = QStringLiteral("%USERPROFILE%\\tools;") + native(release) + QStringLiteral("\\bin");
    ASSERT_TRUE(setRegistry(UserEnvironmentKey, QStringLiteral("Path"), QStringLiteral("REG_EXPAND_SZ"), userPath));
    const QStringList doctor{QStringLiteral("doctor"), QStringLiteral("--json"), QStringLiteral("--no-nvcc"), QStringLiteral("--state-dir"),
                             native(state())};

    const ProgramRun before = cli(doctor, newSession());

    const QJsonObject finding = findingWith(parseJson(before.out), QStringLiteral("cudnn-path-misses-cuda-subfolder"));
    ASSERT_FALSE(finding.isEmpty()) << before.describe();
    EXPECT_TRUE(finding[QStringLiteral("title")].toString().contains(native(dlls))) << before.describe();

    const ProgramRun fix = cli(doctor + QStringList{QStringLiteral("--fix"), QStringLiteral("cudnn-path-misses-cuda-subfolder")}, newSession());

    EXPECT_EQ(queryRegistry(UserEnvironmentKey, QStringLiteral("Path")),
              (RegistryValue{QStringLiteral("REG_EXPAND_SZ"), userPath + u';' + native(dlls)}))
        << fix.describe();
    const ProgramRun after = cli(doctor, newSession());
    EXPECT_TRUE(findingWith(parseJson(after.out), QStringLiteral("cudnn-path-misses-cuda-subfolder")).isEmpty()) << after.describe();

    const ProgramRun undo = cli(doctor + QStringList{QStringLiteral("--undo-last")}, newSession());

    EXPECT_EQ(queryRegistry(UserEnvironmentKey, QStringLiteral("Path")), (RegistryValue{QStringLiteral("REG_EXPAND_SZ"), userPath}))
        << undo.describe();
    EXPECT_EQ(regExeQuery(UserEnvironmentKey, QStringLiteral("Path")), (RegistryValue{QStringLiteral("REG_EXPAND_SZ"), userPath}));
}
