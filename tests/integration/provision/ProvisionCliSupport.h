// The world of the provision tests: CliInstallTest's temporary CUDA root, HOME, XDG folders and
// --state-dir, made a CUDA 12.8 toolkit (version.json, libcudart.so.12) so that the cuda12 test
// archives fit it; answer files built key by key; `cudnn-setup provision` always run with
// --scope user, our --state-dir and --no-nvcc, and with no display variables in the child's
// environment and no terminal on its standard input. Runs as root in CI: nothing here may reach
// /etc, /usr, /opt, the real home or ldconfig, and the network only on 127.0.0.1.
#pragma once

#include "integration/install/InstallCliSupport.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QList>
#include <QPair>

namespace cudnnsetup::testing {

// An INI answer file (docs/answer-file.md), section by section in the order first set.
class Answers
{
public:
    Answers &set(const QString &section, const QString &key, const QString &value)
    {
        for (auto &block : m_sections) {
            if (block.first != section)
                continue;
            for (auto &line : block.second) {
                if (line.first == key) {
                    line.second = value;
                    return *this;
                }
            }
            block.second.append({key, value});
            return *this;
        }
        m_sections.append({section, {{key, value}}});
        return *this;
    }

    Answers &remove(const QString &section, const QString &key)
    {
        for (auto &block : m_sections)
            if (block.first == section)
                block.second.removeIf([&](const QPair<QString, QString> &line) { return line.first == key; });
        return *this;
    }

    QByteArray text() const
    {
        QByteArray out = "# cudnn-setup answer file written by ProvisionCliTest\n";
        for (const auto &block : m_sections) {
            out += '[' + block.first.toUtf8() + "]\n";
            for (const auto &line : block.second)
                out += line.first.toUtf8() + " = " + line.second.toUtf8() + '\n';
        }
        return out;
    }

private:
    QList<QPair<QString, QList<QPair<QString, QString>>>> m_sections;
};

class ProvisionCliTest : public CliInstallTest
{
protected:
    static constexpr int kRunTimeoutMs = 60000;

    void SetUp() override
    {
        CliInstallTest::SetUp();
        if (HasFatalFailure())
            return;
        // A CUDA 12.8 toolkit instead of the base world's 13.0: the fixture archives are cuda12 builds.
        QFile::remove(cuda() + QStringLiteral("/lib64/libcudart.so.13"));
        QFile::remove(cuda() + QStringLiteral("/lib64/libcudart.so.13.0.96"));
        writeFile(cuda() + QStringLiteral("/lib64/libcudart.so.12.8.90"), "ELF cudart of the toolkit", 0755);
        makeSymlink(cuda() + QStringLiteral("/lib64/libcudart.so.12"), QStringLiteral("libcudart.so.12.8.90"));
        writeFile(cuda() + QStringLiteral("/version.json"),
                  "{\n  \"cuda\": {\"name\": \"CUDA SDK\", \"version\": \"12.8.1\"}\n}\n");
        writeFile(home() + QStringLiteral("/.profile"), "# the user's profile\nexport EDITOR=vi\n", 0644);
        QDir().mkpath(path(QStringLiteral("answers")));
        QDir().mkpath(path(QStringLiteral("out")));
        // No display and nothing from a desktop session, whatever the test runner had.
        for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "LD_LIBRARY_PATH", "CUDNN_PATH",
                                 "CUDNN_SETUP_PROBE", "CUDNN_SETUP_TEST_FAIL_AT", "CUDNN_SETUP_TEST_CRASH_AT",
                                 "http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"})
            m_env.remove(QString::fromLatin1(name));
        m_env.insert(QStringLiteral("no_proxy"), QStringLiteral("127.0.0.1,localhost"));
    }

    static QString probeBesideBinary()
    {
        return QFileInfo(QStringLiteral(CUDNN_SETUP_BINARY)).absolutePath() + QStringLiteral("/cudnn-probe");
    }
    static bool probeAvailable() { return QFileInfo(probeBesideBinary()).isExecutable(); }

    QString logFile() const { return path(QStringLiteral("out/provision.log")); }
    QString reportFile() const { return path(QStringLiteral("out/provision.json")); }

    // Everything a lab answer file says for "install this archive into our CUDA root, no checks".
    Answers archiveAnswers(const QString &archive) const
    {
        Answers answers;
        answers.set(QStringLiteral("license"), QStringLiteral("accept-cudnn-license"), QStringLiteral("yes"))
            .set(QStringLiteral("source"), QStringLiteral("from"), QStringLiteral("archive"))
            .set(QStringLiteral("source"), QStringLiteral("archive"), archive)
            .set(QStringLiteral("install"), QStringLiteral("cuda-root"), cuda())
            .set(QStringLiteral("install"), QStringLiteral("layout"), QStringLiteral("toolkit"))
            .set(QStringLiteral("install"), QStringLiteral("scope"), QStringLiteral("user"))
            .set(QStringLiteral("check"), QStringLiteral("verify"), QStringLiteral("no"))
            .set(QStringLiteral("output"), QStringLiteral("log"), logFile());
        return answers;
    }

    QString writeAnswers(const QString &name, const Answers &answers) const
    {
        return writeAnswerText(name, answers.text());
    }
    QString writeAnswerText(const QString &name, const QByteArray &text) const
    {
        const QString file = path(QStringLiteral("answers/") + name);
        writeFile(file, text);
        return file;
    }

    // `cudnn-setup provision` with our state folder, user scope and no nvcc; no display, stdin
    // the null device (see HeadlessPrefix for a closed one).
    CliRun provision(const QStringList &arguments, const QProcessEnvironment &extra = {}, const QStringList &prefix = {},
                     int timeoutMs = kRunTimeoutMs) const
    {
        for (const QString &name : extra.keys())
            if (name == QLatin1String("DISPLAY") || name == QLatin1String("WAYLAND_DISPLAY") || name == QLatin1String("QT_QPA_PLATFORM"))
                ADD_FAILURE() << "a display variable in a provision run: " << name;
        return run(QStringList{QStringLiteral("provision"), QStringLiteral("--scope"), QStringLiteral("user"),
                               QStringLiteral("--state-dir"), state(), QStringLiteral("--no-nvcc")}
                       + arguments,
                   extra, prefix, timeoutMs);
    }

    // provision --answer-file FILE --json [more]: the run and the report it printed.
    CliRun provisionJson(const QString &answerFile, const QStringList &more, QJsonObject *report,
                         const QProcessEnvironment &extra = {}, int timeoutMs = kRunTimeoutMs) const
    {
        const CliRun result = provision(QStringList{QStringLiteral("--answer-file"), answerFile, QStringLiteral("--json")} + more,
                                        extra, {}, timeoutMs);
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(result.out, &error);
        EXPECT_EQ(error.error, QJsonParseError::NoError)
            << "--json printed no JSON document: " << error.errorString() << "\n" << result.describe();
        *report = document.object();
        return result;
    }

    static QJsonObject readJsonFile(const QString &file)
    {
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(readFile(file), &error);
        EXPECT_EQ(error.error, QJsonParseError::NoError) << file << ": " << error.errorString();
        return document.object();
    }

    static QStringList strings(const QJsonValue &value)
    {
        QStringList list;
        for (const QJsonValue &item : value.toArray())
            list.append(item.toString());
        return list;
    }

    // The install records `cudnn-setup status --json` lists in our state folder.
    QJsonArray installRecords() const
    {
        const CliRun status = records(QStringLiteral("status"), {QStringLiteral("--json")});
        EXPECT_EQ(status.exitCode, 0) << status.describe();
        return parseJson(status.out).value(QStringLiteral("installs")).toArray();
    }

    // Names in the CUDA root's lib64 (files and links).
    QStringList lib64Names() const
    {
        return QDir(cuda() + QStringLiteral("/lib64")).entryList(QDir::Files | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
    }

    // A symlink's own text ("libcudnn.so.9.20.0"), empty when `link` is not one.
    static QString linkText(const QString &link)
    {
        QByteArray buffer(4096, '\0');
        const ssize_t n = ::readlink(QFile::encodeName(link).constData(), buffer.data(), size_t(buffer.size()));
        return n > 0 ? QFile::decodeName(buffer.left(qsizetype(n))) : QString();
    }

    static QString sharedVersion(const QString &version) { return version.section(u'.', 0, 2); }
};

} // namespace cudnnsetup::testing
