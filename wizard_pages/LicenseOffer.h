// LicenseOffer: NVIDIA's license, offered before any download — the link to the license text
// (from the release's manifest), "NVIDIA cuDNN Software License Agreement" by name, and the
// "I have read and accept the license" box; or, when the user accepted it for this release
// before, a line that says so instead of the box.
#pragma once

#include "core/model/Version.h"

#include <QWidget>

class QCheckBox;

namespace cudnnsetup {

class WrappingLabel;

class LicenseOffer : public QWidget
{
    Q_OBJECT

public:
    explicit LicenseOffer(QWidget *parent = nullptr);

    // `licenseUrl`: a web address, or a path/file:// URL for a mirror folder.
    void offer(const QString &licenseUrl, const Version &release, bool acceptedEarlier);
    // Nothing to offer yet (the manifest is not read): hidden, box cleared.
    void withdraw();
    // Accepted now (the box) or earlier (the store).
    bool isAccepted() const;
    bool wasAcceptedEarlier() const { return m_acceptedEarlier; }

Q_SIGNALS:
    void acceptanceChanged();

private:
    WrappingLabel *m_link;
    QCheckBox *m_accept;
    WrappingLabel *m_earlierLabel;
    bool m_acceptedEarlier = false;
};

} // namespace cudnnsetup
