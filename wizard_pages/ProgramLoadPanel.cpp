#include "wizard_pages/ProgramLoadPanel.h"

#include "core/model/ShownPath.h"
#include "core/verify/ProgramLoadAnswer.h"

#include "wizard_pages/WizardSession.h"
#include "wizard_pages/WrappingLabel.h"

#include <QHBoxLayout>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace cudnnsetup {

namespace {

QString viaText(const QString &via)
{
    if (via == QLatin1String("LD_LIBRARY_PATH"))
        return ProgramLoadPanel::tr("found through LD_LIBRARY_PATH");
    if (via == QLatin1String("ld.so.conf"))
        return ProgramLoadPanel::tr("found through /etc/ld.so.conf (the loader's list of folders)");
    if (via == QLatin1String("default"))
        return ProgramLoadPanel::tr("found in one of the loader's built-in folders");
    return via;
}

} // namespace

ProgramLoadPanel::ProgramLoadPanel(WizardSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_picks(new WrappingLabel(QStringLiteral("doctorLoaderPicksLabel")))
    , m_ask(new QPushButton(tr("&What will a program load?")))
    , m_busy(new QProgressBar)
    , m_answer(new WrappingLabel(QStringLiteral("doctorProbeAnswerLabel")))
{
    m_ask->setObjectName(QStringLiteral("doctorProbeButton"));
    m_ask->setAccessibleName(tr("Load cuDNN the way a program would and show which file it gets"));
    m_ask->setToolTip(tr("Runs a small helper program that loads cuDNN by name, exactly as a deep-learning program "
                         "does, and shows which file the system gave it. Nothing is changed."));
    m_busy->setObjectName(QStringLiteral("doctorProbeBusy"));
    m_busy->setRange(0, 0);
    m_busy->setTextVisible(false);
    m_busy->setMaximumWidth(120);
    m_busy->hide();
    m_answer->hide();

    const bool windows = session->scanOptions().targetPlatform().isWindows();
    QString note = windows ? tr("The folders Windows searches for DLLs, read from the environment (PATH), say which "
                                "file comes first. The button below asks the system itself.")
                           : tr("The folders the loader searches, read from the environment and /etc/ld.so.conf, say which "
                                "file comes first. The button below asks the system itself.");
    if (!session->scanOptions().sysroot.isEmpty())
        note += u' '
                + tr("The helper runs on this computer with the wizard's own environment; it does not look inside %1.")
                      .arg(shownPath(session->scanOptions().sysroot));

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_ask);
    buttons->addWidget(m_busy);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(WrappingLabel::heading(tr("What will a program load?")));
    layout->addWidget(new WrappingLabel(QStringLiteral("doctorLoaderNoteLabel"),
                                        QStringLiteral("<small>%1</small>").arg(note.toHtmlEscaped())));
    layout->addWidget(m_picks);
    layout->addLayout(buttons);
    layout->addWidget(m_answer);

    connect(m_ask, &QPushButton::clicked, this, &ProgramLoadPanel::askProbe);
    m_job.whenDone(this, [this](const ProbeRun &run) { onAnswered(run); });
}

ProgramLoadPanel::~ProgramLoadPanel() = default;

void ProgramLoadPanel::setLoaderPicks(const QList<LoaderPick> &picks, bool onLinux)
{
    m_picks->setVisible(onLinux);
    if (!onLinux)
        return;
    if (picks.isEmpty()) {
        m_picks->setText(QStringLiteral("<p>%1</p>")
                             .arg(tr("In the folders the loader searches there is no libcudnn.so.<major>: a program "
                                     "asking for cuDNN by name would not find it.")
                                      .toHtmlEscaped()));
        return;
    }
    QString items;
    for (const LoaderPick &pick : picks) {
        const QString version = pick.version.isValid() ? tr("cuDNN %1").arg(pick.version.toString()) : tr("version unknown");
        items += QStringLiteral("<li>%1</li>")
                     .arg(tr("A program asking for libcudnn.so.%1 gets %2 (%3), %4.")
                              .arg(pick.major)
                              .arg(shownPath(pick.file), version, viaText(pick.via))
                              .toHtmlEscaped());
    }
    m_picks->setText(QStringLiteral("<ul>%1</ul>").arg(items));
}

void ProgramLoadPanel::askProbe()
{
    if (m_asking)
        return;
    m_asking = true;
    m_ask->setEnabled(false);
    m_busy->show();
    m_answer->setText(tr("Loading cuDNN by name in a separate helper program…").toHtmlEscaped());
    m_answer->show();
    m_job.start([probe = m_session->probe()](const std::shared_ptr<std::atomic_bool> &cancel) {
        return probe.run(ProgramLoadAnswer::probeArguments(), QString::fromLatin1(ProgramLoadAnswer::kMode), kTimeoutMs, cancel);
    });
}

void ProgramLoadPanel::onAnswered(const ProbeRun &run)
{
    m_asking = false;
    m_ask->setEnabled(true);
    m_busy->hide();
    m_answer->setText(QStringLiteral("<p>%1</p>").arg(ProgramLoadAnswer::fromRun(run).sentence().toHtmlEscaped()));
}

} // namespace cudnnsetup
