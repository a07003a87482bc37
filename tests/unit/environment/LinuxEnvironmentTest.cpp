// LinuxEnvironment: which files a per-user or system-wide install writes so that programs find
// cuDNN, and what the written shell text really does — run by /bin/sh as a child process, twice
// in a row, with and without the user's own LD_LIBRARY_PATH.
#include "core/environment/LinuxEnvironment.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <ostream>

static std::ostream &operator<<(std::ostream &os, const QString &text)
{
    return os << text.toStdString();
}

using namespace cudnnsetup;

namespace {

class LinuxEnvironmentTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
#ifdef Q_OS_WIN
        GTEST_SKIP() << "Linux profile snippets are checked by running /bin/sh on them, and a Windows temporary "
                        "folder (C:/...) is no path a Linux path list can hold";
#endif
        ASSERT_TRUE(m_temp.isValid());
        QDir().mkpath(home());
    }

    QString home() const { return m_temp.path() + QStringLiteral("/home"); }
    QString path(const QString &relative) const { return m_temp.path() + u'/' + relative; }

    void write(const QString &file, const QByteArray &content) const
    {
        QDir().mkpath(QFileInfo(file).absolutePath());
        QFile out(file);
        ASSERT_TRUE(out.open(QIODevice::WriteOnly));
        out.write(content);
    }

    static QProcessEnvironment environmentWith(std::initializer_list<std::pair<const char *, QString>> variables)
    {
        QProcessEnvironment environment;
        environment.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin"));
        for (const auto &[name, value] : variables)
            environment.insert(QString::fromLatin1(name), value);
        return environment;
    }

    static SystemPaths paths(const QProcessEnvironment &environment, const QString &sysroot = {})
    {
        return SystemPaths(sysroot, HostPlatform{OsFamily::Linux, QStringLiteral("x86_64")}, environment);
    }

    LinuxEnvironmentRequest userRequest(const QString &libraryFolder, const QString &cudnnRoot = {}) const
    {
        LinuxEnvironmentRequest request;
        request.scope = InstallScope::User;
        request.name = QStringLiteral("cudnn-test");
        request.libraryFolder = libraryFolder;
        request.cudnnRoot = cudnnRoot;
        request.homeFolder = home();
        return request;
    }

    // Runs `script` with /bin/sh in `environment`; returns stdout (stderr must stay empty).
    static QString runShell(const QString &script, const QStringList &arguments, const QProcessEnvironment &environment)
    {
        QProcess shell;
        shell.setProcessEnvironment(environment);
        shell.start(QStringLiteral("/bin/sh"), QStringList{QStringLiteral("-c"), script, QStringLiteral("sh")} + arguments);
        EXPECT_TRUE(shell.waitForFinished(10000));
        EXPECT_EQ(shell.exitStatus(), QProcess::NormalExit);
        EXPECT_EQ(shell.exitCode(), 0);
        const QByteArray errors = shell.readAllStandardError();
        EXPECT_TRUE(errors.isEmpty()) << errors.toStdString();
        return QString::fromUtf8(shell.readAllStandardOutput()).chopped(1);
    }

    // Sources the snippet twice (a login shell and then a terminal) and prints the variables.
    QString sourceTwice(const QByteArray &snippet, const QProcessEnvironment &environment, const char *variable = "LD_LIBRARY_PATH")
    {
        const QString file = path(QStringLiteral("snippet.sh"));
        write(file, snippet);
        return runShell(QStringLiteral(". \"$1\"; . \"$1\"; printf '%s|%s\\n' \"${%1-unset}\" \"$(env | grep -c '^%1=')\"")
                            .arg(QString::fromLatin1(variable)),
                        {file}, environment);
    }

    QTemporaryDir m_temp;
};

TEST_F(LinuxEnvironmentTest, PerUserPlanEditsProfileAlwaysAndTheOthersOnlyWhenPresent)
{
    const QString lib = path(QStringLiteral("cuda/lib64"));
    EnvironmentPlan plan = LinuxEnvironment::plan(userRequest(lib), paths(environmentWith({})), {});
    ASSERT_EQ(plan.edits.size(), 2);
    EXPECT_EQ(plan.edits[0].kind, FileEdit::Kind::EnsureLine);
    EXPECT_EQ(plan.edits[0].path, home() + QStringLiteral("/.profile"));
    EXPECT_EQ(plan.edits[0].line, LinuxEnvironment::profileLine());
    EXPECT_EQ(plan.edits[0].keepWhileFolderHasFiles, LinuxEnvironment::snippetFolder(home()));
    EXPECT_EQ(plan.edits[1].kind, FileEdit::Kind::WholeFile);
    EXPECT_EQ(plan.edits[1].path, home() + QStringLiteral("/.config/cudnn-setup/env.d/cudnn-test.sh"));
    EXPECT_FALSE(plan.refreshLoaderCache);
    ASSERT_EQ(plan.changes.size(), 1);
    EXPECT_EQ(plan.changes[0].variable, QStringLiteral("LD_LIBRARY_PATH"));
    EXPECT_EQ(plan.changes[0].before, QString());
    EXPECT_EQ(plan.changes[0].after, lib);
    EXPECT_EQ(plan.changes[0].where, plan.edits[1].path);

    write(home() + QStringLiteral("/.bashrc"), "# bashrc\n");
    write(home() + QStringLiteral("/.zshrc"), "# zshrc\n");
    plan = LinuxEnvironment::plan(userRequest(lib), paths(environmentWith({})), {});
    QStringList edited;
    for (const FileEdit &edit : plan.edits)
        if (edit.kind == FileEdit::Kind::EnsureLine)
            edited.append(QFileInfo(edit.path).fileName());
    EXPECT_EQ(edited, (QStringList{QStringLiteral(".profile"), QStringLiteral(".bashrc"), QStringLiteral(".zshrc")}));
    EXPECT_EQ(plan.edits.last().kind, FileEdit::Kind::WholeFile) << "the snippet comes last, so undo removes it first";
}

TEST_F(LinuxEnvironmentTest, SnippetAddsTheFolderOnceAndKeepsTheUsersPath)
{
    const QString lib = path(QStringLiteral("cuda/lib64"));
    const QByteArray snippet = LinuxEnvironment::userSnippet(userRequest(lib));

    EXPECT_EQ(sourceTwice(snippet, environmentWith({})), lib + QStringLiteral("|1"));
    EXPECT_EQ(sourceTwice(snippet, environmentWith({{"LD_LIBRARY_PATH", QStringLiteral("/opt/mine/lib:/usr/lib/extra")}})),
              lib + QStringLiteral(":/opt/mine/lib:/usr/lib/extra|1"));
    EXPECT_EQ(sourceTwice(snippet, environmentWith({{"LD_LIBRARY_PATH", QString()}})), lib + QStringLiteral("|1"))
        << "set but empty: no stray ':' (which would mean the current folder)";
    const QString already = QStringLiteral("/a:") + lib + QStringLiteral(":/b");
    EXPECT_EQ(sourceTwice(snippet, environmentWith({{"LD_LIBRARY_PATH", already}})), already + QStringLiteral("|1"));
    // A folder whose name only starts like ours is not ours.
    EXPECT_EQ(sourceTwice(snippet, environmentWith({{"LD_LIBRARY_PATH", lib + QStringLiteral("-old")}})),
              lib + QStringLiteral(":") + lib + QStringLiteral("-old|1"));
}

TEST_F(LinuxEnvironmentTest, SnippetQuotesFoldersWithShellCharacters)
{
    const QString lib = path(QStringLiteral("my cuda $HOME `x` \"q\" \\ it's/lib64"));
    const QByteArray snippet = LinuxEnvironment::userSnippet(userRequest(lib, path(QStringLiteral("root $x"))));
    EXPECT_EQ(sourceTwice(snippet, environmentWith({{"LD_LIBRARY_PATH", QStringLiteral("/usr/x")}})),
              lib + QStringLiteral(":/usr/x|1"));
    EXPECT_EQ(sourceTwice(snippet, environmentWith({}), "CUDNN_PATH"), path(QStringLiteral("root $x")) + QStringLiteral("|1"));
}

TEST_F(LinuxEnvironmentTest, SideBySideExportsCudnnPath)
{
    const QString root = path(QStringLiteral("opt/cudnn/9.20"));
    const EnvironmentPlan plan = LinuxEnvironment::plan(userRequest(root + QStringLiteral("/lib"), root),
                                                        paths(environmentWith({})), {});
    ASSERT_FALSE(plan.edits.isEmpty());
    const QByteArray snippet = plan.edits.last().content;
    EXPECT_EQ(sourceTwice(snippet, environmentWith({}), "CUDNN_PATH"), root + QStringLiteral("|1"));
    EXPECT_EQ(sourceTwice(snippet, environmentWith({}), "LD_LIBRARY_PATH"), root + QStringLiteral("/lib|1"));
    ASSERT_EQ(plan.changes.size(), 2);
    EXPECT_EQ(plan.changes[1].variable, QStringLiteral("CUDNN_PATH"));
    EXPECT_EQ(plan.changes[1].after, root);
}

TEST_F(LinuxEnvironmentTest, NoEditsWhenTheLoaderAlreadyFindsTheFolder)
{
    const QString lib = path(QStringLiteral("cuda/lib64"));
    QDir().mkpath(lib);
    // On LD_LIBRARY_PATH (with a trailing slash: the same folder).
    EnvironmentPlan plan = LinuxEnvironment::plan(userRequest(lib),
                                                  paths(environmentWith({{"LD_LIBRARY_PATH", QStringLiteral("/x:") + lib + u'/'}})), {});
    EXPECT_TRUE(plan.edits.isEmpty());
    EXPECT_TRUE(plan.changes.isEmpty());
    ASSERT_EQ(plan.notes.size(), 1);
    EXPECT_TRUE(plan.notes[0].contains(QStringLiteral("LD_LIBRARY_PATH"))) << plan.notes[0];
    EXPECT_TRUE(plan.notes[0].contains(lib)) << plan.notes[0];

    // Listed in ld.so.conf (through a symlinked path: compared canonically).
    QFile::link(path(QStringLiteral("cuda")), path(QStringLiteral("cuda-link")));
    plan = LinuxEnvironment::plan(userRequest(lib), paths(environmentWith({})), {path(QStringLiteral("cuda-link/lib64"))});
    EXPECT_TRUE(plan.edits.isEmpty());
    ASSERT_EQ(plan.notes.size(), 1);
    EXPECT_TRUE(plan.notes[0].contains(QStringLiteral("ld.so.conf"))) << plan.notes[0];

    // The loader's own default folders.
    plan = LinuxEnvironment::plan(userRequest(QStringLiteral("/usr/lib/x86_64-linux-gnu")), paths(environmentWith({})), {});
    EXPECT_TRUE(plan.edits.isEmpty());

    // System scope alike: no loader file.
    LinuxEnvironmentRequest system = userRequest(lib);
    system.scope = InstallScope::System;
    plan = LinuxEnvironment::plan(system, paths(environmentWith({})), {lib});
    EXPECT_TRUE(plan.edits.isEmpty());
    EXPECT_FALSE(plan.refreshLoaderCache);
}

TEST_F(LinuxEnvironmentTest, SideBySideOnThePathStillNeedsCudnnPathOnly)
{
    const QString root = path(QStringLiteral("opt/cudnn"));
    const QString lib = root + QStringLiteral("/lib");
    EnvironmentPlan plan = LinuxEnvironment::plan(userRequest(lib, root), paths(environmentWith({{"LD_LIBRARY_PATH", lib}})), {});
    ASSERT_FALSE(plan.edits.isEmpty());
    const QByteArray snippet = plan.edits.last().content;
    EXPECT_FALSE(snippet.contains("LD_LIBRARY_PATH")) << snippet.toStdString();
    EXPECT_TRUE(snippet.contains("CUDNN_PATH")) << snippet.toStdString();
    ASSERT_EQ(plan.changes.size(), 1);
    EXPECT_EQ(plan.changes[0].variable, QStringLiteral("CUDNN_PATH"));

    plan = LinuxEnvironment::plan(userRequest(lib, root),
                                  paths(environmentWith({{"LD_LIBRARY_PATH", lib}, {"CUDNN_PATH", root}})), {});
    EXPECT_TRUE(plan.edits.isEmpty()) << "both already right";
}

TEST_F(LinuxEnvironmentTest, SystemScopeUnderASysrootWritesItsFilesInsideIt)
{
    const QString sysroot = path(QStringLiteral("sysroot"));
    QDir().mkpath(sysroot + QStringLiteral("/etc"));
    LinuxEnvironmentRequest request = userRequest(sysroot + QStringLiteral("/opt/nvidia/cudnn/9.20/lib"),
                                                  sysroot + QStringLiteral("/opt/nvidia/cudnn/9.20"));
    request.scope = InstallScope::System;
    const EnvironmentPlan plan = LinuxEnvironment::plan(request, paths(environmentWith({}), sysroot), {});
    ASSERT_EQ(plan.edits.size(), 2);
    EXPECT_EQ(plan.edits[0].kind, FileEdit::Kind::WholeFile);
    EXPECT_EQ(plan.edits[0].path, sysroot + QStringLiteral("/etc/ld.so.conf.d/cudnn-setup-cudnn-test.conf"));
    EXPECT_TRUE(plan.edits[0].content.endsWith("\n/opt/nvidia/cudnn/9.20/lib\n")) << plan.edits[0].content.toStdString();
    EXPECT_EQ(plan.edits[1].path, sysroot + QStringLiteral("/etc/profile.d/cudnn-setup-cudnn-test.sh"));
    EXPECT_TRUE(plan.edits[1].content.contains("export CUDNN_PATH=\"/opt/nvidia/cudnn/9.20\"\n"))
        << plan.edits[1].content.toStdString();
    EXPECT_TRUE(plan.refreshLoaderCache);
    for (const FileEdit &edit : plan.edits)
        EXPECT_FALSE(edit.path.startsWith(home())) << "nothing per-user for a system install";
    ASSERT_EQ(plan.changes.size(), 2);
    EXPECT_EQ(plan.changes[0].where, QStringLiteral("/etc/ld.so.conf.d/cudnn-setup-cudnn-test.conf"));
    EXPECT_EQ(plan.changes[1].where, QStringLiteral("/etc/profile.d/cudnn-setup-cudnn-test.sh"));

    // The profile.d file does what it says.
    const QString file = path(QStringLiteral("profile-d.sh"));
    write(file, plan.edits[1].content);
    EXPECT_EQ(runShell(QStringLiteral(". \"$1\"; echo \"$CUDNN_PATH\""), {file}, environmentWith({})),
              QStringLiteral("/opt/nvidia/cudnn/9.20"));
}

TEST_F(LinuxEnvironmentTest, TheProfileLineSourcesEverySnippetAndIsQuietWithoutThem)
{
    const QProcessEnvironment environment = environmentWith({{"HOME", home()}});
    const QString script = LinuxEnvironment::profileLine() + QStringLiteral("\necho \"${LD_LIBRARY_PATH-unset}|${cudnn_setup_env-gone}\"");
    EXPECT_EQ(runShell(script, {}, environment), QStringLiteral("unset|gone")) << "no env.d folder yet: no error";

    const QString folder = LinuxEnvironment::snippetFolder(home());
    write(folder + QStringLiteral("/cudnn-a.sh"), LinuxEnvironment::userSnippet(userRequest(QStringLiteral("/opt/a/lib"))));
    write(folder + QStringLiteral("/cudnn-b.sh"), LinuxEnvironment::userSnippet(userRequest(QStringLiteral("/opt/b/lib"))));
    write(folder + QStringLiteral("/README"), "not a snippet: not sourced\nexit 3\n");
    EXPECT_EQ(runShell(script + QStringLiteral("\n") + LinuxEnvironment::profileLine() + QStringLiteral("\necho \"$LD_LIBRARY_PATH\""),
                       {}, environment),
              QStringLiteral("/opt/b/lib:/opt/a/lib|gone\n/opt/b/lib:/opt/a/lib"))
        << "both snippets, once each, however often the line runs";
}

} // namespace
