// ExpandableLabel: a text whose first part is always shown and whose details open in place with
// a "More" link (and close with "Less"), so a page shows the gist of every finding in a window
// that fits a small laptop screen and still has the whole explanation one click away. The links
// work with the keyboard (Tab to the text, then Tab and Enter); the full text is the label's
// accessible description, so a screen reader has it closed too.
#pragma once

#include "wizard_pages/WrappingLabel.h"

namespace cudnnsetup {

class ExpandableLabel : public WrappingLabel
{
    Q_OBJECT

public:
    explicit ExpandableLabel(const QString &objectName, QWidget *parent = nullptr);

    // Both are rich text; an empty `details` shows the summary alone, without a link.
    void setTexts(const QString &summaryHtml, const QString &detailsHtml);
    bool isExpanded() const { return m_expanded; }
    void setExpanded(bool expanded);
    // The summary and the details together, whatever is shown (the report's and a test's view).
    QString fullText() const;

Q_SIGNALS:
    void expandedChanged(bool expanded);

private:
    void render();

    QString m_summary;
    QString m_details;
    bool m_expanded = false;
};

} // namespace cudnnsetup
