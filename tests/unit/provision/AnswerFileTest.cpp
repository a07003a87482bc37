// AnswerFile: a whole answer file is checked before anything runs. Good files give the choices
// they say; every kind of mistake — syntax, unknown section or key, wrong value, a key twice, a
// combination that cannot work — is an error naming the line and the key, and all of them are
// reported at once, so an IT person fixes the file in one go.
#include "core/provision/AnswerFile.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace cudnnsetup;

namespace {

AnswerFileResult parse(const char *text)
{
    return AnswerFile::parse(QByteArray(text));
}

std::string describe(const AnswerFileResult &result)
{
    QStringList lines;
    for (const AnswerFileError &error : result.errors)
        lines.append(error.toString(QStringLiteral("answers.ini")));
    return lines.join(u'\n').toStdString();
}

// The one error of `result`, which must be at `line` and about `key`.
void expectOneError(const AnswerFileResult &result, int line, const QString &key, const QString &mentions = {})
{
    ASSERT_EQ(result.errors.size(), 1) << describe(result);
    EXPECT_EQ(result.errors.first().line, line) << describe(result);
    EXPECT_EQ(result.errors.first().key, key) << describe(result);
    if (!mentions.isEmpty()) {
        EXPECT_TRUE(result.errors.first().message.contains(mentions)) << describe(result);
    }
}

TEST(AnswerFileTest, AnEmptyFileMeansTheDefaultsAndNoLicense)
{
    const AnswerFileResult result = parse("# nothing decided\n\n");
    ASSERT_TRUE(result.ok()) << describe(result);
    const ProvisionChoices &c = result.choices;
    EXPECT_FALSE(c.licenseAccepted);
    EXPECT_EQ(c.source, ProvisionChoices::Source::Nvidia);
    EXPECT_TRUE(c.cudnnRelease.isEmpty());
    EXPECT_EQ(c.cudaMajor, 0);
    EXPECT_EQ(c.layout, InstallLayout::IntoToolkit);
    EXPECT_FALSE(c.scope.has_value());
    EXPECT_TRUE(c.editEnvironment);
    EXPECT_TRUE(c.verify);
    EXPECT_FALSE(c.benchmark);
}

TEST(AnswerFileTest, AFullLabFileGivesEveryChoice)
{
    const AnswerFileResult result = parse(
        "\xEF\xBB\xBF# lab machines, room 3\n"
        "[license]\n"
        "accept-cudnn-license = yes\n"
        "\n"
        "[Source]\n"
        "from = Mirror\n"
        "mirror = https://mirror.lab.example/cudnn\n"
        "cache = /var/cache/cudnn-setup\n"
        "proxy = http://proxy.lab.example:3128\n"
        "; which release\n"
        "[release]\n"
        "cudnn = 9.20\n"
        "cuda = 12\n"
        "[install]\n"
        "cuda-root = /usr/local/cuda-12.9\n"
        "layout = side-by-side\n"
        "target = \"/opt/nvidia/cudnn-9.20\"\n"
        "scope = system\n"
        "environment = no\n"
        "[check]\n"
        "verify = true\n"
        "benchmark = on\n"
        "[output]\n"
        "log = /var/log/cudnn-setup/provision.log\n"
        "report = C:\\ProgramData\\cudnn-setup\\report.json\n");
    ASSERT_TRUE(result.ok()) << describe(result);
    const ProvisionChoices &c = result.choices;
    EXPECT_TRUE(c.licenseAccepted);
    EXPECT_EQ(c.source, ProvisionChoices::Source::Mirror);
    EXPECT_EQ(c.mirror, QStringLiteral("https://mirror.lab.example/cudnn"));
    EXPECT_EQ(c.cacheFolder, QStringLiteral("/var/cache/cudnn-setup"));
    EXPECT_EQ(c.proxy, QStringLiteral("http://proxy.lab.example:3128"));
    EXPECT_EQ(c.cudnnRelease, QStringLiteral("9.20"));
    EXPECT_EQ(c.cudaMajor, 12);
    EXPECT_EQ(c.cudaRoot, QStringLiteral("/usr/local/cuda-12.9"));
    EXPECT_EQ(c.layout, InstallLayout::SideBySide);
    EXPECT_EQ(c.target, QStringLiteral("/opt/nvidia/cudnn-9.20"));
    EXPECT_EQ(c.scope, InstallScope::System);
    EXPECT_FALSE(c.editEnvironment);
    EXPECT_TRUE(c.verify);
    EXPECT_TRUE(c.benchmark);
    EXPECT_EQ(c.logFile, QStringLiteral("/var/log/cudnn-setup/provision.log"));
    EXPECT_EQ(c.reportFile, QStringLiteral("C:\\ProgramData\\cudnn-setup\\report.json"));
}

TEST(AnswerFileTest, ALocalArchiveAndAMirrorFolder)
{
    AnswerFileResult result = parse("[source]\nfrom = archive\narchive = /srv/cudnn-linux-x86_64-9.20.0.48_cuda12-archive.tar.xz\n"
                                    "[release]\ncudnn = newest\ncuda = auto\n");
    ASSERT_TRUE(result.ok()) << describe(result);
    EXPECT_EQ(result.choices.source, ProvisionChoices::Source::Archive);
    EXPECT_TRUE(result.choices.cudnnRelease.isEmpty());

    result = parse("[source]\nfrom = mirror\nmirror = \\\\fileserver\\cudnn-mirror\n");
    ASSERT_TRUE(result.ok()) << describe(result);
    EXPECT_EQ(result.choices.mirror, QStringLiteral("\\\\fileserver\\cudnn-mirror"));
    EXPECT_FALSE(result.choices.allowInsecureMirror) << "a plain http mirror is refused unless the file says otherwise";
}

TEST(AnswerFileTest, APlainHttpMirrorIsTakenOnlyWithAllowInsecureMirror)
{
    AnswerFileResult result = parse("[source]\nfrom = mirror\nmirror = http://mirror.lab.example/cudnn\nallow-insecure-mirror = true\n");
    ASSERT_TRUE(result.ok()) << describe(result);
    EXPECT_TRUE(result.choices.allowInsecureMirror);
    EXPECT_TRUE(result.choices.conflicts().isEmpty());
    result = parse("[source]\nfrom = mirror\nmirror = http://mirror.lab.example/cudnn\n");
    ASSERT_TRUE(result.ok()) << "each line is well-formed: " << describe(result);
    EXPECT_EQ(result.choices.conflicts().size(), 1);
    expectOneError(parse("[source]\nallow-insecure-mirror = perhaps\n"), 2, QStringLiteral("source.allow-insecure-mirror"));
}

TEST(AnswerFileTest, MirrorAllowInsecureIsTheSameConsent)
{
    AnswerFileResult result = parse("[source]\nfrom = mirror\nmirror = http://mirror.lab.example/cudnn\n[mirror]\nallow-insecure = true\n");
    ASSERT_TRUE(result.ok()) << describe(result);
    EXPECT_TRUE(result.choices.allowInsecureMirror);
    EXPECT_TRUE(result.choices.conflicts().isEmpty());
    result = parse("[source]\nfrom = mirror\nmirror = http://mirror.lab.example/cudnn\n[mirror]\nallow-insecure = false\n");
    ASSERT_TRUE(result.ok()) << describe(result);
    EXPECT_EQ(result.choices.conflicts().size(), 1) << "false is no consent";
    expectOneError(parse("[source]\nallow-insecure-mirror = true\n[mirror]\nallow-insecure = false\n"), 4,
                   QStringLiteral("mirror.allow-insecure"), QStringLiteral("opposite"));
}

TEST(AnswerFileTest, ALineThatIsNothingIsASyntaxError)
{
    expectOneError(parse("[install]\nlayout toolkit\n"), 2, QString(), QStringLiteral("key = value"));
    expectOneError(parse("[install]\n= toolkit\n"), 2, QString());
}

TEST(AnswerFileTest, UnknownSectionsAndKeysAreNamedWithWhatExists)
{
    expectOneError(parse("[licence]\naccept-cudnn-license = yes\n"), 1, QStringLiteral("licence"), QStringLiteral("\"license\""));
    expectOneError(parse("[install]\nlayuot = toolkit\n"), 2, QStringLiteral("install.layuot"), QStringLiteral("\"layout\""));
    expectOneError(parse("layout = toolkit\n"), 1, QStringLiteral("layout"), QStringLiteral("before any [section]"));
}

TEST(AnswerFileTest, WrongValuesSayWhatIsExpected)
{
    expectOneError(parse("[license]\naccept-cudnn-license = sure\n"), 2, QStringLiteral("license.accept-cudnn-license"), QStringLiteral("yes or no"));
    expectOneError(parse("[install]\nlayout = copy\n"), 2, QStringLiteral("install.layout"), QStringLiteral("\"side-by-side\""));
    expectOneError(parse("[install]\nscope = everyone\n"), 2, QStringLiteral("install.scope"));
    expectOneError(parse("[release]\ncudnn = latest\n"), 2, QStringLiteral("release.cudnn"), QStringLiteral("9.20.0.48"));
    expectOneError(parse("[release]\ncuda = 12.4\n"), 2, QStringLiteral("release.cuda"));
    expectOneError(parse("[output]\nreport = report.json\n"), 2, QStringLiteral("output.report"), QStringLiteral("absolute path"));
    expectOneError(parse("[source]\nfrom = mirror\nmirror = ftp://mirror.example/cudnn\n"), 3, QStringLiteral("source.mirror"));
    expectOneError(parse("[source]\nproxy = proxy:3128\n"), 2, QStringLiteral("source.proxy"));
}

TEST(AnswerFileTest, AKeyGivenTwiceNamesBothLines)
{
    expectOneError(parse("[check]\nverify = yes\nbenchmark = no\nverify = no\n"), 4, QStringLiteral("check.verify"), QStringLiteral("line 2"));
}

TEST(AnswerFileTest, CombinationsThatCannotWork)
{
    expectOneError(parse("[source]\nfrom = mirror\n"), 2, QStringLiteral("source.from"), QStringLiteral("mirror ="));
    expectOneError(parse("[source]\nfrom = archive\n"), 2, QStringLiteral("source.from"), QStringLiteral("archive ="));
    expectOneError(parse("[source]\nmirror = https://m.example/cudnn\n"), 2, QStringLiteral("source.mirror"), QStringLiteral("from = mirror"));
    expectOneError(parse("[source]\nfrom = archive\narchive = /srv/a.tar.xz\n[release]\ncudnn = 9.20\n"), 5, QStringLiteral("release.cudnn"),
                   QStringLiteral("archive decides"));
    expectOneError(parse("[install]\ntarget = /opt/cudnn\n"), 2, QStringLiteral("install.target"), QStringLiteral("side-by-side"));
}

TEST(AnswerFileTest, EveryMistakeIsReportedAtOnceInLineOrder)
{
    const AnswerFileResult result = parse("[source]\n"
                                          "from = archive\n"          // 2: archive missing
                                          "[install]\n"
                                          "layout = sideways\n"       // 4: bad value
                                          "colour = blue\n"           // 5: unknown key
                                          "[check]\n"
                                          "benchmark = maybe\n");     // 7: bad boolean
    ASSERT_EQ(result.errors.size(), 4) << describe(result);
    EXPECT_EQ(result.errors[0].line, 2);
    EXPECT_EQ(result.errors[1].line, 4);
    EXPECT_EQ(result.errors[2].line, 5);
    EXPECT_EQ(result.errors[3].line, 7);
    EXPECT_EQ(result.errors[3].toString(QStringLiteral("lab.ini")).left(26), QStringLiteral("lab.ini:7: check.benchmark"));
}

TEST(AnswerFileTest, AnUnreadableFileIsOneErrorAboutTheFile)
{
    QTemporaryDir dir;
    const AnswerFileResult missing = AnswerFile::read(dir.filePath(QStringLiteral("absent.ini")));
    ASSERT_EQ(missing.errors.size(), 1);
    EXPECT_EQ(missing.errors.first().line, 0);
    EXPECT_TRUE(missing.errors.first().message.contains(QStringLiteral("cannot be read")));

    QFile file(dir.filePath(QStringLiteral("ok.ini")));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("[license]\naccept-cudnn-license = yes\n");
    file.close();
    const AnswerFileResult read = AnswerFile::read(file.fileName());
    ASSERT_TRUE(read.ok()) << describe(read);
    EXPECT_TRUE(read.choices.licenseAccepted);
}

} // namespace
