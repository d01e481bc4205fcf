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

namespace {

/// Whether the checksum line matches everything before it and the weights after `end` (the "\n---\n").
Status verifyChecksum(const std::string& bytes, std::size_t end, const std::string& file)
{
    // The checksum first: nothing of a file that was changed after it was written is trusted.
    static const std::string kChecksum = "\ncontent_sha256: ";
    const std::size_t checksumAt = bytes.rfind(kChecksum, end);
    if (checksumAt == std::string::npos)
        return Error { ErrorCode::BadValue,
            translate("Error", "the model file has no checksum (it was written by an older Gantry, or edited): train the model again"),
            { file, 0, 0, "content_sha256" } };
    Sha256 sum;
    sum.update(std::string_view(bytes).substr(0, checksumAt + 1));
    sum.update(std::string_view(bytes).substr(end + 5));
    if (bytes.compare(checksumAt + kChecksum.size(), end - checksumAt - kChecksum.size(), sum.hexDigest()) != 0)
        return Error { ErrorCode::BadValue,
            translate("Error", "the model file is corrupt: its content does not match its checksum (a changed or truncated file); train the "
                    "model again or restore the file"),
            { file, 0, 0, "content_sha256" } };
    return Ok {};
}

/// The header's `key: value` lines (after the magic line), each read with an error naming its key.
class HeaderFields {
public:
    HeaderFields(const std::string& header, std::string file) : m_file(std::move(file))
    {
        std::istringstream in(header);
        std::string line;
        std::getline(in, line); // magic
        while (std::getline(in, line)) {
            const auto colon = line.find(": ");
            if (colon == std::string::npos) {
                if (line.size() > 0 && line.back() == ':') m_fields[line.substr(0, line.size() - 1)] = "";
                continue;
            }
            m_fields[line.substr(0, colon)] = line.substr(colon + 2);
        }
    }
    const std::map<std::string, std::string>& all() const { return m_fields; }
    /// The value, or "" when the key is absent (for keys older files lack).
    std::string optional(const std::string& key) const
    {
        const auto it = m_fields.find(key);
        return it == m_fields.end() ? std::string() : it->second;
    }
    Result<std::string> text(const std::string& key) const
    {
        const auto it = m_fields.find(key);
        if (it == m_fields.end())
            return Error { ErrorCode::MissingField, fillIn(translate("Error", "the model file has no '%1'"), { key }), { m_file, 0, 0, key } };
        return it->second;
    }
    Status integer(const std::string& key, long long& out) const
    {
        auto t = text(key);
        if (!t) return t.error();
        const std::string& s = t.value();
        auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
        if (ec != std::errc() || p != s.data() + s.size()) return bad(m_file, key, fillIn(translate("Error", "not an integer: '%1'"), { s }));
        return Ok {};
    }
    Status integer(const std::string& key, int& out) const
    {
        long long v = 0;
        if (auto status = integer(key, v); !status) return status;
        out = int(v);
        return Ok {};
    }
    Status ints(const std::string& key, std::vector<int>& out) const
    {
        auto t = text(key);
        if (!t) return t.error();
        out.clear();
        std::istringstream in(t.value());
        std::string part;
        while (std::getline(in, part, ',')) {
            int v = 0;
            auto [p, ec] = std::from_chars(part.data(), part.data() + part.size(), v);
            if (ec != std::errc() || p != part.data() + part.size() || v < 0)
                return bad(m_file, key, fillIn(translate("Error", "not a list of sizes: '%1'"), { t.value() }));
            out.push_back(v);
        }
        return Ok {};
    }

private:
    std::map<std::string, std::string> m_fields;
    std::string m_file;
};

#define GANTRY_TRY(expr)                                                                                              \
    if (auto s_ = (expr); !s_) return s_.error();

/// The network's kind and shape, as the header gives them.
Status readNetShape(const HeaderFields& fields, NetSpec& net, const std::string& file)
{
    auto kind = fields.text("net_kind");
    if (!kind) return kind.error();
    net.kind = kind.value();
    if (net.kind != "mlp" && net.kind != "topdrl-cnn" && net.kind != "dual-agent" && net.kind != "harmony-attention")
        return bad(file, "net_kind", fillIn(translate("Error", "unknown network kind '%1'"), { net.kind }));
    GANTRY_TRY(fields.integer("input_size", net.inputSize));
    GANTRY_TRY(fields.integer("actions", net.actions));
    GANTRY_TRY(fields.ints("hidden", net.hidden));
    std::vector<int> image;
    GANTRY_TRY(fields.ints("image", image));
    if (image.size() != 3) return bad(file, "image", translate("Error", "expected channels,height,width"));
    net.channels = image[0];
    net.height = image[1];
    net.width = image[2];
    GANTRY_TRY(fields.integer("job_slots", net.jobSlots));
    GANTRY_TRY(fields.integer("job_features", net.jobFeatures));
    if (net.kind == "harmony-attention") {
        std::vector<int> servers;
        GANTRY_TRY(fields.ints("servers", servers));
        if (servers.size() != 3) return bad(file, "servers", translate("Error", "expected servers,server_features,heads"));
        net.servers = servers[0];
        net.serverFeatures = servers[1];
        net.heads = servers[2];
    }
    if (const std::string rate = fields.optional("learning_rate"); !rate.empty()) net.learningRate = parseNumber(rate).value_or(0);
    if (const std::string rate = fields.optional("value_learning_rate"); !rate.empty())
        net.valueLearningRate = parseNumber(rate).value_or(0);
    return Ok {};
}

/// A shape each network kind can be built with: a file that names another is refused before LibTorch sees it.
Status checkNetShape(const NetSpec& net, const std::string& file)
{
    if (net.inputSize <= 0 || net.actions <= 0 || net.inputSize > 1000000 || net.actions > 100000)
        return bad(file, "input_size", translate("Error", "implausible network shape"));
    // Only once the shape fields are positive: their products are not computed from a file's wild values.
    auto sizesAsImplied = [&] { return impliedSizes(net) == std::pair { net.inputSize, net.actions }; };
    if (net.kind == "topdrl-cnn"
        && (net.channels <= 0 || net.height <= 0 || net.width <= 0 || net.jobSlots <= 0 || net.jobFeatures <= 0 || !sizesAsImplied()))
        return bad(file, "image", translate("Error", "inconsistent TopDRL network shape"));
    if (net.kind == "dual-agent" && (net.height <= 0 || net.width <= 0 || net.jobSlots <= 0 || net.jobFeatures <= 0 || !sizesAsImplied()))
        return bad(file, "image", translate("Error", "inconsistent dual-agent network shape"));
    if (net.kind == "harmony-attention"
        && (net.servers <= 0 || net.serverFeatures <= 0 || net.jobFeatures <= 0 || net.heads <= 0
            || net.hidden.empty() || net.hidden[0] % net.heads != 0 || !sizesAsImplied()))
        return bad(file, "servers", translate("Error", "inconsistent Harmony network shape"));
    for (int h : net.hidden)
        if (h <= 0 || h > 100000) return bad(file, "hidden", translate("Error", "implausible hidden width"));
    return Ok {};
}

} // namespace

Result<Checkpoint> decodeCheckpoint(const std::string& bytes, const std::string& file)
{
    const std::size_t end = bytes.find("\n---\n");
    if (bytes.rfind(kMagic, 0) != 0 || end == std::string::npos)
        return Error { ErrorCode::Parse, fillIn(translate("Error", "not a Gantry model file (expected a '%1' header)"), { std::string(kMagic) }),
            { file, 1, 1, "header" } };
    GANTRY_TRY(verifyChecksum(bytes, end, file));
    const HeaderFields fields(bytes.substr(0, end), file);
    Checkpoint c;
    CheckpointMeta& m = c.meta;
    auto scheduler = fields.text("scheduler");
    if (!scheduler) return scheduler.error();
    m.scheduler = scheduler.value();
    GANTRY_TRY(readNetShape(fields, m.net, file));
    auto hash = fields.text("scenario_hash");
    if (!hash) return hash.error();
    m.scenarioHash = hash.value();
    m.scenarioName = fields.optional("scenario_name");
    auto seedText = fields.text("seed");
    if (!seedText) return seedText.error();
    {
        const std::string& s = seedText.value();
        auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), m.seed);
        if (ec != std::errc() || p != s.data() + s.size()) return bad(file, "seed", fillIn(translate("Error", "not a seed: '%1'"), { s }));
    }
    GANTRY_TRY(fields.integer("threads", m.threads));
    GANTRY_TRY(fields.integer("episodes", m.episodes));
    m.gantryVersion = fields.optional("gantry_version");
    for (const auto& [k, val] : fields.all())
        if (k.rfind("x.", 0) == 0) m.extra[k.substr(2)] = val;
    long long weightsBytes = 0;
    GANTRY_TRY(fields.integer("weights_bytes", weightsBytes));
    const std::size_t start = end + 5;
    if (weightsBytes < 0 || bytes.size() - start != static_cast<std::size_t>(weightsBytes))
        return bad(file, "weights_bytes",
            fillIn(translate("Error", "the file is truncated or corrupt: header says %1 bytes of weights, found %2"),
                { std::to_string(weightsBytes), std::to_string(bytes.size() - start) }));
    GANTRY_TRY(checkNetShape(m.net, file));
    c.weights = bytes.substr(start);
    return c;
}
#undef GANTRY_TRY

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
