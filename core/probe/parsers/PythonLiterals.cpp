#include "core/probe/parsers/PythonLiterals.h"

#include <QRegularExpression>

namespace cudnnsetup {

namespace {

// A literal as the generators write it: a quoted string (no escapes in version strings), or a
// bare word (None, True, False, a number).
constexpr auto kLiteral = R"re(('([^'\n]*)'|"([^"\n]*)"|[A-Za-z0-9_.+-]+))re";

QString literalText(const QRegularExpressionMatch &match, int quoted, int singleQuoted, int doubleQuoted)
{
    if (match.capturedStart(singleQuoted) >= 0)
        return match.captured(singleQuoted);
    if (match.capturedStart(doubleQuoted) >= 0)
        return match.captured(doubleQuoted);
    return match.captured(quoted);
}

QString readable(const QByteArray &source)
{
    return QString::fromUtf8(source.left(PythonLiterals::kReadLimit));
}

} // namespace

QHash<QString, QString> PythonLiterals::assignments(const QByteArray &source)
{
    static const QRegularExpression assignment(
        QStringLiteral(R"re(^([A-Za-z_][A-Za-z0-9_]*)\s*(?::[^=\n]*)?=\s*%1\s*(?:#.*)?$)re").arg(QLatin1String(kLiteral)),
        QRegularExpression::MultilineOption);
    QHash<QString, QString> values;
    for (auto it = assignment.globalMatch(readable(source)); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        values.insert(match.captured(1), literalText(match, 2, 3, 4));
    }
    return values;
}

QHash<QString, QString> PythonLiterals::keyedLiterals(const QByteArray &source)
{
    // ('cuda_version', '12.5.1') or 'cuda_version': '12.5.1'
    static const QRegularExpression pair(
        QStringLiteral(R"re(['"]([A-Za-z_][A-Za-z0-9_]*)['"]\s*[:,]\s*%1)re").arg(QLatin1String(kLiteral)));
    QHash<QString, QString> values;
    for (auto it = pair.globalMatch(readable(source)); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        if (!values.contains(match.captured(1)))
            values.insert(match.captured(1), literalText(match, 2, 3, 4));
    }
    return values;
}

} // namespace cudnnsetup
