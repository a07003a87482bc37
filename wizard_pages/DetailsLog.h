// DetailsLog: the "Show details" section under a long-running step — every step and message in
// a read-only text box that stays folded away until the user opens it, and that they can copy
// from when asking for help.
#pragma once

#include <QWidget>

class QPlainTextEdit;

namespace cudnnsetup {

class CollapsibleSection;

class DetailsLog : public QWidget
{
    Q_OBJECT

public:
    // `objectName` names the text box (tests and accessibility find it by that).
    explicit DetailsLog(const QString &objectName, QWidget *parent = nullptr);

    void appendLine(const QString &line);
    void clear();
    QString text() const;
    bool isExpanded() const;
    void setExpanded(bool expanded);

private:
    CollapsibleSection *m_section;
    QPlainTextEdit *m_text;
};

} // namespace cudnnsetup
