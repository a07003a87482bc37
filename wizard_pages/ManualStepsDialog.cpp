#include "wizard_pages/ManualStepsDialog.h"

#include "core/install/ManualSteps.h"
#include "wizard_pages/WrappingLabel.h"

#include <QClipboard>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace cudnnsetup {

ManualStepsDialog::ManualStepsDialog(const InstallPlan &plan, bool windows, QWidget *parent)
    : QDialog(parent)
    , m_text(new QPlainTextEdit)
{
    setObjectName(QStringLiteral("manualStepsDialog"));
    setWindowTitle(tr("Install by hand"));
    resize(720, 420);

    const QString intro = windows
        ? tr("Run these commands in a Command Prompt opened with \"Run as administrator\". They copy exactly the files "
             "shown in the preview.")
        : tr("Run these commands in a terminal. Lines starting with sudo ask for your password (or your administrator's). "
             "They copy exactly the files shown in the preview.");
    m_text->setObjectName(QStringLiteral("manualStepsText"));
    m_text->setAccessibleName(tr("Commands to install by hand"));
    m_text->setReadOnly(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setPlainText(ManualSteps::commands(plan, windows).join(u'\n') + u'\n');

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton *copy = buttons->addButton(tr("&Copy"), QDialogButtonBox::ActionRole);
    copy->setObjectName(QStringLiteral("copyCommandsButton"));
    copy->setAccessibleName(tr("Copy the commands"));
    connect(copy, &QPushButton::clicked, this, [this] { QGuiApplication::clipboard()->setText(commands()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new WrappingLabel(QStringLiteral("manualStepsIntro"), intro.toHtmlEscaped()));
    layout->addWidget(m_text, 1);
    layout->addWidget(buttons);
}

QString ManualStepsDialog::commands() const
{
    return m_text->toPlainText();
}

} // namespace cudnnsetup
