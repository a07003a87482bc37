#include "wizard_pages/DetailsLog.h"

#include "wizard_pages/CollapsibleSection.h"

#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace cudnnsetup {

DetailsLog::DetailsLog(const QString &objectName, QWidget *parent)
    : QWidget(parent)
    , m_text(new QPlainTextEdit)
{
    m_text->setObjectName(objectName);
    m_text->setAccessibleName(tr("Details"));
    m_text->setReadOnly(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_text->setMaximumBlockCount(20000);
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setMinimumHeight(120);

    m_section = new CollapsibleSection(objectName + QStringLiteral("Toggle"), m_text);
    m_section->setTitle(tr("Show &details"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_section, 1);

    connect(m_section, &CollapsibleSection::expandedChanged, this,
            [this](bool expanded) { m_section->setTitle(expanded ? tr("Hide &details") : tr("Show &details")); });
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
    return m_section->isExpanded();
}

void DetailsLog::setExpanded(bool expanded)
{
    m_section->setExpanded(expanded);
}

} // namespace cudnnsetup
