// Gantry's MPI module (core/run/Messenger.h): the only file that includes MPI's headers. It exports one
// C function returning a table of plain functions; everything else is hidden.
#include "core/Version.h"
#include "core/run/Messenger.h"

#include <mpi.h>

#include <cstdio>

namespace {

/// 0 when `code` is MPI_SUCCESS; else says which call failed and why (MPI's own words), and 1.
int checked(int code, const char* call)
{
    if (code == MPI_SUCCESS) return 0;
    char text[MPI_MAX_ERROR_STRING];
    int length = 0;
    MPI_Error_string(code, text, &length);
    std::fprintf(stderr, "gantry-cli: error: %s failed: %.*s\n", call, length, text);
    return 1;
}

int init(int* rank, int* size)
{
    int provided = 0;
    if (checked(MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided), "MPI_Init_thread")) return 1;
    MPI_Comm_rank(MPI_COMM_WORLD, rank);
    MPI_Comm_size(MPI_COMM_WORLD, size);
    return 0;
}

int send(int to, int tag, const char* data, long size)
{
    return checked(MPI_Send(data, int(size), MPI_CHAR, to, tag, MPI_COMM_WORLD), "MPI_Send");
}

int probe(int* from, int* tag, long* size)
{
    MPI_Status status;
    if (checked(MPI_Probe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &status), "MPI_Probe")) return 1;
    int count = 0;
    MPI_Get_count(&status, MPI_CHAR, &count);
    *from = status.MPI_SOURCE;
    *tag = status.MPI_TAG;
    *size = count;
    return 0;
}

int receive(int from, int tag, char* data, long size)
{
    return checked(MPI_Recv(data, int(size), MPI_CHAR, from, tag, MPI_COMM_WORLD, MPI_STATUS_IGNORE), "MPI_Recv");
}

void finalize()
{
    int finalized = 0;
    MPI_Finalized(&finalized);
    if (!finalized) MPI_Finalize();
}

} // namespace

extern "C" __attribute__((visibility("default"))) const gantry::MpiModule* gantry_mpi_module_v1()
{
    static const gantry::MpiModule table { gantry::kMpiModuleAbi, gantry::kVersion, init, send, probe, receive, finalize };
    return &table;
}
