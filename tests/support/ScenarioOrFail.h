#pragma once
// A scenario a test cannot go on without: an error reading it fails the test, with the error's message.

#include "core/io/ScenarioIo.h"

#include <gtest/gtest.h>

namespace gantry::testing {

/// The scenario `read` holds (what loadScenario or parseScenario returned); an error fails the test with
/// its message, and the test goes on with an empty scenario.
inline Scenario scenarioOrFail(const Result<Scenario>& read)
{
    EXPECT_TRUE(read.ok()) << (read.ok() ? "" : read.error().toString());
    return read.ok() ? read.value() : Scenario {};
}

} // namespace gantry::testing
