#include "wizard_pages/CudaPiecesOffer.h"

#include "core/model/DataSize.h"
#include "wizard_pages/WizardSession.h"
#include "wizard_pages/WrappingLabel.h"

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QRadioButton>
#include <QVBoxLayout>

namespace cudnnsetup {

namespace {

enum Choice { None, Runtime, Develop };

// What a choice brings, under its button.
QWidget *indented(QWidget *text)
{
    auto *box = new QWidget;
    auto *layout = new QHBoxLayout(box);
    layout->setContentsMargins(24, 0, 0, 4);
    layout->addWidget(text);
    return box;
}

} // namespace

CudaPiecesOffer::CudaPiecesOffer(WizardSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_intro(new WrappingLabel(QStringLiteral("cudaOfferLabel")))
    , m_choices(new QButtonGroup(this))
    , m_runtime(new QRadioButton)
    , m_develop(new QRadioButton)
    , m_runtimeText(new WrappingLabel(QStringLiteral("cudaRuntimeText")))
    , m_developText(new WrappingLabel(QStringLiteral("cudaDevelopText")))
    , m_none(new QRadioButton(tr("N&ot now: I will install a CUDA Toolkit myself")))
{
    m_runtime->setObjectName(QStringLiteral("cudaRuntimeChoice"));
    m_develop->setObjectName(QStringLiteral("cudaDevelopChoice"));
    m_none->setObjectName(QStringLiteral("cudaNoneChoice"));
    m_runtime->setAccessibleName(tr("Install the CUDA pieces cuDNN needs"));
    m_develop->setAccessibleName(tr("Install the CUDA pieces cuDNN needs and the compiler"));
    m_none->setAccessibleName(tr("Do not install CUDA pieces"));
    m_choices->addButton(m_runtime, Runtime);
    m_choices->addButton(m_develop, Develop);
    m_choices->addButton(m_none, None);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addSpacing(8);
    layout->addWidget(WrappingLabel::heading(tr("The CUDA pieces cuDNN needs")));
    layout->addWidget(m_intro);
    layout->addWidget(m_runtime);
    layout->addWidget(indented(m_runtimeText));
    layout->addWidget(m_develop);
    layout->addWidget(indented(m_developText));
    layout->addWidget(m_none);
    hide();

    connect(m_choices, &QButtonGroup::idToggled, this, [this](int, bool checked) {
        if (checked)
            onChoice();
    });
    connect(m_choices, &QButtonGroup::idClicked, this, [this](int id) { m_userChoice = id; });
    // The CUDA releases the source really has are known now: offer again from them.
    connect(m_session, &WizardSession::catalogueRead, this, [this] {
        const SystemReport &report = m_session->report();
        if (isVisible() && report.toolkits.isEmpty() && choiceFor(report).release != m_release.release)
            showReport(report);
    });
    connect(&m_survey, &CudaRedistFetch::surveyed, this, [this](const CudaProfileSizes &sizes) {
        m_sizes = sizes;
        showSizes();
    });
    m_compilerJob.whenDone(this, [this](const HostCompilerCheck &check) {
        m_compiler = check;
        showCompiler();
    });
}

CudaToolkitChoice CudaPiecesOffer::choiceFor(const SystemReport &report)
{
    const int cudaMajor = report.recommendation.available ? report.recommendation.cudaMajor : 0;
    return CudaToolkitChooser::choose(report, cudaMajor);
}

void CudaPiecesOffer::showReport(const SystemReport &report)
{
    if (!report.toolkits.isEmpty()) {
        // A toolkit is there: cuDNN goes into it or beside it, and nothing else comes along.
        hide();
        m_session->setCudaProfile(std::nullopt);
        return;
    }
    // Only the CUDA releases NVIDIA (or the mirror) really has; the offer is made again once
    // they are read, if that changes the release.
    m_session->readCatalogue(m_session->fetchSource(), true);
    m_release = choiceFor(report);
    show();
    const bool offered = m_release.release.has_value();
    m_runtime->setEnabled(offered);
    m_develop->setEnabled(offered);
    if (!offered) {
        m_intro->setText(tr("No CUDA Toolkit was found, and the CUDA pieces cuDNN needs cannot be installed yet: %1")
                             .arg(m_release.reason)
                             .toHtmlEscaped());
        m_none->setChecked(true);
        m_session->setCudaProfile(std::nullopt);
        return;
    }
    const QString release = m_release.release->toString();
    m_intro->setText(tr("No CUDA Toolkit was found. cuDNN cannot run without the cuBLAS and NVRTC libraries of its CUDA "
                        "version. The wizard can install them from NVIDIA's CUDA downloads together with cuDNN, into a "
                        "CUDA %1 folder of their own, in one step you can undo. %2")
                         .arg(release, m_release.reason)
                         .toHtmlEscaped());
    // The user's own choice stays (also across a scan that offered nothing); until there is one,
    // what cuDNN cannot do without.
    (m_userChoice >= 0 ? m_choices->button(m_userChoice) : m_runtime)->setChecked(true);
    onChoice();
    m_sizes.reset();
    showSizes();
    m_survey.cancel();
    m_survey.survey(m_session->cudaFetchSource(), *m_release.release, m_session->systemPaths().platform().redistKey());
    if (!m_compiler && !m_compilerJob.isRunning()) {
        m_compilerJob.start([paths = m_session->systemPaths(), major = m_release.cudaMajor](const auto &) {
            return HostCompiler::check(paths, major);
        });
    }
}

void CudaPiecesOffer::onChoice()
{
    switch (m_choices->checkedId()) {
    case Runtime:
        m_session->setCudaProfile(CudaProfile::Runtime);
        break;
    case Develop:
        m_session->setCudaProfile(CudaProfile::Develop);
        break;
    default:
        m_session->setCudaProfile(std::nullopt);
        break;
    }
    showCompiler();
}

void CudaPiecesOffer::showSizes()
{
    const QString release = m_release.release ? m_release.release->toString() : QString();
    const auto size = [this](CudaProfile profile) {
        if (!m_sizes)
            return tr("reading the size…");
        if (!m_sizes->ok())
            return tr("size not known yet");
        const qint64 bytes = m_sizes->bytes(profile);
        return bytes < 0 ? tr("not offered for this computer") : dataSizeText(bytes);
    };
    m_runtime->setText(tr("Install the CUDA &pieces cuDNN needs (%1)").arg(size(CudaProfile::Runtime)));
    m_develop->setText(tr("…and the &compiler (%1)").arg(size(CudaProfile::Develop)));
    m_runtimeText->setText(tr("CUDA %1: the runtime, cuBLAS and NVRTC.").arg(release).toHtmlEscaped());
    m_runtime->setToolTip(CudaComponents::describe(CudaProfile::Runtime));
    m_develop->setToolTip(CudaComponents::describe(CudaProfile::Develop));
    if (m_sizes && m_sizes->ok()) {
        // What the release does not offer here cannot be chosen.
        m_runtime->setEnabled(m_sizes->runtimeBytes >= 0);
        m_develop->setEnabled(m_sizes->developBytes >= 0);
    }
    if (m_sizes && !m_sizes->ok())
        m_runtime->setToolTip(m_sizes->problem);
}

void CudaPiecesOffer::showCompiler()
{
    // What the compiler needs is said with it: nvcc works only with a host C++ compiler.
    QString text = tr("nvcc and its headers, to build your own CUDA programs.");
    if (m_choices->checkedId() == Develop)
        text += u' ' + (m_compiler ? m_compiler->verdict : tr("Looking for a C++ compiler that nvcc can use…"));
    m_developText->setText(text.toHtmlEscaped());
}

} // namespace cudnnsetup
