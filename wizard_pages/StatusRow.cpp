#include "wizard_pages/StatusRow.h"

#include "wizard_pages/StatusIcons.h"
#include "wizard_pages/WrappingLabel.h"

#include <QHBoxLayout>
#include <QLabel>

namespace cudnnsetup {

StatusRow::StatusRow(Verdict::Severity severity, WrappingLabel *label, QWidget *trailing, QWidget *parent)
    : QWidget(parent)
    , m_label(label)
{
    auto *icon = new QLabel;
    icon->setPixmap(StatusIcons::pixmap(severity));
    icon->setAlignment(Qt::AlignTop | Qt::AlignHCenter);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(icon);
    layout->addWidget(label, 1);
    if (trailing)
        layout->addWidget(trailing, 0, Qt::AlignTop);
    hide();
}

} // namespace cudnnsetup
