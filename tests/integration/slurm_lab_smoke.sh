#!/usr/bin/env bash
# tools/slurm-lab/record.sh still records (docs/slurm-lab.md): a real Slurm 22.05 (MariaDB, slurmdbd,
# slurmctld, three slurmd in network namespaces) runs tests/data/slurm-lab/smoke-workload.csv, ten sleep
# jobs of 1 to 24 GPUs, in about two minutes. Checked: every job is in sacct.txt with its account, user,
# time limit and a start no earlier than its submission; the job that asks for 1 minute and sleeps 70 s
# ends TIMEOUT at its limit; the 24-GPU job ran on all three nodes; snapshots were taken. Skipped (exit
# 77, with the reason) where this machine cannot start the daemons: not root, no network namespaces,
# or a program missing.
set -euo pipefail
src=$1
skip() { echo "SKIPPED: $*"; exit 77; }
[ "$(id -u)" = 0 ] || skip "needs root (network namespaces, daemons, jobs run as their users)"
for program in mariadbd slurmdbd slurmctld slurmd sbatch sacct sacctmgr ip nsenter; do
  command -v "$program" >/dev/null || skip "$program is not installed (packaging/debian-dependencies.txt lists its package)"
done
ip netns add gantry-smoke-probe 2>/dev/null || skip "this machine refuses network namespaces (ip netns add)"
ip netns del gantry-smoke-probe
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
timeout 600 bash "$src/tools/slurm-lab/record.sh" --workload "$src/tests/data/slurm-lab/smoke-workload.csv" --conf multifactor \
  --nodes 3 --gpus 8 --name "t$(( $$ % 100000 ))" --snapshot-every 10 --out "$work/rec" 2>"$work/log" || { cat "$work/log" >&2; fail "record.sh failed"; }
[ ! -e "$work/rec.partial" ] || fail "a finished recording left its .partial folder"
for f in sacct.txt slurm.conf gres.conf associations.txt sshare.txt submitted.csv workload.csv RECORDING.md; do
  [ -s "$work/rec/$f" ] || fail "the recording has no $f"
done
listing=$(tar -tJf "$work/rec/snapshots.tar.xz") || fail "snapshots.tar.xz is not an xz tar archive"
[[ "$listing" =~ snapshots/[0-9]+\.json ]] || fail "no squeue --json snapshot in snapshots.tar.xz"
awk -F'|' '
  NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
  { n++
    if ($col["Account"] == "" || $col["User"] !~ /^gantry-/) bad = bad " " $1 ":account/user"
    if ($col["Start"] < $col["Submit"]) bad = bad " " $1 ":start<submit"
    if ($col["JobName"] == "w5" && ($col["State"] != "TIMEOUT" || $col["Timelimit"] != "00:01:00")) bad = bad " w5:" $col["State"]
    if ($col["JobName"] != "w5" && $col["State"] != "COMPLETED") bad = bad " " $col["JobName"] ":" $col["State"]
    if ($col["JobName"] == "w8" && $col["NNodes"] != 3) bad = bad " w8:nodes=" $col["NNodes"]
  }
  END { if (n != 10) bad = bad " rows=" n; if (bad != "") { print "sacct.txt:" bad; exit 1 } }' "$work/rec/sacct.txt" \
  || fail "sacct.txt is not what the workload should give"
echo "recorded 10 jobs: $(cut -d'|' -f16 "$work/rec/sacct.txt" | tail -n +2 | sort | uniq -c | tr -s ' \n' ' ')"
