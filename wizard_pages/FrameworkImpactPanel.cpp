#include "wizard_pages/FrameworkImpactPanel.h"

#include "core/model/ShownPath.h"
#include "wizard_pages/HtmlList.h"
#include "wizard_pages/StatusRow.h"
#include "wizard_pages/WrappingLabel.h"

#include <QButtonGroup>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>

namespace cudnnsetup {

namespace {

bool anyBreaks(const QList<FrameworkChange> &changes)
{
    return std::any_of(changes.cbegin(), changes.cend(), [](const FrameworkChange &change) { return change.breaks(); });
}

bool anyChangesWhatWorks(const QList<FrameworkChange> &changes)
{
    return std::any_of(changes.cbegin(), changes.cend(), [](const FrameworkChange &change) { return change.changesWhatWorks(); });
}

} // namespace

FrameworkImpactPanel::FrameworkImpactPanel(QWidget *parent)
    : QWidget(parent)
    , m_summary(new WrappingLabel(QStringLiteral("frameworkImpactSummary")))
    , m_changes(new WrappingLabel(QStringLiteral("frameworkImpactChanges")))
    , m_modes(new QButtonGroup(this))
    , m_activation(new QRadioButton(tr("Only in an activation &script (recommended)")))
    , m_everywhere(new QRadioButton(tr("On the library path of &every program")))
    , m_whatScript(new WrappingLabel(QStringLiteral("activationScriptExplanation")))
    , m_script(new WrappingLabel(QStringLiteral("activationScriptLabel")))
{
    m_summaryRow = new StatusRow(Verdict::Severity::Warning, m_summary);
    m_activation->setObjectName(QStringLiteral("libraryPathActivation"));
    m_activation->setAccessibleName(tr("Put the library folder only in an activation script"));
    m_everywhere->setObjectName(QStringLiteral("libraryPathEverywhere"));
    m_everywhere->setAccessibleName(tr("Put the library folder on the library path of every program"));
    m_modes->addButton(m_activation, int(LibraryPathMode::ActivationScript));
    m_modes->addButton(m_everywhere, int(LibraryPathMode::Everywhere));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_summaryRow);
    layout->addWidget(m_changes);
    layout->addWidget(m_whatScript);
    layout->addWidget(m_activation);
    layout->addWidget(m_everywhere);
    layout->addWidget(m_script);
    m_whatScript->setText(tr("Where should the library folder go? An activation script is a small file that you source "
                             "(. FILE) in the terminal where you build or run your own programs; everything else keeps the "
                             "library path it has now.")
                              .toHtmlEscaped());
    m_summaryRow->show();
    hide();

    connect(m_modes, &QButtonGroup::idToggled, this, [this](int id, bool checked) {
        if (!checked || LibraryPathMode(id) == m_choice)
            return;
        m_choice = LibraryPathMode(id);
        Q_EMIT changed();
    });
}

void FrameworkImpactPanel::showPlan(const InstallPlan &plan, bool windows)
{
    const bool avoided = !plan.avoidedFrameworkChanges.isEmpty();
    const bool changes = !plan.frameworkChanges.isEmpty();
    // The choice matters where the folder goes onto a library path (Linux) and it would change
    // what a framework loads, or the user has made it already.
    const bool offerChoice = !windows && (avoided || anyChangesWhatWorks(plan.frameworkChanges) || m_choice != LibraryPathMode::Automatic);
    setVisible(avoided || changes || offerChoice);
    if (!isVisible())
        return;

    QString summary;
    QList<FrameworkChange> listed = plan.frameworkChanges;
    Verdict::Severity severity = Verdict::Severity::Info;
    if (avoided) {
        summary = tr("The frameworks on this computer keep the cuDNN they load now. On the library path of every program, "
                     "the new cuDNN would change that:");
        listed = plan.avoidedFrameworkChanges;
        severity = Verdict::Severity::Ok;
    } else if (anyBreaks(plan.frameworkChanges)) {
        summary = tr("This install would stop frameworks that work now:");
        severity = Verdict::Severity::Error;
    } else if (anyChangesWhatWorks(plan.frameworkChanges)) {
        summary = tr("This install changes the cuDNN that frameworks on this computer load:");
        severity = Verdict::Severity::Warning;
    } else if (changes) {
        summary = tr("Frameworks on this computer that find no cuDNN now will find the new one:");
    } else {
        summary = tr("No framework on this computer changes the cuDNN it loads.");
    }
    m_summaryRow->setSeverity(severity);
    m_summary->setText(QStringLiteral("<b>%1</b>").arg(summary.toHtmlEscaped()));
    QStringList texts;
    for (const FrameworkChange &change : listed)
        texts.append(change.text);
    m_changes->setText(htmlList(texts));
    m_changes->setVisible(!listed.isEmpty());

    m_whatScript->setVisible(offerChoice);
    m_activation->setVisible(offerChoice);
    m_everywhere->setVisible(offerChoice);
    {
        const QSignalBlocker blocker(m_modes);
        (plan.libraryPath == LibraryPathMode::ActivationScript ? m_activation : m_everywhere)->setChecked(true);
    }
    m_script->setVisible(!plan.activationScript.isEmpty());
    m_script->setText(tr("To use this cuDNN for your own programs, run in their terminal first: %1")
                          .arg(QStringLiteral(". ") + shownPath(plan.activationScript))
                          .toHtmlEscaped());
}

} // namespace cudnnsetup
