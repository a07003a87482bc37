#include "wizard_pages/VerdictListWidget.h"

#include "core/probe/ReportText.h"
#include "wizard_pages/ExpandableLabel.h"
#include "wizard_pages/StatusIcons.h"
#include "wizard_pages/WrappingLabel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>

namespace cudnnsetup {

VerdictListWidget::Topic VerdictListWidget::topicOf(const Verdict &verdict)
{
    // Codes are stable identifiers named after their subject ("driver-...", "gpu-...").
    if (verdict.code.startsWith(QLatin1String("driver")) || verdict.code.startsWith(QLatin1String("gpu")))
        return Topic::DriverAndGpu;
    return Topic::ToolkitAndCudnn;
}

VerdictListWidget::VerdictListWidget(Topic topic, const QString &emptyText, QWidget *parent)
    : QWidget(parent)
    , m_topic(topic)
    , m_layout(new QVBoxLayout(this))
    , m_emptyLabel(new WrappingLabel(QStringLiteral("verdictsEmptyLabel"), emptyText.toHtmlEscaped()))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->addWidget(m_emptyLabel);
}

int VerdictListWidget::setVerdicts(const QList<Verdict> &verdicts)
{
    clearRows();
    QList<Verdict> mine;
    for (const Verdict &verdict : verdicts)
        if (topicOf(verdict) == m_topic && !m_excluded.contains(verdict.code))
            mine.append(verdict);
    std::stable_sort(mine.begin(), mine.end(),
                     [](const Verdict &a, const Verdict &b) { return int(a.severity) > int(b.severity); });
    for (const Verdict &verdict : std::as_const(mine))
        m_layout->addWidget(createRow(verdict));
    m_shown = int(mine.size());
    m_emptyLabel->setVisible(m_shown == 0);
    return m_shown;
}

void VerdictListWidget::clearRows()
{
    // Everything after the empty label is a verdict row.
    while (m_layout->count() > 1) {
        QLayoutItem *item = m_layout->takeAt(1);
        delete item->widget();
        delete item;
    }
    m_shown = 0;
}

QString VerdictListWidget::summaryHtml(const Verdict &verdict)
{
    QString text = QStringLiteral("<b>%1</b>").arg(verdict.title.toHtmlEscaped());
    if (!verdict.nextStep.isEmpty())
        text += QStringLiteral("<br><b>%1</b> %2").arg(tr("What to do:").toHtmlEscaped(), verdict.nextStep.toHtmlEscaped());
    return text;
}

QString VerdictListWidget::detailsHtml(const Verdict &verdict)
{
    QStringList parts;
    if (!verdict.explanation.isEmpty())
        parts << verdict.explanation.toHtmlEscaped();
    if (!verdict.evidence.isEmpty()) {
        QStringList facts;
        for (const QString &fact : verdict.evidence)
            facts.append(fact.toHtmlEscaped());
        parts << QStringLiteral("<small>%1 %2</small>").arg(tr("Found:").toHtmlEscaped(), facts.join(QStringLiteral("<br>")));
    }
    return parts.join(QStringLiteral("<br>"));
}

void VerdictListWidget::present(ExpandableLabel *label, const Verdict &verdict)
{
    label->setTexts(summaryHtml(verdict), detailsHtml(verdict));
}

QWidget *VerdictListWidget::createRow(const Verdict &verdict) const
{
    auto *row = new QWidget;
    row->setObjectName(QStringLiteral("verdict-%1").arg(verdict.code));
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 4, 0, 4);

    auto *icon = new QLabel;
    icon->setPixmap(StatusIcons::pixmap(verdict.severity));
    icon->setToolTip(ReportText::severityText(verdict.severity));
    icon->setAlignment(Qt::AlignTop | Qt::AlignHCenter);
    layout->addWidget(icon);

    auto *text = new ExpandableLabel(QStringLiteral("verdictText"));
    present(text, verdict);
    layout->addWidget(text, 1);
    return row;
}

} // namespace cudnnsetup
