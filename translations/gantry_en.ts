<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CandidateNote</name>
    <message>
        <source>minimum size first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ordering (teacher)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ordering (teacher): wait for better machines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ordering: fifo (backfill)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>placement (teacher: least expected time and fee)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>placement: cheapest-fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>order: wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delay timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>preempted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>priority changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>predicted gain (GPU-s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost (GPU-s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>freed for the waiting job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total rate gain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>topology comm cost</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <source>avg JCT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p95 JCT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>makespan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>avg queueing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU util</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>comm overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>base</source>
        <comment>the base run</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p95 queueing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quota use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n rejected</source>
        <translation>
            <numerusform>%n rejected</numerusform>
            <numerusform>%n rejected</numerusform>
        </translation>
    </message>
    <message>
        <source>from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per tenant (changes against the same tenant in the base):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since each fork (jobs submitted from its time on, cost from then; changes against the base over the same time):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DecisionKind</name>
    <message>
        <source>start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>preempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tune</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>seconds</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <comment>minutes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <comment>hours</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 d</source>
        <comment>days</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$%1</source>
        <comment>US dollars</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <comment>no relative change: the base is zero</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>between %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <comment>a checked fact and its value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 (wanted: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you predicted %1; it is %2 (within %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you predicted %1; it is %2 (not within %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>when the run ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at %1</source>
        <comment>a moment of the run</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Plan</name>
    <message>
        <source>avg JCT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p95 JCT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99 JCT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>avg wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p95 wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last completion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <comment>a tenant&apos;s service metric</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at least %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 x %2 (%n GPUs)</source>
        <comment>machine count x GPU type (GPUs per machine)</comment>
        <translation>
            <numerusform>%1 x %2 (%n GPU)</numerusform>
            <numerusform>%1 x %2 (%n GPUs)</numerusform>
        </translation>
    </message>
    <message>
        <source>jobs still running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many jobs late</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many jobs waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>already above on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 certainly over %2 (%3)</source>
        <comment>a service level missed before the run ends: metric, limit, why</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n jobs do not fit this cluster</source>
        <translation>
            <numerusform>%n job does not fit this cluster</numerusform>
            <numerusform>%n jobs do not fit this cluster</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n jobs unfinished</source>
        <translation>
            <numerusform>%n job unfinished</numerusform>
            <numerusform>%n jobs unfinished</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n jobs need more GPUs than the cluster has (not simulated)</source>
        <translation>
            <numerusform>%n job needs more GPUs than the cluster has (not simulated)</numerusform>
            <numerusform>%n jobs need more GPUs than the cluster has (not simulated)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 at least %2 &gt; %3 (GPU-hours bound, not simulated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPUs even with every shape at its most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>even the largest cluster (%1) cannot meet the levels: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPUs</source>
        <comment>a plan&apos;s configuration without GPUs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (seed %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>meets every level on %1 of %n workloads</source>
        <translation>
            <numerusform>meets every level on %1 of %n workload</numerusform>
            <numerusform>meets every level on %1 of %n workloads</numerusform>
        </translation>
    </message>
    <message>
        <source>meets every level</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PolicyDescription</name>
    <message>
        <source>DL2 (Peng et al., TPDS 2021): a policy network re-sizes elastic PS jobs every 20-minute slot over an 8 x J state with 3J + 1 actions (+worker, +PS, +bundle per window job, stop); tasks go to the least-loaded machines. Train with gantry-cli train --agent dl2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dual-agent scheduler (Xing et al., KDD&apos;23): an ordering agent picks the next job from the queue (or waits), a placement agent picks its machine from free GPUs, type, price and a random-walk Gaussian process&apos;s belief about each machine&apos;s hidden slowdown; trained together for fee and JCT. Knows job durations like SJF (an oracle). Train with gantry-cli train --agent dual-agent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Harmony (Bao et al., INFOCOM 2019; IEEE/ACM ToN 2023): an encoder of the servers with multi-head self-attention and a decoder place each task of a job (workers, then parameter servers) on a server, learned to avoid co-locating jobs that slow each other down. FIFO order with backfilling. Train with gantry-cli train --agent harmony.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TopDRL (Ayadi et al., JPDC 2025): a multi-branch CNN over the cluster occupancy and the queue picks the next job (or waits); the closest-GPU heuristic places it. Knows job durations like SJF (an oracle). Train with gantry-cli train --agent topdrl.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs in submit order; a preempted or restarted job goes back to its arrival position. DL2&apos;s and TopDRL&apos;s FIFO/FCFS baseline (pengyanghua/DL2 fifo_env.py; djjbxxz/Proximity-DRL FCFS).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortest recorded duration first (an oracle: it knows durations in advance). TopDRL&apos;s SJF job selector; Tiresias&apos; simulator &apos;sjf&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Least remaining work first (oracle). With preemptive on, a waiting job evicts running jobs with strictly more remaining work when that frees enough GPUs. DL2&apos;s SRTF baseline ordering (pengyanghua/DL2 srtf_env.py); Tiresias&apos; simulator &apos;shortest&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs asking for the fewest GPUs go first: the job selector TopDRL&apos;s sibling code calls &apos;DRF&apos; (djjbxxz/Proximity-DRL jobselector/drf.py).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discretised two-dimensional least-attained-service (Gu et al., NSDI&apos;19): a job&apos;s queue is set by the GPU-seconds it has received; lower queues go first, FIFO by arrival inside a queue; preemptive. No knowledge of durations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job whose owner (user, or VC when the user is empty) holds the smallest dominant share of the cluster (max of its GPU and CPU-slot shares) goes first (Ghodsi et al., NSDI&apos;11). Shares change as jobs start, so priorities are recomputed every pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest Tetris score first (Grandl et al., SIGCOMM&apos;14): alignment of the job&apos;s (GPU, CPU) demand with the free resources of its best machine, plus w x demand x (1 - remaining fraction), w = mean alignment / mean SRTF term as in DL2&apos;s tetris_env (oracle: uses remaining work).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fixed pseudo-random order from (seed, job index): TopDRL&apos;s Random job selector, made reproducible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lowest-index free GPUs, spreading over machines if needed: TopDRL&apos;s first-available GPU selector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The machine with the fewest free GPUs that holds the job; otherwise the fewest machines (largest first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One machine if possible (best fit); else one rack on the fewest machines; else the fewest racks. Unlike &apos;yarn&apos; it spreads rather than wait.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All or nothing in one rack, as the Tiresias simulator&apos;s &apos;yarn&apos; scheme (SymbioticLab/Tiresias simulator/switch.py): a job that fits a machine takes the first machine with room; a larger one takes whole idle machines plus one for the remainder, in the first rack that has them; otherwise it waits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machines in a pseudo-random order from (seed, job index), lowest-index GPUs on each: Tiresias&apos; and TopDRL&apos;s random placement, made reproducible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The machine with the most free GPUs that holds the job; else the emptiest racks and machines first: TopDRL&apos;s load-balance GPU selector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimises TopDRL&apos;s topology communication cost (rack edge 1/2, machine edge 1/4, GPU edge 1/40 over the union of tree paths from the cluster centre; Proximity-DRL topology.py) among: best-fit machine, rack on fewest machines, fewest racks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The machine with the lowest price per GPU-hour (spot price on spot machines) that holds the job, fewest free GPUs first among equals; else spread in price order. A public-cloud baseline of the dual-agent scheduler (Xing et al., KDD&apos;23).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The machine with the fastest GPU type (nominal speed: hidden per-machine performance is not known) that holds the job, fewest free GPUs first among equals; else spread in speed order. A public-cloud baseline of the dual-agent scheduler (Xing et al., KDD&apos;23).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knows the speed model&apos;s true co-location slowdowns (an oracle) and puts each job, workers and parameter servers, where the cluster&apos;s total speed gains most: the job&apos;s own rate minus what its co-runners lose. The upper reference of Harmony (Bao et al., INFOCOM 2019).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One machine if possible (best fit), else one rack on the fewest machines; never across racks: the job waits instead. The always-consolidate baseline of Dally (Sharma et al., arXiv 2401.16492).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network-sensitive delay scheduling (Sharma et al., arXiv 2401.16492; Zaharia et al., EuroSys&apos;10): a job that cannot get one machine waits while others start, takes one rack after its class&apos;s first timer and any spread after the second; insensitive jobs start anywhere at once. A sensitive job past its first timer may preempt less sensitive jobs on a machine when its predicted gain exceeds their checkpoint and restore cost, and a job that had to spread moves to one machine once one frees (same rule). The auto-tuner sets the timers from recent completions (ski-rental break-even). Timers, classes, tuner and preemption rule are Gantry&apos;s (docs/policies.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sizing part: every job gets exactly the GPUs (and PS tasks) it asked for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-decided every slot: in order, each job gets its requested size if it fits, else waits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DL2&apos;s DRF baseline: a bundle (1 worker + 1 PS) at a time to the job with the smallest dominant share until resources run out or jobs reach their maximum (pengyanghua/DL2 drf_env.py).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DL2&apos;s FIFO baseline: in order, each job takes bundles up to its maximum; the first job that cannot grow ends the slot (pengyanghua/DL2 fifo_env.py).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DL2&apos;s SRTF baseline: like fifo-bundles, by smallest remaining fraction of work (oracle).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimus (Peng et al., EuroSys&apos;18) as in DL2&apos;s optimus_env: every job first gets its minimum, then repeatedly the +1 worker or +1 PS with the largest reduction of estimated remaining time (remaining work / speed model rate on a consolidated what-if placement) until no gain or no resources. Uses remaining work (oracle, as Optimus&apos; fitted loss curve stands in for it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tenants are only labels: every job waits in one queue, whatever its tenant holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A job starts only if its tenant&apos;s jobs, with it, hold no more than the tenant&apos;s quota (per GPU type where the quota is given so) and its limit: idle quota is never lent (Jeon et al., ATC&apos;19, on Philly&apos;s per-VC quotas).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Within its quota a tenant&apos;s job starts as with strict quotas; beyond it, up to the tenant&apos;s limit, if the tenant may borrow and what all tenants hold beyond their quotas fits in the quota lenders neither hold nor wait for and the GPUs in nobody&apos;s quota (counted in GPUs of any type). Borrowed GPUs come back when the borrower&apos;s jobs end: nothing is preempted to reclaim them (Kueue&apos;s borrowing without reclaimWithinCohort; kueue.sigs.k8s.io/docs/concepts/cluster_queue).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Borrowing as above, and a job within its tenant&apos;s quota that finds no room preempts borrowers&apos; jobs (the most recently started first, only tenants beyond their quotas, only as many as it needs) and starts when their checkpoints are written: Kueue&apos;s preemption.reclaimWithinCohort: Any (kueue.sigs.k8s.io/docs/concepts/preemption). The preempted jobs pay checkpoint and restore.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hadoop YARN&apos;s CapacityScheduler: each tenant is a queue with its quota as capacity and its limit as maximum capacity; idle capacity is lent as with borrowing, and the queue using the smallest part of its capacity is served first (then the ordering part within it). No preemption, as YARN&apos;s default (hadoop.apache.org/docs/stable/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm&apos;s fair-share factor 2^(-U/S): U the tenant&apos;s share of all GPU-seconds used, each decayed with a half-life, S its weight&apos;s share of all weights. Tenants are served highest factor first, then the ordering part within each; quotas do not bound anyone, only limits (Slurm&apos;s GrpTRES) (slurm.schedmd.com/priority_multifactor.html, fair_tree.html).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PolicyTitle</name>
    <message>
        <source>DL2 (learned)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dual-agent (learned)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Harmony (learned)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TopDRL (learned)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First come, first served</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortest job first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortest remaining time first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewest GPUs first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiresias 2D-LAS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dominant resource fairness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tetris packing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consolidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YARN (Tiresias simulator)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random machines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Least loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closest GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fastest nominal GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interference-aware greedy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consolidate or wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dally delay scheduling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As requested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DRF bundles (DL2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIFO bundles (DL2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SRTF bundles (DL2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimus marginal gain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strict quotas (Philly&apos;s virtual clusters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quotas with borrowing (a Kueue cohort, no reclaim)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quotas with borrowing and reclaim (a Kueue cohort)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity scheduler (YARN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fair share (Slurm multifactor)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario “%1” has unsaved changes. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gantry scenarios (*.yaml *.yml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the PDF %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Figure %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job completion time, every run (CDF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>share of jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The question.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: average JCT %2, p95 JCT %3, cost %4 (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Of %n runs, %1 has the lowest average JCT, %2</source>
        <translation>
            <numerusform>Of %n run, %1 has the lowest average JCT, %2</numerusform>
            <numerusform>Of %n runs, %1 has the lowest average JCT, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of %n runs, %1 has the lowest average JCT, %2 (%3 against the base)</source>
        <translation>
            <numerusform>Of %n run, %1 has the lowest average JCT, %2 (%3 against the base)</numerusform>
            <numerusform>Of %n runs, %1 has the lowest average JCT, %2 (%3 against the base)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, and is also the cheapest (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, and %2 the lowest cost, %3 (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against the base (%1 average JCT, %2):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>average JCT %1 (%2), p95 JCT %3 (%4), cost %5 (%6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, %n jobs rejected</source>
        <translation>
            <numerusform>%1, %n job rejected</numerusform>
            <numerusform>%1, %n jobs rejected</numerusform>
        </translation>
    </message>
    <message>
        <source>%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cheapest cluster that keeps %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no configuration within the plan&apos;s bounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 per hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n machines in %1, %2.</source>
        <translation>
            <numerusform>%n machine in %1, %2.</numerusform>
            <numerusform>%n machines in %1, %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n racks</source>
        <translation>
            <numerusform>%n rack</numerusform>
            <numerusform>%n racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPUs</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>machines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>price per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack uplinks %1 Gb/s, oversubscription %2 (first rack).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n jobs, %2 GPU-hours at the reference speed.</source>
        <translation>
            <numerusform>%1: %n job, %2 GPU-hours at the reference speed.</numerusform>
            <numerusform>%1: %n jobs, %2 GPU-hours at the reference speed.</numerusform>
        </translation>
    </message>
    <message>
        <source>recorded duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes against the base run; green is better.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average queueing delay of each tenant&apos;s jobs; quota and share of the GPU time in the base run. Jain&apos;s index over the tenants&apos; average slowdowns: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queued jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dollars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait against JCT, per job (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wait (hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JCT (hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures %1 to %2 follow every run through the trace: the queue, the GPUs busy and the cost so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completion times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every run&apos;s completion times are in %1, on the first page; %2 shows how long each job of the base run waited against how long it took.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service levels: %1. Looked at %2 of %3 configurations (gantry-cli plan --out lists each with why it failed); %4 shows every one simulated to its end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cheapest cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none within the bounds meets the levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/h</source>
        <comment>price per hour</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price against %1 (complete runs; the level as a line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dollars per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>service level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>en</source>
        <comment>the language tag (BCP 47) of this translation</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Gantry report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gantry %1 report, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The question, in full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the scenario has no description)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>policy and parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model profiles: %1. Formulas and their sources: Gantry&apos;s docs/simulator-model.md.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scenario SHA-256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workload SHA-256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(generated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>made on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fork starts from the base run&apos;s state at its time and shares everything before it. Jobs submitted from that time on, and the cost from then; changes against the base over the same time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since each fork</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fork</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreName</name>
    <message>
        <source>probability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time a waiting job&apos;s options widen (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time of the next priority change (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sizing score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slowdown (x)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delay timer (s): T1 = one rack after, T2 = any spread after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>submit time (s, lower first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duration (s, lower first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remaining work (reference s, lower first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requested GPUs (lower first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MLFQ queue (0 = highest)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owner&apos;s dominant share (lower first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-(alignment + w x SRTF term) (lower first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random draw (lower first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs its tenant holds beyond its quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>priority (lower first)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::CandidateBars</name>
    <message>
        <source>No candidates recorded for this decision.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::ClusterEditor</name>
    <message>
        <source>Select a rack or a machine to edit it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack / machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Perf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uplink bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden performance factor: 1 is nominal, 0.5 runs at half speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot machine (billed at the spot price)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> $/GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> × reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NIC bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-to-GPU bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;GPU type&lt;/b&gt; (shared by every machine of this type)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New GPU type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies this machine&apos;s GPU type under a new name and gives it to the machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rack needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change uplink bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change oversubscription</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A machine needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change GPU type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change GPU count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change CPU slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change NIC bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change GPU-to-GPU bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be greater than 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change performance factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toggle spot pricing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GPU type needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another GPU type is called %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename GPU type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change GPU price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change GPU speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 racks · %2 machines · %3 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add machine %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add GPU type %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove machine %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cluster needs at least one rack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot remove: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::ComparisonModel</name>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avg JCT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p95 JCT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Makespan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avg wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU util.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comm. overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::ComparisonPanel</name>
    <message>
        <source>Each tenant in each run; changes against the same tenant in the baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-run after edits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant name, e.g. SJF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlay merged over the scenario, e.g.
policy: {ordering: sjf}
cluster: {shape: 1x2x8}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue length, every run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queued jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JCT CDF, every run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JCT (hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fraction of jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>running %n run(s)…</source>
        <translation>
            <numerusform>running %n run…</numerusform>
            <numerusform>running %n runs…</numerusform>
        </translation>
    </message>
    <message>
        <source>up to date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avg JCT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avg queueing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p95 queueing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quota use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A variant needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add variant %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove variant %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each fork since its time: the jobs submitted from then on and the cost from then, against the baseline over the same time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fork</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs since</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avg JCT since</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avg queueing since</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost since</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::DecisionModel</name>
    <message>
        <source>refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs on %2 machine(s), %3 rack(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::DecisionPanel</name>
    <message>
        <source>Follow the latest decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a decision to see the candidates the policy weighed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; %2 at %3 by &lt;i&gt;%4&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidates by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orange: the job this decision is about.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::ForkDialog</name>
    <message>
        <source>Fork here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fork starts from this run&apos;s state at %1 and changes it from then on. It is added to the what-if comparison, which shows it beside the base since that moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rack fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ordering policy changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A burst of jobs arrives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GPU price changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>until the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down for:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From then on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per hour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Philly&apos;s mix of sizes and lengths (the poisson-philly generator).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per GPU-hour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the fork</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happens:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rack %1 fails at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n jobs arrive at %1</source>
        <translation>
            <numerusform>%n job arrives at %1</numerusform>
            <numerusform>%n jobs arrive at %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 price changes at %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::GanttView</name>
    <message>
        <source>Gantt chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the scenario to see which job holds each GPU over time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting again after a preemption or failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>running on %n GPU(s)</source>
        <translation>
            <numerusform>running on %n GPU</numerusform>
            <numerusform>running on %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>restoring its checkpoint on %n GPU(s)</source>
        <translation>
            <numerusform>restoring its checkpoint on %n GPU</numerusform>
            <numerusform>restoring its checkpoint on %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>writing its checkpoint on %n GPU(s)</source>
        <translation>
            <numerusform>writing its checkpoint on %n GPU</numerusform>
            <numerusform>writing its checkpoint on %n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2 GPUs requested)&lt;br&gt;%3&lt;br&gt;%4 → %5 (%6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>now</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::GeneratorForm</name>
    <message>
        <source>Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most GPUs per job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewest GPUs per job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest duration (hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median duration (seconds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spread of durations (log-normal sigma)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slot length (seconds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean arrivals per slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most arrivals per slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most workers per job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workers requested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter servers per job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest job (steps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step length (seconds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance of an arrival per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most parameter servers per job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of one-worker jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of parameter-server jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewest epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alibaba arrival pattern (DL2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::JobTableModel</name>
    <message>
        <source>Step time against one machine, on an idle network: one rack ×%1, across racks ×%2 (%3 of its speed lost across racks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of the job&apos;s run time spent communicating (placement-aware speed model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edited in this scenario (workload.overrides); undo to restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1: &apos;%2&apos; is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit times cannot be edited while the workload skips its first seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1: the submit time must be &gt;= 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>submit time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1: the duration must be &gt; 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1: GPUs must be a whole number &gt;= 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1: the cluster has only %2 GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit %1 of job %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Across racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comm.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::LessonPanel</name>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a lesson file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gantry lessons (*.yaml *.yml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a lesson and press Start. Each step pauses the run, explains what to look at and asks you something.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: the run goes on until %3…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>*This moment did not come in this run: the run ended first.*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commit my prediction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check my answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the change the lesson asks for (undoable with Edit &gt; Undo)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not quite; try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your prediction is recorded. Watch the run; it will be revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running your scenario to its end…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>**Well done.** You reached the end of *%1*. Restart it, or pick another lesson.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewing an earlier step. Next returns to where the lesson is.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::MainWindow</name>
    <message>
        <source>Run failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot run the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected: %1 (%2 GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  &lt;b&gt;Schedule&lt;/b&gt;  </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows per job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One row per job instead of one row per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour by tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour GPUs and bars by the tenant of their job (the scenario&apos;s tenants) instead of by job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tenants:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>   Ctrl+wheel zooms time · drag pans · click selects a job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What-if comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every variant, charts, the plan and the assumptions, as a PDF or an HTML file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run to end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guided lessons on scheduling that pause the run, explain and ask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Speed </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated time per second of wall-clock time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 min/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 min/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 h/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 h/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 day/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as fast as possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>t = %1 · %2 events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2 jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown trace format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gantry cannot tell the format of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot use the trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save scenario as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reports (*.pdf *.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Making the report: running every variant…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never saved to a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover unsaved changes?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gantry did not close cleanly. Recover the unsaved changes to the scenario “%1” (%2), autosaved %3?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New to Gantry? The Lessons panel walks you through scheduling step by step (Help &gt; Lessons).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gantry will use the new language the next time it starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gantry&apos;s manual: its README and docs, as installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard &amp;Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Gantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The manual is not installed with this copy of Gantry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No program here opens %1; open it with a text viewer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Gantry %1&lt;/b&gt;: a what-if planner for GPU clusters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its schedulers come from these papers (docs/reproduction.md):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is built with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Gantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Scenario…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a scenario in a few steps: a workload, a cluster, a policy and a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New scenario “%1”, not saved yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fork here…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a what-if variant that starts from this moment of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fork here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fork %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::MetricsPanel</name>
    <message>
        <source>Average JCT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p95 JCT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Makespan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queued jobs (x: hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs busy, % (x: hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative cost, $ (x: hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job completion time CDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JCT (hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fraction of jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JCT CDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait vs JCT per job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wait (hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait vs JCT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JCT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jobs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::NewScenarioWizard</name>
    <message>
        <source>New Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the jobs come from: a trace shipped with Gantry, or a generator of synthetic jobs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A trace shipped with Gantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A workload generator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (format %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep only the trace&apos;s first jobs, by submission (all: every job).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No traces are installed with this copy of Gantry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs to use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed gives the same jobs, and the same models for them, on every computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster&apos;s shape: racks of identical machines, each with the same number of GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 per GPU-hour)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machines per rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other GPU types, link bandwidths and machines that differ: the Cluster tab, after Finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 rack(s)</source>
        <translation>
            <numerusform>%1 rack</numerusform>
            <numerusform>%1 racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 machine(s)</source>
        <translation>
            <numerusform>%1 machine</numerusform>
            <numerusform>%1 machines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 GPU(s)</source>
        <translation>
            <numerusform>%1 GPU</numerusform>
            <numerusform>%1 GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>The machines need at least one GPU each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cluster has at most %1 machines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the scheduler decides: which job goes next, and which GPUs it gets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backfill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ordering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later jobs may start while the next one in order waits for room.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The policies&apos; parameters, sizing for elastic jobs, quotas for tenants and the learned schedulers: the Policy tab, after Finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to call the scenario. It opens as a new document, not saved yet: File &gt; Save asks where to keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every job of the trace %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first %1 jobs of the trace %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 jobs from the generator %2 (seed %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jobs from the generator %1 (seed %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ordering %1, placement %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, with backfill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, without backfill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This scenario is not valid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This scenario cannot run: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::PlanPanel</name>
    <message>
        <source>GPU type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU type of this machine shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs in each machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU slots in each machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fewest machines of this shape to try</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most machines of this shape to try</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine shapes the plan may buy or rent, with how many of each (prices come from the cluster&apos;s GPU types)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy section, e.g. {ordering: tiresias}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What must hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The limit: hours, or % for utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every job, or one tenant&apos;s jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest price per hour of the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest total cost over the trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scenario&apos;s seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload seeds the cluster must cope with, e.g. 11 12 13</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bisect (assume more machines never hurt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Far fewer runs on large grids; can miss the cheapest cluster where slow GPUs make a level worse (docs/planning.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machines that may be bought or rented</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>machine shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policies to compare (none: the scenario&apos;s own)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service levels (the first is the chart&apos;s metric)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machines per rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload seeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seeds that must meet every level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the cheapest clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price against service, every configuration simulated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a point or a row to see its metrics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add as what-if variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This scenario has no plan yet: add the machine shapes that may be bought and a service level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1: %2 must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPUs each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload seeds: &apos;%1&apos; is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scenario&apos;s policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, quotas: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>price of the cluster ($ per hour)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%v of a grid of %m looked at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n configuration(s).</source>
        <translation>
            <numerusform>Cancelled after %n configuration.</numerusform>
            <numerusform>Cancelled after %n configurations.</numerusform>
        </translation>
    </message>
    <message>
        <source>The plan could not run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of a grid of %2 looked at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: no configuration within the bounds meets the levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2, %3/h; %4 %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No configuration within the bounds can meet the levels: %1 (GPU-hours bound, nothing simulated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest meeting %1:&lt;br&gt;%2&lt;br&gt;&lt;small&gt;%3 of a grid of %4 configurations looked at, %5 ruled out by the GPU-hours bound, %6 runs.&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>service level: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; under &lt;b&gt;%2&lt;/b&gt;: %3 GPUs, %4/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 over the trace, %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — the cheapest for this policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add plan variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;Added as the variant “%1” to the what-if comparison.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::PolicyEditor</name>
    <message>
        <source>Scheduler (decides everything; leave at “composed” to use the parts below)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ordering: which job goes next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placement: which GPUs it gets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sizing: how many GPUs elastic jobs get</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sharing: how the tenants share the GPUs (quotas)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>composed (ordering × placement × sizing × sharing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backfill: let later jobs start when the next one in order does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose %1 policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toggle backfill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Policy:&lt;/b&gt; %1&lt;br&gt;&lt;b&gt;Model:&lt;/b&gt; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a trained model file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a trained model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gantry models (*.model);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>comma-separated numbers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::ScenarioDocument</name>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario has no file name yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use trace %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::TopologyView</name>
    <message>
        <source>Cluster topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a scenario and press Run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uplink %1 Gb/s · %2 cross-rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>machine summaries (zoom in for GPU cells) · red = failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>colour = tenant (key under the schedule&apos;s toolbar) · grey = idle · red = failed · wheel zooms, drag pans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>colour = job · grey = idle · red = failed · wheel zooms, drag pans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gauge = the scheduler&apos;s believed speed (× nominal) ± 2σ · </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (spot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;the scheduler believes: slowdown %1 ± %2 (speed ×%3 of nominal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;failed&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;job &lt;b&gt;%1&lt;/b&gt; (%2 GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; GPU %2&lt;br&gt;%3 · speed %4 · %5/h%6&lt;br&gt;rack %7 · NIC %8 Gb/s · perf ×%9</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::TrainingPanel</name>
    <message>
        <source>The LibTorch module that learned schedulers need is not installed (%1): they cannot be trained here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This build has no LibTorch (GANTRY_WITH_TORCH=OFF): learned schedulers cannot be trained here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train a learned scheduler on this scenario&apos;s workload generator (docs/learning.md). Training runs in the background; the curve shows each episode&apos;s average JCT (a warm-up, by imitation or, for Harmony, observing speeds for its reward model, then reinforcement learning) and the RL episode reward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>agent default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reinforcement-learning episodes (0: the agent&apos;s default, 240 for DL2, 96 for TopDRL, 30 for Harmony, 16 for the dual agent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warm-up episodes: imitating a heuristic teacher (DL2, TopDRL) or observing speeds for Harmony&apos;s reward model (-1: the agent&apos;s default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RL episodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warm-up episodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save model…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use in scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the saved model the scenario&apos;s scheduler (undoable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average JCT per episode, minutes (x: episode, warm-up then RL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Episode reward (x: episode, RL phase)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warm-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 / %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 episode %2/%3 · avg JCT %4 min · reward %5 · loss %6 · %7 decisions · %8 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling after the current episode…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trained %1 in %2 s (%3 decisions, %4 steps/s); best validation avg JCT %5 min. Save the model to use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Reward model R² on held-out placements: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save trained model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gantry models (*.model);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved the %1 model to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot use the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use trained %1 model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario&apos;s scheduler is now %1 with %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gantry::gui::WorkloadEditor</name>
    <message>
        <source>Import a trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trace file (Philly, Helios, Alibaba, Tiresias, Gavel, common CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>detect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use this trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The validation report of the import appears here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traces (*.csv *.json *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or generate a synthetic workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use generator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multiplies inter-arrival times: below 1 means a heavier load.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrival scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter jobs (id, status…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs of the current run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a submit time, duration or GPU count to edit it; edited cells are bold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import failed:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an existing trace file first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gantry cannot tell this file&apos;s format: choose one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use generator %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change load options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Jobs from trace&lt;/b&gt; %1 (format %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Jobs from generator&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>What-if planner for GPU clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run without a window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output folder (headless).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario file to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario file to open (default: the demo).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write only the report to this file (.pdf or .html).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the plan out of the report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs in parallel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start this lesson in the Lessons panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the window in this language (en, de or zh_CN) this time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language of the report and the printed comparison: en, de or zh_CN (English when not given).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
