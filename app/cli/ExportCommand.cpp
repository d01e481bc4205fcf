/// `export`: the tenant setup an operator applies, as Kueue objects or a Slurm configuration.

#include "app/cli/Command.h"

#include "core/Version.h"
#include "core/io/ScenarioIo.h"
#include "core/io/TenantExport.h"
#include "core/util/File.h"
#include "core/util/Text.h"

#include <cstdio>
#include <memory>
#include <optional>
#include <string>

namespace gantry::cli {

Command addExportCommand(CLI::App& app)
{
    struct Args {
        std::string file, to, variant, out;
    };
    auto args = std::make_shared<Args>();
    auto* cmd = app.add_subcommand("export", "Write a scenario's tenant setup to deploy: Kueue queues or a Slurm configuration");
    cmd->add_option("SCENARIO", args->file, "Scenario file (YAML) with tenants")->type_name("")->required();
    cmd->add_option("--to", args->to, "kueue (ResourceFlavors, ClusterQueues, LocalQueues) or slurm (slurm.conf, sacctmgr.sh, associations.cfg)")
        ->type_name("SYSTEM")->required()->check(CLI::IsMember({ "kueue", "slurm" }));
    cmd->add_option("--variant", args->variant, "Export this variant of the scenario instead of its base")->type_name("NAME");
    cmd->add_option("--out", args->out, "Write the files into DIR (kueue.yaml; slurm.conf, sacctmgr.sh and associations.cfg)")->type_name("DIR");
    cmd->footer("Without --out the files go to standard output, e.g. gantry-cli export S.yaml --to kueue | kubectl apply -f -\n"
                "Mapping and limits of each system: docs/tenants.md, \"Deploying the answer\".");

    return { cmd, [args] {
                std::optional<OutputFolder> folder;
                if (auto exit = openOutputFolder(args->out, folder)) return *exit;
                auto loaded = loadScenario(args->file);
                if (!loaded) return fail(loaded.error());
                const Scenario& base = loaded.value();
                auto index = findVariant(base, args->variant, args->file);
                if (!index) return fail(index.error());
                Scenario scenario = base;
                if (*index >= 0) {
                    auto applied = applyVariant(base, *index);
                    if (!applied) return fail(locateInScenarioFile(applied.error(), args->file));
                    scenario = std::move(applied.value());
                }
                const ExportSource source { args->file, args->variant, base.name };
                auto files = args->to == "kueue" ? exportKueue(scenario, source) : exportSlurm(scenario, source);
                if (!files) {
                    const Error error = *index >= 0 ? locateInVariant(files.error(), base, *index) : files.error();
                    return fail(locateInScenarioFile(error, args->file));
                }
                if (interrupted()) return interruptedExit();
                if (!folder) {
                    for (const ExportFile& f : files.value()) {
                        if (files.value().size() > 1) std::printf("# ==> %s <==\n", f.name.c_str());
                        std::fputs(f.text.c_str(), stdout);
                    }
                    return kOk;
                }
                for (const ExportFile& f : files.value())
                    if (auto st = writeFileAtomically(folder->path(f.name), f.text); !st) return fail(st.error());
                if (interrupted()) return interruptedExit();
                if (auto st = folder->commit("gantry " + std::string(kVersion) + " export --to " + args->to + " scenario_sha256="
                            + scenarioHash(scenario) + "\n");
                    !st)
                    return fail(st.error());
                std::printf("%s setup written to %s\n", args->to == "kueue" ? "Kueue" : "Slurm", printable(args->out).c_str());
                return kOk;
            } };
}

} // namespace gantry::cli
