#include "wizard_pages/CudaPiecesPanel.h"

#include "core/acquire/download/DownloadRequest.h"
#include "core/acquire/manifest/RedistManifest.h"
#include "core/model/DataSize.h"
#include "core/model/ShownPath.h"
#include "wizard_pages/PlainHttpConsent.h"
#include "wizard_pages/WizardSession.h"
#include "wizard_pages/WrappingLabel.h"

#include <QCheckBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace cudnnsetup {

namespace {

// Where NVIDIA's CUDA license lies beside the archives: the redist keeps it next to the runtime
// component (license_path of cuda_cudart).
QString licenseOf(const QString &from)
{
    return DownloadRequest::isWebAddress(from) ? RedistManifest::joinUrl(from, QStringLiteral("cuda_cudart/LICENSE.txt"))
                              : QDir(from).filePath(QStringLiteral("cuda_cudart/LICENSE.txt"));
}

} // namespace

CudaPiecesPanel::CudaPiecesPanel(WizardSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_what(new WrappingLabel(QStringLiteral("cudaPiecesLabel")))
    , m_from(new QLineEdit)
    , m_folder(new QPushButton(tr("Fol&der…")))
    , m_license(new WrappingLabel(QStringLiteral("cudaLicenseLink")))
    , m_accept(new QCheckBox(tr("I have read and accept the CUDA license")))
    , m_httpConsent(new PlainHttpConsent)
    , m_get(new QPushButton(tr("&Get the CUDA pieces")))
    , m_progress(new QProgressBar)
    , m_status(new WrappingLabel(QStringLiteral("cudaStatusLabel")))
{
    m_from->setObjectName(QStringLiteral("cudaFromEdit"));
    m_from->setAccessibleName(tr("Where the CUDA pieces come from: a web address or a folder"));
    m_folder->setObjectName(QStringLiteral("cudaFolderButton"));
    m_folder->setAccessibleName(tr("Choose a folder with the CUDA archives"));
    m_accept->setObjectName(QStringLiteral("cudaLicenseCheck"));
    m_get->setObjectName(QStringLiteral("getCudaButton"));
    m_progress->setObjectName(QStringLiteral("cudaProgress"));
    m_progress->setAccessibleName(tr("Download progress of the CUDA pieces"));
    m_license->setOpenExternalLinks(true);
    m_license->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_defaultFrom = m_session->cudaFetchSource().baseUrl;
    m_from->setText(m_defaultFrom);

    auto *fromRow = new QHBoxLayout;
    auto *fromLabel = new QLabel(tr("F&rom:"));
    fromLabel->setBuddy(m_from);
    fromRow->addWidget(fromLabel);
    fromRow->addWidget(m_from, 1);
    fromRow->addWidget(m_folder);
    auto *getRow = new QHBoxLayout;
    getRow->addWidget(m_accept, 1);
    getRow->addWidget(m_get);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(WrappingLabel::heading(tr("The CUDA pieces")));
    layout->addWidget(m_what);
    layout->addLayout(fromRow);
    layout->addWidget(m_httpConsent);
    layout->addWidget(m_license);
    layout->addLayout(getRow);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    m_progress->hide();
    m_status->hide();
    hide();

    connect(m_from, &QLineEdit::textChanged, this, [this] {
        m_license->setText(tr("The CUDA pieces are licensed by NVIDIA: read the %1 before you get them.")
                               .toHtmlEscaped()
                               .arg(QStringLiteral("<a href=\"%1\">%2</a>")
                                        .arg(DownloadRequest::sourceFromUserText(licenseOf(m_from->text().trimmed()))
                                                 .toString(QUrl::FullyEncoded)
                                                 .toHtmlEscaped(),
                                             tr("NVIDIA CUDA Toolkit license").toHtmlEscaped())));
        // The session's own source carries a consent given on the command line (--allow-insecure-mirror).
        const QString from = m_from->text().trimmed();
        m_httpConsent->setAddress(from == m_defaultFrom && m_session->cudaFetchSource().allowInsecureHttp ? QString() : from);
        updateEnabled();
    });
    Q_EMIT m_from->textChanged(m_from->text());
    connect(m_accept, &QCheckBox::toggled, this, &CudaPiecesPanel::updateEnabled);
    connect(m_httpConsent, &QCheckBox::toggled, this, &CudaPiecesPanel::updateEnabled);
    connect(m_folder, &QPushButton::clicked, this, &CudaPiecesPanel::chooseFolder);
    connect(m_get, &QPushButton::clicked, this, &CudaPiecesPanel::get);
    connect(&m_fetch, &CudaRedistFetch::statusChanged, this, [this](const QString &text) {
        m_status->setText(text.toHtmlEscaped());
        m_status->show();
    });
    connect(&m_fetch, &CudaRedistFetch::progress, this, [this](const QString &file, qint64 received, qint64 total) {
        m_progress->setRange(0, total > 0 ? 1000 : 0);
        if (total > 0)
            m_progress->setValue(int(received * 1000 / total));
        m_progress->setFormat(file + QStringLiteral(" — %p%"));
        m_progress->show();
    });
    connect(&m_fetch, &CudaRedistFetch::finished, this, &CudaPiecesPanel::onFetched);
    connect(session, &WizardSession::cudaPiecesChanged, this, &CudaPiecesPanel::refresh);
}

void CudaPiecesPanel::setCudaMajor(int cudaMajor)
{
    m_cudaMajor = cudaMajor;
    const CudaRedistChoice &pieces = m_session->cudaPieces();
    if (m_session->hasCudaPieces() && pieces.release.major() != cudaMajor)
        m_session->clearCudaPieces();   // pieces of another CUDA major than the cuDNN build's
    refresh();
}

void CudaPiecesPanel::refresh()
{
    const std::optional<CudaProfile> &profile = m_session->cudaProfile();
    setVisible(profile.has_value());
    if (!profile)
        return;
    // The session's source may have changed (a mirror set later); what the user put there stays.
    if (m_from->text() == m_defaultFrom && !m_busy) {
        m_defaultFrom = m_session->cudaFetchSource().baseUrl;
        m_from->setText(m_defaultFrom);
    }
    const QStringList components = CudaComponents::names(*profile, m_cudaMajor);
    m_what->setText(tr("For CUDA %1, the %2 profile: %3. They go into a new CUDA Toolkit folder together with cuDNN.")
                        .arg(m_cudaMajor)
                        .arg(CudaComponents::key(*profile), components.join(QStringLiteral(", ")))
                        .toHtmlEscaped());
    if (m_session->hasCudaPieces()) {
        const CudaRedistChoice &pieces = m_session->cudaPieces();
        m_status->setText(QStringLiteral("<b>%1</b>")
                              .arg(tr("Ready: CUDA %1, %n archive(s), %2.", nullptr, int(pieces.archives.size()))
                                       .arg(pieces.release.toString(), dataSizeText(pieces.bytes))
                                       .toHtmlEscaped()));
        m_status->show();
    } else if (!m_busy && m_session->cudaPieces().ok()) {
        m_status->hide();
        m_progress->hide();
    }
    updateEnabled();
}

void CudaPiecesPanel::deactivate()
{
    if (!m_busy)
        return;
    m_fetch.cancel();
}

void CudaPiecesPanel::chooseFolder()
{
    const QString start = DownloadRequest::isWebAddress(m_from->text()) ? QDir::homePath() : m_from->text();
    const QString chosen = QFileDialog::getExistingDirectory(this, tr("Folder with the CUDA archives"), start);
    if (!chosen.isEmpty())
        m_from->setText(shownPath(chosen));
}

void CudaPiecesPanel::get()
{
    const std::optional<CudaProfile> &profile = m_session->cudaProfile();
    if (!profile || m_busy || !m_accept->isChecked() || !m_httpConsent->allows())
        return;
    const QString from = m_from->text().trimmed();
    const QString platform = m_session->systemPaths().platform().redistKey();
    m_session->clearCudaPieces();
    if (!DownloadRequest::isWebAddress(from)) {
        // A folder in NVIDIA's layout: read at once, the archives are checked as they unpack.
        take(CudaRedistFolder::choose(QDir::fromNativeSeparators(from), *profile, platform, m_cudaMajor));
        return;
    }
    QString why;
    const std::optional<Version> release = CudaRedistFetch::releaseFor({}, m_session->report(), m_cudaMajor, &why);
    if (!release) {
        CudaRedistChoice none;
        none.problem = why;
        take(none);
        return;
    }
    FetchSource source = m_session->cudaFetchSource();
    // Another address than the session's: plain http only with the box ticked for it; every
    // archive is still checked against the checksum in its list.
    if (source.baseUrl != from) {
        source.allowInsecureHttp = m_httpConsent->isChecked();
        source.fromMirror = !from.startsWith(CudaRedistFetch::nvidiaBaseUrl(), Qt::CaseInsensitive);
    }
    source.baseUrl = from;
    setBusy(true);
    m_progress->setRange(0, 0);
    m_progress->setFormat(QString());
    m_progress->show();
    m_fetch.start(source, *release, *profile, platform);
}

void CudaPiecesPanel::onFetched(const CudaRedistChoice &choice)
{
    setBusy(false);
    take(choice);
}

void CudaPiecesPanel::take(const CudaRedistChoice &choice)
{
    if (!choice.ok()) {
        m_progress->hide();
        m_status->setText(choice.problem.toHtmlEscaped());
        m_status->show();
    }
    m_session->setCudaPieces(choice);
    refresh();
    Q_EMIT changed();
}

void CudaPiecesPanel::setBusy(bool busy)
{
    m_busy = busy;
    updateEnabled();
    Q_EMIT changed();
}

void CudaPiecesPanel::updateEnabled()
{
    m_from->setEnabled(!m_busy);
    m_folder->setEnabled(!m_busy);
    m_accept->setEnabled(!m_busy);
    m_httpConsent->setEnabled(!m_busy);
    m_get->setEnabled(!m_busy && m_accept->isChecked() && m_httpConsent->allows() && !m_from->text().trimmed().isEmpty());
}

} // namespace cudnnsetup
