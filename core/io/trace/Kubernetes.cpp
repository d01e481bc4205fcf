// Trace importer: Kubernetes Jobs, `kubectl get jobs --all-namespaces -o json` (docs/trace-formats.md,
// "kubernetes-jobs").
#include "core/io/Json.h"
#include "core/io/trace/Importer.h"
#include "core/util/Translate.h"

namespace gantry::traceimport {

namespace {

const JsonValue* at(const JsonValue& value, std::initializer_list<std::string_view> path)
{
    const JsonValue* v = &value;
    for (std::string_view key : path)
        if (!(v = v->find(key))) return nullptr;
    return v;
}

/// An RFC 3339 time as Kubernetes writes it ("2026-03-02T09:00:00Z"); false when absent or null.
bool kubeTime(const JsonValue* value, const std::string& field, Importer& in, double& out)
{
    if (value == nullptr || value->isNull()) return false;
    if (!value->isString()) in.bad(value->line(), field,
        fillIn(translate("Error", "expected a time, found %1"), { JsonValue::typeName(value->type()) }));
    std::string text = value->string();
    if (!text.empty() && text.back() == 'Z') text.pop_back(); // Kubernetes writes UTC
    if (!parseDateTime(text, out)) in.bad(value->line(), field,
        fillIn(translate("Error", "%1 is not a time like 2026-03-02T09:00:00Z"), { shortText(value->string()) }));
    return true;
}

/// A quantity of GPUs ("4", or 4): whole and not negative; 0 when absent.
double gpuQuantity(const JsonValue* value, const std::string& field, Importer& in)
{
    if (value == nullptr || value->isNull()) return 0;
    double count = 0;
    if (value->isNumber()) count = value->number();
    else if (!value->isString() || !parseNumber(value->string(), count))
        in.bad(value->line(), field, translate("Error", "expected a whole number of GPUs"));
    if (count < 0 || count != std::floor(count)) in.bad(value->line(), field, translate("Error", "expected a whole number of GPUs"));
    return count;
}

} // namespace

void importKubernetesJobs(std::string_view text, Importer& in)
{
    Result<JsonValue> parsed = parseJson(text, in.path());
    if (!parsed) throw ErrorException(parsed.error());
    const JsonValue& root = *parsed;
    const JsonValue* items = root.isArray() ? &root : root.find("items");
    if (items == nullptr || !items->isArray())
        in.bad(root.line(), "items", translate("Error", "expected the output of kubectl get jobs -o json (a List with items)"), ErrorCode::Parse);
    for (const JsonValue& job : items->array()) {
        const int line = in.row(job.line());
        if (!job.isObject()) in.bad(line, {}, fillIn(translate("Error", "expected a Job object, found %1"), { JsonValue::typeName(job.type()) }));
        if (const JsonValue* kind = job.find("kind"); kind && kind->isString() && kind->string() != "Job") {
            in.skip(line, "kind", fillIn(translate("Error", "not a Job (kind %1)"), { shortText(kind->string()) }));
            continue;
        }
        const JsonValue* name = at(job, { "metadata", "name" });
        if (name == nullptr || !name->isString() || name->string().empty())
            in.bad(line, "metadata.name", translate("Error", "is missing or empty"), ErrorCode::MissingField);
        const JsonValue* ns = at(job, { "metadata", "namespace" });
        const std::string space = ns && ns->isString() && !ns->string().empty() ? ns->string() : "default";
        JobSpec spec;
        spec.id = space + "/" + name->string(); // names are unique within a namespace only
        // A Kueue queue when the Job names one (its tenant's LocalQueue), else the namespace.
        const JsonValue* queue = at(job, { "metadata", "labels", "kueue.x-k8s.io/queue-name" });
        spec.vc = queue && queue->isString() && !queue->string().empty() ? queue->string() : space;
        double submit = 0;
        if (!kubeTime(at(job, { "metadata", "creationTimestamp" }), "metadata.creationTimestamp", in, submit))
            in.bad(line, "metadata.creationTimestamp", translate("Error", "is missing"), ErrorCode::MissingField);
        // GPUs: each pod's containers' nvidia.com/gpu limits (requests where no limit is set), times the pods.
        double perPod = 0;
        if (const JsonValue* containers = at(job, { "spec", "template", "spec", "containers" }); containers && containers->isArray())
            for (std::size_t c = 0; c < containers->array().size(); ++c) {
                const JsonValue& container = containers->array()[c];
                const std::string field = "spec.template.spec.containers[" + std::to_string(c) + "].resources.";
                const JsonValue* limit = at(container, { "resources", "limits", "nvidia.com/gpu" });
                perPod += limit ? gpuQuantity(limit, field + "limits", in)
                                : gpuQuantity(at(container, { "resources", "requests", "nvidia.com/gpu" }), field + "requests", in);
            }
        const JsonValue* parallelism = at(job, { "spec", "parallelism" });
        // Absent or null: Kubernetes' default, one pod. A string ("3") is not a count: kubectl refuses it too.
        const bool given = parallelism && !parallelism->isNull();
        if (given && !parallelism->isNumber())
            in.bad(parallelism->line(), "spec.parallelism", translate("Error", "expected a whole number of pods"));
        const double pods = given ? parallelism->number() : 1;
        if (pods < 0 || pods != std::floor(pods)) in.bad(parallelism->line(), "spec.parallelism",
            translate("Error", "expected a whole number of pods"));
        if (in.cpuOnly(perPod * pods, line, "nvidia.com/gpu")) continue;
        spec.gpus = in.gpus(perPod * pods, line, "nvidia.com/gpu");
        // activeDeadlineSeconds: how long the Job may be active before Kubernetes ends it, Gantry's time limit.
        if (const JsonValue* deadline = at(job, { "spec", "activeDeadlineSeconds" }); deadline && !deadline->isNull()) {
            if (!deadline->isNumber() || deadline->number() <= 0 || deadline->number() != std::floor(deadline->number()))
                in.bad(deadline->line(), "spec.activeDeadlineSeconds", translate("Error", "expected a whole number of seconds above 0"));
            spec.timeLimit = deadline->number();
        }
        double start = 0, end = 0;
        if (!kubeTime(at(job, { "status", "startTime" }), "status.startTime", in, start)) {
            if (!in.missingDuration(spec.duration, line, "status.startTime",
                translate("Error", "never started (no status.startTime; suspended or pending)")))
                continue;
        } else {
            in.recordWait(spec, submit, start);
            bool ended = kubeTime(at(job, { "status", "completionTime" }), "status.completionTime", in, end);
            // A failed Job has no completionTime: it ended when its Failed condition became true.
            if (const JsonValue* conditions = at(job, { "status", "conditions" }); !ended && conditions && conditions->isArray())
                for (const JsonValue& c : conditions->array()) {
                    const JsonValue* type = c.find("type");
                    const JsonValue* status = c.find("status");
                    if (type && type->isString() && type->string() == "Failed" && status && status->isString() && status->string() == "True")
                        ended = kubeTime(c.find("lastTransitionTime"), "status.conditions.lastTransitionTime", in, end);
                }
            if (!ended) {
                if (!in.missingDuration(spec.duration, line, "status.completionTime",
                    translate("Error", "still running when exported (no completionTime)")))
                    continue;
            } else {
                if (end < start) in.bad(line, "status.completionTime", translate("Error", "is before status.startTime"));
                spec.duration = end - start;
            }
        }
        in.add(std::move(spec), submit, line,
            { "metadata.name", "metadata.creationTimestamp", "status.completionTime", {}, {}, "kueue.x-k8s.io/queue-name" });
    }
}

} // namespace gantry::traceimport
