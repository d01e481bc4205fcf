// libFuzzer target: parseScenario must return a value or a located Error for any input, never crash,
// hang or throw. Valid inputs must also survive emit -> parse unchanged.

#include "core/io/ScenarioIo.h"

#include "tests/support/FakeValidators.h"

#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const gantry::ScenarioValidators validators = gantry::testing::fakeValidators();
    const std::string text(reinterpret_cast<const char*>(data), size);
    const auto parsed = gantry::parseScenario(text, "fuzz.yaml", "", validators);
    if (!parsed.ok()) {
        if (parsed.error().where.line <= 0 || parsed.error().code == gantry::ErrorCode::Internal) std::abort();
        return 0;
    }
    const auto again = gantry::parseScenario(gantry::emitScenario(*parsed), "fuzz.yaml", "", validators);
    if (!again.ok() || !(*again == *parsed)) std::abort();
    return 0;
}
