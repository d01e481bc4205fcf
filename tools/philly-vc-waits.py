#!/usr/bin/env python3
"""Philly's jobs with their virtual clusters and, where known, their recorded waits: for calibrating a
replay of Philly's per-VC quotas against what happened (docs/simulator-model.md, "Against the real
cluster", per virtual cluster).

No public derivative of Philly's cluster_job_log carries both: Pollux's philly.csv has every job's
submission, duration, GPUs and VC but no start; marwage's jobs.json (the common CSV
philly_multigpu_attempts_1k.csv) has the first start of 1,000 jobs of at least 4 GPUs but no VC. A job
is the same in both when its submission second and GPU count are (unique for 959 of the 1,000).
Writes Gantry's common CSV: Pollux's jobs submitted from WARMUP_DAYS before the first recorded job to
the last, each with its VC, and queue_delay_s where the join found its recorded wait.

usage: tools/philly-vc-waits.py POLLUX_PHILLY_CSV ATTEMPTS_COMMON_CSV OUT_CSV [WARMUP_DAYS]
"""
import csv
import sys
from collections import defaultdict
from datetime import datetime, timedelta

FORMAT = "%Y-%m-%d %H:%M:%S"


def main():
    if len(sys.argv) not in (4, 5):
        sys.exit(__doc__.strip().splitlines()[-1])
    pollux_path, attempts_path, out_path = sys.argv[1:4]
    warmup = timedelta(days=float(sys.argv[4]) if len(sys.argv) == 5 else 7)
    waits = defaultdict(list)  # (submission, GPUs) -> recorded waits
    first = last = None
    with open(attempts_path, newline="") as f:
        for row in csv.DictReader(f):
            when = datetime.strptime(row["orig_submit_time"], FORMAT)
            waits[(when, int(float(row["num_gpus"])))].append(row["queue_delay_s"])
            first = when if first is None or when < first else first
            last = when if last is None or when > last else last
    rows = []
    with open(pollux_path, newline="") as f:
        for i, row in enumerate(csv.DictReader(f)):
            when = datetime.strptime(row["timestamp"], FORMAT)
            if first - warmup <= when <= last:
                rows.append((when, i, row))
    rows.sort(key=lambda r: (r[0], r[1]))
    seen = defaultdict(int)  # how many of Pollux's jobs share each key
    for when, i, row in rows:
        seen[(when, int(float(row["num_gpus"])))] += 1
    start = rows[0][0]
    joined = 0
    with open(out_path, "w", newline="") as f:
        out = csv.writer(f, lineterminator="\n")
        out.writerow(["trace", "job_id", "submit_time_s", "duration_s", "num_gpus", "gpu_type", "user", "vc", "status", "model",
                      "queue_delay_s", "num_attempts", "qos", "orig_submit_time"])
        for when, i, row in rows:
            gpus = int(float(row["num_gpus"]))
            found = waits.get((when, gpus), [])
            wait = found[0] if len(found) == 1 and seen[(when, gpus)] == 1 else ""  # ambiguous matches are left out
            joined += wait != ""
            out.writerow(["philly-vc-waits", "pollux-philly-row%d" % i, int((when - start).total_seconds()),
                          row["duration"], gpus, "", "", row["cluster"], "unknown", "", wait, "", "", row["timestamp"]])
    print("%d jobs from %s to %s, %d with a recorded wait" % (len(rows), start, last, joined), file=sys.stderr)


if __name__ == "__main__":
    main()
