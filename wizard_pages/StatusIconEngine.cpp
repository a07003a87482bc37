#include "wizard_pages/StatusIconEngine.h"

#include <QPainter>
#include <QPainterPath>

namespace cudnnsetup {

namespace {

// Colours that read as "fine", "for your information", "look at this" and "broken" on light and
// dark window backgrounds alike, and stay apart for the common red-green colour blindness
// because each severity also has its own shape.
QColor fillFor(Verdict::Severity severity)
{
    switch (severity) {
    case Verdict::Severity::Ok: return QColor(0x2e, 0x7d, 0x32);
    case Verdict::Severity::Info: return QColor(0x15, 0x65, 0xc0);
    case Verdict::Severity::Warning: return QColor(0xf9, 0xa8, 0x25);
    case Verdict::Severity::Error: return QColor(0xc6, 0x28, 0x28);
    }
    return Qt::gray;
}

// The strokes of "i" and "!": a bar in the current pen, and a round dot of the same colour.
void drawBarAndDot(QPainter *painter, const QLineF &bar, const QPointF &dot, const QColor &colour)
{
    painter->drawLine(bar);
    painter->setPen(Qt::NoPen);
    painter->setBrush(colour);
    painter->drawEllipse(dot, 1.1, 1.1);
}

} // namespace

void StatusIconEngine::paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State)
{
    // Drawn in a 16 x 16 box scaled to the rectangle, so the shapes keep their proportions at
    // every size; the painter works in device pixels here, hence the antialiasing.
    const qreal side = qMin(rect.width(), rect.height());
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->translate(rect.x() + (rect.width() - side) / 2.0, rect.y() + (rect.height() - side) / 2.0);
    painter->scale(side / 16.0, side / 16.0);
    if (mode == QIcon::Disabled)
        painter->setOpacity(0.4);

    painter->setPen(Qt::NoPen);
    painter->setBrush(fillFor(m_severity));
    if (m_severity == Verdict::Severity::Warning) {
        QPainterPath triangle;
        triangle.moveTo(8, 0.8);
        triangle.lineTo(15.4, 14.6);
        triangle.lineTo(0.6, 14.6);
        triangle.closeSubpath();
        painter->drawPath(triangle);
    } else {
        painter->drawEllipse(QRectF(0.8, 0.8, 14.4, 14.4));
    }

    const QColor mark = m_severity == Verdict::Severity::Warning ? QColor(0x21, 0x21, 0x21) : QColor(Qt::white);
    QPen stroke(mark, 1.9, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    painter->setPen(stroke);
    painter->setBrush(Qt::NoBrush);
    switch (m_severity) {
    case Verdict::Severity::Ok:
        painter->drawPolyline(QPolygonF{QPointF(4.6, 8.3), QPointF(7.0, 10.7), QPointF(11.6, 5.6)});
        break;
    case Verdict::Severity::Info:   // an "i": the dot above the bar
        drawBarAndDot(painter, QLineF(8, 7.2, 8, 11.8), QPointF(8, 4.6), mark);
        break;
    case Verdict::Severity::Warning:   // an "!": the dot below the bar
        drawBarAndDot(painter, QLineF(8, 5.6, 8, 9.6), QPointF(8, 12.2), mark);
        break;
    case Verdict::Severity::Error:
        painter->drawLine(QPointF(5.4, 5.4), QPointF(10.6, 10.6));
        painter->drawLine(QPointF(10.6, 5.4), QPointF(5.4, 10.6));
        break;
    }
    painter->restore();
}

QPixmap StatusIconEngine::pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state)
{
    QPixmap image(size);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    paint(&painter, QRect(QPoint(0, 0), size), mode, state);
    return image;
}

} // namespace cudnnsetup
