#include "wizard_pages/VerifyChecklist.h"

#include "core/verify/VerifyExplanations.h"
#include "wizard_pages/StatusIcons.h"
#include "wizard_pages/WrappingLabel.h"

#include <QFontMetrics>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace cudnnsetup {

namespace {

Verdict::Severity severityOf(VerifyItem::Status status, VerifyResult::Verdict verdict)
{
    switch (status) {
    case VerifyItem::Status::Pass: return Verdict::Severity::Ok;
    case VerifyItem::Status::Skip: return Verdict::Severity::Info;
    case VerifyItem::Status::Fail:
        // Without a driver or GPU only the GPU items fail; the copy itself is fine, so these are
        // drawn as a caution, not as the red of a broken install.
        return verdict == VerifyResult::Verdict::ReadyNoGpu ? Verdict::Severity::Warning : Verdict::Severity::Error;
    }
    return Verdict::Severity::Info;
}

} // namespace

VerifyChecklist::VerifyChecklist(QWidget *parent)
    : QWidget(parent)
    , m_layout(new QVBoxLayout(this))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(2);
}

void VerifyChecklist::clear()
{
    while (QLayoutItem *item = m_layout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_count = 0;
}

void VerifyChecklist::setResult(const VerifyResult &result)
{
    clear();
    for (const VerifyItem &item : result.items) {
        QWidget *row = createRow(item, result);
        m_layout->addWidget(row);
        row->show();   // now, not at the next event (a layout shows new children only later)
    }
    m_count = int(result.items.size());
}

QWidget *VerifyChecklist::createRow(const VerifyItem &item, const VerifyResult &result) const
{
    const ItemExplanation explanation = VerifyExplanations::explain(item, result);
    const Verdict::Severity severity = severityOf(item.status, result.verdict());

    auto *row = new QWidget;
    row->setObjectName(QStringLiteral("verifyItem-%1").arg(item.id));
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 4, 0, 4);

    auto *icon = new QLabel;
    icon->setPixmap(StatusIcons::pixmap(severity));
    icon->setAlignment(Qt::AlignTop | Qt::AlignHCenter);
    icon->setFixedWidth(StatusIcons::pixmapExtent());
    layout->addWidget(icon);

    // A fixed-width column, so the titles line up whatever the translation of PASS/FAIL/SKIP.
    auto *status = new QLabel(VerifyExplanations::statusText(item.status));
    status->setObjectName(QStringLiteral("verifyItemStatus"));
    QFont bold = status->font();
    bold.setBold(true);
    status->setFont(bold);
    const QFontMetrics metrics(bold);
    int width = 0;
    for (const VerifyItem::Status each : {VerifyItem::Status::Pass, VerifyItem::Status::Fail, VerifyItem::Status::Skip})
        width = std::max(width, metrics.horizontalAdvance(VerifyExplanations::statusText(each)));
    status->setFixedWidth(width + metrics.averageCharWidth());
    status->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    layout->addWidget(status);

    QString html = QStringLiteral("<b>%1</b>").arg(explanation.title.toHtmlEscaped());
    if (!explanation.outcome.isEmpty())
        html += QStringLiteral("<br>%1").arg(explanation.outcome.toHtmlEscaped());
    auto *text = new WrappingLabel(QStringLiteral("verifyItemText"), html);
    auto *column = new QVBoxLayout;
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(text);
    if (!explanation.meaning.isEmpty() || !explanation.action.isEmpty()) {
        QStringList parts;
        if (!explanation.meaning.isEmpty())
            parts << QStringLiteral("<b>%1</b> %2").arg(tr("What it means:").toHtmlEscaped(), explanation.meaning.toHtmlEscaped());
        if (!explanation.action.isEmpty())
            parts << QStringLiteral("<b>%1</b> %2").arg(tr("What to do:").toHtmlEscaped(), explanation.action.toHtmlEscaped());
        auto *more = new WrappingLabel(QStringLiteral("verifyItemExplanation"), parts.join(QStringLiteral("<br>")));
        more->setContentsMargins(0, 2, 0, 0);
        column->addWidget(more);
    }
    layout->addLayout(column, 1);
    return row;
}

} // namespace cudnnsetup
