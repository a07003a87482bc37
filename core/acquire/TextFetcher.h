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
    // Asks the next get() to be answered "not modified" (notModified()) when the file still has
    // this ETag / Last-Modified; empty values ask nothing. Web addresses only.
    void setValidators(const QByteArray &etag, const QByteArray &lastModified);
    // The validators of the last answer (empty where the server sent none).
    QByteArray etag() const { return m_etag; }
    QByteArray lastModified() const { return m_lastModified; }
    void abort();

    // Whether `location` is a folder path or file:// URL rather than a web address.
    static bool isLocal(const QString &location);

signals:
    void finished(const QByteArray &body);
    // The server said the file is unchanged since the validators given (HTTP 304).
    void notModified();
    // `unreachable`: no answer came from the server at all (no network, DNS, refused, a proxy
    // or firewall in the way, no answer in time), as opposed to an answer that says no.
    void failed(const QString &message, bool unreachable);

private:
    void readLocal(const QString &location);
    void onReplyFinished();

    QNetworkAccessManager m_network;
    QPointer<QNetworkReply> m_reply;
    QString m_location;
    QByteArray m_askEtag;
    QByteArray m_askLastModified;
    QByteArray m_etag;
    QByteArray m_lastModified;
};

} // namespace cudnnsetup
