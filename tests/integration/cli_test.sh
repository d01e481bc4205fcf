#!/usr/bin/env bash
# One end-to-end case of gantry-cli, by name: cli_test.sh CASE CLI SOURCE_DIR
# Reads only files of the repository (scenarios/, tests/data/), like the whole main suite.
# Golden files live in tests/golden; regenerate them on purpose only: tools/regenerate-golden.sh.
set -euo pipefail
case_name=$1 cli=$2 src=$3
philly2k="$src/scenarios/traces/philly_2k.csv"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() { echo "FAIL: $*" >&2; exit 1; }
# Under pipefail, `producer | grep -q` fails at random: grep -q leaves at the first match, and a producer
# still writing dies of SIGPIPE. Files are given to grep itself; a pipe's output is read whole (>/dev/null).
expect_exit() { # expected-code command...
  local want=$1; shift
  set +e; "$@" >"$work/out" 2>"$work/err"; local got=$?; set -e
  [ "$got" -eq "$want" ] || { cat "$work/out" "$work/err" >&2; fail "exit code $got, expected $want: $*"; }
}
expect_err() { grep -q -- "$1" "$work/err" || { cat "$work/err" >&2; fail "stderr lacks '$1'"; }; }
# Starts a command and SIGKILLs it once DIR holds COUNT files named PATTERN (or after 5 s).
kill_once_kept() { # dir pattern count command...
  local dir=$1 pattern=$2 count=$3
  shift 3
  "$@" >/dev/null 2>&1 &
  local pid=$!
  for _ in $(seq 1 500); do
    [ "$(find "$dir" -name "$pattern" 2>/dev/null | wc -l)" -ge "$count" ] && break
    sleep 0.01
  done
  kill -KILL "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
}
# A report's PDF breaks no word in a table cell: every word pdftotext reads from it (fi and fl ligatures
# undone) is a word of the report's HTML (inline tags joined to their text, other tags apart). A line
# may end at a hyphen or a slash ("GPU-/Stunde", "docs/"): those are not counted as broken words.
expect_whole_words() { # report.html report.pdf
  words() { tr -s ' \t\f\n:;,.()/' '\n' | tr -d -- '-' | awk 'length($0) >= 3' | sort -u; }
  # The HTML's word joiners (U+2060) and zero-width spaces (U+200B) are invisible: the PDF's text has neither.
  sed -E 's#</?(b|span)( [^>]*)?>##g; s/<[^>]*>/ /g; s/&amp;/\&/g; s/&lt;/</g; s/&gt;/>/g; s/&quot;/"/g; s/&#39;/'"'"'/g; s/&nbsp;/ /g' "$1" \
    | sed "s/$(printf '\342\201\240')//g; s/$(printf '\342\200\213')//g" | words > "$work/html-words"
  pdftotext "$2" - | sed 's/ﬁ/fi/g; s/ﬂ/fl/g' | words > "$work/pdf-words"
  broken=$(comm -23 "$work/pdf-words" "$work/html-words")
  [ -z "$broken" ] || fail "$2 shows words its HTML does not have (broken in a table cell?): $(echo $broken)"
}

# LibTorch is a module loaded on first use (core/learn/NetworkBackend.h). LD_DEBUG=files makes the
# dynamic loader log every library it loads, linked or dlopen'ed, into $work/ld-NAME.PID (ld.so(8)).
loader_log() { # name command...
  local name=$1; shift
  LD_DEBUG=files LD_DEBUG_OUTPUT="$work/ld-$name" "$@" >"$work/out" 2>"$work/err" || { cat "$work/err" >&2; fail "$name failed"; }
  ls "$work"/ld-"$name".* >/dev/null 2>&1 || fail "no loader log for $name (LD_DEBUG unsupported?)"
}
torch_loaded_by() { cat "$work"/ld-"$1".* | grep -E 'file=[^ ]*(libtorch|libc10|libgantry_torch)'; }

# Golden files: tests/golden/NAME.FILE against the run's FILE. A mismatch prints a unified diff and
# leaves the new output beside the build as golden-actual/NAME.FILE.actual (nothing in the source tree);
# copy it over the golden only when the change is intended, and say why in the commit.
compare_golden() { # golden-file actual-file
  if ! cmp -s "$1" "$2"; then
    actual_dir="$(cd "$(dirname "$cli")/.." && pwd)/golden-actual"
    mkdir -p "$actual_dir"
    cp "$2" "$actual_dir/$(basename "$1").actual"
    diff -u "$1" "$2" | head -60 >&2 || true
    fail "$(basename "$2") differs from tests/golden/$(basename "$1"); new output in $actual_dir/$(basename "$1").actual"
  fi
}
golden() { # NAME: the run of tests/golden/manifest.txt's line NAME against its golden files
  source "$src/tools/golden-manifest.sh"
  golden_entry "$src" "$1"
  local variant=()
  [ -n "$golden_variant" ] && variant=(--variant "$golden_variant")
  "$cli" run "$src/$golden_scenario" "${variant[@]}" --out "$work/run" --quiet
  for f in "${golden_files[@]}"; do compare_golden "$src/tests/golden/$1.$f" "$work/run/$f"; done
}

# Sends SIGNAL to COMMAND after 0.8 s: it must exit 128 + N within 3 s, say "interrupted", and leave
# OUTPUT (if named) absent.
# Waits until process PID and its children have worked SECONDS of CPU time (user + system, from
# /proc/*/stat), or PID has ended, or 120 s have passed: the work done so far, not a wall-clock sleep that
# a loaded machine spends on start-up and a fast one past the end of the work. (A PDF report is drawn by a
# child process, the GUI binary headless.)
cpu_ticks() { # pid: its user + system ticks and its children's, or nothing once it has ended
  local stat total=0 p
  for p in "$1" $(pgrep -P "$1"); do
    stat=$(cat "/proc/$p/stat" 2>/dev/null) || { [ "$p" = "$1" ] && return 1; continue; }
    stat=${stat##*) } # after the command's name, which may hold spaces
    total=$((total + $(cut -d' ' -f12 <<<"$stat") + $(cut -d' ' -f13 <<<"$stat")))
  done
  echo "$total"
}
wait_busy() { # pid seconds
  local pid=$1 ticks used
  ticks=$(awk -v s="$2" -v hz="$(getconf CLK_TCK)" 'BEGIN { printf "%d", s * hz }')
  for _ in $(seq 1 12000); do
    used=$(cpu_ticks "$pid") || return 0
    [ "$used" -ge "$ticks" ] && return 0
    sleep 0.01
  done
}
# Sends SIGNAL once the command has worked INTERRUPT_AFTER seconds of CPU time (0.5 unless set); it must
# then stop within one second.
interrupt() { # signal output-that-must-not-appear command...
  local signal=$1 output=$2; shift 2
  "$@" >"$work/out" 2>"$work/err" &
  local pid=$! start end code
  wait_busy "$pid" "${INTERRUPT_AFTER:-0.5}"
  start=$(date +%s%N)
  kill -s "$signal" "$pid"
  set +e; wait "$pid"; code=$?; set -e
  end=$(date +%s%N)
  local want=$((128 + $(kill -l "$signal")))
  [ "$code" -eq "$want" ] || { cat "$work/err" >&2; fail "$* after SIG$signal: exit $code, expected $want"; }
  grep -q "interrupted" "$work/err" || { cat "$work/err" >&2; fail "$* after SIG$signal: no 'interrupted' message"; }
  [ $(((end - start) / 1000000)) -lt 1000 ] || fail "$* took $(((end - start) / 1000000)) ms to stop after SIG$signal"
  [ -z "$output" ] || [ ! -e "$output" ] || fail "$* after SIG$signal left $output behind"
}
case "$case_name" in
golden.*)
  golden "${case_name#golden.}"
  # The preemptive variant: its schedule has checkpointing, requeued and restoring periods.
  if [ "$case_name" = golden.teaching-demo-tiresias ]; then
    grep -q ",checkpointing," "$work/run/schedule.csv" || fail "the Tiresias variant's schedule has no checkpointing period"
  fi
  ;;

deterministic_outputs)
  "$cli" run "$src/resources/demo/demo.yaml" --out "$work/a" --quiet
  "$cli" run "$src/resources/demo/demo.yaml" --out "$work/b" --quiet
  for f in jobs.csv summary.json timeseries.csv decisions.jsonl; do
    cmp "$work/a/$f" "$work/b/$f" || fail "$f differs between two identical runs"
  done
  # run and compare (each run into its own folder, several at once) give the same files.
  "$cli" compare "$src/resources/demo/demo.yaml" --out "$work/cmp" >/dev/null
  for f in jobs.csv schedule.csv summary.json timeseries.csv decisions.jsonl; do
    cmp "$work/a/$f" "$work/cmp/base/$f" || fail "$f differs between run and compare"
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
  ! grep -q "learned, sampled" "$work/out" || fail "evaluation sampled the trained network unasked"
  expect_exit 0 "$cli" evaluate "$src/scenarios/dl2-small.yaml" --model "$work/m.model" --seeds 2 --sampled
  grep -q "^learned, sampled " "$work/out" || fail "evaluate --sampled lacks the sampled row"
  # Ctrl-C and SIGTERM stop training (no model written) and evaluation (no table printed).
  for signal in INT TERM; do
    interrupt $signal "$work/stopped.model" "$cli" train "$src/scenarios/dl2-small.yaml" --agent dl2 --warmup 500 --episodes 500 --out "$work/stopped.model"
    # Later too: inside PPO's and actor-critic's updates, and the dual agent's long episodes.
    for agent in "topdrl-2x4x4 topdrl" "harmony-6-servers harmony" "dl2-small dual-agent"; do
      set -- $agent
      INTERRUPT_AFTER=4 interrupt $signal "$work/stopped.model" "$cli" train "$src/scenarios/$1.yaml" --agent "$2" --episodes 100 --out "$work/stopped.model"
    done
    interrupt $signal "" "$cli" evaluate "$src/scenarios/dl2-small.yaml" --model "$work/m.model" --seeds 2000
    if grep -q "DRF" "$work/out"; then fail "an interrupted evaluation printed its table"; fi
  done
  head -c 300 "$work/m.model" > "$work/cut.model"
  expect_exit 2 "$cli" evaluate "$src/scenarios/dl2-small.yaml" --model "$work/cut.model" --seeds 1
  expect_err "cut.model"
  # A model file is checked, not trusted: one flipped byte of its weights is refused in one line.
  cp "$work/m.model" "$work/flipped.model"
  size=$(stat -c %s "$work/flipped.model")
  byte=$(dd if="$work/flipped.model" bs=1 skip=$((size - 10)) count=1 2>/dev/null | od -An -tu1 | tr -d ' ')
  printf "$(printf '\\%03o' $(( byte ^ 1 )))" | dd of="$work/flipped.model" bs=1 seek=$((size - 10)) conv=notrunc 2>/dev/null
  cmp -s "$work/m.model" "$work/flipped.model" && fail "the byte was not flipped"
  expect_exit 2 "$cli" evaluate "$src/scenarios/dl2-small.yaml" --model "$work/flipped.model" --seeds 1
  expect_err "flipped.model"; expect_err "content_sha256"
  [ "$(wc -l < "$work/err")" -eq 1 ] || { cat "$work/err" >&2; fail "a corrupt model gave more than one line"; }
  expect_exit 2 "$cli" train "$src/scenarios/dl2-small.yaml" --agent nope
  expect_err "unknown agent"
  # Hyper-parameters: listed with their defaults, recorded in the model, unknown or out-of-range refused.
  expect_exit 0 "$cli" train --agent dl2 --list-hp
  grep -q "^restarts " "$work/out" || fail "--list-hp lacks restarts"
  expect_exit 0 "$cli" train "$src/scenarios/dl2-small.yaml" --agent dl2 --warmup 1 --episodes 1 --hp lr=3e-4,updates=2 --out "$work/hp.model"
  grep -q "^x.hp.lr: 3e-04$" "$work/hp.model" || fail "the model does not record --hp lr"
  expect_exit 2 "$cli" train "$src/scenarios/dl2-small.yaml" --agent dl2 --hp lrr=1e-4
  expect_err "hp.lrr"
  # --hp repeats, each takes one value, and a scenario after it stays the scenario.
  expect_exit 2 "$cli" train --agent dl2 --hp lr=1e-4 --hp xyz=2 "$src/scenarios/dl2-small.yaml"
  expect_err "hp.xyz"
  expect_exit 2 "$cli" train "$src/scenarios/dl2-small.yaml" --agent topdrl --hp window=0
  expect_err "window must be a whole number between 1 and 200"
  expect_exit 2 "$cli" train "$src/scenarios/dl2-small.yaml" --agent dl2 --hp lr=fast
  expect_err "NAME=VALUE"
  expect_exit 2 "$cli" train "$src/scenarios/harmony-6-servers.yaml" --agent harmony --hp width=6 --out "$work/h.model"
  expect_err "hp.width"
  cp "$src/scenarios/dl2-small.yaml" "$work/s.yaml"
  sed -i 's/^  sizing: drf$/  scheduler: {name: dl2, model: m.model}/' "$work/s.yaml"
  expect_exit 0 "$cli" run "$work/s.yaml" --out "$work/run" --quiet
  grep -q '"probability"' "$work/run/decisions.jsonl" || fail "decisions lack the action probabilities"
  # The dual agent: train, evaluate with fee beside JCT, run as the scenario's scheduler, refuse a
  # model for another cluster.
  expect_exit 0 "$cli" train "$src/scenarios/public-cloud.yaml" --agent dual-agent --warmup 1 --episodes 1 \
    --hp sl_steps=20,validation_seeds=1 --out "$work/dual.model"
  expect_exit 0 "$cli" evaluate "$src/scenarios/public-cloud.yaml" --model "$work/dual.model" --seeds 1
  grep -q "fee mean" "$work/out" || fail "evaluation lacks the fee"
  grep -q "^FIFO + cheapest-fit " "$work/out" || fail "evaluation lacks FIFO + cheapest-fit"
  grep -q "^FIFO + learned placement (same model) " "$work/out" || fail "evaluation lacks the single-agent rows"
  cp "$src/scenarios/public-cloud.yaml" "$work/cloud.yaml"
  sed -i 's/^  ordering: fifo$/  scheduler: {name: dual-agent, model: dual.model}/' "$work/cloud.yaml"
  expect_exit 0 "$cli" run "$work/cloud.yaml" --out "$work/dual-run" --quiet
  grep -q 'slowdown' "$work/dual-run/decisions.jsonl" || fail "placement decisions lack the machine belief"
  expect_exit 2 "$cli" evaluate "$src/scenarios/dl2-small.yaml" --model "$work/dual.model" --seeds 1
  expect_err "16 machines"
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
tenants_from_the_trace)
  # Jobs belong to the tenant that claims their Philly VC; jobs.csv says which. The counts are the
  # trace's own (cut -d, -f8 scenarios/traces/philly_2k.csv): 1447 jobs of VC 6214e9, 365 of 11cb48, 188 of six others.
  cat > "$work/tenants.yaml" <<YAML
gantry: 1
name: tenants
cluster: {shape: 2x8x8}
workload: {trace: $philly2k}
tenants:
  - {name: busy, quota: 64, members: [6214e9]}
  - {name: 11cb48, quota: 32}
  - {name: others, quota: 32, default: true}
YAML
  "$cli" run "$work/tenants.yaml" --out "$work/t" --quiet || fail "a run with tenants failed"
  head -2 "$work/t/jobs.csv" | tail -1 | grep -q '^job_id,model,tenant,' || fail "jobs.csv has no tenant column"
  counts=$(tail -n +3 "$work/t/jobs.csv" | cut -d, -f3 | sort | uniq -c | awk '{print $2 "=" $1}' | tr '\n' ' ')
  [ "$counts" = "11cb48=365 busy=1447 others=188 " ] || fail "jobs per tenant: $counts"
  # Strict quotas against one queue: the small team's jobs no longer wait behind the busy VC's
  # (per-tenant comparison, table and comparison_tenants.csv), while the others' wait longer.
  sed -i 's/^workload: .*/&\npolicy: {sharing: strict-quota}\nvariants:\n  - {name: one queue, policy: {sharing: none}}/' "$work/tenants.yaml"
  "$cli" compare "$work/tenants.yaml" --out "$work/c" > "$work/table" || fail "compare with tenants failed"
  grep -q '^11cb48 / one queue ' "$work/table" || fail "the comparison has no per-tenant rows"
  wait_of() { awk -F, -v v="$1" -v t="$2" '$1==v && $2==t {print $4}' "$work/c/comparison_tenants.csv"; }
  awk -v a="$(wait_of base 11cb48)" -v b="$(wait_of 'one queue' 11cb48)" 'BEGIN {exit !(a + 3600 < b)}' \
    || fail "11cb48 waits $(wait_of base 11cb48) s under strict quotas, $(wait_of 'one queue' 11cb48) s in one queue"
  awk -v a="$(wait_of base others)" -v b="$(wait_of 'one queue' others)" 'BEGIN {exit !(a > b)}' \
    || fail "the other VCs should wait longer within their quota"
  # A variant whose own tenants leave the other VCs' jobs in none is refused by compare and by run, at
  # the variant's tenants, before anything runs.
  sed 's/^variants:$/&\n  - name: two teams\n    tenants:\n      - {name: busy, quota: 64, members: [6214e9]}\n      - {name: 11cb48, quota: 64}/' \
    "$work/tenants.yaml" > "$work/two-teams.yaml"
  left_out="two-teams.yaml:9:7: field 'variants\[0\].tenants': variant 'two teams': job '.*' (VC '.*') belongs to no tenant"
  expect_exit 2 "$cli" compare "$work/two-teams.yaml"
  expect_err "$left_out"
  expect_exit 2 "$cli" run "$work/two-teams.yaml" --variant "two teams"
  expect_err "$left_out"
  # Without a default tenant the first job of another VC is refused, located at tenants.
  sed -i '/name: others/d' "$work/tenants.yaml"
  expect_exit 2 "$cli" run "$work/tenants.yaml"
  expect_err "tenants.yaml:9:3: field 'tenants': job '.*' (VC '.*') belongs to no tenant"
  ;;
tenants_bundled_scenario)
  # What docs/tenants.md says of scenarios/philly-tenants.yaml, from its comparison: strict quotas
  # cost the cluster's average JCT against one queue but protect b436b2; lending helps the VC that
  # borrows and does not lend, and costs a small lender (11cb48); moving quota to 6c71a0 cuts its wait.
  "$cli" compare "$src/scenarios/philly-tenants.yaml" --out "$work/c" >/dev/null || fail "the bundled tenants scenario failed"
  col() { awk -F, -v v="$1" -v t="$2" -v c="$3" '$1==v && $2==t {print $c}' "$work/c/comparison_tenants.csv"; }
  less() { awk -v a="$1" -v b="$2" 'BEGIN {exit !(a < b)}'; }
  jct() { awk -F, -v v="$1" '$1==v {print $2}' "$work/c/comparison.csv"; }
  less "$(jct 'one queue')" "$(jct base)" || fail "one queue should beat strict quotas on average JCT"
  less "$(col base b436b2 4)" "$(col 'one queue' b436b2 4)" || fail "strict quotas should protect b436b2"
  less "$(col 'lend idle quota' b436b2 4)" "$(col base b436b2 4)" || fail "b436b2 should gain from borrowing"
  less "$(col base 11cb48 4)" "$(col 'lend idle quota' 11cb48 4)" || fail "11cb48 should lose by lending"
  less "$(col '6c71a0 gets 16 more' 6c71a0 4)" "$(col base 6c71a0 4)" || fail "more quota should cut 6c71a0's wait"
  [ "$(grep -c 'under strict quotas' "$work/c/base/jobs.csv")" -eq 3 ] || fail "three jobs larger than their quota"
  # Its report: seven runs and nine tenants in tables as wide as the page, no word broken.
  for kind in html pdf; do "$cli" report "$src/scenarios/philly-tenants.yaml" --no-plan --out "$work/tenants.$kind" >/dev/null || fail "no $kind report"; done
  expect_whole_words "$work/tenants.html" "$work/tenants.pdf"
  ;;
export_tenants)
  # gantry-cli export: the Kueue objects and the Slurm files of the bundled tenants scenario, on standard
  # output and into a folder, the same every time; what each field becomes is tests/unit/TenantExportTest.cpp's.
  tenants="$src/scenarios/philly-tenants.yaml"
  expect_exit 0 "$cli" export "$tenants" --to kueue
  [ "$(grep -c '^kind: ClusterQueue$' "$work/out")" -eq 9 ] || fail "not one ClusterQueue per tenant"
  [ "$(grep -c '^kind: LocalQueue$' "$work/out")" -eq 9 ] || fail "not one LocalQueue per tenant"
  grep -q '^  name: small-vcs$' "$work/out" || fail "tenant 'small VCs' is not named small-vcs"
  cp "$work/out" "$work/stdout.yaml"
  expect_exit 0 "$cli" export "$tenants" --to kueue --out "$work/k"
  cmp "$work/stdout.yaml" "$work/k/kueue.yaml" || fail "--out and standard output differ"
  expect_exit 0 "$cli" export "$tenants" --to kueue --out "$work/k2"
  cmp "$work/k/kueue.yaml" "$work/k2/kueue.yaml" || fail "two exports differ"
  expect_exit 0 "$cli" export "$tenants" --to kueue --variant "lend idle quota"
  [ "$(grep -c '^  cohort: philly-virtual-clusters$' "$work/out")" -eq 9 ] || fail "borrowing tenants are not in one cohort"
  grep -q '^              lendingLimit: 0$' "$work/out" || fail "b436b2 (lend: false) has no lendingLimit 0"
  expect_exit 0 "$cli" export "$tenants" --to slurm --variant "lend idle quota" --out "$work/s"
  [ -f "$work/s/slurm.conf" ] && [ -f "$work/s/sacctmgr.sh" ] || fail "slurm.conf and sacctmgr.sh not both written"
  grep -q '^NodeName=r0-m\[0-15\] CPUs=32 Gres=gpu:v100:8 State=UNKNOWN$' "$work/s/slurm.conf" || fail "no NodeName line for rack r0"
  grep -q '^PartitionName=gpu Nodes=r0-m\[0-15\],r1-m\[0-15\] Default=YES' "$work/s/slurm.conf" || fail "no partition of all nodes"
  grep -q '^GresTypes=gpu$' "$work/s/slurm.conf" || fail "no GresTypes line"
  # The sacctmgr script needs slurmdbd and its MariaDB accounting database, which the test suite does not
  # run (a database server, its schema and a second daemon for one script): its text is checked instead.
  # It parses as a POSIX shell script, and run with a stand-in sacctmgr that records its arguments one
  # per line it makes one account per tenant, with its share and its limit, each word intact.
  sh -n "$work/s/sacctmgr.sh" || fail "sacctmgr.sh is not a valid shell script"
  mkdir "$work/bin"
  printf '#!/bin/sh\nfor a in "$@"; do printf "%%s|" "$a"; done >> "%s"\necho >> "%s"\n' "$work/calls" "$work/calls" > "$work/bin/sacctmgr"
  chmod +x "$work/bin/sacctmgr"
  PATH="$work/bin:$PATH" sh "$work/s/sacctmgr.sh" || fail "sacctmgr.sh failed"
  [ "$(grep -c '^-i|add|account|' "$work/calls")" -eq 9 ] || fail "not one account per tenant"
  grep -qx -- '-i|add|account|small-vcs|Description=Gantry tenant small VCs|Organization=gantry|Fairshare=1|GrpTRES=gres/gpu=32|' \
    "$work/calls" || { cat "$work/calls" >&2; fail "small VCs' account is not as exported"; }
  grep -qx -- '-i|add|account|b436b2|Description=Gantry tenant b436b2|Organization=gantry|Fairshare=1|' "$work/calls" \
    || fail "b436b2 (no limit) should have no GrpTRES"
  ! grep -q '|add|qos|' "$work/calls" || fail "borrowing tenants that may borrow need no QOS"
  # Strict quotas: a QOS per tenant caps it at its quota.
  expect_exit 0 "$cli" export "$tenants" --to slurm
  [ "$(grep -c '^sacctmgr -i add qos .* GrpTRES=gres/gpu=[0-9]*$' "$work/out")" -eq 9 ] || fail "not one QOS per tenant under strict quotas"
  grep -q '^sacctmgr -i add qos b436b2 GrpTRES=gres/gpu=64$' "$work/out" || fail "b436b2's QOS is not at its quota"
  ;;
export_slurm_real_slurmctld)
  # The exported slurm.conf read by a real Slurm 22.05 controller (Debian 12's slurmctld), started in the
  # foreground in a temporary folder: its partitions, nodes and GRES must be the ones we wrote. Skipped
  # (exit 77, with the reason) where slurmctld or scontrol is not installed.
  for program in slurmctld scontrol; do
    command -v "$program" >/dev/null || {
      echo "SKIPPED: $program is not installed (Debian packages slurmctld and slurm-client, listed in packaging/debian-dependencies.txt)"
      exit 77
    }
  done
  cat > "$work/fleets.yaml" <<'YAML'
gantry: 1
name: Two fleets
cluster:
  gpu_types: [{name: V100}, {name: A100-80GB}]
  racks:
    - {name: r0, machines: [{name: v, gpu_type: V100, gpus: 8, count: 4}]}
    - {name: r1, machines: [{name: a100-07, gpu_type: A100-80GB, gpus: 4, cpus: 64}, {name: a100-08, gpu_type: A100-80GB, gpus: 4, cpus: 64}]}
workload: {generator: topdrl, generator_params: {jobs: 10, max_gpus: 4}}
policy: {sharing: borrowing}
tenants:
  - {name: NLP, quota: 8, limit: 24}
  - {name: vision, quota: {A100-80GB: 8}, lend: false}
YAML
  "$cli" export "$work/fleets.yaml" --to slurm --out "$work/slurm" >/dev/null || fail "export --to slurm failed"
  exported="$work/slurm/slurm.conf"
  # A controller of our own: loopback, a free port, no munge (Debian's Slurm 22.05 has auth/none and
  # cred/none, so one controller and its client on one machine need no munged and no key).
  port=
  for candidate in $(seq $((20000 + $$ % 20000)) $((20050 + $$ % 20000))); do
    (exec 3<>"/dev/tcp/127.0.0.1/$candidate") 2>/dev/null || { port=$candidate; break; }
  done
  [ -n "$port" ] || fail "no free port for slurmctld"
  mkdir -p "$work/state" "$work/spool"
  printf '%s\n' ClusterName=gantrytest SlurmctldHost=localhost "SlurmctldPort=$port" "SlurmdPort=$((port + 1))" \
    "SlurmUser=$(id -un)" AuthType=auth/none CredType=cred/none "StateSaveLocation=$work/state" "SlurmdSpoolDir=$work/spool" \
    "SlurmctldPidFile=$work/slurmctld.pid" "SlurmctldLogFile=$work/slurmctld.log" ProctrackType=proctrack/linuxproc \
    TaskPlugin=task/none MpiDefault=none MailProg=/bin/true > "$work/controller.conf"
  export SLURM_CONF="$work/controller.conf" # for scontrol show hostnames, which needs a configuration
  # Our fragment with two changes, both for this test machine: (1) the accounting lines are left out,
  # since slurmctld refuses to start with them and no slurmdbd ("fatal: slurmdbd is required to run with
  # TRES gres/gpu", "You can not have AccountingStorageEnforce set for
  # AccountingStorageType='accounting_storage/none'"); (2) every node gets NodeAddr=127.0.0.1, since our
  # node names are not hosts here and slurmctld spends 10 s trying to resolve each.
  { cat "$work/controller.conf"
    while IFS= read -r line; do
      case $line in
      AccountingStorage*) continue ;;
      NodeName=*)
        hosts=${line%% *}; hosts=${hosts#NodeName=}
        addrs=$(scontrol show hostnames "$hosts" | sed 's/.*/127.0.0.1/' | paste -sd, -)
        line="NodeName=$hosts NodeAddr=$addrs ${line#* }" ;;
      esac
      printf '%s\n' "$line"
    done < "$exported"
  } > "$work/test.conf"
  export SLURM_CONF="$work/test.conf"
  slurmctld -D -c -f "$work/test.conf" > "$work/slurmctld.out" 2>&1 &
  ctld=$!
  trap 'kill "$ctld" 2>/dev/null; wait "$ctld" 2>/dev/null; rm -rf "$work"' EXIT
  for _ in $(seq 1 60); do
    scontrol show partition >/dev/null 2>&1 && break
    kill -0 "$ctld" 2>/dev/null || { cat "$work/slurmctld.out" >&2; fail "slurmctld stopped: it does not accept our slurm.conf"; }
    sleep 0.5
  done
  scontrol show partition >/dev/null 2>&1 || { cat "$work/slurmctld.out" >&2; fail "slurmctld did not answer within 30 s"; }
  scontrol show config > "$work/config"
  grep -q '^GresTypes *= gpu$' "$work/config" || fail "GresTypes is not gpu"
  grep -q '^SelectType *= select/cons_tres$' "$work/config" || fail "SelectType is not select/cons_tres"
  grep -q '^PriorityType *= priority/multifactor$' "$work/config" || fail "PriorityType is not priority/multifactor"
  # Every partition we wrote, with the same nodes (as sets: slurmctld writes hostlists its own way).
  partitions=0
  while IFS= read -r line; do
    name=$(sed -n 's/^PartitionName=\([^ ]*\) .*/\1/p' <<<"$line")
    nodes=$(sed -n 's/.* Nodes=\([^ ]*\).*/\1/p' <<<"$line")
    shown=$(scontrol show partition -o "$name") || fail "slurmctld has no partition $name"
    want=$(scontrol show hostnames "$nodes" | sort)
    got=$(scontrol show hostnames "$(sed -n 's/.* Nodes=\([^ ]*\).*/\1/p' <<<"$shown")" | sort)
    [ "$want" = "$got" ] || fail "partition $name has the nodes $(echo $got); we wrote $(echo $want)"
    if grep -q ' Default=YES' <<<"$line"; then grep -q ' Default=YES ' <<<"$shown" || fail "partition $name is not the default"; fi
    partitions=$((partitions + 1))
  done < <(grep '^PartitionName=' "$exported")
  [ "$partitions" -eq 3 ] || fail "expected the partitions gpu, gpu-v100 and gpu-a100-80gb; we wrote $partitions"
  [ "$(scontrol show partition -o | wc -l)" -eq 3 ] || fail "slurmctld has other partitions than ours"
  # Every node we wrote, with its GRES (gpu:TYPE:COUNT) and CPUs.
  machines=0
  while IFS= read -r line; do
    hosts=$(sed -n 's/^NodeName=\([^ ]*\) .*/\1/p' <<<"$line")
    gres=$(sed -n 's/.* Gres=\([^ ]*\).*/\1/p' <<<"$line")
    cpus=$(sed -n 's/.* CPUs=\([^ ]*\).*/\1/p' <<<"$line")
    for host in $(scontrol show hostnames "$hosts"); do
      shown=$(scontrol show node -o "$host") || fail "slurmctld has no node $host"
      grep -q " Gres=$gres " <<<"$shown" || fail "node $host has$(grep -o ' Gres=[^ ]*' <<<"$shown"); we wrote Gres=$gres"
      grep -q " CPUTot=$cpus " <<<"$shown" || fail "node $host has$(grep -o ' CPUTot=[^ ]*' <<<"$shown"); we wrote CPUs=$cpus"
      machines=$((machines + 1))
    done
  done < <(grep '^NodeName=' "$exported")
  [ "$machines" -eq 6 ] || fail "the scenario has 6 machines; the NodeName lines name $machines"
  [ "$(scontrol show node -o | wc -l)" -eq 6 ] || fail "slurmctld has other nodes than ours"
  scontrol show node -o v-0 | grep -q ' Gres=gpu:v100:8 ' || fail "v-0 is not a V100 node with 8 GPUs"
  scontrol show node -o a100-08 | grep -q ' Gres=gpu:a100-80gb:4 ' || fail "a100-08 is not an A100 node with 4 GPUs"
  echo "slurmctld $(slurmctld -V | cut -d' ' -f2) read our slurm.conf: $partitions partitions, $machines nodes with their GRES"
  ;;
export_bad_input)
  # Bad input is exit 2 with the file and the field: an unknown variant, a scenario without tenants, a
  # name clash made in a variant (located in the variant), an unknown system, a bad --out.
  tenants="$src/scenarios/philly-tenants.yaml"
  expect_exit 2 "$cli" export "$tenants" --to kueue --variant "lend idle"
  expect_err "field '--variant': no variant named 'lend idle' in $tenants (its variants: 'one queue', 'lend idle quota', 'lend and reclaim', 'capacity scheduler', 'fair share', '6c71a0 gets 16 more')"
  expect_exit 2 "$cli" export "$src/resources/demo/demo.yaml" --to slurm
  expect_err "demo.yaml: field 'tenants': the scenario declares no tenants"
  expect_exit 2 "$cli" export "$tenants" --to yarn; expect_err "--to"
  expect_exit 2 "$cli" export "$tenants"; expect_err "--to is required"
  touch "$work/plain-file"
  expect_exit 2 "$cli" export "$tenants" --to kueue --out "$work/plain-file"; expect_err "not a folder"
  cat > "$work/clash.yaml" <<'YAML'
gantry: 1
name: clash
cluster: {shape: 1x2x8}
workload: {generator: topdrl, generator_params: {jobs: 10, max_gpus: 4}}
policy: {sharing: strict-quota}
tenants:
  - {name: team-a, quota: 8}
  - {name: team b, quota: 8}
variants:
  - name: renamed
    tenants:
      - {name: team-a, quota: 8}
      - {name: Team A, quota: 8}
YAML
  expect_exit 0 "$cli" export "$work/clash.yaml" --to kueue
  expect_exit 2 "$cli" export "$work/clash.yaml" --to kueue --variant renamed
  expect_err "clash.yaml:13:16: field 'variants\[0\].tenants\[1\].name': in variant 'renamed': tenants 'team-a' and 'Team A' are both 'team-a'"
  ;;
version_and_help)
  expect_exit 0 "$cli" --version; grep -q "gantry-cli [0-9]" "$work/out" || fail "no version"
  expect_exit 0 "$cli" --help; grep -q "compare" "$work/out" || fail "help lacks compare"
  expect_exit 2 "$cli" frobnicate; expect_err "unknown command 'frobnicate'"
  expect_exit 2 "$cli" rnu; expect_err "did you mean 'run'"
  expect_exit 2 "$cli"; expect_err "Usage"
  ;;
help_for_every_command)
  # Every command the top-level help lists has its own help: usage line, its options, exit 0.
  expect_exit 0 "$cli" --help
  commands=$(awk '/^Subcommands:/{on=1; next} on && /^  [a-z]/{print $1} on && /^$/{on=0}' "$work/out")
  [ "$(echo "$commands" | wc -w)" -ge 8 ] || fail "top-level help lists too few commands: $commands"
  for c in $commands; do
    expect_exit 0 "$cli" "$c" --help
    grep -q "^Usage: gantry-cli $c" "$work/out" || { cat "$work/out" >&2; fail "'$c --help' has no usage line"; }
    grep -q -- "--help" "$work/out" || fail "'$c --help' lists no options"
    cp "$work/out" "$work/help1"
    expect_exit 0 "$cli" help "$c"
    cmp -s "$work/out" "$work/help1" || fail "'help $c' differs from '$c --help'"
  done
  expect_exit 0 "$cli" run --help; grep -q -- "--variant" "$work/out" || fail "run --help lacks --variant"
  expect_exit 0 "$cli" evaluate --help; grep -q -- "--model" "$work/out" || fail "evaluate --help lacks --model"
  expect_exit 0 "$cli" train --help; grep -q -- "--list-hp" "$work/out" || fail "train --help lacks --list-hp"
  ;;
unknown_options_are_refused)
  # A misspelt or unknown option is an error with a suggestion, never silently ignored, and nothing runs.
  demo="$src/resources/demo/demo.yaml"
  expect_exit 2 "$cli" run "$demo" --varient Tiresias --out "$work/o"; expect_err "did you mean --variant?"
  [ ! -e "$work/o" ] || fail "a refused command line still wrote outputs"
  expect_exit 2 "$cli" run "$demo" --sed 5; expect_err "did you mean --seed?"
  expect_exit 2 "$cli" compare "$demo" --thread 1; expect_err "did you mean --threads?"
  expect_exit 2 "$cli" inspect "$philly2k" --frob; expect_err "unknown option --frob"
  expect_exit 2 "$cli" import "$philly2k" --frob=1; expect_err "unknown option --frob"
  expect_exit 2 "$cli" evaluate "$demo" --model m --seed 3; expect_err "did you mean --seeds?"
  expect_exit 2 "$cli" policies --all; expect_err "--all"
  # Values are checked before anything runs.
  expect_exit 2 "$cli" compare "$demo" --threads 0; expect_err "threads"
  expect_exit 2 "$cli" run "$demo" --seed abc; expect_err "seed"
  expect_exit 2 "$cli" run "$demo" --seed -5; expect_err "seed"
  expect_exit 2 "$cli" run "$demo" "$demo"; expect_err "not expected"
  expect_exit 2 "$cli" run "$demo" --cluster 2x2x2; expect_err "requires --trace"
  expect_exit 2 "$cli" run --trace "$philly2k" --speed-model fast; expect_err "speed-model"
  expect_exit 2 "$cli" inspect "$philly2k" --format nosuch; expect_err "nosuch"
  expect_exit 2 "$cli" run --trace "$philly2k" --cluster 2x3; expect_err "RACKSxMACHINESxGPUS"
  ;;
bash_completion)
  expect_exit 0 "$cli" completion bash
  cp "$work/out" "$work/completion.bash"
  bash -n "$work/completion.bash" || fail "the completion script is not valid bash"
  complete_words() { # words... ; prints the completions of the last word
    bash -c 'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _gantry_cli; printf "%s\n" "${COMPREPLY[@]}"' \
      _ "$work/completion.bash" "$@"
  }
  # Captured first: grep -q stops reading early, and under pipefail the writer's SIGPIPE would fail the check.
  words=$(complete_words gantry-cli com); grep -qx compare <<<"$words" || fail "'com' does not complete to compare"
  words=$(complete_words gantry-cli run --va); grep -qx -- --variant <<<"$words" || fail "'run --va' does not complete to --variant"
  words=$(complete_words gantry-cli evaluate --first); grep -qx -- --first-seed <<<"$words" || fail "'evaluate --first' does not complete"
  expect_exit 2 "$cli" completion fish; expect_err "fish"
  ;;
man_page)
  # The man page is made from the same declarations as --help: every command, and every option and
  # description its --help prints, are on the page.
  expect_exit 0 "$cli" man
  cp "$work/out" "$work/gantry-cli.1"
  head -3 "$work/gantry-cli.1" | grep -q '^\.TH GANTRY\\-CLI 1 ' || fail "the man page has no .TH line"
  grep -q '^\.SH EXIT STATUS' "$work/gantry-cli.1" || fail "the man page has no EXIT STATUS"
  commands=$("$cli" --help | awk '/^Subcommands:/ { on = 1; next } on && /^  [a-z]/ { print $1 }')
  [ "$(wc -w <<<"$commands")" -ge 10 ] || fail "found too few commands in --help: $commands"
  for command in $commands; do
    grep -q "^\.SS \"gantry\\\\-cli $command " "$work/gantry-cli.1" || fail "the man page lacks the command $command"
    "$cli" "$command" --help >"$work/help.txt" || fail "$command --help"
    for option in $(grep -o -- '--[a-z][a-z0-9-]*' "$work/help.txt" | sort -u); do
      grep -qF -- "\\fB${option//-/\\-}\\fR" "$work/gantry-cli.1" || fail "the man page lacks $command's $option"
    done
  done
  grep -qF "$(awk '/^  --variant/ { $1 = ""; $2 = ""; print; exit }' <("$cli" run --help) | sed 's/^ *//' | cut -c1-40)" "$work/gantry-cli.1" ||
    fail "the man page lacks run's --variant description"
  if command -v groff >/dev/null; then
    groff -man -Tutf8 -ww -z "$work/gantry-cli.1" 2>"$work/groff.err"
    [ -s "$work/groff.err" ] && { cat "$work/groff.err" >&2; fail "groff warns about the man page"; }
  fi
  ;;
compare_readable_and_exact)
  # The table speaks in hours and minutes; comparison.csv and each run's summary keep exact seconds.
  expect_exit 0 "$cli" compare "$src/resources/demo/demo.yaml" --out "$work/c"
  grep -Eq "^base .* (s|min|h|d) " "$work/out" || { cat "$work/out" >&2; fail "the table does not print durations in units"; }
  grep -Eq "\((\+|−|±)[0-9.]+%\)" "$work/out" || fail "the table shows no change against the base"
  exact=$(grep -o '"avg_jct": [0-9.e+-]*' "$work/c/base/summary.json" | awk '{print $2}')
  grep -q "^base,$exact," "$work/c/comparison.csv" || { cat "$work/c/comparison.csv" >&2; fail "comparison.csv lacks the exact avg JCT $exact"; }
  head -1 "$work/c/comparison.csv" | grep -q "scenario_sha256=[0-9a-f]\{64\}" || fail "comparison.csv lacks provenance"
  expect_exit 0 "$cli" compare "$src/resources/demo/demo.yaml" --csv
  grep -q "^variant,avg_jct," "$work/out" || fail "--csv prints no header"
  grep -q "^base,$exact," "$work/out" || fail "--csv differs from comparison.csv"
  ;;
output_locations_checked_first)
  # A bad --out is bad input at once (exit 2), before any simulation; nothing but files is replaced.
  demo="$src/resources/demo/demo.yaml"
  touch "$work/plain-file"
  expect_exit 2 "$cli" run "$demo" --out "$work/plain-file"; expect_err "not a folder"
  expect_exit 2 "$cli" run "$demo" --out "$work/plain-file/sub"; expect_err "not a folder"
  expect_exit 2 "$cli" compare "$demo" --out "$work/plain-file"; expect_err "not a folder"
  expect_exit 2 "$cli" import "$philly2k" --out /dev/null; expect_err "not a regular file"
  [ -c /dev/null ] || fail "/dev/null is no longer a device"
  mkdir "$work/ro"; chmod 555 "$work/ro"
  if [ "$(id -u)" -ne 0 ]; then expect_exit 2 "$cli" run "$demo" --out "$work/ro/out"; expect_err "cannot write"; fi
  # Variant names are labels, never paths: '..', '../escape' and 'base' stay inside the folder.
  cat > "$work/names.yaml" <<'YAML'
gantry: 1
name: names
cluster: {shape: 1x2x4}
workload: {generator: topdrl, generator_params: {jobs: 10, max_gpus: 4}}
policy: {ordering: fifo, placement: consolidate}
variants:
  - name: ".."
    policy: {ordering: sjf}
  - name: "../escape"
    policy: {ordering: sjf}
  - name: base
    policy: {ordering: sjf}
YAML
  mkdir "$work/cmp"
  expect_exit 0 "$cli" compare "$work/names.yaml" --out "$work/cmp/o"
  [ "$(ls "$work/cmp")" = "o" ] || fail "a variant wrote outside the output folder: $(ls "$work/cmp")"
  [ ! -e "$work/escape" ] || fail "a variant escaped the output folder"
  for d in base variant _escape base-2; do [ -s "$work/cmp/o/$d/summary.json" ] || fail "no folder $d: $(ls "$work/cmp/o")"; done
  grep -q '^\.\./escape,.*,_escape$' "$work/cmp/o/comparison.csv" || { cat "$work/cmp/o/comparison.csv" >&2; fail "comparison.csv does not map labels to folders"; }
  grep -q '"variant": "base"' "$work/cmp/o/base-2/summary.json" || fail "the variant named base did not get its own folder"
  ;;
outputs_whole_or_absent)
  # An output folder holds one complete run or its previous one: never a mix, never a half.
  demo="$src/resources/demo/demo.yaml"
  seeds_in() { grep -ho "seed=[0-9]*" "$1"/jobs.csv "$1"/schedule.csv "$1"/timeseries.csv "$1"/.gantry-complete | sort -u; }
  staging_left() { ls -A "$work" | grep -c '^\.o\.tmp-' || true; }
  expect_exit 0 "$cli" run "$demo" --out "$work/o" --quiet
  [ "$(seeds_in "$work/o")" = "seed=7" ] || fail "first run not whole"
  # A full disk (here: a file-size limit, with SIGXFSZ ignored so writes fail with EFBIG).
  set +e; (ulimit -f 20; trap '' XFSZ; exec "$cli" run "$demo" --seed 3 --out "$work/o" --quiet) 2>"$work/err"; code=$?; set -e
  [ "$code" -eq 1 ] || { cat "$work/err" >&2; fail "a failed write gave exit $code"; }
  [ "$(seeds_in "$work/o")" = "seed=7" ] || fail "a failed write changed the previous outputs: $(seeds_in "$work/o")"
  [ "$(staging_left)" -eq 0 ] || fail "a failed write left its staging folder"
  # Interrupted mid-run (SIGINT, SIGTERM): exit 128+signal, previous outputs untouched, nothing left.
  printf 'gantry: 1\nname: long\ncluster: {shape: 16x40x8}\nworkload: {generator: poisson-philly, generator_params: {jobs: 400000}}\npolicy: {ordering: fifo, placement: consolidate}\n' > "$work/long.yaml"
  for sig in INT TERM; do
    "$cli" run "$work/long.yaml" --out "$work/o" --quiet 2>"$work/err" & pid=$!
    wait_busy $pid 0.5; kill -s $sig $pid
    set +e; wait $pid; code=$?; set -e
    [ "$code" -ge 129 ] || fail "SIG$sig gave exit $code (did the run finish within a second?)"
    grep -q "interrupted" "$work/err" || fail "SIG$sig: no message"
    [ "$(seeds_in "$work/o")" = "seed=7" ] || fail "SIG$sig changed the previous outputs"
    [ "$(staging_left)" -eq 0 ] || fail "SIG$sig left a staging folder"
  done
  # Killed outright: the hidden staging folder stays, and the next run into the folder removes it.
  "$cli" run "$work/long.yaml" --out "$work/o" --quiet & pid=$!
  wait_busy $pid 0.5; kill -9 $pid; wait $pid 2>/dev/null || true
  [ "$(staging_left)" -eq 1 ] || fail "expected the killed run's staging folder"
  [ "$(seeds_in "$work/o")" = "seed=7" ] || fail "SIGKILL changed the previous outputs"
  expect_exit 0 "$cli" run "$demo" --seed 4 --out "$work/o" --quiet
  [ "$(staging_left)" -eq 0 ] || fail "the abandoned staging folder was not removed"
  # Two runs into one folder at once: the folder is always one of them, whole.
  for trial in 1 2 3 4 5 6 7 8; do
    "$cli" run "$demo" --seed 5 --out "$work/o" --quiet & a=$!
    "$cli" run "$demo" --seed 6 --out "$work/o" --quiet & b=$!
    wait $a; wait $b
    seeds=$(seeds_in "$work/o")
    [ "$seeds" = "seed=5" ] || [ "$seeds" = "seed=6" ] || fail "trial $trial mixed two runs: $seeds"
    [ "$(staging_left)" -eq 0 ] || fail "trial $trial left a staging folder"
  done
  # A folder that is not Gantry's is never replaced.
  mkdir "$work/mine"; echo keep > "$work/mine/notes.txt"
  expect_exit 2 "$cli" run "$demo" --out "$work/mine"; expect_err "not a Gantry output folder"
  [ "$(cat "$work/mine/notes.txt")" = keep ] || fail "the user's folder was touched"
  ;;
headless_demo)
  # Here "$cli" is the GUI binary: without a display it prints the comparison and writes every run.
  export QT_QPA_PLATFORM=offscreen
  expect_exit 0 "$cli" --headless --out "$work/h" "$src/resources/demo/demo.yaml"
  grep -Eq "^base .* (s|min|h|d) " "$work/out" || { cat "$work/out" >&2; fail "headless table does not print durations in units"; }
  if grep -Eq "[0-9]{5,}" "$work/out"; then cat "$work/out" >&2; fail "headless output prints raw seconds"; fi
  [ -s "$work/h/comparison.csv" ] && [ -s "$work/h/base/summary.json" ] || fail "headless run wrote no comparison files"
  [ "$(ls "$work/h" | wc -l)" -ge 3 ] || fail "headless run did not write every variant"
  grep -q "<h2>Results</h2>" "$work/h/report.html" || fail "headless run wrote no report"
  ! grep -q "http" "$work/h/report.html" || fail "the report refers outside itself"
  # The PDF: the same numbers as the printed table, and no section longer than a page.
  command -v pdftotext >/dev/null || fail "pdftotext (poppler-utils) is missing"
  pdftotext "$work/h/report.pdf" "$work/report.txt"
  base_jct=$(awk '$1 == "base" { print $2 " " $3; exit }' "$work/out")
  grep -qF "$base_jct" "$work/report.txt" || fail "the PDF lacks the base run's avg JCT ($base_jct)"
  pages=$(pdfinfo "$work/h/report.pdf" | awk '/^Pages:/ { print $2 }')
  sections=$(grep -c "<section>" "$work/h/report.html")
  # Sections flow onto pages: at most one page for two sections.
  [ $((pages * 2)) -le "$sections" ] || fail "the PDF has $pages pages for $sections sections"
  # Page 1 is the summary: the question, the fastest and the cheapest (the demo names no service level),
  # every option against today's cluster, and its chart (drawn as SVG, whose words pdftotext cannot read: the HTML says).
  pdftotext -l 1 "$work/h/report.pdf" "$work/page1.txt"
  grep -qF "Figure 1. The options side by side" "$work/h/report.html" || fail "the summary has no chart of the options"
  for expected in "Summary" "The question." "has the lowest average JCT" "Tiresias + a third rack" "+2 machines"; do
    tr '\n' ' ' < "$work/page1.txt" | grep -qF "$expected" || { cat "$work/page1.txt" >&2; fail "page 1 lacks '$expected'"; }
  done
  expect_whole_words "$work/h/report.html" "$work/h/report.pdf"
  ;;
headless_outputs_ignore_the_locale)
  # Here "$cli" is the GUI binary, which takes the C locale from the environment (Qt sets it): under
  # German number rules every file it writes, and every number the PDF prints, is the same as under C.
  export QT_QPA_PLATFORM=offscreen SOURCE_DATE_EPOCH=1700000000
  for locale in C de_DE.UTF-8; do
    LC_ALL=$locale expect_exit 0 "$cli" --headless --out "$work/outputs" "$src/scenarios/teaching-demo.yaml"
    mv "$work/outputs" "$work/$locale"
    cp "$work/out" "$work/printed-$locale"
    pdftotext "$work/$locale/report.pdf" "$work/report-$locale.txt"
  done
  grep -q "de_DE" <(locale -a 2>/dev/null | sed 's/utf8/UTF-8/') || fail "the de_DE.UTF-8 locale is not installed (locales-all)"
  diff -r "$work/C" "$work/de_DE.UTF-8" >&2 || fail "the headless outputs (report.pdf included) differ under de_DE.UTF-8"
  diff "$work/printed-C" "$work/printed-de_DE.UTF-8" >&2 || fail "the printed comparison differs under de_DE.UTF-8"
  diff "$work/report-C.txt" "$work/report-de_DE.UTF-8.txt" >&2 || fail "the PDF's text differs under de_DE.UTF-8"
  grep -Eq "[0-9],[0-9] (s|min|h|d)\b" "$work/report-de_DE.UTF-8.txt" && fail "the PDF prints decimal commas"
  ;;
inconsistent_settings_are_refused)
  # Settings that contradict each other are refused with the file, line and field, never quietly changed.
  refused() { # scenario-file line field message
    expect_exit 2 "$cli" run "$1"
    expect_err "$(basename "$1"):$2:"; expect_err "field '$3'"; expect_err "$4"
  }
  dally="$src/scenarios/dally-congested.yaml"
  sed 's/spread_wait: \[0, 3600, 3600\]/spread_wait: [0, 600, 3600]/' "$dally" > "$work/spread.yaml"
  refused "$work/spread.yaml" 40 "variants\[4\].policy.placement.spread_wait" "below rack_wait for moderate jobs"
  sed 's/auto_tune: false,/auto_tune: false, sensitivity_classes: [0.3, 0.1],/' "$dally" > "$work/classes.yaml"
  refused "$work/classes.yaml" 40 "variants\[4\].policy.placement.sensitivity_classes" "increasing order"
  sed 's/rack_wait: \[0, 1200, 1200\]/rack_wait: [0, 1200]/' "$dally" > "$work/count.yaml"
  refused "$work/count.yaml" 40 "variants\[4\].policy.placement.rack_wait" "got 2"
  sed 's/    0.04, 0.04, 0.03, 0.04, 0.03, 0.03, 0.03, 0.03\]/    0.04, 0.04, 0.03, 0.04, 0.03, 0.03, 0.03]/' \
    "$src/scenarios/harmony-6-servers.yaml" > "$work/matrix.yaml"
  refused "$work/matrix.yaml" 42 "speed_model.interference_matrix" "8 x 8 = 64"
  sed 's/max_epochs: 60/max_epochs: 2/' "$src/scenarios/harmony-6-servers.yaml" > "$work/epochs.yaml"
  refused "$work/epochs.yaml" 25 "workload.generator_params.min_epochs" "above max_epochs"
  sed 's/  generator_params: {jobs: 40,/  generator_params: {jobs: 40, requested_workers: 9,/' "$src/scenarios/dl2-small.yaml" > "$work/workers.yaml"
  refused "$work/workers.yaml" 14 "workload.generator_params.requested_workers" "above max_workers"
  sed 's/  generator_params: {jobs: 40,/  generator_params: {jobs: 0.5,/' "$src/scenarios/dl2-small.yaml" > "$work/jobs.yaml"
  refused "$work/jobs.yaml" 14 "workload.generator_params.jobs" "whole number"
  # The same on the command line: one short line, nothing clamped.
  for bad in abc 1.5 -1 18446744073709551616; do
    expect_exit 2 "$cli" run "$src/scenarios/teaching-demo.yaml" --seed "$bad"
    expect_err "needs a whole number from 0 to 18446744073709551615 (got '$bad')"
    [ "$(wc -c < "$work/err")" -lt 300 ] || fail "--seed $bad: the message is $(wc -c < "$work/err") bytes long"
  done
  expect_exit 0 "$cli" run "$src/scenarios/teaching-demo.yaml" --seed 18446744073709551615 --quiet
  expect_exit 2 "$cli" train "$src/scenarios/dl2-small.yaml" --agent dl2 --episodes -5 --out "$work/x.model"; expect_err "from -1 to"
  expect_exit 2 "$cli" train "$src/scenarios/dl2-small.yaml" --agent dl2 --warmup -2 --out "$work/x.model"; expect_err "from -1 to"
  expect_exit 2 "$cli" train "$src/scenarios/dl2-small.yaml" --agent dl2 --hp lr=1e-3 --hp lr=2e-3 --out "$work/x.model"
  expect_err "given twice"
  [ ! -e "$work/x.model" ] || fail "a refused training wrote a model"
  ;;
names_are_text)
  # Names are text, not terminal commands: a control character in any name is refused with the file,
  # line and field, and nothing Gantry prints carries one (not even what the user typed).
  demo="$src/scenarios/teaching-demo.yaml"
  no_control() { ! LC_ALL=C grep -q '[[:cntrl:]]' <(tr -d '\n' < "$work/err") || fail "stderr holds a control character: $(cat -v "$work/err")"; }
  sed 's/^  - name: SJF + consolidate$/  - name: "SJF\\e[2J + consolidate"/' "$demo" > "$work/esc.yaml"
  expect_exit 2 "$cli" compare "$work/esc.yaml"
  expect_err "esc.yaml:29:11: field 'variants\[1\].name': the name holds a control character (U+001B) at character 4"; no_control
  sed 's/^name: Teaching demo$/name: "Teaching\\0demo"/' "$demo" > "$work/nul.yaml"
  expect_exit 2 "$cli" run "$work/nul.yaml"
  expect_err "nul.yaml:3:7: field 'name': the name holds a control character (U+0000) at character 9"; no_control
  sed 's/{name: V100,/{name: "V100\\x85",/' "$demo" > "$work/c1.yaml"
  expect_exit 2 "$cli" run "$work/c1.yaml"
  expect_err "field 'cluster.gpu_types\[0\].name': the name holds a control character (U+0085)"; no_control
  printf 'job_id,submit_time_s,duration_s,num_gpus,user\nj1,0,60,1,alice\nj2,5,60,1,bob\033[2J\n' > "$work/esc.csv"
  expect_exit 2 "$cli" run --trace "$work/esc.csv" --format common-csv
  expect_err "esc.csv:3: field 'user': 'bob?\[2J' holds a control character (U+001B) at character 4"; no_control
  expect_exit 2 "$cli" $'\e[2Jrun'; no_control
  expect_exit 2 "$cli" run "$demo" $'--seed\e[2J' 1; no_control
  expect_exit 2 "$cli" run "$demo" --variant $'\e[2J'; expect_err "no variant named '.x1B.2J'"; no_control
  expect_exit 2 "$cli" run $'no\e[2Jsuch.yaml'; no_control
  # Names that are text, in any script, are kept and every row of the table is shown.
  sed 's/^  - name: SJF + consolidate$/  - name: "SJF — 最短 + consolidate"/' "$demo" > "$work/utf8.yaml"
  expect_exit 0 "$cli" compare "$work/utf8.yaml"
  grep -q "SJF — 最短 + consolidate" "$work/out" || fail "the UTF-8 variant name is not in the table"
  [ "$(grep -c -E '^(base|FIFO|SJF|Tiresias) ' "$work/out")" -eq 5 ] || { cat "$work/out"; fail "the table lost rows"; }
  # Text from a file never drives the terminal: a lesson whose texts hold escape sequences (clear the
  # screen, set the window title, write the clipboard with OSC 52) is refused at their line by every
  # command that reads it, and nothing printed holds a control character.
  mkdir -p "$work/lessons" "$work/scenarios"
  cp "$src/scenarios/teaching-demo.yaml" "$work/scenarios/"
  sed -e 's/^summary: |$/summary: "Order\\e]0;owned\\a\\e]52;c;cm0gLXJmIH4=\\a matters"/' -e '/^summary:/,/^sources:/{/^  /d}' \
    "$src/lessons/01-order-matters.yaml" > "$work/lessons/osc.yaml"
  sed -e 's/^      Sixteen GPUs in two racks/      Sixteen GPUs\x1b[2J in two racks/' "$src/lessons/01-order-matters.yaml" > "$work/lessons/esc.yaml"
  grep -q $'\x1b\\[2J' "$work/lessons/esc.yaml" || fail "the test lesson lacks its escape sequence"
  for check in "" --check; do
    expect_exit 2 "$cli" lesson $check "$work/lessons/osc.yaml"
    expect_err "osc.yaml:4:10: field 'summary': the text holds a control character (U+001B) at character 6"; no_control
    expect_exit 2 "$cli" lesson $check "$work/lessons/esc.yaml"
    expect_err "esc.yaml:16:11: field 'steps\[0\].text': the text holds a control character (U+001B) at character 13"; no_control
  done
  ;;
messages_name_they_do_not_quote)
  # A file of the wrong kind (a credentials file, /etc/shadow, named by mistake or by a scenario or a
  # lesson) is reported by its path, the line and what was expected, never with what it holds: a CI job
  # checking contributed lessons publishes its messages.
  printf 'ghp_SECRET0123456789abcdef\n' > "$work/token"
  printf 'root:$y$j9T$SECRETHASH:19000:0:99999:7:::\ndaemon:*:19000:0:99999:7:::\n' > "$work/shadow"
  printf 'api_token: SECRET-abcdef\nuser: alice\n' > "$work/creds.yaml"
  printf '{"SECRET": 1}\n' > "$work/creds.json"
  demo="$src/scenarios/teaching-demo.yaml"
  for secret in "$work/token" "$work/shadow" "$work/creds.yaml" "$work/creds.json"; do
    for command in run compare plan report calibrate "export --to kueue" "lesson" "lesson --check" "inspect"; do
      expect_exit 2 "$cli" $command "$secret" $([ "$command" = report ] && echo --out "$work/r.html")
      ! grep -q SECRET "$work/err" || fail "$command quotes $(basename "$secret"): $(cat "$work/err")"
      grep -qF "$(basename "$secret")" "$work/err" || fail "$command does not name $(basename "$secret"): $(cat "$work/err")"
    done
    expect_exit 2 "$cli" sweep "$demo" --grid "$secret" --out "$work/sw"
    ! grep -q SECRET "$work/err" || fail "sweep --grid quotes $(basename "$secret"): $(cat "$work/err")"
    expect_exit 2 "$cli" evaluate "$src/scenarios/dl2-small.yaml" --model "$secret" --seeds 1
    ! grep -q SECRET "$work/err" || fail "evaluate --model quotes $(basename "$secret"): $(cat "$work/err")"
    for format in common-csv pollux-philly philly-job-log philly-marwage helios pai-v2020 openb-v2023 tiresias gavel slurm-sacct kubernetes-jobs; do
      set +e; "$cli" import "$secret" --format "$format" --out "$work/t.csv" >"$work/out" 2>"$work/err"; set -e
      ! grep -q SECRET "$work/err" || fail "import --format $format quotes $(basename "$secret"): $(cat "$work/err")"
    done
  done
  ;;
one_writer_for_every_output)
  # Every file goes through the one writer: an empty --out is refused by every command; a report is
  # checked the same by gantry-cli report and gantry --headless --report before any work; links are
  # followed; a device is never replaced; a failed write keeps the previous report whole.
  export QT_QPA_PLATFORM=offscreen
  gui="$(dirname "$cli")/gui/gantry"
  demo="$src/scenarios/teaching-demo.yaml"
  for command in "run $demo" "compare $demo" "plan $src/scenarios/cloud-cost.yaml" "report $demo" "import $philly2k"; do
    expect_exit 2 "$cli" $command --out ""; expect_err "needs a value"
  done
  expect_exit 2 "$gui" --headless --out "" "$demo"; expect_err "needs a value"
  expect_exit 2 "$gui" --headless --report "" "$demo"; expect_err "needs a value"
  mkdir "$work/folder.html"
  for program in cli gui; do
    report() { if [ $program = cli ]; then "$cli" report "$demo" --out "$1"; else "$gui" --headless --report "$1" "$demo"; fi; }
    expect_exit 0 report "$work/$program.HTML"; [ -s "$work/$program.HTML" ] || fail "$program: .HTML not written"
    expect_exit 2 report "$work/$program.txt"; expect_err "FILE.html or FILE.pdf"
    expect_exit 2 report "$work/folder.html"; expect_err "not a regular file"
    expect_exit 2 report /dev/null; expect_err "FILE.html or FILE.pdf"
    [ -c /dev/null ] || fail "$program replaced /dev/null"
    # A link is followed: the file it points to is the report, the link stays a link.
    : > "$work/target-$program.html"
    ln -s "target-$program.html" "$work/link-$program.html"
    expect_exit 0 report "$work/link-$program.html"
    [ -L "$work/link-$program.html" ] || fail "$program replaced the link with a file"
    grep -q "<h2>Results</h2>" "$work/target-$program.html" || fail "$program did not write through the link"
  done
  [ ! -e "$work/cli.txt" ] && [ ! -e "$work/gui.txt" ] || fail "a refused report was written"
  # A folder link too: the outputs go where it points, and it stays a link.
  mkdir "$work/real-out"; ln -s real-out "$work/out-link"
  expect_exit 0 "$cli" run "$demo" --out "$work/out-link" --quiet
  [ -L "$work/out-link" ] && [ -s "$work/real-out/summary.json" ] || fail "run --out through a link"
  # A write that fails (here a file-size limit, as a full disk would) exits 1 and keeps the previous
  # report whole, for the PDF drawn by the gantry program as for the HTML.
  for ext in pdf html; do
    expect_exit 0 "$cli" report "$demo" --out "$work/kept.$ext"
    cp "$work/kept.$ext" "$work/kept-before.$ext"
    set +e; (ulimit -f 4; "$cli" report "$demo" --out "$work/kept.$ext") >"$work/out" 2>"$work/err"; code=$?; set -e
    [ "$code" -eq 1 ] || { cat "$work/err" >&2; fail "a failed $ext write gave exit $code, expected 1"; }
    grep -q "written" "$work/out" && fail "a failed $ext write said it was written"
    cmp "$work/kept.$ext" "$work/kept-before.$ext" || fail "a failed write replaced the previous $ext report"
  done
  ;;
reports_are_reproducible)
  # Same inputs and SOURCE_DATE_EPOCH, same bytes: HTML and PDF, from gantry-cli and the headless GUI
  # ($cli is gantry-cli; the gantry program is beside it). The headless GUI's report has the plan too.
  export QT_QPA_PLATFORM=offscreen SOURCE_DATE_EPOCH=1700000000
  gui="$(dirname "$cli")/gui/gantry"
  for n in 1 2; do
    expect_exit 0 "$cli" report "$src/scenarios/cloud-cost.yaml" --out "$work/r$n.html"
    expect_exit 0 "$cli" report "$src/scenarios/cloud-cost.yaml" --out "$work/r$n.pdf"
    expect_exit 0 "$gui" --headless --report "$work/g$n.pdf" "$src/scenarios/cloud-cost.yaml"
    expect_exit 0 "$gui" --headless --out "$work/h$n" "$src/scenarios/cloud-cost.yaml"
  done
  for f in r1.html r1.pdf g1.pdf; do cmp "$work/$f" "$work/${f/1/2}" || fail "$f is not reproducible"; done
  diff -r "$work/h1" "$work/h2" >&2 || fail "the headless GUI's outputs are not reproducible"
  cmp "$work/r1.pdf" "$work/g1.pdf" || fail "gantry-cli report and gantry --headless --report give different PDFs"
  grep -q "D:20231114000000Z" "$work/r1.pdf" || fail "the PDF's creation date is not SOURCE_DATE_EPOCH's"
  pdftotext "$work/h1/report.pdf" "$work/h1.txt"
  grep -q "Capacity plan" "$work/h1.txt" && grep -qF '$294.20' "$work/h1.txt" || fail "the headless GUI's report lacks the plan"
  # A malformed SOURCE_DATE_EPOCH is refused before any work, by both programs.
  SOURCE_DATE_EPOCH=yesterday expect_exit 2 "$cli" report "$src/scenarios/teaching-demo.yaml" --out "$work/bad.html"
  expect_err "SOURCE_DATE_EPOCH"
  SOURCE_DATE_EPOCH=12.5 expect_exit 2 "$gui" --headless --out "$work/bad" "$src/scenarios/teaching-demo.yaml"
  expect_err "SOURCE_DATE_EPOCH"
  [ ! -e "$work/bad.html" ] && [ ! -e "$work/bad" ] || fail "a refused SOURCE_DATE_EPOCH still wrote outputs"
  ;;
report_page_one_decides)
  # Page 1 of the PDF is the decision (issue 47): against today's cluster, which options keep p95 JCT
  # within 12 h, each with its cluster cost a month; more machines are never called cheaper.
  export QT_QPA_PLATFORM=offscreen SOURCE_DATE_EPOCH=1700000000
  expect_exit 0 "$cli" report "$src/scenarios/philly-capacity.yaml" --out "$work/pc.pdf"
  pdftotext -f 1 -l 1 -layout "$work/pc.pdf" - | sed 's/ﬁ/fi/g; s/ﬂ/fl/g' > "$work/page1.txt"
  for text in "The answer." "today's cluster" "p95 JCT at most 12.0 h" "cluster cost/" "\$463.5k" "Tiresias" "SJF (oracle)" \
              "Plan: fifo on 51 x V100" "+19 machines"; do
    grep -qF "$text" "$work/page1.txt" || { cat "$work/page1.txt" >&2; fail "page 1 lacks: $text"; }
  done
  grep -q "Choose .*keeps p95 JCT at most 12.0 h" "$work/page1.txt" || fail "page 1 recommends nothing"
  # The larger clusters (a third more: $637.3k a month; the plan's 51 machines: $738.6k) cost more, and page 1 says so.
  for cost in '$637.3k' '$738.6k'; do
    grep -F "$cost" "$work/page1.txt" | grep -qF '+$' || fail "the cluster at $cost a month is not shown costing more than today's"
  done
  ! grep -qiE "(third more|51 x V100)[^.]*(cheaper|less)" "$work/page1.txt" || fail "a larger cluster called cheaper"
  ! grep -q "usage cost" "$work/page1.txt" || fail "an owned cluster's page 1 speaks of usage cost"
  ;;
report_html_and_pdf)
  # gantry-cli report: self-contained HTML in process; a PDF drawn by the gantry program beside it.
  export QT_QPA_PLATFORM=offscreen SOURCE_DATE_EPOCH=1700000000
  expect_exit 0 "$cli" report "$src/scenarios/cloud-cost.yaml" --out "$work/r.html"
  grep -q "<h2>Capacity plan</h2>" "$work/r.html" || fail "the report has no plan section"
  grep -qF '$294.20' "$work/r.html" || fail "the report lacks the plan's FIFO answer"
  ! grep -Eq "(src|href)=\"(http|/|\.)" "$work/r.html" || fail "the report refers outside itself"
  expect_exit 0 "$cli" report "$src/scenarios/cloud-cost.yaml" --out "$work/r.pdf"
  pdftotext "$work/r.pdf" "$work/r.txt"
  grep -qF '$294.20' "$work/r.txt" || fail "the PDF lacks the plan's FIFO answer"
  pages=$(pdfinfo "$work/r.pdf" | awk '/^Pages:/ { print $2 }')
  sections=$(grep -c "<section>" "$work/r.html")
  [ "$pages" -le "$sections" ] || fail "the PDF has $pages pages for $sections sections"
  # Without the gantry program: a clear message, bad input's exit status, no file.
  GANTRY_GUI=/nonexistent/gantry expect_exit 2 "$cli" report "$src/scenarios/cloud-cost.yaml" --out "$work/none.pdf"
  expect_err "written by the gantry program, which is not installed"
  [ ! -e "$work/none.pdf" ] || fail "a PDF appeared without the gantry program"
  # In the user's language: German words and number signs ("294,20 $"), the HTML's lang, the same plan;
  # Chinese in the PDF, read back. Both are written by the gantry program, which has the translations.
  expect_exit 0 "$cli" report "$src/scenarios/cloud-cost.yaml" --out "$work/de.html" --language de
  grep -q '<html lang="de">' "$work/de.html" || fail "the German report does not say it is German"
  grep -q "<h2>Kapazitätsplan</h2>" "$work/de.html" || fail "the German report has no 'Kapazitätsplan' section"
  grep -qF '294,20 $' "$work/de.html" || fail "the German report lacks the plan's FIFO answer in German number signs"
  # German headers are long: the demo's results still fit the page without a word broken in a cell.
  expect_exit 0 "$cli" report "$src/resources/demo/demo.yaml" --out "$work/demo-de.html" --language de
  expect_exit 0 "$cli" report "$src/resources/demo/demo.yaml" --out "$work/demo-de.pdf" --language de
  expect_whole_words "$work/demo-de.html" "$work/demo-de.pdf"
  ! grep -q "<h2>Capacity plan</h2>" "$work/de.html" || fail "the German report has an English heading"
  expect_exit 0 "$cli" report "$src/scenarios/cloud-cost.yaml" --out "$work/zh.pdf" --language zh_CN
  pdftotext "$work/zh.pdf" "$work/zh.txt"
  grep -q "容量规划" "$work/zh.txt" || fail "the Chinese PDF has no plan section in Chinese"
  grep -qF '$294.20' "$work/zh.txt" || fail "the Chinese PDF lacks the plan's FIFO answer"
  ! grep -q "Capacity plan" "$work/zh.txt" || fail "the Chinese PDF has an English heading"
  expect_exit 2 "$cli" report "$src/scenarios/cloud-cost.yaml" --out "$work/fr.html" --language fr; expect_err "language"
  [ ! -e "$work/fr.html" ] || fail "a report in an unknown language was written"
  expect_exit 2 "$cli" report "$src/scenarios/cloud-cost.yaml" --out "$work/r.docx"; expect_err "FILE.html or FILE.pdf"
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
outputs_follow_umask)
  # Output folders and files get what mkdir and touch would give them under the user's umask: a report
  # written for a team can be read by the team.
  for mask in 022 027 077; do
    (umask $mask
     "$cli" run "$src/scenarios/teaching-demo.yaml" --out "$work/run-$mask" --quiet
     "$cli" import "$philly2k" --out "$work/import-$mask.csv" 2>/dev/null
     "$cli" compare "$src/scenarios/teaching-demo.yaml" --out "$work/cmp-$mask" >/dev/null
     mkdir "$work/mkdir-$mask"; touch "$work/touch-$mask")
    want_dir=$(stat -c %a "$work/mkdir-$mask") want_file=$(stat -c %a "$work/touch-$mask")
    for dir in "$work/run-$mask" "$work/cmp-$mask"; do
      [ "$(stat -c %a "$dir")" = "$want_dir" ] || fail "umask $mask: $(basename "$dir") is $(stat -c %a "$dir"), mkdir gives $want_dir"
      for file in "$dir"/*; do
        [ -d "$file" ] && continue
        [ "$(stat -c %a "$file")" = "$want_file" ] || fail "umask $mask: $file is $(stat -c %a "$file"), touch gives $want_file"
      done
    done
    [ "$(stat -c %a "$work/import-$mask.csv")" = "$want_file" ] || fail "umask $mask: import --out is $(stat -c %a "$work/import-$mask.csv")"
  done
  ;;
signals_stop_every_command)
  # Every command honours Ctrl-C and SIGTERM within a second: exit 128 + N, "interrupted" on
  # stderr, and nothing that looks complete (a previous output stays as it was). Long inputs: a
  # generated workload on a small cluster keeps the simulator busy for seconds, a large trace the importer.
  export QT_QPA_PLATFORM=offscreen
  cat > "$work/long.yaml" <<'YAML'
gantry: 1
name: long
seed: 1
cluster:
  shape: 1x4x8
workload:
  generator: poisson-philly
  generator_params: {jobs: 150000, jobs_per_hour: 400}
policy: {ordering: tiresias, placement: consolidate}
variants:
  - name: sjf
    policy: {ordering: sjf}
YAML
  sed -e "s|trace: traces/philly_2k.csv|generator: poisson-philly\n  generator_params: {jobs: 150000, jobs_per_hour: 400}|" \
    -e "/  limit: 500/d" "$src/scenarios/cloud-cost.yaml" > "$work/long-plan.yaml"
  awk 'BEGIN { print "trace,job_id,submit_time_s,duration_s,num_gpus"; for (i = 0; i < 3000000; ++i) print "t,j" i "," i "," 100 + i % 977 "," 1 + i % 4 }' > "$work/long.csv"
  # A calibration of 300,000 jobs with recorded waits on 32 GPUs: seconds of simulation.
  awk 'BEGIN { print "trace,job_id,submit_time_s,duration_s,num_gpus,queue_delay_s"; for (i = 0; i < 300000; ++i) print "t,j" i "," 2 * i "," 100 + i % 977 "," 1 + i % 4 "," i % 60 }' > "$work/long-waits.csv"
  printf 'gantry: 1\nname: long calibration\ncluster: {shape: 1x4x8}\nworkload: {trace: long-waits.csv}\nspeed_model: replay\n' > "$work/long-cal.yaml"
  # 2,000 tenants on 99,000 machines of 50 GPU types: seconds of Kueue objects to write.
  awk 'BEGIN { print "gantry: 1\nname: large export\ncluster:\n  gpu_types:"; for (g = 0; g < 50; ++g) print "    - {name: G" g "}"
               print "  racks:"; for (r = 0; r < 1000; ++r) print "    - {name: r" r ", machines: [{name: m" r ", gpu_type: G" r % 50 ", gpus: 8, count: 99}]}"
               print "workload: {generator: poisson-philly, generator_params: {jobs: 10}}\npolicy: {sharing: strict-quota}\ntenants:"
               for (t = 0; t < 2000; ++t) print "  - {name: t" t ", quota: 8}" }' > "$work/long-export.yaml"
  for signal in INT TERM; do
    interrupt $signal "$work/run-out" "$cli" run "$work/long.yaml" --out "$work/run-out" --quiet
    interrupt $signal "" "$cli" run "$work/long.yaml" --quiet
    interrupt $signal "$work/cmp-out" "$cli" compare "$work/long.yaml" --out "$work/cmp-out"
    interrupt $signal "$work/plan-out" "$cli" plan "$work/long-plan.yaml" --out "$work/plan-out"
    interrupt $signal "$work/r.html" "$cli" report "$work/long.yaml" --out "$work/r.html"
    interrupt $signal "$work/imported.csv" "$cli" import "$work/long.csv" --out "$work/imported.csv"
    interrupt $signal "" "$cli" inspect "$work/long.csv"
    interrupt $signal "$work/cal-out" "$cli" calibrate "$work/long-cal.yaml" --out "$work/cal-out"
    interrupt $signal "$work/fit-out" "$cli" calibrate "$work/long-cal.yaml" --fit gpus --out "$work/fit-out"
    interrupt $signal "$work/export-out" "$cli" export "$work/long-export.yaml" --to kueue --out "$work/export-out"
    if [ -x "$(dirname "$cli")/gui/gantry" ]; then
      interrupt $signal "$work/r.pdf" "$cli" report "$work/long.yaml" --out "$work/r.pdf"
      interrupt $signal "$work/headless-out" "$(dirname "$cli")/gui/gantry" --headless --out "$work/headless-out" "$work/long.yaml"
    fi
  done
  # A previous output survives an interrupted run into the same folder.
  "$cli" run "$src/scenarios/teaching-demo.yaml" --out "$work/kept" --quiet
  cp "$work/kept/summary.json" "$work/kept.summary.json"
  interrupt INT "" "$cli" run "$work/long.yaml" --out "$work/kept" --quiet
  cmp "$work/kept/summary.json" "$work/kept.summary.json" || fail "an interrupted run replaced the previous outputs"
  # A file-size limit is a message and exit 1, like a full disk, and leaves nothing that looks complete.
  set +e; (ulimit -f 8; "$cli" run "$src/scenarios/teaching-demo.yaml" --out "$work/limited" --quiet) >"$work/out" 2>"$work/err"; code=$?; set -e
  [ "$code" -eq 1 ] || { cat "$work/err" >&2; fail "a file-size limit gave exit $code, expected 1"; }
  [ -s "$work/err" ] || fail "a file-size limit gave no message"
  [ ! -e "$work/limited" ] || fail "a file-size limit left an output folder"
  ;;
missing_file_exit_code)
  expect_exit 2 "$cli" run "$work/nope.yaml"; expect_err "nope.yaml"
  sed 's|traces/philly_2k.csv|traces/missing.csv|' "$src/scenarios/cloud-cost.yaml" > "$work/missing-trace.yaml"
  expect_exit 2 "$cli" run "$work/missing-trace.yaml"; expect_err "missing.csv"; expect_err "no such file"
  # A trace that does not exist is "no such file", with its path, for every command that reads one,
  # before any guess at its format.
  for command in "run --trace" inspect import; do
    expect_exit 2 "$cli" $command "$work/nope.csv"
    expect_err "$work/nope.csv"; expect_err "no such file"
    if grep -q "format" "$work/err"; then cat "$work/err" >&2; fail "$command: a missing trace is reported as a format problem"; fi
  done
  expect_exit 2 "$cli" inspect "$work"; expect_err "is a directory"
  ;;
unknown_policy_exit_code)
  expect_exit 2 "$cli" run --trace "$philly2k" --policy fastest
  expect_err "unknown ordering 'fastest'"
  expect_exit 2 "$cli" run --trace "$philly2k" --cluster 2x0x8
  expect_err "cluster"
  ;;
bad_trace_exit_code)
  printf 'trace,job_id,submit_time_s,duration_s,num_gpus\nx,a,0,100,1\nx,b,5,-3,1\n' > "$work/neg.csv"
  expect_exit 2 "$cli" inspect "$work/neg.csv" --format common-csv
  expect_err "neg.csv:3"; expect_err "duration_s"
  printf 'trace,job_id,submit_time_s\nx,a,0\n' > "$work/cols.csv"
  expect_exit 2 "$cli" import "$work/cols.csv" --format common-csv; expect_err "cols.csv:1"
  expect_exit 2 "$cli" import "$work/cols.csv" --format nosuch; expect_err "nosuch"
  # Inputs bounded by what they can mean: duplicate ids, absurd times, devices, empty workloads.
  printf 'trace,job_id,submit_time_s,duration_s,num_gpus\nx,a,0,100,1\nx,a,5,3,1\n' > "$work/dup.csv"
  expect_exit 2 "$cli" run --trace "$work/dup.csv" --format common-csv; expect_err "dup.csv:3: field 'job_id': 'a' is used twice (first on line 2)"
  printf 'trace,job_id,submit_time_s,duration_s,num_gpus\nx,a,0,1e300,1\n' > "$work/long.csv"
  expect_exit 2 "$cli" run --trace "$work/long.csv" --format common-csv; expect_err "long.csv:2: field 'duration_s': is implausibly long"
  printf 'trace,job_id,submit_time_s,duration_s,num_gpus\nx,a,0,10,1\nx,b,1e300,10,1\n' > "$work/late.csv"
  expect_exit 2 "$cli" run --trace "$work/late.csv" --format common-csv; expect_err "late.csv:3: field 'submit_time_s'"
  expect_exit 2 timeout 20 "$cli" inspect /dev/zero --format common-csv; expect_err "/dev/zero: is a device"
  expect_exit 2 timeout 20 "$cli" run /dev/zero; expect_err "/dev/zero: is a device"
  printf 'trace,job_id,submit_time_s,duration_s,num_gpus\nx,ok,0,10,1\nx,b\377d,1,10,1\n' > "$work/latin1.csv"
  expect_exit 2 "$cli" run --trace "$work/latin1.csv" --format common-csv; expect_err "latin1.csv:3: field 'job_id': 'b?d' is not valid UTF-8"
  printf 'trace,job_id,submit_time_s,duration_s,num_gpus\n' > "$work/header-only.csv"
  expect_exit 2 "$cli" run --trace "$work/header-only.csv" --format common-csv; expect_err "the workload has no jobs"
  ;;
plan_command)
  # The shipped plan: each policy's cheapest cluster, plan.csv with every configuration and its verdict.
  expect_exit 0 "$cli" plan "$src/scenarios/cloud-cost.yaml" --out "$work/plan"
  grep -q "cheapest: .* x A100 (8 GPUs)" "$work/out" || { cat "$work/out" >&2; fail "no cheapest configuration printed"; }
  grep -q "of a grid of 594" "$work/out" || fail "the grid size is not reported"
  head -2 "$work/plan/plan.csv" | tail -1 | grep -q "^policy,A100x8 machines,T4x4 machines,cluster_cost_per_hour,usage_cost," || fail "bad plan.csv header"
  # Why each configuration failed: a run stopped once the level was certainly missed, or the GPU-hours bound.
  grep -q ",false,stopped_early,p95 JCT certainly over 24.0 h (too many jobs late) (seed 11)" "$work/plan/plan.csv" \
    || fail "plan.csv does not say why a simulated configuration failed"
  grep -q ",false,bound,\"p95 JCT at least .* h > 24.0 h (GPU-hours bound, not simulated) (seed 11)\"" "$work/plan/plan.csv" \
    || fail "plan.csv does not say which configurations the bound ruled out"
  grep -q "ruled out by the GPU-hours bound" "$work/out" || fail "the bound's work is not reported"
  # A scenario without a plan, and a plan that does not parse: bad input, named.
  expect_exit 2 "$cli" plan "$src/scenarios/dally-congested.yaml"; expect_err "no plan: section"
  sed 's/gpu_type: T4, gpus: 4, min/gpu_type: H200, gpus: 4, min/' "$src/scenarios/cloud-cost.yaml" > "$work/bad-plan.yaml"
  expect_exit 2 "$cli" plan "$work/bad-plan.yaml"; expect_err "plan\.machines\[1\]\.gpu_type': 'H200' is not one of cluster.gpu_types"
  ;;
import_round_trip)
  "$cli" import "$src/tests/data/tiresias/60_job.csv" --format tiresias --out "$work/t.csv" 2>"$work/report"
  grep -q "60" "$work/report" || fail "report does not count the jobs"
  "$cli" import "$work/t.csv" --format common-csv --out "$work/t2.csv" 2>/dev/null
  cmp "$work/t.csv" "$work/t2.csv" || fail "common CSV does not round-trip"
  ;;
inspect_check_values)
  "$cli" inspect "$philly2k" > "$work/inspect"
  grep -q "jobs       2000" "$work/inspect" || fail "inspect: wrong job count"
  # Check value from tests/data/README.md: sum of duration x GPUs = 83,332,283 GPU-seconds.
  grep -q "GPU-hours  23147.9" "$work/inspect" || { cat "$work/inspect" >&2; fail "inspect: GPU-hours differ from the check value"; }
  ;;
lesson_story_and_check)
  # The story is the same text every time; --check passes a sound lesson and fails one whose step
  # cannot fire; a bad lesson is exit 2 with its file and line.
  "$cli" lesson "$src/lessons/01-order-matters.yaml" > "$work/story1"
  "$cli" lesson "$src/lessons/01-order-matters.yaml" > "$work/story2"
  cmp -s "$work/story1" "$work/story2" || fail "lesson story differs between two runs"
  grep -q "^## Step 10 of 10 (starve-a-job), when the run ends" "$work/story1" || fail "story lacks its last step"
  grep -q "sha256 " "$work/story1" || fail "story lacks the scenario hash"
  expect_exit 0 "$cli" lesson --check "$src/lessons/01-order-matters.yaml"
  sed 's/at: {job: topdrl-44, event: started}/at: {job: topdrl-44, event: preempted}/' "$src/lessons/01-order-matters.yaml" \
    | sed "s#scenario: ../scenarios#scenario: $src/scenarios#" > "$work/never.yaml"
  expect_exit 1 "$cli" lesson --check "$work/never.yaml"
  expect_err "step 'short-job-starts' (.*never.yaml:[0-9]*) never fires"
  printf 'gantry_lesson: 1\ntitle: T\nscenario: %s/scenarios/teaching-demo.yaml\nsteps:\n  - {id: a, at: start, text: hi, ask: {kind: guess}}\n' "$src" > "$work/bad.yaml"
  expect_exit 2 "$cli" lesson "$work/bad.yaml"
  expect_err "bad.yaml:5:.*steps\[0\].ask.kind.*unknown kind of task 'guess'"
  # --language picks the translation beside the lesson (lessons/de/): the same scenario and steps; en
  # is the original; a lesson without that translation is printed as written, with a note.
  "$cli" lesson --language de "$src/lessons/01-order-matters.yaml" > "$work/story-de"
  grep -q "^Lesson: Die Reihenfolge zählt" "$work/story-de" || fail "--language de did not print the German lesson"
  grep -q "^## Step 10 of 10 (starve-a-job), when the run ends" "$work/story-de" || fail "the German story lacks its last step"
  [ "$(grep '^Scenario:' "$work/story1")" = "$(grep '^Scenario:' "$work/story-de")" ] || fail "the German lesson has another scenario"
  # Each story to a file first: grep -q stops reading early, and under pipefail the writer's SIGPIPE would fail.
  "$cli" lesson --language zh_CN "$src/lessons/01-order-matters.yaml" > "$work/story-zh"
  grep -q "^Lesson: 顺序很重要" "$work/story-zh" || fail "--language zh_CN did not print the Chinese lesson"
  "$cli" lesson --language en "$src/lessons/de/01-order-matters.yaml" > "$work/story-en"
  cmp -s "$work/story-en" "$work/story1" || fail "--language en is not the original"
  "$cli" lesson "$src/lessons/de/01-order-matters.yaml" > "$work/story-de2"
  cmp -s "$work/story-de2" "$work/story-de" || fail "a translation named is not printed as written"
  expect_exit 0 "$cli" lesson --check --language de "$src/lessons/01-order-matters.yaml"
  expect_exit 2 "$cli" lesson --language fr "$src/lessons/01-order-matters.yaml"
  mkdir -p "$work/t/de"
  sed "s#scenario: ../scenarios#scenario: $src/scenarios#" "$src/lessons/01-order-matters.yaml" > "$work/t/l.yaml"
  expect_exit 0 "$cli" lesson --check --language zh_CN "$work/t/l.yaml"
  expect_err "has no zh_CN translation"
  # A translation that changes more than its texts fails --check, naming the step.
  sed "s#scenario: ../scenarios#scenario: $src/scenarios#; s/tolerance_percent: 25/tolerance_percent: 30/" \
    "$src/lessons/de/01-order-matters.yaml" > "$work/t/de/l.yaml"
  expect_exit 1 "$cli" lesson --check "$work/t/de/l.yaml"
  expect_err "step 2 'predict-fifo' (.*l.yaml:[0-9]*): its tolerance is 30%, the original's 25%"
  ;;
quick_flags_run)
  "$cli" run --trace "$philly2k" --cluster 1x8x8 --policy sjf+best-fit --limit 300 --out "$work/q" --quiet
  [ "$(grep -c ',finished,' "$work/q/jobs.csv")" -gt 250 ] || fail "quick run finished too few jobs"
  grep -q '"policy": "ordering=sjf placement=best-fit' "$work/q/summary.json" || fail "policy not recorded"
  ;;
rejected_jobs_are_reported)
  # philly_2k has 32-GPU jobs: on 16 GPUs they can never run and must be reported, not dropped.
  "$cli" run --trace "$philly2k" --cluster 1x2x8 --limit 400 --out "$work/r" --quiet
  rejected=$(grep -c ',rejected,' "$work/r/jobs.csv" || true)
  [ "$rejected" -gt 0 ] || fail "no job was rejected"
  grep -m1 ',rejected,' "$work/r/jobs.csv" | grep -q "needs 32 GPUs" || fail "rejection has no reason"
  lines=$(($(wc -l < "$work/r/jobs.csv") - 2))
  [ "$lines" -eq 400 ] || fail "jobs.csv has $lines rows, expected 400"
  ;;
torch_only_for_learned)
  ! ldd "$cli" | grep -i torch || fail "gantry-cli links LibTorch"
  loader_log version "$cli" --version
  loader_log run "$cli" run "$src/resources/demo/demo.yaml" --out "$work/run" --quiet
  loader_log compare "$cli" compare "$src/resources/demo/demo.yaml" --out "$work/cmp"
  loader_log policies "$cli" policies
  for name in version run compare policies; do
    ! torch_loaded_by $name || fail "gantry-cli $name loaded LibTorch"
  done
  # The control: training loads the module, and LibTorch through it.
  loader_log train "$cli" train "$src/scenarios/dl2-small.yaml" --agent dl2 --warmup 1 --episodes -1 --out "$work/m.model"
  torch_loaded_by train | grep "libgantry_torch.so" >/dev/null || fail "training did not load the module"
  torch_loaded_by train | grep "libtorch" >/dev/null || fail "training did not load LibTorch"
  # Without the module, what needs it fails with its path and the loader's reason; heuristics still run.
  missing="$work/nowhere/libgantry_torch.so"
  cp "$src/scenarios/dl2-small.yaml" "$work/s.yaml"
  sed -i 's/^  sizing: drf$/  scheduler: {name: dl2, model: m.model}/' "$work/s.yaml"
  expect_exit 1 env GANTRY_TORCH_MODULE="$missing" "$cli" train "$src/scenarios/dl2-small.yaml" --agent dl2 --warmup 1 --episodes -1 --out "$work/n.model"
  expect_err "$missing"
  expect_err "No such file"
  expect_exit 1 env GANTRY_TORCH_MODULE="$missing" "$cli" evaluate "$src/scenarios/dl2-small.yaml" --model "$work/m.model" --seeds 1
  expect_err "$missing"
  expect_exit 1 env GANTRY_TORCH_MODULE="$missing" "$cli" run "$work/s.yaml" --quiet
  expect_err "$missing"
  expect_exit 0 env GANTRY_TORCH_MODULE="$missing" "$cli" run "$src/resources/demo/demo.yaml" --quiet
  expect_exit 0 "$cli" run "$work/s.yaml" --quiet
  ;;
headless_demo_without_torch)
  # Here "$cli" is the GUI binary: its headless comparison of the demo loads no LibTorch.
  export QT_QPA_PLATFORM=offscreen
  ! ldd "$cli" | grep -i torch || fail "gantry links LibTorch"
  loader_log headless "$cli" --headless --out "$work/h" "$src/resources/demo/demo.yaml"
  ! torch_loaded_by headless || fail "the headless GUI loaded LibTorch"
  ;;
calibrate_command)
  # Simulated against recorded queueing delays: the hand-worked tiny case (tests/unit/CalibrationTest.cpp),
  # its files, the fit, and bad input refused with the file and the field, before anything is written.
  tiny="$src/tests/data/calibration/tiny.yaml"
  expect_exit 0 "$cli" calibrate "$tiny" --out "$work/cal"
  grep -q "^all  *4 " "$work/out" || { cat "$work/out" >&2; fail "the table lacks the overall row of 4 jobs"; }
  grep -q "^b  *1 " "$work/out" || fail "the table lacks tenant b"
  grep -q "5 of 6 jobs have a recorded queueing delay; 1 of them never started" "$work/out" || fail "no count of compared jobs"
  grep -q "^scenario,all,4,5,1,46.25,5,120,42.5,0,90,13.75,-3.75,0.93226" "$work/cal/calibration.csv" \
    || { cat "$work/cal/calibration.csv" >&2; fail "calibration.csv lacks the hand-computed overall row"; }
  head -1 "$work/cal/calibration.csv" | grep -q "^# gantry .* seed=1 scenario_sha256=[0-9a-f]\{64\}" || fail "calibration.csv has no provenance"
  grep -q "^j2,b,10,120,90$" "$work/cal/calibration_jobs.csv" || fail "calibration_jobs.csv lacks j2"
  grep -q "^j6,b,40,10,$" "$work/cal/calibration_jobs.csv" || fail "a job that never started must have an empty simulated wait"
  [ -e "$work/cal/.gantry-complete" ] || fail "the output folder was not committed"
  [ ! -e "$work/cal/fit.csv" ] || fail "fit.csv without --fit"
  # The fit: deterministic, whatever the threads.
  expect_exit 0 "$cli" calibrate "$tiny" --fit gpus=0.5:4 --fit-points 5 --threads 1 --out "$work/fit1"
  grep -q "^fitted  *gpus x" "$work/out" || { cat "$work/out" >&2; fail "no fitted value printed"; }
  expect_exit 0 "$cli" calibrate "$tiny" --fit gpus=0.5:4 --fit-points 5 --threads 3 --out "$work/fit3"
  for f in calibration.csv calibration_jobs.csv fit.csv; do cmp "$work/fit1/$f" "$work/fit3/$f" || fail "$f depends on --threads"; done
  [ "$(grep -c '^[12],' "$work/fit1/fit.csv")" -eq 10 ] || fail "fit.csv should hold 2 x 5 grid points"
  grep -q "^fitted,all," "$work/fit1/calibration.csv" || fail "calibration.csv lacks the fitted run"
  # Bad input: exit 2, the file and the field named, nothing written.
  expect_exit 2 "$cli" calibrate "$src/scenarios/cloud-cost.yaml" --out "$work/none"
  expect_err "philly_2k.csv: field 'queue_delay_s': no job of the workload has a recorded queueing delay"
  [ ! -e "$work/none" ] || fail "a refused calibration wrote outputs"
  expect_exit 2 "$cli" calibrate "$src/scenarios/philly-capacity.yaml"
  expect_err "philly-capacity.yaml:[0-9]*:[0-9]*: field 'workload.format': the trace format 'pollux-philly' records no start times"
  expect_exit 2 "$cli" calibrate "$src/scenarios/teaching-demo.yaml"
  expect_err "teaching-demo.yaml:[0-9]*:[0-9]*: field 'workload.generator'"
  printf 'trace,job_id,submit_time_s,duration_s,num_gpus,queue_delay_s\nt,a,0,10,1,0\nt,b,5,10,1,-3\n' > "$work/negative.csv"
  sed "s|trace: tiny_waits.csv|trace: $work/negative.csv|" "$tiny" > "$work/negative.yaml"
  expect_exit 2 "$cli" calibrate "$work/negative.yaml"
  expect_err "negative.csv:3: field 'queue_delay_s': must not be negative"
  expect_exit 2 "$cli" calibrate "$tiny" --fit quota; expect_err "field '--fit': 'quota' scales the tenants' quotas"
  expect_exit 2 "$cli" calibrate "$tiny" --fit speed; expect_err "field '--fit': 'speed' is not a parameter"
  expect_exit 2 "$cli" calibrate "$tiny" --fit gpus=2:1; expect_err "0 < low < high"
  expect_exit 2 "$cli" calibrate "$tiny" --fit gpus=a:b; expect_err "LOW:HIGH"
  expect_exit 2 "$cli" calibrate "$tiny" --fit-points 2; expect_err "fit-points"
  ;;
errors_are_never_answers)
  # A policy that cannot be set up is bad input, located, before anything is simulated: never a plan
  # whose every configuration "fails", never a comparison that stops after the other runs.
  ln -s "$(cd "$src" && pwd)/scenarios/traces" "$work/traces"
  # An invalid parameter in one plan policy, in one variant, in the policy evaluate would use.
  sed 's/^    - {ordering: tiresias}$/    - {ordering: {name: tiresias, queue_thresholds: [-5]}}/' \
    "$src/scenarios/cloud-cost.yaml" > "$work/plan-param.yaml"
  expect_exit 2 "$cli" plan "$work/plan-param.yaml" --out "$work/p1"
  # At the plan policy's own line, never at the scenario's policy of the same field.
  line=$(grep -n "queue_thresholds: \[-5\]" "$work/plan-param.yaml" | cut -d: -f1)
  expect_err "plan-param.yaml:$line:[0-9]*: field 'plan.policies\[1\].ordering.queue_thresholds'"
  sed 's/^    - {ordering: tiresias}$/    - {ordering: nosuch}/' "$src/scenarios/cloud-cost.yaml" > "$work/plan-name.yaml"
  expect_exit 2 "$cli" plan "$work/plan-name.yaml"
  expect_err "plan-name.yaml:$(grep -n "ordering: nosuch" "$work/plan-name.yaml" | cut -d: -f1):[0-9]*: field 'plan.policies\[1\].ordering': unknown ordering 'nosuch'"
  [ ! -e "$work/p1" ] || fail "a refused plan wrote outputs"
  sed 's/^    policy: {ordering: tiresias}$/    policy: {ordering: {name: tiresias, bogus: 1}}/' \
    "$src/scenarios/cloud-cost.yaml" > "$work/variant-param.yaml"
  expect_exit 2 "$cli" compare "$work/variant-param.yaml"
  expect_err "variant-param.yaml:[0-9]*:[0-9]*: field 'variants\[0\].policy.ordering.bogus'"
  [ ! -s "$work/out" ] || fail "compare printed results for a scenario it refused"
  # A scheduler the plan or a variant names without the model it needs: refused before any run.
  sed 's/^    - {ordering: tiresias}$/    - {scheduler: dally}/; s/^    - {ordering: fifo}$/    - {scheduler: {name: nope}}/' \
    "$src/scenarios/cloud-cost.yaml" > "$work/plan-unknown.yaml"
  expect_exit 2 "$cli" plan "$work/plan-unknown.yaml"
  expect_err "field 'plan.policies\[0\].scheduler'"
  ;;
errors_are_never_answers_learned)
  # A model file that does not exist, named by one plan policy, one variant, or evaluate --model: exit 2
  # with the scenario's field and the missing file, before any simulation (no plan.csv, no table).
  ln -s "$(cd "$src" && pwd)/scenarios/traces" "$work/traces"
  sed 's/^    - {ordering: tiresias}$/    - {scheduler: {name: dl2, model: missing.model}}/' \
    "$src/scenarios/cloud-cost.yaml" > "$work/plan-model.yaml"
  expect_exit 2 "$cli" plan "$work/plan-model.yaml" --out "$work/p1"
  expect_err "plan-model.yaml:59:38: field 'plan.policies\[1\].scheduler.model': .*missing.model: no such file"
  [ ! -e "$work/p1" ] || fail "a plan with a missing model wrote plan.csv"
  grep -q "no configuration" "$work/out" && fail "a missing model was answered as 'no configuration meets the levels'"
  sed 's/^    - {ordering: tiresias}$/    - {scheduler: dl2}/' \
    "$src/scenarios/cloud-cost.yaml" > "$work/plan-nomodel.yaml"
  expect_exit 2 "$cli" plan "$work/plan-nomodel.yaml"
  expect_err "plan-nomodel.yaml:[0-9]*:[0-9]*: field 'plan.policies\[1\].scheduler.model': scheduler 'dl2' needs a trained model"
  # Found after loading, still located: the file, the line and the column of the field, or of the
  # nearest one the file spells (here the scheduler, which names no model).
  sed 's/^  placement: random$/  placement: random\n  scheduler: {name: dl2}/' "$src/scenarios/teaching-demo.yaml" > "$work/nomodel.yaml"
  expect_exit 2 "$cli" run "$work/nomodel.yaml"
  expect_err "nomodel.yaml:23:14: field 'policy.scheduler.model': scheduler 'dl2' needs a trained model"
  sed 's/^    policy: {ordering: tiresias}$/    policy: {scheduler: {name: dl2, model: missing.model}}/' \
    "$src/scenarios/cloud-cost.yaml" > "$work/variant-model.yaml"
  expect_exit 2 "$cli" compare "$work/variant-model.yaml" --out "$work/c1"
  expect_err "variant-model.yaml:[0-9]*:[0-9]*: field 'variants\[0\].policy.scheduler.model': variant 'Tiresias': .*missing.model: no such file"
  [ ! -e "$work/c1" ] && [ ! -s "$work/out" ] || fail "compare ran or wrote something before refusing a missing model"
  expect_exit 2 "$cli" run "$work/variant-model.yaml" --variant Tiresias
  expect_err "variant-model.yaml:[0-9]*:[0-9]*: field 'variants\[0\].policy.scheduler.model': variant 'Tiresias': .*missing.model: no such file"
  expect_exit 2 "$cli" evaluate "$src/scenarios/dl2-small.yaml" --model "$work/missing.model" --seeds 1
  expect_err "missing.model: no such file"
  ;;
plan_work_is_bounded)
  # A plan's work is known before it starts: sizes are computed without wrapping, what a search cannot
  # take on is refused naming its size and the option that allows it, and what the GPU-hours bound
  # rules out for the largest cluster is answered at once, whatever the grid's size.
  ln -s "$(cd "$src" && pwd)/scenarios/traces" "$work/traces"
  head="$(sed '/^plan:/,$d' "$src/scenarios/cloud-cost.yaml")"
  shapes() { # count gpu_type max
    for _ in $(seq "$1"); do echo "    - {gpu_type: $2, gpus: 4, min: 0, max: $3}"; done
  }
  { echo "$head"; echo "plan:"; echo "  machines:"; shapes 20 A100 4000; echo "  service_levels: {p95_jct_hours: 24}"; } > "$work/wraps.yaml"
  expect_exit 2 "$cli" plan "$work/wraps.yaml"
  expect_err "wraps.yaml:[0-9]*:5: field 'plan.machines': the plan's grid has more than 9,223,372,036,854,775,807 configurations"
  { echo "$head"; echo "plan:"; echo "  machines:"; shapes 20 A100 6000; echo "  service_levels: {p95_jct_hours: 24}"; } > "$work/machines.yaml"
  expect_exit 2 "$cli" plan "$work/machines.yaml"
  expect_err "machines.yaml:[0-9]*:[0-9]*: field 'plan.machines\[16\].max': the shapes' max add up to 102000 machines"
  # A whole-grid search (objective usage_cost) of 1,681 configurations: refused under a lower limit, with
  # the size and the option; under the limit it says what it will cost before it starts.
  { echo "$head"; echo "plan:"; echo "  machines:"; shapes 2 A100 40; echo "  objective: usage_cost";
    echo "  service_levels: {p95_jct_hours: 24}"; } > "$work/cost.yaml"
  expect_exit 2 "$cli" plan "$work/cost.yaml" --max-configurations 1000
  expect_err "the plan's grid has 1,681 configurations .*allow it with --max-configurations 1681"
  { echo "$head"; echo "plan:"; echo "  machines:"; shapes 2 A100 400; echo "  objective: usage_cost";
    echo "  service_levels: {p95_jct_hours: 24}"; } > "$work/cost-default.yaml"
  expect_exit 2 "$cli" plan "$work/cost-default.yaml"
  expect_err "the plan's grid has 160,801 configurations .*more than the 100,000 .*--max-configurations 160801"
  # The GPU-hours bound rules out the largest T4 cluster (80,000 machines): answered at once, with the
  # reason, though the grid is far too large to count, let alone search.
  { echo "$head"; echo "plan:"; echo "  machines:"; shapes 20 T4 4000; echo "  service_levels: {p95_jct_hours: 24}"; } > "$work/bound.yaml"
  expect_exit 0 "$cli" plan "$work/bound.yaml" --out "$work/bound"
  grep -q "even the largest cluster .* cannot meet the levels: p95 JCT at least .* (GPU-hours bound" "$work/out" \
    || { cat "$work/out"; fail "the bound's verdict on the largest cluster is not printed"; }
  [ "$(grep -c ',bound,' "$work/bound/plan.csv")" -eq 1 ] || fail "plan.csv should hold the largest cluster only, ruled out by the bound"
  # The estimate is printed before a search starts.
  sed 's/^    - {ordering: tiresias}$//' "$src/scenarios/cloud-cost.yaml" > "$work/small.yaml"
  expect_exit 0 "$cli" plan "$work/small.yaml" --exhaustive
  expect_err "searching a grid of 297 configurations x 1 workload seeds (--exhaustive: every one is simulated)"
  # Generated workloads stop at the size that runs in bounded memory (10^6 jobs, under 1 GB).
  printf 'gantry: 1\nname: big\ncluster: {shape: 1x2x8}\nworkload: {generator: poisson-philly, generator_params: {jobs: 2000000}}\n' > "$work/big.yaml"
  expect_exit 2 "$cli" run "$work/big.yaml"
  expect_err "big.yaml:4:64: field 'workload.generator_params.jobs': must be between 1 and 1000000"
  # A sweep's runs and a plan's policies x quota splits are counted before anything is read or run: a
  # grid of a billion runs is refused at once, with the way to allow more (up to its stated limit).
  { echo "axes:"; for a in $(seq 9); do echo "  - {name: s$a, seeds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]}"; done; } > "$work/billion.yaml"
  start=$(date +%s%N)
  expect_exit 2 "$cli" sweep "$src/scenarios/teaching-demo.yaml" --grid "$work/billion.yaml" --out "$work/billion"
  [ $((($(date +%s%N) - start) / 1000000)) -lt 5000 ] || fail "a billion-run grid took more than 5 s to refuse"
  expect_err "billion.yaml:2:3: field 'axes': the grid makes 1,000,000,000 runs (10 x 10 x 10 x 10 x 10 x 10 x 10 x 10 x 10 values per axis), more than the 10,000 a sweep may have: make it smaller, or allow up to 1,000,000 with --max-runs"
  [ ! -e "$work/billion" ] || fail "a refused sweep left an output folder"
  expect_exit 2 "$cli" sweep "$src/scenarios/teaching-demo.yaml" --grid "$work/billion.yaml" --out "$work/billion" --max-runs 2000000
  expect_err "max-runs"
  { sed '/^plan:/,$d' "$src/scenarios/philly-tenants.yaml"; echo "plan:"; echo "  machines: [{gpu_type: V100, gpus: 8, min: 16, max: 48}]"
    echo "  quota_splits:"
    for i in $(seq 1001); do echo "    - {name: s$i, tenants: [{name: b436b2, quota: 64}]}"; done
    echo "  service_levels: {p95_jct_hours: 96}"; } > "$work/splits.yaml"
  expect_exit 2 "$cli" plan "$work/splits.yaml"
  expect_err "splits.yaml:[0-9]*:5: field 'plan.quota_splits': the plan compares 1,001 options (1 policy x 1,001 quota splits), more than the 1,000 a plan may compare"
  ;;
sweep_shards_merge_resume)
  # docs/scale-out.md: one process, two shards and a merge, and a shard killed (SIGKILL) mid-way then
  # resumed all write the same sweep.csv, byte for byte.
  scenario="$src/scenarios/philly-capacity.yaml"
  cat > "$work/grid.yaml" <<'GRID'
axes:
  - name: ordering
    values:
      - {label: fifo, overlay: {policy: {ordering: fifo}}}
      - {label: tiresias, overlay: {policy: {ordering: tiresias}}}
  - name: seed
    seeds: [1, 2, 3, 4, 5, 6, 7, 8]
GRID
  expect_exit 0 "$cli" sweep "$scenario" --grid "$work/grid.yaml" --out "$work/one" --threads 2
  [ "$(grep -vc '^#' "$work/one/sweep.csv")" -eq 17 ] || fail "sweep.csv should hold a header and 16 runs"
  head -2 "$work/one/sweep.csv" | grep -q "^run,ordering,seed,avg_jct," || fail "sweep.csv's columns"
  # Two shards, then the merge; merging before the second is done names what is missing.
  expect_exit 0 "$cli" sweep "$scenario" --grid "$work/grid.yaml" --out "$work/sharded" --shard 1/2 --threads 1
  expect_exit 1 "$cli" merge "$work/sharded"
  expect_err "8 of 16 runs are not done yet"
  expect_exit 0 "$cli" sweep "$scenario" --grid "$work/grid.yaml" --out "$work/sharded" --shard 2/2 --threads 1
  expect_exit 0 "$cli" merge "$work/sharded"
  cmp "$work/one/sweep.csv" "$work/sharded/sweep.csv" || fail "two shards and a merge differ from one process"
  # A shard killed once two runs are done loses only what was running; --resume does the rest.
  kill_once_kept "$work/killed/runs" '*.csv' 2 "$cli" sweep "$scenario" --grid "$work/grid.yaml" --out "$work/killed" --threads 1
  [ ! -e "$work/killed/sweep.csv" ] || fail "a killed sweep left a sweep.csv that looks complete"
  done_before=$(find "$work/killed/runs" -name '*.csv' | wc -l)
  [ "$done_before" -lt 16 ] || fail "the sweep ended before it could be killed (make its runs longer)"
  for f in "$work/killed/runs"/*.csv; do # each is whole: written aside, then renamed into place
    [ "$(wc -l < "$f")" -eq 1 ] && grep -q "^$(basename "$f" .csv)," "$f" || fail "$f is not one whole run line"
  done
  expect_exit 0 "$cli" sweep "$scenario" --grid "$work/grid.yaml" --out "$work/killed" --resume --threads 2
  expect_err "$done_before already done"
  cmp "$work/one/sweep.csv" "$work/killed/sweep.csv" || fail "the resumed sweep differs from one process"
  # Bad input: a grid's mistake names the grid file, line and field; another sweep in the same folder.
  printf 'axes:\n  - name: ordering\n    values:\n      - {label: x, overlay: {policy: {ordering: lifo}}}\n' > "$work/bad.yaml"
  expect_exit 2 "$cli" sweep "$scenario" --grid "$work/bad.yaml" --out "$work/bad"
  expect_err "bad.yaml:4:.*axes\[0\].values\[0\].overlay.policy.ordering"
  printf 'axes:\n  - name: seed\n    seeds: [9]\n' > "$work/other.yaml"
  expect_exit 2 "$cli" sweep "$scenario" --grid "$work/other.yaml" --out "$work/one"
  expect_err "holds another sweep"
  expect_exit 2 "$cli" sweep "$scenario" --grid "$work/grid.yaml" --out "$work/x" --shard 3/2
  expect_err "--shard"
  ;;
plan_in_rounds)
  # docs/scale-out.md, "Plans": the search in rounds (--resume in one process; three shards run round
  # after round until plan.csv appears; a process killed (SIGKILL) mid-way, then resumed) writes the
  # one-process plan.csv, byte for byte, and prints the same plan.
  scenario="$src/scenarios/cloud-cost.yaml"
  expect_exit 0 "$cli" plan "$scenario" --out "$work/one"
  grep -v ' s$' "$work/out" | grep -v '^every configuration' > "$work/one.txt"
  expect_exit 0 "$cli" plan "$scenario" --out "$work/resumed" --resume --threads 2
  cmp "$work/one/plan.csv" "$work/resumed/plan.csv" || fail "--resume's plan.csv differs from one process"
  grep -v ' s$' "$work/out" | grep -v '^every configuration' | cmp - "$work/one.txt" || fail "--resume prints another plan"
  rounds=0
  until [ -e "$work/shards/plan.csv" ]; do
    rounds=$((rounds + 1))
    [ "$rounds" -le 200 ] || fail "three shards did not finish the plan in 200 rounds"
    pids=()
    for i in 1 2 3; do "$cli" plan "$scenario" --out "$work/shards" --shard "$i/3" --threads 1 > "$work/shard-$i.out" 2>&1 & pids+=($!); done
    for pid in "${pids[@]}"; do wait "$pid" || { cat "$work"/shard-*.out >&2; fail "a shard failed in round $rounds"; }; done
  done
  [ "$rounds" -gt 1 ] || fail "the plan should take several rounds"
  # (A shard that starts after another has ended its share may already see the search complete.)
  grep -q "cheapest:" "$work"/shard-*.out || fail "no shard of the last round printed the plan"
  cmp "$work/one/plan.csv" "$work/shards/plan.csv" || fail "three shards' plan.csv differs from one process"
  # Killed once some runs are kept: nothing that looks complete, and --resume finishes the same plan.
  kill_once_kept "$work/killed/runs" '*.txt' 5 "$cli" plan "$scenario" --out "$work/killed" --resume --threads 1
  [ ! -e "$work/killed/plan.csv" ] || fail "the plan ended before it could be killed, or a killed plan left a plan.csv"
  kept=$(find "$work/killed/runs" -name '*.txt' | wc -l)
  [ "$kept" -ge 5 ] || fail "the killed plan kept no runs"
  expect_exit 0 "$cli" plan "$scenario" --out "$work/killed" --resume --threads 2
  cmp "$work/one/plan.csv" "$work/killed/plan.csv" || fail "the resumed plan differs from one process"
  # Bad input: a folder of another plan; --shard without --out; a bad --shard.
  expect_exit 2 "$cli" plan "$scenario" --out "$work/killed" --resume --no-early-stop
  expect_err "holds the runs of another plan"
  expect_exit 2 "$cli" plan "$scenario" --shard 1/2
  expect_err "--out"
  expect_exit 2 "$cli" plan "$scenario" --out "$work/x" --shard 0/2
  expect_err "--shard"
  ;;
plan_under_mpirun)
  # docs/scale-out.md, "Plans": under mpirun -np 3 rank 0 replays the search and hands each round's runs
  # to the two others; plan.csv is the one-process file, byte for byte, and the same plan is printed.
  export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
  for name in cloud-cost rack-failure-forks; do
    scenario="$src/scenarios/$name.yaml"
    expect_exit 0 "$cli" plan "$scenario" --out "$work/one-$name"
    grep -v ' s$' "$work/out" | grep -v '^every configuration' > "$work/one.txt"
    expect_exit 0 mpirun -np 3 --oversubscribe "$cli" plan "$scenario" --out "$work/mpi-$name"
    expect_err "by 2 MPI ranks"
    cmp "$work/one-$name/plan.csv" "$work/mpi-$name/plan.csv" || fail "mpirun -np 3's plan.csv of $name differs from one process"
    grep -v ' s$' "$work/out" | grep -v '^every configuration' | cmp - "$work/one.txt" || fail "mpirun -np 3 prints another plan of $name"
  done
  # Kept runs under mpirun (--resume) are the same runs a later process reuses.
  expect_exit 0 mpirun -np 3 --oversubscribe "$cli" plan "$src/scenarios/cloud-cost.yaml" --out "$work/kept" --resume
  expect_exit 0 "$cli" plan "$src/scenarios/cloud-cost.yaml" --out "$work/kept" --resume
  expect_err "runs already in .*, not simulated again"
  expect_err "plan: 0 runs simulated in 0 rounds"
  cmp "$work/one-cloud-cost/plan.csv" "$work/kept/plan.csv" || fail "the plan resumed from mpirun's runs differs"
  ;;
compare_under_mpirun)
  # docs/scale-out.md, "Open MPI": mpirun -np 3 shares a comparison's runs from time zero (the forks run
  # on rank 0, from its base run); every file of the output folder and the printed table are the one
  # process's, byte for byte, with forks and with tenants.
  export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
  for name in philly-capacity rack-failure-forks philly-tenants; do
    scenario="$src/scenarios/$name.yaml"
    expect_exit 0 "$cli" compare "$scenario" --out "$work/one-$name"
    grep -v "^outputs written" "$work/out" > "$work/one.txt"
    expect_exit 0 mpirun -np 3 --oversubscribe "$cli" compare "$scenario" --out "$work/mpi-$name"
    grep -v "^outputs written" "$work/out" | cmp - "$work/one.txt" || fail "mpirun -np 3 prints another comparison of $name"
    diff -r "$work/one-$name" "$work/mpi-$name" >&2 || fail "mpirun -np 3's output folder of $name differs from one process"
  done
  expect_exit 0 mpirun -np 3 --oversubscribe "$cli" compare "$src/scenarios/philly-capacity.yaml" --csv
  grep -v '^#' "$work/out" | cmp - <(grep -v '^#' "$work/one-philly-capacity/comparison.csv") || fail "mpirun's --csv differs from comparison.csv"
  # A bad scenario is reported once, by rank 0, and the job ends.
  printf 'gantry: 1\nname: x\ncluster: {shape: 1x1x0}\n' > "$work/bad.yaml"
  expect_exit 2 mpirun -np 3 --oversubscribe "$cli" compare "$work/bad.yaml"
  expect_err "bad.yaml"
  ;;
sweep_under_mpirun)
  # docs/scale-out.md, "Open MPI": three ranks (rank 0 hands the runs out to two) write the same sweep.csv
  # as one process, byte for byte; without mpirun the MPI module is never loaded. Root may run mpirun
  # only when it says so (this test machine's builds run as root).
  export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
  scenario="$src/scenarios/philly-capacity.yaml"
  printf 'axes:\n  - name: ordering\n    values:\n      - {label: fifo, overlay: {policy: {ordering: fifo}}}\n      - {label: tiresias, overlay: {policy: {ordering: tiresias}}}\n  - name: seed\n    seeds: [1, 2, 3, 4, 5]\n' > "$work/grid.yaml"
  loader_log sweep "$cli" sweep "$scenario" --grid "$work/grid.yaml" --out "$work/one"
  ! grep -qE 'file=[^ ]*(libmpi|libgantry_mpi)' "$work"/ld-sweep.* || fail "a sweep without mpirun loaded MPI"
  expect_exit 0 mpirun -np 3 --oversubscribe "$cli" sweep "$scenario" --grid "$work/grid.yaml" --out "$work/mpi"
  expect_err "(2 MPI ranks)"
  cmp "$work/one/sweep.csv" "$work/mpi/sweep.csv" || fail "mpirun -np 3 differs from one process"
  # Shards are the ranks' own business under mpirun.
  expect_exit 2 mpirun -np 2 --oversubscribe "$cli" sweep "$scenario" --grid "$work/grid.yaml" --out "$work/mpi2" --shard 1/2
  ;;
evaluate_under_mpirun)
  # docs/scale-out.md, "Open MPI": mpirun -np 3 shares an evaluation's runs (each row, the teacher's
  # agreement included, on each held-out seed) and prints the one-process table, byte for byte.
  export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
  expect_exit 0 "$cli" train "$src/scenarios/dl2-small.yaml" --agent dl2 --warmup 2 --episodes 1 --out "$work/m.model"
  args=(evaluate "$src/scenarios/dl2-small.yaml" --model "$work/m.model" --seeds 4 --sampled --untrained)
  expect_exit 0 "$cli" "${args[@]}"
  cp "$work/out" "$work/one.txt"
  grep -q "would also take" "$work/one.txt" || fail "the evaluation lacks the teacher's agreement"
  expect_exit 0 mpirun -np 3 --oversubscribe "$cli" "${args[@]}"
  cmp "$work/one.txt" "$work/out" || fail "mpirun -np 3's evaluation differs from one process"
  # A bad model is reported once, by rank 0, and the job ends.
  printf 'not a model' > "$work/bad.model"
  expect_exit 2 mpirun -np 3 --oversubscribe "$cli" evaluate "$src/scenarios/dl2-small.yaml" --model "$work/bad.model"
  expect_err "bad.model"
  ;;
train_seeds_across_ranks)
  # docs/scale-out.md, "Training across ranks": one model per training seed, each evaluated on the same
  # held-out seeds, with the mean and spread; mpirun -np 3 (two ranks training) writes the same models
  # and seeds.csv, byte for byte.
  export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
  args=(train "$src/scenarios/dl2-small.yaml" --agent dl2 --seeds 1..3 --warmup 2 --episodes -1 --eval-seeds 3)
  expect_exit 0 "$cli" "${args[@]}" --out "$work/one"
  [ "$(grep -c '^[0-9]' "$work/one/seeds.csv")" -eq 3 ] || fail "seeds.csv should hold one line per training seed"
  grep -q '^mean,' "$work/one/seeds.csv" && grep -q '^std,' "$work/one/seeds.csv" || fail "seeds.csv lacks the mean and spread"
  grep -q "learned_vs DRF %" "$work/out" || fail "the spread against DRF is not printed"
  expect_exit 0 mpirun -np 3 --oversubscribe "$cli" "${args[@]}" --out "$work/mpi"
  cmp "$work/one/seeds.csv" "$work/mpi/seeds.csv" || fail "mpirun's seeds.csv differs from one process"
  for k in 1 2 3; do cmp "$work/one/seed-$k.model" "$work/mpi/seed-$k.model" || fail "seed $k's model differs under mpirun"; done
  # As two shards sharing a folder (a Slurm array's tasks): the second to finish writes the same seeds.csv.
  expect_exit 0 "$cli" "${args[@]}" --out "$work/shards" --shard 1/2
  grep -q "seeds.csv is written once the other shards' 1 are" "$work/out" || fail "the first shard should wait for the other's seed"
  [ ! -e "$work/shards/seeds.csv" ] || fail "one shard of two wrote seeds.csv"
  expect_exit 0 "$cli" "${args[@]}" --out "$work/shards" --shard 2/2
  cmp "$work/one/seeds.csv" "$work/shards/seeds.csv" || fail "two shards' seeds.csv differs from one process"
  # --resume trains nothing again; another training's options are refused in the same folder.
  expect_exit 0 "$cli" "${args[@]}" --out "$work/shards" --resume
  cmp "$work/one/seeds.csv" "$work/shards/seeds.csv" || fail "the resumed seeds.csv differs"
  expect_exit 2 "$cli" train "$src/scenarios/dl2-small.yaml" --agent dl2 --seeds 1..3 --warmup 3 --episodes -1 --eval-seeds 3 --out "$work/shards"
  expect_err "holds another training"
  expect_exit 2 "$cli" train "$src/scenarios/dl2-small.yaml" --agent dl2 --seeds 3..1 --out "$work/bad"
  expect_err "--seeds"
  ;;
sweep_slurm_array)
  # docs/scale-out.md: the ready job-array script, run by a real one-node Slurm 22.05 (Debian 12's
  # slurmctld and slurmd, started in the foreground in a temporary folder on loopback with auth/none, as
  # export_slurm_real_slurmctld does; proctrack/linuxproc and task/none, so no cgroups are needed), in two
  # array tasks; their merge is the one-process sweep.csv, byte for byte. Skipped (exit 77, with the
  # reason) where a Slurm program is not installed.
  for program in slurmctld slurmd sbatch squeue; do
    command -v "$program" >/dev/null || {
      echo "SKIPPED: $program is not installed (Debian packages slurmctld, slurmd and slurm-client, listed in packaging/debian-dependencies.txt)"
      exit 77
    }
  done
  src=$(cd "$src" && pwd) # the array's tasks run in another folder
  scenario="$src/scenarios/philly-capacity.yaml"
  printf 'axes:\n  - name: ordering\n    values:\n      - {label: fifo, overlay: {policy: {ordering: fifo}}}\n      - {label: tiresias, overlay: {policy: {ordering: tiresias}}}\n  - name: seed\n    seeds: [1, 2, 3]\n' > "$work/grid.yaml"
  expect_exit 0 "$cli" sweep "$scenario" --grid "$work/grid.yaml" --out "$work/one"
  port=
  for candidate in $(seq $((20000 + $$ % 20000)) 2 $((20100 + $$ % 20000))); do
    (exec 3<>"/dev/tcp/127.0.0.1/$candidate") 2>/dev/null || (exec 3<>"/dev/tcp/127.0.0.1/$((candidate + 1))") 2>/dev/null || { port=$candidate; break; }
  done
  [ -n "$port" ] || fail "no free ports for slurmctld and slurmd"
  mkdir -p "$work/state" "$work/spool"
  printf '%s\n' ClusterName=gantrysweep SlurmctldHost=localhost "SlurmctldPort=$port" "SlurmdPort=$((port + 1))" \
    "SlurmUser=$(id -un)" "SlurmdUser=$(id -un)" AuthType=auth/none CredType=cred/none "StateSaveLocation=$work/state" \
    "SlurmdSpoolDir=$work/spool" "SlurmctldPidFile=$work/slurmctld.pid" "SlurmdPidFile=$work/slurmd.pid" \
    "SlurmctldLogFile=$work/slurmctld.log" "SlurmdLogFile=$work/slurmd.log" ProctrackType=proctrack/linuxproc TaskPlugin=task/none \
    JobAcctGatherType=jobacct_gather/none MpiDefault=none MailProg=/bin/true \
    "NodeName=localhost NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN" "PartitionName=test Nodes=localhost Default=YES MaxTime=INFINITE State=UP" \
    > "$work/slurm.conf"
  export SLURM_CONF="$work/slurm.conf" PATH="$(cd "$(dirname "$cli")" && pwd):$PATH" # the script runs gantry-cli
  slurmctld -D -c -f "$work/slurm.conf" > "$work/slurmctld.out" 2>&1 &
  ctld=$!
  slurmd -D -f "$work/slurm.conf" > "$work/slurmd.out" 2>&1 &
  sd=$!
  trap 'kill "$ctld" "$sd" 2>/dev/null; wait "$ctld" "$sd" 2>/dev/null; rm -rf "$work"' EXIT
  for _ in $(seq 1 60); do
    [ "$(sinfo -h -o %t 2>/dev/null)" = idle ] && break
    kill -0 "$ctld" 2>/dev/null && kill -0 "$sd" 2>/dev/null || { cat "$work/slurmctld.out" "$work/slurmd.out" >&2; fail "a Slurm daemon stopped"; }
    sleep 0.5
  done
  [ "$(sinfo -h -o %t)" = idle ] || { cat "$work/slurmctld.out" "$work/slurmd.out" >&2; fail "the node did not come up within 30 s"; }
  timeout 300 sbatch --wait --array=1-2 --cpus-per-task=1 --chdir="$work" "$src/tools/sweep-array.sbatch" "$scenario" "$work/grid.yaml" "$work/array" \
    > "$work/out" 2>"$work/err" || { cat "$work/err" "$work"/gantry-sweep-*.log >&2; fail "the array job failed"; }
  grep -q "shard 2/2" "$work"/gantry-sweep-*.log || fail "the array's second task did not run its shard"
  expect_exit 0 "$cli" merge "$work/array"
  cmp "$work/one/sweep.csv" "$work/array/sweep.csv" || fail "the Slurm array's merge differs from one process"
  # A plan's search, a round per array job as docs/scale-out.md's loop submits them: the same plan.csv.
  plan="$src/scenarios/rack-failure-forks.yaml"
  expect_exit 0 "$cli" plan "$plan" --out "$work/plan-one"
  rounds=0
  until [ -e "$work/plan-array/plan.csv" ]; do
    rounds=$((rounds + 1))
    [ "$rounds" -le 40 ] || fail "the plan's array did not finish in 40 rounds"
    # (sbatch --wait, as the docs' loop uses, polls at growing intervals of up to tens of seconds; the
    # test asks squeue every 0.2 s instead, and reads each task's exit from its log.)
    job=$(sbatch --parsable --array=1-2 --cpus-per-task=1 --chdir="$work" "$src/tools/plan-array.sbatch" "$plan" "$work/plan-array") \
      || fail "sbatch refused round $rounds of the plan"
    for _ in $(seq 1 1500); do [ -z "$(squeue -h -j "$job" 2>/dev/null)" ] && break; sleep 0.2; done
    [ -z "$(squeue -h -j "$job")" ] || fail "round $rounds of the plan's array did not end within 300 s"
    ! grep -l "error" "$work"/gantry-plan-"${job}"_*.log 2>/dev/null || { cat "$work"/gantry-plan-"${job}"_*.log >&2; fail "round $rounds of the plan's array failed"; }
  done
  # (A task that starts after the other has ended sees its runs and may go on to the next round: the
  # plan is printed by whichever task found the search complete.)
  grep -q "cheapest:" "$work"/gantry-plan-"${job}"_*.log || fail "no task of the last round printed the plan"
  [ "$rounds" -gt 1 ] || fail "the plan should take several rounds"
  cmp "$work/plan-one/plan.csv" "$work/plan-array/plan.csv" || fail "the Slurm array's plan differs from one process"
  ;;
*) fail "unknown case $case_name" ;;
esac
echo "ok: $case_name"
