#include "core/probe/parsers/ToolkitVersionFile.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>

namespace cudnnsetup {

namespace {

// A toolkit version always has at least major.minor; Version::parse alone would also take
// "12" or "v12.4", which no toolkit writes.
std::optional<Version> toolkitVersion(QStringView text)
{
    if (text.isEmpty() || !text.front().isDigit() || !text.back().isDigit())
        return std::nullopt;
    std::optional<Version> version = Version::parse(text);
    if (!version || version->size() < 2)
        return std::nullopt;
    return version;
}

std::optional<Version> fail(QString *error, const QString &reason)
{
    if (error)
        *error = reason;
    return std::nullopt;
}

} // namespace

std::optional<Version> parseToolkitVersionJson(const QByteArray &json, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(error, QStringLiteral("version.json is not valid JSON (%1 at byte %2).")
                               .arg(parseError.errorString())
                               .arg(parseError.offset));
    if (!document.isObject())
        return fail(error, QStringLiteral("version.json does not contain a JSON object."));
    const QJsonValue cuda = document.object().value(u"cuda");
    if (cuda.isUndefined())
        return fail(error, QStringLiteral("version.json has no \"cuda\" entry."));
    if (!cuda.isObject())
        return fail(error, QStringLiteral("The \"cuda\" entry in version.json is not an object."));
    const QJsonValue version = cuda.toObject().value(u"version");
    if (version.isUndefined())
        return fail(error, QStringLiteral("The \"cuda\" entry in version.json has no version."));
    if (!version.isString())
        return fail(error, QStringLiteral("The CUDA version in version.json is not a string."));
    const QString text = version.toString();
    std::optional<Version> parsed = toolkitVersion(text);
    if (!parsed)
        return fail(error, QStringLiteral("The CUDA version in version.json, \"%1\", is not a "
                                          "version number.")
                               .arg(text));
    return parsed;
}

std::optional<Version> parseToolkitVersionTxt(const QByteArray &text)
{
    // fromUtf8 drops the byte order mark that files saved by Windows editors can start with.
    const QString content = QString::fromUtf8(text);
    const QStringView firstLine = QStringView(content).left(content.indexOf(u'\n')).trimmed();
    static constexpr QStringView prefix = u"CUDA Version ";
    if (!firstLine.startsWith(prefix))
        return std::nullopt;
    return toolkitVersion(firstLine.mid(prefix.size()));
}

} // namespace cudnnsetup
