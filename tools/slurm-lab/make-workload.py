#!/usr/bin/env python3
"""A workload of sleep jobs for a real Slurm recording (docs/slurm-lab.md), the same for a seed.

Writes CSV on standard output, one job per line in submit order:
    id,submit_s,duration_s,nodes,gpus_per_node,time_limit_min,account,user[,partition]
(partition only with --partitions: each job goes to NAME with probability P, else the default one).

Arrivals are a Poisson process whose rate swings between calm and busy spells (so queues build up
and drain), run times are log-normal between --min-run and --max-run seconds, and sizes are drawn
from 1, 2, 4, 8 GPUs on one node and 16 GPUs on two. Users ask for more time than their jobs use, as
users do: the limit is the run time times a factor between 1.2 and 4, rounded up to whole minutes;
--timeouts of the jobs ask for less than they would run and end at their limit (TIMEOUT).

    tools/slurm-lab/make-workload.py --jobs 200 --seed 1 --load 1.6 --gpus 64 > workload.csv
"""
import argparse
import math
import random
import sys

ACCOUNTS = [  # (account, users, share of the jobs); the shares in sacctmgr are set by the recorder
    ("nlp", ["alice", "bob", "carol"], 0.40),
    ("vision", ["dave", "erin"], 0.35),
    ("speech", ["frank", "grace"], 0.25),
]
SIZES = [(1, 1, 0.35), (1, 2, 0.2), (1, 4, 0.2), (1, 8, 0.15), (2, 8, 0.10)]  # (nodes, gpus/node, p)


def pick(rng, weighted):
    x = rng.random() * sum(w for *_, w in weighted)
    for item in weighted:
        x -= item[-1]
        if x <= 0:
            return item
    return weighted[-1]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--jobs", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--gpus", type=int, default=64, help="GPUs in the cluster the load is for")
    ap.add_argument("--load", type=float, default=1.5,
                    help="GPU-seconds asked over GPU-seconds available while jobs arrive")
    ap.add_argument("--min-run", type=float, default=30)
    ap.add_argument("--max-run", type=float, default=720)
    ap.add_argument("--timeouts", type=float, default=0.05)
    ap.add_argument("--partitions", default="", help="NAME=P[,NAME=P...]: jobs submitted to NAME with probability P")
    args = ap.parse_args()
    partitions = []
    for item in filter(None, args.partitions.split(",")):
        name, _, p = item.partition("=")
        try:
            partitions.append((name, float(p)))
        except ValueError:
            sys.exit(f"make-workload: --partitions wants NAME=P (got {item})")
    if args.jobs < 1 or args.gpus < 1 or args.load <= 0 or not 0 < args.min_run < args.max_run:
        sys.exit("make-workload: --jobs, --gpus, --load must be positive and --min-run < --max-run")
    rng = random.Random(args.seed)
    jobs = []
    mu = (math.log(args.min_run) + math.log(args.max_run)) / 2
    sigma = (math.log(args.max_run) - math.log(args.min_run)) / 4
    for i in range(args.jobs):
        nodes, per_node, _ = pick(rng, SIZES)
        account, users, _ = pick(rng, ACCOUNTS)
        run = min(args.max_run, max(args.min_run, rng.lognormvariate(mu, sigma)))
        run = round(run)
        if rng.random() < args.timeouts:
            limit = max(1, math.floor(run / 60 * rng.uniform(0.5, 0.9)))
        else:
            limit = math.ceil(run / 60 * rng.uniform(1.2, 4.0))
        job = [i + 1, 0.0, run, nodes, per_node, limit, account, rng.choice(users)]
        if partitions:
            x, chosen = rng.random(), ""
            for name, p in partitions:
                if x < p:
                    chosen = name
                    break
                x -= p
            job.append(chosen)
        jobs.append(job)
    # Arrival times: the mean gap makes the asked GPU-seconds `load` times what the cluster has.
    demand = sum(j[2] * j[3] * j[4] for j in jobs)
    mean_gap = demand / (args.load * args.gpus) / args.jobs
    t = 0.0
    for k, job in enumerate(jobs):
        busy = (k // 25) % 2 == 0  # spells of 25 jobs, alternately busy (3x the rate) and calm
        t += rng.expovariate(1.0 / (mean_gap * (0.5 if busy else 1.5)))
        job[1] = round(t)
    print("id,submit_s,duration_s,nodes,gpus_per_node,time_limit_min,account,user" + (",partition" if partitions else ""))
    for j in jobs:
        print(",".join(str(x) for x in j))


if __name__ == "__main__":
    main()
