#!/usr/bin/env bash
# A Slurm twin exported and loaded into a real Slurm accounting (MariaDB and slurmdbd, Debian's Slurm
# 22.05) comes back as the same twin. The twin of a shipped recording (tests/data/slurm-lab/mf-heavy) is
# exported (gantry-cli export --to slurm); its associations.cfg is loaded with `sacctmgr load`, and its
# sacctmgr.sh is run with the real sacctmgr on a second cluster; each cluster is dumped with `sacctmgr
# dump` and imported again with the exported slurm.conf. Checked: the real sacctmgr takes both files
# without an error, and each re-imported twin replays the recording's jobs exactly as the first twin
# does (the same jobs.csv, byte for byte after its header line): the nodes, the scheduler's settings and the accounts' shares
# survived. Skipped (exit 77, with the reason) where the daemons cannot start: not root, or a program
# missing.
set -euo pipefail
cli=$1 src=$2
skip() { echo "SKIPPED: $*"; exit 77; }
[ "$(id -u)" = 0 ] || skip "needs root (MariaDB and slurmdbd run as root here)"
for program in mariadb-install-db mariadbd mariadb slurmdbd sacctmgr; do
  command -v "$program" >/dev/null || skip "$program is not installed (packaging/debian-dependencies.txt lists its package)"
done
fail() { echo "FAIL: $*" >&2; exit 1; }
log() { printf '[%s] %s\n' "$(date +%T)" "$*" >&2; }
work=$(mktemp -d /tmp/gantry-accounts.XXXXXX)
chmod 755 "$work"
mkdir "$work/pids"
cleanup() {
  local status=$? pid
  set +e # a daemon already gone is no failure
  for pid in "$work"/pids/*; do [ -f "$pid" ] && kill "$(cat "$pid")" 2>/dev/null; done
  for pid in "$work"/pids/*; do [ -f "$pid" ] && timeout 10 tail --pid="$(cat "$pid")" -f /dev/null; done
  for pid in "$work"/pids/*; do [ -f "$pid" ] && kill -9 "$(cat "$pid")" 2>/dev/null; done
  rm -rf "$work" || echo "left $work behind" >&2
  exit "$status"
}
trap cleanup EXIT
# Ports of their own, apart from record.sh's (17000-18999).
db_port=$((19000 + $$ % 400 * 2)) dbd_port=$((19001 + $$ % 400 * 2))

rec=$src/tests/data/slurm-lab/mf-heavy
"$cli" import "$rec/slurm.conf" --format slurm-conf --sacct "$rec/sacct.txt" --associations "$rec/associations.txt" \
  --out "$work/twin.yaml" >/dev/null 2>&1 || fail "gantry-cli import of the recording failed"
"$cli" export "$work/twin.yaml" --to slurm --out "$work/export" >/dev/null || fail "gantry-cli export --to slurm failed"
for f in slurm.conf sacctmgr.sh associations.cfg; do [ -s "$work/export/$f" ] || fail "the export wrote no $f"; done

# sacctmgr reads slurm.conf for the cluster's name and where slurmdbd is: a minimal one per cluster.
mkdir "$work/etc"
conf_for() {
  cat >"$work/etc/$1.conf" <<CONF
ClusterName=$1
SlurmctldHost=localhost
AuthType=auth/none
CredType=cred/none
AccountingStorageType=accounting_storage/slurmdbd
AccountingStorageHost=127.0.0.1
AccountingStoragePort=$dbd_port
CONF
}
conf_for loaded
conf_for scripted
export SLURM_CONF=$work/etc/loaded.conf
. "$src/tools/slurm-lab/accounting.sh"
lab_start_mariadb || fail "MariaDB did not start"
lab_start_slurmdbd || fail "slurmdbd did not start"

# associations.cfg, as sacctmgr load reads it (it names its own cluster, which the load creates).
cluster=$(sed -n "s/^Cluster - '\([^']*\)'.*/\1/p" "$work/export/associations.cfg")
[ -n "$cluster" ] || fail "associations.cfg has no Cluster line"
sacctmgr -i load file="$work/export/associations.cfg" >"$work/load.out" 2>&1 || { cat "$work/load.out" >&2; fail "sacctmgr load refused associations.cfg"; }
sacctmgr dump "$cluster" file="$work/loaded.dump" >/dev/null 2>&1 || fail "sacctmgr dump $cluster failed"
# sacctmgr.sh, run by the real sacctmgr on a cluster of its own.
export SLURM_CONF=$work/etc/scripted.conf
sacctmgr -i add cluster scripted >/dev/null
sh "$work/export/sacctmgr.sh" >"$work/script.out" 2>&1 || { cat "$work/script.out" >&2; fail "sacctmgr.sh failed under the real sacctmgr"; }
sacctmgr dump scripted file="$work/scripted.dump" >/dev/null 2>&1 || fail "sacctmgr dump scripted failed"

"$cli" run "$work/twin.yaml" --out "$work/run-first" >/dev/null || fail "the first twin did not run"
for dump in loaded scripted; do
  grep -q "^Account - " "$work/$dump.dump" || { cat "$work/$dump.dump" >&2; fail "the $dump cluster has no accounts"; }
  "$cli" import "$work/export/slurm.conf" --format slurm-conf --sacct "$rec/sacct.txt" --associations "$work/$dump.dump" \
    --out "$work/$dump.yaml" >/dev/null 2>&1 || fail "gantry-cli import of the $dump dump failed"
  "$cli" run "$work/$dump.yaml" --out "$work/run-$dump" >/dev/null || fail "the $dump twin did not run"
  # The first line names the scenario's hash, which differs (the shares are written in lowest terms).
  cmp -s <(tail -n +2 "$work/run-first/jobs.csv") <(tail -n +2 "$work/run-$dump/jobs.csv") || {
    diff "$work/run-first/jobs.csv" "$work/run-$dump/jobs.csv" | head -5 >&2
    fail "the twin imported back from the $dump cluster replays the jobs differently"
  }
  echo "ok: $dump: $(grep -c '^Account - ' "$work/$dump.dump") accounts, the same $(($(wc -l <"$work/run-first/jobs.csv") - 1)) starts"
done
