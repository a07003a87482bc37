// InstallWorkflow owns the order for every front end: the same InstallSpec run blocking (the CLI's
// `install`, provisioning) and step by step with signals (the wizard: unpack(), decide(),
// apply()) reaches the same plan and the same installed files — for cuDNN into a toolkit, and for
// cuDNN with the CUDA pieces put together into a new toolkit whose root the workflow chooses. Real
// archives in NVIDIA's layouts, real folders, each run in a world of its own.
#include "core/acquire/CudaRedistFolder.h"
#include "core/install/InstallWorkflow.h"
#include "fixtures/archives/ArchiveBuilder.h"
#include "fixtures/archives/SmallCudaRedist.h"
#include "support/GTestPrinters.h"
#include "support/TreeSnapshot.h"

#include <QEventLoop>
#include <QJsonDocument>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTimer>

#include <gtest/gtest.h>

using namespace cudnnsetup;
using namespace cudnnsetup::testing;

namespace {

constexpr int kTimeoutMs = 60000;

// One machine: an archives folder, the records, a home and (unless the CUDA pieces come) a toolkit.
class World
{
public:
    explicit World(bool withToolkit)
    {
        EXPECT_TRUE(m_temp.isValid());
        for (const char *folder : {"archives", "state", "home"})
            QDir().mkpath(path(QLatin1String(folder)));
        if (withToolkit) {
            writeFile(path(QStringLiteral("cuda/include/cuda.h")), "/* cuda.h of the toolkit */\n");
            QDir().mkpath(path(QStringLiteral("cuda/lib64")));
        }
    }

    QString path(const QString &relative) const { return m_temp.path() + u'/' + relative; }
    QString root() const { return m_temp.path(); }

    InstallSetting setting() const
    {
        QProcessEnvironment environment;
        environment.insert(QStringLiteral("HOME"), path(QStringLiteral("home")));
        const SystemPaths paths({}, HostPlatform{OsFamily::Linux, QStringLiteral("x86_64")}, environment);
        return InstallSetting::forScope(paths, InstallScope::User, path(QStringLiteral("state")));
    }

    InstallSpec spec(const QString &archive) const
    {
        InstallSpec spec;
        spec.archivePath = archive;
        spec.scope = InstallScope::User;
        spec.toolkit = {path(QStringLiteral("cuda")), *Version::parse(u"12.9.1")};
        spec.editEnvironment = false;
        spec.homeFolder = path(QStringLiteral("home"));
        return spec;
    }

    // The plan as text with what differs between two worlds taken out: the temporary root, the
    // transaction id (which also names the staging folder) and the disk's free space.
    std::string comparable(const InstallPlan &plan) const
    {
        QString text = QString::fromUtf8(QJsonDocument(plan.toJson()).toJson());
        text.replace(plan.id, QStringLiteral("<id>")).replace(root(), QStringLiteral("<root>"));
        text.replace(QRegularExpression(QStringLiteral("\"bytesAvailable\": \\d+")), QStringLiteral("\"bytesAvailable\": <free>"));
        return text.toStdString();
    }

private:
    QTemporaryDir m_temp;
};

// The wizard's way: set the spec, ask for a decision, apply a Ready one, and wait for each answer.
struct StepByStep
{
    std::optional<InstallDecision> decided;
    std::optional<InstallDecision> finished;
    std::optional<ExtractionResult> unpackFailed;
    QList<InstallWorkflow::Stage> stages;
};

StepByStep runStepByStep(InstallWorkflow &workflow, const InstallSpec &spec)
{
    StepByStep seen;
    QEventLoop loop;
    QTimer timeout;
    timeout.setSingleShot(true);
    QObject::connect(&timeout, &QTimer::timeout, &loop, &QEventLoop::quit);
    QObject::connect(&workflow, &InstallWorkflow::stageChanged, &loop,
                     [&](InstallWorkflow::Stage stage) { seen.stages.append(stage); });
    QObject::connect(&workflow, &InstallWorkflow::decided, &loop, [&](const InstallDecision &decision) {
        seen.decided = decision;
        loop.quit();
    });
    QObject::connect(&workflow, &InstallWorkflow::unpackFailed, &loop, [&](const ExtractionResult &failure) {
        seen.unpackFailed = failure;
        loop.quit();
    });
    QObject::connect(&workflow, &InstallWorkflow::finished, &loop, [&](const InstallDecision &decision) {
        seen.finished = decision;
        loop.quit();
    });
    workflow.setSpec(spec);
    workflow.decide();
    timeout.start(kTimeoutMs);
    loop.exec();
    if (!seen.decided || seen.decided->kind != InstallDecision::Kind::Ready)
        return seen;
    workflow.apply();
    timeout.start(kTimeoutMs);
    loop.exec();
    return seen;
}

class InstallWorkflowTest : public ::testing::Test
{
protected:
    // The same spec in two worlds alike: blocking in one, step by step in the other.
    void expectTheSameBothWays(bool withCudaPieces)
    {
        World blockingWorld(!withCudaPieces);
        World steppingWorld(!withCudaPieces);
        InstallSpec blockingSpec = specIn(blockingWorld, withCudaPieces);
        InstallSpec steppingSpec = specIn(steppingWorld, withCudaPieces);

        InstallWorkflow blocking(blockingWorld.setting());
        const InstallDecision blocked = blocking.runBlocking(blockingSpec, {});
        ASSERT_EQ(blocked.kind, InstallDecision::Kind::Done)
            << blocked.extraction.reason.toStdString() << (blocked.plan ? blocked.plan->blockers.join(u'\n') : QString()).toStdString();

        InstallWorkflow stepping(steppingWorld.setting());
        const StepByStep stepped = runStepByStep(stepping, steppingSpec);
        ASSERT_FALSE(stepped.unpackFailed) << stepped.unpackFailed->reason.toStdString();
        ASSERT_TRUE(stepped.decided.has_value()) << "no decision within the time";
        ASSERT_EQ(stepped.decided->kind, InstallDecision::Kind::Ready) << stepped.decided->plan->blockers.join(u'\n').toStdString();
        ASSERT_TRUE(stepped.finished.has_value()) << "the apply did not finish within the time";
        ASSERT_EQ(stepped.finished->kind, InstallDecision::Kind::Done) << stepped.finished->outcome->error.toStdString();

        // The order: unpack (the CUDA pieces in the same step), plan, then apply.
        using Stage = InstallWorkflow::Stage;
        EXPECT_EQ(stepped.stages, (QList<Stage>{Stage::Unpacking, Stage::Planning, Stage::Idle, Stage::Applying, Stage::Idle}));

        EXPECT_EQ(blockingWorld.comparable(*blocked.plan), steppingWorld.comparable(*stepped.finished->plan));
        EXPECT_EQ(blocked.outcome->ok, stepped.finished->outcome->ok);
        EXPECT_EQ(blocked.outcome->problems, stepped.finished->outcome->problems);
        EXPECT_TRUE(blocking.succeeded());
        EXPECT_TRUE(stepping.succeeded());
        // Neither kept an unpacked copy: the transactions took them over.
        EXPECT_FALSE(blocking.hasUnpacked());
        EXPECT_FALSE(stepping.hasUnpacked());

        // The same files, in the same places, in both worlds.
        const QString installed = withCudaPieces ? QStringLiteral("home/.local/cuda-13.0") : QStringLiteral("cuda");
        const TreeSnapshot one = TreeSnapshot::take(blockingWorld.path(installed));
        const TreeSnapshot other = TreeSnapshot::take(steppingWorld.path(installed));
        ASSERT_TRUE(one.rootExists()) << installed.toStdString();
        EXPECT_EQ(one.nodes().keys(), other.nodes().keys());
        EXPECT_TRUE(one.contains(QStringLiteral("include/cudnn_version.h")));
        if (withCudaPieces) {
            EXPECT_TRUE(one.contains(QStringLiteral("include/cuda_runtime.h")));
            EXPECT_EQ(blocked.plan->targetRoot, blockingWorld.path(installed)) << "the Auto root of the new toolkit";
            EXPECT_EQ(blocked.plan->layout, InstallLayout::IntoToolkit);
        }
    }

    static InstallSpec specIn(const World &world, bool withCudaPieces)
    {
        const QString archive = ArchiveBuilder::cudnnLinuxTarball(world.path(QStringLiteral("archives")), QStringLiteral("9.19.0.56"),
                                                                   withCudaPieces ? 13 : 12);
        InstallSpec spec = world.spec(archive);
        if (!withCudaPieces)
            return spec;
        SmallCudaRedist::write(world.path(QStringLiteral("redist")), SmallCudaRedist::runtimeComponents());
        const CudaRedistChoice pieces = CudaRedistFolder::choose(world.path(QStringLiteral("redist")), CudaProfile::Runtime,
                                                                 QStringLiteral("linux-x86_64"), 13);
        EXPECT_TRUE(pieces.ok()) << pieces.problem.toStdString();
        spec.cudaPieces = pieces;
        spec.toolkit = {};   // Auto: the workflow names the new toolkit's folder
        spec.layout.reset();
        return spec;
    }
};

TEST_F(InstallWorkflowTest, CudnnIntoAToolkitEndsTheSameBlockingAndStepByStep)
{
    expectTheSameBothWays(false);
}

TEST_F(InstallWorkflowTest, CudnnWithTheCudaPiecesEndsTheSameBlockingAndStepByStep)
{
    expectTheSameBothWays(true);
}

// Left Auto, the layout is the recommended one and the decision says why; with the CUDA pieces it
// is always the new toolkit, whatever was asked.
TEST_F(InstallWorkflowTest, WhatTheSpecLeavesAutoIsResolvedByTheWorkflow)
{
    const World world(true);
    InstallSpec spec = world.spec(QStringLiteral("unused.tar.xz"));
    QString reason;
    const InstallRequest recommended = InstallWorkflow::resolve(spec, world.setting().paths, ArchiveIdentity{}, &reason);
    EXPECT_EQ(recommended.layout, InstallWorkflow::recommendation(spec, world.setting().paths, false).layout);
    EXPECT_FALSE(reason.isEmpty());

    spec.layout = InstallLayout::SideBySide;
    reason.clear();
    EXPECT_EQ(InstallWorkflow::resolve(spec, world.setting().paths, ArchiveIdentity{}, &reason).layout, InstallLayout::SideBySide);
    EXPECT_TRUE(reason.isEmpty()) << "a layout the user chose needs no reason";

    CudaRedistChoice pieces;
    pieces.release = *Version::parse(u"13.0.2");
    pieces.platform = QStringLiteral("linux-x86_64");
    spec.cudaPieces = pieces;
    spec.toolkit = {};
    const InstallRequest withPieces = InstallWorkflow::resolve(spec, world.setting().paths, ArchiveIdentity{});
    EXPECT_EQ(withPieces.layout, InstallLayout::IntoToolkit);
    EXPECT_EQ(withPieces.toolkit.root, world.path(QStringLiteral("home/.local/cuda-13.0")));
    EXPECT_TRUE(withPieces.toolkit.fromRedist);
    spec.scope = InstallScope::System;
    EXPECT_EQ(InstallWorkflow::resolve(spec, world.setting().paths, ArchiveIdentity{}).toolkit.root,
              QStringLiteral("/usr/local/cuda-13.0"));
}

// Dropping the workflow, or another archive, removes what was unpacked for a plan nobody applied.
TEST_F(InstallWorkflowTest, WhatNoTransactionTookOverIsRemoved)
{
    const World world(true);
    const QString archive = ArchiveBuilder::cudnnLinuxTarball(world.path(QStringLiteral("archives")), QStringLiteral("9.19.0.56"), 12);
    const QString transactions = world.path(QStringLiteral("state/transactions"));
    {
        InstallWorkflow workflow(world.setting());
        InstallSpec spec = world.spec(archive);
        spec.dryRun = true;
        const StepByStep seen = runStepByStep(workflow, spec);
        ASSERT_TRUE(seen.decided.has_value());
        EXPECT_EQ(seen.decided->kind, InstallDecision::Kind::DryRun);
        ASSERT_TRUE(workflow.hasUnpacked());
        EXPECT_EQ(QDir(transactions).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size(), 1);
        spec.archivePath = world.path(QStringLiteral("archives/another.tar.xz"));
        workflow.setSpec(spec);
        EXPECT_FALSE(workflow.hasUnpacked()) << "another archive makes the unpacked one stale";
        EXPECT_TRUE(QDir(transactions).entryList(QDir::Dirs | QDir::NoDotAndDotDot).isEmpty());
        spec.archivePath = archive;
        ASSERT_TRUE(runStepByStep(workflow, spec).decided.has_value());
        EXPECT_EQ(QDir(transactions).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size(), 1);
    }
    EXPECT_TRUE(QDir(transactions).entryList(QDir::Dirs | QDir::NoDotAndDotDot).isEmpty());
}

} // namespace
