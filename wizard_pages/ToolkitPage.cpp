#include "wizard_pages/ToolkitPage.h"

#include "core/model/SystemReport.h"
#include "core/probe/ReportText.h"
#include "wizard_pages/CudaPiecesOffer.h"
#include "wizard_pages/ExpandableLabel.h"
#include "wizard_pages/ReportTable.h"
#include "wizard_pages/SetupWizard.h"
#include "wizard_pages/StatusIcons.h"
#include "wizard_pages/VerdictListWidget.h"
#include "wizard_pages/WrappingLabel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace cudnnsetup {

namespace {

enum ToolkitColumn { ToolkitVersion, ToolkitFolder, ToolkitDefault, ToolkitNvcc, ToolkitFoundVia };
enum CudnnColumn { CudnnVersion, CudnnKind, CudnnFolder, CudnnCuda, CudnnParts, CudnnProblems };
enum FrameworkColumn { FrameworkName, FrameworkEnvironment, FrameworkBuiltFor, FrameworkLoads, FrameworkFits };

QString versionText(const Version &version)
{
    return version.isValid() ? version.toString() : ToolkitPage::tr("unknown");
}

QString toolkitVersionText(const ToolkitInstall &toolkit)
{
    if (!toolkit.version.isValid())
        return ToolkitPage::tr("unknown");
    if (toolkit.versionSource.isEmpty())
        return toolkit.version.toString();
    return ToolkitPage::tr("%1 (from %2)").arg(toolkit.version.toString(), toolkit.versionSource);
}

QString defaultText(const ToolkitInstall &toolkit)
{
    if (!toolkit.isDefault)
        return ToolkitPage::tr("no");
    if (toolkit.defaultReason.isEmpty())
        return ToolkitPage::tr("yes");
    return ToolkitPage::tr("yes: %1").arg(toolkit.defaultReason);
}

QString builtForText(const FrameworkInstall &framework)
{
    if (!framework.gpuBuild)
        return ToolkitPage::tr("CPU only");
    const QString cudnn = framework.cudnnIsMinimum ? ToolkitPage::tr("cuDNN %1 or newer").arg(versionText(framework.builtForCudnn))
                                                   : ToolkitPage::tr("cuDNN %1").arg(versionText(framework.builtForCudnn));
    return ToolkitPage::tr("CUDA %1, %2").arg(versionText(framework.builtForCuda), cudnn);
}

QString loadsText(const FrameworkInstall &framework)
{
    switch (framework.cudnnSource) {
    case FrameworkInstall::CudnnSource::Unknown: return ToolkitPage::tr("no cuDNN");
    case FrameworkInstall::CudnnSource::Missing: return ToolkitPage::tr("none found");
    default: break;
    }
    return ToolkitPage::tr("cuDNN %1 from %2 (%3)").arg(versionText(framework.loadedVersion), framework.loadedFile, framework.loadedVia);
}

QString nvccText(const ToolkitInstall &toolkit)
{
    if (toolkit.nvccPath.isEmpty())
        return ToolkitPage::tr("no nvcc in this toolkit");
    if (toolkit.nvccVersion.isValid())
        return toolkit.nvccVersion.toString();
    if (!toolkit.nvccProblem.isEmpty())
        return toolkit.nvccProblem;
    return ToolkitPage::tr("not run");
}

} // namespace

ToolkitPage::ToolkitPage(WizardSession *session, QWidget *parent)
    : ScanResultPage(session, parent)
    , m_toolkitTable(new ReportTable({tr("Version"), tr("Folder"), tr("Default"), tr("nvcc"), tr("Found via")}))
    , m_noToolkitLabel(new WrappingLabel(QStringLiteral("noToolkitLabel")))
    , m_cudnnTable(new ReportTable({tr("Version"), tr("Kind"), tr("Folder"), tr("Built for"), tr("Sub-libraries"),
                                    tr("Problems")}))
    , m_noCudnnLabel(new WrappingLabel(QStringLiteral("noCudnnLabel")))
    , m_frameworkTable(new ReportTable({tr("Framework"), tr("Environment"), tr("Built for"), tr("Loads"), tr("Fits")}))
    , m_noFrameworkLabel(new WrappingLabel(QStringLiteral("noFrameworkLabel")))
    , m_verdicts(new VerdictListWidget(VerdictListWidget::Topic::ToolkitAndCudnn,
                                       tr("Nothing to report about CUDA and cuDNN.")))
    , m_recommendationIcon(new QLabel)
    , m_recommendation(new ExpandableLabel(QStringLiteral("recommendationLabel")))
    , m_cudaOffer(new CudaPiecesOffer(session))
{
    setTitle(tr("CUDA Toolkit and cuDNN"));
    setSubTitle(tr("cuDNN is built for one CUDA version. Here are the CUDA Toolkits and the copies of cuDNN "
                   "on this computer, and the cuDNN download that fits."));

    m_toolkitTable->setObjectName(QStringLiteral("toolkitTable"));
    m_cudnnTable->setObjectName(QStringLiteral("cudnnTable"));
    m_toolkitTable->setAccessibleName(tr("CUDA Toolkits"));
    m_cudnnTable->setAccessibleName(tr("cuDNN already on this computer"));
    m_toolkitTable->setStretchingColumns({ToolkitFolder, ToolkitDefault, ToolkitNvcc, ToolkitFoundVia});
    m_cudnnTable->setStretchingColumns({CudnnKind, CudnnFolder, CudnnProblems});
    m_frameworkTable->setObjectName(QStringLiteral("frameworkTable"));
    m_frameworkTable->setAccessibleName(tr("Frameworks on this computer"));
    m_frameworkTable->setStretchingColumns({FrameworkEnvironment, FrameworkLoads, FrameworkFits});
    m_noFrameworkLabel->setText(ReportText::noFrameworksText().toHtmlEscaped());
    m_verdicts->setObjectName(QStringLiteral("toolkitVerdicts"));
    m_recommendationIcon->setAlignment(Qt::AlignTop | Qt::AlignHCenter);
    m_noToolkitLabel->setText(tr("No CUDA Toolkit was found on this computer.").toHtmlEscaped());
    m_noCudnnLabel->setText(tr("No cuDNN was found on this computer.").toHtmlEscaped());

    auto *recommendationRow = new QHBoxLayout;
    recommendationRow->addWidget(m_recommendationIcon);
    recommendationRow->addWidget(m_recommendation, 1);

    QVBoxLayout *layout = contentLayout();
    layout->addWidget(WrappingLabel::heading(tr("CUDA Toolkits")));
    layout->addWidget(m_toolkitTable);
    layout->addWidget(m_noToolkitLabel);
    layout->addSpacing(8);
    layout->addWidget(WrappingLabel::heading(tr("cuDNN already on this computer")));
    layout->addWidget(m_cudnnTable);
    layout->addWidget(m_noCudnnLabel);
    layout->addSpacing(8);
    layout->addWidget(WrappingLabel::heading(tr("Frameworks on this computer")));
    layout->addWidget(m_frameworkTable);
    layout->addWidget(m_noFrameworkLabel);
    layout->addSpacing(8);
    layout->addWidget(WrappingLabel::heading(tr("What this means for you")));
    layout->addWidget(m_verdicts);
    layout->addSpacing(8);
    layout->addWidget(WrappingLabel::heading(tr("The cuDNN that fits")));
    layout->addLayout(recommendationRow);
    layout->addWidget(m_cudaOffer);
    layout->addStretch(1);
}

int ToolkitPage::nextId() const
{
    return SetupWizard::Acquire;
}

void ToolkitPage::showReport(const SystemReport &report)
{
    showToolkits(report);
    showCudnnCopies(report);
    showFrameworks(report);
    m_verdicts->setVerdicts(report.verdicts);
    showRecommendation(report);
    m_cudaOffer->showReport(report);
}

void ToolkitPage::showToolkits(const SystemReport &report)
{
    m_toolkitTable->clearRows();
    for (const ToolkitInstall &toolkit : report.toolkits) {
        const int row = m_toolkitTable->addRow({
            toolkitVersionText(toolkit),
            toolkit.root,
            defaultText(toolkit),
            nvccText(toolkit),
            toolkit.foundVia.join(QStringLiteral(", ")),
        });
        if (toolkit.isDefault)
            m_toolkitTable->setCellIcon(row, ToolkitVersion, StatusIcons::ok());
    }
    m_toolkitTable->finishRows();
    m_toolkitTable->setVisible(!report.toolkits.isEmpty());
    m_noToolkitLabel->setVisible(report.toolkits.isEmpty());
}

void ToolkitPage::showCudnnCopies(const SystemReport &report)
{
    m_cudnnTable->clearRows();
    for (const CudnnCopy &copy : report.cudnnCopies) {
        // The problems themselves are in this copy's verdict below; the table only counts them.
        const QString problems = copy.problems.isEmpty()
                                     ? tr("none")
                                     : tr("%n problem(s), listed below", nullptr, int(copy.problems.size()));
        const int row = m_cudnnTable->addRow({
            versionText(copy.bestVersion()),
            ReportText::copyKindText(copy.kind),
            copy.libraryDir,
            copy.cudaMajor > 0 ? tr("CUDA %1").arg(copy.cudaMajor) : tr("unknown"),
            QString::number(copy.subLibraries().size()),
            problems,
        });
        m_cudnnTable->setCellIcon(row, CudnnVersion, copy.problems.isEmpty() ? StatusIcons::ok() : StatusIcons::warning());
        m_cudnnTable->setCellToolTip(row, CudnnParts, copy.subLibraries().join(QStringLiteral(", ")));
        if (!copy.problems.isEmpty())
            m_cudnnTable->setCellToolTip(row, CudnnProblems, copy.problems.join(QLatin1Char('\n')));
        if (copy.headerVersion.isValid())
            m_cudnnTable->setCellToolTip(row, CudnnVersion, tr("Header says %1").arg(copy.headerVersion.toString()));
    }
    m_cudnnTable->finishRows();
    m_cudnnTable->setVisible(!report.cudnnCopies.isEmpty());
    m_noCudnnLabel->setVisible(report.cudnnCopies.isEmpty());
}

void ToolkitPage::showFrameworks(const SystemReport &report)
{
    m_frameworkTable->clearRows();
    for (const FrameworkInstall &framework : report.frameworks) {
        QStringList fits = framework.problems;
        if (!framework.note.isEmpty())
            fits.append(framework.note);
        if (fits.isEmpty())
            fits.append(tr("yes"));
        const int row = m_frameworkTable->addRow({
            tr("%1 %2").arg(FrameworkInstall::kindName(framework.kind), framework.version),
            framework.environment,
            builtForText(framework),
            loadsText(framework),
            fits.join(u' '),
        });
        m_frameworkTable->setCellIcon(row, FrameworkName, StatusIcons::forSeverity(framework.fit));
        if (!framework.cudnnFact.isEmpty())
            m_frameworkTable->setCellToolTip(row, FrameworkBuiltFor, framework.cudnnFact);
        m_frameworkTable->setCellToolTip(row, FrameworkName, framework.package);
    }
    m_frameworkTable->finishRows();
    m_frameworkTable->setVisible(!report.frameworks.isEmpty());
    m_noFrameworkLabel->setVisible(report.frameworks.isEmpty());
}

void ToolkitPage::showRecommendation(const SystemReport &report)
{
    const Recommendation &recommendation = report.recommendation;
    QStringList lines;
    if (recommendation.available) {
        lines << QStringLiteral("<b>%1</b>").arg(tr("Recommended: cuDNN %1 for CUDA %2")
                                                     .arg(recommendation.cudnnVersion.toString())
                                                     .arg(recommendation.cudaMajor)
                                                     .toHtmlEscaped());
        if (!recommendation.archiveName.isEmpty())
            lines << tr("Download: %1").arg(recommendation.archiveName).toHtmlEscaped();
    } else {
        lines << QStringLiteral("<b>%1</b>").arg(tr("No cuDNN download can be recommended yet.").toHtmlEscaped());
    }
    // Why, one click away; without a recommendation the reason is what the user needs to read.
    const QString reason = recommendation.reason.toHtmlEscaped();
    if (!recommendation.available && !reason.isEmpty())
        lines << reason;
    m_recommendation->setTexts(lines.join(QStringLiteral("<br>")), recommendation.available ? reason : QString());
    m_recommendationIcon->setPixmap(
        StatusIcons::pixmap(recommendation.available ? Verdict::Severity::Ok : Verdict::Severity::Warning));
}

} // namespace cudnnsetup
