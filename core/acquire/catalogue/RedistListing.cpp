#include "core/acquire/catalogue/RedistListing.h"

#include "core/model/Version.h"

#include <QDir>
#include <QRegularExpression>

namespace cudnnsetup {

namespace {

const QRegularExpression &manifestName()
{
    // A name, not a path: whatever comes before the last slash of a link is ignored.
    static const QRegularExpression pattern(QStringLiteral(R"((?:^|[/"'=>\s])redistrib_(\d+(?:\.\d+){1,3})\.json(?=["'<\s]|$))"));
    return pattern;
}

QStringList unique(const QStringList &labels)
{
    QStringList out;
    for (const QString &label : labels)
        if (!out.contains(label))
            out.append(label);
    return out;
}

} // namespace

QStringList RedistListing::labelsInIndex(const QByteArray &html)
{
    QStringList labels;
    const QString text = QString::fromUtf8(html);
    for (auto it = manifestName().globalMatch(text); it.hasNext();)
        labels.append(it.next().captured(1));
    return unique(labels);
}

QStringList RedistListing::labelsInFolder(const QString &folder)
{
    QStringList labels;
    const QStringList names = QDir(folder).entryList({QStringLiteral("redistrib_*.json")}, QDir::Files, QDir::Name);
    for (const QString &name : names)
        if (const QRegularExpressionMatch match = manifestName().match(name); match.hasMatch())
            labels.append(match.captured(1));
    return unique(labels);
}

QStringList RedistListing::cudnnLabels(const QStringList &labels)
{
    QStringList out;
    for (const QString &label : labels) {
        const std::optional<Version> version = Version::parse(label);
        if (version && version->size() == 3 && version->truncated(2) >= Version{8, 5})
            out.append(label);
    }
    return out;
}

QStringList RedistListing::cudaLabels(const QStringList &labels)
{
    QStringList out;
    for (const QString &label : labels) {
        const std::optional<Version> version = Version::parse(label);
        if (version && version->size() == 3 && version->major() >= 12)
            out.append(label);
    }
    return out;
}

bool RedistListing::namesPreview(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral(R"(\b(preview|early[ -]access|EA|RC\d*|beta)\b)"),
                                            QRegularExpression::CaseInsensitiveOption);
    return pattern.match(text).hasMatch();
}

} // namespace cudnnsetup
