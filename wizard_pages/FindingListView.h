// FindingListView: the doctor's findings as the Doctor page shows them — grouped under Errors,
// Warnings and For your information, each a line with its status icon that opens to what was
// found and why it matters, the evidence, the step to fix it by hand (selectable, to copy into a
// terminal) and, when the doctor knows one, what the automatic fix does with a Fix button.
// It only shows; the page decides what a Fix click does.
#pragma once

#include "core/doctor/rules/Finding.h"

#include <QList>
#include <QWidget>

class QVBoxLayout;

namespace cudnnsetup {

class FindingListView : public QWidget
{
    Q_OBJECT

public:
    explicit FindingListView(QWidget *parent = nullptr);

    // Replaces what is shown. Findings stay in the given order (the doctor's: worst first)
    // inside their group. A finding whose code was open before stays open.
    void setFindings(const QList<Finding> &findings);
    int count() const { return int(m_findings.size()); }
    // The Fix buttons are off while a fix or a check runs.
    void setFixesEnabled(bool enabled);

    // "Errors", "Warnings", "For your information": the heading of a severity's group.
    static QString groupTitle(Verdict::Severity severity, int count);

Q_SIGNALS:
    // The user asked for the automatic fix of findings().at(index).
    void fixRequested(int index);

private:
    QWidget *createRow(const Finding &finding, int index, bool expanded);
    void clearRows();

    QVBoxLayout *m_layout;
    QList<Finding> m_findings;
    bool m_fixesEnabled = true;
};

} // namespace cudnnsetup
