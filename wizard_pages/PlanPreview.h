// PlanPreview: an InstallPlan shown before anything happens — what it is and where it goes,
// every file it writes (new, or replacing which release's copy), every stale file of an older
// copy it removes, what is already identical, the folders it creates, the environment changes,
// disk space, notes, and what blocks it. Read-only; the Install page decides what may happen.
#pragma once

#include "core/install/InstallPlan.h"

#include <QWidget>

class QTreeWidget;

namespace cudnnsetup {

class CollapsibleSection;
class StatusRow;
class WrappingLabel;

class PlanPreview : public QWidget
{
    Q_OBJECT

public:
    explicit PlanPreview(QWidget *parent = nullptr);

    void showPlanning();
    void showPlan(const InstallPlan &plan);

private:
    void fillTree(const InstallPlan &plan);

    WrappingLabel *m_title;
    WrappingLabel *m_noOp;
    StatusRow *m_noOpRow;
    WrappingLabel *m_blockers;
    StatusRow *m_blockerRow;
    WrappingLabel *m_summary;
    QTreeWidget *m_files;
    CollapsibleSection *m_filesSection;
    WrappingLabel *m_environment;
    WrappingLabel *m_space;
    WrappingLabel *m_notes;
};

} // namespace cudnnsetup
