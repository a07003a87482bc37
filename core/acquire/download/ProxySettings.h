// ProxySettings: which proxy the downloader goes through. The system's proxy is the default
// because lab and campus networks configure it centrally; a manual proxy is for machines where
// that configuration is missing. Credentials are never stored here: when the proxy asks, the
// Downloader forwards proxyAuthenticationRequired so the GUI or CLI can ask the user.
#pragma once

#include <QNetworkProxy>
#include <QString>
#include <QUrl>

#include <optional>

class QNetworkAccessManager;

namespace cudnnsetup {

struct ProxySettings
{
    enum class Mode {
        System,   // what the OS / environment says (http_proxy, PAC, system settings)
        None,     // always connect directly
        Manual,   // host:port below
    };

    Mode mode = Mode::System;
    QNetworkProxy::ProxyType type = QNetworkProxy::HttpProxy;   // or Socks5Proxy
    QString host;
    quint16 port = 0;

    // "http://proxy.lab:3128" or "socks5://10.0.0.1:1080" (the CLI's --proxy); nullopt if the
    // text is not such a URL. User info in the URL is ignored: credentials are asked for.
    static std::optional<ProxySettings> fromUrl(const QUrl &url);

    // Installs this choice on `manager` only (no process-wide state), so tests and other
    // network users in the same process keep their own settings.
    void applyTo(QNetworkAccessManager &manager) const;
};

} // namespace cudnnsetup
