#!/bin/sh
# Runs the Tiresias simulator (SymbioticLab/Tiresias, simulator/) and Gantry on the same Philly slices
# and prints their average JCTs side by side: the figures tests/validation/ holds Gantry to.
#   bench/tiresias-parity.sh TIRESIAS_SIMULATOR_DIR [BUILD_DIR]
# Needs python2.7 (for example `pyenv install 2.7.18`; PYTHON2=path overrides). The simulator imports
# numpy (for one mean) and cplex (unused by these schedulers): small stand-ins are provided here.
# Each slice is a variant of scenarios/tiresias-parity.yaml; Gantry's own run of the slice writes the
# jobs (jobs.csv) that are turned into the simulator's trace, so both see exactly the same jobs.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
sim=$(cd "$1" && pwd)
build=${2:-$here/build-dev}
cli=$build/app/gantry-cli
py2=${PYTHON2:-}
if [ -z "$py2" ]; then # pyenv's shim refuses when 2.7 is not selected: take the interpreter itself
  py2="$(pyenv root 2>/dev/null || echo /nonexistent)/versions/2.7.18/bin/python2.7"
  [ -x "$py2" ] || py2=$(command -v python2.7)
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/stubs/cplex/six"
printf 'def mean(values):\n    values = list(values)\n    return float(sum(values)) / len(values) if values else float("nan")\n' > "$work/stubs/numpy.py"
: > "$work/stubs/cplex/__init__.py"
echo 'class CplexError(Exception): pass' > "$work/stubs/cplex/exceptions.py"
: > "$work/stubs/cplex/six/__init__.py"
printf 'try:\n    range = xrange\nexcept NameError:\n    pass\n' > "$work/stubs/cplex/six/moves.py"
# The scenario's cluster, 2 switches x 32 nodes x 8 GPUs (CPU and memory never bind).
printf 'num_switch,num_node_p_switch,num_gpu_p_node,num_cpu_p_node,mem_p_node\n2,32,8,128,256\n' > "$work/cluster.csv"

# Gantry's jobs.csv -> the simulator's trace (whole seconds; model and iterations unused by these runs).
to_trace() {
  awk -F, 'NR > 2 { n++; s[n] = sprintf("%.0f", $4); g[n] = $10; d[n] = sprintf("%.0f", $9) }
    END { print "job_id,num_gpu,submit_time,iterations,model_name,duration,interval"
          for (i = 1; i <= n; i++) print i - 1 "," g[i] "," s[i] ",1000,resnet50," d[i] "," (i < n ? s[i+1] - s[i] : 0) }' "$1"
}
simulate() { # trace schedule -> avg JCT
  (cd "$sim" && PYTHONPATH="$work/stubs" "$py2" run_sim.py --cluster_spec="$work/cluster.csv" --scheme=yarn \
    --trace_file="$1" --schedule="$2" --log_path="$work/log-$2" > "$work/sim-$2.txt" 2>&1)
  awk -F, 'NR > 1 { s += $8; n++ } END { printf "%.0f", s / n }' "$work/log-$2/job.csv"
}
gantry_jct() { awk -F'[:,]' '/"avg_jct"/ { printf "%.0f", $2 }' "$1/summary.json"; }

printf '%-28s %9s %12s %12s %9s\n' slice policy tiresias gantry difference
"$cli" compare "$here/scenarios/tiresias-parity.yaml" --out "$work/gantry" > /dev/null
for pair in "first 10k|base|2D-LAS" "first 10k, half the load|FIFO half load|2D-LAS half load" \
            "first 10k, twice the load|FIFO twice load|2D-LAS twice load" \
            "jobs 40k-50k|FIFO jobs 40k-50k|2D-LAS jobs 40k-50k"; do
  name=${pair%%|*}; rest=${pair#*|}; fifo=${rest%%|*}; dlas=${rest#*|}
  to_trace "$work/gantry/$fifo/jobs.csv" > "$work/trace.csv"
  for run in "fifo|$fifo" "dlas-gpu|$dlas"; do
    schedule=${run%%|*}; folder=${run#*|}
    t=$(simulate "$work/trace.csv" "$schedule")
    g=$(gantry_jct "$work/gantry/$folder")
    printf '%-28s %9s %12s %12s %+8.1f%%\n' "$name" "$schedule" "$t" "$g" "$(echo "$g $t" | awk '{ print 100 * ($1 - $2) / $2 }')"
  done
done
