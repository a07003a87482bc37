#include "wizard_pages/WindowPlacement.h"

#include <QGuiApplication>
#include <QScreen>
#include <QSettings>
#include <QWidget>

namespace cudnnsetup {

namespace {

const QString kGeometryKey = QStringLiteral("window/geometry");
// A title bar and the frame around the window, which the free area of the screen must hold too.
const QSize kFrameAllowance{16, 40};

} // namespace

QSize WindowPlacement::defaultSize(const QRect &available)
{
    return preferredSize().boundedTo(available.size() - kFrameAllowance).expandedTo(minimumSize());
}

void WindowPlacement::restore(QWidget *window)
{
    if (window->testAttribute(Qt::WA_Resized))
        return;
    const QByteArray saved = QSettings().value(kGeometryKey).toByteArray();
    if (!saved.isEmpty() && window->restoreGeometry(saved))
        return;   // restoreGeometry moves a window whose screen is gone back onto one
    const QScreen *screen = window->screen() ? window->screen() : QGuiApplication::primaryScreen();
    if (!screen)
        return;
    const QRect available = screen->availableGeometry();
    window->resize(defaultSize(available));
    const QSize frame = window->size() + kFrameAllowance;
    window->move(available.left() + (available.width() - frame.width()) / 2,
                 available.top() + (available.height() - frame.height()) / 2);
}

void WindowPlacement::save(const QWidget *window)
{
    QSettings().setValue(kGeometryKey, window->saveGeometry());
}

} // namespace cudnnsetup
