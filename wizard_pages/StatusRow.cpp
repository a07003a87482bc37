#include "wizard_pages/StatusRow.h"

#include "wizard_pages/StatusIcons.h"
#include "wizard_pages/WrappingLabel.h"

#include <QHBoxLayout>
#include <QLabel>

namespace cudnnsetup {

StatusRow::StatusRow(Verdict::Severity severity, WrappingLabel *label, QWidget *trailing, QWidget *parent)
    : QWidget(parent)
    , m_icon(new QLabel)
    , m_label(label)
{
    m_icon->setAlignment(Qt::AlignTop | Qt::AlignHCenter);
    m_icon->setFixedWidth(StatusIcons::pixmapExtent());
    setSeverity(severity);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_icon);
    layout->addWidget(label, 1);
    if (trailing)
        layout->addWidget(trailing, 0, Qt::AlignTop);
    hide();
}

void StatusRow::setSeverity(Verdict::Severity severity)
{
    m_icon->setPixmap(StatusIcons::pixmap(severity));
}

} // namespace cudnnsetup
