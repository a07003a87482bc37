#include "wizard_pages/ProxyCredentialsDialog.h"

#include "wizard_pages/WrappingLabel.h"

#include <QAuthenticator>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QNetworkProxy>
#include <QVBoxLayout>

namespace cudnnsetup {

ProxyCredentialsDialog::ProxyCredentialsDialog(const QNetworkProxy &proxy, const QString &realm, QWidget *parent)
    : QDialog(parent)
    , m_user(new QLineEdit)
    , m_password(new QLineEdit)
{
    setWindowTitle(tr("Proxy sign-in"));
    setObjectName(QStringLiteral("proxyCredentialsDialog"));
    m_user->setObjectName(QStringLiteral("proxyUserEdit"));
    m_password->setObjectName(QStringLiteral("proxyPasswordEdit"));
    m_password->setEchoMode(QLineEdit::Password);

    const QString server = QStringLiteral("%1:%2").arg(proxy.hostName()).arg(proxy.port());
    QString text = tr("The proxy server %1 of your network asks for a user name and password before the download can "
                      "continue. These are your network's (for example your campus or company account), not an "
                      "NVIDIA account. They are used for this download only and not saved.")
                       .arg(server);
    if (!realm.isEmpty())
        text += QLatin1Char(' ') + tr("The proxy calls itself \"%1\".").arg(realm);

    auto *form = new QFormLayout;
    form->addRow(tr("Proxy &user name:"), m_user);
    form->addRow(tr("Proxy &password:"), m_password);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new WrappingLabel(QStringLiteral("proxyExplanationLabel"), text.toHtmlEscaped()));
    layout->addLayout(form);
    layout->addWidget(buttons);
    setMinimumWidth(420);
}

QString ProxyCredentialsDialog::user() const
{
    return m_user->text();
}

QString ProxyCredentialsDialog::password() const
{
    return m_password->text();
}

void ProxyCredentialsDialog::ask(const QNetworkProxy &proxy, QAuthenticator *authenticator, QWidget *parent)
{
    ProxyCredentialsDialog dialog(proxy, authenticator->realm(), parent);
    if (dialog.exec() != QDialog::Accepted)
        return;   // the authenticator stays empty: the download ends with a proxy error that says so
    authenticator->setUser(dialog.user());
    authenticator->setPassword(dialog.password());
}

} // namespace cudnnsetup
