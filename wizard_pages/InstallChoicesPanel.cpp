#include "wizard_pages/InstallChoicesPanel.h"

#include "core/model/ShownPath.h"
#include "core/platform/FileOps.h"
#include "wizard_pages/WrappingLabel.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace cudnnsetup {

namespace {

QString toolkitText(const ToolkitTarget &target, bool isDefault)
{
    const QString folder = shownPath(target.root);
    const QString version = target.version.isValid() ? InstallChoicesPanel::tr("CUDA %1").arg(target.version.toString())
                                                     : InstallChoicesPanel::tr("CUDA (version unknown)");
    return isDefault ? InstallChoicesPanel::tr("%1 in %2 (default)").arg(version, folder)
                     : InstallChoicesPanel::tr("%1 in %2").arg(version, folder);
}

} // namespace

InstallChoicesPanel::InstallChoicesPanel(QWidget *parent)
    : QWidget(parent)
    , m_layouts(new QButtonGroup(this))
    , m_intoToolkit(new QRadioButton)
    , m_sideBySide(new QRadioButton)
    , m_why(new WrappingLabel(QStringLiteral("layoutReasonLabel")))
    , m_toolkit(new QComboBox)
    , m_folder(new QLineEdit)
    , m_browse(new QPushButton(tr("B&rowse…")))
    , m_scopes(new QButtonGroup(this))
    , m_user(new QRadioButton(tr("Just for &me")))
    , m_system(new QRadioButton(tr("For all &users of this computer (needs administrator rights)")))
    , m_environment(new QCheckBox(tr("Set up the &environment so that programs find cuDNN")))
    , m_typing(new QTimer(this))
{
    m_intoToolkit->setObjectName(QStringLiteral("layoutIntoToolkit"));
    m_intoToolkit->setAccessibleName(tr("Install into the CUDA Toolkit"));
    m_sideBySide->setObjectName(QStringLiteral("layoutSideBySide"));
    m_sideBySide->setAccessibleName(tr("Install side by side, in a folder of its own"));
    m_toolkit->setObjectName(QStringLiteral("toolkitCombo"));
    // Long folders are shown cut (the whole text drops down): the panel keeps the page's width.
    m_toolkit->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_toolkit->setMinimumContentsLength(24);
    m_toolkit->setAccessibleName(tr("CUDA Toolkit to install into"));
    m_folder->setObjectName(QStringLiteral("sideBySideFolderEdit"));
    m_folder->setAccessibleName(tr("Folder for a side-by-side install"));
    m_browse->setObjectName(QStringLiteral("browseFolderButton"));
    m_browse->setAccessibleName(tr("Choose the folder for a side-by-side install"));
    m_user->setObjectName(QStringLiteral("scopeUser"));
    m_user->setAccessibleName(tr("Install just for me"));
    m_system->setObjectName(QStringLiteral("scopeSystem"));
    m_system->setAccessibleName(tr("Install for all users"));
    m_environment->setObjectName(QStringLiteral("editEnvironmentCheck"));
    m_environment->setAccessibleName(tr("Set up the environment"));
    m_environment->setChecked(true);
    m_environment->setToolTip(tr("Adds the library folder to LD_LIBRARY_PATH (for you) or to the loader's configuration "
                                 "(for all users), only where programs do not find it already."));
    m_layouts->addButton(m_intoToolkit, int(InstallLayout::IntoToolkit));
    m_layouts->addButton(m_sideBySide, int(InstallLayout::SideBySide));
    m_scopes->addButton(m_user, int(InstallScope::User));
    m_scopes->addButton(m_system, int(InstallScope::System));
    m_user->setChecked(true);
    m_typing->setSingleShot(true);
    m_typing->setInterval(600);
    setRecommendation(LayoutRecommendation{});

    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(m_browse);
    m_form = new QFormLayout;
    m_form->addRow(tr("CUDA T&oolkit:"), m_toolkit);
    auto *folderLabel = new QLabel(tr("&Folder:"));
    folderLabel->setBuddy(m_folder);
    m_form->addRow(folderLabel, folderRow);

    auto *scopeRow = new QHBoxLayout;
    scopeRow->addWidget(m_user);
    scopeRow->addWidget(m_system, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *layoutRow = new QHBoxLayout;
    layoutRow->addWidget(m_intoToolkit);
    layoutRow->addWidget(m_sideBySide);
    layoutRow->addStretch(1);
    layout->addLayout(layoutRow);
    layout->addWidget(m_why);
    layout->addLayout(m_form);
    layout->addLayout(scopeRow);
    layout->addWidget(m_environment);

    const auto emitChanged = [this] {
        updateEnabled();
        if (!m_quiet)
            Q_EMIT changed();
    };
    connect(m_layouts, &QButtonGroup::idToggled, this, [emitChanged](int, bool checked) {
        if (checked)
            emitChanged();
    });
    connect(m_scopes, &QButtonGroup::idToggled, this, [emitChanged](int, bool checked) {
        if (checked)
            emitChanged();
    });
    connect(m_toolkit, &QComboBox::currentIndexChanged, this, emitChanged);
    connect(m_environment, &QCheckBox::toggled, this, emitChanged);
    // A folder typed in is planned once the typing pauses, or at once when the box is left.
    connect(m_folder, &QLineEdit::textEdited, m_typing, qOverload<>(&QTimer::start));
    connect(m_typing, &QTimer::timeout, this, emitChanged);
    connect(m_folder, &QLineEdit::editingFinished, this, [this, emitChanged] {
        if (m_typing->isActive()) {
            m_typing->stop();
            emitChanged();
        }
    });
    connect(m_browse, &QPushButton::clicked, this, &InstallChoicesPanel::browse);
    updateEnabled();
}

void InstallChoicesPanel::setToolkits(const QList<ToolkitInstall> &toolkits, const ToolkitTarget &extra)
{
    m_quiet = true;
    const QString current = m_toolkit->currentIndex() >= 0 ? m_targets.value(m_toolkit->currentIndex()).root : QString();
    m_toolkit->clear();
    m_targets.clear();
    for (const ToolkitInstall &toolkit : toolkits) {
        m_targets.append({toolkit.root, toolkit.version});
        m_toolkit->addItem(toolkitText(m_targets.last(), toolkit.isDefault));
    }
    if (!extra.root.isEmpty()) {
        const auto same = [&](const ToolkitTarget &target) { return QDir::cleanPath(target.root) == QDir::cleanPath(extra.root); };
        if (std::none_of(m_targets.cbegin(), m_targets.cend(), same)) {
            m_targets.append(extra);
            m_toolkit->addItem(toolkitText(extra, false));
        }
    }
    for (int index = 0; index < m_targets.size(); ++index)
        if (m_targets.at(index).root == current)
            m_toolkit->setCurrentIndex(index);
    if (m_targets.isEmpty())
        m_toolkit->addItem(tr("No CUDA Toolkit was found"));
    m_quiet = false;
    updateEnabled();
}

void InstallChoicesPanel::setNewToolkit(const ToolkitTarget &toolkit)
{
    const bool wasNew = m_newToolkit;
    m_newToolkit = !toolkit.root.isEmpty();
    if (!m_newToolkit && !wasNew) {
        updateEnabled();
        return;
    }
    m_quiet = true;
    m_toolkit->clear();
    m_targets.clear();
    if (m_newToolkit) {
        m_targets.append(toolkit);
        m_toolkit->addItem(tr("New: CUDA %1 in %2, installed with cuDNN").arg(toolkit.version.toString(), shownPath(toolkit.root)));
        m_intoToolkit->setChecked(true);
    }
    m_quiet = false;
    updateEnabled();
}

void InstallChoicesPanel::setChoices(const InstallSpec &choices)
{
    m_quiet = true;
    (choices.layout.value_or(m_recommended) == InstallLayout::IntoToolkit ? m_intoToolkit : m_sideBySide)->setChecked(true);
    (choices.scope == InstallScope::User ? m_user : m_system)->setChecked(true);
    for (int index = 0; index < m_targets.size(); ++index)
        if (QDir::cleanPath(m_targets.at(index).root) == QDir::cleanPath(choices.toolkit.root))
            m_toolkit->setCurrentIndex(index);
    m_folder->setText(shownPath(choices.sideBySideRoot));
    m_environment->setChecked(choices.editEnvironment);
    m_quiet = false;
    updateEnabled();
}

InstallSpec InstallChoicesPanel::choices(InstallSpec base) const
{
    base.layout = InstallLayout(m_layouts->checkedId());
    base.scope = InstallScope(m_scopes->checkedId());
    base.toolkit = m_targets.value(m_toolkit->currentIndex());
    base.sideBySideRoot = QDir::fromNativeSeparators(m_folder->text().trimmed());
    base.editEnvironment = m_environment->isChecked();
    return base;
}

void InstallChoicesPanel::setRecommendation(const LayoutRecommendation &recommendation)
{
    const InstallLayout layout = recommendation.layout;
    const QString &why = recommendation.reason;
    m_recommended = layout;
    m_intoToolkit->setText(layout == InstallLayout::IntoToolkit ? tr("Into the CUDA &Toolkit's folders (recommended)")
                                                                : tr("Into the CUDA &Toolkit's folders"));
    m_sideBySide->setText(layout == InstallLayout::SideBySide ? tr("&Side by side, in a folder of its own (recommended)")
                                                              : tr("&Side by side, in a folder of its own"));
    m_why->setText(why.toHtmlEscaped());
    updateEnabled();
}

void InstallChoicesPanel::setDefaultFolder(const QString &folder)
{
    m_folder->setPlaceholderText(shownPath(folder));
}

void InstallChoicesPanel::updateEnabled()
{
    const bool intoToolkit = m_intoToolkit->isChecked();
    // The reason speaks of the recommended layout only: it goes while the other one is chosen.
    m_why->setVisible(!m_why->text().isEmpty()
                      && (intoToolkit ? InstallLayout::IntoToolkit : InstallLayout::SideBySide) == m_recommended);
    m_toolkit->setEnabled(intoToolkit && !m_targets.isEmpty() && !m_newToolkit);
    m_folder->setEnabled(!intoToolkit);
    m_browse->setEnabled(!intoToolkit);
    // The CUDA pieces need cuDNN in their own toolkit: there is no other place for it then.
    m_sideBySide->setEnabled(!m_newToolkit);
    // Only the row of the chosen layout is shown: the other one would be greyed out anyway.
    if (m_form) {
        m_form->setRowVisible(0, intoToolkit);
        m_form->setRowVisible(1, !intoToolkit);
    }
}

void InstallChoicesPanel::browse()
{
    const QString start = m_folder->text().isEmpty() ? m_folder->placeholderText() : m_folder->text();
    const QString chosen = QFileDialog::getExistingDirectory(this, tr("Folder for cuDNN"), start);
    if (chosen.isEmpty())
        return;
    m_folder->setText(shownPath(chosen));
    m_typing->stop();
    Q_EMIT changed();
}

} // namespace cudnnsetup
