# Sourced by record.sh and the tests: Slurm's accounting (MariaDB and slurmdbd) private to one folder.
# The caller sets work (a folder with a pids/ subfolder, where each daemon's pid goes, for its cleanup),
# db_port and dbd_port, and exports SLURM_CONF (slurmdbd reads slurmdbd.conf beside it), and defines log.

# MariaDB in $work/db on 127.0.0.1:$db_port, with a user `slurm` (password in $db_pass) for slurmdbd.
lab_start_mariadb() {
  log "starting MariaDB"
  mariadb-install-db --no-defaults --user=root --datadir="$work/db" --auth-root-authentication-method=socket \
    --skip-test-db >"$work/mariadb-install.log" 2>&1
  mariadbd --no-defaults --user=root --datadir="$work/db" --socket="$work/mysql.sock" --port="$db_port" \
    --bind-address=127.0.0.1 --pid-file="$work/mariadb.pid" --innodb-buffer-pool-size=64M \
    --log-error="$work/mariadb.log" &
  echo $! >"$work/pids/mariadb"
  for _ in $(seq 60); do [ -S "$work/mysql.sock" ] && break; sleep 0.5; done
  [ -S "$work/mysql.sock" ] || { log "MariaDB did not start: $(tail -3 "$work/mariadb.log")"; return 1; }
  db_pass=$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')
  mariadb --socket="$work/mysql.sock" -u root -e \
    "CREATE USER 'slurm'@'127.0.0.1' IDENTIFIED BY '$db_pass'; GRANT ALL ON slurm_acct_db.* TO 'slurm'@'127.0.0.1';"
}

# slurmdbd on 127.0.0.1:$dbd_port over that database, with AuthType=auth/none; returns once sacctmgr
# gets an answer from it.
lab_start_slurmdbd() {
  local dir
  dir=$(dirname "$SLURM_CONF")
  mkdir -p "$work/log"
  cat >"$dir/slurmdbd.conf" <<DBD
AuthType=auth/none
DbdHost=localhost
DbdAddr=127.0.0.1
DbdPort=$dbd_port
SlurmUser=root
LogFile=$work/log/slurmdbd.log
PidFile=$work/slurmdbd.pid
StorageType=accounting_storage/mysql
StorageHost=127.0.0.1
StoragePort=$db_port
StorageUser=slurm
StoragePass=$db_pass
StorageLoc=slurm_acct_db
DBD
  chmod 600 "$dir/slurmdbd.conf"
  log "starting slurmdbd"
  slurmdbd -D >>"$work/log/slurmdbd.out" 2>&1 &
  echo $! >"$work/pids/slurmdbd"
  for _ in $(seq 60); do sacctmgr -n list cluster >/dev/null 2>&1 && return 0; sleep 0.5; done
  log "slurmdbd did not answer: $(tail -3 "$work/log/slurmdbd.log" 2>/dev/null)"
  return 1
}
