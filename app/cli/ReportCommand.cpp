/// `report`: a scenario's report as self-contained HTML, or as PDF drawn by the gantry program.

#include "app/cli/Command.h"

#include "core/io/ScenarioIo.h"
#include "core/plan/Planner.h"
#include "core/report/Report.h"
#include "core/run/ScenarioRunner.h"
#include "core/util/File.h"
#include "core/util/Text.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

namespace gantry::cli {
namespace {

struct ReportArgs {
    std::string file, out;
    int threads = 2;
    bool noPlan = false;
    std::string language = "en";
};

/// PDF reports need Qt's PDF writer, and reports in another language than English Qt's translations,
/// which gantry-cli does not load (it starts in milliseconds without Qt): the gantry program beside it
/// writes them (`gantry --headless --report FILE.pdf --language de`). Its exit
/// status is this command's. Ctrl-C at a terminal reaches both (one process group); a signal sent to
/// this process alone (SIGTERM from a job manager) is passed on, and the child is waited for, so no
/// report is left half-drawn.
int writeReportWithGui(const ReportArgs& args)
{
    std::vector<std::string> candidates;
    if (const char* gui = std::getenv("GANTRY_GUI"); gui && *gui) {
        candidates.push_back(gui);
    } else {
        std::error_code ec;
        const auto dir = std::filesystem::read_symlink("/proc/self/exe", ec).parent_path();
        candidates = { (dir / "gantry").string(), (dir / "gui" / "gantry").string() }; // installed; build tree
    }
    const auto found = std::find_if(candidates.begin(), candidates.end(), [](const std::string& c) { return ::access(c.c_str(), X_OK) == 0; });
    if (found == candidates.end())
        return fail({ ErrorCode::FileNotFound, "PDF reports and reports in other languages than English are written by the gantry program, "
                "which is not installed (looked for " + candidates.front() + (candidates.size() > 1 ? " and " + candidates.back() : std::string())
                + "); write FILE.html in English instead",
            { args.out, 0, 0, "--out" } });
    std::vector<std::string> argv { *found, "--headless", "--report", args.out, "--threads", std::to_string(args.threads), "--language",
        args.language };
    if (args.noPlan) argv.push_back("--no-plan");
    argv.push_back(args.file);
    std::vector<char*> cargv;
    for (auto& a : argv) cargv.push_back(a.data());
    cargv.push_back(nullptr);
    pid_t child = 0;
    if (const int e = ::posix_spawn(&child, found->c_str(), nullptr, nullptr, cargv.data(), environ); e != 0)
        return fail({ ErrorCode::Io, *found + ": " + std::strerror(e), { args.out, 0, 0, "--out" } });
    int status = 0;
    bool forwarded = false;
    while (::waitpid(child, &status, 0) < 0 && errno == EINTR)
        if (interrupted() && !forwarded) {
            ::kill(child, interruptSignal());
            forwarded = true;
        }
    if (interrupted()) return interruptedExit();
    if (WIFEXITED(status)) return WEXITSTATUS(status);
    return 128 + (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
}

} // namespace

Command addReportCommand(CLI::App& app)
{
    auto args = std::make_shared<ReportArgs>();
    auto* cmd = app.add_subcommand("report", "Write a scenario's report (HTML or PDF): every variant, charts, the plan");
    cmd->add_option("SCENARIO", args->file, "Scenario file (YAML)")->type_name("")->required();
    cmd->add_option("--out", args->out, "The report file: FILE.html (self-contained) or FILE.pdf")->type_name("FILE")->required();
    cmd->add_option("--threads", args->threads, "Runs in parallel (results never depend on it)")
        ->type_name("N")->check(wholeNumber(1, 64))->capture_default_str();
    cmd->add_flag("--no-plan", args->noPlan, "Leave out the capacity plan even if the scenario has one");
    cmd->add_option("--language", args->language, "The report's language")
        ->type_name("CODE")
        ->check(CLI::IsMember({ "en", "de", "zh_CN" }))
        ->capture_default_str();
    cmd->footer("The report holds the question, cluster, workload, results with changes, charts (inline SVG), the "
                "plan's answer, assumptions and provenance; SOURCE_DATE_EPOCH sets its date. PDFs are drawn by Qt: "
                "gantry-cli hands them to the gantry program installed beside it.");

    return { cmd, [args] {
                auto format = checkReportPath(args->out);
                if (!format) return fail(format.error());
                const bool pdf = *format == ReportFormat::Pdf;
                auto scenario = loadScenario(args->file);
                if (!scenario) return fail(scenario.error());
                if (pdf || args->language != "en") return writeReportWithGui(*args);
                const Scenario& s = scenario.value();
                ProgressBar bar(true);
                auto input = prepareReport(s, args->noPlan ? nullptr : ReportPlanSearch(searchPlanForReport), args->threads, [&](const std::string& what, double f) {
                    bar.update(what, f);
                    return !interrupted();
                });
                bar.finish();
                if (interrupted()) return interruptedExit();
                if (!input) return fail(locateInScenarioFile(input.error(), args->file));
                if (auto st = writeFileAtomically(args->out, reportHtml(input.value())); !st) return fail(st.error());
                std::printf("report written to %s\n", printable(args->out).c_str());
                return kOk;
            } };
}

} // namespace gantry::cli
