// The wizard on a high-DPI screen (issue 8): run with QT_SCALE_FACTOR=2, as on a 4K monitor at
// 200 % (and, with --scale=1.5, at the common laptop setting of 150 %), it walks the main pages of a prepared machine (a fake GPU and driver, a CUDA toolkit)
// and checks what goes wrong first on such screens:
// - every image a label shows (the status icons beside each finding and check) is rendered for
//   the screen's pixel ratio, so it is sharp rather than a small image stretched;
// - no single-line text is cut off at the window's smallest size.
// Qt scales the layout itself; these are the parts our code decides.
#include "GuiTestSupport.h"
#include "tests/fixtures/fake_driver/FakeDriverFixture.h"
#include "tests/fixtures/sysroot/SysrootBuilder.h"
#include "wizard_pages/SetupWizard.h"
#include "wizard_pages/WizardSession.h"

#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QApplication>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>

using namespace cudnnsetup;
using cudnnsetup::testing::SysrootBuilder;

namespace {

constexpr int kScanTimeoutMs = 30000;
constexpr qreal kDefaultScaleFactor = 2.0;

// The scale the screens were set up with: QT_SCALE_FACTOR, which main() sets.
qreal scaleFactor()
{
    return qEnvironmentVariable("QT_SCALE_FACTOR").toDouble();
}

QString describe(const QLabel *label)
{
    return (label->objectName().isEmpty() ? QStringLiteral("a label") : label->objectName()) + QStringLiteral(" (\"")
           + label->text().left(60) + QStringLiteral("\")");
}

class HighDpiGuiTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_tree.isValid());
        ASSERT_FALSE(fixtures::installFakeDriver(m_sysroot.root(),
                                                 QStringLiteral("driver_version=13000\nnvml_driver_version=580.65.06\n")
                                                     + fixtures::fakeDeviceLine(0, QStringLiteral("NVIDIA GeForce RTX 4060"),
                                                                                8, 9, 8585216000LL, 24))
                         .isEmpty());
        m_sysroot.toolkit(QStringLiteral("usr/local/cuda-12.4"), QStringLiteral("12.4.1"));

        m_session = std::make_unique<WizardSession>(cudnnsetup::testing::sysrootScanOptions(m_sysroot.root()));
        m_wizard = std::make_unique<SetupWizard>(m_session.get());
        m_wizard->resize(m_wizard->minimumSize());
        m_wizard->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(m_wizard.get()));
    }

    void goTo(SetupWizard::PageId page)
    {
        ASSERT_TRUE(cudnnsetup::testing::goForwardTo(*m_wizard, page, kScanTimeoutMs));
        ASSERT_TRUE(QTest::qWaitFor([&] { return m_session->hasReport() && !m_session->isScanning(); }, kScanTimeoutMs));
        QTest::qWait(50);   // the page lays itself out once the scan's answer is shown
    }

    QList<QLabel *> visibleLabels() const
    {
        QList<QLabel *> visible;
        for (QLabel *label : m_wizard->findChildren<QLabel *>())
            if (label->isVisible())
                visible << label;
        return visible;
    }

    QTemporaryDir m_tree;
    SysrootBuilder m_sysroot{m_tree.path()};
    std::unique_ptr<WizardSession> m_session;
    std::unique_ptr<SetupWizard> m_wizard;
};

TEST_F(HighDpiGuiTest, TheWindowIsDrawnAtTheScreensScale)
{
    EXPECT_DOUBLE_EQ(m_wizard->devicePixelRatioF(), scaleFactor()) << "QT_SCALE_FACTOR did not reach the window";
    const QPixmap shot = m_wizard->grab();
    EXPECT_EQ(shot.width(), qRound(m_wizard->width() * scaleFactor())) << "the window is drawn at its logical size";
}

TEST_F(HighDpiGuiTest, ImagesInLabelsAreRenderedForTheScreensPixelRatio)
{
    int imagesSeen = 0;
    for (const SetupWizard::PageId page : {SetupWizard::Welcome, SetupWizard::Hardware, SetupWizard::Toolkit, SetupWizard::Acquire}) {
        goTo(page);
        for (const QLabel *label : visibleLabels()) {
            const QPixmap pixmap = label->pixmap();
            if (pixmap.isNull())
                continue;
            ++imagesSeen;
            EXPECT_DOUBLE_EQ(pixmap.devicePixelRatio(), scaleFactor())
                << "page " << page << ": " << describe(label).toStdString() << " shows an image made for a "
                << pixmap.devicePixelRatio() << "x screen, stretched and blurred here";
        }
    }
    EXPECT_GT(imagesSeen, 0) << "no status icons were shown: the check above saw nothing";
}

TEST_F(HighDpiGuiTest, SingleLineTextIsNotCutOffAtTheSmallestWindowSize)
{
    ASSERT_EQ(m_wizard->size(), m_wizard->minimumSize());
    int labelsSeen = 0;
    for (const SetupWizard::PageId page : {SetupWizard::Welcome, SetupWizard::Hardware, SetupWizard::Toolkit, SetupWizard::Acquire}) {
        goTo(page);
        for (const QLabel *label : visibleLabels()) {
            if (label->wordWrap() || label->text().isEmpty() || label->textFormat() == Qt::RichText)
                continue;
            ++labelsSeen;
            EXPECT_GE(label->width(), label->minimumSizeHint().width())
                << "page " << page << ": " << describe(label).toStdString() << " is cut off";
        }
    }
    EXPECT_GT(labelsSeen, 0) << "no single-line labels were shown: the check above saw nothing";
}

} // namespace

int main(int argc, char **argv)
{
    // Before QApplication: the scale factor is read once, when the screens are set up.
    // `--scale=1.5` (tests/gui/CMakeLists.txt) runs the same tests at another scale.
    QByteArray scale = QByteArray::number(kDefaultScaleFactor);
    for (int i = 1; i < argc; ++i) {
        const QByteArray argument(argv[i]);
        if (argument.startsWith("--scale="))
            scale = argument.mid(int(qstrlen("--scale=")));
    }
    qputenv("QT_SCALE_FACTOR", scale);
    return cudnnsetup::testing::runGuiTests(argc, argv);
}
