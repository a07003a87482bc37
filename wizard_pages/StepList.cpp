#include "wizard_pages/StepList.h"

#include <QFontMetrics>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <QVBoxLayout>

namespace cudnnsetup {

// One step's round marker: its number while to come (hollow) or current (filled with the
// highlight colour), a check once done.
class StepMarker : public QWidget
{
public:
    StepMarker(int number, QWidget *parent = nullptr) : QWidget(parent), m_number(number)
    {
        const int extent = fontMetrics().height() + 4;
        setFixedSize(extent, extent);
    }
    void setState(StepList::State state)
    {
        m_state = state;
        update();
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        const QRectF circle = QRectF(rect()).adjusted(1.5, 1.5, -1.5, -1.5);
        const QPalette &colours = palette();
        const QColor accent = colours.color(QPalette::Highlight);
        switch (m_state) {
        case StepList::State::Done: {
            painter.setPen(Qt::NoPen);
            painter.setBrush(accent);
            painter.drawEllipse(circle);
            // A check drawn as two strokes, scaled to the circle.
            QPainterPath check;
            const qreal w = circle.width();
            check.moveTo(circle.left() + w * 0.27, circle.top() + w * 0.52);
            check.lineTo(circle.left() + w * 0.44, circle.top() + w * 0.68);
            check.lineTo(circle.left() + w * 0.74, circle.top() + w * 0.34);
            painter.setPen(QPen(colours.color(QPalette::HighlightedText), std::max(1.5, w * 0.11), Qt::SolidLine,
                                Qt::RoundCap, Qt::RoundJoin));
            painter.setBrush(Qt::NoBrush);
            painter.drawPath(check);
            break;
        }
        case StepList::State::Current:
            painter.setPen(Qt::NoPen);
            painter.setBrush(accent);
            painter.drawEllipse(circle);
            painter.setPen(colours.color(QPalette::HighlightedText));
            painter.drawText(circle, Qt::AlignCenter, QString::number(m_number));
            break;
        case StepList::State::ToCome:
            painter.setPen(QPen(colours.color(QPalette::PlaceholderText), 1.2));
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(circle);
            painter.setPen(colours.color(QPalette::PlaceholderText));
            painter.drawText(circle, Qt::AlignCenter, QString::number(m_number));
            break;
        }
    }

private:
    int m_number;
    StepList::State m_state = StepList::State::ToCome;
};

StepList::StepList(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("stepList"));
    setAccessibleName(tr("Steps"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 12, 4);
}

void StepList::setSteps(const QList<WizardStep> &steps)
{
    bool same = steps.size() == m_rows.size();
    for (int i = 0; same && i < steps.size(); ++i)
        same = steps.at(i).name == m_rows.at(i).name && steps.at(i).pages == m_rows.at(i).pages;
    if (same)
        return;
    auto *outer = static_cast<QVBoxLayout *>(layout());
    while (QLayoutItem *item = outer->takeAt(0)) {
        if (QWidget *widget = item->widget())
            delete widget;
        delete item;
    }
    m_rows.clear();
    auto *grid = new QWidget;
    auto *rows = new QGridLayout(grid);
    rows->setContentsMargins(0, 0, 0, 0);
    rows->setHorizontalSpacing(8);
    rows->setVerticalSpacing(10);
    for (int i = 0; i < steps.size(); ++i) {
        Row row;
        row.name = steps.at(i).name;
        row.pages = steps.at(i).pages;
        row.marker = new StepMarker(i + 1);
        row.label = new QLabel(row.name);
        row.label->setObjectName(QStringLiteral("step%1Label").arg(i + 1));
        // As wide as the name in bold (the current step), so the list does not shift or cut it.
        QFont bold = row.label->font();
        bold.setBold(true);
        row.label->setMinimumWidth(QFontMetrics(bold).horizontalAdvance(row.name) + 2);
        rows->addWidget(row.marker, i, 0, Qt::AlignTop);
        rows->addWidget(row.label, i, 1, Qt::AlignVCenter);
        m_rows.append(row);
        showRow(i);
    }
    rows->setColumnStretch(1, 1);
    outer->addWidget(grid);
    outer->addStretch(1);
}

void StepList::setPosition(int currentPage, const QList<int> &visitedPages)
{
    for (int i = 0; i < m_rows.size(); ++i) {
        Row &row = m_rows[i];
        const bool current = row.pages.contains(currentPage);
        bool visited = false;
        for (const int page : row.pages)
            visited = visited || (visitedPages.contains(page) && page != currentPage);
        row.state = current ? State::Current : visited ? State::Done : State::ToCome;
        showRow(i);
    }
}

void StepList::showRow(int index)
{
    Row &row = m_rows[index];
    row.marker->setState(row.state);
    QFont font = row.label->font();
    font.setBold(row.state == State::Current);
    row.label->setFont(font);
    QPalette colours = row.label->palette();
    colours.setColor(QPalette::WindowText, palette().color(row.state == State::ToCome ? QPalette::PlaceholderText
                                                                                     : QPalette::WindowText));
    row.label->setPalette(colours);
    const QString state = row.state == State::Done      ? tr("done")
                          : row.state == State::Current ? tr("current step")
                                                        : tr("to come");
    //: A step in the list beside the pages, for screen readers: "Step 3 of 8: Get cuDNN, current step".
    row.label->setAccessibleName(tr("Step %1 of %2: %3, %4").arg(index + 1).arg(m_rows.size()).arg(row.name, state));
}

QList<StepList::State> StepList::states() const
{
    QList<State> states;
    for (const Row &row : m_rows)
        states.append(row.state);
    return states;
}

QStringList StepList::names() const
{
    QStringList names;
    for (const Row &row : m_rows)
        names.append(row.name);
    return names;
}

} // namespace cudnnsetup
