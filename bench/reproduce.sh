#!/bin/sh
# Reproduction of DL2 and TopDRL on a fixed budget; writes docs/reproduction.md.
#   bench/reproduce.sh [BUILD_DIR] [SEEDS]
# Needs a build with LibTorch (gantry-cli train/evaluate). Takes a few minutes on 2 cores.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build-dev}
seeds=${2:-20}
cli=$build/app/gantry-cli
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
out=$here/docs/reproduction.md

train() { # agent scenario episodes
  start=$(date +%s)
  "$cli" train "$here/scenarios/$2" --agent "$1" --episodes "$3" --seed 1 --threads 1 --out "$work/$1.model" > "$work/$1.train.txt"
  echo $(( $(date +%s) - start )) > "$work/$1.seconds"
  "$cli" evaluate "$here/scenarios/$2" --model "$work/$1.model" --seeds "$seeds" --untrained > "$work/$1.eval.txt"
}
train dl2 dl2-small.yaml 120
train topdrl topdrl-2x4x4.yaml 48

table() { # eval file -> markdown rows
  awk '/^policy/ {on=1; next} on && NF>=4 && $0 !~ /^\(/ {
         pct=$NF; mean=$(NF-2); sd=$(NF-1); name=$0; sub(/[ ]+[^ ]+[ ]+[^ ]+[ ]+[^ ]+$/, "", name);
         printf "| %s | %s | %s | %s |\n", name, mean, sd, pct }' "$1"
}
ver=$("$cli" --version)
{
  echo "# Reproduction: DL2 and TopDRL"
  echo
  echo "Written by \`bench/reproduce.sh\` ($ver, $(date -u +%Y-%m-%d)). Fixed budget, training seed 1, one"
  echo "LibTorch thread; evaluation on held-out workload seeds 1..$seeds (training never uses them)."
  echo "Average JCT in minutes; the last column is the learned policy's difference from each row"
  echo "(negative = the learned policy is that much faster). \"untrained\" samples a fresh network."
  echo
  echo "## DL2 (scenarios/dl2-small.yaml: 8 machines x 4 GPUs, 40 elastic PS jobs per trace)"
  echo
  echo "Budget: 40 supervised warm-up episodes on DRF's decisions + 120 actor-critic episodes ($(cat "$work/dl2.seconds") s)."
  echo
  echo "| policy | mean (min) | std (min) | learned vs it |"
  echo "|---|---|---|---|"
  table "$work/dl2.eval.txt"
  echo
  echo "| claim | paper | ours |"
  echo "|---|---|---|"
  drf=$(awk '$1=="DRF" {print $NF}' "$work/dl2.eval.txt")
  opt=$(awk '$1=="Optimus" {print $NF}' "$work/dl2.eval.txt")
  echo "| avg JCT vs DRF | -44.1 % | $drf |"
  echo "| avg JCT vs Optimus | -17.5 % (the dev repo's plot data give -21.8 %) | $opt |"
  echo
  echo "The paper's setting (500 or 96 nodes, 200-job traces, DL2's measured speed table, ~1e6"
  echo "training steps) is far larger than this budget; see docs/learning.md for every deviation."
  echo
  echo "## TopDRL (scenarios/topdrl-2x4x4.yaml: 2 racks x 4 machines x 4 GPUs, 40 jobs per episode)"
  echo
  echo "Budget: 30 imitation episodes of SJF + closest GPUs + 48 PPO episodes ($(cat "$work/topdrl.seconds") s)."
  echo
  echo "| policy | mean (min) | std (min) | learned vs it |"
  echo "|---|---|---|---|"
  table "$work/topdrl.eval.txt"
  echo
  echo "The paper reports that TopDRL beats six baselines; its numbers, cluster and traces are not public"
  echo "(seeds.md §4.2), so there is no number to put ours next to. Baselines are job selectors without"
  echo "backfilling (as in Proximity-DRL); the \"(backfill)\" row shows SJF allowed to backfill."
  echo
  echo "## Limits (measured separately; see docs/learning.md)"
  echo
  echo "* DL2's gain over DRF depends on the training seed: with the same budget, training seeds 2 and 3"
  echo "  give -5.4 % and -6.2 % vs DRF on held-out seeds 1..10 (seed 1: -11.7 %). Advantage normalisation,"
  echo "  a smaller learning rate and more exploration were tried on a separate tuning set (seeds 500..519);"
  echo "  none made all three seeds reach -10 %."
  echo "* TopDRL's PPO phase does not change the result: the warm start alone (\`--episodes -1\`) and warm"
  echo "  start + 48 PPO episodes give the same held-out avg JCT (119.35 min on seeds 1..10); the best"
  echo "  validation checkpoint is the warm start."
} > "$out"
echo "wrote $out"
