// gantry: the GUI. With no display (or --headless) it runs the scenario (default: the bundled demo)
// without any window and writes its summary, like hotspot's export mode.

#include "widgets/MainWindow.h"
#include "widgets/ReportPdf.h"

#include "core/io/ScenarioIo.h"
#include "core/metrics/Comparison.h"
#include "core/report/Report.h"
#include "core/run/ScenarioRunner.h"
#include "core/util/File.h"
#include "core/util/Interrupt.h"
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
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

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

QString demoScenario()
{
    const QString installed = QCoreApplication::applicationDirPath() + QStringLiteral("/../share/gantry/demo/demo.yaml");
    if (QFileInfo::exists(installed)) return QFileInfo(installed).absoluteFilePath();
    return QStringLiteral(GANTRY_DEMO_SCENARIO);
}

bool haveDisplay()
{
    return std::getenv("DISPLAY") || std::getenv("WAYLAND_DISPLAY") || std::getenv("QT_QPA_PLATFORM");
}

int runHeadless(const QString& scenarioPath, const QString& outDir)
{
    auto folder = gantry::OutputFolder::open(outDir.toStdString()); // before the runs: a bad folder is found at once
    if (!folder) {
        std::fprintf(stderr, "%s\n", folder.error().toString().c_str());
        return folder.error().exitCode();
    }
    auto scenario = gantry::loadScenario(scenarioPath.toStdString());
    if (!scenario) {
        std::fprintf(stderr, "%s\n", scenario.error().toString().c_str());
        return scenario.error().exitCode();
    }
    std::printf("gantry: no display, running %s headless\n", qPrintable(scenarioPath));
    // The same report as gantry-cli report: every run and, when the scenario has one, the plan.
    auto prepared = gantry::prepareReport(scenario.value(), true, 2, [](const std::string&, double) { return !gantry::interrupted(); });
    if (gantry::interrupted()) return interruptedExit();
    if (!prepared) {
        std::fprintf(stderr, "%s\n", prepared.error().toString().c_str());
        return prepared.error().exitCode();
    }
    const gantry::ReportInput& report = prepared.value();
    const std::vector<gantry::RunResult>& runs = report.runs;
    std::printf("%s", gantry::comparisonTable(runs).c_str());
    const std::string dir = outDir.toStdString();
    // The report goes into the same folder, made whole with the runs' files.
    if (auto written = gantry::writeFileAtomically(folder.value().path("report.html"), gantry::reportHtml(report)); !written) {
        std::fprintf(stderr, "%s\n", written.error().toString().c_str());
        return written.error().exitCode();
    }
    if (const QString error = gantry::gui::writeReportPdf(report, QString::fromStdString(folder.value().path("report.pdf")));
        !error.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    if (gantry::interrupted()) return interruptedExit();
    if (auto written = gantry::writeComparisonOutputs(runs, folder.value()); !written) {
        std::fprintf(stderr, "%s\n", written.error().toString().c_str());
        return written.error().exitCode();
    }
    std::printf("\nevery run's outputs: %s/<variant>/ (exact values in %s/comparison.csv); the report: %s/report.html and report.pdf\n",
        dir.c_str(), dir.c_str(), dir.c_str());
    return 0;
}

/// `gantry --headless --report FILE SCENARIO`: only the report (PDF or HTML by its extension); how
/// `gantry-cli report --out FILE.pdf` gets its PDF drawn.
int writeReportOnly(const QString& scenarioPath, const QString& reportPath, bool withPlan, int threads)
{
    auto scenario = gantry::loadScenario(scenarioPath.toStdString());
    if (!scenario) {
        std::fprintf(stderr, "%s\n", scenario.error().toString().c_str());
        return scenario.error().exitCode();
    }
    auto input = gantry::prepareReport(scenario.value(), withPlan, threads, [](const std::string&, double) { return !gantry::interrupted(); });
    if (gantry::interrupted()) return interruptedExit();
    if (!input) {
        std::fprintf(stderr, "%s\n", input.error().toString().c_str());
        return input.error().exitCode();
    }
    if (gantry::interrupted()) return interruptedExit();
    if (const QString error = gantry::gui::writeReport(input.value(), reportPath); !error.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    std::printf("report written to %s\n", qPrintable(reportPath));
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
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
        parser.addOption({ QStringLiteral("headless"), QCoreApplication::translate("main", "Run without a window.") });
        parser.addOption({ QStringLiteral("out"), QCoreApplication::translate("main", "Output folder (headless)."), QStringLiteral("dir"),
            QStringLiteral("gantry-demo-output") });
        parser.addOption({ QStringLiteral("report"), QCoreApplication::translate("main", "Write only the report to this file (.pdf or .html)."),
            QStringLiteral("file") });
        parser.addOption({ QStringLiteral("no-plan"), QCoreApplication::translate("main", "Leave the plan out of the report.") });
        parser.addOption({ QStringLiteral("threads"), QCoreApplication::translate("main", "Runs in parallel."), QStringLiteral("n"),
            QStringLiteral("2") });
        parser.addPositionalArgument(QStringLiteral("scenario"), QCoreApplication::translate("main", "Scenario file to open."));
        parser.process(app);
        const QStringList args = parser.positionalArguments();
        const QString scenario = args.isEmpty() ? demoScenario() : args.front();
        if (parser.isSet(QStringLiteral("report")))
            return writeReportOnly(scenario, parser.value(QStringLiteral("report")), !parser.isSet(QStringLiteral("no-plan")),
                std::clamp(parser.value(QStringLiteral("threads")).toInt(), 1, 64));
        return runHeadless(scenario, parser.value(QStringLiteral("out")));
    }

    QApplication app(argc, argv);
    QApplication::setApplicationDisplayName(QStringLiteral("Gantry"));
    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "What-if planner for GPU clusters"));
    parser.addHelpOption();
    parser.addOption({ QStringLiteral("headless"), QApplication::translate("main", "Run without a window.") });
    parser.addPositionalArgument(QStringLiteral("scenario"), QApplication::translate("main", "Scenario file to open (default: the demo)."));
    parser.process(app);

    const QString language = QSettings().value(QStringLiteral("language")).toString();
    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    QTranslator qtTranslator;
    if (qtTranslator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        app.installTranslator(&qtTranslator);
    QTranslator appTranslator;
    if (appTranslator.load(locale, QStringLiteral("gantry"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        app.installTranslator(&appTranslator);

    gantry::gui::MainWindow window;
    window.show();
    if (!window.offerRecovery()) {
        const QStringList args = parser.positionalArguments();
        window.openFile(args.isEmpty() ? demoScenario() : args.front());
    }
    return app.exec();
}
