#include "core/learn/Checkpoint.h"

#include "core/util/Text.h"

#include "core/util/File.h"
#include "core/util/Sha256.h"
#include "core/util/Translate.h"

#include <charconv>
#include <sstream>

namespace gantry::learn {

namespace {

constexpr const char* kMagic = "GANTRY-MODEL 1";

std::string joinInts(const std::vector<int>& v)
{
    std::string s;
    for (std::size_t i = 0; i < v.size(); ++i) s += (i ? "," : "") + std::to_string(v[i]);
    return s;
}

Error bad(const std::string& file, const std::string& field, const std::string& message)
{
    return Error { ErrorCode::BadValue, message, { file, 0, 0, field } };
}

} // namespace

std::string encodeCheckpoint(const Checkpoint& c)
{
    const CheckpointMeta& m = c.meta;
    std::ostringstream o;
    o << kMagic << "\n";
    o << "scheduler: " << m.scheduler << "\n";
    o << "net_kind: " << m.net.kind << "\n";
    o << "input_size: " << m.net.inputSize << "\n";
    o << "actions: " << m.net.actions << "\n";
    o << "hidden: " << joinInts(m.net.hidden) << "\n";
    o << "image: " << m.net.channels << "," << m.net.height << "," << m.net.width << "\n";
    o << "job_slots: " << m.net.jobSlots << "\n";
    o << "job_features: " << m.net.jobFeatures << "\n";
    if (m.net.kind == "harmony-attention")
        o << "servers: " << m.net.servers << "," << m.net.serverFeatures << "," << m.net.heads << "\n";
    o << "learning_rate: " << formatNumber(m.net.learningRate) << "\n";
    o << "value_learning_rate: " << formatNumber(m.net.valueLearningRate) << "\n";
    o << "scenario_hash: " << m.scenarioHash << "\n";
    o << "scenario_name: " << m.scenarioName << "\n";
    o << "seed: " << m.seed << "\n";
    o << "threads: " << m.threads << "\n";
    o << "episodes: " << m.episodes << "\n";
    o << "gantry_version: " << m.gantryVersion << "\n";
    for (const auto& [k, v] : m.extra) o << "x." << k << ": " << v << "\n";
    o << "weights_bytes: " << c.weights.size() << "\n";
    // Last header line: the checksum of everything before it and of the weights, so a flipped byte
    // anywhere (a setting, a weight) is refused instead of changing the schedule.
    const std::string header = o.str();
    Sha256 sum;
    sum.update(header);
    sum.update(c.weights);
    return header + "content_sha256: " + sum.hexDigest() + "\n---\n" + c.weights;
}

Result<Checkpoint> decodeCheckpoint(const std::string& bytes, const std::string& file)
{
    const std::size_t end = bytes.find("\n---\n");
    if (bytes.rfind(kMagic, 0) != 0 || end == std::string::npos)
        return Error { ErrorCode::Parse, fillIn(translate("Error", "not a Gantry model file (expected a '%1' header)"), { std::string(kMagic) }),
            { file, 1, 1, "header" } };
    // The checksum first: nothing of a file that was changed after it was written is trusted.
    static const std::string kChecksum = "\ncontent_sha256: ";
    const std::size_t checksumAt = bytes.rfind(kChecksum, end);
    if (checksumAt == std::string::npos)
        return Error { ErrorCode::BadValue,
            translate("Error", "the model file has no checksum (it was written by an older Gantry, or edited): train the model again"),
            { file, 0, 0, "content_sha256" } };
    {
        Sha256 sum;
        sum.update(std::string_view(bytes).substr(0, checksumAt + 1));
        sum.update(std::string_view(bytes).substr(end + 5));
        if (bytes.compare(checksumAt + kChecksum.size(), end - checksumAt - kChecksum.size(), sum.hexDigest()) != 0)
            return Error { ErrorCode::BadValue,
                translate("Error", "the model file is corrupt: its content does not match its checksum (a changed or truncated file); train the "
                        "model again or restore the file"),
                { file, 0, 0, "content_sha256" } };
    }
    std::map<std::string, std::string> fields;
    std::istringstream header(bytes.substr(0, end));
    std::string line;
    std::getline(header, line); // magic
    while (std::getline(header, line)) {
        const auto colon = line.find(": ");
        if (colon == std::string::npos) {
            if (line.size() > 0 && line.back() == ':') fields[line.substr(0, line.size() - 1)] = "";
            continue;
        }
        fields[line.substr(0, colon)] = line.substr(colon + 2);
    }
    auto text = [&](const std::string& key) -> Result<std::string> {
        auto it = fields.find(key);
        if (it == fields.end())
            return Error { ErrorCode::MissingField, fillIn(translate("Error", "the model file has no '%1'"), { key }), { file, 0, 0, key } };
        return it->second;
    };
    auto integer = [&](const std::string& key, long long& out) -> Status {
        auto t = text(key);
        if (!t) return t.error();
        const std::string& s = t.value();
        auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
        if (ec != std::errc() || p != s.data() + s.size()) return bad(file, key, fillIn(translate("Error", "not an integer: '%1'"), { s }));
        return Ok {};
    };
    auto ints = [&](const std::string& key, std::vector<int>& out) -> Status {
        auto t = text(key);
        if (!t) return t.error();
        out.clear();
        std::istringstream in(t.value());
        std::string part;
        while (std::getline(in, part, ',')) {
            int v = 0;
            auto [p, ec] = std::from_chars(part.data(), part.data() + part.size(), v);
            if (ec != std::errc() || p != part.data() + part.size() || v < 0)
                return bad(file, key, fillIn(translate("Error", "not a list of sizes: '%1'"), { t.value() }));
            out.push_back(v);
        }
        return Ok {};
    };

    Checkpoint c;
    CheckpointMeta& m = c.meta;
    long long v = 0;
#define GANTRY_TRY(expr)                                                                                              \
    if (auto s_ = (expr); !s_) return s_.error();
    auto sched = text("scheduler");
    if (!sched) return sched.error();
    m.scheduler = sched.value();
    auto kind = text("net_kind");
    if (!kind) return kind.error();
    m.net.kind = kind.value();
    if (m.net.kind != "mlp" && m.net.kind != "topdrl-cnn" && m.net.kind != "dual-agent"
        && m.net.kind != "harmony-attention") return bad(file, "net_kind", fillIn(translate("Error", "unknown network kind '%1'"), { m.net.kind }));
    GANTRY_TRY(integer("input_size", v));
    m.net.inputSize = int(v);
    GANTRY_TRY(integer("actions", v));
    m.net.actions = int(v);
    GANTRY_TRY(ints("hidden", m.net.hidden));
    std::vector<int> image;
    GANTRY_TRY(ints("image", image));
    if (image.size() != 3) return bad(file, "image", translate("Error", "expected channels,height,width"));
    m.net.channels = image[0];
    m.net.height = image[1];
    m.net.width = image[2];
    GANTRY_TRY(integer("job_slots", v));
    m.net.jobSlots = int(v);
    GANTRY_TRY(integer("job_features", v));
    m.net.jobFeatures = int(v);
    if (m.net.kind == "harmony-attention") {
        std::vector<int> servers;
        GANTRY_TRY(ints("servers", servers));
        if (servers.size() != 3) return bad(file, "servers", translate("Error", "expected servers,server_features,heads"));
        m.net.servers = servers[0];
        m.net.serverFeatures = servers[1];
        m.net.heads = servers[2];
    }
    auto sh = text("scenario_hash");
    if (!sh) return sh.error();
    m.scenarioHash = sh.value();
    m.scenarioName = fields["scenario_name"];
    auto seedText = text("seed");
    if (!seedText) return seedText.error();
    {
        const std::string& s = seedText.value();
        auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), m.seed);
        if (ec != std::errc() || p != s.data() + s.size()) return bad(file, "seed", fillIn(translate("Error", "not a seed: '%1'"), { s }));
    }
    GANTRY_TRY(integer("threads", v));
    m.threads = int(v);
    GANTRY_TRY(integer("episodes", v));
    m.episodes = int(v);
    m.gantryVersion = fields["gantry_version"];
    if (fields.count("learning_rate")) m.net.learningRate = parseNumber(fields["learning_rate"]).value_or(0);
    if (fields.count("value_learning_rate")) m.net.valueLearningRate = parseNumber(fields["value_learning_rate"]).value_or(0);
    for (const auto& [k, val] : fields)
        if (k.rfind("x.", 0) == 0) m.extra[k.substr(2)] = val;
    GANTRY_TRY(integer("weights_bytes", v));
#undef GANTRY_TRY
    const std::size_t start = end + 5;
    if (v < 0 || bytes.size() - start != static_cast<std::size_t>(v))
        return bad(file, "weights_bytes",
            fillIn(translate("Error", "the file is truncated or corrupt: header says %1 bytes of weights, found %2"),
                { std::to_string(v), std::to_string(bytes.size() - start) }));
    if (m.net.inputSize <= 0 || m.net.actions <= 0 || m.net.inputSize > 1000000 || m.net.actions > 100000)
        return bad(file, "input_size", translate("Error", "implausible network shape"));
    if (m.net.kind == "topdrl-cnn"
        && (m.net.channels <= 0 || m.net.height <= 0 || m.net.width <= 0 || m.net.jobSlots <= 0 || m.net.jobFeatures <= 0
            || m.net.channels * m.net.height * m.net.width + m.net.jobSlots * m.net.jobFeatures != m.net.inputSize
            || m.net.actions != m.net.jobSlots + 1))
        return bad(file, "image", translate("Error", "inconsistent TopDRL network shape"));
    if (m.net.kind == "dual-agent"
        && (m.net.height <= 0 || m.net.width <= 0 || m.net.jobSlots <= 0 || m.net.jobFeatures <= 0
            || m.net.jobSlots * m.net.jobFeatures + m.net.height * m.net.width + m.net.jobFeatures != m.net.inputSize
            || m.net.actions != m.net.jobSlots + 1 + m.net.height))
        return bad(file, "image", translate("Error", "inconsistent dual-agent network shape"));
    if (m.net.kind == "harmony-attention"
        && (m.net.servers <= 0 || m.net.serverFeatures <= 0 || m.net.jobFeatures <= 0 || m.net.heads <= 0
            || m.net.hidden.empty() || m.net.hidden[0] % m.net.heads != 0
            || m.net.servers * m.net.serverFeatures + m.net.jobFeatures != m.net.inputSize || m.net.actions != m.net.servers))
        return bad(file, "servers", translate("Error", "inconsistent Harmony network shape"));
    for (int h : m.net.hidden)
        if (h <= 0 || h > 100000) return bad(file, "hidden", translate("Error", "implausible hidden width"));
    c.weights = bytes.substr(start);
    return c;
}

Result<Checkpoint> loadCheckpoint(const std::string& path)
{
    auto bytes = readTextFile(path, std::size_t(1) << 28);
    if (!bytes) return bytes.error();
    return decodeCheckpoint(bytes.value(), path);
}

double CheckpointMeta::setting(const std::string& key, double fallback) const
{
    const auto it = extra.find(key);
    return it == extra.end() ? fallback : parseNumber(it->second).value_or(fallback);
}

} // namespace gantry::learn
