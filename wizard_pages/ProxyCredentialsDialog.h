// ProxyCredentialsDialog: asks for the user name and password of the user's own network proxy
// (a campus or company proxy) when it demands them during a download. Only ever the proxy's:
// the wizard never asks for NVIDIA account details (the browser route handles sign-in), and
// nothing typed here is stored.
#pragma once

#include <QDialog>

class QAuthenticator;
class QLineEdit;
class QNetworkProxy;

namespace cudnnsetup {

class ProxyCredentialsDialog : public QDialog
{
    Q_OBJECT

public:
    ProxyCredentialsDialog(const QNetworkProxy &proxy, const QString &realm, QWidget *parent = nullptr);

    QString user() const;
    QString password() const;

    // Shows the dialog modally and fills `authenticator` when the user confirms; for a direct
    // connection to Downloader::proxyAuthenticationRequired.
    static void ask(const QNetworkProxy &proxy, QAuthenticator *authenticator, QWidget *parent);

private:
    QLineEdit *m_user;
    QLineEdit *m_password;
};

} // namespace cudnnsetup
