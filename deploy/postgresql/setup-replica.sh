#!/bin/sh
# A streaming replica of Debian's PostgreSQL 15 cluster 15/main, as cluster 15/replica on port 5433
# of the same host (docs/operations.md#several-processes-behind-nginx). Run as root, once:
#   REPLICATOR_PASSWORD=… sh deploy/postgresql/setup-replica.sh
# On another host: run the primary's part there (with that host's address in pg_hba.conf and
# listen_addresses), the replica's part here with PRIMARY_HOST set.
set -eu

VERSION=15
PRIMARY_HOST=${PRIMARY_HOST:-127.0.0.1}
PRIMARY_PORT=${PRIMARY_PORT:-5432}
REPLICA=${REPLICA:-replica}
REPLICA_PORT=${REPLICA_PORT:-5433}
: "${REPLICATOR_PASSWORD:?set REPLICATOR_PASSWORD}"

# The primary: a role that may replicate, and a pg_hba.conf line letting it in. wal_level=replica
# and max_wal_senders=10 are PostgreSQL 15's defaults.
runuser -u postgres -- psql -p "$PRIMARY_PORT" -v ON_ERROR_STOP=1 -v password="$REPLICATOR_PASSWORD" <<'SQL'
select format('create role waggle_replicator with replication login password %L', :'password')
where not exists (select from pg_roles where rolname = 'waggle_replicator') \gexec
SQL
HBA=/etc/postgresql/$VERSION/main/pg_hba.conf
LINE="host replication waggle_replicator 127.0.0.1/32 scram-sha-256"
grep -qxF "$LINE" "$HBA" || echo "$LINE" >>"$HBA"
runuser -u postgres -- psql -p "$PRIMARY_PORT" -c 'select pg_reload_conf()'

# The replica: an empty cluster's settings, its data directory replaced by a base backup of the
# primary. -R writes standby.signal and primary_conninfo; -X stream copies the WAL written meanwhile.
pg_createcluster "$VERSION" "$REPLICA" --port "$REPLICA_PORT"
DATA=/var/lib/postgresql/$VERSION/$REPLICA
rm -rf "$DATA"
runuser -u postgres -- env PGPASSWORD="$REPLICATOR_PASSWORD" \
  pg_basebackup -h "$PRIMARY_HOST" -p "$PRIMARY_PORT" -U waggle_replicator -D "$DATA" -R -X stream -P
systemctl enable --now "postgresql@$VERSION-$REPLICA"

# Check: the primary lists the replica as streaming.
runuser -u postgres -- psql -p "$PRIMARY_PORT" -c 'select client_addr, state, replay_lag from pg_stat_replication'
