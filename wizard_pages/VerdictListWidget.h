// VerdictListWidget: verdicts as the user reads them: an icon by severity, the title and what to
// do next, and — opened in place with "More" (ExpandableLabel) — what was found and why it
// matters, and the evidence; selectable and word-wrapped, so long Chinese text fits. Each page
// shows the verdicts of its own topic.
#pragma once

#include "core/model/Verdict.h"

#include <QStringList>
#include <QWidget>

class QLabel;
class QVBoxLayout;

namespace cudnnsetup {

class ExpandableLabel;

class VerdictListWidget : public QWidget
{
    Q_OBJECT

public:
    // Which page a verdict belongs on. Every verdict has exactly one topic, so none is shown
    // twice and none is lost.
    enum class Topic { DriverAndGpu, ToolkitAndCudnn };
    static Topic topicOf(const Verdict &verdict);

    // emptyText: what to say when this topic has no verdicts.
    VerdictListWidget(Topic topic, const QString &emptyText, QWidget *parent = nullptr);

    // Verdicts the page already says elsewhere (the Hardware page's driver status), by code.
    void setExcludedCodes(const QStringList &codes) { m_excluded = codes; }
    // Shows the verdicts of this widget's topic, worst first; returns how many were shown.
    int setVerdicts(const QList<Verdict> &verdicts);
    int count() const { return m_shown; }
    // A verdict as the list shows it: the title and what to do, and one click away what it
    // means and the evidence.
    static QString summaryHtml(const Verdict &verdict);
    static QString detailsHtml(const Verdict &verdict);
    static void present(ExpandableLabel *label, const Verdict &verdict);

private:
    QWidget *createRow(const Verdict &verdict) const;
    void clearRows();

    Topic m_topic;
    QStringList m_excluded;
    QVBoxLayout *m_layout;
    QLabel *m_emptyLabel;
    int m_shown = 0;
};

} // namespace cudnnsetup
