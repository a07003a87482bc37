#include "wizard_pages/FirstProgramPanel.h"

#include "core/acquire/CudaComponents.h"
#include "wizard_pages/StatusRow.h"
#include "wizard_pages/WrappingLabel.h"

#include <QVBoxLayout>

namespace cudnnsetup {

namespace {

Verdict::Severity severityOf(const FirstProgramStep &step)
{
    switch (step.status) {
    case FirstProgramStep::Status::Ok: return Verdict::Severity::Ok;
    case FirstProgramStep::Status::Failed: return Verdict::Severity::Error;
    case FirstProgramStep::Status::Skipped: return Verdict::Severity::Warning;
    }
    return Verdict::Severity::Warning;
}

} // namespace

FirstProgramPanel::FirstProgramPanel(QWidget *parent)
    : QWidget(parent)
    , m_intro(new WrappingLabel(QStringLiteral("firstProgramLabel")))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(WrappingLabel::heading(tr("Your first CUDA + cuDNN program")));
    m_intro->setText(tr("The new toolkit's nvcc compiles a ten-line program that calls cudnnGetVersion() and "
                        "cudaRuntimeGetVersion(), and runs it. Neither call needs the GPU.")
                         .toHtmlEscaped());
    layout->addWidget(m_intro);
    for (const char *name : {"firstProgramVersionLabel", "firstProgramCompileLabel", "firstProgramRunLabel"}) {
        auto *label = new WrappingLabel(QString::fromLatin1(name));
        auto *row = new StatusRow(Verdict::Severity::Info, label);
        row->show();   // rows start hidden; this panel shows or hides as a whole
        m_labels.append(label);
        m_rows.append(row);
        layout->addWidget(row);
    }
    m_job.whenDone(this, [this](const FirstProgramResult &result) {
        m_result = result;
        showResult(result);
        Q_EMIT finished();
    });
    hide();
}

bool FirstProgramPanel::applies(const InstallPlan &plan)
{
    return plan.cudaProfile == CudaComponents::key(CudaProfile::Develop);
}

void FirstProgramPanel::start(const SystemPaths &paths, const InstallPlan &plan)
{
    m_result.reset();
    const QStringList waiting{tr("nvcc --version: waiting…"), tr("Compiling the program: waiting…"),
                              tr("Running the program: waiting…")};
    for (int index = 0; index < m_labels.size(); ++index) {
        m_labels[index]->setText(waiting.at(index).toHtmlEscaped());
        m_labels[index]->setToolTip(QString());
        m_rows[index]->setSeverity(Verdict::Severity::Info);
    }
    show();
    m_job.start([paths, root = plan.targetRoot, include = plan.includeFolder, libraries = plan.libraryFolder,
                 cudnn = Version::parse(plan.version).value_or(Version()),
                 release = Version::parse(plan.cudaRelease).value_or(Version())](const auto &) {
        return FirstProgramCheck::run(FirstProgramCheck::requestFor(paths, root, include, libraries, cudnn, release));
    });
}

void FirstProgramPanel::showResult(const FirstProgramResult &result)
{
    const QList<const FirstProgramStep *> steps{&result.version, &result.compile, &result.run};
    for (int index = 0; index < steps.size(); ++index) {
        const FirstProgramStep &step = *steps.at(index);
        m_labels[index]->setText(step.sentence.toHtmlEscaped());
        m_rows[index]->setSeverity(severityOf(step));
        QStringList details;
        if (!step.command.isEmpty())
            details << step.command;
        if (!step.outputTail.isEmpty())
            details << step.outputTail;
        m_labels[index]->setToolTip(details.join(u'\n'));
    }
}

} // namespace cudnnsetup
