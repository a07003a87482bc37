// The real cudnn-setup.com of the windows-mingw build, run as a child process under wine against
// Windows trees on wine's C: drive: CUDA Toolkits where NVIDIA's installer puts them
// (C:\Program Files\NVIDIA GPU Computing Toolkit\CUDA\vX.Y), cuDNN zips in NVIDIA's layouts
// (tests/fixtures/archives), the stand-in driver in System32 (tests/fixtures/fake_driver), and
// wine's real registry, read back with reg.exe. The wine prefix is fresh for each test program
// (tests/win/run-under-wine.sh); each test removes what it put on C: and into the registry.
#pragma once

#include "fixtures/archives/ArchiveBuilder.h"
#include "support/GTestPrinters.h"
#include "support/TreeSnapshot.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <memory>
#include <optional>

#include <windows.h>

#ifndef CUDNN_SETUP_CONSOLE
#error "CUDNN_SETUP_CONSOLE (the cudnn-setup.com to test) comes from tests/win/cli/CMakeLists.txt"
#endif

namespace cudnnsetup::testing {

inline const QString UserEnvironmentKey = QStringLiteral("HKCU\\Environment");
inline const QString SystemEnvironmentKey = QStringLiteral("HKLM\\SYSTEM\\CurrentControlSet\\Control\\Session Manager\\Environment");

struct RegistryValue
{
    QString type;   // REG_SZ, REG_EXPAND_SZ, ...
    QString data;   // as reg.exe prints it: %VARIABLES% unexpanded
    bool operator==(const RegistryValue &other) const { return type == other.type && data == other.data; }
};

inline void PrintTo(const RegistryValue &value, std::ostream *os)
{
    *os << value.type.toStdString() << " \"" << value.data.toStdString() << '"';
}

struct ProgramRun
{
    int exitCode = -1;
    bool finished = false;
    QString out;
    QString err;
    std::string describe() const
    {
        return "exit code " + std::to_string(exitCode) + "\n--- stdout:\n" + out.toStdString() + "\n--- stderr:\n" + err.toStdString();
    }
};

inline ProgramRun runProgram(const QString &program, const QStringList &arguments, const QProcessEnvironment &environment,
                             int timeoutMs = 120000)
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.setStandardInputFile(QProcess::nullDevice());
    process.start(program, arguments);
    ProgramRun run;
    run.finished = process.waitForFinished(timeoutMs);
    if (!run.finished) {
        process.kill();
        process.waitForFinished();
    }
    run.exitCode = process.exitCode();
    // cudnn-setup writes UTF-8 to a pipe (core/platform/ConsoleStream.h); reg.exe too, under wine.
    run.out = QString::fromUtf8(process.readAllStandardOutput()).replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    run.err = QString::fromUtf8(process.readAllStandardError()).replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    return run;
}

// reg.exe, the registry's own command-line tool.
inline ProgramRun reg(const QStringList &arguments)
{
    return runProgram(QStringLiteral("reg.exe"), arguments, QProcessEnvironment::systemEnvironment(), 30000);
}

// One value as `reg query KEY /v NAME` prints it; nullopt when the value does not exist. Only for
// ASCII data: reg.exe under wine prints through the OEM code page (张三 comes out as ??).
inline std::optional<RegistryValue> regExeQuery(const QString &key, const QString &name)
{
    const ProgramRun run = reg({QStringLiteral("query"), key, QStringLiteral("/v"), name});
    if (run.exitCode != 0)
        return std::nullopt;
    for (const QString &line : run.out.split(u'\n')) {
        const QString trimmed = line.trimmed();
        if (!trimmed.startsWith(name + QStringLiteral("    "), Qt::CaseInsensitive))
            continue;
        const QString rest = trimmed.mid(name.size()).trimmed();
        const qsizetype gap = rest.indexOf(QStringLiteral("    "));
        if (gap < 0)
            return RegistryValue{rest, QString()};
        return RegistryValue{rest.left(gap), rest.mid(gap + 4)};
    }
    return std::nullopt;
}

// The same value read with the registry API itself (unexpanded, any characters).
inline std::optional<RegistryValue> queryRegistry(const QString &key, const QString &name)
{
    const HKEY root = key.startsWith(QStringLiteral("HKLM\\")) ? HKEY_LOCAL_MACHINE : HKEY_CURRENT_USER;
    const QString subKey = key.section(u'\\', 1);
    HKEY handle = nullptr;
    if (RegOpenKeyExW(root, reinterpret_cast<LPCWSTR>(subKey.utf16()), 0, KEY_QUERY_VALUE, &handle) != ERROR_SUCCESS)
        return std::nullopt;
    DWORD type = 0;
    DWORD bytes = 0;
    const auto *valueName = reinterpret_cast<LPCWSTR>(name.utf16());
    std::optional<RegistryValue> value;
    if (RegQueryValueExW(handle, valueName, nullptr, &type, nullptr, &bytes) == ERROR_SUCCESS) {
        QByteArray data(qsizetype(bytes) + 2, '\0');
        if (RegQueryValueExW(handle, valueName, nullptr, &type, reinterpret_cast<LPBYTE>(data.data()), &bytes) == ERROR_SUCCESS) {
            QString text = QString::fromWCharArray(reinterpret_cast<const wchar_t *>(data.constData()), int(bytes / 2));
            while (text.endsWith(QChar(u'\0')))
                text.chop(1);
            const QString typeName = type == REG_EXPAND_SZ ? QStringLiteral("REG_EXPAND_SZ")
                                     : type == REG_SZ      ? QStringLiteral("REG_SZ")
                                                           : QStringLiteral("type %1").arg(type);
            value = RegistryValue{typeName, text};
        }
    }
    RegCloseKey(handle);
    return value;
}

inline bool setRegistry(const QString &key, const QString &name, const QString &type, const QString &data)
{
    return reg({QStringLiteral("add"), key, QStringLiteral("/v"), name, QStringLiteral("/t"), type, QStringLiteral("/d"), data,
                QStringLiteral("/f")})
               .exitCode
           == 0;
}

inline void deleteRegistry(const QString &key, const QString &name)
{
    reg({QStringLiteral("delete"), key, QStringLiteral("/v"), name, QStringLiteral("/f")});
}

class WindowsCliTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_work.isValid());
        m_programFiles = QDir::fromNativeSeparators(qEnvironmentVariable("ProgramW6432", qEnvironmentVariable("ProgramFiles")));
        ASSERT_FALSE(m_programFiles.isEmpty());
        // Nothing of an earlier test, and none of the Linux host's variables that wine passes on.
        m_environment = QProcessEnvironment::systemEnvironment();
        for (const QString &name : m_environment.keys()) {
            if (name.startsWith(QStringLiteral("CUDA"), Qt::CaseInsensitive) || name.startsWith(QStringLiteral("CUDNN"), Qt::CaseInsensitive)
                || name == QStringLiteral("LD_LIBRARY_PATH"))
                m_environment.remove(name);
        }
        for (const QString &key : {UserEnvironmentKey, SystemEnvironmentKey})
            for (const QString &name : {QStringLiteral("CUDA_PATH"), QStringLiteral("CUDA_PATH_V12_6"), QStringLiteral("CUDA_PATH_V13_0")})
                deleteRegistry(key, name);
        m_userPathBefore = queryRegistry(UserEnvironmentKey, QStringLiteral("Path"));
        m_systemPathBefore = queryRegistry(SystemEnvironmentKey, QStringLiteral("Path"));
    }

    void TearDown() override
    {
        QDir(m_programFiles + QStringLiteral("/NVIDIA GPU Computing Toolkit")).removeRecursively();
        QDir(m_programFiles + QStringLiteral("/NVIDIA")).removeRecursively();
        for (const QString &key : {UserEnvironmentKey, SystemEnvironmentKey})
            for (const QString &name : {QStringLiteral("CUDA_PATH"), QStringLiteral("CUDA_PATH_V12_6"), QStringLiteral("CUDA_PATH_V13_0")})
                deleteRegistry(key, name);
        restorePath(UserEnvironmentKey, m_userPathBefore);
        restorePath(SystemEnvironmentKey, m_systemPathBefore);
    }

    static void restorePath(const QString &key, const std::optional<RegistryValue> &before)
    {
        if (before)
            setRegistry(key, QStringLiteral("Path"), before->type, before->data);
        else
            deleteRegistry(key, QStringLiteral("Path"));
    }

    // A CUDA Toolkit as NVIDIA's Windows installer lays it out: CUDA 12 keeps its DLLs in bin\,
    // CUDA 13 in bin\x64\.
    QString makeToolkit(const QString &shortVersion, const QString &fullVersion) const
    {
        const QString root = toolkitRoot(shortVersion);
        const int major = shortVersion.section(u'.', 0, 0).toInt();
        const QString bin = major >= 13 ? QStringLiteral("/bin/x64") : QStringLiteral("/bin");
        writeFile(root + QStringLiteral("/version.json"),
                  QStringLiteral("{\"cuda\":{\"name\":\"CUDA SDK\",\"version\":\"%1\"}}\n").arg(fullVersion).toUtf8());
        writeFile(root + bin + QStringLiteral("/cudart64_%1.dll").arg(major), "MZ cudart of the toolkit");
        writeFile(root + QStringLiteral("/include/cuda.h"), "/* the toolkit's cuda.h */\n");
        writeFile(root + QStringLiteral("/lib/x64/cudart.lib"), "!<arch>\n");
        return root;
    }

    QString toolkitRoot(const QString &shortVersion) const
    {
        return m_programFiles + QStringLiteral("/NVIDIA GPU Computing Toolkit/CUDA/v") + shortVersion;
    }

    static QString native(const QString &path) { return QDir::toNativeSeparators(path); }

    QString archives() const { return m_work.path() + QStringLiteral("/archives"); }
    QString state() const { return m_work.path() + QStringLiteral("/state"); }

    QString windowsZip(const QString &version, int cudaMajor) const
    {
        QDir().mkpath(archives());
        return ArchiveBuilder::cudnnWindowsZip(archives(), version, cudaMajor);
    }

    ProgramRun cli(const QStringList &arguments, const QProcessEnvironment &extra = {}) const
    {
        QProcessEnvironment environment = m_environment;
        for (const QString &name : extra.keys())
            environment.insert(name, extra.value(name));
        return runProgram(QStringLiteral(CUDNN_SETUP_CONSOLE), arguments, environment);
    }

    ProgramRun install(const QString &archive, const QString &cudaRoot, const QString &scope, const QStringList &more = {},
                       const QProcessEnvironment &extra = {}) const
    {
        // Into that toolkit: without --layout a Windows archive gets a folder of its own.
        return cli(QStringList{QStringLiteral("install"), QStringLiteral("--archive"), native(archive), QStringLiteral("--cuda-root"),
                               native(cudaRoot), QStringLiteral("--layout"), QStringLiteral("toolkit"), QStringLiteral("--scope"), scope,
                               QStringLiteral("--no-nvcc"), QStringLiteral("--state-dir"), native(state())}
                       + more,
                   extra);
    }

    // status / uninstall / rollback / resume on this test's records.
    ProgramRun records(const QString &command, const QStringList &more = {}) const
    {
        return cli(QStringList{command, QStringLiteral("--state-dir"), native(state())} + more);
    }

    static QJsonObject parseJson(const QString &text)
    {
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8(), &error);
        EXPECT_EQ(error.error, QJsonParseError::NoError) << error.errorString().toStdString() << "\n" << text.left(800).toStdString();
        return document.object();
    }

    QTemporaryDir m_work;
    QString m_programFiles;
    QProcessEnvironment m_environment;
    std::optional<RegistryValue> m_userPathBefore;
    std::optional<RegistryValue> m_systemPathBefore;
};

} // namespace cudnnsetup::testing
