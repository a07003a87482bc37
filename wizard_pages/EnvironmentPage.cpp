#include "wizard_pages/EnvironmentPage.h"

#include "core/install/InstallPlan.h"
#include "core/model/ShownPath.h"
#include "wizard_pages/HtmlList.h"
#include "wizard_pages/ReportTable.h"
#include "wizard_pages/SetupWizard.h"
#include "wizard_pages/StatusRow.h"
#include "wizard_pages/WizardSession.h"
#include "wizard_pages/WrappingLabel.h"

#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace cudnnsetup {

namespace {

enum Column { VariableColumn, BeforeColumn, AfterColumn, WhereColumn };

// The file as it is now (the install wrote it); what the plan meant to write when it cannot
// be read (written by an administrator process into a folder this user cannot read).
QString currentContent(const FileEdit &edit)
{
    QFile file(edit.path);
    if (file.open(QIODevice::ReadOnly))
        return QString::fromUtf8(file.readAll());
    return QString::fromUtf8(edit.content);
}

bool fileHasLine(const FileEdit &edit)
{
    QFile file(edit.path);
    return file.open(QIODevice::ReadOnly) && QString::fromUtf8(file.readAll()).split(u'\n').contains(edit.line);
}

} // namespace

EnvironmentPage::EnvironmentPage(WizardSession *session, QWidget *parent)
    : QWizardPage(parent)
    , m_session(session)
    , m_summary(new WrappingLabel(QStringLiteral("environmentSummaryLabel")))
    , m_table(new ReportTable({tr("Variable"), tr("Before"), tr("After"), tr("Where")}))
    , m_filesLabel(new WrappingLabel(QStringLiteral("environmentFilesLabel")))
    , m_files(new QPlainTextEdit)
    , m_copy(new QPushButton(tr("&Copy")))
    , m_notes(new WrappingLabel(QStringLiteral("environmentNotesLabel")))
    , m_nextStep(new WrappingLabel(QStringLiteral("environmentNextStepLabel")))
    , m_nextStepRow(new StatusRow(Verdict::Severity::Info, m_nextStep))
{
    setTitle(tr("Environment"));
    setSubTitle(tr("What was set up so that programs find cuDNN, and what you need to do for it to take effect."));

    m_table->setObjectName(QStringLiteral("environmentTable"));
    m_table->setAccessibleName(tr("Environment changes"));
    // Values and paths wrap anywhere (they have no spaces) in three equal columns.
    m_table->setStretchingColumns({BeforeColumn, AfterColumn, WhereColumn});
    m_files->setObjectName(QStringLiteral("environmentFilesText"));
    m_files->setAccessibleName(tr("Lines and files written for the environment"));
    m_files->setReadOnly(true);
    m_files->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_files->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_files->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_files->setMinimumHeight(120);
    m_copy->setObjectName(QStringLiteral("copySnippetButton"));
    m_copy->setAccessibleName(tr("Copy the environment snippet"));
    m_copy->setToolTip(tr("Copies the lines that set up the environment, to use them in another shell or on another "
                          "computer."));

    auto *copyRow = new QHBoxLayout;
    copyRow->addWidget(m_filesLabel, 1);
    copyRow->addWidget(m_copy, 0, Qt::AlignBottom);

    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 4, 0);   // the page has its margins already
    layout->addWidget(m_summary);
    layout->addWidget(m_table);
    layout->addSpacing(8);
    layout->addLayout(copyRow);
    layout->addWidget(m_files, 1);
    layout->addWidget(m_notes);
    auto *scroll = new QScrollArea;
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);

    auto *pageLayout = new QVBoxLayout(this);
    pageLayout->addWidget(scroll, 1);
    pageLayout->addWidget(m_nextStepRow);

    connect(m_copy, &QPushButton::clicked, this, [this] { QGuiApplication::clipboard()->setText(m_snippet); });
}

void EnvironmentPage::initializePage()
{
    const InstallWorkflow &workflow = m_session->installWorkflow();
    const std::optional<InstallPlan> maybePlan = workflow.currentPlan();
    const std::optional<TransactionOutcome> outcome = workflow.currentOutcome();
    m_table->clearRows();
    m_files->clear();
    m_snippet.clear();
    if (!maybePlan || !outcome || !outcome->ok) {
        m_summary->setText(tr("Nothing was installed, so nothing was changed.").toHtmlEscaped());
        for (QWidget *widget : std::initializer_list<QWidget *>{m_table, m_filesLabel, m_files, m_copy, m_notes, m_nextStepRow})
            widget->hide();
        return;
    }
    const InstallPlan &plan = *maybePlan;
    const bool changed = !plan.environmentEdits.isEmpty();
    const bool optedOut = !workflow.spec().editEnvironment;

    const QString home = QDir::cleanPath(m_session->homeFolder()) + u'/';
    for (const EnvironmentChange &change : plan.environmentChanges) {
        // The user's own files as ~/...: shorter, and what they would type.
        const QString where = change.where.startsWith(home) ? QStringLiteral("~/") + change.where.mid(home.size()) : change.where;
        const int row = m_table->addRow({change.variable, change.before.isEmpty() ? tr("(not set)") : change.before,
                                         change.after, shownPath(where)});
        m_table->setCellToolTip(row, WhereColumn, shownPath(change.where));
    }
    m_table->finishRows();
    m_table->setVisible(!plan.environmentChanges.isEmpty());

    QStringList shown;
    QStringList snippets;
    for (const FileEdit &edit : plan.environmentEdits) {
        const QString path = shownPath(edit.path);
        if (edit.kind == FileEdit::Kind::EnsureLine) {
            shown << (fileHasLine(edit) ? tr("# Added to %1:").arg(path) : tr("# Meant for %1 (not there now):").arg(path))
                  << edit.line << QString();
        } else {
            const QString content = currentContent(edit);
            shown << tr("# %1:").arg(path) << content.trimmed() << QString();
            snippets << content;
        }
    }
    if (optedOut && !plan.libraryFolder.isEmpty()) {
        const QString line = QStringLiteral("export LD_LIBRARY_PATH=\"%1${LD_LIBRARY_PATH:+:${LD_LIBRARY_PATH}}\"")
                                 .arg(plan.libraryFolder);
        shown << tr("# You chose not to change the environment. To use cuDNN from a terminal, run:") << line;
        snippets << line + u'\n';
    }
    m_snippet = snippets.join(u'\n');
    m_files->setPlainText(shown.join(u'\n').trimmed());
    m_filesLabel->setText(QStringLiteral("<b>%1</b>").arg(
        (changed ? tr("Exactly what was written") : tr("To set it up yourself")).toHtmlEscaped()));
    const bool anyText = !shown.isEmpty();
    m_filesLabel->setVisible(anyText);
    m_files->setVisible(anyText);
    m_copy->setVisible(!m_snippet.isEmpty());

    m_notes->setText(plan.notes.isEmpty() ? QString() : QStringLiteral("<b>%1</b>%2").arg(tr("Notes").toHtmlEscaped(),
                                                                                         htmlList(plan.notes)));
    m_notes->setVisible(!plan.notes.isEmpty());

    if (changed) {
        m_summary->setText(tr("These changes were made as part of the install (and are undone with it):").toHtmlEscaped());
        QString next = plan.scope == InstallScope::System
            ? tr("The loader now finds the libraries for every program started from now on. Variables such as CUDNN_PATH "
                 "take effect when users log in again.")
            : tr("Open a new terminal, or log out and in again, for programs to see these changes. Programs that are "
                 "running now keep the old values.");
        // The library folder went only into an activation script (FrameworkImpact): say how to use it.
        if (!plan.activationScript.isEmpty()) {
            const QString sourceIt = tr("For your own programs, run this in their terminal first: . %1").arg(shownPath(plan.activationScript));
            next = plan.environmentChanges.isEmpty()
                       ? tr("Programs keep the library path they had, so the frameworks on this computer keep their cuDNN.")
                             + u' ' + sourceIt
                       : next + u' ' + sourceIt;
        }
        m_nextStep->setText(next.toHtmlEscaped());
        m_nextStepRow->show();
    } else if (optedOut) {
        m_summary->setText(tr("You chose not to change the environment: programs find cuDNN only where they already look.")
                               .toHtmlEscaped());
        m_nextStepRow->hide();
    } else {
        const QString why = plan.notes.isEmpty() ? QString() : u' ' + plan.notes.join(u' ');
        m_summary->setText((plan.environmentChanges.isEmpty()
                                ? tr("No change was needed: programs already find the libraries.") + why
                                : tr("No change was needed: an earlier install already set this up."))
                               .toHtmlEscaped());
        m_nextStepRow->hide();
        m_notes->hide();   // already said above
    }
}

int EnvironmentPage::nextId() const
{
    // The checks after the install come next once they exist; until then the wizard ends here.
    if (const QWizard *owner = wizard())
        for (const int id : {SetupWizard::Verify, SetupWizard::Finish})
            if (owner->page(id))
                return id;
    return -1;
}

QString EnvironmentPage::snippet() const
{
    return m_snippet;
}

} // namespace cudnnsetup
