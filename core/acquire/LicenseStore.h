// LicenseStore: remembers that the user accepted NVIDIA's cuDNN license for a release, so it is
// asked once per release (the license can change between releases). Nothing else is stored:
// the app never keeps NVIDIA account details.
#pragma once

#include "core/model/Version.h"

#include <QString>

namespace cudnnsetup {

class LicenseStore
{
public:
    // `settingsFile` empty: the application's settings (QSettings with the app's names).
    explicit LicenseStore(QString settingsFile = {});

    bool isAccepted(const Version &release) const;
    void accept(const Version &release);
    // Where NVIDIA publishes the license text for a manifest: <base>/<license_path>.
    static QString licenseUrl(const QString &baseUrl, const QString &licensePath = QStringLiteral("cudnn/LICENSE.txt"));
    // NVIDIA's web page of the cuDNN Software License Agreement: for the places that name the
    // licence with no manifest at hand (the About box, the mirror and the answer file).
    static QString agreementUrl();

private:
    QString m_settingsFile;
};

} // namespace cudnnsetup
