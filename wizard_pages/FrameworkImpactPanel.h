// FrameworkImpactPanel: on the Install page, under the choices, what the planned install would
// change for the frameworks on this computer (the plan's frameworkChanges, and the changes the
// automatic choice avoided) and where the library folder goes: only an activation script the
// user sources for their own programs, or every program's library path. The safe choice is the
// default (the planner's automatic one); a click on the other re-plans. It only presents the plan
// and collects the choice; FrameworkImpact works it out.
#pragma once

#include "core/install/InstallPlan.h"

#include <QWidget>

class QButtonGroup;
class QRadioButton;

namespace cudnnsetup {

class StatusRow;
class WrappingLabel;

class FrameworkImpactPanel : public QWidget
{
    Q_OBJECT

public:
    explicit FrameworkImpactPanel(QWidget *parent = nullptr);

    // What the user chose; Automatic until they click one of the two.
    LibraryPathMode choice() const { return m_choice; }
    // The choice the page starts from (a previous visit's, else Automatic).
    void setChoice(LibraryPathMode choice) { m_choice = choice; }
    // Shows what `plan` changes for the frameworks; hidden when it changes nothing for any.
    void showPlan(const InstallPlan &plan, bool windows);

Q_SIGNALS:
    void changed();

private:
    LibraryPathMode m_choice = LibraryPathMode::Automatic;
    StatusRow *m_summaryRow;
    WrappingLabel *m_summary;
    WrappingLabel *m_changes;
    QButtonGroup *m_modes;
    QRadioButton *m_activation;
    QRadioButton *m_everywhere;
    WrappingLabel *m_whatScript;
    WrappingLabel *m_script;
};

} // namespace cudnnsetup
