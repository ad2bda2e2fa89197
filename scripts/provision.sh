#!/usr/bin/env bash
# Installs and starts what the tests need from Debian when it is missing: Chromium for the browser
# tests and a PostgreSQL 15 cluster with a test role. Safe to run again. Needs root and apt-get;
# without them it prints exactly what to install and exits 3.
set -euo pipefail

PG_ROLE=${PG_ROLE:-safeshelf}
PG_PASSWORD=${PG_PASSWORD:-safeshelf}
PG_DB=${PG_DB:-safeshelf_test}

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
command -v pg_ctlcluster >/dev/null 2>&1 && ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || need+=(postgresql postgresql-contrib)

if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    echo "provision: missing Debian packages: ${need[*]}" >&2
    echo "provision: install them with: sudo apt-get update && sudo apt-get install -y ${need[*]}" >&2
    exit 3
  fi
  echo "provision: installing ${need[*]} (apt-get)…" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends "${need[@]}" >&2
fi

# Start the first installed cluster (Debian creates "main" on install).
read -r version cluster port status _ < <(pg_lsclusters --no-header | head -n 1)
if [ -z "${version:-}" ]; then
  version=$(ls /usr/lib/postgresql | sort -n | tail -n 1)
  pg_createcluster "$version" main >&2
  read -r version cluster port status _ < <(pg_lsclusters --no-header | head -n 1)
fi
if [ "$status" != online ]; then
  pg_ctlcluster "$version" "$cluster" start >&2
fi

as_postgres() { if [ "$(id -u)" = 0 ]; then su postgres -c "$1"; else sh -c "$1"; fi; }
as_postgres "psql -p $port -qtAc \"select 1 from pg_roles where rolname='$PG_ROLE'\"" | grep -q 1 ||
  as_postgres "psql -p $port -qc \"create role $PG_ROLE login createdb password '$PG_PASSWORD'\"" >&2
# Test files drop their databases `with (force)`: that may end an autovacuum worker on them.
as_postgres "psql -p $port -qc \"grant pg_signal_backend to $PG_ROLE\"" >/dev/null
as_postgres "psql -p $port -qtAc \"select 1 from pg_database where datname='$PG_DB'\"" | grep -q 1 ||
  as_postgres "createdb -p $port -O $PG_ROLE $PG_DB" >&2

echo "postgres://$PG_ROLE:$PG_PASSWORD@localhost:$port/$PG_DB"
