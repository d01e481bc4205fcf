#pragma once
// A scenario that ships in scenarios/, loaded as a user would open it.

#include "core/io/ScenarioIo.h"
#include "tests/support/ScenarioOrFail.h"
#include "tests/support/TestData.h"

#include <string>

namespace gantry::testing {

/// scenarios/<file>, loaded; a failure to load fails the test with the loader's message.
inline Scenario bundledScenario(const std::string& file) { return scenarioOrFail(loadScenario(repoFile("scenarios/" + file))); }

} // namespace gantry::testing
