#include "wizard_pages/AboutDialog.h"

#include "core/acquire/LicenseStore.h"
#include "core/model/ShownPath.h"
#include "core/verify/VerifyTarget.h"
#include "wizard_pages/WizardSession.h"
#include "wizard_pages/WrappingLabel.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace cudnnsetup {

namespace {

// What this computer has, from the wizard's scan: the toolkit and the copy a program would use.
QStringList machineLines(const WizardSession *session)
{
    if (!session->hasReport())
        return {AboutDialog::tr("CUDA and cuDNN on this computer: not scanned yet.")};
    const SystemReport &report = session->report();
    const ToolkitInstall *toolkit = report.defaultToolkit();
    const std::optional<VerifyTarget> cudnn = VerifyTargets::pick(report);
    return {
        toolkit ? AboutDialog::tr("CUDA Toolkit: %1 (%2)").arg(toolkit->version.toString(), shownPath(toolkit->root))
                : AboutDialog::tr("CUDA Toolkit: none found"),
        cudnn ? AboutDialog::tr("cuDNN: %1").arg(cudnn->description) : AboutDialog::tr("cuDNN: none found"),
    };
}

} // namespace

AboutDialog::AboutDialog(const WizardSession *session, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("aboutDialog"));
    setWindowTitle(tr("About cuDNN Setup Wizard"));

    QStringList versions{tr("cuDNN Setup Wizard %1").arg(QCoreApplication::applicationVersion()),
                         tr("Qt %1 (built with Qt %2)").arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR))};
    versions.append(machineLines(session));
    m_versions = versions.join(u'\n');

    auto *title = new QLabel(QStringLiteral("<h2>%1</h2>").arg(tr("cuDNN Setup Wizard").toHtmlEscaped()));
    auto *purpose = new WrappingLabel(QStringLiteral("aboutPurpose"),
                                      tr("Checks your GPU and CUDA Toolkit, installs the NVIDIA cuDNN library that fits them, "
                                         "and tells you whether it works — or what is wrong and how to fix it.").toHtmlEscaped());
    auto *versionLabel = new QLabel(m_versions.toHtmlEscaped().replace(u'\n', QStringLiteral("<br>")));
    versionLabel->setObjectName(QStringLiteral("aboutVersions"));
    versionLabel->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    versionLabel->setAccessibleName(tr("Versions"));

    auto *licences = new WrappingLabel(
        QStringLiteral("aboutLicences"),
        tr("<p>This program uses the Qt toolkit %1 under the GNU Lesser General Public License version 3 (LGPLv3). Qt is "
           "linked dynamically, so you may replace it with your own build; its source code and licence are at "
           "<a href=\"https://www.qt.io/licensing/open-source-lgpl-obligations\">qt.io</a>.</p>"
           "<p>cuDNN is NVIDIA's software, under the <a href=\"%2\">NVIDIA cuDNN Software License Agreement</a>. This "
           "program does not include cuDNN: it downloads it from NVIDIA (or your lab's mirror) only after you accept that "
           "licence, and it never asks for your NVIDIA account.</p>")
            .arg(QString::fromLatin1(qVersion()), LicenseStore::agreementUrl()));
    licences->setOpenExternalLinks(true);
    licences->setTextInteractionFlags(Qt::TextBrowserInteraction);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton *copy = buttons->addButton(tr("&Copy versions"), QDialogButtonBox::ActionRole);
    copy->setObjectName(QStringLiteral("copyVersionsButton"));
    connect(copy, &QPushButton::clicked, this, [this] { QGuiApplication::clipboard()->setText(m_versions); });
    QPushButton *aboutQt = buttons->addButton(tr("About &Qt"), QDialogButtonBox::HelpRole);
    aboutQt->setObjectName(QStringLiteral("aboutQtButton"));
    connect(aboutQt, &QPushButton::clicked, this, [] { QApplication::aboutQt(); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(purpose);
    layout->addWidget(versionLabel);
    layout->addWidget(licences);
    layout->addWidget(buttons);
}

} // namespace cudnnsetup
