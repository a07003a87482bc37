#include "wizard_pages/WrappingLabel.h"

namespace cudnnsetup {

WrappingLabel::WrappingLabel(const QString &objectName, const QString &html, QWidget *parent)
    : QLabel(html, parent)
{
    setObjectName(objectName);
    setTextFormat(Qt::RichText);
    setWordWrap(true);   // also turns on height-for-width in the size policy: keep that policy
    setTextInteractionFlags(Qt::TextSelectableByMouse);
}

WrappingLabel *WrappingLabel::heading(const QString &text, QWidget *parent)
{
    auto *label = new WrappingLabel(QString(), QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped()), parent);
    label->setTextInteractionFlags(Qt::NoTextInteraction);
    return label;
}

} // namespace cudnnsetup
