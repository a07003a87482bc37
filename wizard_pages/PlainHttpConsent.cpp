#include "wizard_pages/PlainHttpConsent.h"

#include "core/acquire/download/DownloadRequest.h"

namespace cudnnsetup {

PlainHttpConsent::PlainHttpConsent(QWidget *parent)
    : QCheckBox(tr("Use this plain &http:// server anyway: I trust the network between it and this computer"), parent)
{
    setObjectName(QStringLiteral("plainHttpConsentBox"));
    hide();
}

void PlainHttpConsent::setAddress(const QString &address)
{
    const QString trimmed = address.trimmed();
    if (trimmed != m_address)
        setChecked(false);
    m_address = trimmed;
    setVisible(DownloadRequest::isPlainHttp(trimmed));
}

bool PlainHttpConsent::allows() const
{
    return !DownloadRequest::isPlainHttp(m_address) || isChecked();
}

} // namespace cudnnsetup
