#pragma once
// A scenario that ships in scenarios/, loaded as a user would open it.

#include "core/io/ScenarioIo.h"
#include "tests/support/TestData.h"

#include <gtest/gtest.h>

#include <string>

namespace gantry::testing {

/// scenarios/<file>, loaded; a failure to load fails the test with the loader's message.
inline Scenario bundledScenario(const std::string& file)
{
    auto s = loadScenario(repoFile("scenarios/" + file));
    EXPECT_TRUE(s.ok()) << (s.ok() ? "" : s.error().toString());
    return s.ok() ? s.value() : Scenario {};
}

} // namespace gantry::testing
