// ProvisionOutcome: the exit code a fleet tool branches on follows the result (docs/provision.md),
// with 3010 only for a Windows install that changed the machine-wide environment; the report
// names what did not happen as null rather than leaving keys out; and ProvisionChoices says which
// merged answers cannot work together.
#include "core/provision/ProvisionOutcome.h"

#include <QJsonArray>

#include <gtest/gtest.h>

using namespace cudnnsetup;

namespace {

ProvisionOutcome outcomeWith(ProvisionResult result)
{
    ProvisionOutcome outcome;
    outcome.result = result;
    return outcome;
}

TEST(ProvisionOutcomeTest, EachResultHasItsDocumentedExitCodeAndKey)
{
    const struct {
        ProvisionResult result;
        int exitCode;
        const char *key;
    } expected[] = {
        {ProvisionResult::Installed, 0, "installed"},       {ProvisionResult::AlreadyDone, 0, "already-done"},
        {ProvisionResult::DryRun, 0, "dry-run"},            {ProvisionResult::Failed, 1, "failed"},
        {ProvisionResult::Invalid, 2, "invalid"},           {ProvisionResult::CannotRun, 3, "cannot-run"},
        {ProvisionResult::VerificationFailed, 4, "verification-failed"},
    };
    for (const auto &row : expected) {
        const ProvisionOutcome outcome = outcomeWith(row.result);
        EXPECT_EQ(outcome.exitCode(), row.exitCode) << row.key;
        EXPECT_EQ(ProvisionOutcome::resultKey(row.result), QString::fromLatin1(row.key));
        EXPECT_EQ(outcome.toJson().value(QStringLiteral("exitCode")).toInt(), row.exitCode) << row.key;
    }
}

TEST(ProvisionOutcomeTest, OnlyAWindowsInstallThatNeedsARestartExitsWith3010)
{
    ProvisionOutcome outcome = outcomeWith(ProvisionResult::Installed);
    outcome.restartNeeded = true;
    EXPECT_EQ(outcome.exitCode(), 0) << "Linux has no restart convention";
    outcome.windows = true;
    EXPECT_EQ(outcome.exitCode(), 3010);
    outcome.result = ProvisionResult::AlreadyDone;
    EXPECT_EQ(outcome.exitCode(), 0);
    outcome.result = ProvisionResult::VerificationFailed;
    EXPECT_EQ(outcome.exitCode(), 4) << "a failure is never reported as success";
}

TEST(ProvisionOutcomeTest, TheReportNamesWhatDidNotHappenAsNull)
{
    ProvisionOutcome outcome = outcomeWith(ProvisionResult::Invalid);
    outcome.message = QStringLiteral("The answer file has mistakes.");
    outcome.reasons = {QStringLiteral("answers.ini:3: install.layout: \"tollkit\" is not one of ...")};
    const QJsonObject json = outcome.toJson();
    EXPECT_EQ(json.value(QStringLiteral("schema")).toString(), QStringLiteral("cudnn-setup-provision/1"));
    EXPECT_EQ(json.value(QStringLiteral("result")).toString(), QStringLiteral("invalid"));
    EXPECT_EQ(json.value(QStringLiteral("reasons")).toArray().size(), 1);
    for (const char *key : {"archive", "installed", "plan", "verification", "benchmark", "driver", "toolkit"})
        EXPECT_TRUE(json.value(QString::fromLatin1(key)).isNull()) << key;
    EXPECT_TRUE(json.contains(QStringLiteral("machine")));
    EXPECT_FALSE(json.value(QStringLiteral("machine")).toObject().value(QStringLiteral("hostName")).toString().isEmpty());
    EXPECT_TRUE(outcome.toText().startsWith(QStringLiteral("The answer file has mistakes.\n  - answers.ini:3:")));
}

TEST(ProvisionChoicesTest, MergedAnswersThatCannotWorkTogetherAreNamed)
{
    ProvisionChoices choices;
    EXPECT_TRUE(choices.conflicts().isEmpty()) << "the defaults work";

    choices.source = ProvisionChoices::Source::Mirror;
    EXPECT_EQ(choices.conflicts().size(), 1) << "a mirror source without a mirror";
    choices.mirror = QStringLiteral("https://mirror.lab.example/cudnn");
    EXPECT_TRUE(choices.conflicts().isEmpty());

    choices = {};
    choices.source = ProvisionChoices::Source::Archive;
    choices.archive = QStringLiteral("/srv/cudnn.tar.xz");
    choices.cudnnRelease = QStringLiteral("9.20");   // e.g. a --release flag over an archive answer file
    ASSERT_EQ(choices.conflicts().size(), 1);
    EXPECT_TRUE(choices.conflicts().first().contains(QStringLiteral("--release")));

    choices = {};
    choices.target = QStringLiteral("/opt/cudnn");
    ASSERT_EQ(choices.conflicts().size(), 1) << "a target without the side-by-side layout";
    choices.layout = InstallLayout::SideBySide;
    EXPECT_TRUE(choices.conflicts().isEmpty());

    // A plain http:// mirror or CUDA redist needs the consent, whichever place gave the address.
    for (const bool cudaPieces : {false, true}) {
        choices = {};
        if (cudaPieces) {
            choices.cudaPieces = CudaProfile::Runtime;
            choices.cudaFrom = QStringLiteral("HTTP://mirror.lab.example/cuda/");
        } else {
            choices.source = ProvisionChoices::Source::Mirror;
            choices.mirror = QStringLiteral("http://mirror.lab.example/cudnn");
        }
        ASSERT_EQ(choices.conflicts().size(), 1) << "plain http without consent, cudaPieces=" << cudaPieces;
        EXPECT_TRUE(choices.conflicts().first().contains(QStringLiteral("allow-insecure-mirror = true")))
            << choices.conflicts().first().toStdString();
        choices.allowInsecureMirror = true;
        EXPECT_TRUE(choices.conflicts().isEmpty()) << choices.conflicts().join(u' ').toStdString();
    }
}

} // namespace
