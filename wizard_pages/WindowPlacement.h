// WindowPlacement: the wizard window's size and place. On the first start it opens at a size
// that shows every page without scrolling on the screen it opens on — down to a 1366×768 laptop
// screen at 150 % (about 910×512 in Qt's device-independent pixels) — and from then on where
// the user left it, remembered between runs, as long as that still fits on a screen.
#pragma once

#include <QRect>
#include <QSize>

class QWidget;

namespace cudnnsetup {

class WindowPlacement
{
public:
    // What the window is laid out for (tests/gui/FirstFiveMinutesGuiTest checks every page at
    // it), and the smallest it may become.
    static QSize preferredSize() { return {980, 700}; }
    static QSize minimumSize() { return {600, 420}; }
    // The size for a screen whose free area is `available`: the preferred one, or less where the
    // screen is smaller, leaving room for the window's frame and title bar.
    static QSize defaultSize(const QRect &available);

    // Before the first show: the remembered geometry, else the default size for the screen the
    // window opens on. A window that was resized on purpose (a test, a screenshot) keeps its size.
    static void restore(QWidget *window);
    static void save(const QWidget *window);
};

} // namespace cudnnsetup
