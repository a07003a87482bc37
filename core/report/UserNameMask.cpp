#include "core/report/UserNameMask.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>

namespace cudnnsetup {

namespace {

// Folders under a home root that belong to no one in particular.
bool isSharedProfile(const QString &name)
{
    static const QStringList shared{QStringLiteral("Public"), QStringLiteral("Default"), QStringLiteral("Default User"),
                                    QStringLiteral("All Users"), QStringLiteral("Shared")};
    return shared.contains(name, Qt::CaseInsensitive);
}

// Names too short or too common to replace outside a home path without garbling the text.
bool isSafeToReplaceAnywhere(const QString &name)
{
    static const QStringList system{QStringLiteral("root"), QStringLiteral("user"), QStringLiteral("admin"),
                                    QStringLiteral("administrator"), QStringLiteral("cuda"), QStringLiteral("nvidia")};
    return name.size() >= 3 && !system.contains(name, Qt::CaseInsensitive);
}

QJsonValue maskValue(const QJsonValue &value, const UserNameMask &mask)
{
    if (value.isString())
        return mask.apply(value.toString());
    if (value.isObject())
        return mask.apply(value.toObject());
    if (value.isArray()) {
        QJsonArray array;
        for (const QJsonValue &item : value.toArray())
            array.append(maskValue(item, mask));
        return array;
    }
    return value;
}

} // namespace

UserNameMask UserNameMask::fromEnvironment(const QProcessEnvironment &environment)
{
    QStringList names;
    for (const char *variable : {"USER", "USERNAME", "LOGNAME"})
        names.append(environment.value(QString::fromLatin1(variable)));
    for (const char *variable : {"HOME", "USERPROFILE"}) {
        QString home = environment.value(QString::fromLatin1(variable));
        home.replace(u'\\', u'/');
        while (home.endsWith(u'/'))
            home.chop(1);
        names.append(home.section(u'/', -1));
    }
    return UserNameMask(names);
}

UserNameMask::UserNameMask(QStringList names)
{
    for (const QString &name : names)
        if (!name.isEmpty() && isSafeToReplaceAnywhere(name) && !m_names.contains(name))
            m_names.append(name);
    std::sort(m_names.begin(), m_names.end(), [](const QString &a, const QString &b) { return a.size() > b.size(); });
}

QString UserNameMask::apply(const QString &text) const
{
    // Any home folder's owner, whoever it is: a report may list another account's copy too.
    static const QRegularExpression home(QStringLiteral(R"((/home/|/Users/|[A-Za-z]:[\\/]+(?i:Users)[\\/]+)([^/\\\s"':;,|]+))"));
    QString out;
    qsizetype last = 0;
    QRegularExpressionMatchIterator it = home.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        const QString owner = match.captured(2);
        out += QStringView(text).mid(last, match.capturedStart(2) - last);
        out += isSharedProfile(owner) ? owner : QString::fromLatin1(kPlaceholder);
        last = match.capturedEnd(2);
    }
    out += QStringView(text).mid(last);

    // The account's own name as a whole word anywhere else (a prompt, a /data/<name> folder).
    for (const QString &name : m_names) {
        const QRegularExpression word(QStringLiteral(R"((?<![\w.-])%1(?![\w-]))").arg(QRegularExpression::escape(name)));
        out.replace(word, QString::fromLatin1(kPlaceholder));
    }
    return out;
}

QJsonObject UserNameMask::apply(const QJsonObject &json) const
{
    QJsonObject masked;
    for (auto it = json.constBegin(); it != json.constEnd(); ++it)
        masked.insert(it.key(), maskValue(it.value(), *this));
    return masked;
}

} // namespace cudnnsetup
