#include "core/doctor/rules/DoctorReport.h"

#include <QJsonArray>

#include <algorithm>

namespace cudnnsetup {

namespace {

QJsonValue versionValue(const Version &version)
{
    return version.isValid() ? QJsonValue(version.toString()) : QJsonValue(QJsonValue::Null);
}

} // namespace

void DoctorReport::sortFindings()
{
    std::stable_sort(findings.begin(), findings.end(), [](const Finding &a, const Finding &b) {
        if (a.severity != b.severity)
            return a.severity > b.severity;
        if (a.family != b.family)
            return a.family < b.family;
        return a.code < b.code;
    });
}

bool DoctorReport::healthy() const
{
    return couldNotCheck.isEmpty() && std::none_of(findings.cbegin(), findings.cend(), [](const Finding &f) { return f.isProblem(); });
}

bool DoctorReport::hasFinding(const QString &code) const
{
    return finding(code) != nullptr;
}

const Finding *DoctorReport::finding(const QString &code) const &
{
    for (const Finding &f : findings)
        if (f.code == code)
            return &f;
    return nullptr;
}

QJsonObject DoctorReport::toJson() const
{
    QJsonArray findingArray;
    for (const Finding &f : findings)
        findingArray.append(f.toJson());
    QJsonArray toolkitArray;
    for (const ToolkitInstall &toolkit : toolkits)
        toolkitArray.append(QJsonObject{{QStringLiteral("root"), toolkit.root},
                                        {QStringLiteral("version"), versionValue(toolkit.version)},
                                        {QStringLiteral("isDefault"), toolkit.isDefault}});
    QJsonArray copyArray;
    for (const CudnnCopy &copy : cudnnCopies)
        copyArray.append(QJsonObject{{QStringLiteral("libraryDir"), copy.libraryDir},
                                     {QStringLiteral("kind"), CudnnCopy::kindKey(copy.kind)},
                                     {QStringLiteral("version"), versionValue(copy.bestVersion())},
                                     {QStringLiteral("cudaMajor"), copy.cudaMajor > 0 ? QJsonValue(copy.cudaMajor) : QJsonValue(QJsonValue::Null)},
                                     {QStringLiteral("toolkitRoot"), copy.toolkitRoot}});
    QJsonArray pickArray;
    for (const LoaderPick &pick : loaderPicks)
        pickArray.append(QJsonObject{{QStringLiteral("major"), pick.major},
                                     {QStringLiteral("name"), pick.name},
                                     {QStringLiteral("file"), pick.file},
                                     {QStringLiteral("via"), pick.via},
                                     {QStringLiteral("version"), versionValue(pick.version)}});
    QString status = QStringLiteral("healthy");
    if (!couldNotCheck.isEmpty())
        status = QStringLiteral("could-not-check");
    else if (!healthy())
        status = QStringLiteral("problems");
    return {
        {QStringLiteral("schema"), QString::fromLatin1(kSchema)},
        {QStringLiteral("status"), status},
        {QStringLiteral("couldNotCheck"), couldNotCheck},
        {QStringLiteral("platform"), platform},
        {QStringLiteral("sysroot"), sysroot},
        {QStringLiteral("findings"), findingArray},
        {QStringLiteral("toolkits"), toolkitArray},
        {QStringLiteral("cudnnCopies"), copyArray},
        {QStringLiteral("loaderPicks"), pickArray},
    };
}

} // namespace cudnnsetup
