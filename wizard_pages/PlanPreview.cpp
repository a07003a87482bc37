#include "wizard_pages/PlanPreview.h"

#include "core/model/DataSize.h"
#include "core/model/ShownPath.h"
#include "wizard_pages/CollapsibleSection.h"
#include "wizard_pages/HtmlList.h"
#include "wizard_pages/StatusRow.h"
#include "wizard_pages/WrappingLabel.h"

#include <QFileInfo>
#include <QHeaderView>
#include <QMap>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cudnnsetup {

namespace {

enum Column { NameColumn, WhatColumn, SizeColumn };

QString whatHappens(const PlannedFile &file)
{
    const bool link = file.incoming.kind == FileFingerprint::Kind::Symlink;
    if (!file.existing.exists())
        return link ? PlanPreview::tr("new link → %1").arg(file.incoming.linkText) : PlanPreview::tr("new");
    const QString replaced = file.existingVersion.isEmpty() ? PlanPreview::tr("replaces the file there")
                                                            : PlanPreview::tr("replaces cuDNN %1's copy").arg(file.existingVersion);
    return link ? PlanPreview::tr("%1 (link → %2)").arg(replaced, file.incoming.linkText) : replaced;
}

} // namespace

PlanPreview::PlanPreview(QWidget *parent)
    : QWidget(parent)
    , m_title(new WrappingLabel(QStringLiteral("planTitleLabel")))
    , m_noOp(new WrappingLabel(QStringLiteral("noOpLabel")))
    , m_noOpRow(new StatusRow(Verdict::Severity::Ok, m_noOp))
    , m_blockers(new WrappingLabel(QStringLiteral("blockersLabel")))
    , m_blockerRow(new StatusRow(Verdict::Severity::Error, m_blockers))
    , m_summary(new WrappingLabel(QStringLiteral("planSummaryLabel")))
    , m_files(new QTreeWidget)
    , m_filesSection(new CollapsibleSection(QStringLiteral("planFilesToggle"), m_files))
    , m_environment(new WrappingLabel(QStringLiteral("planEnvironmentLabel")))
    , m_space(new WrappingLabel(QStringLiteral("planSpaceLabel")))
    , m_notes(new WrappingLabel(QStringLiteral("planNotesLabel")))
{
    m_files->setObjectName(QStringLiteral("planFilesTree"));
    m_files->setAccessibleName(tr("Files the install writes and removes"));
    m_files->setHeaderLabels({tr("File"), tr("What happens"), tr("Size")});
    m_files->setRootIsDecorated(true);
    m_files->setUniformRowHeights(true);
    m_files->setMinimumHeight(160);
    m_files->header()->setSectionResizeMode(NameColumn, QHeaderView::ResizeToContents);
    m_files->header()->setSectionResizeMode(WhatColumn, QHeaderView::ResizeToContents);
    m_files->header()->setStretchLastSection(true);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_noOpRow);
    layout->addWidget(m_blockerRow);
    layout->addWidget(m_summary);
    layout->addWidget(m_filesSection, 1);
    layout->addWidget(m_environment);
    layout->addWidget(m_space);
    layout->addWidget(m_notes);
    showPlanning();
}

void PlanPreview::showPlanning()
{
    m_title->setText(tr("Working out what the install will do…").toHtmlEscaped());
    for (QWidget *widget : std::initializer_list<QWidget *>{m_noOpRow, m_blockerRow, m_summary, m_filesSection, m_environment,
                                                             m_space, m_notes})
        widget->hide();
}

void PlanPreview::showPlan(const InstallPlan &plan)
{
    // The layout and the scope are the choices right above: the title says where things go.
    m_title->setText(QStringLiteral("<b>%1</b><br>%2")
                         .arg(plan.title().toHtmlEscaped(),
                              tr("Libraries go to %1.").arg(shownPath(plan.libraryFolder)).toHtmlEscaped()));

    m_blockers->setText(QStringLiteral("<b>%1</b>%2").arg(tr("This cannot be installed as chosen:").toHtmlEscaped(),
                                                          htmlList(plan.blockers)));
    m_blockerRow->setVisible(!plan.blockers.isEmpty());
    const bool noOp = plan.isNoOp() && plan.canProceed();
    m_noOp->setText(tr("cuDNN %1 is already installed in %2 exactly like this: nothing to do. Click Continue to go on.")
                        .arg(plan.version, shownPath(plan.targetRoot))
                        .toHtmlEscaped());
    m_noOpRow->setVisible(noOp);

    int replacing = 0;
    for (const PlannedFile &file : plan.files)
        replacing += file.existing.exists() ? 1 : 0;
    const QString space = plan.bytesAvailable >= 0 ? tr("Disk space: %1 needed, %2 available.")
                                                         .arg(dataSizeText(plan.bytesNeeded), dataSizeText(plan.bytesAvailable))
                                                   : tr("Disk space: %1 needed.").arg(dataSizeText(plan.bytesNeeded));
    m_space->setText(space.toHtmlEscaped());
    QStringList summary;
    summary << (replacing == 0 ? tr("%n new file(s) to write", nullptr, int(plan.files.size()))
                               : tr("%n file(s) to write: %1 new, %2 replacing files there", nullptr, int(plan.files.size()))
                                     .arg(plan.files.size() - replacing)
                                     .arg(replacing));
    if (!plan.removals.isEmpty())
        summary << tr("%n stale file(s) of the older copy removed, so that sub-libraries of two releases never mix",
                      nullptr, int(plan.removals.size()));
    if (plan.unchangedFiles > 0)
        summary << tr("%n file(s) already in place and identical", nullptr, plan.unchangedFiles);
    if (!plan.directories.isEmpty())
        summary << tr("%n new folder(s)", nullptr, int(plan.directories.size()));
    if (!plan.targetRoot.isEmpty())
        summary << space;
    //: Joins the counts of what the install does into one line: "38 new files to write; 3 new folders".
    m_summary->setText(summary.join(tr("; ")).toHtmlEscaped());
    m_summary->setToolTip(plan.directories.isEmpty()
                              ? QString()
                              : tr("New folders:\n%1").arg(shownPath(plan.directories.join(u'\n'))));
    m_summary->setVisible(plan.canProceed() && !noOp);
    fillTree(plan);
    // The counts above say what happens; every single file is one click away.
    const int entries = int(plan.files.size() + plan.removals.size() + plan.environmentEdits.size());
    m_filesSection->setTitle(tr("Every file it writes or removes (%n)", nullptr, entries));
    m_filesSection->setVisible(plan.canProceed() && !noOp && m_files->topLevelItemCount() > 0);

    QStringList environment;
    for (const EnvironmentChange &change : plan.environmentChanges)
        environment << tr("%1: %2 → %3 (in %4)")
                           .arg(change.variable, change.before.isEmpty() ? tr("not set") : change.before, change.after,
                                shownPath(change.where));
    if (plan.environmentChanges.isEmpty())
        environment << (plan.notes.isEmpty() ? tr("No change needed.") : tr("No change needed (see the notes below)."));
    // One change (the usual case) fits on the heading's line.
    m_environment->setText(environment.size() == 1
                               ? QStringLiteral("<b>%1</b> %2").arg(tr("Environment:").toHtmlEscaped(),
                                                                   environment.first().toHtmlEscaped())
                               : QStringLiteral("<b>%1</b>%2").arg(tr("Environment").toHtmlEscaped(), htmlList(environment)));
    m_environment->setVisible(plan.canProceed() && !noOp);

    // With the counts shown, the space goes on their line.
    m_space->setVisible(!plan.targetRoot.isEmpty() && !noOp && !plan.canProceed());
    QStringList notes = plan.notes;
    notes += plan.keptFiles;
    m_notes->setText(QStringLiteral("<b>%1</b>%2").arg(tr("Notes").toHtmlEscaped(), htmlList(notes)));
    m_notes->setVisible(!notes.isEmpty());
}

void PlanPreview::fillTree(const InstallPlan &plan)
{
    m_files->clear();
    QMap<QString, QTreeWidgetItem *> folders;
    const auto folderItem = [&](const QString &path) {
        const QString folder = QFileInfo(path).absolutePath();
        QTreeWidgetItem *&item = folders[folder];
        if (!item) {
            item = new QTreeWidgetItem(m_files, {shownPath(folder)});
            item->setText(WhatColumn, plan.directories.contains(folder) ? tr("new folder") : QString());
        }
        return item;
    };
    for (const PlannedFile &file : plan.files) {
        auto *item = new QTreeWidgetItem(folderItem(file.destination), {QFileInfo(file.destination).fileName(), whatHappens(file)});
        if (file.incoming.kind == FileFingerprint::Kind::File)
            item->setText(SizeColumn, dataSizeText(file.incoming.size));
        item->setToolTip(NameColumn, shownPath(file.destination));
    }
    for (const PlannedRemoval &removal : plan.removals) {
        const QString what = removal.version.isEmpty() ? tr("removed: left over from an older copy")
                                                       : tr("removed: left over from cuDNN %1").arg(removal.version);
        auto *item = new QTreeWidgetItem(folderItem(removal.path), {QFileInfo(removal.path).fileName(), what});
        item->setToolTip(NameColumn, shownPath(removal.path));
    }
    for (const FileEdit &edit : plan.environmentEdits) {
        const QString what = edit.kind == FileEdit::Kind::EnsureLine ? tr("one line added (environment)")
                                                                      : tr("written (environment)");
        auto *item = new QTreeWidgetItem(folderItem(edit.path), {QFileInfo(edit.path).fileName(), what});
        item->setToolTip(NameColumn, shownPath(edit.path));
    }
    // Few folders: open them all. Many files per folder stay readable thanks to the counts.
    m_files->expandAll();
}

} // namespace cudnnsetup
