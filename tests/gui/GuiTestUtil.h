#pragma once
// Helpers shared by the GUI tests.

#include "widgets/DialogSeam.h"
#include "widgets/MainWindow.h"
#include "widgets/ScenarioDocument.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QImage>
#include <QSettings>
#include <QString>
#include <QThread>
#include <QWidget>

#include <functional>
#include <memory>

namespace gantry::gui::test {

/// Processes events until `done` is true or `timeoutMs` passes; returns `done()`.
inline bool waitUntil(const std::function<bool()>& done, int timeoutMs = 60000)
{
    QElapsedTimer t;
    t.start();
    while (!done()) {
        if (t.elapsed() > timeoutMs) return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(2);
    }
    return true;
}

inline QString demoPath() { return QStringLiteral(GANTRY_SOURCE_DIR "/resources/demo/demo.yaml"); }

/// A session that opened the demo, renamed its scenario to `name`, autosaved and crashed: its
/// autosave (left for recovery), or empty when the demo did not open.
inline QString crashWhileEditingDemo(const std::string& name)
{
    ScenarioDocument doc;
    if (!doc.open(demoPath())) return {};
    Scenario s = doc.scenario();
    s.name = name;
    doc.edit(s, QStringLiteral("rename"));
    const QString autosave = doc.autosaveNow();
    doc.simulateCrashForTests();
    return autosave;
}

/// Where screenshots go: $GANTRY_SCREENSHOT_DIR, else <build>/screenshots.
inline QString screenshotDir()
{
    QString dir = qEnvironmentVariable("GANTRY_SCREENSHOT_DIR");
    if (dir.isEmpty()) dir = QStringLiteral(GANTRY_BINARY_DIR "/screenshots");
    QDir().mkpath(dir);
    return dir;
}

inline QString saveScreenshot(QWidget* w, const QString& name)
{
    const QString path = screenshotDir() + QLatin1Char('/') + name;
    w->grab().save(path);
    return path;
}

/// The main window as a test drives it: fresh settings, dialogs answered by `seam`, 1600 x 1000 and
/// shown. A fixture calls showWindow() in SetUp and closeWindow() in TearDown.
struct WindowUnderTest {
    ScriptedDialogSeam seam;
    std::unique_ptr<MainWindow> window;
    void showWindow()
    {
        QSettings().clear();
        DialogSeam::install(&seam);
        window = std::make_unique<MainWindow>();
        window->resize(1600, 1000);
        window->show();
    }
    void closeWindow()
    {
        seam.nextAnswers = { DialogSeam::Answer::Discard };
        window->close();
        window.reset();
        DialogSeam::install(nullptr);
    }
};

} // namespace gantry::gui::test
