#pragma once
/** @brief Messages between the processes of one job started by mpirun (MPI ranks), for the runs that a
 * coordinating rank hands out (docs/scale-out.md, "Open MPI"). The core has no MPI: Gantry's MPI module
 * (core/mpi/MpiModule.cpp, libgantry_mpi.so) is loaded with dlopen only in a process that mpirun
 * started, so every other process, and a build without Open MPI, neither links nor loads it. */

#include "core/util/Error.h"

#include <string>

namespace gantry {

struct Message {
    int from = -1;
    int tag = 0;
    std::string bytes;
};

class Messenger {
public:
    virtual ~Messenger() = default;
    virtual int rank() const = 0;
    virtual int size() const = 0;
    virtual void send(int to, int tag, const std::string& bytes) = 0;
    /// Blocks until a message arrives, from any rank, with any tag.
    virtual Message receive() = 0;
};

/// Whether mpirun (or another PMI launcher) started this process as one rank of a job.
bool startedByMpirun();

/// This process's messenger when mpirun started it: the MPI module loaded and MPI initialised on the
/// first call (finalised at exit). An error naming the module when it cannot be loaded (a build without
/// Open MPI, a module of another build). Call only when startedByMpirun().
Result<Messenger*> mpiMessenger();

/// This process's messenger when mpirun started it as one of several ranks; null otherwise (no mpirun,
/// or a job of one rank, which runs as a plain process); an error when MPI cannot be used.
Result<Messenger*> mpiRanks();

/// The table the MPI module's entry point returns (`extern "C" const MpiModule* gantry_mpi_module_v1()`).
struct MpiModule {
    int abi = 0;
    const char* gantryVersion = nullptr;
    int (*init)(int* rank, int* size) = nullptr; ///< 0 on success
    int (*send)(int to, int tag, const char* data, long size) = nullptr;
    /// Waits for the next message; its sender, tag and size. Then `receive` copies it out.
    int (*probe)(int* from, int* tag, long* size) = nullptr;
    int (*receive)(int from, int tag, char* data, long size) = nullptr;
    void (*finalize)() = nullptr;
};
inline constexpr int kMpiModuleAbi = 1;
inline constexpr const char* kMpiModuleFile = "libgantry_mpi.so";
inline constexpr const char* kMpiModuleEntry = "gantry_mpi_module_v1";

} // namespace gantry
