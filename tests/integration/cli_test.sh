#!/usr/bin/env bash
# One end-to-end case of gantry-cli, by name: cli_test.sh CASE CLI SOURCE_DIR SHARED_DIR
# Golden files live in tests/golden; regenerate them on purpose only: tools/regenerate-golden.sh.
set -euo pipefail
case_name=$1 cli=$2 src=$3 shared=$4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() { echo "FAIL: $*" >&2; exit 1; }
expect_exit() { # expected-code command...
  local want=$1; shift
  set +e; "$@" >"$work/out" 2>"$work/err"; local got=$?; set -e
  [ "$got" -eq "$want" ] || { cat "$work/out" "$work/err" >&2; fail "exit code $got, expected $want: $*"; }
}
expect_err() { grep -q -- "$1" "$work/err" || { cat "$work/err" >&2; fail "stderr lacks '$1'"; }; }

# The summary without its run-dependent lines (none today: the summary is fully deterministic).
golden() { # scenario golden-name
  "$cli" run "$src/$1" --out "$work/run" --quiet
  diff -u "$src/tests/golden/$2.summary.json" "$work/run/summary.json" || fail "summary differs from tests/golden/$2.summary.json"
}

case "$case_name" in
golden_teaching_demo) golden resources/demo/demo.yaml teaching-demo ;;
golden_philly_capacity) golden scenarios/philly-capacity.yaml philly-capacity ;;
golden_cloud_cost) golden scenarios/cloud-cost.yaml cloud-cost ;;

deterministic_outputs)
  "$cli" run "$src/resources/demo/demo.yaml" --out "$work/a" --quiet
  "$cli" run "$src/resources/demo/demo.yaml" --out "$work/b" --quiet
  for f in jobs.csv summary.json timeseries.csv decisions.jsonl; do
    cmp "$work/a/$f" "$work/b/$f" || fail "$f differs between two identical runs"
  done
  "$cli" run "$src/resources/demo/demo.yaml" --seed 8 --out "$work/c" --quiet
  ! cmp -s "$work/a/jobs.csv" "$work/c/jobs.csv" || fail "another seed gave the same jobs.csv"
  ;;
learn_train_evaluate)
  # A tiny training run, its model and learning curve, evaluation, use as a policy, bad model files.
  expect_exit 0 "$cli" train "$src/scenarios/dl2-small.yaml" --agent dl2 --warmup 2 --episodes 2 --out "$work/m.model"
  [ -s "$work/m.model" ] || fail "no model written"
  head -1 "$work/m.model.curve.csv" | grep -q "phase,episode,reward,avg_jct" || fail "bad learning curve header"
  expect_exit 0 "$cli" evaluate "$src/scenarios/dl2-small.yaml" --model "$work/m.model" --seeds 2
  grep -q "DRF" "$work/out" || fail "evaluation lacks the DRF baseline"
  head -c 300 "$work/m.model" > "$work/cut.model"
  expect_exit 2 "$cli" evaluate "$src/scenarios/dl2-small.yaml" --model "$work/cut.model" --seeds 1
  expect_err "cut.model"
  expect_exit 2 "$cli" train "$src/scenarios/dl2-small.yaml" --agent nope
  expect_err "unknown agent"
  # Hyper-parameters: listed with their defaults, recorded in the model, unknown or out-of-range refused.
  expect_exit 0 "$cli" train --agent dl2 --list-hp
  grep -q "^restarts " "$work/out" || fail "--list-hp lacks restarts"
  expect_exit 0 "$cli" train "$src/scenarios/dl2-small.yaml" --agent dl2 --warmup 1 --episodes 1 --hp lr=3e-4,updates=2 --out "$work/hp.model"
  grep -q "^x.hp.lr: 3e-04$" "$work/hp.model" || fail "the model does not record --hp lr"
  expect_exit 2 "$cli" train "$src/scenarios/dl2-small.yaml" --agent dl2 --hp lrr=1e-4
  expect_err "hp.lrr"
  expect_exit 2 "$cli" train "$src/scenarios/dl2-small.yaml" --agent topdrl --hp window=0
  expect_err "window must be a whole number between 1 and 200"
  expect_exit 2 "$cli" train "$src/scenarios/dl2-small.yaml" --agent dl2 --hp lr=fast
  expect_err "NAME=VALUE"
  cp "$src/scenarios/dl2-small.yaml" "$work/s.yaml"
  sed -i 's/^  sizing: drf$/  scheduler: {name: dl2, model: m.model}/' "$work/s.yaml"
  expect_exit 0 "$cli" run "$work/s.yaml" --out "$work/run" --quiet
  grep -q '"probability"' "$work/run/decisions.jsonl" || fail "decisions lack the action probabilities"
  ;;
threads_do_not_change_results)
  "$cli" compare "$src/resources/demo/demo.yaml" --threads 1 --out "$work/t1" >/dev/null 2>&1
  "$cli" compare "$src/resources/demo/demo.yaml" --threads 4 --out "$work/t4" >/dev/null 2>&1
  diff -r "$work/t1" "$work/t4" >/dev/null || fail "results depend on the thread count"
  ;;
outputs_record_provenance)
  "$cli" run "$src/scenarios/cloud-cost.yaml" --out "$work/p" --quiet
  hash=$(grep -o '"scenario_sha256": "[0-9a-f]*"' "$work/p/summary.json" | grep -o '[0-9a-f]\{64\}')
  [ ${#hash} -eq 64 ] || fail "summary has no scenario hash"
  grep -q '"seed": 11' "$work/p/summary.json" || fail "summary lacks the seed"
  grep -q '"gantry_version": "' "$work/p/summary.json" || fail "summary lacks the version"
  for f in jobs.csv timeseries.csv; do
    head -1 "$work/p/$f" | grep -q "seed=11 scenario_sha256=$hash" || fail "$f lacks provenance"
  done
  head -1 "$work/p/decisions.jsonl" | grep -q "$hash" || fail "decisions.jsonl lacks provenance"
  ;;
version_and_help)
  expect_exit 0 "$cli" --version; grep -q "gantry-cli [0-9]" "$work/out" || fail "no version"
  expect_exit 0 "$cli" --help; grep -q "compare" "$work/out" || fail "help lacks compare"
  expect_exit 2 "$cli" frobnicate; expect_err "unknown command"
  expect_exit 2 "$cli"
  ;;
bad_scenario_exit_code)
  sed 's/^  shape: 2x2x4/  shape: 2x2xfour/' "$src/resources/demo/demo.yaml" > "$work/bad.yaml"
  expect_exit 2 "$cli" run "$work/bad.yaml"
  expect_err "bad.yaml:[0-9]*:[0-9]*: field 'cluster.shape'"
  printf 'gantry: 1\ngantry: 1\n' > "$work/dup.yaml"
  expect_exit 2 "$cli" run "$work/dup.yaml"; expect_err "dup.yaml:2"
  head -c 3000 /dev/urandom > "$work/noise.yaml"
  expect_exit 2 "$cli" run "$work/noise.yaml"; expect_err "noise.yaml"
  ;;
missing_file_exit_code)
  expect_exit 2 "$cli" run "$work/nope.yaml"; expect_err "nope.yaml"
  sed 's|traces/philly_2k.csv|traces/missing.csv|' "$src/scenarios/philly-capacity.yaml" > "$src/scenarios/.tmp-missing.yaml"
  set +e; "$cli" run "$src/scenarios/.tmp-missing.yaml" >"$work/out" 2>"$work/err"; code=$?; set -e
  rm -f "$src/scenarios/.tmp-missing.yaml"
  [ $code -eq 2 ] || fail "missing trace gave exit $code"; expect_err "missing.csv"
  ;;
unknown_policy_exit_code)
  expect_exit 2 "$cli" run --trace "$shared/traces/philly_2k.csv" --policy fastest
  expect_err "unknown ordering 'fastest'"
  expect_exit 2 "$cli" run --trace "$shared/traces/philly_2k.csv" --cluster 2x0x8
  expect_err "cluster"
  ;;
bad_trace_exit_code)
  printf 'trace,job_id,submit_time_s,duration_s,num_gpus\nx,a,0,100,1\nx,b,5,-3,1\n' > "$work/neg.csv"
  expect_exit 2 "$cli" inspect "$work/neg.csv" --format common-csv
  expect_err "neg.csv:3"; expect_err "duration_s"
  printf 'trace,job_id,submit_time_s\nx,a,0\n' > "$work/cols.csv"
  expect_exit 2 "$cli" import "$work/cols.csv" --format common-csv; expect_err "cols.csv:1"
  expect_exit 2 "$cli" import "$work/cols.csv" --format nosuch; expect_err "nosuch"
  ;;
import_round_trip)
  "$cli" import "$shared/traces/raw/tiresias/60_job.csv" --format tiresias --out "$work/t.csv" 2>"$work/report"
  grep -q "60" "$work/report" || fail "report does not count the jobs"
  "$cli" import "$work/t.csv" --format common-csv --out "$work/t2.csv" 2>/dev/null
  cmp "$work/t.csv" "$work/t2.csv" || fail "common CSV does not round-trip"
  ;;
inspect_check_values)
  "$cli" inspect "$shared/traces/philly_2k.csv" > "$work/inspect"
  grep -q "jobs       2000" "$work/inspect" || fail "inspect: wrong job count"
  # Check value from shared/traces/README.md: sum of duration x GPUs = 83,332,283 GPU-seconds.
  grep -q "GPU-hours  23147.9" "$work/inspect" || { cat "$work/inspect" >&2; fail "inspect: GPU-hours differ from the check value"; }
  ;;
quick_flags_run)
  "$cli" run --trace "$shared/traces/philly_2k.csv" --cluster 1x8x8 --policy sjf+best-fit --limit 300 --out "$work/q" --quiet
  [ "$(grep -c ',finished,' "$work/q/jobs.csv")" -gt 250 ] || fail "quick run finished too few jobs"
  grep -q '"policy": "ordering=sjf placement=best-fit' "$work/q/summary.json" || fail "policy not recorded"
  ;;
rejected_jobs_are_reported)
  # philly_2k has 32-GPU jobs: on 16 GPUs they can never run and must be reported, not dropped.
  "$cli" run --trace "$shared/traces/philly_2k.csv" --cluster 1x2x8 --limit 400 --out "$work/r" --quiet
  rejected=$(grep -c ',rejected,' "$work/r/jobs.csv" || true)
  [ "$rejected" -gt 0 ] || fail "no job was rejected"
  grep ',rejected,' "$work/r/jobs.csv" | head -1 | grep -q "needs 32 GPUs" || fail "rejection has no reason"
  lines=$(($(wc -l < "$work/r/jobs.csv") - 2))
  [ "$lines" -eq 400 ] || fail "jobs.csv has $lines rows, expected 400"
  ;;
*) fail "unknown case $case_name" ;;
esac
echo "ok: $case_name"
