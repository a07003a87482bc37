#include "core/model/Version.h"

#include <QStringList>

namespace cudnnsetup {

Version::Version(std::initializer_list<int> parts) : m_parts(parts) {}

Version::Version(QList<int> parts) : m_parts(std::move(parts)) {}

std::optional<Version> Version::parse(QStringView text)
{
    text = text.trimmed();
    if (text.startsWith(u'v') || text.startsWith(u'V'))
        text = text.mid(1);
    if (text.isEmpty())
        return std::nullopt;
    QList<int> parts;
    for (QStringView piece : text.split(u'.')) {
        if (piece.isEmpty() || piece.size() > 9)
            return std::nullopt;
        bool ok = false;
        const int value = piece.toInt(&ok);
        if (!ok || value < 0)
            return std::nullopt;
        for (QChar c : piece)
            if (!c.isDigit())
                return std::nullopt; // toInt accepts "+1"; versions do not
        parts.append(value);
    }
    Version version(std::move(parts));
    version.m_text = text.toString();
    return version;
}

Version Version::fromCudnnCode(qint64 code)
{
    if (code <= 0)
        return {};
    if (code >= 10000)
        return Version{int(code / 10000), int((code % 10000) / 100), int(code % 100)};
    return Version{int(code / 1000), int((code % 1000) / 100), int(code % 100)};
}

Version Version::fromCudaCode(qint64 code)
{
    if (code <= 0)
        return {};
    return Version{int(code / 1000), int((code % 1000) / 10)};
}

Version Version::truncated(int count) const
{
    return Version(m_parts.mid(0, qMin<qsizetype>(count, m_parts.size())));
}

bool Version::startsWith(const Version &prefix) const
{
    if (!prefix.isValid() || prefix.size() > size())
        return false;
    for (int i = 0; i < prefix.size(); ++i)
        if (prefix.part(i) != part(i))
            return false;
    return true;
}

QString Version::toString() const
{
    if (!m_text.isEmpty())
        return m_text;
    QStringList pieces;
    for (int p : m_parts)
        pieces.append(QString::number(p));
    return pieces.join(u'.');
}

QString Version::toStringOrUnknown() const
{
    return isValid() ? toString() : QStringLiteral("?");
}

std::strong_ordering Version::operator<=>(const Version &other) const
{
    const int count = qMax(size(), other.size());
    for (int i = 0; i < count; ++i) {
        if (auto c = part(i) <=> other.part(i); c != 0)
            return c;
    }
    return std::strong_ordering::equal;
}

} // namespace cudnnsetup
