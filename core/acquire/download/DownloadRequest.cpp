#include "core/acquire/download/DownloadRequest.h"

#include <QRegularExpression>

namespace cudnnsetup {

bool DownloadRequest::isWebAddress(const QString &text)
{
    const QString trimmed = text.trimmed();
    return trimmed.startsWith(QLatin1String("https://"), Qt::CaseInsensitive)
           || trimmed.startsWith(QLatin1String("http://"), Qt::CaseInsensitive);
}

bool DownloadRequest::isPlainHttp(const QString &text)
{
    return text.trimmed().startsWith(QLatin1String("http://"), Qt::CaseInsensitive);
}

QUrl DownloadRequest::sourceFromUserText(const QString &text)
{
    const QString trimmed = text.trimmed();
    // A scheme of two or more letters followed by "://" is a URL; "C:\..." (one letter) is a
    // Windows drive and "\\server\share" a UNC path, both of which QUrl would misread.
    static const QRegularExpression urlLike(QStringLiteral("^[A-Za-z][A-Za-z0-9+.-]+://"));
    if (urlLike.match(trimmed).hasMatch())
        return QUrl(trimmed);
    return QUrl::fromLocalFile(trimmed);
}

} // namespace cudnnsetup
