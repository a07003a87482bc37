// HtmlList: plain sentences as a bulleted HTML list for a rich-text label, each escaped, the way
// the pages show notes, blockers, changes and evidence.
#pragma once

#include <QString>
#include <QStringList>

namespace cudnnsetup {

inline QString htmlList(const QStringList &items)
{
    QString html;
    for (const QString &item : items)
        html += QStringLiteral("<li>%1</li>").arg(item.toHtmlEscaped());
    return QStringLiteral("<ul style=\"margin-left:0\">%1</ul>").arg(html);
}

} // namespace cudnnsetup
