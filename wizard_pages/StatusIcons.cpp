#include "wizard_pages/StatusIcons.h"

#include <QApplication>
#include <QStyle>

namespace cudnnsetup {

QIcon StatusIcons::forSeverity(Verdict::Severity severity)
{
    QStyle *style = QApplication::style();
    switch (severity) {
    case Verdict::Severity::Ok: return style->standardIcon(QStyle::SP_DialogApplyButton);
    case Verdict::Severity::Info: return style->standardIcon(QStyle::SP_MessageBoxInformation);
    case Verdict::Severity::Warning: return style->standardIcon(QStyle::SP_MessageBoxWarning);
    case Verdict::Severity::Error: return style->standardIcon(QStyle::SP_MessageBoxCritical);
    }
    return {};
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
