// Sentences: puts translated sentences together. English separates them with a space; Chinese
// full-width punctuation (。！？）」) already ends a sentence, and a space after it shows as a
// gap ("。 它"). Every place that appends one sentence to another goes through here.
#pragma once

#include <QString>
#include <QStringList>

namespace cudnnsetup {

inline QString joinSentences(const QString &first, const QString &second)
{
    if (first.isEmpty())
        return second;
    if (second.isEmpty())
        return first;
    const QChar last = first.back();
    const bool fullWidth = last.unicode() >= 0x3000 && (last.unicode() < 0x3040 || last.unicode() >= 0xFF00);
    return fullWidth ? first + second : first + u' ' + second;
}

inline QString joinSentences(const QStringList &sentences)
{
    QString text;
    for (const QString &sentence : sentences)
        text = joinSentences(text, sentence);
    return text;
}

} // namespace cudnnsetup
