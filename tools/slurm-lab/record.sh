#!/bin/bash
# Records what a real Slurm does with a workload of sleep jobs (docs/slurm-lab.md).
#
#   tools/slurm-lab/record.sh --workload W.csv --conf multifactor --out DIR [--nodes 8] [--gpus 8]
#                             [--cpus 32] [--name lab] [--shares nlp=40,vision=35,speech=25]
#                             [--limits vision=24] [--debug]
#
# On this machine, as root: MariaDB, slurmdbd and slurmctld on loopback and a bridge, and one slurmd
# per simulated node, each in its own network namespace (Debian's slurmd runs one per host). Jobs are
# `sbatch --wrap "sleep D"` submitted at their times as their users, in their accounts, with their
# time limits; every minute `squeue --json` and `squeue --start` are saved. When every job has ended
# DIR holds:
#   sacct.txt         sacct --parsable2 of every job (Submit, Eligible, Start, End, Timelimit, ...)
#   slurm.conf        the configuration Slurm ran with (gres.conf beside it)
#   associations.txt  sacctmgr dump of the cluster; sshare.txt: sshare -a -l -P at the end
#   snapshots.tar.xz  snapshots/T.json (squeue --json) and snapshots/T.start.txt (squeue --start), T seconds
#                     after the first submission
#   submitted.csv     the workload's id, Slurm's JobID and the time sbatch returned
#   workload.csv      the workload as given; RECORDING.md: the command, versions and times
#   slurmctld.log     with --debug only: slurmctld's log at debug3 with the Backfill, Priority and
#                     SelectType flags, which says when each main-loop pass ran and why a job waited
# A recording that did not finish leaves DIR.partial, never DIR.
#
# --conf names a template in tools/slurm-lab/conf (fifo: priority/basic and sched/builtin;
# multifactor: fair share, age and size, sched/backfill). --name keeps two recordings apart
# (namespaces, bridge, ports), so a recording and its replica can run at the same time.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
workload="" conf="" out="" nodes=8 gpus=8 cpus=32 name=lab shares="nlp=40,vision=35,speech=25" limits="" debug=""
snapshot_every=60
usage() { sed -n '2,26p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
while [ $# -gt 0 ]; do
  case "$1" in
    --workload) workload=$2; shift 2 ;;
    --conf) conf=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --nodes) nodes=$2; shift 2 ;;
    --gpus) gpus=$2; shift 2 ;;
    --cpus) cpus=$2; shift 2 ;;
    --name) name=$2; shift 2 ;;
    --shares) shares=$2; shift 2 ;;
    --limits) limits=$2; shift 2 ;;
    --debug) debug=1; shift ;;
    --snapshot-every) snapshot_every=$2; shift 2 ;;
    -h|--help) usage ;;
    *) echo "record.sh: unknown option '$1'" >&2; usage ;;
  esac
done
[ -n "$workload" ] && [ -n "$conf" ] && [ -n "$out" ] || usage
[ "$conf" != common ] && [ -f "$here/conf/$conf.conf.in" ] || { echo "record.sh: no template $here/conf/$conf.conf.in" >&2; exit 2; }
[ -f "$workload" ] || { echo "record.sh: $workload: no such file" >&2; exit 2; }
[[ "$name" =~ ^[a-z][a-z0-9]{0,7}$ ]] || { echo "record.sh: --name must be 1-8 lower-case letters or digits" >&2; exit 2; }
[ "$nodes" -ge 1 ] && [ "$nodes" -le 200 ] || { echo "record.sh: --nodes must be 1-200" >&2; exit 2; }
[ "$(id -u)" = 0 ] || { echo "record.sh: needs root (network namespaces, daemons, jobs as their users)" >&2; exit 2; }
for tool in mariadb-install-db mariadbd slurmdbd slurmctld slurmd sbatch squeue sacct sacctmgr sshare ip nsenter; do
  command -v "$tool" >/dev/null || { echo "record.sh: '$tool' is missing (Debian: slurmctld slurmd slurmdbd slurm-client mariadb-server iproute2 util-linux)" >&2; exit 2; }
done
workload=$(realpath "$workload")
out=$(realpath -m "$out")
partial="$out.partial"
rm -rf "$partial" && mkdir -p "$partial/snapshots"

# Every name this recording uses carries --name; the ports come from a hash of it.
offset=$(( $(printf '%s' "$name" | cksum | cut -d' ' -f1) % 500 * 4 ))
db_port=$((17000 + offset)) dbd_port=$((17001 + offset)) ctl_port=$((17002 + offset)) node_port=$((17003 + offset))
subnet_octet=$((100 + offset / 4 % 150))
bridge="gsl-$name" host_ip="10.$subnet_octet.0.1"
if ip link show "$bridge" >/dev/null 2>&1 || ss -Hltn | grep -qE ":($db_port|$dbd_port|$ctl_port|$node_port) "; then
  echo "record.sh: a recording named '$name' (or one sharing its ports) is running; choose another --name" >&2; exit 2
fi
work=$(mktemp -d "/tmp/gantry-slurm-$name.XXXXXX")
chmod 755 "$work"
mkdir "$work/pids"
log() { printf '[%s] %s\n' "$(date +%T)" "$*" >&2; }

cleanup() {
  set +e
  [ -f "$work/pids/slurmctld" ] && squeue -h -o %i | xargs -r scancel 2>/dev/null && sleep 2
  for pid in "$work"/pids/*; do [ -f "$pid" ] && kill "$(cat "$pid")" 2>/dev/null; done
  # slurmctld saves its state before it exits: give the daemons ten seconds before forcing them.
  for _ in $(seq 20); do
    alive=0
    for pid in "$work"/pids/*; do [ -f "$pid" ] && kill -0 "$(cat "$pid")" 2>/dev/null && alive=1; done
    [ "$alive" = 0 ] && break
    sleep 0.5
  done
  for pid in "$work"/pids/*; do [ -f "$pid" ] && kill -9 "$(cat "$pid")" 2>/dev/null; done
  for i in $(seq 1 "$nodes"); do ip netns del "gsl-$name-n$i" 2>/dev/null; done
  ip link del "$bridge" 2>/dev/null
  [ -n "${keep_work:-}" ] || rm -rf "$work"
}
trap cleanup EXIT
trap 'log "interrupted: $partial is incomplete"; exit 130' INT TERM

# --- the network: a bridge on the host, a namespace with a veth into it for each node --------------
ip link add "$bridge" type bridge
ip addr add "$host_ip/16" dev "$bridge"
ip link set "$bridge" up
node_ip() { echo "10.$subnet_octet.$(( $1 / 250 )).$(( $1 % 250 + 2 ))"; }
for i in $(seq 1 "$nodes"); do
  ns="gsl-$name-n$i"
  ip netns add "$ns"
  ip link add "gs$name$i" type veth peer name eth0 netns "$ns"
  ip link set "gs$name$i" master "$bridge" up
  ip -n "$ns" addr add "$(node_ip "$i")/16" dev eth0
  ip -n "$ns" link set eth0 up
  ip -n "$ns" link set lo up
done

# --- MariaDB, private to this recording --------------------------------------------------------------
. "$here/accounting.sh"
lab_start_mariadb

# --- Slurm's configuration -----------------------------------------------------------------------
ctl_host=$(hostname -s)
mkdir -p "$work/gpu" "$work/state" "$work/log" "$work/spool"
for g in $(seq 0 $((gpus - 1))); do : >"$work/gpu/gpu$g"; done # Slurm drops GPUs without a file
node_list="n[1-$nodes]"
[ "$nodes" = 1 ] && node_list=n1
{
  sed -e "/@COMMON@/{r $here/conf/common.conf.in
d}" "$here/conf/$conf.conf.in" | sed -e "s|@CLUSTER@|gantry$name|g" -e "s|@CTL_HOST@|$ctl_host|g" -e "s|@HOST_IP@|$host_ip|g" \
      -e "s|@CTL_PORT@|$ctl_port|g" -e "s|@NODE_PORT@|$node_port|g" -e "s|@DBD_PORT@|$dbd_port|g" \
      -e "s|@WORK@|$work|g" -e "s|@NODES@|$node_list|g" -e "s|@HALF_NODES@|n[1-$(( (nodes + 1) / 2 ))]|g" \
      -e "${limits:+s|^AccountingStorageEnforce=associations\$|AccountingStorageEnforce=associations,limits|}"
  [ -z "$debug" ] || printf 'SlurmctldDebug=debug3\nDebugFlags=Backfill,Priority,SelectType\n'
  for i in $(seq 1 "$nodes"); do
    echo "NodeName=n$i NodeAddr=$(node_ip "$i") CPUs=$cpus RealMemory=$((cpus * 2048)) Gres=gpu:$gpus State=UNKNOWN"
  done
} >"$work/slurm.conf"
last_gpu=$((gpus - 1))
echo "NodeName=$node_list Name=gpu File=$work/gpu/gpu[0-$last_gpu]" >"$work/gres.conf"
[ "$gpus" = 1 ] && echo "NodeName=$node_list Name=gpu File=$work/gpu/gpu0" >"$work/gres.conf"
export SLURM_CONF="$work/slurm.conf"
lab_start_slurmdbd
sacctmgr -i add cluster "gantry$name" >/dev/null
# Accounts with their shares, and each workload user in the account(s) it submits to.
IFS=, read -ra share_list <<<"$shares"
for item in "${share_list[@]}"; do
  sacctmgr -i add account "${item%%=*}" fairshare="${item#*=}" cluster="gantry$name" >/dev/null
done
tail -n +2 "$workload" | cut -d, -f7,8 | sort -u | while IFS=, read -r account user; do
  id "gantry-$user" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "gantry-$user"
  sacctmgr -i add user "gantry-$user" account="$account" cluster="gantry$name" >/dev/null
done

log "starting slurmctld and $nodes slurmd"
slurmctld -D -i -f "$work/slurm.conf" >>"$work/log/slurmctld.out" 2>&1 &
echo $! >"$work/pids/slurmctld"
for _ in $(seq 60); do scontrol ping >/dev/null 2>&1 && break; sleep 0.5; done
for i in $(seq 1 "$nodes"); do
  # nsenter, not `ip netns exec`: the latter remounts /sys and hides the cgroup mount slurmd wants.
  nsenter --net="/run/netns/gsl-$name-n$i" slurmd -D -N "n$i" -f "$work/slurm.conf" \
    >>"$work/log/slurmd-n$i.out" 2>&1 &
  echo $! >"$work/pids/slurmd-n$i"
done
for _ in $(seq 120); do
  idle=$(sinfo -h -N -t idle -o '%N' | wc -l)
  [ "$idle" -ge "$nodes" ] && break
  sleep 0.5
done
[ "$idle" -ge "$nodes" ] || { log "only $idle of $nodes nodes came up; see $work/log"; keep_work=1; exit 1; }
log "cluster up: $nodes nodes of $gpus GPUs"
# Accounts' GPU limits (GrpTRES), enforced (AccountingStorageEnforce=associations,limits above); once
# slurmctld runs, for it registers gres/gpu with slurmdbd, and sacctmgr knows no such TRES before.
IFS=, read -ra limit_list <<<"$limits"
for item in "${limit_list[@]}"; do
  sacctmgr -i modify account where name="${item%%=*}" cluster="gantry$name" set GrpTRES="gres/gpu=${item#*=}" >/dev/null
done

# --- the workload, in real time, with a snapshot of the queue every minute ---------------------------
started=$(date +%s.%N)
elapsed() { awk -v now="$(date +%s.%N)" -v t0="$started" 'BEGIN { printf "%.3f", now - t0 }'; }
snapshot() {
  local t
  t=$(printf '%05d' "$(elapsed | cut -d. -f1)")
  squeue --json >"$partial/snapshots/$t.json" 2>/dev/null || true
  squeue --start -h -o '%i|%u|%a|%Q|%V|%S|%l|%D|%b|%r' >"$partial/snapshots/$t.start.txt" 2>/dev/null || true
}
(
  while :; do snapshot; sleep "$snapshot_every"; done
) &
echo $! >"$work/pids/snapshots"
echo "id,job_id,submitted_s" >"$partial/submitted.csv"
tail -n +2 "$workload" | while IFS=, read -r id submit duration nnodes per_node limit account user partition; do
  wait_for=$(awk -v at="$submit" -v now="$(elapsed)" 'BEGIN { d = at - now; printf "%.3f", (d > 0 ? d : 0) }')
  sleep "$wait_for"
  partition_args=() # the workload's partition column, where it has one; else the default partition
  [ -n "${partition:-}" ] && partition_args=(-p "$partition")
  job=$(sbatch --parsable "${partition_args[@]}" -N "$nnodes" --ntasks-per-node=1 --gres="gpu:$per_node" -t "$limit" -A "$account" \
    --uid="gantry-$user" -J "w$id" --chdir=/tmp --output=/dev/null --wrap "sleep $duration")
  echo "$id,$job,$(elapsed)" >>"$partial/submitted.csv"
done
total=$(($(wc -l <"$workload") - 1))
log "all $total jobs submitted; waiting for them to end"
while [ "$(squeue -h | wc -l)" -gt 0 ]; do sleep 5; done
kill "$(cat "$work/pids/snapshots")" 2>/dev/null || true
snapshot

# --- what Slurm recorded ---------------------------------------------------------------------------
fields=JobID,JobName,User,Account,Partition,QOS,Submit,Eligible,Start,End,Elapsed,Timelimit,NNodes,AllocTRES,ReqTRES,State,ExitCode,NodeList,Priority
for _ in $(seq 120); do # slurmdbd takes the last records a moment after the jobs end
  ended=$(sacct -a -X -n -P -o State -S 2000-01-01 | grep -cv -e PENDING -e RUNNING || true)
  [ "$ended" -ge "$total" ] && break
  sleep 1
done
sacct -a -X --parsable2 -S 2000-01-01 -o "$fields" >"$partial/sacct.txt"
sacctmgr dump "gantry$name" file="$partial/associations.txt" >/dev/null 2>&1
sshare -a -l -P >"$partial/sshare.txt"
# The snapshots are JSON of about 0.5 MB each: packed, a recording is a few hundred kB.
tar -C "$partial" -cJf "$partial/snapshots.tar.xz" snapshots && rm -rf "$partial/snapshots"
cp "$work/slurm.conf" "$work/gres.conf" "$workload" "$partial/"
[ -z "$debug" ] || cp "$work/log/slurmctld.log" "$partial/"
[ "$(basename "$workload")" = workload.csv ] || mv "$partial/$(basename "$workload")" "$partial/workload.csv"
cat >"$partial/RECORDING.md" <<EOF
# A recording of Slurm $(sinfo -V | cut -d' ' -f2)

- Made by: tools/slurm-lab/record.sh --workload $(basename "$workload") --conf $conf --nodes $nodes --gpus $gpus --cpus $cpus --shares $shares${limits:+ --limits $limits}${debug:+ --debug}
- Started $(date -u -d "@${started%.*}" +%FT%TZ), $total jobs, ended after $(elapsed | cut -d. -f1) s
- Debian $(cat /etc/debian_version), MariaDB $(mariadbd --version | sed -n 's/.*Ver \([^ ]*\).*/\1/p')
- Times in sacct.txt are this machine's local time ($(date +%Z)); snapshots.tar.xz holds snapshots/T.json and T.start.txt, T in seconds since the start.
EOF
mv "$partial" "$out.tmp.$$" && rm -rf "$out" && mv "$out.tmp.$$" "$out"
log "recorded $total jobs into $out"
