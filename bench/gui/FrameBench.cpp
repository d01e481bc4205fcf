// Frame times of the GUI while the full Philly trace (82k jobs) runs at maximum speed on a 2,816-GPU
// cluster, and the process's memory. A "frame" is one turn of the GUI thread that received new data:
// apply the batch and repaint the widgets it made dirty (offscreen). Usage:
//   gantry_gui_framebench [trace.csv] [--jobs N]
//   gantry_gui_framebench --generated --jobs N    (Philly-like generated jobs, 114 an hour: 10^6 is a year)
#include "widgets/DecisionModel.h"
#include "widgets/GanttView.h"
#include "widgets/MainWindow.h"
#include "widgets/RunState.h"
#include "widgets/ScenarioDocument.h"
#include "widgets/TopologyView.h"

#include <QApplication>
#include <QStringList>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QStandardPaths>
#include <QThread>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

static long statusKb(const char* key)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith(key)) return line.mid(static_cast<int>(strlen(key))).trimmed().split(' ').front().toLong();
    return -1;
}

int main(int argc, char** argv)
{
    if (!std::getenv("QT_QPA_PLATFORM")) setenv("QT_QPA_PLATFORM", "offscreen", 1);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("GantryBench"));
    QApplication app(argc, argv);
    // The full public Philly trace: $GANTRY_TRACES_DIR, else ../shared/traces beside the repository.
    QString trace = qEnvironmentVariable("GANTRY_TRACES_DIR", QStringLiteral(GANTRY_SOURCE_DIR "/../shared/traces"))
        + QStringLiteral("/raw/philly/pollux_philly_full.csv");
    int limit = 0;
    bool generated = false;
    QStringList hide;
    for (int i = 1; i < argc; ++i) {
        if (QByteArray(argv[i]) == "--jobs" && i + 1 < argc) limit = std::atoi(argv[++i]);
        else if (QByteArray(argv[i]) == "--generated") generated = true;
        else if (QByteArray(argv[i]) == "--hide" && i + 1 < argc) hide << QString::fromLocal8Bit(argv[++i]); // e.g. metricsDock
        else trace = QString::fromLocal8Bit(argv[i]);
    }
    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("philly-full.yaml"));
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    const QString workload = generated
        ? QStringLiteral("{generator: poisson-philly, generator_params: {jobs: %1, jobs_per_hour: 114}}").arg(limit)
        : QStringLiteral("{trace: '%1', format: pollux-philly, limit: %2}").arg(trace).arg(limit);
    f.write(QStringLiteral("gantry: 1\nname: GUI frame bench\ncluster: {shape: 11x32x8}\n"
                           "workload: %1\n"
                           "policy: {ordering: fifo, placement: consolidate}\n"
                           "simulation: {sample_seconds: 3600}\n")
                .arg(workload)
                .toUtf8());
    f.close();

    gantry::gui::MainWindow window;
    window.resize(1600, 1000);
    window.show();
    for (const QString& name : hide)
        if (auto* w = window.findChild<QWidget*>(name)) w->hide();
    if (!window.openFile(path)) return 1;
    auto* controller = window.controller();
    QElapsedTimer wall;
    while (controller->state() != gantry::gui::RunController::State::Ready) {
        app.processEvents();
        QThread::msleep(1);
        if (controller->state() == gantry::gui::RunController::State::Failed) return 1;
    }
    std::printf("jobs: %d, GPUs: %d\n", window.runState()->jobCount(), window.runState()->cluster().gpuCount());
    wall.start();
    window.runToEnd();
    std::vector<double> frames;
    std::uint64_t lastEvents = 0;
    bool shot = false;
    double lastNow = -1;
    while (!window.runState()->result()) {
        QElapsedTimer frame;
        frame.start();
        app.processEvents();
        const bool changed = window.runState()->events() != lastEvents || window.runState()->now() != lastNow;
        if (changed) {
            // processEvents applied the batch and repainted what it made dirty: that is one frame.
            frames.push_back(frame.nsecsElapsed() / 1e6);
            lastEvents = window.runState()->events();
            // One picture half-way through, for docs/screenshots.
            const QString shots = qEnvironmentVariable("GANTRY_SCREENSHOT_DIR");
            if (!shots.isEmpty() && !shot && window.runState()->remainingJobs() < window.runState()->jobCount() / 2) {
                shot = true;
                window.grab().save(shots + QStringLiteral("/philly-full-running.png"));
            }
            lastNow = window.runState()->now();
        } else {
            QThread::msleep(1);
        }
    }
    const double seconds = wall.elapsed() / 1000.0;
    std::printf("frames in order (ms):");
    for (double ms : frames) std::printf(" %.0f", ms);
    std::printf("\n");
    std::sort(frames.begin(), frames.end());
    const auto pct = [&](double p) { return frames.empty() ? 0.0 : frames[std::min(frames.size() - 1, static_cast<std::size_t>(p * frames.size()))]; };
    std::printf("run to end: %.1f s wall, %zu frames with new data (%.1f per second)\n", seconds, frames.size(), frames.size() / seconds);
    std::printf("frame time: median %.2f ms, p95 %.2f ms, p99 %.2f ms, worst %.2f ms\n", pct(0.5), pct(0.95), pct(0.99),
        frames.empty() ? 0.0 : frames.back());
    std::printf("Gantt paint %.2f ms, topology paint %.2f ms (last frame)\n", window.gantt()->lastPaintMs(), window.topology()->lastPaintMs());
    std::printf("decisions kept in the GUI: %d\n", window.decisionModel()->rowCount());
    std::printf("memory: VmRSS %ld MB, VmHWM (peak) %ld MB\n", statusKb("VmRSS:") / 1024, statusKb("VmHWM:") / 1024);
    return 0;
}
