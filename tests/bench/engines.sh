#!/usr/bin/env bash
# kindred-cli ingest of one stream into SQLite and into PostgreSQL, in turn, RUNS times each:
# prints each run's own seconds (from the ingest's JSON line), the medians and their ratio, and
# stops with an error when the two engines stored different counts.
#   bash tests/bench/engines.sh [RUNS] [ITEMS]      default: 5 runs, 6,400 items (Zipf-sized feeds)
# The PostgreSQL server is a throwaway one on loopback (tests/with-postgres.sh); build first.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cli="$root/build/app/cli/kindred-cli"
runs=${1:-5}
items=${2:-6400}

if [ -z "${PGPORT:-}" ]; then
    exec bash "$root/tests/with-postgres.sh" bash "$0" "$runs" "$items"
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$cli" bench ingest --zipf -n "$items" --write "$work/feeds" >/dev/null
seconds() { sed -E 's/.*"seconds":([0-9.]+).*/\1/'; }
counts() { sed -E 's/.*"articles":([0-9]+),"duplicates":([0-9]+).*/\1 \2/'; }
: >"$work/times"
for run in $(seq "$runs"); do
    rm -f "$work/k.sqlite"*
    sqlite=$("$cli" ingest --db "$work/k.sqlite" "$work"/feeds/*.xml | tail -1)
    psql -qX -d postgres -c "DROP DATABASE IF EXISTS kindred_bench" -c "CREATE DATABASE kindred_bench" >/dev/null
    postgres=$("$cli" ingest --db "postgresql:///kindred_bench" "$work"/feeds/*.xml | tail -1)
    if [ "$(echo "$sqlite" | counts)" != "$(echo "$postgres" | counts)" ]; then
        echo "the engines stored different counts: SQLite $sqlite, PostgreSQL $postgres" >&2
        exit 1
    fi
    echo "$(echo "$sqlite" | seconds) $(echo "$postgres" | seconds)" | tee -a "$work/times"
done
median() { sort -n | awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}'; }
s=$(cut -d' ' -f1 "$work/times" | median)
p=$(cut -d' ' -f2 "$work/times" | median)
echo "$items items: SQLite median $s s, PostgreSQL median $p s; PostgreSQL at $(awk -v s="$s" -v p="$p" 'BEGIN {printf "%.0f", 100 * s / p}')% of SQLite's speed"
