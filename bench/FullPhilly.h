#pragma once
// Where the benchmarks find the full public Philly trace (Pollux's philly.csv, 82,247 jobs):
// $GANTRY_TRACES_DIR, else ../shared/traces beside the repository; a first argument overrides both.

#include <cstdlib>
#include <string>

inline std::string fullPhillyTrace(int argc, char** argv)
{
    if (argc > 1) return argv[1];
    const char* traces = std::getenv("GANTRY_TRACES_DIR");
    return (traces && *traces ? std::string(traces) : std::string(GANTRY_SOURCE_DIR) + "/../shared/traces")
        + "/raw/philly/pollux_philly_full.csv";
}
