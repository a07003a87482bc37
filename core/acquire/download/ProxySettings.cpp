#include "core/acquire/download/ProxySettings.h"

#include <QNetworkAccessManager>
#include <QNetworkProxyFactory>

namespace cudnnsetup {

namespace {

// QNetworkProxyFactory::setUseSystemConfiguration(true) would do the same for every manager in
// the process; a factory per manager keeps the choice local to this download.
class SystemProxyFactory final : public QNetworkProxyFactory
{
public:
    QList<QNetworkProxy> queryProxy(const QNetworkProxyQuery &query) override
    {
        return systemProxyForQuery(query);
    }
};

} // namespace

std::optional<ProxySettings> ProxySettings::fromUrl(const QUrl &url)
{
    if (!url.isValid() || url.host().isEmpty())
        return std::nullopt;
    ProxySettings settings;
    settings.mode = Mode::Manual;
    settings.host = url.host();
    const QString scheme = url.scheme().toLower();
    if (scheme == u"http") {
        settings.type = QNetworkProxy::HttpProxy;
        settings.port = quint16(url.port(3128));
    } else if (scheme == u"socks5") {
        settings.type = QNetworkProxy::Socks5Proxy;
        settings.port = quint16(url.port(1080));
    } else {
        return std::nullopt;
    }
    return settings;
}

void ProxySettings::applyTo(QNetworkAccessManager &manager) const
{
    switch (mode) {
    case Mode::System:
        manager.setProxyFactory(new SystemProxyFactory);   // the manager takes ownership
        break;
    case Mode::None:
        manager.setProxy(QNetworkProxy(QNetworkProxy::NoProxy));
        break;
    case Mode::Manual:
        manager.setProxy(QNetworkProxy(type, host, port));
        break;
    }
}

} // namespace cudnnsetup
