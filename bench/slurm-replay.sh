#!/usr/bin/env bash
# Time of a large sacct replay under Gantry's model of Slurm against FIFO over the same jobs
# (docs/performance.md, "Slurm replay"; issue: within 3x). A generated sacct export of N jobs (default
# 10^5: 1 to 16 GPUs, log-normal run times, time limits over-estimated as users do, three accounts,
# load about 0.95 of a 128 x 8-GPU cluster, so that a queue forms and backfill and fair share decide)
# is imported with a multifactor, backfilling slurm.conf (gantry-cli import --format slurm-conf); the
# twin runs under the `slurm` scheduler and, as the baseline, under `fifo` (no backfill), in turn
# (A B A B ...), each the whole `gantry-cli run -q` process. Medians are quoted; the ratio is the
# median of the per-pair ratios. It measures and never judges: the target is printed beside it.
#
#   bench/slurm-replay.sh [BUILD_DIR]        # RUNS=3 JOBS=100000 by default
set -euo pipefail
export LC_ALL=C
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build-release}
runs=${RUNS:-3}
jobs=${JOBS:-100000}
cli=$build/app/gantry-cli
[ -x "$cli" ] || { echo "slurm-replay.sh: no $cli (build first)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 - "$jobs" >"$work/sacct.txt" <<'PY'
import math, random, sys, datetime
n = int(sys.argv[1])
rng = random.Random(7)
gpus_of = [1, 1, 2, 4, 8, 8, 16]
accounts = [("nlp", "ann"), ("nlp", "bob"), ("cv", "cem"), ("speech", "dan")]
mean_gpu_seconds = sum(gpus_of) / len(gpus_of) * math.exp(7.2 + 1.1 ** 2 / 2)
rate = 0.95 * 1024 / mean_gpu_seconds  # arrivals a second for that load
t0 = datetime.datetime(2026, 1, 5)
at = 0.0
print("JobID|User|Account|Submit|Start|End|State|AllocTRES|Timelimit|NNodes")
for i in range(1, n + 1):
    at += rng.expovariate(rate)
    gpus = rng.choice(gpus_of)
    run = max(30, int(rng.lognormvariate(7.2, 1.1)))
    limit = int(math.ceil(run * rng.choice([1.2, 2, 4]) / 60))
    account, user = rng.choice(accounts)
    submit = t0 + datetime.timedelta(seconds=int(at))
    # Start and End only give the run time to replay (speed model replay); the simulation decides the start.
    fmt = "%Y-%m-%dT%H:%M:%S"
    print(f"{i}|{user}|{account}|{submit.strftime(fmt)}|{submit.strftime(fmt)}|{(submit + datetime.timedelta(seconds=run)).strftime(fmt)}"
          f"|COMPLETED|billing={gpus},cpu={gpus},gres/gpu={gpus},node={1 if gpus <= 8 else 2}|{limit // 60:02d}:{limit % 60:02d}:00|{1 if gpus <= 8 else 2}")
PY
cat >"$work/slurm.conf" <<'CONF'
ClusterName=bench
PriorityType=priority/multifactor
PriorityWeightAge=1000
PriorityWeightFairshare=10000
PriorityDecayHalfLife=7-0
PriorityMaxAge=7-0
PriorityCalcPeriod=5
SchedulerType=sched/backfill
SchedulerParameters=bf_interval=30,bf_resolution=60,bf_window=1440,bf_max_job_test=500
NodeName=n[1-128] CPUs=64 Gres=gpu:8
CONF
printf "Parent - 'root'\nAccount - 'nlp':Fairshare=50\nAccount - 'cv':Fairshare=30\nAccount - 'speech':Fairshare=20\n" >"$work/dump.txt"
"$cli" import "$work/slurm.conf" --format slurm-conf --sacct "$work/sacct.txt" --associations "$work/dump.txt" \
  --out "$work/slurm.yaml" >/dev/null 2>&1 || { echo "slurm-replay.sh: import failed" >&2; exit 1; }
# The baseline: the same scenario with FIFO ordering, no backfill, and no scheduler of its own.
sed -e '/^  scheduler: /d' -e 's/^  backfill: true/  backfill: false/' "$work/slurm.yaml" >"$work/fifo.yaml"

measure() { # label scenario
  /usr/bin/time -f "%e %M" -o "$work/t" "$cli" run "$work/$2.yaml" -q
  tail -1 "$work/t" >>"$work/$1"
}
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
: >"$work/a"
: >"$work/b"
for ((r = 0; r < runs; ++r)); do
  measure a slurm
  measure b fifo
done
echo "$("$cli" --version), $(uname -m), $(nproc) cores, $(date -u +%Y-%m-%d), $jobs jobs on 128 x 8 GPUs, $runs runs each, medians"
printf '%-8s %10s %10s\n' policy "wall s" "peak MB"
printf '%-8s %10.2f %10.0f\n' slurm "$(cut -d' ' -f1 "$work/a" | median)" "$(cut -d' ' -f2 "$work/a" | median | awk '{ print $1 / 1024 }')"
printf '%-8s %10.2f %10.0f\n' fifo "$(cut -d' ' -f1 "$work/b" | median)" "$(cut -d' ' -f2 "$work/b" | median | awk '{ print $1 / 1024 }')"
printf 'slurm / fifo: %.2f x (target: at most 3 x)\n' "$(paste -d' ' "$work/a" "$work/b" | awk '{ print $1 / $3 }' | median)"
