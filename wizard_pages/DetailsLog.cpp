#include "wizard_pages/DetailsLog.h"

#include <QPlainTextEdit>
#include <QToolButton>
#include <QVBoxLayout>

namespace cudnnsetup {

DetailsLog::DetailsLog(const QString &objectName, QWidget *parent)
    : QWidget(parent)
    , m_toggle(new QToolButton)
    , m_text(new QPlainTextEdit)
{
    m_toggle->setObjectName(objectName + QStringLiteral("Toggle"));
    m_toggle->setText(tr("Show &details"));
    m_toggle->setAccessibleName(tr("Show details"));
    m_toggle->setCheckable(true);
    m_toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toggle->setArrowType(Qt::RightArrow);
    m_toggle->setAutoRaise(true);
    m_toggle->setFocusPolicy(Qt::StrongFocus);

    m_text->setObjectName(objectName);
    m_text->setAccessibleName(tr("Details"));
    m_text->setReadOnly(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_text->setMaximumBlockCount(20000);
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setMinimumHeight(120);
    m_text->hide();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_toggle, 0, Qt::AlignLeft);
    layout->addWidget(m_text, 1);

    connect(m_toggle, &QToolButton::toggled, this, &DetailsLog::setExpanded);
}

void DetailsLog::appendLine(const QString &line)
{
    m_text->appendPlainText(line);
}

void DetailsLog::clear()
{
    m_text->clear();
}

QString DetailsLog::text() const
{
    return m_text->toPlainText();
}

bool DetailsLog::isExpanded() const
{
    return m_toggle->isChecked();
}

void DetailsLog::setExpanded(bool expanded)
{
    if (m_toggle->isChecked() != expanded)
        m_toggle->setChecked(expanded);   // comes back here through toggled()
    m_toggle->setArrowType(expanded ? Qt::DownArrow : Qt::RightArrow);
    m_toggle->setText(expanded ? tr("Hide &details") : tr("Show &details"));
    m_text->setVisible(expanded);
}

} // namespace cudnnsetup
