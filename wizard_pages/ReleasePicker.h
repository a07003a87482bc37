// ReleasePicker: the top of the Source page — which cuDNN build to get. The recommended one is
// preselected with the reason the compatibility rules gave; "Choose another release" lists every
// build the catalogue has for this platform, and a pick with known problems is shown with them
// as a warning but stays allowed (the user may know better, e.g. for another machine).
#pragma once

#include "core/acquire/ReleaseCatalogue.h"

#include <QList>
#include <QWidget>

class QComboBox;

namespace cudnnsetup {

struct SystemReport;
class ExpandableLabel;
class StatusRow;
class WrappingLabel;

class ReleasePicker : public QWidget
{
    Q_OBJECT

public:
    explicit ReleasePicker(QWidget *parent = nullptr);

    // Fills the list for this machine and preselects the recommended build (or, without a
    // recommendation, the newest one without problems). Keeps the user's pick when it is
    // still listed and `keepPick` is set.
    void setReport(const SystemReport &report, bool keepPick = false);
    // The list again from the data in effect (the release catalogue was read), the pick kept
    // where it is still offered; selectionChanged() only when the pick itself changed, so an
    // archive being taken in for it is left alone.
    void refreshList(const SystemReport &report);

    // Selects the build of an archive in hand (a header gives 9.19.0 where the list has
    // 9.19.0.56); false when the list does not have it, and the pick stays.
    bool follow(const Version &release, int cudaMajor);

    bool hasSelection() const;
    CatalogueEntry current() const;
    // The archive to get for the current pick on this machine's platform.
    ArchiveTarget wanted() const;

Q_SIGNALS:
    void selectionChanged();

private:
    void showProblems();
    int preferredIndex(const SystemReport &report) const;

    QString m_platform;
    QList<CatalogueEntry> m_entries;
    ExpandableLabel *m_recommended;
    QComboBox *m_combo;
    WrappingLabel *m_problems;
    StatusRow *m_problemsRow;
    WrappingLabel *m_notes;
    StatusRow *m_notesRow;
};

} // namespace cudnnsetup
