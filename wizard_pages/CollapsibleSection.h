// CollapsibleSection: a heading that opens and closes the widget under it, for what most users
// do not need to read (the list of loaded libraries, the run's context) but a helper asks for.
// Starts closed.
#pragma once

#include <QWidget>

class QToolButton;

namespace cudnnsetup {

class CollapsibleSection : public QWidget
{
    Q_OBJECT

public:
    // `toggleName` names the button that opens and closes it (tests find it by that).
    CollapsibleSection(const QString &toggleName, QWidget *content, QWidget *parent = nullptr);

    void setTitle(const QString &title);
    // Out of the section, for a page that shows the toggle somewhere else (the Benchmark page's
    // button row); it still opens and closes the section.
    QToolButton *takeToggle();
    bool isExpanded() const;
    void setExpanded(bool expanded);

Q_SIGNALS:
    void expandedChanged(bool expanded);

private:
    QToolButton *m_toggle;
    QWidget *m_content;
};

} // namespace cudnnsetup
