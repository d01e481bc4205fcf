#!/usr/bin/env bash
# make-test-traces.sh OUT_DIR
#
# Writes the synthetic traces of tests/data/synthetic: files in the published formats of traces whose
# job rows Gantry may not redistribute (Alibaba GPU v2023 "openb": no licence file in its folder) or
# could not obtain (Helios cluster_log.csv, PAI job and task tables). Each has the columns, units and
# quirks of the real format (fractional GPU requests, pending pods with a deletion time but no
# schedule, CPU-only rows, jobs cancelled before they started, header-less tables, CRLF line ends,
# ties in submit time), but every value is drawn here: none is copied from a real trace.
#
# Deterministic: a Park-Miller generator in integer arithmetic (no awk rand(), no floating-point
# library calls), so any awk on any machine writes the same bytes. `ctest -R test_data_reproducible`
# regenerates the files and compares them with the committed ones.
#
# Also writes check-values.txt: the numbers the importer tests expect, computed here from the rows
# (independently of Gantry's importers) by the rules of docs/trace-formats.md.
set -euo pipefail
out=${1:?usage: make-test-traces.sh OUT_DIR}
mkdir -p "$out/pai"
export LC_ALL=C

# Shared by the generators: the random stream and the tally of what the importer must find.
lib='
function draw(n) { state = (state * 16807) % 2147483647; return state % n }
# A row the importer keeps: submit time (s), run time (s), GPUs as requested (may be fractional).
function keep(submit, duration, gpus,   whole) {
    whole = int(gpus); if (whole < gpus) { ++rounded; ++whole }
    ++kept; if (kept == 1 || submit < first) first = submit; if (submit > last) last = submit
    sumDuration += duration; sumDurationGpus += duration * whole; sumGpus += whole; durations[kept] = duration
}
function median(   i, j, v) {
    for (i = 2; i <= kept; ++i) { v = durations[i]; for (j = i - 1; j >= 1 && durations[j] > v; --j) durations[j + 1] = durations[j]; durations[j + 1] = v }
    return kept % 2 ? durations[(kept + 1) / 2] : (durations[kept / 2] + durations[kept / 2 + 1]) / 2
}
# One line of check-values.txt (see its header).
function tally(name, rows) {
    printf "%s %d %d %d %d %.0f %.0f %.0f %.10g %.0f\n", name, rows, kept, rows - kept, rounded, last - first, sumDuration,
        sumDurationGpus, median(), sumGpus >> checks
    kept = rounded = sumDuration = sumDurationGpus = sumGpus = last = 0
}
'
checks="$out/check-values.txt"
echo "# file rows kept skipped rounded_gpu_jobs max_submit sum_duration sum_duration_x_gpus median_duration sum_gpus" >"$checks"

# --- openb-v2023 pods, and the same pods in Gantry's common CSV ---------------------------------------
awk -v seed=20261125 -v pods=2000 -v raw="$out/openb_pod_list_synthetic.csv" -v common="$out/openb_common_synthetic.csv" \
    -v checks="$checks" "$lib"'
BEGIN {
    state = seed
    print "name,cpu_milli,memory_mib,num_gpu,gpu_milli,gpu_spec,qos,pod_phase,creation_time,deletion_time,scheduled_time" > raw
    print "trace,job_id,submit_time_s,duration_s,num_gpus,gpu_type,user,vc,status,model,queue_delay_s,num_attempts,qos,orig_submit_time" > common
    split("250 300 460 500 600 700", shares, " ")
    split("LS BE BE Burstable LS BE Guaranteed LS BE BE", qoses, " ")
    t = 0
    for (i = 0; i < pods; ++i) {
        # Arrivals: a fifth of the pods arrive in the same second as the one before (ties keep file order).
        if (i > 0 && draw(5) != 0) t += 1 + draw(10800)
        name = sprintf("synthetic-pod-%04d", i)
        g = draw(100)
        if (i > 0 && g < 2) { gpus = 0; milli = 0 }               # CPU-only pod
        else if (g < 80) { gpus = 1; milli = draw(10) < 5 ? shares[1 + draw(6)] : 1000 }
        else if (g < 90) { gpus = 2; milli = 1000 }
        else if (g < 96) { gpus = 4; milli = 1000 }
        else { gpus = 8; milli = 1000 }
        cpu = (1 + draw(16)) * 1000; mem = (1 + draw(12)) * 4096
        spec = draw(20) == 0 ? "V100M16|V100M32" : (draw(25) == 0 ? "T4" : "")
        qos = qoses[1 + draw(10)]
        p = draw(100)
        if (i == 0) p = 99                                         # the first pod starts at once
        if (p < 8) { phase = "Pending" } else if (p < 50) { phase = "Failed" } else if (p < 56) { phase = "Succeeded" } else { phase = "Running" }
        scheduled = ""; deleted = ""
        if (phase == "Pending") {
            deleted = t + 30 + draw(300)                           # deleted while pending: never scheduled
        } else {
            scheduled = t + (draw(3) == 0 ? draw(7200) : 0)
            deleted = scheduled + 1 + draw(draw(4) == 0 ? 2000000 : 20000)
        }
        printf "%s,%d,%d,%d,%d,%s,%s,%s,%d,%s,%s\n", name, cpu, mem, gpus, milli, spec, qos, phase, t, deleted, scheduled > raw
        if (gpus == 0) continue
        ++gpuPods
        if (scheduled != "") keep(t, deleted - scheduled, gpus == 1 && milli < 1000 ? milli / 1000 : gpus)
        share = gpus == 1 && milli < 1000 ? sprintf("0.%03d", milli) : gpus
        sub(/0+$/, "", share)
        status = phase == "Pending" ? "pending" : (phase == "Failed" ? "failed" : (phase == "Succeeded" ? "completed" : "running"))
        duration = scheduled == "" ? "" : deleted - scheduled
        queue = scheduled == "" ? "" : scheduled - t
        printf "synthetic-openb,%s,%d,%s,%s,%s,,,%s,,%s,,%s,%d\n", name, t, duration, share, spec, status, queue, qos, t > common
    }
    # The raw file and the common CSV keep the same pods; the common CSV has no CPU-only rows.
    saved = kept; savedRounded = rounded; savedFirst = first; savedLast = last; savedSd = sumDuration; savedSdg = sumDurationGpus; savedSg = sumGpus
    for (i = 1; i <= kept; ++i) savedDurations[i] = durations[i]
    tally("openb_pod_list_synthetic.csv", pods)
    kept = saved; rounded = savedRounded; first = savedFirst; last = savedLast; sumDuration = savedSd; sumDurationGpus = savedSdg; sumGpus = savedSg
    for (i = 1; i <= kept; ++i) durations[i] = savedDurations[i]
    tally("openb_common_synthetic.csv", gpuPods)
}'

# --- Helios cluster_log.csv (CRLF line ends, as written by pandas on Windows) --------------------------
awk -v seed=7001 -v jobs=400 -v file="$out/helios_cluster_log_synthetic.csv" -v checks="$checks" "$lib"'
function stamp(s,   d, h, m) { d = int(s / 86400); s -= d * 86400; h = int(s / 3600); s -= h * 3600; m = int(s / 60); s -= m * 60
    return sprintf("2020-04-%02d %02d:%02d:%02d", d + 1, h, m, s) }
BEGIN {
    state = seed
    split("COMPLETED COMPLETED COMPLETED FAILED CANCELLED CANCELLED TIMEOUT NODE_FAIL COMPLETED FAILED", states, " ")
    printf "job_id,user,vc,gpu_num,cpu_num,node_num,state,submit_time,start_time,end_time,duration,queue\r\n" > file
    t = 0
    for (i = 0; i < jobs; ++i) {
        if (i > 0 && draw(6) != 0) t += draw(5400)
        g = draw(10)
        gpus = i == 0 ? 8 : (g < 4 ? 0 : (g < 7 ? 1 : (g < 8 ? 2 : (g < 9 ? 4 : 8 * (1 + draw(4))))))
        state_ = i == 0 ? "COMPLETED" : states[1 + draw(10)]
        user = sprintf("u%d", draw(40)); vc = sprintf("vc%c%c", 65 + draw(6), 97 + draw(26))
        if (state_ == "CANCELLED" && draw(3) == 0 && i > 0) {       # cancelled while queued: never started
            printf "job-%05d,%s,%s,%d,%d,%d,%s,%s,,,,\r\n", i, user, vc, gpus, 4 * (1 + draw(8)), 1, state_, stamp(t) > file
            continue
        }
        start = t + (draw(2) ? draw(3600) : 0)
        length_ = state_ == "CANCELLED" && draw(4) == 0 ? 0 : 1 + draw(draw(5) == 0 ? 200000 : 7200)
        end = start + length_
        # A tenth of the rows leave `duration` empty: the importer falls back to end - start.
        duration = draw(10) == 0 ? "" : length_
        printf "job-%05d,%s,%s,%d,%d,%d,%s,%s,%s,%s,%s,%d\r\n", i, user, vc, gpus, 4 * (1 + draw(8)), (gpus > 8 ? gpus / 8 : 1),
            state_, stamp(t), stamp(start), stamp(end), duration, start - t > file
        if (gpus > 0 && length_ > 0) keep(t, length_, gpus)
    }
    tally("helios_cluster_log_synthetic.csv", jobs)
}'

# --- PAI v2020: header-less job table and task table ----------------------------------------------------
awk -v seed=424242 -v jobs=300 -v jobfile="$out/pai/pai_job_table.csv" -v taskfile="$out/pai/pai_task_table.csv" \
    -v checks="$checks" "$lib"'
BEGIN {
    state = seed
    split("V100 V100M32 P100 T4 MISC", types, " ")
    split("Terminated Terminated Terminated Terminated Failed Failed Running Waiting", statuses, " ")
    t = 1595000000 + draw(100000)                                  # seconds with a constant offset, as published
    for (i = 0; i < jobs; ++i) {
        if (i > 0 && draw(4) != 0) t += draw(3000)
        job = sprintf("%08x%08x", 268435456 + draw(1879048191), 268435456 + draw(1879048191))
        status = i == 0 ? "Terminated" : statuses[1 + draw(8)]
        firstTask = t + (draw(2) ? draw(1800) : 0)
        end = status == "Running" || status == "Waiting" ? "" : firstTask + 1 + draw(draw(6) == 0 ? 300000 : 10000)
        printf "%s,%s,user%d,%s,%d,%s\n", job, sprintf("inst%06d", i), draw(50), status, t, end > jobfile
        kind = i == 0 ? 1 : draw(10)
        if (kind == 9) continue                                     # no tasks in the task table
        type = types[1 + draw(5)]
        if (kind == 8) {                                            # CPU-only job
            printf "%s,worker,%d,%s,%d,%s,600,29.3,,\n", job, 1 + draw(4), status, firstTask, end > taskfile
            continue
        }
        workers = 1 + draw(draw(3) == 0 ? 8 : 2)
        gpu = draw(3) == 0 ? 25 * (1 + draw(3)) : 100 * (1 + draw(2))
        printf "%s,worker,%d,%s,%d,%s,600,29.3,%d,%s\n", job, workers, status, firstTask, end, gpu, type > taskfile
        if (end != "") keep(t, end - firstTask, workers * gpu / 100)
        if (draw(3) == 0)                                           # a parameter server, without GPUs
            printf "%s,ps,1,%s,%d,%s,600,29.3,,\n", job, status, firstTask + draw(60), end > taskfile
    }
    tally("pai/pai_job_table.csv", jobs)
}'

