// What the GUI suites share: scan options that see only a prepared sysroot, waiting for the
// wizard without leaving GoogleTest, and the main() that gives GoogleTest a QApplication
// (offscreen unless QT_QPA_PLATFORM says otherwise).
#pragma once

#include "core/probe/ScanOptions.h"
#include "wizard_pages/WizardSession.h"

#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QApplication>
#include <QDropEvent>
#include <QMimeData>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QTimer>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTest>
#include <QWizard>

#include <cstdio>
#include <cstdlib>
#include <functional>

// QTRY_VERIFY_WITH_TIMEOUT reports to Qt Test, not to GoogleTest: a failure would only end the
// test early and silently. This waits the same way (events keep flowing) and fails the test.
#define WAIT_UNTIL(condition, timeoutMs) \
    ASSERT_TRUE(QTest::qWaitFor([&] { return bool(condition); }, timeoutMs)) << "timed out waiting for: " #condition

namespace cudnnsetup::testing {

// A scan of `sysroot` only: Linux x86_64 unless told otherwise, no PATH, no CUDA variables, no
// nvcc runs.
inline ScanOptions sysrootScanOptions(const QString &sysroot,
                                      const HostPlatform &platform = HostPlatform{OsFamily::Linux, QStringLiteral("x86_64")})
{
    ScanOptions options;
    options.sysroot = sysroot;
    options.platform = platform;
    QProcessEnvironment environment;
    environment.insert(QStringLiteral("PATH"), QString());
    options.environment = environment;
    options.runNvcc = false;
    options.toolTimeoutMs = 2000;
    return options;
}

// Clicks Next until page `pageId` shows, waiting up to `timeoutMs` before each click for Next to
// be enabled (pages keep it disabled while they scan or check). Use as ASSERT_TRUE(goForwardTo(...)).
inline ::testing::AssertionResult goForwardTo(QWizard &wizard, int pageId, int timeoutMs)
{
    while (wizard.currentId() != pageId) {
        QAbstractButton *next = wizard.button(QWizard::NextButton);
        if (!QTest::qWaitFor([&] { return next->isEnabled(); }, timeoutMs))
            return ::testing::AssertionFailure() << "Next stays disabled on page " << wizard.currentId();
        const int before = wizard.currentId();
        QTest::mouseClick(next, Qt::LeftButton);
        if (wizard.currentId() == before)
            return ::testing::AssertionFailure() << "Next did not leave page " << before;
    }
    return ::testing::AssertionSuccess();
}

// A session that keeps to `work`: NVIDIA's server out of reach (nothing listens on this machine's
// discard port, so the NVIDIA route fails at once and nothing leaves the machine), and the cache,
// licence choices, Downloads, install records and home folder all in `work`.
// Downloads from a server of the test's on 127.0.0.1 (plain http allowed, as an IT override
// would), no proxy, into `cacheDir`.
inline FetchSource localFetchSource(const QString &baseUrl, const QString &cacheDir)
{
    FetchSource source;
    source.baseUrl = baseUrl;
    source.allowInsecureHttp = true;
    source.cacheDir = cacheDir;
    source.proxy.mode = ProxySettings::Mode::None;
    return source;
}

inline void keepSessionOffline(WizardSession &session, const QString &work)
{
    session.setFetchSource(localFetchSource(QStringLiteral("http://127.0.0.1:9/"), work + QStringLiteral("/cache")));
    session.setLicenseSettingsFile(work + QStringLiteral("/licenses.ini"));
    session.setDownloadsFolder(work + QStringLiteral("/downloads"));
    session.setStateFolder(work + QStringLiteral("/state"));
    session.setHomeFolder(work + QStringLiteral("/home"));
}

// Calls `answer` with the next file dialog once it is open. QFileDialog::getOpenFileName runs its
// own event loop, so the answer comes from a timer of `owner`'s, polling for the modal dialog.
inline void whenFileDialogOpens(QObject *owner, std::function<void(QFileDialog *)> answer)
{
    auto *poll = new QTimer(owner);
    poll->setInterval(20);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, answer = std::move(answer)] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        if (!dialog || !dialog->isVisible())
            return;
        poll->stop();
        poll->deleteLater();
        answer(dialog);
    });
    poll->start();
}

// Answers an open file dialog as a user who pastes `path` into its file name box and presses
// Return; a dialog without that box is rejected.
inline void typeIntoFileDialog(QFileDialog *dialog, const QString &path)
{
    auto *field = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
    if (!field) {
        dialog->reject();
        return;
    }
    // The dialog's completer opens a list as the text changes, filled by a thread that reads the
    // folder: a Return then lands on the list or on the dialog, whichever came first, and the
    // list may have changed the text. Without the completer one Return accepts.
    field->setCompleter(nullptr);
    field->setText(path);
    // A warning the dialog opens instead (no such file) would wait for an answer forever inside
    // the Return: it is answered, and the test fails on it.
    QTimer::singleShot(0, dialog, [dialog] {
        for (QMessageBox *warning : dialog->findChildren<QMessageBox *>())
            if (warning->isVisible()) {
                ADD_FAILURE() << "the file dialog said: " << warning->text().toStdString();
                warning->reject();
            }
    });
    QTest::keyClick(field, Qt::Key_Return);
}

// Drops `path` on `page` as a file manager would; fails when the page does not take it.
inline ::testing::AssertionResult dropFile(QWidget *page, const QString &path)
{
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    const QPoint at = page->rect().center();
    QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(page, &enter);
    if (!enter.isAccepted())
        return ::testing::AssertionFailure() << "the page refuses to take " << path.toStdString();
    QDropEvent drop(QPointF(at), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(page, &drop);
    return ::testing::AssertionSuccess();
}

// Clicks a radio button or check box as a user does: on its indicator. (A click in the middle of
// a stretched button can land past its text, where the button does not take it.)
inline void clickIndicator(QAbstractButton *button)
{
    QTest::mouseClick(button, Qt::LeftButton, {}, QPoint(6, button->height() / 2));
}

// ctest sets QT_QPA_PLATFORM too, but test discovery (--gtest_list_tests at build time) runs
// without it. Set QT_QPA_PLATFORM=xcb to watch the tests on a display. Qt's test mode keeps
// settings and caches written through QStandardPaths away from the user's own.
inline int runGuiTests(int argc, char **argv)
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    const int result = RUN_ALL_TESTS();
#ifdef _WIN32
    // Under wine a Qt GUI program may hang at exit after every test has reported (seen once in
    // ten runs of test_keyboard_walk_gui under ctest -j2); the result is known by now, so the
    // process ends here without running static destructors.
    std::fflush(stdout);
    std::fflush(stderr);
    std::_Exit(result);
#endif
    return result;
}

} // namespace cudnnsetup::testing
