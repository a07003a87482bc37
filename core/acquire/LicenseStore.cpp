#include "core/acquire/LicenseStore.h"

#include "core/acquire/manifest/RedistManifest.h"

#include <QDateTime>
#include <QSettings>

#include <memory>

namespace cudnnsetup {

namespace {

std::unique_ptr<QSettings> open(const QString &file)
{
    return file.isEmpty() ? std::make_unique<QSettings>() : std::make_unique<QSettings>(file, QSettings::IniFormat);
}

QString key(const Version &release)
{
    return QStringLiteral("licenses/cudnn-%1").arg(release.truncated(3).toString());
}

} // namespace

LicenseStore::LicenseStore(QString settingsFile) : m_settingsFile(std::move(settingsFile)) {}

bool LicenseStore::isAccepted(const Version &release) const
{
    return open(m_settingsFile)->contains(key(release));
}

void LicenseStore::accept(const Version &release)
{
    auto settings = open(m_settingsFile);
    settings->setValue(key(release), QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    settings->sync();
}

QString LicenseStore::licenseUrl(const QString &baseUrl, const QString &licensePath)
{
    return RedistManifest::joinUrl(baseUrl, licensePath);
}

QString LicenseStore::agreementUrl()
{
    return QStringLiteral("https://docs.nvidia.com/deeplearning/cudnn/latest/reference/eula.html");
}

} // namespace cudnnsetup
