#include "wizard_pages/FinishPage.h"

#include "core/model/ShownPath.h"
#include "core/report/UserNameMask.h"
#include "wizard_pages/ExpandableLabel.h"
#include "wizard_pages/SaveReportDialog.h"
#include "wizard_pages/StatusRow.h"
#include "wizard_pages/VerifyPage.h"
#include "wizard_pages/WizardSession.h"
#include "wizard_pages/WrappingLabel.h"

#include <QCheckBox>
#include <QClipboard>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace cudnnsetup {

namespace {

QString line(const QString &heading, const QString &text)
{
    return QStringLiteral("<b>%1</b><br>%2").arg(heading.toHtmlEscaped(), text.toHtmlEscaped());
}

QString code(const QString &command)
{
    return QStringLiteral("<br><code>%1</code>").arg(command.toHtmlEscaped());
}

} // namespace

FinishPage::FinishPage(WizardSession *session, QWidget *parent)
    : QWizardPage(parent)
    , m_session(session)
    , m_install(new WrappingLabel(QStringLiteral("finishInstallLabel")))
    , m_verify(new WrappingLabel(QStringLiteral("finishVerifyLabel")))
    , m_benchmark(new WrappingLabel(QStringLiteral("finishBenchmarkLabel")))
    , m_repair(new WrappingLabel(QStringLiteral("finishRepairLabel")))
    , m_nextSteps(new ExpandableLabel(QStringLiteral("finishNextStepsLabel")))
    , m_save(new QPushButton(tr("&Save report…")))
    , m_saveJson(new QPushButton(tr("Save as &JSON…")))
    , m_copy(new QPushButton(tr("&Copy report")))
    , m_keepUserNames(new QCheckBox(tr("Keep my &user name in the paths")))
    , m_status(new QLabel)
{
    setTitle(tr("Summary"));
    setSubTitle(tr("What the wizard did, and what to do next. Save the report to keep a record, or send it along "
                   "when you ask for help."));

    m_save->setObjectName(QStringLiteral("finishSaveReportButton"));
    m_save->setToolTip(tr("Saves everything the wizard found and did as a text file."));
    m_saveJson->setObjectName(QStringLiteral("finishSaveJsonButton"));
    m_saveJson->setToolTip(tr("Saves the same report as JSON, for scripts and for IT staff."));
    m_copy->setObjectName(QStringLiteral("finishCopyReportButton"));
    m_copy->setToolTip(tr("Copies the text report, to paste it into a message when you ask for help."));
    m_keepUserNames->setObjectName(QStringLiteral("finishKeepUserNamesCheck"));
    m_keepUserNames->setToolTip(tr("Off: paths such as /home/anna or C:\\Users\\anna appear as /home/<user> in the saved or "
                                   "copied report, so you can post it in a forum without saying who you are."));
    m_status->setObjectName(QStringLiteral("finishStatusLabel"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 4, 0);   // the page has its margins already
    layout->addWidget(WrappingLabel::heading(tr("What was done")));
    for (WrappingLabel *label : {m_install, m_verify, m_benchmark, m_repair}) {
        auto *row = new StatusRow(Verdict::Severity::Info, label);
        row->show();
        m_rows.append(row);
        layout->addWidget(row);
    }
    layout->addSpacing(8);
    layout->addWidget(WrappingLabel::heading(tr("What to do next")));
    layout->addWidget(m_nextSteps);
    layout->addStretch(1);
    auto *scroll = new QScrollArea;
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);

    auto *actions = new QHBoxLayout;
    actions->addWidget(m_status, 1);
    actions->addWidget(m_keepUserNames);
    actions->addWidget(m_save);
    actions->addWidget(m_saveJson);
    actions->addWidget(m_copy);
    auto *pageLayout = new QVBoxLayout(this);
    pageLayout->addWidget(scroll, 1);
    pageLayout->addLayout(actions);

    connect(m_save, &QPushButton::clicked, this, [this] { chooseReportFile(ReportFormat::Text); });
    connect(m_saveJson, &QPushButton::clicked, this, [this] { chooseReportFile(ReportFormat::Json); });
    connect(m_copy, &QPushButton::clicked, this, &FinishPage::copyReport);
    // A page left open while the checks change (Back, run again, Next) shows the latest.
    connect(session, &WizardSession::verifyResultChanged, this, &FinishPage::refresh);
    connect(session, &WizardSession::benchmarkResultChanged, this, &FinishPage::refresh);
    connect(session, &WizardSession::doctorReportChanged, this, &FinishPage::refresh);
}

void FinishPage::initializePage()
{
    m_status->clear();
    refresh();
}

int FinishPage::nextId() const
{
    return -1;
}

SummaryReport FinishPage::summary() const
{
    SummaryReport report;
    if (m_session->hasReport())
        report.system = m_session->report();
    const InstallWorkflow &workflow = m_session->installWorkflow();
    if (const std::optional<TransactionOutcome> outcome = workflow.currentOutcome()) {
        report.installPlan = workflow.currentPlan();
        report.installOutcome = outcome;
    }
    report.verify = m_session->verifyResult();
    report.benchmark = m_session->benchmarkResult();
    report.doctor = m_session->doctorReport();
    report.repairsDone = m_session->repairsDone();
    return report;
}

void FinishPage::refresh()
{
    const SummaryReport report = summary();
    const std::optional<TransactionOutcome> &outcome = report.installOutcome;
    m_install->setText(line(tr("Install"), SummaryReport::installLine(report.installPlan, outcome)));
    m_rows[0]->setSeverity(!outcome ? Verdict::Severity::Info : outcome->ok ? Verdict::Severity::Ok : Verdict::Severity::Error);

    m_verify->setText(line(tr("Check"), SummaryReport::verifyLine(report.verify)));
    m_rows[1]->setSeverity(report.verify ? VerifyPage::severityOf(report.verify->verdict()) : Verdict::Severity::Info);

    m_benchmark->setText(line(tr("Benchmark"), SummaryReport::benchmarkLine(report.benchmark)));
    bool timed = false;
    if (report.benchmark)
        for (const BenchmarkRow &row : report.benchmark->rows)
            timed = timed || row.hasTime();
    m_rows[2]->setSeverity(timed ? Verdict::Severity::Ok : Verdict::Severity::Info);

    // Repair mode's line only when it ran in this session.
    const bool repaired = report.doctor || !report.repairsDone.isEmpty();
    m_rows[3]->setVisible(repaired);
    if (repaired) {
        m_repair->setText(line(tr("Repair"), SummaryReport::repairLine(report.doctor, report.repairsDone)));
        m_rows[3]->setSeverity(!report.doctor ? Verdict::Severity::Info
                               : report.doctor->healthy() ? Verdict::Severity::Ok : Verdict::Severity::Warning);
    }

    QStringList steps;
    if (report.installOutcome && report.installOutcome->ok && !report.installPlan->environmentEdits.isEmpty())
        steps << tr("Open a new terminal, or log out and in again, so that programs see the changed environment.")
                     .toHtmlEscaped();
    if (report.verify && report.verify->verdict() == VerifyResult::Verdict::Broken)
        steps << tr("Fix what the check found (Back shows each failed check with what to do), then check again.")
                     .toHtmlEscaped();
    if (report.verify && report.verify->verdict() == VerifyResult::Verdict::ReadyNoGpu)
        steps << tr("cuDNN needs an NVIDIA graphics card and its driver to run. On a computer with both, check it "
                    "again to see it work.")
                     .toHtmlEscaped();
    if (const std::optional<VerifyTarget> target = m_session->verifyTarget()) {
        steps << tr("To check this copy again later from a terminal:").toHtmlEscaped()
                     + code(QStringLiteral("cudnn-setup verify --cudnn-dir \"%1\"").arg(shownPath(target->libraryDir)));
    }
    steps << tr("To see which cuDNN PyTorch uses, run the line below. It prints a number such as 91900 for cuDNN "
                "9.19.0. PyTorch installed with pip or conda usually brings its own copy of cuDNN, so this shows "
                "that copy, which can differ from the one checked here.")
                     .toHtmlEscaped()
                 + code(QStringLiteral("python -c \"import torch; print(torch.backends.cudnn.version())\""));
    // The first two are what to do now; the commands for later are one click away.
    const auto list = [](const QStringList &items) {
        QString html;
        for (const QString &item : items)
            html += QStringLiteral("<li>%1</li>").arg(item);
        return items.isEmpty() ? QString() : QStringLiteral("<ul>%1</ul>").arg(html);
    };
    m_nextSteps->setTexts(list(steps.mid(0, 2)), list(steps.mid(2)));
}

QByteArray FinishPage::reportContent(ReportFormat format) const
{
    const SummaryReport report = summary();
    // User names leave the computer only when the user asked for them to.
    const bool keep = m_keepUserNames->isChecked();
    const UserNameMask mask = UserNameMask::fromEnvironment();
    if (format == ReportFormat::Json)
        return QJsonDocument(keep ? report.toJson() : mask.apply(report.toJson())).toJson(QJsonDocument::Indented);
    return (keep ? report.toText() : mask.apply(report.toText())).toUtf8();
}

bool FinishPage::saveReportTo(const QString &path, ReportFormat format)
{
    return SaveReportDialog::write(path, reportContent(format), m_status);
}

void FinishPage::chooseReportFile(ReportFormat format)
{
    const bool json = format == ReportFormat::Json;
    const QString path = SaveReportDialog::askPath(this, json ? tr("Save the report as JSON") : tr("Save the report"),
                                                   json ? QStringLiteral("cudnn-setup-report.json") : QStringLiteral("cudnn-setup-report.txt"),
                                                   json ? tr("JSON files (*.json)") : tr("Text files (*.txt)"));
    if (!path.isEmpty())
        saveReportTo(path, format);
}

void FinishPage::copyReport()
{
    QGuiApplication::clipboard()->setText(QString::fromUtf8(reportContent(ReportFormat::Text)));
    m_status->setText(tr("Report copied. Paste it into your message when you ask for help."));
}

} // namespace cudnnsetup
