#include "wizard_pages/ElevationPanel.h"

#include "core/install/PlanText.h"
#include "core/model/ShownPath.h"
#include "wizard_pages/StatusRow.h"
#include "wizard_pages/WrappingLabel.h"

#include <QGridLayout>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace cudnnsetup {

ElevationPanel::ElevationPanel(QWidget *parent)
    : QWidget(parent)
    , m_explanation(new WrappingLabel(QStringLiteral("elevationLabel")))
    , m_perUser(new QPushButton(tr("Install just for &me instead")))
    , m_elevate(new QPushButton(tr("Install as &administrator…")))
    , m_commands(new QPushButton(tr("Show the &commands")))
    , m_perUserText(new WrappingLabel(QStringLiteral("perUserExplanation")))
    , m_elevateText(new WrappingLabel(QStringLiteral("elevateExplanation")))
{
    m_perUser->setObjectName(QStringLiteral("perUserButton"));
    m_perUser->setAccessibleName(tr("Install just for me, side by side, without administrator rights"));
    m_elevate->setObjectName(QStringLiteral("elevateButton"));
    m_elevate->setAccessibleName(tr("Install as administrator"));
    m_commands->setObjectName(QStringLiteral("showCommandsButton"));
    m_commands->setAccessibleName(tr("Show the commands to install by hand"));
    m_perUserText->setText(tr("Puts cuDNN in a folder in your home and sets it up for you only. No password is needed.")
                               .toHtmlEscaped());

    auto *row = new StatusRow(Verdict::Severity::Warning, m_explanation);
    row->show();
    auto *choices = new QGridLayout;
    choices->setColumnStretch(1, 1);
    choices->addWidget(m_perUser, 0, 0);
    choices->addWidget(m_perUserText, 0, 1);
    choices->addWidget(m_elevate, 1, 0);
    choices->addWidget(m_elevateText, 1, 1);
    choices->addWidget(m_commands, 2, 0);
    choices->addWidget(new WrappingLabel(QStringLiteral("commandsExplanation"),
                                         tr("The commands that do the same by hand, to run in a terminal yourself or to give "
                                            "to your administrator.").toHtmlEscaped()),
                       2, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(row);
    layout->addLayout(choices);

    connect(m_perUser, &QPushButton::clicked, this, &ElevationPanel::perUserRequested);
    connect(m_elevate, &QPushButton::clicked, this, &ElevationPanel::elevateRequested);
    connect(m_commands, &QPushButton::clicked, this, &ElevationPanel::commandsRequested);
    setRefusal({});
    hide();
}

void ElevationPanel::setRefusal(const QString &refusal)
{
    m_refusal = refusal;
    m_elevate->setEnabled(refusal.isEmpty());
    m_elevateText->setText(refusal.isEmpty() ? tr("Asks for the administrator password, then installs exactly what is shown "
                                                  "above. Everything can be undone later.").toHtmlEscaped()
                                             : refusal.toHtmlEscaped());
}

void ElevationPanel::setFolders(const QStringList &folders, bool perUserPossible)
{
    QString list;
    for (const QString &folder : folders)
        list += QStringLiteral("<li>%1</li>").arg(shownPath(folder).toHtmlEscaped());
    m_explanation->setText(QStringLiteral("<b>%1</b><ul>%2</ul>%3")
                               .arg(tr("Administrator rights are needed to write in:").toHtmlEscaped(), list,
                                    tr("Nothing has been changed. Choose how to go on:").toHtmlEscaped()));
    m_perUser->setVisible(perUserPossible);
    m_perUserText->setVisible(perUserPossible);
}

void ElevationPanel::setBusy(bool busy)
{
    m_perUser->setEnabled(!busy);
    m_elevate->setEnabled(!busy && m_refusal.isEmpty());
    m_commands->setEnabled(!busy);
}

bool ElevationPanel::confirmForUac(const InstallPlan &plan)
{
    QMessageBox box(QMessageBox::Question, tr("Install for all users"),
                    tr("Windows asks for administrator rights next. They are for this, and nothing else:"), QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("elevationSummaryBox"));
    box.setInformativeText(PlanText::elevationSummary(plan));
    QPushButton *go = box.addButton(tr("&Continue"), QMessageBox::AcceptRole);
    box.setDefaultButton(go);
    box.exec();
    return box.clickedButton() == go;
}

} // namespace cudnnsetup
