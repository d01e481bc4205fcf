// Per-job overrides (workload.overrides): parsing, emitting, errors, and their effect on a run.
#include "core/io/ScenarioIo.h"
#include "core/run/ScenarioRunner.h"

#include "tests/support/FakeValidators.h"
#include "tests/support/ScenarioOrFail.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace gantry;
using gantry::testing::fakeValidators;

namespace {

Result<Scenario> parse(const std::string& text) { return parseScenario(text, "test.yaml", "/scenarios", fakeValidators()); }

const std::string kHead = "gantry: 1\nname: m\ncluster: {shape: 1x2x4}\nworkload:\n  trace: t.csv\n";

void expectError(const std::string& overrides, int line, const std::string& field, const std::string& messagePart)
{
    const std::string text = kHead + overrides;
    const auto r = parse(text);
    ASSERT_FALSE(r.ok()) << "expected an error for:\n" << text;
    const Error& e = r.error();
    EXPECT_EQ(e.code == ErrorCode::BadValue || e.code == ErrorCode::MissingField || e.code == ErrorCode::UnknownName, true)
        << e.toString();
    EXPECT_EQ(e.where.file, "test.yaml") << e.toString();
    EXPECT_EQ(e.where.line, line) << e.toString();
    EXPECT_GT(e.where.column, 0) << e.toString();
    EXPECT_EQ(e.where.field, field) << e.toString();
    EXPECT_NE(e.message.find(messagePart), std::string::npos) << e.toString();
}

} // namespace

TEST(JobOverrides, ParseSetsOnlyTheGivenFields)
{
    auto s = parse(kHead
        + "  overrides:\n    - {id: j1, duration: 120, gpus: 2}\n    - {id: \"j 2\", submit: 0}\n    - id: j3\n      remove: true\n");
    ASSERT_TRUE(s.ok()) << s.error().toString();
    const auto& o = s->workload.overrides;
    ASSERT_EQ(o.size(), 3u);
    EXPECT_EQ(o[0], (JobOverride { "j1", -1, 120, 2, false }));
    EXPECT_EQ(o[1], (JobOverride { "j 2", 0, -1, -1, false }));
    EXPECT_EQ(o[2], (JobOverride { "j3", -1, -1, -1, true }));
}

TEST(JobOverrides, EmitOmitsTheKeyWhenEmptyAndRoundTrips)
{
    auto base = parse(kHead);
    ASSERT_TRUE(base.ok()) << base.error().toString();
    EXPECT_EQ(emitScenario(*base).find("overrides"), std::string::npos);

    Scenario s = *base;
    s.workload.overrides = { { "a", 12.5, -1, -1, false }, { "b: c", -1, 0.25, 8, false }, { "d", -1, -1, -1, true },
        { "e", 0, 1e9, 1, true } };
    const std::string text = emitScenario(s);
    EXPECT_NE(text.find(", submit: 12.5}\n"), std::string::npos) << text;
    EXPECT_NE(text.find("remove: true"), std::string::npos) << text;
    EXPECT_EQ(text.find("remove: false"), std::string::npos) << text;
    auto back = parse(text);
    ASSERT_TRUE(back.ok()) << back.error().toString() << "\n" << text;
    EXPECT_EQ(back->workload.overrides, s.workload.overrides);
    EXPECT_EQ(*back, s);
    EXPECT_EQ(emitScenario(*back), text);

    Scenario other = s;
    other.workload.overrides[1].gpus = 4;
    EXPECT_FALSE(other == s);
    EXPECT_NE(scenarioHash(other), scenarioHash(s));
}

TEST(JobOverrides, ErrorsNameLineAndField)
{
    expectError("  overrides: {id: a}\n", 6, "workload.overrides", "list");
    expectError("  overrides:\n    - {duration: 5}\n", 7, "workload.overrides[0].id", "id");
    expectError("  overrides:\n    - {id: a, gpus: 1}\n    - {id: b}\n    - {id: a, duration: 3}\n", 9,
        "workload.overrides[2].id", "twice");
    expectError("  overrides:\n    - {id: a, duration: 0}\n", 7, "workload.overrides[0].duration", "> 0");
    expectError("  overrides:\n    - {id: a, duration: -5}\n", 7, "workload.overrides[0].duration", "> 0");
    expectError("  overrides:\n    - {id: a, gpus: 0}\n", 7, "workload.overrides[0].gpus", "between 1");
    expectError("  overrides:\n    - {id: a, gpus: 1.5}\n", 7, "workload.overrides[0].gpus", "whole");
    expectError("  overrides:\n    - {id: a, submit: -1}\n", 7, "workload.overrides[0].submit", ">= 0");
    expectError("  overrides:\n    - {id: a, remove: yes}\n", 7, "workload.overrides[0].remove", "true or false");
    expectError("  overrides:\n    - {id: a, remove: 1}\n", 7, "workload.overrides[0].remove", "true or false");
    expectError("  overrides:\n    - {id: a, gpu: 2}\n", 7, "workload.overrides[0].gpu", "gpus");
    expectError("  overrides:\n    - {id: \"\"}\n", 7, "workload.overrides[0].id", "empty");
}

namespace {

Scenario generated()
{
    return gantry::testing::scenarioOrFail(parse("gantry: 1\nname: g\nseed: 3\ncluster: {shape: 1x2x4}\nworkload:\n  generator: topdrl\n"
                                                 "  generator_params: {jobs: 20, max_gpus: 4}\npolicy: {ordering: fifo, placement: consolidate}\n"
                                                 "speed_model: {name: replay}\n"));
}

const JobSpec* find(const Workload& w, const std::string& id)
{
    auto it = std::find_if(w.jobs.begin(), w.jobs.end(), [&](const JobSpec& j) { return j.id == id; });
    return it == w.jobs.end() ? nullptr : &*it;
}

} // namespace

TEST(JobOverrides, RunnerAppliesOverridesBeforeTheScales)
{
    Scenario s = generated();
    auto plain = loadWorkload(s);
    ASSERT_TRUE(plain.ok()) << plain.error().toString();
    ASSERT_EQ(plain->jobs.size(), 20u);
    const std::string target = plain->jobs[3].id;
    const std::string gone = plain->jobs[5].id;
    const std::string moved = plain->jobs[0].id;
    const double lastSubmit = plain->jobs.back().submitTime;

    s.workload.durationScale = 2;
    s.workload.overrides = { { target, -1, 50000, 3, false }, { gone, -1, -1, -1, true }, { moved, lastSubmit + 10, -1, -1, false } };
    auto edited = loadWorkload(s);
    ASSERT_TRUE(edited.ok()) << edited.error().toString();
    EXPECT_EQ(edited->jobs.size(), 19u);
    EXPECT_EQ(find(*edited, gone), nullptr);
    const JobSpec* t = find(*edited, target);
    ASSERT_NE(t, nullptr);
    EXPECT_DOUBLE_EQ(t->duration, 100000); // the override is in source units, then scaled
    EXPECT_EQ(t->gpus, 3);
    // The moved job is now last, at exactly the edited time, and the jobs stay sorted by submit time.
    EXPECT_EQ(edited->jobs.back().id, moved);
    EXPECT_DOUBLE_EQ(edited->jobs.back().submitTime, lastSubmit + 10);
    // Moving the first job does not shift the others: times are the workload's, not the new first job's.
    ASSERT_NE(find(*edited, plain->jobs[1].id), nullptr);
    EXPECT_DOUBLE_EQ(find(*edited, plain->jobs[1].id)->submitTime, plain->jobs[1].submitTime);
    EXPECT_TRUE(std::is_sorted(edited->jobs.begin(), edited->jobs.end(),
        [](const JobSpec& a, const JobSpec& b) { return a.submitTime < b.submitTime; }));
}

TEST(JobOverrides, OverrideChangesTheRunAndUnknownIdsAreErrors)
{
    Scenario s = generated();
    auto base = runScenario(s);
    ASSERT_TRUE(base.ok()) << base.error().toString();
    auto w = loadWorkload(s);
    ASSERT_TRUE(w.ok());
    s.workload.overrides = { { w->jobs[2].id, -1, w->jobs[2].duration * 10 + 5000, -1, false } };
    auto changed = runScenario(s);
    ASSERT_TRUE(changed.ok()) << changed.error().toString();
    EXPECT_NE(changed->summary.avgJct, base->summary.avgJct);
    EXPECT_GT(changed->summary.makespan, base->summary.makespan - 1e-9);

    s.workload.overrides.push_back({ "no-such-job", -1, 10, -1, false });
    auto bad = runScenario(s);
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().code, ErrorCode::BadValue);
    EXPECT_EQ(bad.error().message, "no job with id 'no-such-job' in the workload");
    EXPECT_EQ(bad.error().where.field, "workload.overrides[1].id");
}
