#include "wizard_pages/StatusIcons.h"

#include "wizard_pages/StatusIconEngine.h"

#include <QApplication>
#include <QStyle>

namespace cudnnsetup {

QIcon StatusIcons::forSeverity(Verdict::Severity severity)
{
    return QIcon(new StatusIconEngine(severity));
}

QPixmap StatusIcons::pixmap(Verdict::Severity severity)
{
    const int size = pixmapExtent();
    return forSeverity(severity).pixmap(size, size);
}

int StatusIcons::pixmapExtent()
{
    return QApplication::style()->pixelMetric(QStyle::PM_SmallIconSize) * 3 / 2;
}

} // namespace cudnnsetup
