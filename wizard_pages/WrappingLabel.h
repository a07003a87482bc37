// WrappingLabel: the label used for every explanatory text in the wizard: rich text, word
// wrap (long sentences and Chinese text must fit any window width) and selectable, so a user
// can copy a path or version out of it.
#pragma once

#include <QLabel>

namespace cudnnsetup {

class WrappingLabel : public QLabel
{
    Q_OBJECT

public:
    explicit WrappingLabel(const QString &objectName, const QString &html = {}, QWidget *parent = nullptr);

    // A bold heading over a section of a page.
    static WrappingLabel *heading(const QString &text, QWidget *parent = nullptr);
};

} // namespace cudnnsetup
