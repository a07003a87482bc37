#include "core/doctor/rules/ShellProfileLines.h"

#include <QDir>
#include <QRegularExpression>

namespace cudnnsetup::ShellProfileLines {

QString Assignment::joined(const QString &newValue) const
{
    return indent + exportWord + name + u'=' + newValue + trailer;
}

QList<Profile> profiles(const SystemPaths &paths)
{
    QList<Profile> list;
    const QString home = paths.environment().value(QStringLiteral("HOME"));
    if (!home.isEmpty())
        for (const char *name : {".profile", ".bash_profile", ".bashrc", ".zshrc"})
            list.append({home + u'/' + QLatin1String(name), QStringLiteral("~/") + QLatin1String(name), true, true});
    list.append({paths.system(QStringLiteral("/etc/profile")), QStringLiteral("/etc/profile"), true, false});
    const QString profileD = paths.system(QStringLiteral("/etc/profile.d"));
    for (const QString &name : QDir(profileD).entryList({QStringLiteral("*.sh")}, QDir::Files, QDir::Name))
        list.append({profileD + u'/' + name, QStringLiteral("/etc/profile.d/") + name, true, false});
    list.append({paths.system(QStringLiteral("/etc/environment")), QStringLiteral("/etc/environment"), false, false});
    return list;
}

std::optional<Assignment> parse(const QString &rawLine)
{
    static const QRegularExpression pattern(
        QStringLiteral("^(\\s*)(export\\s+)?(LD_LIBRARY_PATH|PATH|CUDA_HOME)([ \\t]*)=([ \\t]*)(.*)$"));
    QString line = rawLine;
    QString carriageReturn;
    if (line.endsWith(u'\r')) {
        line.chop(1);
        carriageReturn = QStringLiteral("\r");
    }
    const QRegularExpressionMatch match = pattern.match(line);
    if (!match.hasMatch())
        return std::nullopt;
    Assignment a;
    a.indent = match.captured(1);
    a.exportWord = match.captured(2);
    a.name = match.captured(3);
    a.spaceBefore = match.captured(4);
    a.spaceAfter = match.captured(5);
    const QString rest = match.captured(6);
    QChar quote;
    qsizetype end = 0;
    for (; end < rest.size(); ++end) {
        const QChar c = rest.at(end);
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
            continue;
        }
        if (c == u'"' || c == u'\'')
            quote = c;
        else if (c.isSpace())
            break;
    }
    if (!quote.isNull())
        return std::nullopt;   // continues on the next line
    a.value = rest.left(end);
    const QString after = rest.mid(end);
    if (!after.trimmed().isEmpty() && !after.trimmed().startsWith(u'#'))
        return std::nullopt;
    if (a.value.contains(u';') || a.value.contains(u'`') || a.value.contains(QStringLiteral("$(")) || a.value.contains(u'|')
        || a.value.contains(u'&'))
        return std::nullopt;
    a.trailer = after + carriageReturn;
    return a;
}

int fileMode(const QFileInfo &info)
{
    const int p = int(info.permissions());
    return (((p >> 12) & 7) << 6) | (((p >> 4) & 7) << 3) | (p & 7);
}

QString unquoted(QString text)
{
    text.remove(u'"');
    text.remove(u'\'');
    return text;
}

QString resolvedFolder(const QString &entry, const SystemPaths &paths)
{
    const QString home = paths.environment().value(QStringLiteral("HOME"));
    for (const QString &prefix : {QStringLiteral("${HOME}"), QStringLiteral("$HOME"), QStringLiteral("~")}) {
        if (entry.startsWith(prefix) && !home.isEmpty() && (entry.size() == prefix.size() || entry.at(prefix.size()) == u'/'))
            return home + entry.mid(prefix.size());
    }
    return entry.startsWith(u'/') && !entry.contains(u'$') ? paths.system(entry) : QString();
}

QStringList entries(const QString &value)
{
    static const QRegularExpression reference(QStringLiteral("\\$\\{(?!HOME\\})[^}]*\\}|\\$(?!HOME(?![A-Za-z0-9_]))[A-Za-z_][A-Za-z0-9_]*"));
    static const QRegularExpression referenceAsPrefix(QStringLiteral("(?:%1)(?=/)").arg(reference.pattern()));
    constexpr QChar kUnresolved = u'\x01';
    QString text = unquoted(value);
    text.replace(referenceAsPrefix, QString(kUnresolved)).replace(reference, QStringLiteral(":"));
    QStringList result;
    for (const QString &entry : text.split(u':', Qt::SkipEmptyParts))
        if (!entry.contains(kUnresolved))
            result.append(entry);
    return result;
}

} // namespace cudnnsetup::ShellProfileLines
