// ProgramLoadAnswer: the probe's "which" answer, recorded on this machine and edited to the cases
// a user meets, read and put into words; a probe that could not run says why.
#include "core/verify/ProgramLoadAnswer.h"

#include "TestData.h"

using namespace cudnnsetup;

namespace {

ProbeRun okRun(const QJsonObject &json)
{
    ProbeRun run;
    run.outcome = ProbeRun::Outcome::Ok;
    run.json = json;
    return run;
}

TEST(ProgramLoadAnswerTest, TheRecordedAnswerNamesTheFileAndItsVersion)
{
    const ProgramLoadAnswer answer = ProgramLoadAnswer::fromRun(okRun(verifytest::loadJson("which-cudnn-9.19.json")));
    EXPECT_TRUE(answer.loaded);
    EXPECT_EQ(answer.requested, QStringLiteral("libcudnn.so.9"));
    EXPECT_EQ(answer.path, QStringLiteral("/usr/local/cuda-13.0/lib/libcudnn.so.9"));
    EXPECT_EQ(answer.version, QStringLiteral("9.19.0"));
    EXPECT_EQ(answer.sentence(), QStringLiteral("A program asking for libcudnn.so.9 gets /usr/local/cuda-13.0/lib/libcudnn.so.9, which is cuDNN 9.19.0."));
}

TEST(ProgramLoadAnswerTest, NothingLoadedListsWhatWasTriedAndTheLoadersWords)
{
    QJsonObject json = verifytest::loadJson("which-cudnn-9.19.json");
    json.insert(QStringLiteral("loaded"), false);
    json.insert(QStringLiteral("path"), QString());
    json.insert(QStringLiteral("tried"), QJsonArray{QStringLiteral("libcudnn.so.9"), QStringLiteral("libcudnn.so.8")});
    json.insert(QStringLiteral("error"), QStringLiteral("libcudnn.so.8: cannot open shared object file: No such file or directory"));
    const QString sentence = ProgramLoadAnswer::fromRun(okRun(json)).sentence();
    EXPECT_TRUE(sentence.contains(QStringLiteral("none of libcudnn.so.9, libcudnn.so.8"))) << sentence;
    EXPECT_TRUE(sentence.contains(QStringLiteral("cannot open shared object file"))) << sentence;
}

TEST(ProgramLoadAnswerTest, AnUnreadableVersionIsSaidWithItsReason)
{
    QJsonObject json = verifytest::loadJson("which-cudnn-9.19.json");
    json.insert(QStringLiteral("version"), QJsonObject{});
    json.insert(QStringLiteral("versionError"), QStringLiteral("cudnnGetVersion not found"));
    const QString sentence = ProgramLoadAnswer::fromRun(okRun(json)).sentence();
    EXPECT_TRUE(sentence.contains(QStringLiteral("could not be read (cudnnGetVersion not found)"))) << sentence;
}

TEST(ProgramLoadAnswerTest, AProbeThatCouldNotRunSaysWhy)
{
    ProbeRun run;
    run.outcome = ProbeRun::Outcome::NotFound;
    run.failure = QStringLiteral("The helper program cudnn-probe is missing.");
    const ProgramLoadAnswer answer = ProgramLoadAnswer::fromRun(run);
    EXPECT_FALSE(answer.loaded);
    EXPECT_EQ(answer.sentence(), QStringLiteral("The helper program could not tell: The helper program cudnn-probe is missing."));
}

} // namespace
