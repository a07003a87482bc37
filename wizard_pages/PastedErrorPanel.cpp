#include "wizard_pages/PastedErrorPanel.h"

#include "core/doctor/rules/DoctorText.h"
#include "core/doctor/pasted/ErrorDiagnosisText.h"
#include "core/model/ShownPath.h"

#include "wizard_pages/HtmlList.h"
#include "wizard_pages/StatusRow.h"
#include "wizard_pages/WrappingLabel.h"

#include <QFileDialog>
#include <QHBoxLayout>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace cudnnsetup {

namespace {

QString errorParagraph(const QString &text)
{
    return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
}

// One cause as the command line prints it, laid out: the title, what happened, the facts of this
// computer, what to do and the doctor's findings that bear on it.
QString errorCauseHtml(const ErrorCause &cause)
{
    QString html = QStringLiteral("<p><b>%1</b> <small>(%2)</small></p>").arg(cause.title.toHtmlEscaped(), cause.code.toHtmlEscaped());
    html += errorParagraph(ErrorDiagnosisText::whatHappened(cause));
    if (!cause.evidence.isEmpty())
        html += errorParagraph(ErrorDiagnosisText::onThisComputer()) + htmlList(cause.evidence);
    html += QStringLiteral("<p><b>%1</b></p>").arg(ErrorDiagnosisText::whatToDo(cause).toHtmlEscaped());
    if (!cause.relatedFindings.isEmpty()) {
        QStringList findings;
        for (const Finding &finding : cause.relatedFindings)
            findings << ErrorDiagnosisText::findingLine(finding);
        html += errorParagraph(ErrorDiagnosisText::relatedFindingsHeading()) + htmlList(findings);
    }
    return html;
}

} // namespace

PastedErrorPanel::PastedErrorPanel(QWidget *parent)
    : QWidget(parent)
    , m_text(new QPlainTextEdit)
    , m_diagnose(new QPushButton(tr("&Diagnose")))
    , m_clear(new QPushButton(tr("Cl&ear")))
    , m_open(new QPushButton(tr("Open a &log file…")))
    , m_noteLabel(new WrappingLabel(QStringLiteral("pastedErrorNoteLabel")))
    , m_note(new StatusRow(Verdict::Severity::Info, m_noteLabel))
    , m_result(new QWidget)
    , m_resultLayout(new QVBoxLayout(m_result))
{
    m_text->setObjectName(QStringLiteral("pastedErrorText"));
    m_text->setAccessibleName(tr("The error message you saw"));
    m_text->setPlaceholderText(tr("Paste the error message here: the whole output of the program, from its start. "
                                  "Chinese text around it does no harm."));
    m_text->setTabChangesFocus(true);   // Tab leaves the box, so a keyboard user reaches the buttons
    m_text->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_text->setMinimumHeight(m_text->fontMetrics().lineSpacing() * 6);
    m_diagnose->setObjectName(QStringLiteral("pastedErrorDiagnoseButton"));
    m_diagnose->setAccessibleName(tr("Diagnose the pasted error message"));
    m_clear->setObjectName(QStringLiteral("pastedErrorClearButton"));
    m_clear->setAccessibleName(tr("Clear the pasted error message and its diagnosis"));
    m_open->setObjectName(QStringLiteral("pastedErrorOpenButton"));
    m_open->setAccessibleName(tr("Open a log file with the error message"));
    m_open->setToolTip(tr("Reads the text of a saved log (UTF-8, UTF-16 as PowerShell writes it, or GBK). Of a "
                          "large file only the last MiB is read, where a program's last error is."));
    m_result->setObjectName(QStringLiteral("pastedErrorResult"));
    m_resultLayout->setContentsMargins(0, 0, 0, 0);
    m_result->hide();

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_diagnose);
    buttons->addWidget(m_clear);
    buttons->addWidget(m_open);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new WrappingLabel(QStringLiteral("pastedErrorIntroLabel"),
                                        errorParagraph(tr("Paste the error a program printed — PyTorch, TensorFlow, JAX, ONNX "
                                                     "Runtime, PaddlePaddle, cuDNN itself or the system's loader — and the "
                                                     "wizard says what it means on this computer and what to do."))));
    layout->addWidget(m_text);
    layout->addLayout(buttons);
    layout->addWidget(m_note);
    layout->addWidget(m_result);

    connect(m_text, &QPlainTextEdit::textChanged, this, &PastedErrorPanel::onTextEdited);
    connect(m_diagnose, &QPushButton::clicked, this, &PastedErrorPanel::diagnose);
    connect(m_clear, &QPushButton::clicked, this, &PastedErrorPanel::clear);
    connect(m_open, &QPushButton::clicked, this, &PastedErrorPanel::openLogFile);
    m_loading.whenDone(this, [this](const ErrorLogFile &log) { onLoaded(log); });
    m_diagnosing.whenDone(this, [this](const ErrorDiagnosis &diagnosis) { onDiagnosed(diagnosis); });
    updateButtons();
}

PastedErrorPanel::~PastedErrorPanel() = default;

void PastedErrorPanel::setMachine(const SystemReport &scan, const SystemPaths &paths, const DoctorReport &doctor)
{
    m_machine = Machine{scan, paths, doctor};
    if (!doctor.couldNotCheck.isEmpty()) {
        clearResult();
        showNote(Verdict::Severity::Warning, DoctorText::tr("Could not check: %1").arg(doctor.couldNotCheck));
    } else if (m_hasResult) {
        diagnose();   // the shown diagnosis spoke of the machine before the fix or re-check
    }
    updateButtons();
}

void PastedErrorPanel::diagnose()
{
    if (!m_machine || !m_machine->doctor.couldNotCheck.isEmpty() || m_text->document()->isEmpty() || isWorking())
        return;
    m_diagnosing.start([text = m_text->toPlainText(), machine = *m_machine, keptEnd = m_loadedKeptEnd](const auto &) {
        ErrorDiagnosis diagnosis = ErrorTextDiagnosis::diagnose(text, machine.scan, machine.paths, machine.doctor);
        if (keptEnd && !diagnosis.inputCut) {
            diagnosis.inputCut = true;
            diagnosis.inputCutKeptEnd = true;
        }
        return diagnosis;
    });
    updateButtons();
}

void PastedErrorPanel::onDiagnosed(const ErrorDiagnosis &diagnosis)
{
    clearResult();
    m_hasResult = true;
    if (diagnosis.inputCut)
        addResultRow(Verdict::Severity::Info, QStringLiteral("pastedErrorCutLabel"),
                     errorParagraph(ErrorDiagnosisText::inputCutNote(diagnosis.inputCutKeptEnd)));
    if (!diagnosis.recognisedAny()) {
        addResultRow(Verdict::Severity::Info, QStringLiteral("pastedErrorNotRecognisedLabel"),
                     errorParagraph(ErrorDiagnosisText::notRecognised())
                         + errorParagraph(tr("To check the whole setup of this computer instead, read the findings above: they "
                                        "come from the full check, and Re-check runs it again.")));
    } else {
        QString matches;
        for (const PastedErrorMatch &match : diagnosis.recognised) {
            matches += QStringLiteral("<li>%1").arg(ErrorDiagnosisText::matchLine(match).toHtmlEscaped());
            if (const QString read = ErrorDiagnosisText::readFromLine(match); !read.isEmpty())
                matches += QStringLiteral("<br><i>%1</i>").arg(read.toHtmlEscaped());
            matches += QStringLiteral("</li>");
        }
        m_resultLayout->addWidget(WrappingLabel::heading(ErrorDiagnosisText::recognisedHeading()));
        m_resultLayout->addWidget(new WrappingLabel(QStringLiteral("pastedErrorRecognisedLabel"),
                                                    QStringLiteral("<ul>%1</ul>").arg(matches)));
        m_resultLayout->addWidget(WrappingLabel::heading(ErrorDiagnosisText::meaningHeading()));
        for (const ErrorCause &cause : diagnosis.causes)
            addResultRow(cause.severity, QStringLiteral("pastedErrorCause-") + cause.code, errorCauseHtml(cause));
    }
    m_result->show();
    updateButtons();
}

void PastedErrorPanel::clear()
{
    if (isWorking())
        return;
    m_text->clear();   // onTextEdited forgets the loaded file and the result
    m_note->hide();
    m_text->setFocus();
}

void PastedErrorPanel::openLogFile()
{
    if (isWorking())
        return;
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::HomeLocation);
    const QString path = QFileDialog::getOpenFileName(this, tr("Open the log with the error message"), folder,
                                                      tr("Logs and text (*.log *.txt *.out *.err);;All files (*)"));
    if (!path.isEmpty())
        loadFile(path);
}

void PastedErrorPanel::loadFile(const QString &path)
{
    if (isWorking())
        return;
    showNote(Verdict::Severity::Info, errorParagraph(tr("Reading %1…").arg(shownPath(path))));
    m_loading.start([path](const auto &) { return ErrorLogFile::read(path); });
    updateButtons();
}

void PastedErrorPanel::onLoaded(const ErrorLogFile &log)
{
    updateButtons();
    if (!log.ok()) {
        showNote(Verdict::Severity::Error, errorParagraph(log.problem));
        return;
    }
    if (log.binary) {
        showNote(Verdict::Severity::Error,
                 errorParagraph(tr("%1 does not look like text: it may be a program, an image or an archive. Open the log the "
                              "program wrote, or paste the message itself.")
                               .arg(shownPath(log.path))));
        return;
    }
    if (log.text.trimmed().isEmpty()) {
        showNote(Verdict::Severity::Warning, errorParagraph(tr("%1 is empty.").arg(shownPath(log.path))));
        return;
    }
    m_settingText = true;
    m_text->setPlainText(log.text);
    m_settingText = false;
    m_loadedKeptEnd = log.keptEnd();
    m_hasResult = false;
    clearResult();
    showNote(Verdict::Severity::Info, errorParagraph(log.keptEnd() ? tr("Read from %1. %2")
                                                                    .arg(shownPath(log.path), ErrorDiagnosisText::inputCutNote(true))
                                                              : tr("Read from %1.").arg(shownPath(log.path))));
    updateButtons();
    diagnose();
}

void PastedErrorPanel::onTextEdited()
{
    if (m_settingText)
        return;
    // The user's own text now: not the loaded file's end, and no longer what the result speaks of.
    m_loadedKeptEnd = false;
    if (m_hasResult) {
        m_hasResult = false;
        clearResult();
    }
    updateButtons();
}

void PastedErrorPanel::showNote(Verdict::Severity severity, const QString &html)
{
    m_note->setSeverity(severity);
    m_noteLabel->setText(html);
    m_note->show();
}

void PastedErrorPanel::clearResult()
{
    while (QLayoutItem *item = m_resultLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_result->hide();
}

void PastedErrorPanel::addResultRow(Verdict::Severity severity, const QString &objectName, const QString &html)
{
    auto *row = new StatusRow(severity, new WrappingLabel(objectName, html));
    row->show();
    m_resultLayout->addWidget(row);
}

void PastedErrorPanel::updateButtons()
{
    const bool ready = m_machine && m_machine->doctor.couldNotCheck.isEmpty();
    const bool idle = !isWorking();
    const bool empty = m_text->document()->isEmpty();
    m_diagnose->setEnabled(ready && idle && !empty);
    m_diagnose->setToolTip(!ready ? tr("Available once the check of this computer has finished.")
                                  : tr("Finds the known cuDNN messages in the text and says what each means on this "
                                       "computer and what to do. Nothing is changed."));
    m_clear->setEnabled(idle && (!empty || m_hasResult || m_note->isVisibleTo(this)));
    m_open->setEnabled(idle);
    m_text->setReadOnly(!idle);
}

} // namespace cudnnsetup
