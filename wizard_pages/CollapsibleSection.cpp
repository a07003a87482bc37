#include "wizard_pages/CollapsibleSection.h"

#include <QToolButton>
#include <QVBoxLayout>

namespace cudnnsetup {

CollapsibleSection::CollapsibleSection(const QString &toggleName, QWidget *content, QWidget *parent)
    : QWidget(parent)
    , m_toggle(new QToolButton)
    , m_content(content)
{
    m_toggle->setObjectName(toggleName);
    m_toggle->setCheckable(true);
    m_toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toggle->setArrowType(Qt::RightArrow);
    m_toggle->setAutoRaise(true);
    m_toggle->setFocusPolicy(Qt::StrongFocus);
    m_content->hide();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_toggle, 0, Qt::AlignLeft);
    layout->addWidget(m_content, 1);

    connect(m_toggle, &QToolButton::toggled, this, &CollapsibleSection::setExpanded);
}

void CollapsibleSection::setTitle(const QString &title)
{
    m_toggle->setText(title);
    m_toggle->setAccessibleName(QString(title).remove(u'&'));   // the mnemonic is not part of the name
}

QToolButton *CollapsibleSection::takeToggle()
{
    layout()->removeWidget(m_toggle);
    return m_toggle;
}

bool CollapsibleSection::isExpanded() const
{
    return m_toggle->isChecked();
}

void CollapsibleSection::setExpanded(bool expanded)
{
    if (m_toggle->isChecked() != expanded)
        m_toggle->setChecked(expanded);   // comes back here through toggled()
    m_toggle->setArrowType(expanded ? Qt::DownArrow : Qt::RightArrow);
    m_content->setVisible(expanded);
    Q_EMIT expandedChanged(expanded);
}

} // namespace cudnnsetup
