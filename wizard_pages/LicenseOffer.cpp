#include "wizard_pages/LicenseOffer.h"

#include "core/acquire/download/DownloadRequest.h"
#include "wizard_pages/WrappingLabel.h"

#include <QCheckBox>
#include <QVBoxLayout>

namespace cudnnsetup {

LicenseOffer::LicenseOffer(QWidget *parent)
    : QWidget(parent)
    , m_link(new WrappingLabel(QStringLiteral("licenseLink")))
    , m_accept(new QCheckBox(tr("I have read and accept the licen&se")))
    , m_earlierLabel(new WrappingLabel(QStringLiteral("licenseAcceptedLabel")))
{
    m_accept->setObjectName(QStringLiteral("acceptLicenseCheck"));
    m_link->setOpenExternalLinks(true);
    m_link->setTextInteractionFlags(Qt::TextBrowserInteraction);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_link);
    layout->addWidget(m_accept);
    layout->addWidget(m_earlierLabel);

    connect(m_accept, &QCheckBox::toggled, this, &LicenseOffer::acceptanceChanged);
    withdraw();
}

void LicenseOffer::offer(const QString &licenseUrl, const Version &release, bool acceptedEarlier)
{
    m_acceptedEarlier = acceptedEarlier;
    const QString href = DownloadRequest::sourceFromUserText(licenseUrl).toString(QUrl::FullyEncoded);
    const QString anchor = QStringLiteral("<a href=\"%1\">%2</a> (%3)")
                               .arg(href.toHtmlEscaped(), tr("NVIDIA cuDNN Software License Agreement").toHtmlEscaped(),
                                    licenseUrl.toHtmlEscaped());
    m_link->setText(tr("cuDNN is licensed by NVIDIA. Read the license before you download: %1").toHtmlEscaped().arg(anchor));
    m_earlierLabel->setText(
        tr("You accepted this license for cuDNN %1 earlier.").arg(release.truncated(3).toString()).toHtmlEscaped());
    m_accept->setVisible(!acceptedEarlier);
    m_earlierLabel->setVisible(acceptedEarlier);
    show();
    Q_EMIT acceptanceChanged();
}

void LicenseOffer::withdraw()
{
    m_acceptedEarlier = false;
    m_accept->setChecked(false);
    hide();
}

bool LicenseOffer::isAccepted() const
{
    return !isHidden() && (m_acceptedEarlier || m_accept->isChecked());
}

} // namespace cudnnsetup
