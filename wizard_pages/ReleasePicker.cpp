#include "wizard_pages/ReleasePicker.h"

#include "core/model/SystemReport.h"
#include "wizard_pages/ExpandableLabel.h"
#include "wizard_pages/StatusRow.h"
#include "wizard_pages/WrappingLabel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>

namespace cudnnsetup {

namespace {

QString entryText(const CatalogueEntry &entry)
{
    const QString build = ReleasePicker::tr("cuDNN %1 for CUDA %2").arg(entry.version.toString()).arg(entry.cudaMajor);
    if (entry.recommended)
        return ReleasePicker::tr("%1 (recommended)").arg(build);
    if (entry.preview)
        return ReleasePicker::tr("%1 (early access)").arg(build);
    if (entry.listedOnly)
        return ReleasePicker::tr("%1 (new: not yet in the wizard's data)").arg(build);
    if (!entry.problems.isEmpty())
        return ReleasePicker::tr("%1 (may not work here)").arg(build);
    return build;
}

} // namespace

ReleasePicker::ReleasePicker(QWidget *parent)
    : QWidget(parent)
    , m_recommended(new ExpandableLabel(QStringLiteral("recommendedLabel")))
    , m_combo(new QComboBox)
    , m_problems(new WrappingLabel(QStringLiteral("releaseProblemsLabel")))
    , m_problemsRow(new StatusRow(Verdict::Severity::Warning, m_problems))
    , m_notes(new WrappingLabel(QStringLiteral("releaseNotesLabel")))
    , m_notesRow(new StatusRow(Verdict::Severity::Info, m_notes))
{
    m_combo->setObjectName(QStringLiteral("releaseCombo"));
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto *comboRow = new QHBoxLayout;
    auto *comboLabel = new QLabel(tr("Choose another &release:"));
    comboLabel->setBuddy(m_combo);
    comboRow->addWidget(comboLabel);
    comboRow->addWidget(m_combo);
    comboRow->addStretch(1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_recommended);
    layout->addLayout(comboRow);
    layout->addWidget(m_problemsRow);
    layout->addWidget(m_notesRow);
    m_notesRow->hide();

    connect(m_combo, &QComboBox::currentIndexChanged, this, [this] {
        showProblems();
        Q_EMIT selectionChanged();
    });
}

void ReleasePicker::setReport(const SystemReport &report, bool keepPick)
{
    const std::optional<CatalogueEntry> previous = keepPick && hasSelection() ? std::optional(current()) : std::nullopt;
    m_platform = report.platform;
    // Every release the wizard knows: one the download source does not offer can still come as
    // an archive in hand, and says so.
    m_entries = ReleaseCatalogue::entries(report, CompatMatrix::current(), ReleaseCatalogue::Unlisted::Include);

    const Recommendation &recommendation = report.recommendation;
    const QString headline = recommendation.available
                                 ? tr("Recommended for this computer: cuDNN %1 for CUDA %2")
                                       .arg(recommendation.cudnnVersion.toString())
                                       .arg(recommendation.cudaMajor)
                                 : tr("No cuDNN build can be recommended for this computer yet.");
    // Why, one click away; without a recommendation the reason is what the user needs, so it shows.
    const QString reason = recommendation.reason.toHtmlEscaped();
    if (recommendation.available)
        m_recommended->setTexts(QStringLiteral("<b>%1</b>").arg(headline.toHtmlEscaped()), reason);
    else
        m_recommended->setTexts(QStringLiteral("<b>%1</b>").arg(headline.toHtmlEscaped())
                                    + (reason.isEmpty() ? QString() : QStringLiteral("<br>") + reason),
                                {});

    int index = preferredIndex(report);
    {
        const QSignalBlocker blocker(m_combo);
        m_combo->clear();
        for (int i = 0; i < m_entries.size(); ++i) {
            const CatalogueEntry &entry = m_entries.at(i);
            m_combo->addItem(entryText(entry));
            if (!entry.date.isEmpty())
                m_combo->setItemData(i, tr("Released %1").arg(entry.date), Qt::ToolTipRole);
            if (previous && entry.version == previous->version && entry.cudaMajor == previous->cudaMajor)
                index = i;
        }
        m_combo->setCurrentIndex(index);
    }
    m_combo->setEnabled(!m_entries.isEmpty());
    showProblems();
    Q_EMIT selectionChanged();
}

void ReleasePicker::refreshList(const SystemReport &report)
{
    const CatalogueEntry before = current();
    const bool had = hasSelection();
    {
        const QSignalBlocker blocker(this);
        setReport(report, true);
    }
    const CatalogueEntry after = current();
    if (had != hasSelection() || before.version != after.version || before.cudaMajor != after.cudaMajor)
        Q_EMIT selectionChanged();
}

int ReleasePicker::preferredIndex(const SystemReport &report) const
{
    for (int i = 0; i < m_entries.size(); ++i)
        if (m_entries.at(i).recommended)
            return i;
    const ToolkitInstall *toolkit = report.defaultToolkit();
    const int major = toolkit && toolkit->version.isValid() ? toolkit->version.major() : 0;
    for (int i = 0; i < m_entries.size(); ++i)
        if (m_entries.at(i).problems.isEmpty() && m_entries.at(i).choosableByDefault
            && (major == 0 || m_entries.at(i).cudaMajor == major))
            return i;
    return m_entries.isEmpty() ? -1 : 0;
}

bool ReleasePicker::follow(const Version &release, int cudaMajor)
{
    for (int i = 0; i < m_entries.size(); ++i) {
        const Version &listed = m_entries.at(i).version;
        const int known = std::min(listed.size(), release.size());
        if (m_entries.at(i).cudaMajor == cudaMajor && listed.truncated(known) == release.truncated(known)) {
            m_combo->setCurrentIndex(i);
            return true;
        }
    }
    return false;
}

bool ReleasePicker::hasSelection() const
{
    const int index = m_combo->currentIndex();
    return index >= 0 && index < m_entries.size();
}

CatalogueEntry ReleasePicker::current() const
{
    return hasSelection() ? m_entries.at(m_combo->currentIndex()) : CatalogueEntry{};
}

ArchiveTarget ReleasePicker::wanted() const
{
    const CatalogueEntry entry = current();
    if (!hasSelection())
        return {};
    return ReleaseCatalogue::target(entry.version, entry.cudaMajor, m_platform);
}

void ReleasePicker::showProblems()
{
    const CatalogueEntry entry = current();
    m_notes->setText(entry.notes.join(u' '));
    m_notesRow->setVisible(!entry.notes.isEmpty());
    if (entry.problems.isEmpty()) {
        m_problemsRow->hide();
        m_problems->clear();
        return;
    }
    QString list;
    for (const QString &problem : entry.problems)
        list += QStringLiteral("<li>%1</li>").arg(problem.toHtmlEscaped());
    m_problems->setText(QStringLiteral("%1<ul>%2</ul>%3")
                            .arg(tr("This build may not work on this computer:").toHtmlEscaped(), list,
                                 tr("You can still get it, for example for another computer.").toHtmlEscaped()));
    m_problemsRow->show();
}

} // namespace cudnnsetup
