// Loading the MPI module (core/run/Messenger.h). No MPI headers here.
#include "core/run/Messenger.h"

#include "core/Version.h"
#include "core/util/Module.h"
#include "core/util/Translate.h"

#include <dlfcn.h>

#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>

namespace gantry {

namespace {

class ModuleMessenger final : public Messenger {
public:
    ModuleMessenger(const MpiModule* module, int rank, int size) : m_module(module), m_rank(rank), m_size(size) { }
    ~ModuleMessenger() override { m_module->finalize(); }
    int rank() const override { return m_rank; }
    int size() const override { return m_size; }
    void send(int to, int tag, const std::string& bytes) override { m_module->send(to, tag, bytes.data(), long(bytes.size())); }
    Message receive() override
    {
        Message m;
        long size = 0;
        m_module->probe(&m.from, &m.tag, &size);
        m.bytes.resize(std::size_t(size));
        m_module->receive(m.from, m.tag, m.bytes.data(), size);
        return m;
    }

private:
    const MpiModule* m_module;
    int m_rank, m_size;
};

Error loadError(const std::string& why)
{
    return Error { ErrorCode::Io, fillIn(translate("Error", "cannot use MPI: %1"), { why }), {} };
}

} // namespace

bool startedByMpirun()
{
    for (const char* variable : { "OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_RANK" })
        if (const char* v = std::getenv(variable); v && *v) return true;
    return false;
}

Result<Messenger*> mpiMessenger()
{
    static std::mutex mutex;
    static std::unique_ptr<Messenger> messenger;
    std::lock_guard lock(mutex);
    if (messenger) return messenger.get();
    const std::vector<std::string> candidates = moduleCandidates("GANTRY_MPI_MODULE", kMpiModuleFile);
    const std::string path = firstExistingFile(candidates);
    if (path.empty())
        return loadError(translate("Error", "this Gantry was built without Open MPI (libgantry_mpi.so is not installed)"));
    // RTLD_GLOBAL: Open MPI's own plugins resolve symbols of libmpi, which the module brings in.
    void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_GLOBAL);
    if (!handle) return loadError(dlerror() ? dlerror() : path);
    using Entry = const MpiModule* (*)();
    auto entry = reinterpret_cast<Entry>(dlsym(handle, kMpiModuleEntry));
    const MpiModule* module = entry ? entry() : nullptr;
    if (!module || module->abi != kMpiModuleAbi || !module->gantryVersion || std::strcmp(module->gantryVersion, kVersion) != 0)
        return loadError(fillIn(translate("Error", "%1 is not the MPI module of this Gantry build"), { path }));
    int rank = 0, size = 1;
    if (module->init(&rank, &size) != 0) return loadError(translate("Error", "MPI_Init failed"));
    messenger = std::make_unique<ModuleMessenger>(module, rank, size);
    // MPI must be finalised before the process exits (else mpirun reports an abnormal end).
    std::atexit([] { messenger.reset(); });
    return messenger.get();
}

Result<Messenger*> mpiRanks()
{
    if (!startedByMpirun()) return static_cast<Messenger*>(nullptr);
    auto messenger = mpiMessenger();
    if (!messenger) return messenger.error();
    return messenger.value()->size() > 1 ? messenger.value() : nullptr;
}

} // namespace gantry
