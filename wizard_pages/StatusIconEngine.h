// StatusIconEngine: draws the status symbols (a check, an "i", an "!" in a triangle, a cross) as
// shapes at whatever pixel size is asked for, so that they stay sharp on a high-DPI screen.
// The style's own icons come as small fixed images on many systems (Qt's built-in ones top out
// at 32 px), which a 200 % screen shows stretched and blurred (tests/gui/HighDpiGuiTest).
#pragma once

#include "core/model/Verdict.h"

#include <QIconEngine>

namespace cudnnsetup {

class StatusIconEngine : public QIconEngine
{
public:
    explicit StatusIconEngine(Verdict::Severity severity) : m_severity(severity) {}

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override;
    // QIconEngine's own pixmap() paints onto an uninitialised image; this one starts transparent.
    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override;
    QIconEngine *clone() const override { return new StatusIconEngine(m_severity); }

private:
    Verdict::Severity m_severity;
};

} // namespace cudnnsetup
