// TextFetcher: fetches one small file — a redist manifest or the license text — from NVIDIA's
// server, a mirror URL, or a mirror folder (plain path or file:// URL). HTTPS only, except an
// http mirror the user configured explicitly. Big archives go through the Downloader instead.
#pragma once

#include "core/acquire/download/ProxySettings.h"

#include <QByteArray>
#include <QNetworkAccessManager>
#include <QObject>
#include <QPointer>
#include <QString>

class QNetworkReply;

namespace cudnnsetup {

class TextFetcher : public QObject
{
    Q_OBJECT

public:
    static constexpr qint64 kMaxBytes = 8 * 1024 * 1024;   // manifests are ~10 KB

    explicit TextFetcher(QObject *parent = nullptr);
    // The same proxy choice as the archive download, so a manual proxy covers the manifest too.
    void setProxy(const ProxySettings &proxy) { proxy.applyTo(m_network); }
    void get(const QString &location, bool allowInsecureHttp = false, int timeoutMs = 30000);
    void abort();

    // Whether `location` is a folder path or file:// URL rather than a web address.
    static bool isLocal(const QString &location);

signals:
    void finished(const QByteArray &body);
    // `unreachable`: no answer came from the server at all (no network, DNS, refused, a proxy
    // or firewall in the way, no answer in time), as opposed to an answer that says no.
    void failed(const QString &message, bool unreachable);

private:
    void readLocal(const QString &location);
    void onReplyFinished();

    QNetworkAccessManager m_network;
    QPointer<QNetworkReply> m_reply;
    QString m_location;
};

} // namespace cudnnsetup
