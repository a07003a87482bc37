#include "wizard_pages/FindingListView.h"

#include "wizard_pages/CollapsibleSection.h"
#include "wizard_pages/StatusIcons.h"
#include "wizard_pages/WrappingLabel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace cudnnsetup {

namespace {

QString paragraph(const QString &text)
{
    return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
}

} // namespace

FindingListView::FindingListView(QWidget *parent)
    : QWidget(parent)
    , m_layout(new QVBoxLayout(this))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
}

QString FindingListView::groupTitle(Verdict::Severity severity, int count)
{
    switch (severity) {
    case Verdict::Severity::Error: return tr("Errors (%1)").arg(count);
    case Verdict::Severity::Warning: return tr("Warnings (%1)").arg(count);
    case Verdict::Severity::Info: return tr("For your information (%1)").arg(count);
    case Verdict::Severity::Ok: break;
    }
    return tr("Other (%1)").arg(count);
}

void FindingListView::setFindings(const QList<Finding> &findings)
{
    // What the user opened stays open across a re-check, so a fix's effect is seen in place.
    QStringList expanded;
    for (CollapsibleSection *section : findChildren<CollapsibleSection *>())
        if (section->isExpanded())
            expanded.append(section->property("findingCode").toString());

    clearRows();
    m_findings = findings;
    for (const Verdict::Severity severity : {Verdict::Severity::Error, Verdict::Severity::Warning,
                                             Verdict::Severity::Info, Verdict::Severity::Ok}) {
        QList<int> group;
        for (int i = 0; i < m_findings.size(); ++i)
            if (m_findings.at(i).severity == severity)
                group.append(i);
        if (group.isEmpty())
            continue;
        auto *heading = WrappingLabel::heading(groupTitle(severity, int(group.size())));
        heading->setObjectName(QStringLiteral("doctorGroup-%1").arg(Verdict::severityKey(severity)));
        m_layout->addSpacing(6);
        m_layout->addWidget(heading);
        for (const int index : std::as_const(group))
            m_layout->addWidget(createRow(m_findings.at(index), index, expanded.contains(m_findings.at(index).code)));
    }
}

void FindingListView::setFixesEnabled(bool enabled)
{
    m_fixesEnabled = enabled;
    for (QPushButton *button : findChildren<QPushButton *>())
        button->setEnabled(enabled);
}

QWidget *FindingListView::createRow(const Finding &finding, int index, bool expanded)
{
    auto *content = new QWidget;
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(20, 0, 0, 6);
    QString html = paragraph(finding.explanation);
    if (!finding.evidence.isEmpty()) {
        QString facts;
        for (const QString &fact : finding.evidence)
            facts += QStringLiteral("<li>%1</li>").arg(fact.toHtmlEscaped());
        html += QStringLiteral("<p><b>%1</b></p><ul>%2</ul>").arg(tr("What was found:").toHtmlEscaped(), facts);
    }
    contentLayout->addWidget(new WrappingLabel(QStringLiteral("doctorExplanation-%1").arg(finding.code), html));
    if (!finding.manualStep.isEmpty()) {
        // Plain text in a fixed-width font: it is usually a command to copy into a terminal.
        auto *step = new WrappingLabel(QStringLiteral("doctorManualStep-%1").arg(finding.code),
                                       QStringLiteral("<p><b>%1</b><br><code>%2</code></p>")
                                           .arg(tr("To fix it by hand:").toHtmlEscaped(), finding.manualStep.toHtmlEscaped()));
        step->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
        contentLayout->addWidget(step);
    }
    if (finding.fix.available()) {
        const QString what = finding.fix.safe
                                 ? tr("The wizard can do this for you, and undo it later:")
                                 : tr("The wizard can do this for you, and undo it later. It changes which cuDNN programs "
                                      "load, so it is only done when you ask for it here:");
        auto *fixLabel = new WrappingLabel(QStringLiteral("doctorFixDescription-%1").arg(finding.code),
                                           QStringLiteral("<p><b>%1</b> %2</p>")
                                               .arg(what.toHtmlEscaped(), finding.fix.description.toHtmlEscaped()));
        auto *fix = new QPushButton(tr("&Fix"));
        fix->setObjectName(QStringLiteral("doctorFixButton-%1").arg(finding.code));
        fix->setAccessibleName(tr("Fix: %1").arg(finding.title));
        fix->setToolTip(finding.fix.description);
        fix->setEnabled(m_fixesEnabled);
        connect(fix, &QPushButton::clicked, this, [this, index] { Q_EMIT fixRequested(index); });
        auto *fixRow = new QHBoxLayout;
        fixRow->addWidget(fixLabel, 1);
        fixRow->addWidget(fix, 0, Qt::AlignTop);
        contentLayout->addLayout(fixRow);
    }

    auto *section = new CollapsibleSection(QStringLiteral("doctorFindingToggle-%1").arg(finding.code), content);
    section->setProperty("findingCode", finding.code);
    section->setTitle(finding.fix.available() ? tr("%1 (can be fixed automatically)").arg(finding.title) : finding.title);
    section->setExpanded(expanded);

    auto *row = new QWidget;
    row->setObjectName(QStringLiteral("doctorFinding-%1").arg(finding.code));
    auto *rowLayout = new QHBoxLayout(row);
    rowLayout->setContentsMargins(0, 0, 0, 0);
    auto *icon = new QLabel;
    icon->setPixmap(StatusIcons::pixmap(finding.severity));
    icon->setFixedWidth(StatusIcons::pixmapExtent());
    icon->setAlignment(Qt::AlignTop | Qt::AlignHCenter);
    rowLayout->addWidget(icon, 0, Qt::AlignTop);
    rowLayout->addWidget(section, 1);
    return row;
}

void FindingListView::clearRows()
{
    while (QLayoutItem *item = m_layout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_findings.clear();
}

} // namespace cudnnsetup
