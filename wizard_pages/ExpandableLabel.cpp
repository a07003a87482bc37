#include "wizard_pages/ExpandableLabel.h"

#include <QTextDocumentFragment>

namespace cudnnsetup {

namespace {

const QString kMore = QStringLiteral("#more");
const QString kLess = QStringLiteral("#less");

} // namespace

ExpandableLabel::ExpandableLabel(const QString &objectName, QWidget *parent) : WrappingLabel(objectName, {}, parent)
{
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    connect(this, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link == kMore || link == kLess)
            setExpanded(link == kMore);
    });
}

void ExpandableLabel::setTexts(const QString &summaryHtml, const QString &detailsHtml)
{
    m_summary = summaryHtml;
    m_details = detailsHtml;
    setFocusPolicy(m_details.isEmpty() ? Qt::NoFocus : Qt::StrongFocus);
    setAccessibleDescription(QTextDocumentFragment::fromHtml(fullText()).toPlainText());
    render();
}

void ExpandableLabel::setExpanded(bool expanded)
{
    if (expanded == m_expanded)
        return;
    m_expanded = expanded;
    render();
    Q_EMIT expandedChanged(expanded);
}

QString ExpandableLabel::fullText() const
{
    return m_details.isEmpty() ? m_summary : m_summary + QStringLiteral("<br>") + m_details;
}

void ExpandableLabel::render()
{
    if (m_details.isEmpty()) {
        setText(m_summary);
        return;
    }
    //: The link that opens the details of a finding in place, and the one that closes them.
    const QString link = QStringLiteral(" <a href=\"%1\">%2</a>")
                             .arg(m_expanded ? kLess : kMore, (m_expanded ? tr("Less") : tr("More…")).toHtmlEscaped());
    // At the end of the last line, also when the text ends in a list.
    const QString text = m_expanded ? m_summary + QStringLiteral("<br>") + m_details : m_summary;
    const QString listEnd = QStringLiteral("</li></ul>");
    setText(text.endsWith(listEnd) ? text.left(text.size() - listEnd.size()) + link + listEnd : text + link);
}

} // namespace cudnnsetup
