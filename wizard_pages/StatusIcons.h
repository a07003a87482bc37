// StatusIcons: the one mapping from "how good is this" to an icon, so every page and table
// uses the same symbols. Drawn by StatusIconEngine, sharp at any size and pixel density.
#pragma once

#include "core/model/Verdict.h"

#include <QIcon>

namespace cudnnsetup {

class StatusIcons
{
public:
    static QIcon forSeverity(Verdict::Severity severity);
    static QIcon ok() { return forSeverity(Verdict::Severity::Ok); }
    static QIcon warning() { return forSeverity(Verdict::Severity::Warning); }

    // The icon drawn at the size used beside text in the pages.
    static QPixmap pixmap(Verdict::Severity severity);
    // The width to give a label that holds one of these, so that text beside icons of different
    // shapes lines up.
    static int pixmapExtent();
};

} // namespace cudnnsetup
