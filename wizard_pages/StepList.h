// StepList: "where am I" beside the pages — the steps of the chosen path (WizardSteps), each
// marked done, current or to come, as the installers students know show it (Qt Installer
// Framework's and NVIDIA's own). SetupWizard puts it in its side widget and moves it along with
// the pages. The markers are drawn, so they stay sharp at any scale; each step's accessible name
// says its number and state for screen readers.
#pragma once

#include "wizard_pages/WizardSteps.h"

#include <QList>
#include <QWidget>

class QLabel;

namespace cudnnsetup {

class StepMarker;

class StepList : public QWidget
{
    Q_OBJECT

public:
    enum class State { Done, Current, ToCome };

    explicit StepList(QWidget *parent = nullptr);

    void setSteps(const QList<WizardStep> &steps);
    // The page shown now and the pages the user came through to it (QWizard::visitedIds()).
    void setPosition(int currentPage, const QList<int> &visitedPages);

    // For tests and screen readers: each step's state, in order.
    QList<State> states() const;
    QStringList names() const;

private:
    struct Row
    {
        QString name;
        QList<int> pages;
        State state = State::ToCome;
        StepMarker *marker = nullptr;
        QLabel *label = nullptr;
    };
    void showRow(int index);

    QList<Row> m_rows;
};

} // namespace cudnnsetup
