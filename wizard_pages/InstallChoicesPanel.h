// InstallChoicesPanel: the choices an install is planned from, above the Install page's preview
// — where the files go (into a CUDA Toolkit, or side by side in a folder of their own), for whom
// (this user, or all users: the environment for everyone, needs administrator rights), which
// toolkit, which folder, and whether to set up the environment. It only collects choices; the
// page re-plans whenever one changes.
#pragma once

#include "core/install/InstallSpec.h"
#include "core/model/ToolkitInstall.h"

#include <QWidget>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QFormLayout;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QTimer;

namespace cudnnsetup {

class WrappingLabel;

class InstallChoicesPanel : public QWidget
{
    Q_OBJECT

public:
    explicit InstallChoicesPanel(QWidget *parent = nullptr);

    // The toolkits to offer (the scan's); `extra` is added when it is not one of them (a folder
    // chosen elsewhere: a test, an answer file, a previous visit).
    void setToolkits(const QList<ToolkitInstall> &toolkits, const ToolkitTarget &extra = {});
    // A toolkit the install itself makes (the CUDA pieces come along): the only one offered, and
    // cuDNN goes into it; an empty root goes back to the scan's toolkits (setToolkits()).
    void setNewToolkit(const ToolkitTarget &toolkit);
    // Shows `choices` without emitting changed().
    void setChoices(const InstallSpec &choices);
    // `base` with the panel's layout, scope, toolkit, folder and environment choice.
    InstallSpec choices(InstallSpec base) const;

    // Marks the recommended layout "(recommended)" and says why.
    void setRecommendation(const LayoutRecommendation &recommendation);
    // What the planner uses when the folder is left empty (shown greyed in the empty box).
    void setDefaultFolder(const QString &folder);

Q_SIGNALS:
    void changed();

private:
    void updateEnabled();
    void browse();

    QButtonGroup *m_layouts;
    QRadioButton *m_intoToolkit;
    QRadioButton *m_sideBySide;
    WrappingLabel *m_why;
    QFormLayout *m_form = nullptr;
    QComboBox *m_toolkit;
    QLineEdit *m_folder;
    QPushButton *m_browse;
    QButtonGroup *m_scopes;
    QRadioButton *m_user;
    QRadioButton *m_system;
    QCheckBox *m_environment;
    QTimer *m_typing;
    QList<ToolkitTarget> m_targets; // one per toolkit combo entry
    InstallLayout m_recommended = InstallLayout::SideBySide;
    bool m_newToolkit = false;
    bool m_quiet = false;
};

} // namespace cudnnsetup
