#pragma once
// Helpers shared by the GUI tests.

#include "widgets/DialogSeam.h"
#include "widgets/Language.h"
#include "widgets/MainWindow.h"
#include "widgets/ScenarioDocument.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QImage>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>
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
    // What a user would see: layouts asked for by the last changes (a label's new wrapped height) done first.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    w->grab().save(path);
    return path;
}

/// A dark desktop, for as long as it lives: the Fusion style with a dark palette, as a user's dark theme
/// gives Qt; the style and palette before are restored after.
struct DarkPalette {
    QString styleBefore = QApplication::style()->name();
    QPalette paletteBefore = QApplication::palette();
    DarkPalette()
    {
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QPalette dark;
        const QColor window(45, 45, 48), base(30, 30, 32), text(230, 230, 230), disabled(127, 127, 127);
        dark.setColor(QPalette::Window, window);
        dark.setColor(QPalette::WindowText, text);
        dark.setColor(QPalette::Base, base);
        dark.setColor(QPalette::AlternateBase, window);
        dark.setColor(QPalette::ToolTipBase, base);
        dark.setColor(QPalette::ToolTipText, text);
        dark.setColor(QPalette::PlaceholderText, disabled);
        dark.setColor(QPalette::Text, text);
        dark.setColor(QPalette::Button, window);
        dark.setColor(QPalette::ButtonText, text);
        dark.setColor(QPalette::BrightText, Qt::red);
        dark.setColor(QPalette::Link, QColor(90, 160, 255));
        dark.setColor(QPalette::Highlight, QColor(42, 130, 218));
        dark.setColor(QPalette::HighlightedText, Qt::black);
        dark.setColor(QPalette::Light, QColor(70, 70, 74));
        dark.setColor(QPalette::Midlight, QColor(60, 60, 64));
        dark.setColor(QPalette::Mid, QColor(40, 40, 42));
        dark.setColor(QPalette::Dark, QColor(20, 20, 22));
        dark.setColor(QPalette::Shadow, Qt::black);
        for (auto role : { QPalette::WindowText, QPalette::Text, QPalette::ButtonText }) dark.setColor(QPalette::Disabled, role, disabled);
        QApplication::setPalette(dark);
    }
    ~DarkPalette()
    {
        QApplication::setStyle(QStyleFactory::create(styleBefore));
        QApplication::setPalette(paletteBefore);
    }
    DarkPalette(const DarkPalette&) = delete;
    DarkPalette& operator=(const DarkPalette&) = delete;
};

/// The main window as a test drives it: fresh settings, dialogs answered by `seam`, 1600 x 1000 and
/// shown. A fixture calls showWindow() in SetUp and closeWindow() in TearDown. showWindow(language)
/// applies that language first, as main does (the widgets set their texts once); closeWindow() then
/// goes back to English and clears the settings.
struct WindowUnderTest {
    ScriptedDialogSeam seam;
    std::unique_ptr<MainWindow> window;
    QString language; ///< applied by showWindow, "" when the test left the language as it was
    [[nodiscard]] bool showWindow(const QString& inLanguage = QString())
    {
        QSettings().clear();
        language = inLanguage;
        if (!language.isEmpty() && !applyLanguage(language)) return false;
        DialogSeam::install(&seam);
        window = std::make_unique<MainWindow>();
        window->resize(1600, 1000);
        window->show();
        return true;
    }
    void closeWindow()
    {
        seam.nextAnswers = { DialogSeam::Answer::Discard };
        window->close();
        window.reset();
        DialogSeam::install(nullptr);
        if (!language.isEmpty()) {
            applyLanguage(QStringLiteral("en"));
            QSettings().clear();
        }
    }
};

} // namespace gantry::gui::test
