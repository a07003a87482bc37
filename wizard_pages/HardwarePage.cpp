#include "wizard_pages/HardwarePage.h"

#include "core/model/SystemReport.h"
#include "core/probe/ReportText.h"
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

// How the driver state looks: a state the user can live with is not drawn as an error.
Verdict::Severity driverSeverity(DriverInfo::State state)
{
    switch (state) {
    case DriverInfo::State::GpusFound: return Verdict::Severity::Ok;
    case DriverInfo::State::NotInstalled: return Verdict::Severity::Info;
    case DriverInfo::State::NoGpuVisible: return Verdict::Severity::Warning;
    case DriverInfo::State::Failed: return Verdict::Severity::Error;
    case DriverInfo::State::NotQueried: return Verdict::Severity::Info;
    }
    return Verdict::Severity::Info;
}

// The codes of DriverRules' verdict on the driver's state (core/compat/DriverRules.cpp).
QStringList driverStateCodes()
{
    return {QStringLiteral("driver-not-installed"), QStringLiteral("driver-no-gpu"), QStringLiteral("driver-failed"),
            QStringLiteral("driver-not-queried"), QStringLiteral("driver-ok")};
}

QString orUnknown(const Version &version)
{
    return version.isValid() ? version.toString() : HardwarePage::tr("unknown");
}

} // namespace

HardwarePage::HardwarePage(WizardSession *session, QWidget *parent)
    : ScanResultPage(session, parent)
    , m_driverIcon(new QLabel)
    , m_driverStatus(new ExpandableLabel(QStringLiteral("driverStatusLabel")))
    , m_gpuTable(new ReportTable({tr("#"), tr("Name"), tr("Compute capability"), tr("Memory"),
                                  tr("Multiprocessors (SMs)"), tr("Found by")}))
    , m_noGpuLabel(new WrappingLabel(QStringLiteral("noGpuLabel")))
    , m_verdicts(new VerdictListWidget(VerdictListWidget::Topic::DriverAndGpu,
                                       tr("Nothing to report about the driver and GPU.")))
    , m_notesHeading(WrappingLabel::heading(tr("What the check could not read")))
    , m_notes(new WrappingLabel(QStringLiteral("scanNotesLabel")))
{
    setTitle(tr("Graphics card and driver"));
    setSubTitle(tr("cuDNN runs on an NVIDIA graphics card (GPU) through the NVIDIA driver. "
                   "Here is what this computer has."));

    m_driverIcon->setObjectName(QStringLiteral("driverStatusIcon"));
    m_driverIcon->setAlignment(Qt::AlignTop | Qt::AlignHCenter);
    m_gpuTable->setObjectName(QStringLiteral("gpuTable"));
    m_gpuTable->setAccessibleName(tr("Graphics cards (GPUs)"));
    m_verdicts->setObjectName(QStringLiteral("hardwareVerdicts"));
    m_verdicts->setExcludedCodes(driverStateCodes());

    auto *driverRow = new QHBoxLayout;
    driverRow->addWidget(m_driverIcon);
    driverRow->addWidget(m_driverStatus, 1);

    QVBoxLayout *layout = contentLayout();
    layout->addWidget(WrappingLabel::heading(tr("NVIDIA driver")));
    layout->addLayout(driverRow);
    layout->addSpacing(8);
    layout->addWidget(WrappingLabel::heading(tr("Graphics cards (GPUs)")));
    layout->addWidget(m_gpuTable);
    layout->addWidget(m_noGpuLabel);
    layout->addSpacing(8);
    layout->addWidget(WrappingLabel::heading(tr("What this means for you")));
    layout->addWidget(m_verdicts);
    layout->addSpacing(8);
    layout->addWidget(m_notesHeading);
    layout->addWidget(m_notes);
    layout->addStretch(1);
}

int HardwarePage::nextId() const
{
    return SetupWizard::Toolkit;
}

void HardwarePage::showReport(const SystemReport &report)
{
    showDriver(report);
    showGpus(report);
    m_verdicts->setVerdicts(report.verdicts);
    showNotes(report);
}

void HardwarePage::showDriver(const SystemReport &report)
{
    // The compatibility rules word the driver's state as one verdict (what it means, what to do,
    // what was found): it is said here, once, and left out of the list below.
    const Verdict *state = nullptr;
    for (const Verdict &verdict : report.verdicts)
        if (driverStateCodes().contains(verdict.code))
            state = &verdict;
    if (state) {
        m_driverIcon->setPixmap(StatusIcons::pixmap(state->severity));
        VerdictListWidget::present(m_driverStatus, *state);
        return;
    }
    const DriverInfo &driver = report.driver;
    m_driverIcon->setPixmap(StatusIcons::pixmap(driverSeverity(driver.state)));
    m_driverStatus->setTexts(QStringLiteral("<b>%1</b>").arg(ReportText::driverStateText(driver).toHtmlEscaped()), {});
}

void HardwarePage::showGpus(const SystemReport &report)
{
    m_gpuTable->clearRows();
    for (const GpuInfo &gpu : report.gpus) {
        m_gpuTable->addRow({
            QString::number(gpu.index),
            gpu.name,
            orUnknown(gpu.computeCapability),
            gpu.totalMemoryBytes >= 0 ? ReportText::formatBytes(gpu.totalMemoryBytes) : tr("unknown"),
            gpu.multiprocessorCount >= 0 ? QString::number(gpu.multiprocessorCount) : tr("unknown"),
            gpu.source,
        });
    }
    m_gpuTable->finishRows();
    const bool none = report.gpus.isEmpty();
    m_gpuTable->setVisible(!none);
    m_noGpuLabel->setVisible(none);
    // Without a working driver nothing can list the GPUs; the driver's status says why.
    if (none)
        m_noGpuLabel->setText((report.driver.state == DriverInfo::State::NotQueried
                                   ? tr("The GPUs of that system can only be listed on it.")
                               : report.driver.state == DriverInfo::State::NotInstalled
                                       || report.driver.state == DriverInfo::State::Failed
                                   ? tr("The GPUs can be listed once the driver works.")
                                   : tr("No NVIDIA GPU was found."))
                                  .toHtmlEscaped());
}

void HardwarePage::showNotes(const SystemReport &report)
{
    QStringList items;
    for (const ScanNote &note : report.notes) {
        items << QStringLiteral("<li>%1<br><small>%2</small></li>")
                     .arg(note.message.toHtmlEscaped(), note.subject.toHtmlEscaped());
    }
    const bool none = items.isEmpty();
    m_notesHeading->setVisible(!none);
    m_notes->setVisible(!none);
    m_notes->setText(none ? QString() : QStringLiteral("<ul>%1</ul>").arg(items.join(QString())));
}

} // namespace cudnnsetup
