// gantry: the GUI. With no display (or --headless) it runs the scenario (default: the bundled demo)
// without any window and writes its summary, like hotspot's export mode.

#include "widgets/DialogSeam.h"
#include "widgets/Language.h"
#include "widgets/LessonPanel.h"
#include "widgets/MainWindow.h"
#include "widgets/ReportPdf.h"
#include "widgets/SettingsFile.h"
#include "widgets/ShippedFiles.h"

#include "core/io/ScenarioIo.h"
#include "core/metrics/Comparison.h"
#include "core/plan/Planner.h"
#include "core/report/Report.h"
#include "core/run/ScenarioRunner.h"
#include "core/util/File.h"
#include "core/util/Interrupt.h"
#include "core/util/Suggest.h"
#include "core/util/TerminalOutput.h"
#include "core/util/Text.h"
#include "core/util/OutputFolder.h"
#ifdef GANTRY_HAVE_LEARN
#include "core/learn/LearnedSchedulers.h"
#endif

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHashFunctions>
#include <QIcon>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

/// Headless work stopped by SIGINT or SIGTERM (core/util/Interrupt.h): nothing was written.
int interruptedExit()
{
    std::fprintf(stderr, "gantry: interrupted; no outputs were written\n");
    return 128 + gantry::interruptSignal();
}

/// Headless work that failed: the error on stderr, and its exit code.
int failed(const gantry::Error& error)
{
    std::fprintf(stderr, "%s\n", error.toString().c_str());
    return error.exitCode();
}

/// A report that could not be drawn or written: why, on stderr, and exit code 1.
int failed(const QString& message)
{
    std::fprintf(stderr, "%s\n", gantry::printable(message.toStdString()).c_str());
    return 1;
}

/// The bundled demo, installed or in the source tree; when neither is there, where it is installed (the
/// error then names that file).
QString demoScenario()
{
    const QString installed = QStringLiteral("share/gantry/demo/demo.yaml");
    const QString inSource = QStringLiteral("resources/demo/demo.yaml");
    const QString found = gantry::gui::shippedPath(installed, inSource);
    return found.isEmpty() ? gantry::gui::shippedLocations(installed, inSource).front() : found;
}

bool haveDisplay()
{
    return std::getenv("DISPLAY") || std::getenv("WAYLAND_DISPLAY") || std::getenv("QT_QPA_PLATFORM");
}

int runHeadless(const QString& scenarioPath, const QString& outDir)
{
    auto folder = gantry::OutputFolder::open(outDir.toStdString()); // before the runs: a bad folder is found at once
    if (!folder) return failed(folder.error());
    auto scenario = gantry::loadScenario(scenarioPath.toStdString());
    if (!scenario) return failed(scenario.error());
    std::printf("gantry: no display, running %s headless\n", gantry::printable(scenarioPath.toStdString()).c_str());
    // The same report as gantry-cli report: every run and, when the scenario has one, the plan.
    auto prepared = gantry::prepareReport(scenario.value(), gantry::searchPlanForReport, 2, [](const std::string&, double) { return !gantry::interrupted(); });
    if (gantry::interrupted()) return interruptedExit();
    if (!prepared) return failed(gantry::locateInScenarioFile(prepared.error(), scenarioPath.toStdString()));
    const gantry::ReportInput& report = prepared.value();
    const std::vector<gantry::RunResult>& runs = report.runs;
    std::printf("%s", gantry::comparisonText(runs).c_str());
    const std::string dir = outDir.toStdString();
    // The report goes into the same folder, made whole with the runs' files.
    if (auto written = gantry::writeFileAtomically(folder.value().path("report.html"), gantry::reportHtml(report)); !written)
        return failed(written.error());
    if (const QString error = gantry::gui::writeReportPdf(report, QString::fromStdString(folder.value().path("report.pdf")));
        !error.isEmpty())
        return failed(error);
    if (gantry::interrupted()) return interruptedExit();
    if (auto written = gantry::writeComparisonOutputs(runs, folder.value()); !written) return failed(written.error());
    std::printf("\nevery run's outputs: %s/<variant>/ (exact values in %s/comparison.csv); the report: %s/report.html and report.pdf\n",
        dir.c_str(), dir.c_str(), dir.c_str());
    return 0;
}

/// `gantry --headless --report FILE SCENARIO`: only the report (PDF or HTML by its extension); how
/// `gantry-cli report --out FILE.pdf` gets its PDF drawn.
int writeReportOnly(const QString& scenarioPath, const QString& reportPath, bool withPlan, int threads)
{
    // The same checks as gantry-cli report, before any work.
    if (auto format = gantry::checkReportPath(reportPath.toStdString()); !format) return failed(format.error());
    auto scenario = gantry::loadScenario(scenarioPath.toStdString());
    if (!scenario) return failed(scenario.error());
    auto input = gantry::prepareReport(scenario.value(), withPlan ? gantry::ReportPlanSearch(gantry::searchPlanForReport) : nullptr, threads, [](const std::string&, double) { return !gantry::interrupted(); });
    if (gantry::interrupted()) return interruptedExit();
    if (!input) return failed(input.error());
    if (gantry::interrupted()) return interruptedExit();
    if (const QString error = gantry::gui::writeReport(input.value(), reportPath); !error.isEmpty()) return failed(error);
    std::printf("report written to %s\n", qPrintable(reportPath));
    return 0;
}

/// Parses the command line as gantry-cli does: an unknown option, a missing or empty value, or a
/// --threads that is not a whole number from 1 to 64 is bad input (exit 2) with a suggestion for a
/// misspelt option. Returns the exit code, or -1 to go on.
int parseCommandLine(QCommandLineParser& parser, const QList<QCommandLineOption>& options, const QCoreApplication& app)
{
    auto bad = [](const QString& message) {
        std::fprintf(stderr, "gantry: %s\nRun 'gantry --help' for its options.\n", gantry::printable(message.toStdString()).c_str());
        return 2;
    };
    if (!parser.parse(app.arguments())) {
        if (!parser.unknownOptionNames().isEmpty()) {
            std::vector<std::string> known;
            for (const QCommandLineOption& option : options)
                for (const QString& name : option.names()) known.push_back("--" + name.toStdString());
            known.push_back("--help");
            QString message;
            for (const QString& unknown : parser.unknownOptionNames()) {
                const std::string guess = gantry::closestMatch("--" + unknown.toStdString(), known);
                message += (message.isEmpty() ? QString() : QStringLiteral("\ngantry: ")) + QStringLiteral("unknown option --") + unknown
                    + (guess.empty() ? QString() : QStringLiteral("; did you mean %1?").arg(QString::fromStdString(guess)));
            }
            return bad(message);
        }
        return bad(parser.errorText());
    }
    if (parser.isSet(QStringLiteral("help"))) parser.showHelp(0);
    for (const QCommandLineOption& option : options)
        if (!option.valueName().isEmpty() && parser.isSet(option) && parser.value(option).isEmpty())
            return bad(QStringLiteral("--%1 needs a value").arg(option.names().front()));
    if (parser.optionNames().contains(QStringLiteral("threads"))) {
        bool ok = false;
        const int threads = parser.value(QStringLiteral("threads")).toInt(&ok);
        if (!ok || threads < 1 || threads > 64)
            return bad(QStringLiteral("--threads needs a whole number from 1 to 64 (got '%1')").arg(parser.value(QStringLiteral("threads"))));
    }
    return -1;
}

/// The language the command line (--language CODE or --language=CODE) or $GANTRY_LANGUAGE forces, for
/// tests and screenshots; empty when neither does. Read before the parser so its help is translated too.
QString forcedLanguage(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--language") == 0 && i + 1 < argc) return QString::fromLocal8Bit(argv[i + 1]);
        if (std::strncmp(argv[i], "--language=", 11) == 0) return QString::fromLocal8Bit(argv[i] + 11);
    }
    return qEnvironmentVariable("GANTRY_LANGUAGE");
}

} // namespace

int main(int argc, char** argv)
{
    gantry::guardStandardStreams(); // nothing from a file reaches the terminal raw (headless tables, messages)
    // Qt's hashes are seeded at random per process, and the PDF writer embeds its fonts in hash
    // order: a fixed seed makes the same report the same bytes (a desktop program has no use for
    // the protection a random seed gives servers against crafted keys).
    QHashSeed::setDeterministicGlobalSeed();
    bool headless = !haveDisplay();
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "--headless") == 0) headless = true;

#ifdef GANTRY_HAVE_LEARN
    gantry::registerLearnedSchedulers(gantry::PolicyRegistry::instance()); // dl2, topdrl
#endif
    QCoreApplication::setOrganizationName(QStringLiteral("Gantry"));
    QCoreApplication::setApplicationName(QStringLiteral("Gantry"));
    if (headless) {
        gantry::installInterruptHandlers(); // Ctrl-C and SIGTERM stop headless work with nothing half-written
        // No window and maybe no display: the offscreen platform still gives the PDF report its fonts.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
        QGuiApplication app(argc, argv);
        QCommandLineParser parser;
        parser.setApplicationDescription(QCoreApplication::translate("main", "What-if planner for GPU clusters"));
        parser.addHelpOption();
        const QList<QCommandLineOption> options {
            { QStringLiteral("headless"), QCoreApplication::translate("main", "Run without a window.") },
            { QStringLiteral("out"), QCoreApplication::translate("main", "Output folder (headless)."), QStringLiteral("dir"),
                QStringLiteral("gantry-demo-output") },
            { QStringLiteral("report"), QCoreApplication::translate("main", "Write only the report to this file (.pdf or .html)."),
                QStringLiteral("file") },
            { QStringLiteral("no-plan"), QCoreApplication::translate("main", "Leave the plan out of the report.") },
            { QStringLiteral("threads"), QCoreApplication::translate("main", "Runs in parallel."), QStringLiteral("n"), QStringLiteral("2") },
            // Headless work is a batch: its texts follow only an explicit choice, never the saved or the
            // system's language, so the same command gives the same report on every machine.
            { QStringLiteral("language"),
                QCoreApplication::translate("main", "Language of the report and the printed comparison: en, de or zh_CN (English when not given)."),
                QStringLiteral("code") },
        };
        parser.addOptions(options);
        parser.addPositionalArgument(QStringLiteral("scenario"), QCoreApplication::translate("main", "Scenario file to open."));
        if (const int exit = parseCommandLine(parser, options, app); exit >= 0) return exit;
        const QString language = forcedLanguage(argc, argv);
        if (!language.isEmpty() && gantry::gui::matchLanguage(language).isEmpty()) {
            std::fprintf(stderr, "gantry: --language: unknown language '%s' (en, de or zh_CN)\n", qPrintable(language));
            return 2;
        }
        gantry::gui::applyLanguage(language.isEmpty() ? QStringLiteral("en") : language);
        const QStringList args = parser.positionalArguments();
        const QString scenario = args.isEmpty() ? demoScenario() : args.front();
        if (parser.isSet(QStringLiteral("report")))
            return writeReportOnly(scenario, parser.value(QStringLiteral("report")), !parser.isSet(QStringLiteral("no-plan")),
                parser.value(QStringLiteral("threads")).toInt());
        return runHeadless(scenario, parser.value(QStringLiteral("out")));
    }

    QApplication app(argc, argv);
    QApplication::setApplicationDisplayName(QStringLiteral("Gantry"));
    const QString settingsSetAside = gantry::gui::setAsideOversizedSettings(); // before anything reads them
    // The installed desktop entry (packaging/gantry.desktop) and the theme's icon (hicolor/*/apps/gantry).
    QGuiApplication::setDesktopFileName(QStringLiteral("gantry"));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("gantry")));
    // The saved language (View > Language), else the system's when Gantry speaks it, else English.
    const QString forced = forcedLanguage(argc, argv);
    if (!forced.isEmpty() && gantry::gui::matchLanguage(forced).isEmpty())
        std::fprintf(stderr, "gantry: unknown language '%s' (en, de or zh_CN); using the saved one\n", qPrintable(forced));
    gantry::gui::applyLanguage(gantry::gui::startupLanguage(forced));
    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "What-if planner for GPU clusters"));
    parser.addHelpOption();
    const QList<QCommandLineOption> options { { QStringLiteral("headless"), QApplication::translate("main", "Run without a window.") },
        { QStringLiteral("lesson"), QApplication::translate("main", "Start this lesson in the Lessons panel."), QStringLiteral("file") },
        { QStringLiteral("language"), QApplication::translate("main", "Show the window in this language (en, de or zh_CN) this time."),
            QStringLiteral("code") } };
    parser.addOptions(options);
    parser.addPositionalArgument(QStringLiteral("scenario"), QApplication::translate("main", "Scenario file to open (default: the demo)."));
    if (const int exit = parseCommandLine(parser, options, app); exit >= 0) return exit;

    gantry::gui::MainWindow window;
    window.show();
    if (!settingsSetAside.isEmpty()) {
        const QString message = gantry::gui::oversizedSettingsMessage(settingsSetAside);
        std::fprintf(stderr, "gantry: %s\n", qPrintable(message));
        gantry::gui::DialogSeam::instance().inform(&window, QApplication::translate("main", "Settings set aside"), message);
    }
    const QString lesson = parser.value(QStringLiteral("lesson"));
    if (!lesson.isEmpty()) {
        window.showLessons();
        if (window.lessonPanel()->openLesson(lesson)) return app.exec();
    }
    if (!window.offerRecovery()) {
        const QStringList args = parser.positionalArguments();
        window.openFile(args.isEmpty() ? demoScenario() : args.front());
    }
    window.offerWelcomeOnFirstStart();
    return app.exec();
}
