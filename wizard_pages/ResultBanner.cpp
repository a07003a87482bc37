#include "wizard_pages/ResultBanner.h"

#include "wizard_pages/StatusIcons.h"
#include "wizard_pages/WrappingLabel.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>

namespace cudnnsetup {

namespace {

struct Tint
{
    const char *border;
    const char *background;
};

// Light tints with dark text set explicitly, so the banner reads the same under a dark theme.
Tint tintFor(Verdict::Severity severity)
{
    switch (severity) {
    case Verdict::Severity::Ok: return {"#2e7d32", "#e8f5e9"};
    case Verdict::Severity::Info: return {"#1565c0", "#e3f2fd"};
    case Verdict::Severity::Warning: return {"#b26a00", "#fff4e5"};
    case Verdict::Severity::Error: return {"#c62828", "#fdecea"};
    }
    return {"#616161", "#f5f5f5"};
}

} // namespace

ResultBanner::ResultBanner(const QString &labelName, QWidget *parent)
    : QFrame(parent)
    , m_icon(new QLabel)
    , m_text(new WrappingLabel(labelName))
{
    setObjectName(labelName + QStringLiteral("Banner"));
    m_icon->setAlignment(Qt::AlignTop | Qt::AlignHCenter);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(12, 10, 12, 10);
    layout->setSpacing(12);
    layout->addWidget(m_icon);
    layout->addWidget(m_text, 1);
    hide();
}

void ResultBanner::setResult(Verdict::Severity severity, const QString &text, const QString &details)
{
    const int size = QApplication::style()->pixelMetric(QStyle::PM_LargeIconSize);
    m_icon->setPixmap(StatusIcons::forSeverity(severity).pixmap(size, size));
    const Tint tint = tintFor(severity);
    setStyleSheet(QStringLiteral("QFrame#%1 { border: 2px solid %2; border-radius: 6px; background: %3; }"
                                 " QFrame#%1 QLabel { color: #1a1a1a; background: transparent; }")
                      .arg(objectName(), QLatin1String(tint.border), QLatin1String(tint.background)));
    QString html = QStringLiteral("<span style=\"font-size:large; font-weight:600\">%1</span>").arg(text.toHtmlEscaped());
    if (!details.isEmpty())
        html += QStringLiteral("<br>%1").arg(details.toHtmlEscaped());
    m_text->setText(html);
    show();
}

} // namespace cudnnsetup
